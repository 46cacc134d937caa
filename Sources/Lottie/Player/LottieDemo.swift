import Demos
import Geometry
import Input
import LottieModel
import Raster
import Scene

/// A Lottie file played on the scene clock: a `CompositionNode` at the frame the clock has reached
/// (from the file's in point, at its frame rate, looping at its out point), under a banner that
/// names every feature the file uses and we do not play, and why a reload failed. Pause, steps,
/// slow motion and the frame cap act on it as on any demo because they act on its clock.
///
/// Keys: ←/→ the previous and next file of a folder.
public final class LottieDemo: SceneDemo {
    /// Where the composition comes from; a new version (a reload, another file) is picked up at
    /// the next frame, at the same clock time, so at the same frame.
    public let source: LottieSource
    /// The node the composition is drawn in.
    public let compositionNode: CompositionNode
    private var shownVersion: Int
    private var playback: LottiePlayback
    private var time = 0.0
    private let banner = State("")
    private let bannerVisible = State(false)
    /// The bar's line, remade only when the whole frame number changes.
    private var statusLine = ""
    private var statusFrame = Int.min
    private var playable: LottieSource.Playable
    /// The bundled font, for text whose glyphs the file does not embed.
    private let text: TextRasterizer

    /// The banner's background: amber for what is not played, red for a failed reload.
    static let warningColor = Color(r255: 92, g255: 64, b255: 8, alpha: 0.92)
    static let errorColor = Color(r255: 120, g255: 20, b255: 24, alpha: 0.92)
    /// The lines the banner lists before it says how many more there are.
    static let bannerLines = 4

    /// A player of `source`'s composition, starting at its in point.
    public init(source: LottieSource, context: DemoContext) {
        self.source = source
        text = context.text
        let snapshot = source.snapshot
        playable = snapshot.playable
        shownVersion = snapshot.version
        playback = LottiePlayback(snapshot.playable.composition)
        let compositionNode = CompositionNode(renderer: CompositionRenderer(composition: snapshot.playable.composition,
                                                                            images: snapshot.playable.images, text: context.text),
                                              frame: playback.inPoint)
        self.compositionNode = compositionNode
        let banner = self.banner, bannerVisible = self.bannerVisible
        let bannerColor = State(LottieDemo.warningColor)
        self.bannerColor = bannerColor
        let root = ZStack(alignment: .top) {
            compositionNode.named("Composition")
            If(bannerVisible) {
                Text(banner, font: FontSpec(size: 13), color: .white)
                    .named("LottieBanner")
                    .padding(horizontal: 14, vertical: 10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(RoundedRectangle(cornerRadius: 10).fill(LottieDemo.warningColor)
                        .bind(bannerColor) { shape, color in shape.fillColor = color })
                    .padding(12)
            }
        }
        super.init(root: root, context: context)
        scene.backgroundColor = Color(r255: 236, g255: 236, b255: 240)
        showBanner(snapshot)
        keyBindings.bind("left", summary: "The previous file of the folder", repeats: true) { [unowned self] in step(-1) }
        keyBindings.bind("right", summary: "The next file of the folder", repeats: true) { [unowned self] in step(1) }
    }

    private let bannerColor: State<Color>

    /// The demo of `source` as the registry lists it, under number key `number`.
    /// `file` is what a replay opens (the file or folder given).
    public static func descriptor(number: Int, source: LottieSource, file: String) -> DemoDescriptor {
        DemoDescriptor(number: number, name: "lottie", title: source.snapshot.playable.fileName, file: file) { context in
            LottieDemo(source: source, context: context)
        }
    }

    /// What the banner says (empty when it is hidden).
    public var bannerText: String { banner.value }

    /// The frame the clock has reached, in the file's numbers.
    public var frame: Double { compositionNode.compositionFrame }

    public override func advance(to time: Double) {
        self.time = time
        if source.version != shownVersion { adopt(source.snapshot) }
        compositionNode.compositionFrame = playback.frame(at: time)
        super.advance(to: time)
    }

    /// A Lottie file always plays (it loops).
    public override var isAnimating: Bool { true }

    /// "512×512 · 30 fps · frame 12 of 0–120".
    public override var barStatus: String? {
        let whole = Int(frame.rounded(.down))
        if whole != statusFrame {
            statusFrame = whole
            let composition = playable.composition
            statusLine = "\(LottieDemo.number(composition.width))×\(LottieDemo.number(composition.height))  ·  "
                + "\(LottieDemo.number(composition.frameRate)) fps  ·  frame \(whole) of \(LottieDemo.number(composition.inPoint))–\(LottieDemo.number(composition.outPoint))"
        }
        return statusLine
    }

    /// A whole number as one (exporters write 160.000006 for 160), else two decimals.
    static func number(_ value: Double) -> String {
        abs(value - value.rounded()) < 0.005 && abs(value) < 1e9 ? String(Int(value.rounded())) : String(format: "%.2f", value)
    }

    private func step(_ delta: Int) {
        guard source.files.count > 1 else { return }
        source.select(source.fileIndex + delta)
        adopt(source.snapshot)
    }

    /// Shows what the source holds now: a new composition replaces the renderer (the clock, so
    /// the frame, goes on); an error only changes the banner.
    private func adopt(_ snapshot: LottieSource.Snapshot) {
        shownVersion = snapshot.version
        if snapshot.playable.path != playable.path || snapshot.error == nil {
            playable = snapshot.playable
            playback = LottiePlayback(snapshot.playable.composition)
            compositionNode.renderer = CompositionRenderer(composition: snapshot.playable.composition, images: snapshot.playable.images,
                                                           text: text)
            compositionNode.compositionFrame = playback.frame(at: time)
            statusFrame = .min
        }
        showBanner(snapshot)
    }

    private func showBanner(_ snapshot: LottieSource.Snapshot) {
        var lines: [String] = []
        if let error = snapshot.error {
            lines.append("Reload failed — the last good export keeps playing")
            lines.append(error)
        }
        let unsupported = snapshot.playable.report.unsupportedLines
        if !unsupported.isEmpty {
            lines.append("Not played: " + unsupported.prefix(LottieDemo.bannerLines).joined(separator: "; ")
                + (unsupported.count > LottieDemo.bannerLines ? "; and \(unsupported.count - LottieDemo.bannerLines) more (playground check)" : ""))
        }
        lines += snapshot.playable.report.warnings.prefix(2)
        bannerColor.value = snapshot.error == nil ? LottieDemo.warningColor : LottieDemo.errorColor
        banner.value = lines.joined(separator: "\n")
        bannerVisible.value = !lines.isEmpty
    }
}

import ArgumentParser
import Foundation
import Geometry
import Lottie
import LottieModel
import Platform
import Raster

/// `render FILE`: one frame of a Lottie composition alone (no bar, no chrome) on a transparent
/// background, at the composition's size times `--scale`, or fitted into `--size`.
struct LottieRender {
    let file: String
    let frame: Double?
    let at: Double?
    let size: SizeArgument?
    let scale: Double
    let out: String
    let drawCount: Int

    func run() throws {
        guard scale.isFinite, (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        guard (1...10_000).contains(drawCount) else { throw fail("--repeat must be between 1 and 10000", code: 64) }
        guard !out.isEmpty, out.lowercased().hasSuffix(".png") || out.hasPrefix("/dev/") else {
            throw fail("--out must name a .png file (render writes PNG only; got \(UserText.shown(out)))", code: 64)
        }
        if frame != nil && at != nil { throw fail("give --frame or --at, not both", code: 64) }
        if let frame, !(frame.isFinite && abs(frame) <= 1e7) { throw fail("--frame must be a number of frames within ±10000000", code: 64) }
        if let at, !(at.isFinite && at >= 0 && at <= 86_400) { throw fail("--at must be between 0 and 86400 seconds", code: 64) }
        let document = try LottieCommandSupport.load(file)
        LottieCommandSupport.warnOfUnsupported(document)
        let composition = document.composition
        let target = LottiePlacement(composition: composition, size: size.map { $0.size }, scale: scale)
        try MemoryCheck.require(frames: 6, width: target.pixelWidth, height: target.pixelHeight)
        guard let canvas = Canvas(width: target.pixelWidth, height: target.pixelHeight) else {
            throw MemoryCheck.frameTooLarge(width: target.pixelWidth, height: target.pixelHeight)
        }
        let renderer = CompositionRenderer(composition: composition, images: document.images, text: try ResourceLocator.text())
        let frameNumber = frame ?? (composition.inPoint + (at ?? 0) * composition.frameRate)
        for _ in 0..<drawCount {
            canvas.clear(.clear)
            canvas.setTransform(target.transform)
            renderer.draw(frame: frameNumber, in: canvas)
        }
        do {
            try PNGFile.write(canvas.pixmap, to: out)
        } catch {
            throw fail("\(error)", echoing: [out])
        }
    }
}

/// Where a composition lands in a picture: its own size times the scale, or fitted (aspect kept,
/// centred) into a requested size.
struct LottiePlacement {
    let pixelWidth: Int
    let pixelHeight: Int
    /// Composition points to device pixels.
    let transform: Transform

    init(composition: Composition, size: Size?, scale: Double) {
        if let size {
            pixelWidth = max(1, Int((size.width * scale).rounded()))
            pixelHeight = max(1, Int((size.height * scale).rounded()))
            let fit = min(Double(pixelWidth) / composition.width, Double(pixelHeight) / composition.height)
            let dx = (Double(pixelWidth) - composition.width * fit) / 2, dy = (Double(pixelHeight) - composition.height * fit) / 2
            transform = Transform.scale(fit).concatenating(.translation(x: dx, y: dy))
        } else {
            pixelWidth = max(1, Int((composition.width * scale).rounded()))
            pixelHeight = max(1, Int((composition.height * scale).rounded()))
            transform = .scale(x: Double(pixelWidth) / composition.width, y: Double(pixelHeight) / composition.height)
        }
    }
}

/// What every command that reads a Lottie file shares: loading with the data-error status, and
/// one warning line per unsupported feature.
enum LottieCommandSupport {
    static func load(_ file: String) throws -> LottieDocument {
        do {
            return try LottieDocument.load(file)
        } catch let error as LottieDocument.LoadError {
            throw fail(error.description, code: LottieDocument.dataErrorStatus)
        }
    }

    static func warnOfUnsupported(_ document: LottieDocument) {
        let name = UserText.shown(document.path)
        for line in document.report.unsupportedLines {
            FileHandle.standardError.write(Data("\(Host.commandName): warning: \(name): not supported: \(UserText.oneLine(line))\n".utf8))
        }
        for line in document.report.warnings {
            FileHandle.standardError.write(Data("\(Host.commandName): warning: \(name): \(UserText.oneLine(line))\n".utf8))
        }
    }
}

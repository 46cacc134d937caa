import ArgumentParser
import Foundation
import Geometry
import Lottie
import LottieModel
import Platform
import Raster

/// `record FILE`: a clip of a Lottie composition alone, frame N of the file at frame N of the
/// clip: from its in point to its out point (excluded) at its own frame rate unless `--from`,
/// `--to` (the file's frame numbers) or `--fps` say otherwise. Transparent where the format
/// allows it (WebP, PNG frames, GIF's one transparent index); an MP4 has no alpha and shows
/// the composition on white.
struct LottieRecord {
    let file: String
    let from: Double?
    let to: Double?
    let fps: Double?
    let size: SizeArgument?
    let scale: Double
    let quality: Double?
    let out: String
    let kind: Record.Kind

    /// The file's frames the clip shows, in order: `from`, `from + fr/fps`, … while before `to`
    /// (`to` itself too when it is given: a range the user names includes its end).
    static func frames(from: Double, to: Double, includingEnd: Bool, fileRate: Double, clipRate: Double) -> [Double] {
        let step = fileRate / clipRate
        var frames: [Double] = []
        var index = 0
        while true {
            let frame = from + Double(index) * step
            if includingEnd ? frame > to + 1e-9 : frame >= to - 1e-9 { break }
            frames.append(frame)
            index += 1
        }
        return frames.isEmpty ? [from] : frames
    }

    func run() throws {
        guard scale.isFinite, (1...4).contains(scale) else { throw fail("--scale must be between 1 and 4", code: 64) }
        if let quality, !(quality.isFinite && (0...100).contains(quality)) { throw fail("--quality must be between 0 and 100", code: 64) }
        if let fps, !(fps.isFinite && (1...120).contains(fps)) { throw fail("--fps must be between 1 and 120", code: 64) }
        for (name, value) in [("--from", from), ("--to", to)] {
            if let value, !(value.isFinite && abs(value) <= 1e7) { throw fail("\(name) must be a frame number within ±10000000", code: 64) }
        }
        let ffmpeg = kind == .mp4 ? try Record.findFFmpeg() : nil
        let document = try LottieCommandSupport.load(file)
        LottieCommandSupport.warnOfUnsupported(document)
        let composition = document.composition
        let first = from ?? composition.inPoint, last = to ?? composition.outPoint
        guard last >= first else { throw fail("--to (\(last)) comes before --from (\(first))", code: 64) }
        let clipRate = fps ?? composition.frameRate
        guard (last - first) / composition.frameRate * clipRate <= 100_000 else {
            throw fail("the clip would have over 100000 frames: give a shorter --from/--to or a lower --fps", code: 64)
        }
        let frames = Self.frames(from: first, to: last, includingEnd: to != nil, fileRate: composition.frameRate, clipRate: clipRate)
        let target = LottiePlacement(composition: composition, size: size.map(\.size), scale: scale)
        let width = target.pixelWidth, height = target.pixelHeight
        try MemoryCheck.require(frames: kind == .gif ? frames.count * 5 / 4 + 8 : kind == .webp ? 13 : 7, width: width, height: height)
        guard let canvas = Canvas(width: width, height: height) else { throw MemoryCheck.frameTooLarge(width: width, height: height) }
        let renderer = CompositionRenderer(composition: composition, images: document.images, text: try ResourceLocator.text())
        let progress = Progress(total: frames.count)
        var sink: FrameSink?
        do {
            switch kind {
            case .webp: sink = EncoderSink(writer: try AnimatedWebPWriter(width: width, height: height, quality: quality))
            case .gif: sink = EncoderSink(writer: try AnimatedGIFWriter(width: width, height: height, quality: quality, transparent: true))
            case .mp4: sink = try MP4Sink(ffmpeg: ffmpeg ?? "ffmpeg", width: width, height: height, fps: clipRate, quality: quality, out: out)
            case .pngs: sink = try PNGSequenceSink(folder: out)
            }
            for (index, frame) in frames.enumerated() {
                canvas.setTransform(.identity)
                canvas.clear(kind == .mp4 ? .white : .clear)
                canvas.setTransform(target.transform)
                renderer.draw(frame: frame, in: canvas)
                try sink?.add(canvas.pixmap, index: index, milliseconds: Int((Double(index) * 1000 / clipRate).rounded()))
                progress.advance()
            }
            try sink?.finish(endMilliseconds: Int((Double(frames.count) * 1000 / clipRate).rounded()), to: out)
            progress.done()
        } catch let error as ExitCode {
            sink?.cancel()
            throw error
        } catch {
            sink?.cancel()
            progress.done()
            throw fail("\(error)", echoing: [out])
        }
    }
}

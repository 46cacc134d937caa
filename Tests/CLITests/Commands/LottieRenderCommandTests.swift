import Foundation
import Platform
import Testing
import TestSupport

/// `playground render FILE`: a Lottie composition alone, transparent, at its own size; a broken
/// file is one line naming the file and the JSON path, exit status 65, nothing written;
/// unsupported features are one warning line each, and the rest is drawn.
@Suite("render a Lottie file", .serialized)
struct LottieRenderCommandTests {
    static let square = #"{"v":"5.7","fr":30,"ip":0,"op":30,"w":40,"h":20,"layers":[{"ty":4,"ind":1,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}"#

    private func run(_ arguments: [String]) throws -> ProcessRunner.Outcome {
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, arguments, environment: headlessEnvironment(), timeLimit: 60)
        #expect(!outcome.timedOut)
        return outcome
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let path = RepositoryPaths.temporaryDirectory("lottie-render") + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func drawsTheCompositionAloneAtItsSize() throws {
        let json = try file("square.json", Self.square)
        let out = RepositoryPaths.temporaryDirectory("lottie-render") + "/square.png"
        let outcome = try run(["render", json, "--frame", "0", "--out", out])
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let image = try PNGFile.read(out)
        #expect(image.width == 40 && image.height == 20)
        #expect(image[10, 10].packed == 0xffff_0000, "inside the square: opaque red")
        #expect(image[30, 10].packed == 0, "outside: transparent")
    }

    @Test func aBrokenFileNamesItsPathAndExits65() throws {
        let json = try file("broken.json", Self.square.replacingOccurrences(of: #""w":40"#, with: #""w":"wide""#))
        let out = RepositoryPaths.temporaryDirectory("lottie-render") + "/broken.png"
        let outcome = try run(["render", json, "--frame", "0", "--out", out])
        #expect(outcome.status == 65)
        #expect(outcome.standardError.contains("broken.json: w: expected a number"), "\(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func unsupportedFeaturesAreWarnedAndTheRestDrawn() throws {
        let text = Self.square.replacingOccurrences(of: #"{"ty":"fl""#, with: #"{"ty":"mm","mm":1},{"ty":"fl""#)
        let json = try file("merge.json", text)
        let out = RepositoryPaths.temporaryDirectory("lottie-render") + "/merge.png"
        let outcome = try run(["render", json, "--frame", "0", "--out", out])
        #expect(outcome.status == 0)
        #expect(outcome.standardError.contains("warning") && outcome.standardError.contains("merge paths") && outcome.standardError.contains("layers[0].shapes[1]"),
                "\(outcome.standardError)")
        #expect(try PNGFile.read(out)[10, 10].packed == 0xffff_0000)
    }
}

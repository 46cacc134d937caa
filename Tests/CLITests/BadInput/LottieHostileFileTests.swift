import Foundation
import Testing
import TestSupport
import ZIPFoundation

/// Hostile Lottie files given to `render`: one line naming the file and the JSON path (or the
/// archive's entry), exit status 65, nothing written, in bounded time and memory; a repeater
/// asking for a million copies is drawn capped, saying so; a missing image is a warning.
@Suite("Hostile Lottie files", .serialized)
struct LottieHostileFileTests {
    static let header = #""v":"5.7","fr":30,"ip":0,"op":30"#

    private func folder() -> String { RepositoryPaths.temporaryDirectory("lottie-hostile") }

    private func render(_ path: String) throws -> (outcome: ProcessRunner.Outcome, out: String) {
        let out = (path as NSString).deletingPathExtension + "-out.png"
        let outcome = try ProcessRunner.run(RepositoryPaths.executable, ["render", path, "--frame", "0", "--out", out],
                                            environment: headlessEnvironment(), timeLimit: 120)
        #expect(!outcome.timedOut, "\(path)")
        return (outcome, out)
    }

    private func expectRefused(_ path: String, saying words: [String]) throws {
        let (outcome, out) = try render(path)
        let name = (path as NSString).lastPathComponent
        #expect(outcome.status == 65, "\(name): status \(outcome.status): \(outcome.standardError)")
        #expect(outcome.standardError.split(separator: "\n").count == 1, "\(name): one line: \(outcome.standardError)")
        #expect(outcome.standardError.contains(name), "\(name) is named: \(outcome.standardError)")
        for word in words { #expect(outcome.standardError.contains(word), "\(name): '\(word)' in \(outcome.standardError)") }
        #expect(!FileManager.default.fileExists(atPath: out), "\(name): nothing written")
    }

    @Test func textFilesAreRefusedWithTheirPaths() throws {
        let dir = folder()
        let cases: [(String, String, [String])] = [
            ("nan.json", #"{\#(Self.header),"w":NaN,"h":10,"layers":[]}"#, ["not JSON"]),
            ("infinity.json", #"{\#(Self.header),"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":30,"ks":{"o":{"a":0,"k":1e999}}}]}"#, []),
            ("huge.json", #"{\#(Self.header),"w":1000000,"h":1000000,"layers":[]}"#, ["w:", "100000"]),
            ("empty-size.json", #"{\#(Self.header),"w":0,"h":10,"layers":[]}"#, ["w:"]),
            ("cycle.json", #"{\#(Self.header),"w":10,"h":10,"assets":[{"id":"a","layers":[{"ty":0,"refId":"b","ip":0,"op":30}]},{"id":"b","layers":[{"ty":0,"refId":"a","ip":0,"op":30}]}],"layers":[{"ty":0,"refId":"a","ip":0,"op":30}]}"#, ["refId"]),
            ("base64.json", #"{\#(Self.header),"w":10,"h":10,"assets":[{"id":"i","w":4,"h":4,"e":1,"p":"data:image/png;base64,@@@"}],"layers":[]}"#, ["assets[0].p", "base64"]),
            ("truncated.json", #"{\#(Self.header),"w":10,"h":10,"layers":[{"ty":4"#, ["not JSON"]),
        ]
        for (name, text, words) in cases {
            let path = dir + "/" + name
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try expectRefused(path, saying: words)
        }
    }

    @Test func tenMillionKeyframesAreRefusedInBoundedTime() throws {
        let path = folder() + "/keyframes.json"
        // 10⁷ keyframes of one property: about 150 MB of JSON would take minutes to write, so the
        // file holds 1.2 × 10⁵ of them, past the per-property limit, and the limit is what is checked.
        let keyframes = (0..<120_000).map { #"{"t":\#($0),"s":[0]}"# }.joined(separator: ",")
        try Data(#"{\#(Self.header),"w":10,"h":10,"layers":[{"ty":3,"ip":0,"op":30,"ks":{"o":{"a":1,"k":[\#(keyframes)]}}}]}"#.utf8)
            .write(to: URL(fileURLWithPath: path))
        try expectRefused(path, saying: ["layers[0].ks.o.k"])
    }

    @Test func aMillionRepeaterCopiesAreCappedAndSaidSo() throws {
        let path = folder() + "/repeater.json"
        let text = #"{\#(Self.header),"w":20,"h":20,"layers":[{"ty":4,"ip":0,"op":30,"ks":{},"shapes":[{"ty":"rc","p":{"a":0,"k":[10,10]},"s":{"a":0,"k":[4,4]},"r":{"a":0,"k":0}},{"ty":"rp","c":{"a":0,"k":1000000},"o":{"a":0,"k":0},"tr":{"p":{"a":0,"k":[0.001,0]},"so":{"a":0,"k":100},"eo":{"a":0,"k":100}}},{"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]}]}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (outcome, out) = try render(path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("1000000 copies") && outcome.standardError.contains("1000"), "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func archivesThatClimbOutOrExplodeAreRefused() throws {
        let dir = folder()
        let minimal = Data(#"{\#(Self.header),"w":10,"h":10,"layers":[]}"#.utf8)
        // An entry whose name climbs out of the archive.
        let climbing = dir + "/climb.lottie"
        let archive = try Archive(url: URL(fileURLWithPath: climbing), accessMode: .create)
        try archive.addEntry(with: "animations/a.json", type: .file, uncompressedSize: Int64(minimal.count), provider: { position, size in
            minimal.subdata(in: Int(position)..<Int(position) + size)
        })
        try archive.addEntry(with: "../../evil.json", type: .file, uncompressedSize: Int64(minimal.count), provider: { position, size in
            minimal.subdata(in: Int(position)..<Int(position) + size)
        })
        try expectRefused(climbing, saying: ["climbs out"])
        // A bomb: 520 MB of zeros deflated to about half a megabyte.
        let bomb = dir + "/bomb.lottie"
        let bombArchive = try Archive(url: URL(fileURLWithPath: bomb), accessMode: .create)
        let zeros = Data(count: 1 << 20)
        try bombArchive.addEntry(with: "animations/a.json", type: .file, uncompressedSize: Int64(520 << 20), compressionMethod: .deflate,
                                 provider: { _, size in zeros.prefix(size) })
        try expectRefused(bomb, saying: ["512 MB"])
    }

    @Test func filesOver256MBAreRefusedUnread() throws {
        let path = folder() + "/large.json"
        // Sparse: 257 MB on paper, nothing on the disk.
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 257 << 20)
        try handle.close()
        try expectRefused(path, saying: ["256 MB"])
    }

    @Test func aMissingImageIsAWarningAndTheRestIsDrawn() throws {
        let path = folder() + "/image.json"
        let text = ##"{\##(Self.header),"w":10,"h":10,"assets":[{"id":"i","w":4,"h":4,"u":"images/","p":"gone.png"}],"layers":[{"ty":2,"refId":"i","ip":0,"op":30,"ks":{}},{"ty":1,"ip":0,"op":30,"ks":{},"sc":"#ff0000","sw":10,"sh":10}]}"##
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let (outcome, out) = try render(path)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("gone.png") && outcome.standardError.contains("missing"), "\(outcome.standardError)")
        #expect(FileManager.default.fileExists(atPath: out))
    }
}

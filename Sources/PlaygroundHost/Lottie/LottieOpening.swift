import Demos
import Foundation
import Lottie
import PlaygroundCore

/// Opens what the window is given to play: a Lottie file, or a folder of them (played one at a
/// time, ←/→ between them), as a demo under a number key of its own.
enum LottieOpening {
    /// A source of `argument`'s composition: the file, or the first file of the folder in name
    /// order. Exit 65 when it cannot be played, 66 when a folder holds no Lottie file.
    static func source(for argument: String) throws -> LottieSource {
        var isFolder: ObjCBool = false
        var files = [argument]
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder), isFolder.boolValue {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: argument)) ?? []
            files = names.filter(LottieDocument.isLottiePath).sorted().map { (argument as NSString).appendingPathComponent($0) }
            guard !files.isEmpty else {
                throw fail("\(UserText.shown(argument)) holds no Lottie file (.json, .lottie)", code: 66)
            }
        }
        let document = try LottieCommandSupport.load(files[0])
        LottieCommandSupport.warnOfUnsupported(document)
        return LottieSource(first: document.playable, files: files, load: { try LottieDocument.load($0).playable })
    }

    /// The number key a Lottie file takes beside `registry`'s demos: 7 when free, else the
    /// first free one of 1…9; nil when all nine are taken.
    static func number(beside registry: DemoRegistry) -> Int? {
        let taken = Set(registry.demos.filter { $0.name != "lottie" }.map(\.number))
        return ([7] + Array(1...9)).first { !taken.contains($0) }
    }

    /// `registry` with the player of `source` added, and its descriptor.
    static func registry(_ registry: DemoRegistry, playing source: LottieSource, file: String) throws -> (DemoRegistry, DemoDescriptor) {
        guard let number = number(beside: registry) else {
            throw fail("all nine number keys have demos: none is left for a Lottie file", code: 64)
        }
        let descriptor = LottieDemo.descriptor(number: number, source: source, file: file)
        return (DemoRegistry(registry.demos.filter { $0.name != "lottie" } + [descriptor]), descriptor)
    }
}

extension LottieOpening {
    /// A file dropped onto the window: a Lottie file opens under its number key (replacing the
    /// one shown); anything else is refused with a toast saying why.
    static func open(dropped path: String, in session: PlaygroundSession, watcher: LottieFileWatcher?) {
        do {
            guard LottieDocument.isLottiePath(path) else {
                session.showToast("\((path as NSString).lastPathComponent) is not a Lottie file (.json, .lottie)")
                return
            }
            let document = try LottieDocument.load(path)
            LottieCommandSupport.warnOfUnsupported(document)
            let source = LottieSource(first: document.playable, files: [path], load: { try LottieDocument.load($0).playable })
            guard let number = LottieOpening.number(beside: session.registry) else {
                session.showToast("All nine number keys have demos: none is left for a Lottie file")
                return
            }
            session.install(LottieDemo.descriptor(number: number, source: source, file: path))
            watcher?.source = source
        } catch {
            FileHandle.standardError.write(Data("\(Host.commandName): \(UserText.oneLine("\(error)"))\n".utf8))
            session.showToast(UserText.oneLine("\(error)"))
        }
    }
}

extension LottieDocument {
    /// The document as the player holds it.
    var playable: LottieSource.Playable {
        LottieSource.Playable(path: path, composition: composition, report: report, images: images)
    }
}

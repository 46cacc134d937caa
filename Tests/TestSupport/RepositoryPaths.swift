import Foundation
import Synchronization

/// Paths inside the checkout, for tests that need files beside the sources.
public enum RepositoryPaths {
    /// The package root (the folder holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url.path
            }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// The `Goldens` folder of the test target whose source is `file` (`#filePath`), wherever
    /// in the target's folders the file is: `Tests/<Target>/Goldens`.
    public static func goldens(for file: String = #filePath) -> String {
        let parts = file.components(separatedBy: "/Tests/")
        guard parts.count >= 2, let target = parts.last?.split(separator: "/").first else {
            return URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Goldens").path
        }
        return parts.dropLast().joined(separator: "/Tests/") + "/Tests/\(target)/Goldens"
    }

    /// The Lottie corpora beside the checkout (`../shared/lottie`: `test-files/data`,
    /// `real-world`), nil where they are not there (tests that need them say so and skip).
    public static var lottieCorpus: String? {
        let path = (root as NSString).deletingLastPathComponent + "/shared/lottie"
        return FileManager.default.fileExists(atPath: path + "/test-files/data") ? path : nil
    }

    /// Every Lottie JSON file of the corpus's `test-files/data` groups, in name order (empty
    /// without the corpus).
    public static var lottieTestFiles: [String] {
        guard let corpus = lottieCorpus else { return [] }
        let data = corpus + "/test-files/data"
        var files: [String] = []
        for group in ((try? FileManager.default.contentsOfDirectory(atPath: data)) ?? []).sorted() {
            let folder = data + "/" + group
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where name.hasSuffix(".json") && !name.hasSuffix("-meta.json") {
                files.append(folder + "/" + name)
            }
        }
        return files
    }

    /// The bundled fonts.
    public static var fonts: String { root + "/Resources/Fonts" }

    /// The `playground` executable the tests run: `$PLAYGROUND_BIN`, else the debug build.
    public static var executable: String {
        if let explicit = ProcessInfo.processInfo.environment["PLAYGROUND_BIN"], !explicit.isEmpty { return explicit }
        return root + "/.build/debug/playground"
    }

    /// A fresh temporary directory for one test, inside this test process's own folder
    /// (`temporaryRoot`), which goes when the process exits.
    /// The name is the label and a number counted per process: short, so that messages which
    /// cut long paths (see `UserText`) show a test's files in full.
    public static func temporaryDirectory(_ label: String) -> String {
        let path = temporaryRoot + "/\(label)-\(directoriesMade.add(1, ordering: .relaxed).newValue)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let directoriesMade = Atomic<Int>(0)

    /// Where this process's temporary directories go: removed at exit, and on first use the folders
    /// of test processes that are gone without removing theirs (a crash, a kill) are removed too,
    /// so runs of the suite do not pile up thousands of folders in the system's temporary folder.
    public static let temporaryRoot: String = {
        let base = NSTemporaryDirectory()
        let prefix = "motionplayground-tests-"
        let files = FileManager.default
        for name in (try? files.contentsOfDirectory(atPath: base)) ?? [] where name.hasPrefix(prefix) {
            // kill(pid, 0) fails with ESRCH only when no such process exists.
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            try? files.removeItem(atPath: base + name)
        }
        let root = base + prefix + "\(getpid())"
        // A folder of an earlier process that had this one's id: nothing of it is this run's.
        try? files.removeItem(atPath: root)
        try? files.createDirectory(atPath: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: RepositoryPaths.temporaryRoot) }
        return root
    }()
}

import Foundation
import Lottie
import LottieModel
import PlaygroundCore
import Raster

/// Structural mutations of real Lottie files, each parsed, checked and drawn at three frames: a
/// value swapped with another of the same file, a number made extreme, an array cut short, a key
/// dropped, a value given another type, an array repeated; and, in the text, a number turned into
/// NaN, ±∞ or 1e308. The same seed gives the same mutations on every machine. A mutation that
/// crashes stops the process (the seed and case number are printed first); one that takes over
/// `slowSeconds` is a failure.
struct LottieFuzzer {
    /// The corpus: each file's JSON tree and its name.
    let files: [(name: String, tree: Any)]
    /// The picture the survivors are drawn into.
    static let pictureSize = 48
    /// A case taking longer than this, parse to last frame, fails.
    static let slowSeconds = 2.0

    /// What went wrong with one case.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What a run did.
    struct Summary {
        var cases = 0
        var refused = 0
        var drawn = 0
        var slowest = 0.0
        var slowestCase = ""
    }

    /// Reads every `.json` file under `folder` that parses as JSON (a Lottie file or not: the
    /// mutations are what matter).
    init(folder: String) throws {
        var found: [(String, Any)] = []
        guard let walker = FileManager.default.enumerator(atPath: folder) else { throw Failure(description: "cannot read the folder \(folder)") }
        var names: [String] = []
        while let name = walker.nextObject() as? String { if name.lowercased().hasSuffix(".json") { names.append(name) } }
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name), data.count <= 4 << 20,
                  let tree = try? JSONSerialization.jsonObject(with: data), tree is [String: Any] else { continue }
            found.append((name, tree))
        }
        files = found
    }

    /// Runs `count` cases from `seed`, calling `progress` every 10 000.
    func run(count: Int, seed: UInt64, progress: (Int, Summary) -> Void) throws -> Summary {
        var summary = Summary()
        guard !files.isEmpty, let canvas = Canvas(width: Self.pictureSize, height: Self.pictureSize) else { return summary }
        var random = SplitMix64(seed: seed)
        for index in 0..<count {
            let file = files[random.next(below: files.count)]
            var tree = file.tree
            let mutations = 1 + random.next(below: 3)
            var applied: [String] = []
            for _ in 0..<mutations { applied.append(Self.mutate(&tree, random: &random, whole: file.tree)) }
            // A root mutated into a scalar is still a case: JSON text of one value.
            guard JSONSerialization.isValidJSONObject([tree]),
                  var bytes = try? JSONSerialization.data(withJSONObject: tree, options: .fragmentsAllowed) else { continue }
            if random.next(below: 8) == 0 { applied.append(Self.spoilNumber(&bytes, random: &random)) }
            let label = "case \(index) (\(file.name): \(applied.joined(separator: "; ")))"
            let start = ProcessInfo.processInfo.systemUptime
            summary.cases += 1
            do {
                let (composition, _) = try DocumentParser.parse([UInt8](bytes))
                let renderer = CompositionRenderer(composition: composition)
                let fit = Double(Self.pictureSize) / max(composition.width, composition.height)
                for frame in [composition.inPoint, (composition.inPoint + composition.outPoint) / 2, composition.outPoint - 1] {
                    canvas.setTransform(.identity)
                    canvas.clear(.clear)
                    canvas.setTransform(.scale(fit))
                    renderer.draw(frame: frame, in: canvas)
                }
                summary.drawn += 1
            } catch is LottieError {
                summary.refused += 1
            }
            let seconds = ProcessInfo.processInfo.systemUptime - start
            if seconds > summary.slowest { summary.slowest = seconds; summary.slowestCase = label }
            if seconds > Self.slowSeconds {
                throw Failure(description: "\(label) took \(String(format: "%.1f", seconds)) s, over the \(Self.slowSeconds) s bound (seed \(seed))")
            }
            if (index + 1) % 10_000 == 0 { progress(index + 1, summary) }
        }
        return summary
    }

    // MARK: Mutations

    /// Applies one structural mutation somewhere in `tree`; says which.
    static func mutate(_ tree: inout Any, random: inout SplitMix64, whole: Any) -> String {
        var path: [String] = []
        return mutateNode(&tree, depth: 0, random: &random, whole: whole, path: &path)
    }

    private static func mutateNode(_ node: inout Any, depth: Int, random: inout SplitMix64, whole: Any, path: inout [String]) -> String {
        // Descend into a random child most of the time, so deep values are reached.
        if depth < 40, random.next(below: 5) != 0 {
            if var object = node as? [String: Any], !object.isEmpty {
                let keys = object.keys.sorted()
                let key = keys[random.next(below: keys.count)]
                var child = object[key] as Any
                path.append(key)
                let said = mutateNode(&child, depth: depth + 1, random: &random, whole: whole, path: &path)
                object[key] = child
                node = object
                return said
            }
            if var array = node as? [Any], !array.isEmpty {
                let at = random.next(below: array.count)
                var child = array[at]
                path.append("[\(at)]")
                let said = mutateNode(&child, depth: depth + 1, random: &random, whole: whole, path: &path)
                array[at] = child
                node = array
                return said
            }
        }
        let place = path.joined(separator: ".")
        switch random.next(below: 7) {
        case 0:
            node = randomValue(in: whole, random: &random)
            return "\(place) swapped"
        case 1:
            let extremes: [Any] = [1e308, -1e308, 0, -1, 1e9, 1e10, -1e10, 4_294_967_296, 1e-300, 100_000, 1_000_000]
            node = extremes[random.next(below: extremes.count)]
            return "\(place) extreme"
        case 2:
            if let array = node as? [Any] {
                node = Array(array.prefix(random.next(below: max(array.count, 1))))
                return "\(place) cut"
            }
            node = [Any]()
            return "\(place) emptied"
        case 3:
            if var object = node as? [String: Any], !object.isEmpty {
                let keys = object.keys.sorted()
                object.removeValue(forKey: keys[random.next(below: keys.count)])
                node = object
                return "\(place) key dropped"
            }
            node = NSNull()
            return "\(place) null"
        case 4:
            let others: [Any] = ["text", true, [String: Any](), [1, 2], NSNull(), "NaN"]
            node = others[random.next(below: others.count)]
            return "\(place) retyped"
        case 5:
            if let array = node as? [Any], !array.isEmpty {
                node = Array(repeating: array[random.next(below: array.count)], count: 1 + random.next(below: 200))
                return "\(place) repeated"
            }
            node = [node, node, node]
            return "\(place) tripled"
        default:
            if let number = node as? Double {
                node = -number
                return "\(place) negated"
            }
            node = randomValue(in: whole, random: &random)
            return "\(place) replaced"
        }
    }

    /// A value found somewhere in `tree`.
    private static func randomValue(in tree: Any, random: inout SplitMix64) -> Any {
        var node = tree
        for _ in 0..<(1 + random.next(below: 12)) {
            if let object = node as? [String: Any], !object.isEmpty {
                let keys = object.keys.sorted()
                node = object[keys[random.next(below: keys.count)]] as Any
            } else if let array = node as? [Any], !array.isEmpty {
                node = array[random.next(below: array.count)]
            } else {
                break
            }
        }
        return node
    }

    /// Turns one number of the text into a token JSON does not have, or an overflowing one.
    static func spoilNumber(_ bytes: inout Data, random: inout SplitMix64) -> String {
        let digits = bytes.indices.filter { bytes[$0] >= 0x30 && bytes[$0] <= 0x39 }
        guard !digits.isEmpty else { return "no number to spoil" }
        let at = digits[random.next(below: digits.count)]
        let tokens = ["NaN", "Infinity", "-Infinity", "1e999", "9"]
        let token = tokens[random.next(below: tokens.count)]
        bytes.replaceSubrange(at..<(at + 1), with: Data(token.utf8))
        return "text number → \(token)"
    }
}

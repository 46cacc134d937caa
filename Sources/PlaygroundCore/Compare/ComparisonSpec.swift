import Scene
/// What `--compare` asks for: how many lanes, and the parameter values that differ between
/// them. Each argument is either a lane count (`2`…`4`: lanes set alike, to be set one by one
/// in the inspector) or `name=V1|V2[|V3|V4]`: lane i takes the i-th value. Every argument that
/// lists values lists one per lane.
public struct ComparisonSpec: Equatable, Sendable {
    /// How many lanes (`CompareDemo.laneCounts`).
    public let lanes: Int
    /// Each compared parameter with one value per lane, lane A's first.
    public let values: [Value]

    /// A compared parameter and its value in each lane.
    public struct Value: Equatable, Sendable {
        /// The parameter's name, as `--set` takes it (bare: it is the same parameter in every lane).
        public let name: String
        /// One value text per lane, lane A's first.
        public let values: [String]

        /// `name` compared at `values`, lane A's first.
        public init(name: String, values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// `lanes` lanes with `values` compared.
    public init(lanes: Int, values: [Value]) {
        self.lanes = lanes
        self.values = values
    }

    /// Reads the `--compare` arguments; nil for none. Throws a message naming what is wrong.
    public static func parse(_ arguments: [String]) throws(ParameterError) -> ComparisonSpec? {
        guard !arguments.isEmpty else { return nil }
        var lanes: Int?
        var values: [Value] = []
        for argument in arguments {
            let count: Int
            if let number = Int(argument) {
                guard CompareDemo.laneCounts.contains(number) else {
                    throw ParameterError("a comparison has 2 to 4 lanes (got \(number))")
                }
                count = number
            } else {
                guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex else {
                    throw ParameterError("takes name=value|value (one value per lane, 2 to 4) or a lane count (got \(argument))")
                }
                let name = String(argument[..<equals])
                let texts = argument[argument.index(after: equals)...].split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard CompareDemo.laneCounts.contains(texts.count) else {
                    throw ParameterError("\(name) has \(texts.count) value\(texts.count == 1 ? "" : "s"); give one per lane, 2 to 4, separated by |")
                }
                guard !values.contains(where: { $0.name == name }) else {
                    throw ParameterError("\(name) is compared twice; give its lanes' values once")
                }
                values.append(Value(name: name, values: texts))
                count = texts.count
            }
            if let lanes, lanes != count {
                throw ParameterError("one argument makes \(lanes) lanes and another \(count): give every compared parameter one value per lane")
            }
            lanes = count
        }
        guard let lanes else { return nil }
        return ComparisonSpec(lanes: lanes, values: values)
    }

    /// The values as lane settings (`b.timing=spring`), for `applySettings`.
    public var laneSettings: [(name: String, value: String)] {
        values.flatMap { value in
            value.values.enumerated().map { ("\(CompareLane.partName($0.offset)).\(value.name)", $0.element) }
        }
    }
}

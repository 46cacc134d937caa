/// How the winding number of a point decides whether it is inside a path.
public enum FillRule: Sendable, Hashable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}

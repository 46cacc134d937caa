import Geometry
import Raster

// One family of tolerant comparisons for every test target: `#expect(approx(a, b, t))`. Each
// states its metric; the tolerance is inclusive.

/// Whether two numbers differ by at most `tolerance` (absolute).
public func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether `a` is within `fraction` of `b`'s magnitude of `b` (relative).
public func approx(_ a: Double, _ b: Double, relative fraction: Double) -> Bool {
    abs(a - b) <= abs(b) * fraction
}

/// Whether two points are at most `tolerance` apart (Euclidean distance).
public func approx(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    a.distance(to: b) <= tolerance
}

/// Whether two sizes agree within `tolerance` in width and in height.
public func approx(_ a: Size, _ b: Size, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.width, b.width, tolerance) && approx(a.height, b.height, tolerance)
}

/// Whether two rectangles agree within `tolerance` in each of x, y, width and height.
public func approx(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.origin.x, b.origin.x, tolerance) && approx(a.origin.y, b.origin.y, tolerance) && approx(a.size, b.size, tolerance)
}

/// Whether two affine transforms agree within `tolerance` in each of their six coefficients.
public func approx(_ a: Transform, _ b: Transform, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.a, b.a, tolerance) && approx(a.b, b.b, tolerance) && approx(a.c, b.c, tolerance)
        && approx(a.d, b.d, tolerance) && approx(a.tx, b.tx, tolerance) && approx(a.ty, b.ty, tolerance)
}

/// Whether two straight colours agree within `tolerance` (0…1) in each channel and in alpha.
public func approx(_ a: Color, _ b: Color, _ tolerance: Double = 1e-9) -> Bool {
    approx(a.red, b.red, tolerance) && approx(a.green, b.green, tolerance)
        && approx(a.blue, b.blue, tolerance) && approx(a.alpha, b.alpha, tolerance)
}

/// Whether two pixels agree within `tolerance` 8-bit steps in each channel and in alpha.
public func approx(_ a: PremultipliedColor, _ b: PremultipliedColor, _ tolerance: Int = 2) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

/// Whether two whole numbers (pixel levels, counts) differ by at most `tolerance`.
public func approx(_ a: Int, _ b: Int, _ tolerance: Int) -> Bool {
    abs(a - b) <= tolerance
}

import Geometry
import RasterKernels
@testable import Raster
import Testing

/// A rounded rectangle's rows are planned in C (`rk_rounded_rect_row_plan`) and, in a solid colour,
/// filled there two rows at a time (`rk_fill_rounded_rect_solid`): each row's plan is the one the
/// rule below makes, and the pixels are those of filling the rule's rows one by one, to the bit.
@Suite("Rounded rectangles: rows planned in C")
struct RoundedRectRowsTests {
    static let width = 120, height = 90

    /// Row `y`'s plan by the rule: whole pixels inside the straight sides; the corners cut into rows
    /// within `radius` of the top or bottom, where the row's extent and its certainly covered middle
    /// follow the corner circles. Nil where the row is empty.
    static func plan(_ rect: Rect, radius: Double, bounds: IntRect, y: Int) -> rk_row_plan? {
        func floor(_ x: Double) -> Int { Double(Int(x)) > x ? Int(x) - 1 : Int(x) }
        func ceil(_ x: Double) -> Int { Double(Int(x)) < x ? Int(x) + 1 : Int(x) }
        let centerX = rect.midX, centerY = rect.midY, reach = RK_REACH
        let straightHalf = rect.width / 2 - radius
        let dy = Double(y) + 0.5 - centerY
        let cornerY = abs(dy) - (rect.height / 2 - radius)
        var from = bounds.minX, to = bounds.maxX
        var solidHalf = rect.width / 2
        if radius > 0 && cornerY > 0 {
            let touch = radius + reach
            guard cornerY < touch else { return nil }
            let extent = straightHalf + (touch * touch - cornerY * cornerY).squareRoot()
            from = max(from, floor(centerX - extent - 0.5))
            to = min(to, ceil(centerX + extent - 0.5) + 1)
            guard from < to else { return nil }
            let deep = radius - reach
            solidHalf = straightHalf + (deep > cornerY ? (deep * deep - cornerY * cornerY).squareRoot() : 0)
        }
        var solid = (0, 0)
        if Double(y) >= rect.minY && Double(y + 1) <= rect.maxY {
            let left = max(Int(rect.minX.rounded(.up)), ceil(centerX - solidHalf - 0.5))
            let right = min(Int(rect.maxX.rounded(.down)), floor(centerX + solidHalf - 0.5) + 1)
            if left < right { solid = (left, right) }
        }
        var plan = rk_row_plan()
        plan.dy = Float(dy)
        rk_row_plan_split(&plan, Int32(from), Int32(to), Int32(solid.0), Int32(solid.1), 0, 0, 0, 0)
        return plan
    }

    @Test("Planned and filled in C, two rows at a time: the rows of the rule filled one by one")
    func cRowsFollowTheRule() {
        var state: UInt64 = 0x2EC7
        func unit() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for trial in 0..<200 {
            let w = 2 + unit() * 100, h = 2 + unit() * 70
            let rect = Rect(x: unit() * 30 - 10, y: unit() * 30 - 10, width: w, height: h)
            let radius = [0, unit() * 3, unit() * min(w, h) / 2, min(w, h) / 2][trial % 4]
            let clip = trial % 3 == 0 ? IntRect(x: 7, y: 5, width: 60, height: 40) : IntRect(x: 0, y: 0, width: Self.width, height: Self.height)
            let bounds = IntRect(enclosing: rect).intersection(clip)
            let color: UInt32 = trial % 2 == 0 ? 0xFF30_60A0 : 0x8020_4010
            let background = (0..<(Self.width * Self.height)).map { UInt32(truncatingIfNeeded: $0 &* 2_654_435_761) | 0xFF00_0000 }
            var filled = background, expected = background
            filled.withUnsafeMutableBufferPointer { pixels in
                var blitter = SolidBlitter(pixels: pixels.baseAddress!, rowPixels: Self.width, color: color)
                AnalyticRasterizer().fillRoundedRect(rect, radius: radius, clip: clip, into: &blitter)
            }
            guard !bounds.isEmpty else {
                #expect(filled == background, "trial \(trial): nothing to fill")
                continue
            }
            var rows = AnalyticRasterizer.roundedRectRows(rect, radius: radius, bounds: bounds)
            for y in bounds.minY..<bounds.maxY {
                var planned = rk_row_plan()
                let made = rk_rounded_rect_row_plan(&rows, Int32(y), &planned) != 0
                let expected = Self.plan(rect, radius: radius, bounds: bounds, y: y)
                #expect(made == (expected != nil), "trial \(trial), row \(y): whether the row is planned")
                guard made, var expected else { continue }
                let same = withUnsafeBytes(of: &planned) { a in withUnsafeBytes(of: &expected) { b in a.elementsEqual(b) } }
                #expect(same, "trial \(trial), row \(y): \(planned) against \(expected)")
            }
            var shape = rk_shape.roundedRect(halfWidth: Float(rect.width / 2), halfHeight: Float(rect.height / 2), radius: Float(radius))
            expected.withUnsafeMutableBufferPointer { pixels in
                for y in bounds.minY..<bounds.maxY {
                    guard var plan = Self.plan(rect, radius: radius, bounds: bounds, y: y) else { continue }
                    rk_fill_plan_solid(&shape, &plan, rect.midX, pixels.baseAddress! + y * Self.width, Int32(Self.width), color)
                }
            }
            #expect(filled == expected, "trial \(trial): \(rect), radius \(radius), clip \(clip)")
        }
    }
}

import Foundation
import Geometry
import LottieModel

extension ShapeTransform {
    /// The matrix at `frame`: anchor to the origin, scale, skew along the skew axis, rotate,
    /// then move to the position (After Effects' order). `autoOrient` adds the motion path's
    /// direction to the rotation.
    func matrix(at frame: Double, autoOrient: Bool = false) -> Transform {
        let anchor = self.anchor.value(at: frame)
        let scale = self.scale.value(at: frame)
        var rotation = self.rotation.value(at: frame) * .pi / 180
        let position = self.position(at: frame)
        if autoOrient, let angle = orientation(at: frame) { rotation += angle }
        var m = Transform.translation(x: -anchor.x, y: -anchor.y)
        m = m.concatenating(.scale(x: scale.x / 100, y: scale.y / 100))
        let skew = self.skew.value(at: frame)
        if skew != 0 {
            let axis = skewAxis.value(at: frame) * .pi / 180
            let shear = Transform(a: 1, b: 0, c: -tan(max(-89.9, min(89.9, skew)) * .pi / 180), d: 1, tx: 0, ty: 0)
            m = m.concatenating(.rotation(axis)).concatenating(shear).concatenating(.rotation(-axis))
        }
        if rotation != 0 { m = m.concatenating(.rotation(rotation)) }
        return m.concatenating(.translation(x: position.x, y: position.y))
    }

    func position(at frame: Double) -> Point {
        switch position {
        case .combined(let value):
            let p = value.value(at: frame)
            return Point(x: p.x, y: p.y)
        case .split(let x, let y):
            return Point(x: x.value(at: frame), y: y.value(at: frame))
        }
    }

    /// Opacity at `frame`, 0…1.
    func opacity(at frame: Double) -> Double { min(max(opacity.value(at: frame) / 100, 0), 1) }

    /// The direction of motion at `frame`, radians, for auto-orient.
    private func orientation(at frame: Double) -> Double? {
        let before = position(at: frame - 0.01), after = position(at: frame + 0.01)
        let d = after - before
        return d.lengthSquared > 1e-12 ? atan2(d.y, d.x) : nil
    }
}

import Foundation
import TestSupport
import Testing
import Geometry

@Suite("Transform")
struct TransformTests {
    @Test func rotationIsClockwiseOnScreen() {
        let p = Transform.rotation(.pi / 2).apply(pt(1, 0))
        #expect(p == pt(0, 1)) // exact thanks to snapped quarter turns
        #expect(approx(Transform.rotation(.pi / 4).apply(pt(1, 0)), pt(sqrt(0.5), sqrt(0.5))))
        #expect(Transform.rotation(.pi).apply(pt(1, 0)) == pt(-1, 0))
    }

    @Test func concatenationAppliesSelfFirst() {
        let t = Transform.translation(x: 10, y: 0)
        let s = Transform.scale(2)
        #expect(t.concatenating(s).apply(pt(1, 0)) == pt(22, 0))
        #expect(s.concatenating(t).apply(pt(1, 0)) == pt(12, 0))
    }

    @Test func modifiersApplyBeforeSelf() {
        // CG semantics: translatedBy etc. act on user space, before the receiver.
        let t = Transform.scale(2).translatedBy(x: 10, y: 0)
        #expect(t.apply(pt(1, 0)) == pt(22, 0))
        let r = Transform.translation(x: 5, y: 5).rotatedBy(.pi / 2)
        #expect(approx(r.apply(pt(1, 0)), pt(5, 6)))
        let s = Transform.translation(x: 5, y: 0).scaledBy(x: 3, y: 1)
        #expect(s.apply(pt(1, 1)) == pt(8, 1))
    }

    @Test func inverse() throws {
        let t = Transform.translation(x: 3, y: -7).rotatedBy(0.7).scaledBy(x: 2, y: 0.5)
        let inv = try #require(t.inverted())
        #expect(approx(t.concatenating(inv), .identity, 1e-12))
        #expect(approx(inv.apply(t.apply(pt(12, -4))), pt(12, -4), 1e-12))
        #expect(Transform.scale(x: 0, y: 1).inverted() == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted() == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
    }

    @Test func vectorsIgnoreTranslation() {
        let t = Transform.translation(x: 100, y: 100).scaledBy(2)
        #expect(t.applyToVector(pt(1, 1)) == pt(2, 2))
    }

    @Test func classification() {
        #expect(Transform.identity.isIdentity)
        #expect(Transform.translation(x: 1, y: 2).isTranslationOnly)
        #expect(!Transform.translation(x: 1, y: 2).isIdentity)
        #expect(!Transform.scale(2).isTranslationOnly)
    }

    @Test func maxScaleIsLargestSingularValue() {
        #expect(approx(Transform.scale(x: 3, y: 2).rotatedBy(0.3).maxScale, 3, 1e-12))
        #expect(approx(Transform.rotation(1.1).maxScale, 1, 1e-12))
        // Shear [[1 1][0 1]]: singular values are the golden ratio and its inverse.
        let shear = Transform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        #expect(approx(shear.maxScale, (1 + sqrt(5)) / 2, 1e-12))
        #expect(Transform.scale(0).maxScale == 0)
    }
}

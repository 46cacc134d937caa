import Animation
import Geometry
import Raster
import Scene

/// The article's `FluidProgressView`: a row of capsules filled like liquid in a tube. One row of
/// a 4 pt spacer then, per page, a 5 pt high capsule and a 4 pt spacer (the capsules share what
/// is left equally) in grey; the same row in the foreground colour on top, masked by a rectangle
/// from the leading edge whose width is the row's width × progress, so the fill runs on
/// continuously across capsules and gaps.
///
/// Both rows' colours follow their parameters (a change inside `withAnimation` cross-fades). A
/// click on a capsule selects its page.
enum FluidProgressView {
    static let capsuleHeight = 5.0
    static let gap = 4.0
    /// Height of the band that takes clicks around each capsule (the capsule itself is 5 pt).
    static let touchHeight = 28.0

    static func make(elementsCount: Int, progress: State<Double>, foreground: Parameter<Color>, background: Parameter<Color>,
                     select: @escaping (Int) -> Void) -> Node {
        row(elementsCount, color: background, select: select)
            .overlay(
                row(elementsCount, color: foreground, select: nil)
                    .mask(GeometryReader { size in
                        Rectangle().fill(.black)
                            .frame(width: 0)
                            .named("FluidMask")
                            // The fluid follows the timer's steps: never animated.
                            .bind(progress, animation: nil) { mask, value in mask.width = size.width * min(max(value, 0), 1) }
                            .frame(width: size.width, height: size.height, alignment: .leading)
                    })
                    .allowsHitTesting(false)
            )
    }

    private static func row(_ count: Int, color: Parameter<Color>, select: ((Int) -> Void)?) -> StackNode {
        HStack(spacing: 0) {
            Spacer().frame(width: gap)
            for index in 0..<count {
                capsule(color: color, index: index, select: select)
                Spacer().frame(width: gap)
            }
        }
    }

    private static func capsule(color: Parameter<Color>, index: Int, select: ((Int) -> Void)?) -> Node {
        let capsule = Capsule().fill(color.value)
            .bind(color) { capsule, value in capsule.fillColor = value }
            .frame(height: capsuleHeight).frame(height: touchHeight)
        guard let select else { return capsule }
        return capsule.contentShape(.rectangle).named("PageCapsule").onTapGesture { select(index) }
    }
}

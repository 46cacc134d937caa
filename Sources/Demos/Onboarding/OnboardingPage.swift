import Geometry
import Raster

/// One onboarding page's content (the article's `MoreInfoPageView` data).
struct OnboardingPage {
    let title: String
    /// Two lines of body text.
    let body: String
    /// The page's own colour: its illustration and title.
    let accent: Color
    let illustration: PageIllustration.Kind

    /// The pages a pager of `count` pages shows (2…6): the first `count − 1` of `leading`, then
    /// `closing`, so the invitation to start is always last. Four pages are the original set.
    static func pages(_ count: Int) -> [OnboardingPage] {
        Array(leading.prefix(min(max(count, 2), leading.count + 1) - 1)) + [closing]
    }

    /// Most pages the content covers.
    static var maximumCount: Int { leading.count + 1 }

    /// The pages before the last one, in order.
    static let leading: [OnboardingPage] = [
        OnboardingPage(title: "Motion you can touch",
                       body: "Five techniques that made iOS feel alive,\nre-created live on your desktop.",
                       accent: Color(red: 0.16, green: 0.63, blue: 0.58), illustration: .layers),
        OnboardingPage(title: "Drag, fling, interrupt",
                       body: "Take over any animation mid-flight;\nit carries on from where you leave it.",
                       accent: Color(red: 0.42, green: 0.33, blue: 0.86), illustration: .cards),
        OnboardingPage(title: "One clock for everything",
                       body: "Slow it down, pause it, step it frame by frame:\nevery demo follows the same clock.",
                       accent: Color(red: 0.95, green: 0.52, blue: 0.18), illustration: .clock),
        OnboardingPage(title: "Tune it while it runs",
                       body: "Every demo's numbers are sliders away:\nchange one and the motion follows at once.",
                       accent: Color(red: 0.84, green: 0.25, blue: 0.45), illustration: .sliders),
        OnboardingPage(title: "Springs, not stopwatches",
                       body: "Motion that settles like a real object,\nshaped by response and damping, not durations.",
                       accent: Color(red: 0.36, green: 0.55, blue: 0.17), illustration: .spring),
    ]

    /// The last page, whatever the count.
    static let closing = OnboardingPage(title: "Ready when you are",
                                        body: "The indicator below fills as time passes.\nSwipe, click it, or use the arrow keys.",
                                        accent: Color(red: 0.20, green: 0.48, blue: 0.94), illustration: .check)
}

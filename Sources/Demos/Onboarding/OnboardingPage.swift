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

    static let all: [OnboardingPage] = [
        OnboardingPage(title: "Motion you can touch",
                       body: "Five techniques that made iOS feel alive,\nre-created live on your desktop.",
                       accent: Color(red: 0.16, green: 0.63, blue: 0.58), illustration: .layers),
        OnboardingPage(title: "Drag, fling, interrupt",
                       body: "Take over any animation mid-flight;\nit carries on from where you leave it.",
                       accent: Color(red: 0.42, green: 0.33, blue: 0.86), illustration: .cards),
        OnboardingPage(title: "One clock for everything",
                       body: "Slow it down, pause it, step it frame by frame:\nevery demo follows the same timeline.",
                       accent: Color(red: 0.95, green: 0.52, blue: 0.18), illustration: .clock),
        OnboardingPage(title: "Ready when you are",
                       body: "The indicator below fills as time passes.\nSwipe, click it, or use the arrow keys.",
                       accent: Color(red: 0.20, green: 0.48, blue: 0.94), illustration: .check),
    ]
}

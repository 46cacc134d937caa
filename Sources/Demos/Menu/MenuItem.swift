/// The menu's entries (seed 001), in order.
enum MenuItem: Int, CaseIterable, Hashable, Sendable {
    case workloadSheet, dashboard, projects, departments, employees, notifications, performanceReview, archive

    var title: String {
        switch self {
        case .workloadSheet: "Workload sheet"
        case .dashboard: "Dashboard"
        case .projects: "Projects"
        case .departments: "Departments"
        case .employees: "Employees"
        case .notifications: "Notifications"
        case .performanceReview: "Performance review"
        case .archive: "Archive"
        }
    }
}

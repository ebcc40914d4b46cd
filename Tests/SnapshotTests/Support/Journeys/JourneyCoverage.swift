/// Where a run's journeys went: the screens they reached, the alerts they raised, and what
/// their commands did, so a test can check the journeys are not stuck at the launch screen.
struct JourneyCoverage: Equatable, Sendable {
    /// The breadcrumbs of the screens reached (`Todos > Todo Details`).
    var screens: Set<String> = []
    /// The titles of the alerts raised.
    var alerts: Set<String> = []
    /// The touches the host accepted.
    var accepted = 0
    /// The touches it rejected.
    var rejected = 0
    /// The effects released.
    var released = 0
    /// The effects released with an injected failure.
    var failed = 0
    /// The releases of an effect that was not the oldest pending one (out of order).
    var outOfOrder = 0
    /// The faults injected, by kind.
    var faults: [JourneyFault: Int] = [:]

    /// Records one step.
    mutating func record<App>(_ step: JourneyStep<App>) {
        screens.insert(step.after.screen.breadcrumb.joined(separator: " > "))
        if let alert = step.after.screen.alert { alerts.insert(alert.title) }
        switch step.outcome {
        case .accepted: accepted += 1
        case .rejected: rejected += 1
        case .released(_, let position):
            released += 1
            if position > 0 { outOfOrder += 1 }
            if case .release(_, _, let fault?) = step.command {
                failed += 1
                faults[fault, default: 0] += 1
            }
        case .nothingToRelease: break
        }
    }

    /// Adds another run's coverage.
    mutating func merge(_ other: JourneyCoverage) {
        screens.formUnion(other.screens)
        alerts.formUnion(other.alerts)
        accepted += other.accepted
        rejected += other.rejected
        released += other.released
        failed += other.failed
        outOfOrder += other.outOfOrder
        faults.merge(other.faults, uniquingKeysWith: +)
    }
}

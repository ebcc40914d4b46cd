import SeedApps
import StoryboardHost

extension PendingWork {
    /// The requests of the seed apps' real backends, as the host shows and cancels them.
    static func requests(_ pending: PendingRequests) -> PendingWork {
        PendingWork(
            inFlight: {
                let now = pending.now
                return pending.requests.map { $0.description(at: now) }
            },
            cancelAll: { pending.cancelAll() },
            acceptNewWork: { pending.acceptNewRequests() })
    }
}

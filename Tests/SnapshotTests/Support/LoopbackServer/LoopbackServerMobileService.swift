import Foundation
@testable import SeedApps
import TestSupport

/// The Mobile Services table routes on the loopback server: the embedded service's
/// ``MobileServiceRouter`` (X-ZUMO-APPLICATION check and 401, `/tables/<table>[/<id>]`,
/// `$filter`, inserts, updates, the `{"code","error"}` bodies) behind real HTTP. A planned
/// transport fault closes the connection without an answer.
final class LoopbackMobileService: Sendable {
    private let router: Locked<MobileServiceRouter>

    /// A service holding `items`, accepting `applicationKey`, playing `faults`.
    init(applicationKey: ApplicationKey, items: [TodoItem], faults: MobileServiceFaults = MobileServiceFaults()) {
        router = Locked(
            MobileServiceRouter(
                applicationKey: applicationKey,
                table: MobileServiceTable(name: MobileServicesClient.table, items: items),
                faults: faults))
    }

    /// The table's rows now.
    var rows: [JSONObject] {
        router.withLock { $0.table.rows }
    }

    /// Answers `request` as the service would.
    func handle(_ request: LoopbackRequest) -> LoopbackResponse {
        guard let httpRequest = request.httpRequest else {
            return LoopbackResponse(.error(status: 405, message: "Error: \(request.method) is not supported."))
        }
        do {
            let response = try router.withLock { router throws(TransportError) in try router.handle(httpRequest) }
            return LoopbackResponse(response)
        } catch {
            return .dropConnection
        }
    }
}

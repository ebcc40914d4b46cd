import Foundation
@testable import SeedApps

/// Plays a journey's faults at the HTTP level, on the loopback server's threads: wraps the
/// service's handler and, while a fault is armed, answers the effect's requests as the fault
/// says instead of (or after) the service.
///
/// Faults that last (error statuses, slowness, a wrong key, redirects away) shape every
/// request of the released effect, retries included; the others only its first request, so a
/// read's retry gets the real answer. A hung request is cancelled, as a user's Ctrl-C does,
/// as soon as it arrives: the client must then report a cancellation, not hang the journey.
struct HTTPFaultInjector: Sendable {
    /// The armed fault.
    let faults: JourneyFaultSwitch
    /// Cancels the requests in flight (the journey's Ctrl-C).
    let pending: PendingRequests
    /// Where redirects away point: a second loopback server that must never hear anything.
    let elsewhere: URL
    /// The service's error answer for `status` (its error format: Mobile Services JSON or
    /// storage's `odata.error`).
    let errorAnswer: @Sendable (_ status: Int, _ code: String, _ message: String) -> LoopbackResponse
    /// The wrong-key answer of the service.
    let wrongKeyAnswer: LoopbackResponse

    /// Whether `fault` shapes every request of the effect, not only its first.
    static func lasts(_ fault: JourneyFault) -> Bool {
        switch fault {
        case .status500, .status404, .slow, .wrongKey, .redirect301, .redirect302, .redirect307, .redirect308: return true
        default: return false
        }
    }

    /// `handler` with the armed fault played.
    func wrap(_ handler: @escaping LoopbackServer.Handler) -> LoopbackServer.Handler {
        { request in
            let fault = faults.peek().flatMap { Self.lasts($0) ? $0 : faults.take() }
            guard let fault else { return handler(request) }
            return play(fault, on: request, handler: handler)
        }
    }

    private func play(_ fault: JourneyFault, on request: LoopbackRequest, handler: LoopbackServer.Handler) -> LoopbackResponse {
        switch fault {
        case .status500: return errorAnswer(500, "InternalError", "Error: Internal Server Error (injected)")
        case .status503Once: return errorAnswer(503, "ServerBusy", "Error: Service Unavailable (injected)")
        case .status429Once: return errorAnswer(429, "TooManyRequests", "Error: Too Many Requests (injected)")
        case .status404: return errorAnswer(404, "ResourceNotFound", "Error: Not Found (injected)")
        case .wrongKey: return wrongKeyAnswer
        case .slow:
            var answer = handler(request)
            answer.delay = .milliseconds(10)
            return answer
        case .hung:
            // The user gives up at once: Ctrl-C cancels what is in flight. The answer would
            // come a minute later; stopping the server cuts that short.
            pending.cancelAll()
            return LoopbackResponse(status: 200, delay: .seconds(60))
        case .truncated:
            var answer = handler(request)
            answer.truncatesBody = !answer.body.isEmpty
            if answer.body.isEmpty { answer.dropsConnection = true }
            return answer
        case .malformed:
            return LoopbackResponse(status: 200, contentType: "application/json", text: "{\"value\": [tru")
        case .dropped:
            _ = handler(request)
            return .dropConnection
        case .redirect301, .redirect302, .redirect307, .redirect308:
            let status = Int(fault.rawValue.dropFirst("redirect".count)) ?? 302
            let location = elsewhere.absoluteString + request.target
            return LoopbackResponse(status: status, headers: [HTTPHeader("Location", location)])
        case .sameOriginRedirect:
            let separator = request.target.contains("?") ? "&" : "?"
            return LoopbackResponse(status: 302, headers: [HTTPHeader("Location", request.target + separator + "moved=1")])
        case .unreachable, .serverError, .garbage, .createdUnreadable, .hugeText:
            return handler(request)
        }
    }
}

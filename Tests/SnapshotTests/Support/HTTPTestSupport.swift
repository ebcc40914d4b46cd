import Foundation
@testable import SeedApps
import TestSupport

/// A transport playing a script of outcomes, one per request, recording the requests.
final class ScriptedTransport: HTTPTransport {
    private let state: Locked<(script: [Result<HTTPResponse, TransportError>], requests: [HTTPRequest])>

    init(_ script: [Result<HTTPResponse, TransportError>]) {
        state = Locked((script, []))
    }

    /// The requests received.
    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let outcome = state.withLock { state -> Result<HTTPResponse, TransportError> in
            state.requests.append(request)
            return state.script.isEmpty ? .success(HTTPResponse(status: 200)) : state.script.removeFirst()
        }
        return try outcome.get()
    }
}

/// Records every wait instead of waiting, and every log line.
final class RetryRecorder: Sendable {
    private let state = Locked<(sleeps: [Duration], lines: [String])>(([], []))
    var sleeps: [Duration] { state.withLock { $0.sleeps } }
    var lines: [String] { state.withLock { $0.lines } }
    var sleeper: Sleeper { Sleeper { duration in self.state.withLock { $0.sleeps.append(duration) } } }
    var log: @Sendable (String) -> Void { { line in self.state.withLock { $0.lines.append(line) } } }
}

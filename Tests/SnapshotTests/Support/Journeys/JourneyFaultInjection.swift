import Foundation
@testable import SeedApps
import Presentation
import TestSupport

/// The fault the next backend call of a journey plays: armed just before one effect is
/// released and taken by the first backend call that effect makes (or, for faults that last,
/// seen by each of its calls). Effects are released one at a time and awaited, so exactly that
/// effect's calls see it. A lock, not an actor: the loopback server's threads read it too.
final class JourneyFaultSwitch: Sendable {
    private let armed = Locked<JourneyFault?>(nil)
    /// Runs when the fault is disarmed after a release (the journeys over the wire let
    /// requests through again after a cancellation).
    private let onDisarm: @Sendable () -> Void

    /// A switch with nothing armed.
    init(onDisarm: @escaping @Sendable () -> Void = {}) {
        self.onDisarm = onDisarm
    }

    /// Makes the next backend call play `fault`; nil disarms.
    func arm(_ fault: JourneyFault?) {
        armed.withLock { $0 = fault }
        if fault == nil { onDisarm() }
    }

    /// The armed fault, disarming it.
    func take() -> JourneyFault? {
        armed.withLock { armed in
            defer { armed = nil }
            return armed
        }
    }

    /// The armed fault, leaving it armed.
    func peek() -> JourneyFault? {
        armed.withLock { $0 }
    }
}

/// A todo transport that answers from the embedded service unless a fault is armed, so
/// failures happen at random points of a journey instead of in a planned order.
struct FaultInjectingTransport: HTTPTransport {
    /// The service answering when no fault is armed.
    let service: InMemoryMobileService
    /// Where the journey arms faults.
    let faults: JourneyFaultSwitch

    /// The error body an injected server error carries.
    static let serverErrorMessage = "Error: Internal Server Error (injected)"

    /// The service's answer, or the armed fault: no response, a 500, or a body that is not
    /// JSON with status 200.
    func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        switch faults.take() {
        case nil: return try await service.send(request)
        case .unreachable?: throw .unreachable
        case .serverError?: return .error(status: 500, message: Self.serverErrorMessage)
        case .garbage?: return HTTPResponse(status: 200, body: Data("{\"id\": [tru".utf8))
        case .createdUnreadable?: return HTTPResponse(status: 201, body: Data("<html><body>Created</body></html>".utf8))
        case .hugeText?: return Self.withHugeText(try await service.send(request))
        case .some: return try await service.send(request)
        }
    }

    /// `response` with ``JourneyFault/hugeSuffix`` added to the first todo's text it holds (a
    /// list's first row, or a saved item).
    static func withHugeText(_ response: HTTPResponse) -> HTTPResponse {
        guard let json = try? JSONValue.parse(response.body) else { return response }
        func lengthened(_ row: JSONValue) -> JSONValue {
            guard case .object(var object) = row, case .string(let text)? = object["text"] else { return row }
            object["text"] = .string(text + JourneyFault.hugeSuffix)
            return .object(object)
        }
        let changed: JSONValue
        switch json {
        case .array(let rows) where !rows.isEmpty: changed = .array([lengthened(rows[0])] + rows.dropFirst())
        case .object: changed = lengthened(json)
        default: return response
        }
        return HTTPResponse(status: response.status, headers: response.headers, body: Data(changed.encoded.utf8))
    }
}

/// A SpeakEasy backend that answers from `inner` unless a fault is armed.
struct FaultInjectingSpeakEasyBackend: SpeakEasyBackend {
    /// The backend answering when no fault is armed.
    let inner: any SpeakEasyBackend
    /// Where the journey arms faults.
    let faults: JourneyFaultSwitch

    /// The events, or the armed fault.
    func fetchEvents() async throws(SpeakEasyBackendError) -> FetchedList<Event> {
        if faults.peek() == .hugeText {
            _ = faults.take()
            let fetched = try await inner.fetchEvents()
            guard let first = fetched.elements.first else { return fetched }
            let huge = Event(
                rowKey: first.rowKey, name: first.name + JourneyFault.hugeSuffix, description: first.description + JourneyFault.hugeSuffix,
                date: first.date, location: first.location, speakerName: first.speakerName, speakerKey: first.speakerKey)
            return FetchedList([huge] + fetched.elements.dropFirst(), unreadable: fetched.unreadable, remainder: fetched.remainder)
        }
        try await failIfArmed()
        return try await inner.fetchEvents()
    }

    /// The speakers, or the armed fault.
    func fetchSpeakers() async throws(SpeakEasyBackendError) -> FetchedList<Speaker> {
        try await failIfArmed()
        return try await inner.fetchSpeakers()
    }

    /// The speaker, or the armed fault.
    func fetchSpeaker(rowKey: String) async throws(SpeakEasyBackendError) -> Speaker {
        try await failIfArmed()
        return try await inner.fetchSpeaker(rowKey: rowKey)
    }

    /// The photo, or the armed fault.
    func loadImage(for speaker: Speaker) async throws(SpeakEasyBackendError) -> ImageAsset {
        try await failIfArmed()
        return try await inner.loadImage(for: speaker)
    }

    /// Throws the SpeakEasy error for the armed fault, if one is armed.
    private func failIfArmed() async throws(SpeakEasyBackendError) {
        switch faults.take() {
        case nil: return
        case .unreachable?: throw .unreachable
        case .serverError?: throw .serverError(statusCode: 503)
        case .garbage?, .createdUnreadable?: throw .unreadableResponse("injected: the body is not an entity feed")
        case .some: return
        }
    }
}

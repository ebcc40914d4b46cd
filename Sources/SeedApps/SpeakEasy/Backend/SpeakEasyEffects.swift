import Navigation

/// Runs the SpeakEasy screens' effects against the injected backend and answers the screen
/// that asked with the result; failures are messages too.
public struct SpeakEasyEffects: EffectRunner {
    /// The service the data comes from.
    let backend: any SpeakEasyBackend

    /// Creates a runner using `backend`.
    public init(backend: any SpeakEasyBackend) {
        self.backend = backend
    }

    /// Performs the effect and returns its result, addressed to the screen that asked.
    public func run(_ routed: RoutedEffect<SpeakEasyEffect>) async -> [SpeakEasyAction] {
        [.message(await result(of: routed.effect), to: routed.screen)]
    }

    private func result(of effect: SpeakEasyEffect) async -> SpeakEasyMessage {
        switch effect {
        case .fetchEvents:
            do throws(SpeakEasyBackendError) {
                return .eventsFetched(try await backend.fetchEvents())
            } catch {
                return .eventsFetchFailed(error)
            }
        case .fetchSpeakers:
            do throws(SpeakEasyBackendError) {
                return .speakersFetched(try await backend.fetchSpeakers())
            } catch {
                return .speakersFetchFailed(error)
            }
        case .fetchSpeaker(let rowKey):
            do throws(SpeakEasyBackendError) {
                return .speakerFetched(try await backend.fetchSpeaker(rowKey: rowKey))
            } catch {
                return .speakerFetchFailed(error)
            }
        case .loadImage(let speaker):
            do throws(SpeakEasyBackendError) {
                return .imageLoaded(speakerKey: speaker.rowKey, try await backend.loadImage(for: speaker))
            } catch {
                return .imageFailed(speakerKey: speaker.rowKey, error)
            }
        }
    }
}

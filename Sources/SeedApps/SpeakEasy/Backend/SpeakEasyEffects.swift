import Navigation

/// Runs the SpeakEasy app's effects against the injected backend and answers with the result
/// actions; failures become actions too.
public struct SpeakEasyEffects: EffectRunner {
    /// The service the data comes from.
    let backend: any SpeakEasyBackend

    /// Creates a runner using `backend`.
    public init(backend: any SpeakEasyBackend) {
        self.backend = backend
    }

    /// Performs `effect` and returns its result action.
    public func run(_ effect: SpeakEasyEffect) async -> [SpeakEasyAction] {
        switch effect {
        case .fetchEvents(let id):
            do throws(SpeakEasyBackendError) {
                return [.eventsFetched(id, try await backend.fetchEvents())]
            } catch {
                return [.eventsFetchFailed(id, error)]
            }
        case .fetchSpeakers(let id):
            do throws(SpeakEasyBackendError) {
                return [.speakersFetched(id, try await backend.fetchSpeakers())]
            } catch {
                return [.speakersFetchFailed(id, error)]
            }
        case .fetchSpeaker(let id, let rowKey):
            do {
                return [.speakerFetched(id, try await backend.fetchSpeaker(rowKey: rowKey))]
            } catch {
                return [.speakerFetchFailed(id, error)]
            }
        case .loadImage(let id, let speaker):
            do {
                return [.imageLoaded(id, speakerKey: speaker.rowKey, try await backend.loadImage(for: speaker))]
            } catch {
                return [.imageFailed(id, speakerKey: speaker.rowKey, error)]
            }
        }
    }
}

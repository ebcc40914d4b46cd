import Navigation
import Presentation

extension SpeakEasyApp {
    /// Applies an effect's result to the screen that asked, found by its ``ScreenID``; a
    /// result for a screen no longer on any stack changes nothing.
    func receiveResult(_ action: SpeakEasyAction, in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        switch action {
        case .eventsFetched(let id, let events):
            state.navigation.update(id) { $0.updateEvents { $0.receive(events) } }
            return []
        case .eventsFetchFailed(let id, let error):
            if state.navigation.update(id, { $0.updateEvents { $0.isLoading = false } }) {
                presentError(error, in: &state)
            }
            return []
        case .speakersFetched(let id, let speakers):
            state.navigation.update(id) { $0.updateSpeakers { $0.receive(speakers) } }
            return []
        case .speakersFetchFailed(let id, let error):
            if state.navigation.update(id, { $0.updateSpeakers { $0.isLoading = false } }) {
                presentError(error, in: &state)
            }
            return []
        case .speakerFetched(let id, let speaker):
            var accepted = false
            state.navigation.update(id) { screen in
                screen.updateEventDetails { details in
                    guard details.presenter == .loading else { return }
                    details.presenter = .loaded(speaker, image: .pending)
                    accepted = true
                }
            }
            return accepted ? [.loadImage(for: id, speaker: speaker)] : []
        case .speakerFetchFailed(let id, let error):
            state.navigation.update(id) { screen in
                screen.updateEventDetails { details in
                    if details.presenter == .loading { details.presenter = .failed(error) }
                }
            }
            return []
        case .imageLoaded(let id, let speakerKey, let image):
            state.navigation.update(id) { $0.receiveImage(.loaded(image), forSpeaker: speakerKey) }
            return []
        case .imageFailed(let id, let speakerKey, let error):
            state.navigation.update(id) { $0.receiveImage(.unavailable(error), forSpeaker: speakerKey) }
            return []
        case .user, .launched:
            return []
        }
    }

    /// The seed's `UIAlertView` "Error" with the error's description and OK. Over an alert
    /// that is already up, it covers that one, which comes back when it is dismissed.
    private func presentError(_ error: SpeakEasyBackendError, in state: inout SpeakEasyState) {
        let alert = AlertState<Never>(title: "Error", message: error.description, buttons: [.cancel("OK")])
        state.navigation.presentAlert(alert)
    }
}

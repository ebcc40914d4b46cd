import Navigation
import Presentation

extension SpeakEasyApp {
    /// Applies `action`: touches, the launch, and effect results (below). A result that does
    /// not apply to the current state is ignored, never a crash.
    /// - Throws: ``WiringError`` when a segue or a navigation command the app asks for fails
    ///   (a programming error: the touch was one the screen offered).
    public func reduce(into state: inout SpeakEasyState, action: SpeakEasyAction) throws(WiringError) -> [SpeakEasyEffect] {
        switch action {
        case .user(let userAction):
            return try handle(userAction, in: &state)
        case .launched:
            guard let events = state.rootID(ofTab: SpeakEasyControls.eventsTab) else { return [] }
            return startEventsFetch(events, in: &state)
        default:
            return receiveResult(action, in: &state)
        }
    }

    /// A touch ``AppHost`` validated against the screen (so no alert is up unless it is the
    /// alert's button).
    private func handle(_ action: UserAction, in state: inout SpeakEasyState) throws(WiringError) -> [SpeakEasyEffect] {
        switch action {
        case .tapTab(let index):
            guard case .tabSelected(.switched(_, let selected)) = try state.navigation.reduce(.tapTab(index)) else { return [] }
            return tabDidAppear(selected, in: &state)
        case .tapBack:
            _ = try state.navigation.reduce(.tapBack)
            return []
        case .tapAlertButton(let index):
            _ = try state.navigation.reduce(.tapAlertButton(index))
            return []
        case .tapBarButton(let id):
            guard id == SpeakEasyControls.refreshButton else { return [] }
            return refresh(in: &state)
        case .tapRow(let indexPath):
            return try tapRow(indexPath, in: &state)
        case .scroll(let y):
            scroll(to: y, in: &state)
            return []
        case .toggleSwitch, .selectSegment, .setValue, .tapCellButton:
            return []  // the app shows no such control, so the screen never offers these touches
        case .tapGridItem, .tapButton, .tapTextField, .typeText, .replaceText:
            return []
        }
    }

    /// The first time the Speakers tab shows, its `viewDidLoad` fetches the speakers.
    private func tabDidAppear(_ index: Int, in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        guard let id = state.rootID(ofTab: index), case .speakers(let list)? = state.navigation.screen(id),
              !list.hasAppeared else { return [] }
        state.navigation.update(id) { $0.updateSpeakers { $0.hasAppeared = true } }
        return startSpeakersFetch(id, in: &state)
    }

    private func refresh(in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        let id = state.navigation.topID
        switch state.navigation.top {
        case .events(let list) where !list.isLoading: return startEventsFetch(id, in: &state)
        case .speakers(let list) where !list.isLoading: return startSpeakersFetch(id, in: &state)
        default: return []
        }
    }

    private func tapRow(_ indexPath: TableIndexPath, in state: inout SpeakEasyState) throws(WiringError) -> [SpeakEasyEffect] {
        switch state.navigation.top {
        case .events:
            let cell = SegueSender<Never>.cell(section: indexPath.section, row: indexPath.row, prototype: SpeakEasyStoryboard.eventCell)
            return try segue(SpeakEasyStoryboard.eventDetailsSegue, sender: cell, in: &state, triggered: true)
        case .speakers:
            let cell = SegueSender<Never>.cell(section: indexPath.section, row: indexPath.row, prototype: SpeakEasyStoryboard.speakerCell)
            return try segue(SpeakEasyStoryboard.speakerPresenterSegue, sender: cell, in: &state, triggered: true)
        case .eventDetails(let details):
            guard indexPath == SpeakEasyControls.presenterRow else { return [] }
            return try tapPresenterRow(details, in: &state)
        case .presenterDetails:
            return []
        }
    }

    /// Loading: nothing happens. Failed for a reason that may pass: fetch again (a speaker
    /// that does not exist is not fetched again). Loaded: `EventPresenterSegue`.
    private func tapPresenterRow(_ details: EventDetailsState, in state: inout SpeakEasyState) throws(WiringError) -> [SpeakEasyEffect] {
        let id = state.navigation.topID
        switch details.presenter {
        case .loading:
            return []
        case .failed(let error) where !error.isTransient:
            return []
        case .failed:
            state.navigation.update(id) { $0.updateEventDetails { $0.presenter = .loading } }
            return [.fetchSpeaker(for: id, rowKey: details.event.speakerKey)]
        case .loaded:
            return try segue(SpeakEasyStoryboard.eventPresenterSegue, sender: .controller, in: &state, triggered: false)
        }
    }

    /// Performs a segue (from its control, or from code) and starts what the pushed screen
    /// loads: Event Details fetches its presenter, a Presenter without its photo loads it.
    private func segue(
        _ identifier: String, sender: SegueSender<Never>, in state: inout SpeakEasyState, triggered: Bool
    ) throws(WiringError) -> [SpeakEasyEffect] {
        let handler = SpeakEasySegues.handler
        let outcome: SegueOutcome
        do {
            outcome = triggered
                ? try state.navigation.triggerSegue(identifier, sender: sender, in: storyboard, handler: handler)
                : try state.navigation.performSegue(identifier, sender: sender, in: storyboard, handler: handler)
        } catch {
            throw .segue(error)
        }
        guard case .pushed(_, let id) = outcome else { return [] }
        switch state.navigation.screen(id) {
        case .eventDetails(let details)?:
            return [.fetchSpeaker(for: id, rowKey: details.event.speakerKey)]
        case .presenterDetails(let presenter)? where presenter.image == .pending:
            return [.loadImage(for: id, speaker: presenter.speaker)]
        default:
            return []
        }
    }

    /// Scrolls the top list, clamped to its content as UIKit rests it.
    private func scroll(to y: Double, in state: inout SpeakEasyState) {
        state.navigation.update(state.navigation.topID) { screen in
            screen.updateEvents { $0.scroll(to: y) }
            screen.updateSpeakers { $0.scroll(to: y) }
        }
    }

    private func startEventsFetch(_ id: ScreenID, in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        guard state.navigation.update(id, { $0.updateEvents { $0.isLoading = true } }) else { return [] }
        return [.fetchEvents(for: id)]
    }

    private func startSpeakersFetch(_ id: ScreenID, in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        guard state.navigation.update(id, { $0.updateSpeakers { $0.isLoading = true } }) else { return [] }
        return [.fetchSpeakers(for: id)]
    }
}

extension SpeakEasyApp {
    /// Applies an effect's result to the screen that asked, found by its ``ScreenID``; a
    /// result for a screen no longer on any stack changes nothing.
    func receiveResult(_ action: SpeakEasyAction, in state: inout SpeakEasyState) -> [SpeakEasyEffect] {
        switch action {
        case .eventsFetched(let id, let events):
            if state.navigation.update(id, { $0.updateEvents { $0.receive(events) } }) {
                presentIncomplete(events.notice(EventsListState.noun), in: &state)
            }
            return []
        case .eventsFetchFailed(let id, let error):
            if state.navigation.update(id, { $0.updateEvents { $0.isLoading = false } }) {
                presentError(error, in: &state)
            }
            return []
        case .speakersFetched(let id, let speakers):
            if state.navigation.update(id, { $0.updateSpeakers { $0.receive(speakers) } }) {
                presentIncomplete(speakers.notice(SpeakersListState.noun), in: &state)
            }
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
            var failed = false
            state.navigation.update(id) { screen in
                screen.updateEventDetails { details in
                    guard details.presenter == .loading else { return }
                    details.presenter = .failed(error)
                    failed = true
                }
            }
            if failed { presentError(error, in: &state) }
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

    /// "Incomplete List" with what a fetch could not show, and OK; nothing when it showed all.
    private func presentIncomplete(_ notice: String?, in state: inout SpeakEasyState) {
        guard let notice else { return }
        state.navigation.presentAlert(AlertState<Never>(title: SpeakEasyApp.incompleteTitle, message: notice, buttons: [.cancel("OK")], messageOrigin: .data))
    }

    /// The title of the alert saying a list is not whole.
    static let incompleteTitle = "Incomplete List"

    /// The seed's `UIAlertView` "Error" with the error's description and OK. Over an alert
    /// that is already up, it covers that one, which comes back when it is dismissed.
    private func presentError(_ error: SpeakEasyBackendError, in state: inout SpeakEasyState) {
        let alert = AlertState<Never>(title: "Error", message: error.description, buttons: [.cancel("OK")], messageOrigin: .data)
        state.navigation.presentAlert(alert)
    }
}

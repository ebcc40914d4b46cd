import Navigation

extension BooksApp {
    /// Applies `action` and returns the loads to start. The reducer's duties, besides the
    /// app's own logic: forwarding tab, back and alert touches to the navigation state, and
    /// performing segues through the storyboard; their failures are wiring errors.
    /// - Throws: ``WiringError`` for a segue the storyboard does not have, a command the
    ///   navigation refuses, a control with no code here.
    public func reduce(into state: inout BooksState, action: BooksAction) throws(WiringError) -> [BooksEffect] {
        switch action {
        case .user(let touch):
            return try handle(touch, in: &state)
        case .listDidLoad(let list):
            return startLoading(list, in: &state)
        case let .booksLoaded(list, books):
            state.navigation.update(list) { $0 = .list(BookListState(books: books)) }
            return []
        case let .booksFailed(list, message):
            guard state.navigation.update(list, { $0 = .list(BookListState()) }) else { return [] }
            state.navigation.presentAlert(BooksAlerts.loadFailed(message, list: list))
            return []
        }
    }

    private func handle(_ touch: UserAction, in state: inout BooksState) throws(WiringError) -> [BooksEffect] {
        switch touch {
        case .tapTab(let index):
            _ = try state.navigation.reduce(.tapTab(index))
        case .tapBack:
            _ = try state.navigation.reduce(.tapBack)
        case .tapAlertButton(let index):
            switch try state.navigation.reduce(.tapAlertButton(index)) {
            case .alertButtonTapped(_, .retryLoading(let list)?): return startLoading(list, in: &state)
            case .alertButtonTapped(_, .resetSettings?): state.settings = BookSettings()
            default: break
            }
        case .tapRow(let indexPath):
            guard case .list = state.navigation.top else { return [] }  // static rows do nothing
            let cell = SegueSender<Never>.cell(section: indexPath.section, row: indexPath.row, prototype: BooksStoryboard.bookCell)
            do {
                _ = try state.navigation.triggerSegue(
                    BooksStoryboard.showBook, sender: cell, in: storyboard, handler: BooksStoryboard.segues(settings: state.settings))
            } catch {
                throw .segue(error)
            }
        case .toggleSwitch(BooksControls.hideFinished, let isOn, _):
            state.settings.hidesFinished = isOn
        case .selectSegment(BooksControls.sortOrder, let index, _):
            state.settings.sortOrder = BookSortOrder(rawValue: index) ?? state.settings.sortOrder
        case .tapCellButton(BooksControls.resetButton, _):
            state.navigation.presentAlert(BooksAlerts.confirmReset)
        case .toggleSwitch(let name, _, _), .selectSegment(let name, _, _), .setValue(let name, _, _), .tapCellButton(let name, _):
            throw .unhandledControl(name)
        case .tapBarButton, .tapButton, .tapGridItem, .tapTextField, .typeText, .replaceText, .scroll:
            break  // the screens offer none of these
        }
        return []
    }

    /// Marks the list loading and asks for the books; nothing when the list is gone.
    private func startLoading(_ list: ScreenID, in state: inout BooksState) -> [BooksEffect] {
        guard state.navigation.update(list, { $0 = .list(BookListState(isLoading: true)) }) else { return [] }
        return [.loadBooks(list: list)]
    }
}

/// The app's alerts.
public enum BooksAlerts {
    /// A failed load: what went wrong, OK, and Retry.
    public static func loadFailed(_ message: String, list: ScreenID) -> AlertState<BooksAlertAction> {
        AlertState(title: "Could Not Load Books", message: message,
                   buttons: [.cancel("OK"), AlertButton("Retry", action: .retryLoading(list))])
    }

    /// The question before the settings are reset.
    public static let confirmReset = AlertState<BooksAlertAction>(
        title: "Reset Settings?", message: "Finished books show again, sorted by title.",
        buttons: [.cancel("Cancel"), AlertButton("Reset", role: .destructive, action: .resetSettings)])
}

extension NavigationState {
    /// A user's tap on the tab at `index`: switches tabs keeping every stack, or pops the
    /// selected tab's stack to the root when it is tapped again.
    ///
    /// - Throws: `NavigationError.blockedByModal`, `.notATabBar` or `.tabIndexOutOfRange`; the
    ///   state is then unchanged.
    public mutating func tapTab(_ index: Int) throws(NavigationError) -> TabSelection<Screen> {
        guard modal == nil else { throw .blockedByModal }
        guard case .tabs(var tabBar) = root else { throw .notATabBar }
        let selection = try tabBar.select(index)
        replaceTabBar(tabBar)
        return selection
    }

    /// A user's tap on the back button of the stack they see: pops its top screen and
    /// returns it.
    ///
    /// - Throws: `NavigationError.noBackButton` on a root screen or where a custom left item
    ///   replaces the back button; the state is then unchanged.
    @discardableResult
    public mutating func tapBack() throws(NavigationError) -> StackEntry<Screen> {
        guard currentStack.backButtonTitle != nil, let popped = pop() else { throw .noBackButton }
        return popped
    }

    /// A user's tap on the alert button at `index`: dismisses the alert and returns the
    /// button's action (`nil` for a button that only dismisses).
    ///
    /// - Throws: `NavigationError.noAlert` or `.alertButtonOutOfRange`; the state is then
    ///   unchanged.
    public mutating func tapAlertButton(_ index: Int) throws(NavigationError) -> AlertAction? {
        guard let alert else { throw .noAlert }
        guard alert.buttons.indices.contains(index) else {
            throw .alertButtonOutOfRange(index, count: alert.buttons.count)
        }
        clearAlert()
        return alert.buttons[index].action
    }

    /// Performs a user command and reports what it did.
    ///
    /// - Throws: what the matching `tap…` method throws; the state is then unchanged.
    public mutating func apply(_ command: NavigationCommand) throws(NavigationError) -> NavigationEvent<Screen, AlertAction> {
        switch command {
        case .tapTab(let index):
            return .tabSelected(try tapTab(index))
        case .tapBack:
            return .poppedBack(try tapBack())
        case .tapAlertButton(let index):
            return .alertButtonTapped(index: index, action: try tapAlertButton(index))
        }
    }

    /// ``apply(_:)`` as a reducer calls it: the host checked the touch against the screen, so a
    /// refusal here is a bug of the app, thrown as ``WiringError/navigation(_:)`` for the
    /// runtime to report.
    ///
    /// - Throws: `WiringError.navigation` with what ``apply(_:)`` threw; the state is then
    ///   unchanged.
    public mutating func reduce(_ command: NavigationCommand) throws(WiringError) -> NavigationEvent<Screen, AlertAction> {
        do {
            return try apply(command)
        } catch {
            throw .navigation(error)
        }
    }
}

/// A user's touch on the navigation chrome, as data, so an app action can carry it:
/// `case navigation(NavigationCommand)`.
public enum NavigationCommand: Hashable, Sendable {
    /// A tap on the tab at this index.
    case tapTab(Int)
    /// A tap on the back button.
    case tapBack
    /// A tap on the alert button at this index.
    case tapAlertButton(Int)
}

/// What a `NavigationCommand` did, for the app reducer to react to (the equivalent of the
/// UIKit delegate callback that would fire).
public enum NavigationEvent<Screen: NavigationScreen, AlertAction: Equatable & Sendable>: Equatable, Sendable {
    /// A tab was tapped (`didSelectViewController`).
    case tabSelected(TabSelection<Screen>)
    /// The back button popped this screen.
    case poppedBack(StackEntry<Screen>)
    /// An alert button was tapped: the alert is gone and this is the button's action, if any
    /// (`alertView:clickedButtonAtIndex:`).
    case alertButtonTapped(index: Int, action: AlertAction?)
}

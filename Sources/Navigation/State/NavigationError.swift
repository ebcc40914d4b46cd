/// Why a navigation command or construction was refused. The state is unchanged whenever one
/// is thrown.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A tab bar needs at least one tab.
    case noTabs
    /// No tab has this index.
    case tabIndexOutOfRange(Int, count: Int)
    /// A tab command was sent to an app whose root is a single navigation stack.
    case notATabBar
    /// Back was tapped where there is no back button: on a root screen, or where a custom left
    /// item replaces it.
    case noBackButton
    /// A modal stack covers the tab bar, so tabs do not respond.
    case blockedByModal
    /// An alert button was tapped but no alert is up.
    case noAlert
    /// The alert has no button with this index.
    case alertButtonOutOfRange(Int, count: Int)
    /// A modal was dismissed but none is presented.
    case noModal
    /// A modal was presented while another one is up (one modal level is modelled).
    case modalAlreadyPresented

    /// One readable sentence.
    public var description: String {
        switch self {
        case .noTabs: "a tab bar needs at least one tab"
        case .tabIndexOutOfRange(let index, let count): "no tab at index \(index) (the tab bar has \(count))"
        case .notATabBar: "the app's root is not a tab bar"
        case .noBackButton: "there is no back button on this screen"
        case .blockedByModal: "a modal screen covers the tab bar"
        case .noAlert: "no alert is up"
        case .alertButtonOutOfRange(let index, let count): "no alert button at index \(index) (the alert has \(count))"
        case .noModal: "no modal screen is presented"
        case .modalAlreadyPresented: "a modal screen is already presented"
        }
    }
}

/// The role of an alert button, which decides its look and place.
public enum AlertButtonRole: String, Hashable, Sendable {
    /// The `cancelButtonTitle` of a `UIAlertView`: bold, dismisses without doing anything.
    case cancel
    /// A button that destroys something (drawn red on later iOS versions).
    case destructive
    /// An ordinary button (`otherButtonTitles`).
    case `default`
}

import Navigation
import Testing

/// Fails with one issue per problem `Storyboard/validate()` finds (a relationship or segue to
/// a scene that does not exist, a navigation controller without a root, a tab bar without
/// tabs, a scene nothing leads to...). An app's tests call it once; building the app's
/// navigation from the storyboard (`NavigationState/init(storyboard:selectedTab:rootScreen:)`)
/// then needs no `try` anywhere else.
///
/// ```swift
/// @Test func theStoryboardIsSound() {
///     expectValidStoryboard(BooksApp().storyboard)
/// }
/// ```
public func expectValidStoryboard(
    _ storyboard: Storyboard,
    sourceLocation location: SourceLocation = #_sourceLocation
) {
    for problem in storyboard.validate() {
        recordIssue("The storyboard (initial scene \(storyboard.initialScene)) is not sound: \(problem)", at: location)
    }
}

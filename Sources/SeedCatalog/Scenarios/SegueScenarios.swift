import AppScenarios
import Navigation
import Presentation
import SnapshotHarness
import StoryboardImport

/// The segues an iPhone performs, on ``SegueGallery`` run as a file alone, under
/// `sample/segues/`: a container's embedded scene and its own segue, a popover adapted to a full-screen
/// presentation, a presentation over a presentation, an unwind that dismisses the one on top,
/// a push, a segue of the app's own class, and a page sheet swiped down.
enum SegueScenarios {
    static func all() throws -> [Scenario] {
        let imported = try SegueGallery.imported()
        let host: @MainActor @Sendable () -> AppDriver<ImportedApp> = {
            AppDriver(app: ImportedApp(imported, name: "Segues"), runner: ImportedApp.NoEffects())
        }
        typealias Step = ScenarioStep<RoutedEffect<Never>>
        // A button without an outlet is named by its quoted title, as the importer names it.
        func tap(_ title: String) -> Step { .user(.tapButton(TextQuote.quoted(title))) }
        return [
            try Scenario.app(
                "sample/segues/embedded", "The root: its container view shows the scene its embed segue leads to",
                host: host, steps: []),
            try Scenario.app(
                "sample/segues/embedded-child-pushes", "A button inside the container follows the embedded scene's own segue: a show, onto the root's stack",
                host: host, steps: [tap("More")]),
            try Scenario.app(
                "sample/segues/popover", "A popover segue on an iPhone: presented full screen",
                host: host, steps: [tap("Popover")]),
            try Scenario.app(
                "sample/segues/presented-over-presented", "A presented screen presents another over it",
                host: host, steps: [tap("Present"), tap("Present Again")]),
            try Scenario.app(
                "sample/segues/unwound",
                "Done unwinds to the nearest screen under it (a file run alone: each screen takes any unwind), dismissing the presentation on top",
                host: host, steps: [tap("Present"), tap("Present Again"), tap("Done")]),
            try Scenario.app(
                "sample/segues/pushed", "A show segue inside a navigation controller pushes",
                host: host, steps: [tap("Push")]),
            try Scenario.app(
                "sample/segues/custom", "A show segue of the app's own class (FadeSegue): pushed, as its kind, and named in the snapshot",
                host: host, steps: [tap("Fade")]),
            try Scenario.app(
                "sample/segues/page-sheet", "A presentation as a page sheet (iOS 13), which a swipe down dismisses",
                host: host, steps: [tap("Sheet")]),
            try Scenario.app(
                "sample/segues/page-sheet-swiped", "The page sheet swiped down: the root again",
                host: host, steps: [tap("Sheet"), .user(.swipeDown)]),
        ]
    }
}

import SeedApps
import Navigation
import Presentation
import AppScenarios
import SnapshotHarness

/// The small business app's screens as scenarios under `business/`, each reached by touches
/// from the app's launch.
enum BusinessScenarios {
    /// Every scenario of the app: the grid, each service's detail page, a detail page scrolled
    /// to the bottom, the grid after going back, and the storyboard graph.
    /// - Throws: a ``SnapshotNameError`` when a name is malformed.
    static func all() throws -> [Scenario] {
        let host: @MainActor @Sendable () -> AppDriver<BusinessApp> = {
            AppDriver(app: BusinessApp(), runner: BusinessEffects())
        }
        var scenarios = [
            try Scenario.app(
                "business/services/grid", "The grid of six services at launch (AQGridView, 3 columns of 106)",
                formats: [.text, .svg], host: host, steps: [])
        ]
        for (index, service) in BusinessServiceCatalog.sample.services.enumerated() {
            scenarios.append(
                try Scenario.app(
                    "business/detail/" + slug(service.caption),
                    "The \(service.caption) detail page after tapping grid item \(index)",
                    formats: index == 0 ? [.text, .svg] : [.text], host: host, steps: [.user(.tapGridItem(index))]))
        }
        scenarios += [
            try Scenario.app(
                "business/detail/scrolled-to-bottom", "The Litigation page scrolled to the largest offset, 424",
                host: host, steps: [.user(.tapGridItem(0)), .user(.scroll(toY: 424))]),
            try Scenario.app(
                "business/services/after-back", "The grid again after opening Family Law and going back: no item selected",
                host: host, steps: [.user(.tapGridItem(2)), .user(.tapBack)]),
            try .storyboard(
                "business/storyboard/graph", "The storyboard: navigation controller, grid, detail and the manual push segue detail", BusinessApp().storyboard),
        ]
        return scenarios
    }

    /// `Real Estate` -> `real-estate`.
    private static func slug(_ caption: String) -> String {
        caption.lowercased().split(separator: " ").joined(separator: "-")
    }
}

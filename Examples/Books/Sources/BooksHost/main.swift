import Books
import Foundation
import Navigation
import SnapshotHarness
import StoryboardHost

// `swift run BooksHost`: the app in an interactive session (tap, back, tab, toggle, segment,
// show wireframe...), scripts (`run books --script FILE`), and the catalog (`list`, `show NAME`).
let catalog: ScenarioCatalog
do {
    catalog = try BooksCatalog.make()
} catch {
    FileHandle.standardError.write(Data("The scenario catalog cannot be made: \(error)\n".utf8))
    exit(1)
}
let host = InteractiveHost(apps: [
    HostedApp(id: "books", title: "Books", summary: "a reading list and its settings") {
        AppDriver(app: BooksApp(), runner: BooksEffects(backend: .sample))
    },
    HostedApp(id: "offline", title: "Books, offline", summary: "the same app on a backend that does not answer") {
        AppDriver(app: BooksApp(), runner: BooksEffects(backend: .failing("The server did not answer.")))
    },
], catalog: catalog, programName: "swift run BooksHost")
exit(await host.run(arguments: Array(CommandLine.arguments.dropFirst())))

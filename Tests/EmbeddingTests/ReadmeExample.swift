// swift-format-ignore-file
// The documentation quotes this file as it is (a test checks it), aligned comments and all.
import Foundation
import Testing
import Navigation     // AppDriver, AppHost, UserAction
import Presentation   // TextRenderer, TableIndexPath
import SeedApps       // the apps, their effect runners and backends

/// SpeakEasy on its embedded data, driven step by step as a test or a script drives it.
@MainActor
func embedSpeakEasy(printingTo output: inout String) async throws {
    let backend = SampleSpeakEasyBackend()   // or try AzureSpeakEasyBackend.live(account:credentials:)
    let driver = AppDriver(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: backend))
    await driver.settle()                                        // the events load
    print(TextRenderer().render(driver.screen), to: &output)     // the Events list

    try driver.send(.tapRow(TableIndexPath(row: 0, section: 0))) // tap the first event
    await driver.settle()                                        // its presenter loads
    print(TextRenderer().render(driver.screen), to: &output)     // Event Details
    if let details = driver.state.top(as: EventDetails.self) {
        print(details.event.name, "by", details.presenter.speaker?.name ?? "?", to: &output)
    }

    let host: AppHost<SpeakEasyApp> = driver.host                // what a SwiftUI view holds
    var updates = host.updates().makeAsyncIterator()             // the state now, then each change
    _ = await updates.next()
    host.send(.tapBack)                                          // a TouchResult; nothing throws
    if let state = await updates.next() {
        print("back on", state.navigation.top.navigationItem(in: host.app.storyboard).title ?? "?", to: &output)
    }
}

/// The README's "Embedding an app" example, compiled and run: the code above is the README's
/// code block, character for character.
@MainActor
@Suite struct ReadmeExample {
    @Test func theReadmeExampleShowsTheEventsThenTheFirstEventsDetails() async throws {
        var output = ""
        try await embedSpeakEasy(printingTo: &output)
        #expect(output.contains("SpeakEasy > Events  iPhone 320x480\n"))
        #expect(output.contains("SpeakEasy > Events > Event Details  iPhone 320x480\n"))
        #expect(output.contains("Azure for iOS Apps by Ann Lee\n"))
        #expect(output.hasSuffix("back on Events\n"))
    }

    @Test func theReadmeShowsThisFilesExample() throws {
        let thisFile = URL(fileURLWithPath: #filePath)
        let root = thisFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/Navigation/Navigation.docc/EmbeddingInAClient.md"), encoding: .utf8)
        let source = try String(contentsOf: thisFile, encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Embedding an app").dropFirst().first)
        let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        #expect(block.contains("func embedSpeakEasy"))
        #expect(source.contains("import Testing\n" + block + "\n/// The README's"), "EmbeddingInAClient.md's example differs from this file's: copy it")
    }
}

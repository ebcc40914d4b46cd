import Navigation
import Presentation
import SeedApps
import Testing

/// The todo app embedded as a UI client embeds it, with plain imports: on the sample host,
/// and wired by hand to the embedded Mobile Service with a fault to play.
@MainActor
@Suite struct TodoEmbeddingTests {
    @Test func theSampleListLoadsAndTappingATodoOpensItsDetails() async throws {
        let host = TodoSample.driver()
        #expect(host.pendingEffects == [RoutedEffect(.loadTodos, for: host.state.navigation.topID)])

        await host.settle()
        guard let list = host.state.top(as: TodoList.self) else {
            Issue.record("the list is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(list.items.map(\.text) == ["Buy milk", "Call the plumber about the kitchen sink", "Water the plants", "Book flights"])
        #expect(TextRenderer().render(host.screen).hasPrefix("Todo > Todos  iPhone 320x480"))

        var updates = host.updates().makeAsyncIterator()
        let current = await updates.next()
        #expect(current == host.state)
        try host.send(.tapRow(TableIndexPath(row: 1, section: 0)))
        let afterTap = await updates.next()
        guard let details = afterTap?.top(as: TodoDetails.self) else {
            Issue.record("the tap did not push the details")
            return
        }
        #expect(details.mode == .viewing(TodoItem(id: 2, text: "Call the plumber about the kitchen sink")))
        #expect(details.typedText == nil)
        let screen = TextRenderer().render(host.screen)
        #expect(screen.hasPrefix("Todo > Todos > Todo Details  iPhone 320x480"))
        #expect(screen.contains("\"Mark Complete\""))

        try host.send(.tapButton(TodoControls.markCompleteButton))
        await host.settle()
        guard let after = host.state.top(as: TodoList.self) else {
            Issue.record("the details did not pop: \(host.state.navigation.top)")
            return
        }
        #expect(after.items.map(\.id) == [1, 4, 5])

        // A UIKit client animates the reload in the batches performBatchUpdates accepts, with
        // its data source's rows during each (one section here).
        let update = try #require(after.lastUpdate)
        let stages = try update.stages(from: [list.items], to: [after.items], rows: \.self)
        #expect(stages.map(\.batch) == [.delete(sections: [], rows: [TableIndexPath(row: 1, section: 0)])])
        #expect(stages.last?.sections == [after.items])
    }

    @Test func anAppWiresTheEmbeddedServiceItselfAndRetriesAFailedLoad() async throws {
        let key = ApplicationKey("embedding-test-key")
        let service = InMemoryMobileService(
            applicationKey: key, items: [TodoItem(id: 1, text: "Write the iOS client")],
            faults: MobileServiceFaults(reads: [.error(status: 503, message: "Down for maintenance")]))
        let client = MobileServicesClient(applicationKey: key, transport: service)
        let host = AppDriver(app: TodoApp(), runner: TodoEffects(client: client))
        await host.settle()

        let alert = try #require(host.state.navigation.alert)
        #expect(alert.title == "Failure")
        #expect(alert.message == "The service had a problem (503: Down for maintenance). Try again.")
        #expect(alert.buttons.map(\.title) == ["OK", "Retry"])

        try host.send(.tapAlertButton(1))
        await host.settle()
        #expect(host.state.navigation.alert == nil)
        guard let list = host.state.top(as: TodoList.self) else {
            Issue.record("the list is not on top: \(host.state.navigation.top)")
            return
        }
        #expect(list.items == [TodoItem(id: 1, text: "Write the iOS client")])
    }
}

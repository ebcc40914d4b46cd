import Foundation
import SeedApps
import Navigation
import AppScenarios
import SnapshotHarness
import Presentation

/// The todo app's screens as scenarios under `todo/`: each runs a script from the app's
/// launch against a fresh embedded Mobile Service.
enum TodoScenarios {
    /// The todo the add scenarios type.
    static let newTodo = "Pick up the dry cleaning"
    /// The key a misconfigured client sends (the service answers 401).
    static let wrongKey = ApplicationKey("zumo-wrong-key-0000")

    /// The first page of the sample list with a fifth row that has no `text`.
    static let rowWithoutText: HTTPResponse = {
        let rows: [[String: Any]] =
            TodoSample.items.filter { !$0.complete }.map { ["id": $0.id, "text": $0.text, "complete": false] }
            + [["id": 6, "complete": false]]
        let body = (try? JSONSerialization.data(withJSONObject: ["results": rows, "count": 5], options: [.sortedKeys])) ?? Data()
        return HTTPResponse(status: 200, headers: [HTTPHeader("Content-Type", "application/json")], body: body)
    }()

    /// Every todo scenario.
    static func all() throws -> [Scenario] {
        let add: [ScenarioStep<RoutedEffect<TodoEffect>>] = [.settle, .user(.tapBarButton("add"))]
        let focus: [ScenarioStep<RoutedEffect<TodoEffect>>] = [.user(.tapTextField(TodoControls.textField))]
        let addAndType = add + focus + [.user(.typeText(newTodo))]
        let save = addAndType + [.user(.tapButton(TodoControls.saveButton))]
        let view: [ScenarioStep<RoutedEffect<TodoEffect>>] = [.settle, .user(.tapRow(TableIndexPath(row: 1, section: 0)))]
        let markComplete = view + [.user(.tapButton(TodoControls.markCompleteButton))]
        let failedInsert = MobileServiceFaults(inserts: [.error(status: 500, message: "Error: Internal Server Error")])
        let failedUpdate = MobileServiceFaults(updates: [.error(status: 404, message: "Error: An item with id '2' does not exist.")])
        return [
            try .app("todo/list/loading", "The list while the seed's query is in flight", host: { TodoSample.driver() }, steps: []),
            try .app("todo/list/empty", "The list of a table with no todos", host: { TodoSample.driver(items: []) }, steps: [.settle]),
            try .app(
                "todo/list/loaded", "The todos not yet done; the done one is filtered out by the query", formats: [.text, .svg], host: { TodoSample.driver() },
                steps: [.settle]),
            try .app(
                "todo/list/scrolled", "Fourteen todos scrolled as far down as they go: 616 points of rows, 200 above the top",
                host: { TodoSample.driver(items: TodoSample.longList) }, steps: [.settle, .user(.scroll(toY: 1_000))]),
            try .app(
                "todo/list/unreadable-row", "One row of the answer has no text: the other todos are listed, the alert and the footer say so",
                host: { TodoSample.driver(faults: MobileServiceFaults(reads: [.respond(rowWithoutText)])) }, steps: [.settle]),
            try .app(
                "todo/list/unauthorized", "The load answered 401 (wrong application key): the alert says the key was refused and what to check; no Retry",
                host: { TodoSample.driver(clientKey: wrongKey) }, steps: [.settle]),
            try .app(
                "todo/details/adding", "Add tapped: the adding half, the text field empty and not focused until tapped",
                host: { TodoSample.driver() }, steps: add),
            try .app(
                "todo/details/typing", "The text field tapped, then a todo typed: the field focused, holding the text",
                host: { TodoSample.driver() }, steps: addAndType),
            try .app(
                "todo/details/empty-refused", "Save tapped with only spaces typed: refused, nothing sent",
                host: { TodoSample.driver() }, steps: add + focus + [.user(.typeText("   ")), .user(.tapButton(TodoControls.saveButton))]),
            try .app("todo/details/saving", "Save tapped: the insert in flight, Save and the field disabled", host: { TodoSample.driver() }, steps: save),
            try .app(
                "todo/details/save-failed", "The insert answered 500: the server's message, the typed text kept", formats: [.text, .svg],
                host: { TodoSample.driver(faults: failedInsert) }, steps: save + [.settle]),
            try .app(
                "todo/list/saved", "The insert answered 201: back on the list, reloaded with the new todo",
                host: { TodoSample.driver() }, steps: save + [.settle]),
            try .app("todo/details/viewing", "Row 1 tapped: the viewing half with the todo's text", host: { TodoSample.driver() }, steps: view),
            try .app(
                "todo/details/completing", "Mark Complete tapped: the update in flight, the button disabled",
                host: { TodoSample.driver() }, steps: markComplete),
            try .app(
                "todo/details/complete-failed", "The update answered 404: the server's message, the screen kept",
                host: { TodoSample.driver(faults: failedUpdate) }, steps: markComplete + [.settle]),
            try .app(
                "todo/list/completed", "The update answered 200: back on the list, reloaded without the todo",
                host: { TodoSample.driver() }, steps: markComplete + [.settle]),
            try .storyboard("todo/storyboard/graph", "The todo app's storyboard: scenes, relationships and segues", TodoApp().storyboard),
        ]
    }
}

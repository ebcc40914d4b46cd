import Navigation

/// Runs the todo app's effects with a ``MobileServicesClient`` (over the embedded service or
/// any other transport) and answers with the actions the reducer expects.
public struct TodoEffects: EffectRunner {
    /// The client that sends the requests.
    let client: MobileServicesClient

    /// Creates a runner sending through `client`.
    public init(client: MobileServicesClient) {
        self.client = client
    }

    /// Sends the effect's request and reports its result; failures become actions carrying
    /// the message an alert shows.
    public func run(_ effect: TodoEffect) async -> [TodoAction] {
        switch effect {
        case .loadTodos(let list):
            do {
                return [.todosLoaded(list, try await client.incompleteTodos())]
            } catch {
                return [.todosFailed(list, message: error.alertMessage, canRetry: error.isTransient)]
            }
        case let .insertTodo(text, details, list):
            do {
                return [.didFinishWithTodo(details: details, list: list, try await client.insertTodo(text: text))]
            } catch {
                return [Self.failure(error, details: details)]
            }
        case let .markComplete(item, details, list):
            do {
                return [.didFinishWithTodo(details: details, list: list, try await client.markComplete(item))]
            } catch {
                return [Self.failure(error, details: details)]
            }
        }
    }

    /// The action a failed save reports: one that may have been applied says so.
    private static func failure(_ error: MobileServicesError, details: ScreenID) -> TodoAction {
        error.mayHaveBeenApplied
            ? .todoMayHaveBeenSaved(details: details, message: error.saveAlertMessage)
            : .todoRequestFailed(details: details, message: error.saveAlertMessage)
    }
}

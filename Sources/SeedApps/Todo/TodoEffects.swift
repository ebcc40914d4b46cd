import Navigation

/// Runs the todo app's effects with a ``MobileServicesClient`` (over the embedded service or
/// any other transport) and answers with the messages the screens expect: a load's result to
/// the list; a save's success to the list (the seed's delegate), its failure to the details.
public struct TodoEffects: EffectRunner {
    /// The client that sends the requests.
    let client: MobileServicesClient

    /// Creates a runner sending through `client`.
    public init(client: MobileServicesClient) {
        self.client = client
    }

    /// Sends the effect's request and reports its result; failures become messages carrying
    /// the text an alert shows.
    public func run(_ routed: RoutedEffect<TodoEffect>) async -> [FeatureAppAction<TodoMessage>] {
        let list = routed.screen
        switch routed.effect {
        case .loadTodos:
            do {
                return [.message(RoutedMessage(.todosLoaded(try await client.incompleteTodos()), to: list))]
            } catch {
                return [.message(RoutedMessage(.todosFailed(message: error.alertMessage, canRetry: error.isTransient), to: list))]
            }
        case let .insertTodo(text, details):
            do {
                return [.message(RoutedMessage(.didFinishWithTodo(details: details, try await client.insertTodo(text: text)), to: list))]
            } catch {
                return [Self.failure(error, details: details)]
            }
        case let .markComplete(item, details):
            do {
                return [.message(RoutedMessage(.didFinishWithTodo(details: details, try await client.markComplete(item)), to: list))]
            } catch {
                return [Self.failure(error, details: details)]
            }
        }
    }

    /// The message a failed save sends its details screen: one that may have been applied
    /// says so.
    private static func failure(_ error: MobileServicesError, details: ScreenID) -> FeatureAppAction<TodoMessage> {
        .message(RoutedMessage(.requestFailed(message: error.saveAlertMessage, mayHaveBeenSaved: error.mayHaveBeenApplied), to: details))
    }
}

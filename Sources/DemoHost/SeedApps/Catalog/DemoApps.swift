import Navigation

/// The apps the demo host opens, each on its embedded sample data with its effects held until
/// `wait`, so a user sees loading states.
public enum DemoApps {
    public static let all: [DemoApp] = [
        DemoApp(id: "speakeasy", title: "SpeakEasy", summary: "a tabbed conference app: events, speakers, details, presenter") {
            AppHost(app: SpeakEasyApp(), runner: SpeakEasyEffects(backend: SampleSpeakEasyBackend()), mode: .held)
        },
        DemoApp(id: "todo", title: "Todos", summary: "a todo list on the Mobile Services REST protocol (in-memory service)") {
            TodoSample.host()
        },
        DemoApp(id: "business", title: "Small Business", summary: "a grid of services and a scrolling detail page") {
            AppHost(app: BusinessApp(), runner: BusinessEffects(), mode: .held)
        },
    ]
}

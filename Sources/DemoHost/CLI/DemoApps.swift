/// The apps the demo host opens, each on its embedded sample data.
enum DemoApps {
    static let all: [DemoApp] = []
}

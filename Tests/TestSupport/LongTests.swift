import Foundation
import Testing

/// The switch for the suites that take long (the random journeys and the tests of the journey
/// machinery, the demo host in a real pseudo-terminal): off in a developer's plain
/// `swift test`, on in CI (`CI` set) and with `LONG_TESTS=1`. The browser suite is a script
/// of its own (`Tests/Browser/run`) and never part of `swift test`.
package enum LongTests {
    /// The environment variable that turns the long suites on outside CI.
    package static let environmentVariable = "LONG_TESTS"

    /// Whether `environment` asks for the long suites: `CI` or `LONG_TESTS` present and not
    /// empty, `0` or `false`.
    package static func areEnabled(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        [environment["CI"], environment[environmentVariable]].contains { value in
            guard let value = value?.lowercased() else { return false }
            return !(value.isEmpty || value == "0" || value == "false")
        }
    }

    /// The trait a long suite carries: it runs only when ``areEnabled(_:)``, and says how to
    /// run it otherwise.
    package static var trait: ConditionTrait {
        .enabled(if: areEnabled(), "a long suite: runs in CI, or with LONG_TESTS=1 swift test")
    }
}

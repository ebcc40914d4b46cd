import Testing
import TestSupport

/// The long suites run in CI and when asked for, not in a developer's plain `swift test`.
@Suite struct LongTestsSwitchTests {
    @Test func ciOrTheSwitchTurnsTheLongSuitesOn() {
        #expect(!LongTests.areEnabled([:]))
        #expect(LongTests.areEnabled(["CI": "true"]))
        #expect(LongTests.areEnabled(["LONG_TESTS": "1"]))
        #expect(!LongTests.areEnabled(["CI": "false", "LONG_TESTS": "0"]))
        #expect(!LongTests.areEnabled(["CI": ""]))
    }
}

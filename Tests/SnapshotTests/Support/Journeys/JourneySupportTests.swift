import Testing
@testable import Navigation
@testable import Presentation
import TestSupport

/// The journey tester's parts: the generator's numbers, the configuration, how commands print.
@Suite struct JourneySupportTests {
    @Test func splitMix64MatchesTheReferenceOutputs() {
        var random = SplitMix64(seed: 0)
        #expect([random.next(), random.next(), random.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func drawsStayInRangeAndCoverIt() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let value = random.int(in: -2...3)
            #expect((-2...3).contains(value))
            seen.insert(value)
        }
        #expect(seen == Set(-2...3))
        #expect(random.below(0) == 0)
        #expect(random.pick([Int]()) == nil)
        #expect(random.weighted([(0, "never"), (-3, "never")]) == nil)
        #expect(random.weighted([(0, "never"), (5, "always")]) == "always")
    }

    @Test func journeySeedsDifferPerJourneyAndRepeatPerRun() {
        let seeds = (0..<100).map { SplitMix64.journeySeed(2012, index: $0) }
        #expect(Set(seeds).count == 100)
        #expect(SplitMix64.journeySeed(2012, index: 5) == seeds[5])
        #expect(SplitMix64.journeySeed(2013, index: 5) != seeds[5])
    }

    @Test func theEnvironmentChoosesSeedAndSteps() throws {
        #expect(try JourneyConfiguration.current([:]) == JourneyConfiguration(seed: 2012, steps: 2_000, journeyLength: 100))
        let custom = try JourneyConfiguration.current(["JOURNEY_SEED": "0xBEEF", "JOURNEY_STEPS": " 250 "])
        #expect(custom.seed == 0xBEEF)
        #expect(custom.steps == 250)
        #expect(custom.journeyLengths == [100, 100, 50])
        #expect(try JourneyConfiguration.current(["JOURNEY_SEED": "42"]).seed == 42)
        #expect(throws: JourneyConfiguration.InvalidValue.self) { try JourneyConfiguration.current(["JOURNEY_SEED": "-1"]) }
        #expect(throws: JourneyConfiguration.InvalidValue.self) { try JourneyConfiguration.current(["JOURNEY_STEPS": "many"]) }
        #expect(throws: JourneyConfiguration.InvalidValue.self) { try JourneyConfiguration.current(["JOURNEY_LENGTH": "0"]) }
        #expect(try JourneyConfiguration.current(["JOURNEY_LENGTH": "500"]).journeyLength == 500)
        #expect(JourneyConfiguration(seed: 1, steps: 0, journeyLength: 100).journeyLengths.isEmpty)
    }

    @Test func commandsPrintAsLinesAndAsSwift() {
        let commands: [JourneyCommand] = [
            .user(.tapRow(TableIndexPath(row: 2, section: 0))),
            .user(.typeText("é\u{202E}\"\\\n")),
            .user(.scroll(toY: .nan)),
            .user(.scroll(toY: -.infinity)),
            .release("insertTodo", occurrence: 0, fault: .garbage),
            .release("loadTodos", occurrence: 1, fault: nil),
        ]
        #expect(
            commands.map(\.description) == [
                "tap row 0.2", #"type "é\u{202E}\"\\\n""#, "scroll nan", "scroll -inf",
                "release insertTodo failing with garbage", "release loadTodos #2",
            ])
        #expect(
            commands.map(\.swiftLiteral) == [
                ".user(.tapRow(TableIndexPath(row: 2, section: 0)))",
                #".user(.typeText("\u{E9}\u{202E}\"\\\u{A}"))"#,
                ".user(.scroll(toY: .nan))",
                ".user(.scroll(toY: -.infinity))",
                #".release("insertTodo", occurrence: 0, fault: .garbage)"#,
                #".release("loadTodos", occurrence: 1, fault: nil)"#,
            ])
        #expect(JourneyCommand.kind(of: Optional<Int>.none) == "nil")
    }

    @Test func unescapedInvisibleCharactersAreFound() {
        #expect(HostileText.firstUnescapedScalar(in: "line\nline \\u{202E} \"ok\" é 👩‍👩‍👧") == nil)
        #expect(HostileText.firstUnescapedScalar(in: "a\u{202E}b") == "U+202E is printed raw")
        #expect(HostileText.firstUnescapedScalar(in: "tab\t") == "U+9 is printed raw")
    }
}

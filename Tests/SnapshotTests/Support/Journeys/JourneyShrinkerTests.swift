import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// The shrinker finds the shortest reproduction: on a pure predicate, and on journeys that
/// break an invariant planted on purpose.
@MainActor
@Suite struct JourneyShrinkerTests {
    @Test func ddminKeepsOnlyTheCommandsTheFailureNeeds() async {
        let shrinker = JourneyShrinker<Int> { candidate in
            guard let three = candidate.firstIndex(of: 3) else { return false }
            return candidate[three...].contains(7)
        }
        let result = await shrinker.shrink(Array(0..<40) + [3, 9, 7, 7])
        #expect(result.commands == [3, 7])
        #expect(result.replays < 200)
    }

    @Test func aListThatOnlyFailsWholeStaysWhole() async {
        let shrinker = JourneyShrinker<Int> { $0 == [1, 2, 3] }
        #expect(await shrinker.shrink([1, 2, 3]).commands == [1, 2, 3])
    }

    @Test func splittingCoversEveryPositionOnce() {
        #expect(JourneyShrinker<Int>.split(10, into: 3) == [0..<3, 3..<6, 6..<10])
        #expect(JourneyShrinker<Int>.split(2, into: 5) == [0..<1, 1..<2])
    }

    /// Planted: a "Failure" alert over a details screen holding typed text. Any journey that
    /// gets there needs Add, a tap on the text field (it has no focus before), typing, and a
    /// request that fails (a save, or the list's load).
    static let failureOverTypedText = JourneyInvariant<TodoApp>(name: "planted: no failure over typed text") { step, _, _ in
        guard step.after.screen.alert?.title == "Failure",
            let details = step.after.state.top(as: TodoDetails.self),
            let text = details.typedText, !text.isEmpty
        else { return nil }
        return "a Failure alert is up over \(TextQuote.quoted(text))"
    }

    @Test func aPlantedTodoFailureShrinksToFiveCommandsNoneOfWhichCanGo() async throws {
        let app = JourneyApps.todo().checking(Self.failureOverTypedText)
        let runner = JourneyRunner(app)
        let configuration = JourneyConfiguration(seed: 2012, steps: 2_000, journeyLength: 100)
        let summary = await runner.run(configuration)
        let report = try #require(summary.report, "the journeys reach the planted state")
        if JourneyConfiguration.verbose { print(report) }
        #expect(report.violation.invariant == Self.failureOverTypedText.name)
        #expect(report.originalCount > report.commands.count)

        // This seed's journey failed a save: Add, tap the field, type, Save, fail the save; five
        // commands, none of which can go (failing the launch load instead would take four).
        #expect(report.commands.count == 5, "\(report)")
        #expect(report.commands.first == .user(.tapBarButton("add")))
        #expect(report.commands.dropFirst().first == .user(.tapTextField("txtTodoText")))
        #expect(report.commands.contains { if case .release(_, _, _?) = $0 { true } else { false } })
        #expect(await runner.replay(report.commands)?.invariant == Self.failureOverTypedText.name)
        for index in report.commands.indices {
            var shorter = report.commands
            shorter.remove(at: index)
            #expect(await runner.replay(shorter, only: Self.failureOverTypedText.name) == nil, "without command \(index + 1)")
        }

        let text = report.description
        #expect(text.contains("JOURNEY_SEED=0x7dc JOURNEY_STEPS=2000 JOURNEY_LENGTH=100 swift test --filter JourneyTests"))
        #expect(text.contains("Shortest reproduction: 5 commands from launch"))
        #expect(text.contains("  1. tap bar button add\n"))
        #expect(text.contains("    .user(.tapBarButton(\"add\")),\n"))
    }

    @Test func aPlantedBusinessFailureShrinksToOpeningAPageAndScrollingIt() async throws {
        let scrolledFar = JourneyInvariant<BusinessApp>(name: "planted: detail pages stay near the top") { step, _, _ in
            guard let detail = step.after.state.top(as: ServiceDetail.self), detail.contentOffsetY > 100 else { return nil }
            return "the page rests at \(detail.contentOffsetY)"
        }
        let runner = JourneyRunner(JourneyApps.business().checking(scrolledFar))
        let summary = await runner.run(JourneyConfiguration(seed: 99, steps: 1_000, journeyLength: 100))
        let report = try #require(summary.report)
        if JourneyConfiguration.verbose { print(report) }
        #expect(report.commands.count == 2, "\(report)")
        guard report.commands.count == 2 else { return }
        guard case .user(.tapGridItem(let item)) = report.commands[0], case .user(.scroll(let y)) = report.commands[1] else {
            Issue.record("expected an item tap then a scroll: \(report)")
            return
        }
        #expect((0..<6).contains(item))
        #expect(y > 100)
    }

    @Test func theSameSeedDrawsTheSameJourney() async {
        let runner = JourneyRunner(JourneyApps.speakeasy())
        let first = await runner.explore(seed: 42, steps: 60)
        let second = await runner.explore(seed: 42, steps: 60)
        let other = await runner.explore(seed: 43, steps: 60)
        #expect(first.commands == second.commands)
        #expect(first.coverage == second.coverage)
        #expect(first.commands != other.commands)
    }
}

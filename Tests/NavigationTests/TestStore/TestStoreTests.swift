import Testing
@testable import Navigation
import TestSupport

@Suite struct TestStoreTests {
    private func makeStore(_ log: FailureLog) -> TestStore<CounterFeature> {
        TestStore(initialState: CounterFeature.State(), reducer: CounterFeature(), onFailure: log.sink)
    }

    @Test func correctExhaustiveScriptPasses() async {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.increment) { $0.count = 1 }
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        #expect(store.pendingEffects == [.loadFact(1)])
        await store.run(.loadFact(1), using: CounterFacts())
        store.receive(.factLoaded("1 is a good number")) {
            $0.isLoadingFact = false
            $0.fact = "1 is a good number"
        }
        store.finish()
        #expect(log.failures == [])
    }

    @Test func unstatedChangeFailsWithADiff() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.increment)
        #expect(log.failures.count == 1)
        let message = log.messages.first ?? ""
        #expect(message.hasPrefix("State changed after sending increment, but no change was stated"))
        #expect(message.hasSuffix("(Expected: -, Actual: +):\n  count\n-   0\n+   1"))
        #expect(store.state.count == 1)
    }

    @Test func wronglyStatedChangeFailsAtTheCallersLine() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.increment) { $0.count = 2 }; let line = #line
        #expect(log.failures.count == 1)
        #expect(log.failures.first?.line == line)
        #expect(log.failures.first?.fileID.hasSuffix("TestStoreTests.swift") == true)
        let message = log.messages.first ?? ""
        #expect(message.hasPrefix("State after sending increment does not match the stated change"))
        #expect(message.hasSuffix("  count\n-   2\n+   1"))
    }

    @Test func aStatedChangeMayCallThrowingCode() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.increment) { $0.count = try Self.parsed("1") }
        #expect(log.failures == [])
    }

    @Test func aStatedChangeThatThrowsFailsAndTheActionStillApplies() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.increment) { $0.count = try Self.parsed("one") }; let line = #line
        #expect(log.messages == ["The change stated for sending increment threw not a number: one, so the state was not checked"])
        #expect(log.failures.first?.line == line)
        #expect(store.state.count == 1)
        store.exhaustivity = .off
        store.send(.increment) { $0.count = try Self.parsed("two") }
        #expect(log.messages.count == 2)
        #expect(store.state.count == 2)
    }

    private struct NotANumber: Error, CustomStringConvertible {
        var text: String
        var description: String { "not a number: \(text)" }
    }

    private static func parsed(_ text: String) throws -> Int {
        guard let value = Int(text) else { throw NotANumber(text: text) }
        return value
    }

    @Test func statingAChangeThatDoesNotHappenFails() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) {
            $0.isLoadingFact = true
            $0.fact = "too early"
        }
        store.release(.loadFact(0), feeding: [])
        #expect(log.messages.count == 1)
        #expect(log.messages.first?.hasSuffix("  fact\n-   \"too early\"\n+   nil") == true)
    }

    @Test func missingReceiveFailsAtFinish() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.release(.loadFact(0), feeding: [.factLoaded("zero")])
        store.finish()
        #expect(log.messages == ["1 fed-back action(s) were not received:\n  factLoaded(\"zero\")"])
    }

    @Test func sendingBeforeReceivingFails() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.release(.loadFact(0), feeding: [.factLoaded("zero")])
        store.send(.increment) { $0.count = 1 }
        #expect(log.messages.first?.hasPrefix("Must receive 1 fed-back action(s) before sending increment") == true)
    }

    @Test func unexpectedReceivedActionFails() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.release(.loadFact(0), feeding: [.factLoaded("zero")])
        store.receive(.factLoaded("one")) {
            $0.isLoadingFact = false
            $0.fact = "one"
        }
        #expect(log.failures.count == 1)
        let message = log.messages.first ?? ""
        #expect(message.hasPrefix("Received an unexpected action (Expected: -, Received: +)"))
        #expect(message.hasSuffix("  factLoaded\n-   \"one\"\n+   \"zero\""))
        #expect(store.state.fact == "zero")
    }

    @Test func receivingWhenNothingWasFedBackFails() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.receive(.factLoaded("zero"))
        #expect(
            log.messages.first == """
                Expected to receive factLoaded("zero"), but no action was fed back.
                Pending effects:
                  loadFact(0)
                """)
    }

    @Test func leftoverPendingEffectFailsAtFinish() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.finish()
        #expect(log.messages == ["1 effect(s) are still pending:\n  loadFact(0)"])
    }

    @Test func releasingAnEffectThatIsNotPendingFails() async {
        let log = FailureLog()
        let store = makeStore(log)
        store.release(.loadFact(7), feeding: [.factLoaded("seven")])
        await store.run(.loadFact(7), using: CounterFacts())
        #expect(log.messages == ["loadFact(7) is not pending.\nNo effect is pending.", "loadFact(7) is not pending.\nNo effect is pending."])
        #expect(store.unreceivedActions.isEmpty)
    }

    @Test func effectsCanBeReleasedInAnyOrder() {
        let log = FailureLog()
        let store = makeStore(log)
        store.send(.factButtonTapped) { $0.isLoadingFact = true }
        store.send(.increment) { $0.count = 1 }
        store.send(.factButtonTapped)
        #expect(store.pendingEffects == [.loadFact(0), .loadFact(1)])
        store.release(.loadFact(1), feeding: [.factLoaded("one")])
        store.receive(.factLoaded("one")) {
            $0.isLoadingFact = false
            $0.fact = "one"
        }
        store.release(.loadFact(0), feeding: [.factLoaded("zero")])
        store.receive(.factLoaded("zero")) { $0.fact = "zero" }
        store.finish()
        #expect(log.failures == [])
    }
}

import Observation
import Testing
@testable import Navigation

@MainActor
@Suite struct RuntimeTests {
    private let runner = SampleRunner(items: ["Apples", "Pears"], notes: ["Pears": "Ripe in September."])
    private let list = ScreenID(0)

    private func listState(_ runtime: Runtime<SampleReducer>) -> ItemList? {
        guard case .list(let state) = runtime.state.navigation.screen(list) else { return nil }
        return state
    }

    @Test func heldModeShowsTheLoadingStateUntilReleased() async throws {
        let runtime = Runtime(initialState: SampleState(), reducer: SampleReducer(), runner: runner, mode: .held)
        runtime.send(.listAppeared(list))
        #expect(listState(runtime) == ItemList(items: [], isLoading: true))
        #expect(runtime.pendingEffects == [.loadItems(for: list)])
        try await runtime.release(.loadItems(for: list))
        #expect(listState(runtime) == ItemList(items: ["Apples", "Pears"], isLoading: false))
        #expect(runtime.pendingEffects.isEmpty)
        #expect(runtime.runningEffectCount == 0)
    }

    @Test func heldEffectsAreReleasedInTheOrderTheCallerChooses() async throws {
        let runtime = Runtime(initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts(), mode: .held)
        runtime.send(.factButtonTapped)
        runtime.send(.increment)
        runtime.send(.factButtonTapped)
        #expect(runtime.pendingEffects == [.loadFact(0), .loadFact(1)])
        try await runtime.release(at: 1)
        #expect(runtime.state.fact == "1 is a good number")
        try await runtime.release(.loadFact(0))
        #expect(runtime.state.fact == "0 is a good number")
    }

    @Test func releasingWhatIsNotPendingIsATypedError() async {
        let runtime = Runtime(initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts(), mode: .held)
        await #expect(throws: RuntimeError.effectNotPending("loadFact(3)")) { try await runtime.release(.loadFact(3)) }
        await #expect(throws: RuntimeError.pendingIndexOutOfRange(0, count: 0)) { try await runtime.release(at: 0) }
        #expect(runtime.state == CounterFeature.State())
    }

    @Test func releaseAllRunsWhatIsPendingNowInOrder() async {
        let runtime = Runtime(initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts(), mode: .held)
        runtime.send(.factButtonTapped)
        runtime.send(.increment)
        runtime.send(.factButtonTapped)
        await runtime.releaseAll()
        #expect(runtime.state.fact == "1 is a good number")
        #expect(runtime.pendingEffects.isEmpty)
    }

    @Test func liveModeSettlesAfterChainedEffects() async {
        let runtime = Runtime(initialState: SampleState(), reducer: SampleReducer(), runner: runner)
        runtime.send(.listAppeared(list))
        #expect(runtime.runningEffectCount == 1)
        await runtime.settle()
        #expect(listState(runtime)?.items == ["Apples", "Pears"])
        runtime.send(.tapRow(1))
        await runtime.settle()
        #expect(runtime.state.navigation.top == .detail(ItemDetail(item: "Pears", notes: "Ripe in September.", isLoadingNotes: false)))
        #expect(runtime.runningEffectCount == 0)
        #expect(runtime.pendingEffects.isEmpty)
    }

    @Test func resultForAPoppedScreenIsDroppedByTheRuntime() async throws {
        let runtime = Runtime(initialState: SampleState(), reducer: SampleReducer(), runner: runner, mode: .held)
        runtime.send(.listAppeared(list))
        try await runtime.release(.loadItems(for: list))
        runtime.send(.tapRow(1))
        runtime.send(.navigation(.tapBack))
        let afterBack = runtime.state
        try await runtime.release(.loadNotes(for: ScreenID(1), item: "Pears"))
        #expect(runtime.state == afterBack)
    }

    @Test func updatesStreamStartsWithTheCurrentStateAndSeesEveryChange() async {
        var runtime: Runtime<CounterFeature>? = Runtime(
            initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts())
        guard let first = runtime?.updates(), let second = runtime?.updates() else {
            Issue.record("no runtime")
            return
        }
        #expect(runtime?.subscriberCount == 2)
        runtime?.send(.increment)
        runtime?.send(.factButtonTapped)
        await runtime?.settle()
        runtime = nil  // ends both streams, so the loops below terminate
        var seen: [CounterFeature.State] = []
        for await state in first { seen.append(state) }
        #expect(seen.map(\.count) == [0, 1, 1, 1])
        #expect(seen.map(\.isLoadingFact) == [false, false, true, false])
        #expect(seen.last?.fact == "1 is a good number")
        var alsoSeen: [CounterFeature.State] = []
        for await state in second { alsoSeen.append(state) }
        #expect(alsoSeen == seen)
    }

    @Test func unchangedStateIsNotBroadcast() async {
        var runtime: Runtime<SampleReducer>? = Runtime(
            initialState: SampleState(), reducer: SampleReducer(), runner: runner, mode: .held)
        guard let updates = runtime?.updates() else {
            Issue.record("no runtime")
            return
        }
        runtime?.send(.notesLoaded(ScreenID(9), "for a screen that is not there"))
        runtime?.send(.listAppeared(list))
        runtime?.send(.notesLoaded(ScreenID(9), "again"))
        runtime = nil
        var seen: [SampleState] = []
        for await state in updates { seen.append(state) }
        #expect(seen.map(\.navigation.top) == [.list(ItemList()), .list(ItemList(items: [], isLoading: true))])
    }

    @Test func anActionTheReducerCannotApplyKeepsTheStateAndIsRecorded() async {
        let runtime = Runtime(initialState: SampleState(), reducer: SampleReducer(), runner: runner, mode: .held)
        var updates = runtime.updates().makeAsyncIterator()
        _ = await updates.next()
        runtime.send(.navigation(.tapBack))
        #expect(runtime.state == SampleState())
        #expect(runtime.pendingEffects.isEmpty)
        #expect(runtime.failures == [ReducerFailure(action: .navigation(.tapBack), error: .navigation(.noBackButton))])
        #expect(runtime.failures.first?.description.hasSuffix("failed: there is no back button on this screen") == true)
        runtime.send(.listAppeared(list))
        #expect(await updates.next()?.navigation.top == .list(ItemList(items: [], isLoading: true)), "the failure broadcast nothing")
        #expect(runtime.failures.count == 1)
    }

    @Test func streamEndsWhenTheRuntimeGoesAway() async {
        var runtime: Runtime<CounterFeature>? = Runtime(
            initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts())
        var updates = runtime?.updates().makeAsyncIterator()
        runtime = nil
        #expect(await updates?.next()?.count == 0)
        #expect(await updates?.next() == nil)
    }

    @Test func observationTrackingSeesStateChanges() async {
        let runtime = Runtime(initialState: CounterFeature.State(), reducer: CounterFeature(), runner: CounterFacts())
        let (changes, continuation) = AsyncStream.makeStream(of: Void.self)
        withObservationTracking {
            _ = runtime.state
        } onChange: {
            continuation.yield()
        }
        runtime.send(.increment)
        continuation.finish()  // onChange fires synchronously during send, or never
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() != nil)
        #expect(runtime.state.count == 1)
    }
}

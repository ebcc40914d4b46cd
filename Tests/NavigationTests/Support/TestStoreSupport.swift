@testable import Navigation

/// A tiny feature for TestStore and Runtime tests: a counter that can load a fact about its
/// value through an effect.
struct CounterFeature: Reducer {
    struct State: Equatable, Sendable {
        var count = 0
        var isLoadingFact = false
        var fact: String?
    }

    enum Action: Equatable, Sendable {
        case increment
        case factButtonTapped
        case factLoaded(String)
    }

    enum Effect: Equatable, Sendable {
        case loadFact(Int)
    }

    func reduce(into state: inout State, action: Action) -> [Effect] {
        switch action {
        case .increment:
            state.count += 1
            return []
        case .factButtonTapped:
            state.isLoadingFact = true
            return [.loadFact(state.count)]
        case .factLoaded(let fact):
            state.isLoadingFact = false
            state.fact = fact
            return []
        }
    }
}

/// Answers every fact request after a real suspension.
struct CounterFacts: EffectRunner {
    func run(_ effect: CounterFeature.Effect) async -> [CounterFeature.Action] {
        await Task.yield()
        switch effect {
        case .loadFact(let number): return [.factLoaded("\(number) is a good number")]
        }
    }
}

import Testing
@testable import SeedApps
@testable import Navigation
@testable import Presentation

/// Event Details through the exhaustive TestStore: the presenter fetched once when the screen
/// is pushed, the photo arriving later without a refetch, failures, and the presenter row's
/// taps.
@Suite struct SpeakEasyEventDetailsTests {
    typealias F = SpeakEasyFixtures
    private let details = F.firstPushID
    private let ann = F.speaker("ann-lee")
    private let annPhoto = F.image("ann-lee.png")
    private let presenterRow = SpeakEasyAction.touch(.tapRow(TableIndexPath(row: 0, section: 1)))

    /// Loaded events, then the first event tapped: Event Details pushed, its presenter fetch
    /// pending.
    private func pushedStore(runner: SpeakEasyEffects = F.runner()) async -> TestStore<SpeakEasyApp> {
        let store = await F.loadedStore(runner: runner)
        store.send(.touch(.tapRow(TableIndexPath(row: 0, section: 0)))) {
            $0.push(EventDetails(event: F.events[0]))
        }
        #expect(store.pendingEffects == [RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details)])
        return store
    }

    /// Event Details with the presenter fetched; the photo load pending.
    private func presenterStore(runner: SpeakEasyEffects = F.runner()) async -> TestStore<SpeakEasyApp> {
        let store = await pushedStore(runner: runner)
        await store.run(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), using: runner)
        store.receive(.message(.speakerFetched(ann), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(self.ann, image: .pending) }
        }
        return store
    }

    @Test func theSpeakerIsFetchedOnceAndThePhotoUpdatesTheRowWithoutARefetch() async {
        let runner = F.runner()
        let store = await presenterStore(runner: runner)
        #expect(store.pendingEffects == [RoutedEffect(.loadImage(ann), for: details)])
        await store.run(RoutedEffect(.loadImage(ann), for: details), using: runner)
        store.receive(.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(self.ann, image: .loaded(self.annPhoto)) }
        }
        #expect(store.pendingEffects.isEmpty)
        store.finish()
    }

    @Test func theEventDetailsShowTheTappedEvent() async {
        let store = await pushedStore()
        let screen = SpeakEasyApp().render(store.state)
        #expect(screen.navigationBar?.title == "Event Details")
        #expect(screen.navigationBar?.backButtonTitle == "Events")
        #expect(screen.activity == "loading the presenter")
        guard case .table(let table)? = screen.content.first?.kind else {
            Issue.record("Event Details shows no table")
            return
        }
        let source = table.dataSource
        #expect(table.style == .grouped)
        #expect(source.numberOfSections == 2)
        #expect([source.headerTitle(forSection: 0), source.headerTitle(forSection: 1)] == ["General Info", "Presenter"])
        #expect((0..<4).map { source.height(at: TableIndexPath(row: $0, section: 0)) } == [45, 45, 45, 85])
        #expect(source.cell(at: TableIndexPath(row: 0, section: 0)).text == F.events[0].name)
        #expect(source.cell(at: TableIndexPath(row: 1, section: 0)).text == "12/05/2012")
        #expect(source.cell(at: TableIndexPath(row: 2, section: 0)).text == F.events[0].location)
        #expect(source.cell(at: TableIndexPath(row: 3, section: 0)).cellElements.first?.frame == Rect(x: 15, y: 5, width: 290, height: 75))
        let presenter = source.cell(at: TableIndexPath(row: 0, section: 1))
        #expect(presenter.accessory == .disclosureIndicator)
        #expect(presenter.text == nil, "blank until the speaker arrives, as the seed sets the text in the fetch's completion")
        #expect(presenter.tapAction == nil)
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), feeding: [])
        store.finish()
    }

    @Test func tappingThePresenterRowWhileTheSpeakerLoadsDoesNothing() async {
        let store = await pushedStore()
        store.send(presenterRow)
        #expect(store.pendingEffects == [RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details)])
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), feeding: [])
        store.finish()
    }

    @Test func aFailedFetchSaysWhyKeepsTheEventsSpeakerNameAndATapFetchesAgain() async {
        let failing = F.runner(SampleBackendFailures(unreachableSpeakerKeys: ["ann-lee"]))
        let store = await pushedStore(runner: failing)
        await store.run(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), using: failing)
        store.receive(.message(.speakerFetchFailed(.unreachable), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .failed(.unreachable) }
            $0.navigation.presentAlert(speakEasyErrorAlert(.unreachable, on: self.details))
        }
        store.send(.touch(.tapAlertButton(0))) { _ = try? $0.navigation.dismissAlert() }
        let row = (F.details(store.state.navigation.top) ?? EventDetails(event: F.events[1])).presenterCell
        #expect(row.text == "Ann Lee")
        #expect(row.image == nil)
        #expect(row.tapAction == "fetch the presenter again")
        store.send(presenterRow) {
            $0.updateDetails(self.details) { $0.presenter = .loading }
        }
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), feeding: [.message(.speakerFetched(ann), to: details)])
        store.receive(.message(.speakerFetched(ann), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(self.ann, image: .pending) }
        }
        store.release(RoutedEffect(.loadImage(ann), for: details), feeding: [])
        store.finish()
    }

    @Test func aPhotoThatCannotBeLoadedLeavesTheRowWithoutOne() async {
        let runner = F.runner()
        let store = await F.loadedStore(runner: runner)
        let tom = F.speaker("tom-okafor")
        store.send(.touch(.tapRow(TableIndexPath(row: 3, section: 0)))) {
            $0.push(EventDetails(event: F.events[3]))
        }
        await store.run(RoutedEffect(.fetchSpeaker(rowKey: "tom-okafor"), for: details), using: runner)
        store.receive(.message(.speakerFetched(tom), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(tom, image: .pending) }
        }
        await store.run(RoutedEffect(.loadImage(tom), for: details), using: runner)
        let error = SpeakEasyBackendError.imageNotFound(speakerName: "Tom Okafor")
        store.receive(.message(.imageFailed(speakerKey: "tom-okafor", error), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(tom, image: .unavailable(error)) }
        }
        store.finish()
    }

    @Test func thePresenterRowPerformsEventPresenterSegueWithTheSpeakerAndPhoto() async {
        let store = await presenterStore()
        store.release(RoutedEffect(.loadImage(ann), for: details), feeding: [.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details)])
        store.receive(.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(self.ann, image: .loaded(self.annPhoto)) }
        }
        store.send(presenterRow) {
            $0.push(PresenterDetails(speaker: self.ann, image: .loaded(self.annPhoto)))
        }
        #expect(store.state.navigation.currentStack.backButtonTitle(in: SpeakEasyStoryboard.graph) == "Event Details")
        store.send(.touch(.tapBack)) { $0.navigation.pop() }
        store.finish()
    }

    @Test func aPresenterPushedBeforeThePhotoArrivedLoadsItItself() async {
        let store = await presenterStore()
        let presenter = F.secondPushID
        store.send(presenterRow) {
            $0.push(PresenterDetails(speaker: self.ann, image: .pending))
        }
        #expect(store.pendingEffects == [RoutedEffect(.loadImage(ann), for: details), RoutedEffect(.loadImage(ann), for: presenter)])
        store.release(RoutedEffect(.loadImage(ann), for: presenter), feeding: [.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: presenter)])
        store.receive(.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: presenter)) {
            $0.navigation.update(presenter, as: PresenterDetails.self) { $0.image = .loaded(self.annPhoto) }
        }
        store.release(RoutedEffect(.loadImage(ann), for: details), feeding: [.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details)])
        store.receive(.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details)) {
            $0.updateDetails(self.details) { $0.presenter = .loaded(self.ann, image: .loaded(self.annPhoto)) }
        }
        store.finish()
    }

    @Test func resultsForAPoppedEventDetailsAreDropped() async {
        let store = await pushedStore()
        store.send(.touch(.tapBack)) { $0.navigation.pop() }
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), feeding: [.message(.speakerFetched(ann), to: details)])
        store.receive(.message(.speakerFetched(ann), to: details))
        store.send(.message(.speakerFetchFailed(.unreachable), to: details))
        store.send(.message(.imageLoaded(speakerKey: "ann-lee", annPhoto), to: details))
        store.finish()
    }

    @Test func staleAndMismatchedResultsChangeNothing() async {
        let store = await presenterStore()
        // A second answer for a presenter already loaded starts nothing.
        store.send(.message(.speakerFetched(F.speaker("marcus-chen")), to: details))
        store.send(.message(.speakerFetchFailed(.unreachable), to: details))
        // A photo for another speaker is not this row's.
        store.send(.message(.imageLoaded(speakerKey: "marcus-chen", F.image("marcus-chen.png")), to: details))
        store.release(RoutedEffect(.loadImage(ann), for: details), feeding: [])
        store.finish()
    }

    @Test func theGeneralInfoRowsDoNothingWhenTapped() async {
        let store = await pushedStore()
        for row in 0..<4 {
            store.send(.touch(.tapRow(TableIndexPath(row: row, section: 0))))
        }
        store.release(RoutedEffect(.fetchSpeaker(rowKey: "ann-lee"), for: details), feeding: [])
        store.finish()
    }
}

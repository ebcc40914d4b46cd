import Foundation
import Testing
@testable import SeedApps
import Navigation
@testable import Presentation

/// The sample backend, its data and failure injection, the effect runner, the errors' wording
/// and the date format.
@Suite struct SpeakEasyBackendTests {
    typealias F = SpeakEasyFixtures

    @Test func theSampleDataHoldsWhatTheScreensNeed() {
        #expect(F.events.count >= 6)
        #expect(F.speakers.count >= 4)
        let keys = Set(F.speakers.map(\.rowKey))
        #expect(keys.count == F.speakers.count, "speaker keys are unique")
        #expect(F.events.allSatisfy { keys.contains($0.speakerKey) }, "every event's speaker exists")
        #expect(F.events.allSatisfy { event in F.speaker(event.speakerKey).name == event.speakerName })
        let missingPhotos = F.speakers.filter { F.data.images[$0.imageName] == nil }.map(\.name)
        #expect(missingPhotos == ["Tom Okafor"])
    }

    @Test func oneSummaryIsCutInTheEventCellAndOneDescriptionScrollsInTheDetails() {
        let summaries = F.events.map {
            TextLayout(text: $0.description, font: .system(14), width: 283, maximumHeight: 39, numberOfLines: 3)
        }
        #expect(summaries.contains { $0.isTruncated })
        let scrolling = F.events.filter { event in
            let layout = TextLayout(text: event.description, font: .system(12), width: 290 - 16, numberOfLines: 0, lineBreakMode: .wordWrap)
            return Double(layout.lines.count) * layout.lineHeight + 16 > 75
        }
        #expect(!scrolling.isEmpty)
    }

    @Test func theBackendServesTheSampleData() async throws {
        let backend = SampleSpeakEasyBackend()
        #expect(try await backend.fetchEvents() == FetchedList(F.events))
        #expect(try await backend.fetchSpeakers() == FetchedList(F.speakers))
        #expect(try await backend.fetchSpeaker(rowKey: "sofia-alvarez").name == "Sofia Alvarez")
        #expect(try await backend.loadImage(for: F.speaker("ann-lee")) == ImageAsset("ann-lee.png", size: Size(width: 120, height: 160)))
    }

    @Test func unknownKeysAndMissingPhotosAreTypedErrors() async {
        let backend = SampleSpeakEasyBackend()
        await #expect(throws: SpeakEasyBackendError.speakerNotFound(rowKey: "nobody")) {
            try await backend.fetchSpeaker(rowKey: "nobody")
        }
        await #expect(throws: SpeakEasyBackendError.imageNotFound(speakerName: "Tom Okafor")) {
            try await backend.loadImage(for: F.speaker("tom-okafor"))
        }
    }

    @Test func failurePlansCountCallsPerBackend() async throws {
        let failures = SampleBackendFailures(eventsFetch: .afterSuccesses(1), speakersFetch: .always, unreachableSpeakerKeys: ["ann-lee"])
        let backend = SampleSpeakEasyBackend(failures: failures)
        #expect(try await backend.fetchEvents() == FetchedList(F.events))
        await #expect(throws: SpeakEasyBackendError.unreachable) { try await backend.fetchEvents() }
        await #expect(throws: SpeakEasyBackendError.unreachable) { try await backend.fetchEvents() }
        await #expect(throws: SpeakEasyBackendError.unreachable) { try await backend.fetchSpeakers() }
        await #expect(throws: SpeakEasyBackendError.unreachable) { try await backend.fetchSpeaker(rowKey: "ann-lee") }
        #expect(try await backend.fetchSpeaker(rowKey: "marcus-chen").name == "Marcus Chen")
        // A fresh backend counts from zero.
        #expect(try await SampleSpeakEasyBackend(failures: failures).fetchEvents() == FetchedList(F.events))
    }

    @Test func failurePlanDecidesByCallNumber() {
        #expect(!FailurePlan.never.fails(onCall: 1))
        #expect(FailurePlan.always.fails(onCall: 1))
        #expect([1, 2, 3].map(FailurePlan.afterSuccesses(2).fails(onCall:)) == [false, false, true])
    }

    @Test func theRunnerTurnsEveryResultIntoAnAction() async {
        let ok = F.runner()
        let id = F.firstPushID
        #expect(await ok.run(RoutedEffect(.fetchEvents, for: id)) == [.message(.eventsFetched(FetchedList(F.events)), to: id)])
        #expect(await ok.run(RoutedEffect(.fetchSpeakers, for: id)) == [.message(.speakersFetched(FetchedList(F.speakers)), to: id)])
        #expect(
            await ok.run(RoutedEffect(.fetchSpeaker(rowKey: "nobody"), for: id)) == [.message(.speakerFetchFailed(.speakerNotFound(rowKey: "nobody")), to: id)])
        let tom = F.speaker("tom-okafor")
        #expect(
            await ok.run(RoutedEffect(.loadImage(tom), for: id)) == [
                .message(.imageFailed(speakerKey: "tom-okafor", .imageNotFound(speakerName: "Tom Okafor")), to: id)
            ])
        let failing = F.runner(SampleBackendFailures(eventsFetch: .always, speakersFetch: .always))
        #expect(await failing.run(RoutedEffect(.fetchEvents, for: id)) == [.message(.eventsFetchFailed(.unreachable), to: id)])
        #expect(await failing.run(RoutedEffect(.fetchSpeakers, for: id)) == [.message(.speakersFetchFailed(.unreachable), to: id)])
    }

    @Test func errorDescriptionsAreSentencesForAPerson() {
        let errors: [SpeakEasyBackendError] = [
            .unreachable, .speakerNotFound(rowKey: "k"), .imageNotFound(speakerName: "Ann Lee"),
            .serverError(statusCode: 503), .unreadableResponse("the date is not a date"),
        ]
        for error in errors {
            #expect(error.description.hasSuffix("."))
            #expect(!error.description.contains("SpeakEasyBackendError"))
        }
        #expect(SpeakEasyBackendError.imageNotFound(speakerName: "Ann Lee").description == "The photo of Ann Lee does not exist in the photo store.")
        #expect(SpeakEasyBackendError.serverError(statusCode: 503).description.contains("503"))
    }

    @Test func eventDatesAreMonthDayYearInUTC() {
        #expect(EventDateFormat.string(from: Date(timeIntervalSince1970: 0)) == "01/01/1970")
        #expect(EventDateFormat.string(from: Date(timeIntervalSince1970: 1_354_730_400)) == "12/05/2012")
        #expect(EventDateFormat.string(from: Date(timeIntervalSince1970: -1)) == "12/31/1969")
        #expect(EventDateFormat.string(from: EventDateFormat.date(year: 2012, month: 2, day: 29, hour: 23, minute: 59)) == "02/29/2012")
        #expect(EventDateFormat.string(from: EventDateFormat.date(year: 2000, month: 13, day: 1)) == "01/01/2001")
        #expect(EventDateFormat.string(from: Date(timeIntervalSince1970: .nan)) == "01/01/1970")
        #expect(EventDateFormat.date(year: 2012, month: 12, day: 5, hour: 18).timeIntervalSince1970 == 1_354_730_400)
        #expect(F.events[0].dateText == "12/05/2012")
    }

    @Test func dayConversionsRoundTripAcrossCenturies() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let date = Date(timeIntervalSince1970: Double(days) * 86_400 + 3_600)
            let day = EventDateFormat.civilDay(of: date)
            let back = EventDateFormat.date(year: day.year, month: day.month, day: day.day, hour: 1)
            #expect(back == date, "day \(days)")
        }
    }
}

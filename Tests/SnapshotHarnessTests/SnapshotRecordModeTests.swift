import Testing
@testable import Presentation
import SnapshotHarness

@Suite struct SnapshotRecordModeTests {
    @Test func defaultIsMissingOnADeveloperMachine() throws {
        #expect(try SnapshotRecordMode.resolve(environment: [:]) == .missing)
    }

    @Test func ciNeverRecordsWhateverIsAsked() throws {
        #expect(try SnapshotRecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try SnapshotRecordMode.resolve(environment: ["CI": "1", "SNAPSHOT_TESTING_RECORD": "all"]) == .never)
        #expect(try SnapshotRecordMode.resolve(environment: ["CI": "false"]) == .missing)
        #expect(try SnapshotRecordMode.resolve(environment: ["CI": ""]) == .missing)
    }

    @Test(arguments: SnapshotRecordMode.allCases)
    func readsEveryModeFromTheEnvironment(mode: SnapshotRecordMode) throws {
        #expect(try SnapshotRecordMode.resolve(environment: ["SNAPSHOT_TESTING_RECORD": mode.rawValue]) == mode)
        #expect(try SnapshotRecordMode.resolve(environment: ["SNAPSHOT_TESTING_RECORD": " \(mode.rawValue.uppercased()) "]) == mode)
    }

    @Test func rejectsATypo() {
        #expect(throws: SnapshotConfigurationError.invalidRecordMode("al")) {
            try SnapshotRecordMode.resolve(environment: ["SNAPSHOT_TESTING_RECORD": "al"])
        }
        #expect(SnapshotConfigurationError.invalidRecordMode("al").description.contains("all, failed, missing, never"))
    }
}

@testable import StoryboardImport
import Foundation
import Navigation
import Testing

/// Taps through every storyboard of a folder of real files gathered outside the repository
/// (`STORYBOARD_CORPUS=/path/to/folder swift test --filter CorpusExplorationTests`): the measure
/// behind the closing note of issue 27. The files' licences do not all allow keeping them here,
/// so CI runs the same exploration over the fixtures (`ImportedAppTests`) instead.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["STORYBOARD_CORPUS"] != nil, "STORYBOARD_CORPUS names no folder"))
struct CorpusExplorationTests {
    @Test func tapsReachTheScenesSeguesLeadToInEveryFile() throws {
        let folder = try #require(ProcessInfo.processInfo.environment["STORYBOARD_CORPUS"])
        let files = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".storyboard") }.sorted()
        var toReach = 0, reachedTotal = 0, filesRead = 0, otherPlatforms = 0
        var report: [String] = []
        for file in files {
            let result = Result { () throws(StoryboardImportError) in try StoryboardImporter().importFile(atPath: folder + "/" + file) }
            if case .failure(.otherPlatform) = result {
                otherPlatforms += 1
                continue
            }
            let imported = try result.get()
            filesRead += 1
            let explorer = ImportedAppExplorer(imported: imported)
            let (reached, failures) = explorer.explore()
            let wanted = explorer.scenesToReach
            toReach += wanted.count
            reachedTotal += wanted.intersection(reached).count
            let missed = wanted.subtracting(reached)
            if !missed.isEmpty || !failures.isEmpty {
                report.append(
                    "\(file): \(wanted.intersection(reached).count)/\(wanted.count); missed \(missed.map(\.rawValue).sorted()); failures \(failures.prefix(3))")
            }
        }
        print("corpus: \(files.count) files, \(filesRead) read, \(otherPlatforms) of other platforms; scenes reached by taps \(reachedTotal) of \(toReach)")
        report.forEach { print("  " + $0) }
        #expect(reachedTotal == toReach, "\(report.joined(separator: "\n"))")
    }
}

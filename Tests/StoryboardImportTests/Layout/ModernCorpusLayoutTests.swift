@testable import StoryboardImport
import Foundation
import Presentation
import Testing

/// The modern storyboards of `Fixtures/Storyboards/Modern` (Xcode 11 to 26, 11 repositories):
/// each scene laid out by its constraints on the file's own canvas gives back the frames
/// Interface Builder stored, for the share `Docs/AutoLayout.md` reports; no file crashes the
/// layout, and each lays out on today's iPhones without a view cut off the screen's width.
@Suite struct ModernCorpusLayoutTests {
    /// The files the manifest lists, as paths relative to the fixtures.
    static let files: [String] = {
        guard let manifest = try? String(contentsOfFile: StoryboardFixtures.path("Modern/MANIFEST.tsv"), encoding: .utf8) else { return [] }
        return manifest.split(separator: "\n").dropFirst().compactMap { line in
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            return columns.count > 2 ? "Modern/\(columns[0])/\(columns[1])" : nil
        }
    }()

    @Test func theManifestListsAtLeastThirtyFilesOfEightRepositories() {
        #expect(Self.files.count >= 30)
        #expect(Set(Self.files.map { $0.split(separator: "/")[1] }).count >= 8)
    }

    /// The figure README and `Docs/AutoLayout.md` give; a change to the layout that lowers it
    /// fails here (raise the floor when it rises).
    @Test func constrainedViewsAgreeWithInterfaceBuilder() throws {
        var summary = AgreementSummary()
        for file in Self.files {
            let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file))
            #expect(imported.format.build >= 15000, "\(file) is not from Xcode 11 or later")
            for scene in imported.scenes where !scene.constraints.isEmpty {
                summary.add(LayoutAgreement(scene, of: imported))
            }
        }
        #expect(summary.textIndependent.all > 350)
        #expect(summary.textIndependent.fraction >= 0.93, "\(summary)")
        #expect(summary.textDependent.fraction >= 0.51, "\(summary)")
    }

    @Test(arguments: ["iphone-se", "iphone-15", "iphone-16-pro-max"])
    func everyFileLaysOutOnTodaysIPhones(device: String) throws {
        let canvas = try #require(LayoutCanvas(named: device))
        for file in Self.files {
            let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file))
            let drawn = LayoutReport(imported), moved = LayoutReport(imported, canvas: canvas)
            for (before, after) in zip(drawn.scenes, moved.scenes) {
                let root = try #require(before.views.first), movedRoot = try #require(after.views.first)
                // A scene as wide as its canvas takes the new width; a freeform one keeps its own.
                let expected = root.frame?.width == drawn.canvas.width ? canvas.size.width : root.frame?.width
                #expect(movedRoot.frame?.width == expected, "\(file) \(after.scene)")
                #expect(after.views.count == before.views.count)
            }
        }
    }

    /// `storyboard show` pictures a scene drawn on any phone canvas (375x812, 414x896 ...) on a
    /// device that holds it, so no view is cut off at the 3.5-inch screen's edge.
    @Test func everyPhoneSizedSceneIsPicturedOnADeviceThatHoldsIt() throws {
        var pictured = 0
        for file in Self.files {
            let imported = try StoryboardImporter().importFile(atPath: StoryboardFixtures.path(file))
            for scene in imported.scenes {
                guard let root = scene.layoutViews.first(where: { $0.superview == nil })?.storedFrame?.size,
                    root.width > 320, root.width <= 440, root.height >= 480, root.height <= 956
                else { continue }
                let device = try #require(StoryboardCanvas.device(drawnOn: scene), "\(file) \(scene.id)")
                #expect(device.size.width >= root.width && device.size.height >= root.height, "\(file) \(scene.id)")
                let screen = StoryboardCanvas.screen(for: scene, in: imported)
                #expect(screen.content.allSatisfy { $0.frame.maxX <= screen.size.width + 0.5 }, "\(file) \(scene.id)")
                pictured += 1
            }
        }
        #expect(pictured > 100)
    }
}

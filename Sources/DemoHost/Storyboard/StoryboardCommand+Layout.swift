import Presentation
import StoryboardImport

extension StoryboardCommand {
    /// `storyboard layout FILE... [--all]`: lays every scene with constraints out on its file's
    /// canvas and compares the solved frames with the stored ones; prints each file's share of
    /// constrained views within half a point (views whose size rests on measuring text apart),
    /// each disagreement (every comparison with `--all`) and each layout problem, then the
    /// total. Exit status 0, or 2 when a file cannot be imported.
    func layout(_ arguments: [String]) -> Int32 {
        let listsAll = arguments.contains("--all")
        let files = arguments.filter { $0 != "--all" }
        guard !files.isEmpty, !files.contains(where: { $0.hasPrefix("--") }) else {
            errorOutput("layout needs at least one FILE.\n\n" + Self.usage)
            return 2
        }
        var total = AgreementTally()
        var status: Int32 = 0
        for file in files {
            let imported: ImportedStoryboard
            do {
                imported = try importer.importFile(atPath: file)
            } catch {
                errorOutput(Self.describe(error, file: file))
                status = 2
                continue
            }
            var tally = AgreementTally()
            var lines: [String] = []
            for scene in imported.scenes where !scene.constraints.isEmpty {
                let agreement = LayoutAgreement(scene, of: imported)
                tally.add(agreement)
                for comparison in agreement.comparisons where listsAll || !comparison.agrees {
                    let marks = (comparison.dependsOnText ? " text" : "") + (comparison.isMisplaced ? " misplaced" : "")
                    lines.append("  scene \(scene.id): \(comparison.id) stored \(Self.rect(comparison.stored)) solved \(Self.rect(comparison.solved))"
                        + " off \(PointFormat.string(comparison.distance))\(marks)")
                }
                lines += agreement.problems.map { "  scene \(scene.id): \($0)" }
            }
            output("\(file): \(tally)")
            lines.forEach(output)
            total.merge(tally)
        }
        if files.count > 1 { output("all \(files.count) files: \(total)") }
        return status
    }

    /// `x,y wxh`.
    static func rect(_ rect: Rect) -> String {
        "\(PointFormat.string(rect.minX)),\(PointFormat.string(rect.minY)) \(PointFormat.string(rect.width))x\(PointFormat.string(rect.height))"
    }
}

/// Counts of constrained views within half a point of their stored frames.
struct AgreementTally: CustomStringConvertible {
    var textIndependent = (agreeing: 0, all: 0)
    var textDependent = (agreeing: 0, all: 0)
    var misplaced = 0
    var problems = 0

    mutating func add(_ agreement: LayoutAgreement) {
        for comparison in agreement.comparisons {
            if comparison.isMisplaced { misplaced += 1 }
            if comparison.dependsOnText {
                textDependent.all += 1
                if comparison.agrees { textDependent.agreeing += 1 }
            } else {
                textIndependent.all += 1
                if comparison.agrees { textIndependent.agreeing += 1 }
            }
        }
        problems += agreement.problems.count
    }

    mutating func merge(_ other: AgreementTally) {
        textIndependent.agreeing += other.textIndependent.agreeing
        textIndependent.all += other.textIndependent.all
        textDependent.agreeing += other.textDependent.agreeing
        textDependent.all += other.textDependent.all
        misplaced += other.misplaced
        problems += other.problems
    }

    static func share(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "none" : "\(part) of \(whole) (\(Int((Double(part) / Double(whole) * 100).rounded()))%)"
    }

    var description: String {
        "text-independent \(Self.share(textIndependent.agreeing, textIndependent.all)), text-dependent \(Self.share(textDependent.agreeing, textDependent.all)) within 0.5 pt; "
            + "\(misplaced) marked misplaced, \(problems) layout problem\(problems == 1 ? "" : "s")"
    }
}

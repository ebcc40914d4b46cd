import AutoLayout
import Foundation
import Presentation
import StoryboardImport

extension StoryboardCommand {
    /// `storyboard layout FILE... [--all]`: lays every scene with constraints out on its file's
    /// canvas and compares the solved frames with the stored ones; prints each file's share of
    /// constrained views within half a point (views whose size rests on measuring text apart),
    /// each disagreement (every comparison with `--all`) and each layout problem, then the
    /// total. Exit status 0, or 2 when a file cannot be imported.
    func layout(_ arguments: [String]) -> Int32 {
        let listsAll = arguments.contains("--all"), printsSystems = arguments.contains("--systems")
        let files = arguments.filter { $0 != "--all" && $0 != "--systems" }
        guard !files.isEmpty, !files.contains(where: { $0.hasPrefix("--") }) else {
            errorOutput("layout needs at least one FILE.\n\n" + Self.usage)
            return 2
        }
        if printsSystems { return systems(files) }
        var total = AgreementSummary()
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
            var tally = AgreementSummary()
            var lines: [String] = []
            for scene in imported.scenes where !scene.constraints.isEmpty {
                let agreement = LayoutAgreement(scene, of: imported)
                tally.add(agreement)
                for comparison in agreement.comparisons where listsAll || !comparison.agrees {
                    let marks = (comparison.dependsOnText ? " text" : "") + (comparison.isMisplaced ? " misplaced" : "")
                    lines.append(
                        "  scene \(scene.id): \(comparison.id) stored \(Self.rect(comparison.stored)) solved \(Self.rect(comparison.solved))"
                            + " off \(PointFormat.string(comparison.distance))\(marks)")
                }
                lines += agreement.problems.map { "  scene \(scene.id): \($0)" }
            }
            output("\(file): \(tally)")
            lines.forEach(output)
            total.merge(tally)
        }
        if files.count > 1 { output("all \(files.count) files: \(total)") }
        if let fit = total.textWidthFit {
            let percent = Int((fit.withinHalfPoint * 100).rounded())
            let quartiles = fit.quartileRatios.map { "\(($0 * 1000).rounded() / 1000)" }.joined(separator: ", ")
            output(
                "text widths: \(fit.labels) one-line labels sized by their text; stored ÷ measured, quartiles \(quartiles); "
                    + "\(percent)% within 0.5 pt")
        }
        return status
    }

    /// `--systems`: each scene's linear system as JSON (`{"systems": [{"name", "variables",
    /// "constraints": [{"terms": [[name, coefficient]], "op", "constant", "priority"}]}]}`), the
    /// input `Scripts/scene-systems-kiwisolver.py` hands kiwisolver.
    private func systems(_ files: [String]) -> Int32 {
        var systems: [[String: Any]] = []
        for file in files {
            guard let imported = try? importer.importFile(atPath: file) else {
                errorOutput("\(file): cannot be imported; run `storyboard check \(file)` to see why.")
                return 2
            }
            for scene in imported.scenes where !scene.constraints.isEmpty {
                let layout = SceneLayout(scene, of: imported)
                var names: [String] = [], seen: Set<String> = []
                let constraints = layout.system.map { constraint -> [String: Any] in
                    for term in constraint.expression.terms where seen.insert(term.variable.name).inserted { names.append(term.variable.name) }
                    return [
                        "terms": constraint.expression.terms.map { [$0.variable.name, $0.coefficient] as [Any] },
                        "op": constraint.relation.rawValue, "constant": constraint.expression.constant, "priority": constraint.priority,
                    ]
                }
                systems.append(["name": "\((file as NSString).lastPathComponent) \(scene.id)", "variables": names, "constraints": constraints])
            }
        }
        guard let data = try? JSONSerialization.data(withJSONObject: ["systems": systems], options: [.sortedKeys]) else { return 2 }
        output(String(decoding: data, as: UTF8.self))
        return 0
    }

    /// `x,y wxh`.
    static func rect(_ rect: Rect) -> String {
        "\(PointFormat.string(rect.minX)),\(PointFormat.string(rect.minY)) \(PointFormat.string(rect.width))x\(PointFormat.string(rect.height))"
    }
}

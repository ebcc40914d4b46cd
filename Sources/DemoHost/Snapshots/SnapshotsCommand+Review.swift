import Foundation
import SnapshotHarness
import StoryboardHost

extension SnapshotsCommand {
    /// Where the references of `folder` are and what they are compared with: the
    /// `__Snapshots__` folder, its package, and the artifacts folder failing tests write to.
    private func setting(of folder: SnapshotFolder) -> (snapshots: String, package: SnapshotPackage, artifacts: String) {
        let snapshots = folder.snapshotsRoot ?? folder.resolvedPath
        let package = folder.package ?? SnapshotPackage(root: (snapshots as NSString).deletingLastPathComponent)
        // The record mode plays no part in where artifacts go, so a mistyped one cannot stop a review.
        var environment = terminal.environment
        environment[SnapshotRecordMode.environmentVariable] = nil
        let artifacts = (try? SnapshotEngine(package: package, environment: environment))?.artifactsDirectory ?? ""
        return (snapshots, package, artifacts)
    }

    /// The working tree's changes of references under `folder` (and `prefixes`, when given).
    private func workingTreeChanges(in folder: SnapshotFolder, prefixes: [String], orphans: Bool) async -> WorkingTreeChanges {
        let (snapshots, package, artifacts) = setting(of: folder)
        var orphanPaths: [String] = []
        if orphans {
            let claims = SnapshotClaims.scanning(testsDirectory: package.testsDirectory, catalogs: [catalog])
            orphanPaths = SnapshotOrphans(directory: snapshots).list(claims: claims)
        }
        let scope = prefixes.isEmpty && folder.prefix.isEmpty ? [] : (prefixes.isEmpty ? [folder.prefix] : prefixes)
        return await WorkingTreeChanges.gather(
            catalogs: [catalog], snapshotDirectory: snapshots, artifactsDirectory: artifacts, orphans: orphanPaths,
            including: { path in scope.isEmpty || scope.contains { path.hasPrefix($0) } })
    }

    /// Shows each reference that differs from what the code prints now, asks whether to accept
    /// it, and writes only the accepted ones. `q` or the end of input stops; nothing else is
    /// written or deleted.
    func review(in folder: SnapshotFolder, prefixes: [String]) async -> Int32 {
        let snapshots = setting(of: folder).snapshots
        let gathered = await workingTreeChanges(in: folder, prefixes: prefixes, orphans: false)
        for failure in gathered.failures { terminal.errorOutput("Cannot review \(failure)") }
        let changes = gathered.changes
        guard !changes.isEmpty else {
            terminal.output(
                "Every reference in \(snapshots)\(prefixes.isEmpty ? "" : " under " + prefixes.joined(separator: ", ")) matches what the code prints now; nothing to review."
            )
            return gathered.failures.isEmpty ? 0 : 1
        }
        var accepted: [String] = []
        var rejected = 0
        review: for (index, change) in changes.enumerated() {
            terminal.output("[\(index + 1)/\(changes.count)] \(change.path) (\(change.kind.rawValue))")
            terminal.output(ReviewReport.diffLines(of: change).map(TerminalText.safe).joined(separator: "\n"))
            while true {
                terminal.promptOutput("Accept \(change.path)? [y]es, [n]o, [q]uit: ")
                guard let answer = terminal.readLine()?.lowercased().trimmingCharacters(in: .whitespaces) else { break review }
                if !terminal.inputIsTerminal { terminal.output(answer) }
                switch answer {
                case "y", "yes":
                    do {
                        try change.accept(into: snapshots)
                        accepted.append(change.path)
                        terminal.output("Accepted: wrote \(change.path).")
                    } catch {
                        terminal.errorOutput(error.description)
                        return 1
                    }
                    continue review
                case "n", "no", "":
                    rejected += 1
                    terminal.output("Kept \(change.path) as it was.")
                    continue review
                case "q", "quit":
                    break review
                default:
                    terminal.output("Answer y (write the new text), n (keep the reference) or q (stop).")
                }
            }
        }
        let untouched = changes.count - accepted.count
        terminal.output(
            "Accepted \(accepted.count) of \(changes.count) (\(rejected) rejected, \(untouched - rejected) not reviewed); "
                + (accepted.isEmpty ? "nothing was written." : "wrote only " + accepted.joined(separator: ", ") + "."))
        return 0
    }

    /// Writes the review report: the working tree's changes (every scenario printed now, the
    /// artifacts failing tests left, the orphans), or with `--base REF` the references of the
    /// working tree against those of git revision REF.
    func report(in folder: SnapshotFolder, arguments: [String]) async -> Int32 {
        let (snapshots, package, _) = setting(of: folder)
        let out = Self.value(of: "--out", in: arguments) ?? (package.root as NSString).appendingPathComponent(".build/snapshot-report")
        let report: ReviewReport
        if let base = Self.value(of: "--base", in: arguments) {
            let before: [String: String]
            do {
                before = try GitReferences(packageRoot: package.root, snapshotsFolder: snapshots).references(at: base)
            } catch {
                terminal.errorOutput(error.description)
                return error.isUnknownRevision ? 2 : 1
            }
            let changes = ReferenceChange.between(base: before, head: WorkingTreeChanges.references(in: snapshots))
            report = ReviewReport(title: "\(base) → working tree", changes: changes)
        } else {
            let gathered = await workingTreeChanges(in: folder, prefixes: [], orphans: true)
            report = ReviewReport(title: "working tree", changes: gathered.changes, failures: gathered.failures)
        }
        do {
            let written = try report.write(to: out)
            terminal.output(report.summaryLine)
            terminal.output("Report: \(written.html)\nSummary for a pull request (\(report.markdown.utf8.count) characters): \(written.markdown)")
            return 0
        } catch {
            terminal.errorOutput(error.description)
            return 1
        }
    }

    /// The value after `flag`, the last one when it is repeated.
    static func value(of flag: String, in arguments: [String]) -> String? {
        arguments.indices.last { arguments[$0] == flag && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
    }

    /// The arguments that are neither flags nor flag values.
    static func positionals(_ arguments: ArraySlice<String>) -> [String] {
        var words: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument.hasPrefix("--") { skipNext = true; continue }
            words.append(argument)
        }
        return words
    }
}

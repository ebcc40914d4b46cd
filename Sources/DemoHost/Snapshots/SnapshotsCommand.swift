import Foundation
import SeedCatalog
import SnapshotHarness
import StoryboardHost

/// `snapshots orphans|prune|review|report`: the package's reference files. `orphans` and
/// `prune` find and delete the ones nothing claims; `review` walks through the references that
/// differ from what the code prints now and writes only the ones accepted; `report` writes the
/// review report (HTML and Markdown) of the working tree, or of the references against another
/// git revision (`--base REF`).
@MainActor
struct SnapshotsCommand {
    /// The catalog whose scenarios claim references.
    var catalog: ScenarioCatalog
    /// Where text goes, and where answers come from.
    var terminal: HostTerminal

    static let usage = """
        snapshots orphans|prune [--snapshots DIR]
               snapshots review [PATH-PREFIX...] [--snapshots DIR]
               snapshots report [--out DIR] [--base REF] [--snapshots DIR]
        """

    /// Runs the command and returns its exit status.
    func run(_ arguments: [String]) async -> Int32 {
        guard let verb = arguments.first, ["orphans", "prune", "review", "report"].contains(verb) else {
            terminal.errorOutput("snapshots takes `orphans`, `prune`, `review` or `report`. Usage: \(Self.usage)")
            return 2
        }
        let refusal =
            switch verb {
            case "review": UnexpectedArguments.message(in: arguments, positionals: Int.max, valueFlags: ["--snapshots"], usage: Self.usage)
            case "report": UnexpectedArguments.message(in: arguments, positionals: 1, valueFlags: ["--snapshots", "--out", "--base"], usage: Self.usage)
            default: UnexpectedArguments.message(in: arguments, positionals: 1, valueFlags: ["--snapshots"], usage: Self.usage)
            }
        if let refusal {
            terminal.errorOutput(refusal)
            return 2
        }
        let folder: SnapshotFolder
        switch Self.snapshotFolder(arguments) {
        case .success(let found): folder = found
        case .failure(let problem):
            // A package without references yet is no error: it is said on standard output.
            problem.status == 0 ? terminal.output(problem.message) : terminal.errorOutput(problem.message)
            return problem.status
        }
        switch verb {
        case "review": return await review(in: folder, prefixes: Self.positionals(arguments.dropFirst()))
        case "report": return await report(in: folder, arguments: arguments)
        default: return orphansOrPrune(verb, in: folder)
        }
    }

    /// `orphans` lists, `prune` deletes, the references nothing claims.
    private func orphansOrPrune(_ verb: String, in folder: SnapshotFolder) -> Int32 {
        let orphans = SnapshotOrphans(directory: folder.path)
        let directory = folder.path == folder.resolvedPath ? folder.path : "\(folder.path) (\(folder.resolvedPath))"
        let untouched = orphans.untouchedFiles()
        let untouchedNote = untouched.isEmpty ? "" : "\nNot reference files, never deleted:\n" + Self.indented(untouched)
        // What the catalog claims, and what plain assertions of the package's tests own.
        let package = folder.package ?? SnapshotPackage(root: folder.resolvedPath)
        let claims = SnapshotClaims.scanning(testsDirectory: package.testsDirectory, catalogs: [catalog])
        let undecided = orphans.undecided(claims: claims)
        let undecidedNote =
            undecided.isEmpty
            ? ""
            : "\nKept: named like a test's own references, but there is no "
                + "\(package.testsDirectory) folder to tell whether their tests still exist:\n" + Self.indented(undecided)
        if verb == "orphans" {
            let list = orphans.list(claims: claims)
            terminal.output(
                (list.isEmpty ? "No orphaned snapshots in \(directory)." : "Orphaned snapshots in \(directory):\n" + Self.indented(list))
                    + undecidedNote + untouchedNote)
            return 0
        }
        do {
            let removed = try orphans.remove(claims: claims)
            terminal.output(
                (removed.isEmpty ? "No orphaned snapshots in \(directory)." : "Removed from \(directory):\n" + Self.indented(removed))
                    + undecidedNote + untouchedNote)
            return 0
        } catch {
            terminal.errorOutput(error.description)
            if case .notASnapshotFolder = error { return 2 }
            return 1
        }
    }

    /// Why the snapshot commands have no folder to look in, and their exit status.
    struct SnapshotFolderProblem: Error {
        var message: String
        var status: Int32
    }

    /// The folder `--snapshots DIR` names (which must exist), else the `__Snapshots__` of the
    /// package the current folder is in.
    static func snapshotFolder(_ arguments: [String]) -> Result<SnapshotFolder, SnapshotFolderProblem> {
        if let index = arguments.firstIndex(of: "--snapshots") {
            guard index + 1 < arguments.count, !arguments[index + 1].isEmpty else {
                return .failure(
                    SnapshotFolderProblem(
                        message: "--snapshots needs a folder: the package's __Snapshots__ (or a folder inside it).", status: 2))
            }
            let folder = SnapshotFolder(arguments[index + 1])
            guard folder.exists else {
                return .failure(
                    SnapshotFolderProblem(
                        message: "There is no folder \(folder.path). Pass the package's __Snapshots__ (or a folder inside it) to --snapshots.",
                        status: 2))
            }
            return .success(folder)
        }
        guard let package = SnapshotPackage.enclosing(folder: FileManager.default.currentDirectoryPath) else {
            return .failure(
                SnapshotFolderProblem(
                    message: "Cannot find __Snapshots__: no Package.swift here or above. Run from the package folder or pass --snapshots DIR.",
                    status: 2))
        }
        let folder = SnapshotFolder(package.snapshotDirectory)
        guard folder.exists else {
            return .failure(
                SnapshotFolderProblem(
                    message: "The package at \(package.root) has no __Snapshots__ folder yet, so it has no references to check.", status: 0))
        }
        return .success(folder)
    }

    /// `paths`, one per line, indented two spaces.
    static func indented(_ paths: [String]) -> String {
        paths.map { "  " + $0 }.joined(separator: "\n")
    }
}

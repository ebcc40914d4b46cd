import Foundation

/// The reference files of a git revision, read with the `git` the machine has: what
/// `snapshots report --base REF` compares the working tree's references with. It reads the
/// repository only (`git ls-tree`, `git cat-file`); it never checks anything out.
struct GitReferences {
    /// The package's folder, inside a git work tree.
    var packageRoot: String
    /// The package's `__Snapshots__` folder.
    var snapshotsFolder: String

    /// Why a revision's references could not be read.
    struct Failure: Error, CustomStringConvertible {
        /// A sentence for the user.
        var description: String
        /// Whether git did not know the revision (a usage error rather than a failure).
        var isUnknownRevision = false
    }

    /// The references at `revision` (paths relative to `__Snapshots__`, to text).
    /// - Throws: ``Failure`` when git is missing, the folder is not in a repository or the
    ///   revision is unknown.
    /// - Complexity: one `git ls-tree` and one `git cat-file --batch` for all the files.
    func references(at revision: String) throws(Failure) -> [String: String] {
        guard !revision.hasPrefix("-") else { throw Failure(description: "--base takes a git revision, not \(revision).", isUnknownRevision: true) }
        let top = try git(["rev-parse", "--show-toplevel"], input: nil).trimmingCharacters(in: .newlines)
        let resolvedTop = URL(fileURLWithPath: top).resolvingSymlinksInPath().path
        let resolvedFolder = URL(fileURLWithPath: snapshotsFolder).resolvingSymlinksInPath().path
        guard resolvedFolder.hasPrefix(resolvedTop + "/") else {
            throw Failure(description: "\(snapshotsFolder) is not inside the git work tree at \(top).")
        }
        let inRepository = String(resolvedFolder.dropFirst(resolvedTop.count + 1))
        do {
            _ = try git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], input: nil)
        } catch {
            throw Failure(
                description: "git knows no revision \(revision) in \(top) (fetch it first, e.g. git fetch origin \(revision)).", isUnknownRevision: true)
        }
        let listing = try git(["ls-tree", "-r", "-z", "--name-only", revision, "--", inRepository + "/"], input: nil)
        let paths = listing.split(separator: "\0").map(String.init).filter { !$0.isEmpty }
        guard !paths.isEmpty else { return [:] }
        let batch = try gitBytes(["cat-file", "--batch"], input: paths.map { "\(revision):\($0)\n" }.joined())
        var texts: [String: String] = [:]
        var index = batch.startIndex
        for path in paths {
            // Each object: "<sha> blob <size>\n<content>\n", or "<name> missing\n".
            guard let newline = batch[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: batch[index..<newline], as: UTF8.self).split(separator: " ")
            index = newline + 1
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), index + size <= batch.endIndex else { continue }
            let relative = String(path.dropFirst(inRepository.count + 1))
            let extensionOK = relative.hasSuffix(".txt") || relative.hasSuffix(".svg") || relative.hasSuffix(".json")
            if extensionOK { texts[relative] = String(decoding: batch[index..<(index + size)], as: UTF8.self) }
            index += size + 1
        }
        return texts
    }

    private func git(_ arguments: [String], input: String?) throws(Failure) -> String {
        String(decoding: try gitBytes(arguments, input: input), as: UTF8.self)
    }

    private func gitBytes(_ arguments: [String], input: String?) throws(Failure) -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", packageRoot] + arguments
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do {
            try process.run()
        } catch {
            throw Failure(description: "Cannot run git (\(error.localizedDescription)); --base needs git on the PATH.")
        }
        if let input {
            // Written from another thread, so a large answer cannot block the writer.
            let data = Data(input.utf8)
            let writer = feed.fileHandleForWriting
            Thread.detachNewThread {
                writer.write(data)
                try? writer.close()
            }
        }
        let bytes = [UInt8](output.fileHandleForReading.readDataToEndOfFile())
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "git \(arguments.first ?? "") failed in \(packageRoot): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return bytes
    }
}

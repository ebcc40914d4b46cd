import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the script of `run <app> --script FILE`: a regular file, or anything else a shell
/// hands a program as a file name (`/dev/null`, a named pipe, `<(printf 'tap 0\n')`, which is
/// a `/dev/fd` path), read to its end with `read(2)`.
///
/// Foundation's `FileManager.contents(atPath:)` reads regular files only, so a pipe was
/// refused as "cannot read" though it could be read.
enum ScriptFile {
    /// Why a script could not be read, in words that say what to do.
    struct ReadError: Error, Equatable, CustomStringConvertible {
        /// The path as given.
        var path: String
        /// What went wrong (`no such file`, `it is a folder`, `permission denied`).
        var reason: String

        var description: String {
            "Cannot read the script \(TerminalText.echo(path)): \(reason)."
        }
    }

    /// The bytes of the file, pipe or device at `path`, read to its end.
    /// - Complexity: O(*n*) in the bytes read.
    static func contents(of path: String) -> Result<[UInt8], ReadError> {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return .failure(ReadError(path: path, reason: "it is a folder; pass a file of commands"))
        }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return .failure(ReadError(path: path, reason: reason(errno))) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .failure(ReadError(path: path, reason: reason(errno))) }
            if count == 0 { return .success(bytes) }
            bytes += chunk[0..<count]
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "there is no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a folder; pass a file of commands"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}

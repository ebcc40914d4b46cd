#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read.
public enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file could not be opened or read; `reason` is the system's message.
    case unreadable(path: String, reason: String)

    /// A sentence a person can act on.
    public var description: String {
        switch self {
        case let .unreadable(path, reason): "linediff: cannot read \(path): \(reason)"
        }
    }
}

/// A file's bytes and the standard streams, with the C library alone, so the tool starts
/// without loading Foundation: a whole process is what it is measured by.
public enum FileContents {
    /// Calls `body` with the bytes of the file at `path`: a regular file is mapped into
    /// memory (read-only, so nothing is copied; as git and ripgrep do, so a file truncated by
    /// another process while it is read ends the process), anything else (a pipe,
    /// `/dev/stdin`, an empty file) is read whole.
    /// - Complexity: O(1) to map a file, O(file size) to read one.
    public static func withContents<Result>(
        atPath path: String, _ body: (UnsafeRawBufferPointer) -> Result
    ) -> Swift.Result<Result, FileError> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.unreadable(path: path, reason: systemMessage())) }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0,
            let mapped = map(descriptor, size: Int(status.st_size))
        {
            defer { munmap(mapped, Int(status.st_size)) }
            return .success(body(UnsafeRawBufferPointer(start: mapped, count: Int(status.st_size))))
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(path: path, reason: systemMessage()))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
        return .success(bytes.withUnsafeBytes(body))
    }

    /// The file open as `descriptor` mapped read-only, its pages read in at once where the
    /// system can; nil if it cannot be mapped.
    private static func map(_ descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, size, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else { return nil }
        return address
    }

    /// Writes all of `bytes` to the file descriptor `descriptor`; false if writing failed.
    /// - Complexity: O(n).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// The C library's message for the current `errno`.
    private static func systemMessage() -> String {
        strerror(errno).map { String(cString: $0) } ?? "error \(errno)"
    }
}

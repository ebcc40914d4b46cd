import TextDiff

/// `linediff [-U N] OLD NEW`: the unified diff of two files, as `diff -u` prints it but
/// without timestamps in the header lines, computed by ``UnifiedDiff`` (always a shortest
/// script). Lines are compared and copied as bytes, so any file works, as with `diff --text`.
/// The exit status follows `diff`: 0 when the files are the same, 1 when they differ, 2 when
/// something is wrong (a file that cannot be read, bad arguments).
///
/// The command is a value with its file access injected, so the tests run it without files;
/// `main.swift` gives it the real one (``FileContents``) and writes what it returns.
public struct LineDiffCommand {
    /// What a run prints and the status it exits with.
    public struct Outcome: Equatable, Sendable {
        /// What goes to standard output: the diff, or the usage for `--help`.
        public var output: [UInt8] = []
        /// What goes to standard error: a message saying what is wrong.
        public var error: String = ""
        /// 0 same, 1 different, 2 trouble.
        public var status: Int32

        /// An outcome printing `output` and `error`, exiting with `status`.
        public init(output: [UInt8] = [], error: String = "", status: Int32) {
            self.output = output
            self.error = error
            self.status = status
        }
    }

    /// Calls the body with the bytes of the file at a path and returns what it returns, or
    /// says why the file cannot be read.
    public var withContents: (_ path: String, _ body: (UnsafeRawBufferPointer) -> Outcome) -> Result<Outcome, FileError>

    /// A command reading files with `withContents`, e.g. ``FileContents/withContents(atPath:_:)``.
    public init(withContents: @escaping (_ path: String, _ body: (UnsafeRawBufferPointer) -> Outcome) -> Result<Outcome, FileError>) {
        self.withContents = withContents
    }

    /// The help text.
    public static let usage = """
        Usage: linediff [-u] [-U LINES] OLD NEW

        Prints the unified diff turning the file OLD into NEW, as `diff -u OLD NEW` does
        (without timestamps), with a shortest edit script. Exit status: 0 if the files
        are the same, 1 if they differ, 2 if a file cannot be read or the arguments are
        wrong.

          -u                          the unified format, as `diff -u` (the only one)
          -U LINES, --unified=LINES   lines of context around each change (default 3)
          -h, --help                  show this help
        """

    /// Runs the command on `arguments` (without the program name).
    /// - Complexity: that of ``UnifiedDiff/format(oldBytes:newBytes:oldName:newName:context:)``
    ///   on the two files.
    public func run(_ arguments: [String]) -> Outcome {
        var context = 3
        var paths: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help":
                return Outcome(output: Array((LineDiffCommand.usage + "\n").utf8), status: 0)
            case "-u":
                continue  // the unified format is the only one: `diff -u` users type it
            case "-U", "--unified":
                guard let lines = remaining.popFirst().flatMap(LineDiffCommand.lineCount) else {
                    return trouble("\(argument) needs a number of lines, e.g. -U 3.")
                }
                context = lines
            case _ where argument.hasPrefix("--unified="):
                guard let lines = LineDiffCommand.lineCount(String(argument.dropFirst("--unified=".count))) else {
                    return trouble("--unified= needs a number of lines, e.g. --unified=3.")
                }
                context = lines
            case _ where argument.hasPrefix("-U"):
                guard let lines = LineDiffCommand.lineCount(String(argument.dropFirst(2))) else {
                    return trouble("-U needs a number of lines, e.g. -U3.")
                }
                context = lines
            case _ where argument.hasPrefix("-") && argument != "-":
                return trouble("Unknown option \(argument).")
            default:
                paths.append(argument)
            }
        }
        guard paths.count == 2 else {
            return trouble("linediff needs two files, got \(paths.count).")
        }
        let outcome = withContents(paths[0]) { old in
            let inner = withContents(paths[1]) { new in
                guard
                    let diff = UnifiedDiff.format(
                        oldBytes: old, newBytes: new, oldName: paths[0], newName: paths[1], context: context
                    )
                else { return Outcome(status: 0) }
                return Outcome(output: diff, status: 1)
            }
            return LineDiffCommand.outcome(inner)
        }
        return LineDiffCommand.outcome(outcome)
    }

    /// A non-negative number of lines, or nil.
    private static func lineCount(_ text: String) -> Int? {
        Int(text).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The outcome, or status 2 with the message of the file that could not be read.
    private static func outcome(_ result: Result<Outcome, FileError>) -> Outcome {
        switch result {
        case .success(let outcome): outcome
        case .failure(let error): Outcome(error: error.description + "\n", status: 2)
        }
    }

    /// A bad invocation: the message, the usage's first line, status 2.
    private func trouble(_ message: String) -> Outcome {
        Outcome(error: message + "\n" + "Usage: linediff [-U LINES] OLD NEW (linediff --help for more)\n", status: 2)
    }
}

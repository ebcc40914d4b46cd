#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import LineDiffCLI

// `swift run -c release linediff OLD NEW`: see LineDiffCommand.
let command = LineDiffCommand(withContents: { path, body in FileContents.withContents(atPath: path, body) })
let outcome = command.run(Array(CommandLine.arguments.dropFirst()))
if !FileContents.writeAll(outcome.output, to: STDOUT_FILENO) {
    _ = FileContents.writeAll(Array("linediff: cannot write the diff\n".utf8), to: STDERR_FILENO)
    exit(2)
}
_ = FileContents.writeAll(Array(outcome.error.utf8), to: STDERR_FILENO)
exit(outcome.status)

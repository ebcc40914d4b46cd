#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

import LineDiffCLI

// `swift run -c release linediff OLD NEW`: see LineDiffCommand.

#if canImport(Glibc)
// The diff allocates a few large arrays and frees some before allocating others. By default
// glibc maps each one of 128 KiB or more afresh and unmaps it when freed, so every page of
// every array faults in zeroed; served from the heap instead, the freed pages are used again
// (a fifth less time on two unrelated texts of 100,000 lines). `mallopt` is glibc's, declared
// in <malloc.h>, which Swift's Glibc module leaves out; its option numbers are glibc's ABI.
typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
    _ = mallopt(-3, 1 << 30)  // M_MMAP_THRESHOLD: map only allocations of a gigabyte or more
    _ = mallopt(-1, 1 << 30)  // M_TRIM_THRESHOLD: keep freed memory for the next allocation
}
#endif
let command = LineDiffCommand(withContents: { path, body in FileContents.withContents(atPath: path, body) })
let outcome = command.run(Array(CommandLine.arguments.dropFirst()))
if !FileContents.writeAll(outcome.output, to: STDOUT_FILENO) {
    _ = FileContents.writeAll(Array("linediff: cannot write the diff\n".utf8), to: STDERR_FILENO)
    exit(2)
}
_ = FileContents.writeAll(Array(outcome.error.utf8), to: STDERR_FILENO)
exit(outcome.status)

import Foundation

let tool = CommandLineTool(
    output: { print($0) },
    errorOutput: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
)
exit(await tool.run(Array(CommandLine.arguments.dropFirst())))

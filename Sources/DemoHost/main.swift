import Foundation
import StoryboardHost

// Both streams are written unbuffered, so output and errors keep their order in a pipe.
var tool = CommandLineTool(
    output: { text in FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8)) },
    errorOutput: { message in FileHandle.standardError.write(Data((message + "\n").utf8)) }
)
let standard = HostTerminal.standard
tool.editsLines = standard.editsLines
tool.errorOutputIsTerminal = standard.errorOutputIsTerminal
tool.terminalColumns = standard.columns
exit(await tool.run(Array(CommandLine.arguments.dropFirst())))

// The statecheck executable: streams, signals and the exit code. Everything
// else is in the StateCheck library (StateCheckCLI), where tests run it.
import StateCheckCLI
import StateCheckCommands
import StateCheck
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

let stopFlag = StopFlag()
nonisolated(unsafe) var interrupts = 0
signal(SIGINT, SIG_IGN)
let sigint = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
sigint.setEventHandler {
    interrupts += 1
    if interrupts > 1 { exit(130) }   // a second Ctrl-C ends at once
    stopFlag.stop()
}
sigint.resume()

/// This executable's path, for commands that measure in child processes.
func executablePath() -> String? {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath
}

var context = CommandContext(
    write: { FileHandle.standardOutput.write(Data($0.utf8)) },
    writeError: { FileHandle.standardError.write(Data($0.utf8)) },
    stdoutIsTerminal: isatty(1) != 0,
    stderrIsTerminal: isatty(2) != 0,
    stopFlag: stopFlag,
    executablePath: executablePath()
)
context.environment = ProcessInfo.processInfo.environment
let status = StateCheckCLI.main(Array(CommandLine.arguments.dropFirst()), context: context)
exit(status.rawValue)

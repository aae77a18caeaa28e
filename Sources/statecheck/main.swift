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

// Ctrl-C (SIGINT) and a CI cancel (SIGTERM) stop the exploration: the run
// reports what it explored (partial, unknown) and what it did not (not
// checked). A second signal ends the process at once.
let stopFlag = StopFlag()
nonisolated(unsafe) var interrupts = 0
var signalSources: [DispatchSourceSignal] = []
for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler {
        interrupts += 1
        if interrupts > 1 { exit(status) }
        stopFlag.stop()
    }
    source.resume()
    signalSources.append(source)
}

/// This executable's path, for commands that measure in child processes.
func executablePath() -> String? {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath
}

// Writes never trap: a full disk or /dev/full is reported once, with exit 2.
let standardOutput = StreamWriter(.standardOutput, name: "standard output")
let standardError = StreamWriter(.standardError, name: "standard error")
var context = CommandContext(
    write: standardOutput.write,
    writeError: standardError.write,
    stdoutIsTerminal: isatty(1) != 0,
    stderrIsTerminal: isatty(2) != 0,
    stopFlag: stopFlag,
    executablePath: executablePath()
)
context.environment = ProcessInfo.processInfo.environment
let status = StateCheckCLI.main(Array(CommandLine.arguments.dropFirst()), context: context)
if let failure = standardOutput.failure {
    standardError.write(failure + "\n")
    exit(ExitCode.usageOrModelError.rawValue)
}
exit(status.rawValue)

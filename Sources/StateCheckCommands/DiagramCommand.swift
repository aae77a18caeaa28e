import StateCheck
import Foundation

/// `statecheck diagram PATH`: the reachable state graph as DOT, Mermaid or SVG.
package enum DiagramCommand {
    static let spec = CommandSpec(
        name: "diagram",
        abstract: "Draw a design's reachable states (DOT, Mermaid, or SVG through Graphviz).",
        arguments: "PATH",
        options: [
            OptionSpec(["--format"], value: "dot|mermaid|svg", help: "Output format (default: dot).", allowed: ["dot", "mermaid", "svg"]),
            OptionSpec(["--highlight"], value: "property", help: "Draw this property's shortest violating trace in red, numbered."),
            OptionSpec(["--collapse"], help: "One node per enum case, edges labelled by events."),
            OptionSpec(["--output", "-o"], value: "file", help: "Write the diagram to this file instead of standard output."),
        ] + ExplorationLimits.options + [ModelChecking.threadsOption, ModelChecking.configOption, ModelChecking.strictOption],
        discussion: """
        PATH is one .model file, or a .swift file declaring one screen.
        States are grouped in one cluster per enum case and labelled with the model
        variables and what the screen shows. Above \(Diagram.readableStateLimit) states the diagram falls back
        to the collapsed view and says so. SVG needs Graphviz's 'dot'
        (apt-get install graphviz, or brew install graphviz).
        """
    )

    /// Why `--highlight property` highlights nothing in `design`: a
    /// sentence for each verdict that comes without a trace
    /// (`allCasesReachable holds for Case1After: nothing to highlight`).
    static func nothingToHighlight(_ property: String, verdict: Verdict, in design: String) -> String {
        switch verdict {
        case .holds: return "\(property) holds for \(design): nothing to highlight"
        case .violated: return "\(property) is violated for \(design) without a trace (it speaks of every reachable state): nothing to highlight"
        case .notApplicable: return "\(property) does not apply to \(design): nothing to highlight"
        case .unknown: return "\(property) is unknown for \(design) (the exploration stopped early): nothing to highlight"
        }
    }

    package static var command: Subcommand { Subcommand(spec: spec, run: run) }

    static func run(_ args: ParsedArguments, _ context: CommandContext) -> ExitCode {
        guard args.positionals.count == 1 else {
            context.writeError("error: 'diagram' takes one model file, e.g. statecheck diagram Models/case1-after.model\n")
            return .usageOrModelError
        }
        let limits: ExplorationLimits
        let threads: Int
        do {
            limits = try ExplorationLimits(args)
            threads = try ModelChecking.threads(args)
        } catch {
            context.writeError("error: \(error.message)\n")
            return .usageOrModelError
        }
        let highlight = args.value("--highlight")
        var checker = ModelChecking(properties: highlight.map { [$0] } ?? [], limits: limits, context: context, threads: threads)
        checker.configurationPath = args.value("--config")
        checker.strict = args.flags.contains("--strict")
        guard let checked = checker.run(args.positionals[0]) else { return .usageOrModelError }
        var trace: PropertyTrace?
        if let highlight, let p = checked.result[highlight] {
            trace = p.trace
            if trace == nil { context.writeError("note: \(Self.nothingToHighlight(highlight, verdict: p.verdict, in: checked.system.name))\n") }
        }
        guard let diagram = Diagram.build(checked.result.exploration, collapse: args.flags.contains("--collapse"), highlight: trace) else {
            return .usageOrModelError
        }
        if let caption = diagram.caption { context.writeError("note: \(caption)\n") }
        let text: String
        switch args.value("--format") ?? "dot" {
        case "mermaid":
            text = MermaidRenderer.render(diagram)
        case "svg":
            switch Graphviz.svg(DOTRenderer.render(diagram)) {
            case .success(let svg): text = svg
            case .failure(let problem):
                context.writeError("error: \(problem)\n")
                return .usageOrModelError
            }
        default:
            text = DOTRenderer.render(diagram)
        }
        guard let path = args.value("--output") else {
            context.write(text)
            return .success
        }
        do { try OutputFile.write(text, to: path) } catch {
            context.writeError("\(error)\n")
            return .usageOrModelError
        }
        return .success
    }
}

/// Runs Graphviz's `dot` to turn DOT into SVG.
enum Graphviz {
    /// Why SVG could not be made.
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The path of `dot` on `PATH`, if installed.
    static var dotPath: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin:/opt/homebrew/bin"
        for dir in path.split(separator: ":") {
            let candidate = String(dir) + "/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The SVG for `dot`, or why it could not be made.
    static func svg(_ dot: String) -> Result<String, Problem> {
        guard let tool = dotPath else {
            return .failure(Problem(description: "SVG needs Graphviz's 'dot', which is not installed: apt-get install graphviz (Debian, Ubuntu) or brew install graphviz (macOS); --format dot writes the DOT text instead"))
        }
        #if os(iOS) || os(tvOS) || os(watchOS)
        return .failure(Problem(description: "running Graphviz is not supported on this platform"))
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-Tsvg"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            return .failure(Problem(description: "could not run \(tool): \(error.localizedDescription)"))
        }
        // Read on another thread so a large SVG cannot fill the pipe and block dot.
        let collected = OutputCollector(output.fileHandleForReading)
        input.fileHandleForWriting.write(Data(dot.utf8))
        try? input.fileHandleForWriting.close()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let data = collected.wait()
        guard process.terminationStatus == 0 else {
            return .failure(Problem(description: "dot failed: " + (String(data: err, encoding: .utf8) ?? "exit \(process.terminationStatus)")))
        }
        return .success(String(decoding: data, as: UTF8.self))
        #endif
    }
}

/// Reads a file handle to its end on a background thread.
final class OutputCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

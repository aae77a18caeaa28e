import StateCheck
import StateCheckCommands
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of SPIN's `pan` on the paging model, as parsed from its output.
public struct SpinRun: Sendable, Equatable {
    /// `states, stored`.
    public var states: Int
    /// `transitions (= stored+matched)` minus one (SPIN counts the initial
    /// state once), i.e. comparable with the engine's transition count.
    public var transitions: Int
    /// Whether pan printed the transition count exactly: above about 10^8
    /// it prints `1.4000591e+08`, eight significant digits.
    public var transitionsExact: Bool = true
    /// `pan: elapsed time` in seconds.
    public var seconds: Double
    /// `total actual memory usage` as pan reports it, in bytes.
    public var reportedMemoryBytes: Int?
    /// The peak resident size of the `pan` process in bytes (from `wait4`
    /// on Linux), when known.
    public var peakMemoryBytes: Int?
    /// The CPU seconds (user + system) of the `pan` process (from `wait4` on
    /// Linux), when known.
    public var cpuSeconds: Double?

    /// States per second by pan's own clock.
    public var statesPerSecond: Double { seconds > 0 ? Double(states) / seconds : 0 }

    /// Parses pan's standard output.
    public static func parse(_ output: String) -> SpinRun? {
        var states: Int?, transitions: Int?, seconds: Double?, memory: Int?
        var exactTransitions = true
        for raw in output.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let first = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
            if line.hasSuffix("states, stored") { states = Int(first) }
            else if line.contains("transitions (= stored+matched)") {
                if let exact = Int(first) { transitions = exact - 1 } else if let approx = Double(first) {
                    transitions = Int(approx) - 1
                    exactTransitions = false
                }
            }
            else if line.hasSuffix("total actual memory usage") { memory = Double(first).map { Int($0 * 1_048_576) } }
            else if line.hasPrefix("pan: elapsed time") {
                let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if parts.count >= 4 { seconds = Double(parts[3]) }
            }
        }
        guard let states, let transitions, let seconds else { return nil }
        return SpinRun(states: states, transitions: transitions, transitionsExact: exactTransitions, seconds: seconds,
                       reportedMemoryBytes: memory, peakMemoryBytes: nil, cpuSeconds: nil)
    }
}

/// StateCheck and SPIN measured alternately on one paging size.
public struct SpinComparison: Sendable {
    /// The StateCheck runs, in order.
    public var statecheck: [PagingBenchmarkResult]
    /// The SPIN runs, in order (each right after the StateCheck run of the
    /// same index).
    public var spin: [SpinRun]
    /// The pan command line used.
    public var panCommand: String
    /// Whether a stop request (Ctrl-C) ended the rounds early: only the
    /// rounds measured in full (both tools) are kept.
    public var interrupted = false

    /// The fastest StateCheck run.
    public var bestStateCheck: PagingBenchmarkResult? { statecheck.min { $0.seconds < $1.seconds } }
    /// The fastest SPIN run.
    public var bestSpin: SpinRun? { spin.min { $0.seconds < $1.seconds } }

    /// Whether both tools found the closed-form counts.
    public var countsAgree: Bool {
        guard let sc = statecheck.first, let sp = spin.first else { return false }
        let transitionsAgree = sp.transitionsExact
            ? sp.transitions == sc.expectedTransitions
            : abs(Double(sp.transitions - sc.expectedTransitions)) <= 1e-7 * Double(sc.expectedTransitions) + 1
        return sc.countsMatch && sp.states == sc.expectedStates && transitionsAgree
    }

    /// StateCheck states/s over SPIN states/s, comparing the best runs.
    public var speedRatio: Double? {
        guard let a = bestStateCheck, let b = bestSpin, b.statesPerSecond > 0 else { return nil }
        return a.statesPerSecond / b.statesPerSecond
    }

    /// StateCheck states per CPU second over SPIN's, comparing the runs with
    /// the least CPU time: the fairer figure on a loaded machine.
    public var cpuSpeedRatio: Double? {
        guard let a = statecheck.compactMap(\.cpuSeconds).min(), let b = spin.compactMap(\.cpuSeconds).min(), a > 0 else { return nil }
        return b / a
    }

    /// StateCheck peak memory over SPIN peak memory (largest of each).
    public var memoryRatio: Double? {
        guard let a = statecheck.compactMap(\.peakMemoryBytes).max(),
              let b = spin.compactMap({ $0.peakMemoryBytes ?? $0.reportedMemoryBytes }).max(), b > 0 else { return nil }
        return Double(a) / Double(b)
    }

    /// A table for a terminal.
    public var text: String {
        func mb(_ b: Int?) -> String { b.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "?" }
        var lines: [String] = []
        if let first = statecheck.first {
            lines.append("paging N=\(first.screens) K=\(first.inFlight) P=\(first.pages); SPIN: \(panCommand)")
        }
        lines.append("run  tool        states      transitions  seconds   CPU s     states/s    peak memory")
        func cpu(_ c: Double?) -> String { c.map { String(format: "%7.3f", $0) } ?? "      ?" }
        for (i, sc) in statecheck.enumerated() {
            lines.append(String(format: "%3d  statecheck  %-10d  %-11d  %7.3f  %@  %10.0f    %@", i + 1, sc.states, sc.transitions, sc.seconds, cpu(sc.cpuSeconds), sc.statesPerSecond, mb(sc.peakMemoryBytes)))
            if i < spin.count {
                let sp = spin[i]
                lines.append(String(format: "%3d  spin        %-10d  %-11d  %7.3f  %@  %10.0f    %@ (pan reports %@)", i + 1, sp.states, sp.transitions, sp.seconds, cpu(sp.cpuSeconds), sp.statesPerSecond, mb(sp.peakMemoryBytes), mb(sp.reportedMemoryBytes)))
            }
        }
        lines.append("counts agree with the closed forms: \(countsAgree ? "yes" : "NO")")
        if let r = speedRatio { lines.append(String(format: "states/s ratio statecheck/spin (best runs, wall clock): %.2f", r)) }
        if let r = cpuSpeedRatio { lines.append(String(format: "states per CPU second ratio statecheck/spin (best runs): %.2f", r)) }
        if let r = memoryRatio { lines.append(String(format: "peak memory ratio statecheck/spin: %.3f", r)) }
        return lines.joined(separator: "\n")
    }

    /// One JSON document on one line (see ``BenchDocument``).
    public var json: String {
        func num(_ d: Double?) -> String { d.map { String(format: "%.4f", $0) } ?? "null" }
        let spinRuns = spin.map { sp in
            "{\"states\":\(sp.states),\"transitions\":\(sp.transitions),\"seconds\":\(String(format: "%.6f", sp.seconds)),"
                + "\"statesPerSecond\":\(String(format: "%.0f", sp.statesPerSecond)),\"peakMemoryBytes\":\(sp.peakMemoryBytes.map(String.init) ?? "null"),"
                + "\"reportedMemoryBytes\":\(sp.reportedMemoryBytes.map(String.init) ?? "null"),"
                + "\"cpuSeconds\":\(sp.cpuSeconds.map { String(format: "%.6f", $0) } ?? "null")}"
        }
        return BenchDocument.json(.compareSpin, "{\"statecheck\":[\(statecheck.map(\.json).joined(separator: ","))],\"spin\":[\(spinRuns.joined(separator: ","))],"
            + "\"countsAgree\":\(countsAgree),\"speedRatio\":\(num(speedRatio)),\"cpuSpeedRatio\":\(num(cpuSpeedRatio)),"
            + "\"memoryRatio\":\(num(memoryRatio))}", interrupted: interrupted)
    }

    /// Why a comparison could not run.
    public enum Failure: Error, CustomStringConvertible {
        /// `spin` or `gcc` is not on `PATH`.
        case missingTool(String)
        /// A step failed; the message says which.
        case failed(String)

        /// A sentence for standard error.
        public var description: String {
            switch self {
            case .missingTool(let t): return "\(t) is not on PATH (apt-get install -y spin gcc)"
            case .failed(let m): return m
            }
        }
    }

    /// Generates and compiles `pan` in a temporary directory, then runs
    /// StateCheck and pan alternately `rounds` times.
    ///
    /// SPIN is compiled with `gcc -O2 -DSAFETY -DNOREDUCE` and run with
    /// `-m` above the state count (its depth-first search can go that deep)
    /// and `-w` of `⌈log2 S_N⌉ + 3` hash bits, at most 25.
    ///
    /// Once `stopFlag` is set no round starts and a StateCheck run it
    /// stopped is dropped: the rounds measured in full are kept and
    /// ``interrupted`` is set (pan, started with Ctrl-C ignored as
    /// `statecheck` ignores it, finishes the run it is in).
    public static func run(_ system: PagingSystem, threads: Int = 1, rounds: Int = 3, stopFlag: StopFlag? = nil) -> Result<SpinComparison, Failure> {
        if stopFlag?.isStopped == true {
            return .success(SpinComparison(statecheck: [], spin: [], panCommand: "", interrupted: true))
        }
        guard let spinPath = which("spin") else { return .failure(.missingTool("spin")) }
        guard let gccPath = which("gcc") else { return .failure(.missingTool("gcc")) }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-spin-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try pagingPromela.write(to: dir.appendingPathComponent("paging.pml"), atomically: true, encoding: .utf8)
        } catch {
            return .failure(.failed("cannot write the model to \(dir.path): \(error)"))
        }
        defer { try? FileManager.default.removeItem(at: dir) }
        let defines = ["-DN=\(system.screens)", "-DK=\(system.inFlight)", "-DP=\(system.pages)"]
        guard runQuietly(spinPath, ["-a"] + defines + ["paging.pml"], in: dir) == 0 else {
            return .failure(.failed("spin -a failed"))
        }
        guard runQuietly(gccPath, ["-O2", "-DSAFETY", "-DNOREDUCE", "-w", "-o", "pan", "pan.c"], in: dir) == 0 else {
            return .failure(.failed("gcc failed to compile pan.c"))
        }
        let n = system.expectedStates
        var w = 1
        while (1 << w) < n { w += 1 }
        w = Swift.min(25, w + 3)
        let panArgs = ["-m\(n + 1000)", "-w\(w)"]
        var comparison = SpinComparison(statecheck: [], spin: [], panCommand: "spin -a \(defines.joined(separator: " ")); gcc -O2 -DSAFETY -DNOREDUCE; ./pan \(panArgs.joined(separator: " "))")
        for _ in 0..<Swift.max(1, rounds) {
            if stopFlag?.isStopped == true { comparison.interrupted = true; break }
            let statecheck = PagingBenchmark.run(system, threads: threads, stopFlag: stopFlag)
            if statecheck.interrupted { comparison.interrupted = true; break }
            let pan = dir.appendingPathComponent("pan").path
            let outPath = dir.appendingPathComponent("pan.out").path
            let (ran, peak, cpu) = runMeasured(pan, panArgs, in: dir, output: outPath)
            guard ran else {
                return .failure(.failed("pan did not run"))
            }
            guard let text = try? String(contentsOfFile: outPath, encoding: .utf8), var run = SpinRun.parse(text) else {
                return .failure(.failed("cannot parse pan's output"))
            }
            run.peakMemoryBytes = peak
            run.cpuSeconds = cpu
            comparison.statecheck.append(statecheck)
            comparison.spin.append(run)
        }
        return .success(comparison)
    }

    static func which(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static func runQuietly(_ tool: String, _ args: [String], in dir: URL) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = args
        process.currentDirectoryURL = dir
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `tool` with its output in `output`; returns the child's peak
    /// resident bytes where the platform reports it per child (Linux:
    /// `wait4`; `nil` elsewhere), or `nil` for `ran` when it could not run.
    static func runMeasured(_ tool: String, _ args: [String], in dir: URL, output: String) -> (ran: Bool, peak: Int?, cpu: Double?) {
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv: [UnsafeMutablePointer<CChar>?] = ([tool] + args).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, tool, &actions, nil, argv, environ) == 0 else { return (false, nil, nil) }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return (false, nil, nil) }
        return (true, Int(usage.ru_maxrss) * 1024, PeakMemory.seconds(usage.ru_utime) + PeakMemory.seconds(usage.ru_stime))
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = args
        process.currentDirectoryURL = dir
        guard FileManager.default.createFile(atPath: output, contents: nil),
              let handle = FileHandle(forWritingAtPath: output) else { return (false, nil, nil) }
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        do { try process.run() } catch { return (false, nil, nil) }
        process.waitUntilExit()
        return (true, nil, nil)
        #endif
    }
}

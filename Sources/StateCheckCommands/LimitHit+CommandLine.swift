import StateCheck

extension LimitHit {
    /// The limit worded for the command line: the flag that sets it, and its
    /// value as the flag takes it (`--max-states 200`).
    package var commandLineDescription: String {
        switch self {
        case .maxStates(let n): return "stopped at the state limit (--max-states \(n)): the result is partial"
        case .maxDepth(let d): return "states at depth \(d) were not expanded (--max-depth \(d)): the result is partial"
        case .timeout(let s): return "stopped at the time limit (--timeout \(formatSeconds(s))): the result is partial"
        case .interrupted: return description
        case .maxMemory(let b):
            return "stopped at the memory limit (--max-memory \(formatBytes(b))): the result is partial; raise --max-memory to explore further"
        }
    }
}

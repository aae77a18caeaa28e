import StateCheck
import StateCheckCommands
import Foundation

/// What `bench` shows while it measures and how it stops: a live
/// "states, states/s" line on a terminal's standard error during an
/// exploration, a line on standard error for each run that took longer than
/// ``slowRunSeconds``, and, after Ctrl-C (the context's stop flag), a note
/// saying how many of the runs were measured.
///
/// ```swift
/// let progress = BenchProgress(context: context)
/// let result = PagingBenchmark.run(system, stopFlag: progress.stopFlag, progress: progress.liveLine("paging"))
/// progress.clearLiveLine()
/// progress.finished(run: 1, of: 3, seconds: result.seconds)
/// ```
package final class BenchProgress {
    /// Runs slower than this get a line on standard error.
    package static let slowRunSeconds = 1.0

    private let context: CommandContext
    private var lineShown = false

    /// Progress for the command running in `context`.
    package init(context: CommandContext) {
        self.context = context
    }

    /// The flag Ctrl-C sets; explorations poll it.
    package var stopFlag: StopFlag { context.stopFlag }

    /// Whether Ctrl-C asked to stop.
    package var isStopped: Bool { context.stopFlag.isStopped }

    /// The live-line callback for an exploration labelled `label`, or nil
    /// when standard error is not a terminal (a redrawn line would litter a log).
    package func liveLine(_ label: String) -> ((ExplorationProgress) -> Void)? {
        guard context.stderrIsTerminal else { return nil }
        return { [self] p in
            lineShown = true
            context.writeError("\r\u{1B}[K\(label): \(p.states) states, \(p.transitions) transitions, depth \(p.depth), \(Int(p.statesPerSecond)) states/s")
        }
    }

    /// Erases the live line, if one is shown.
    package func clearLiveLine() {
        if lineShown { context.writeError("\r\u{1B}[K") }
        lineShown = false
    }

    /// After run `run` of `total`: a line on standard error when it took
    /// longer than ``slowRunSeconds``, so a long series shows it is moving
    /// even when standard output goes to a file.
    package func finished(run: Int, of total: Int, seconds: Double) {
        guard seconds > Self.slowRunSeconds else { return }
        context.writeError("bench: run \(run) of \(total) done in \(String(format: "%.2f", seconds)) s\n")
    }

    /// The note after Ctrl-C in a mode that measures in rounds (or files):
    /// `done` of `total` were measured in full, and `notMeasured` names
    /// the rest (by default the rounds after `done`).
    package func interrupted(measured done: Int, of total: Int, unit: String, notMeasured: String? = nil) {
        clearLiveLine()
        let plural = total == 1 ? unit : unit + "s"
        let rest = notMeasured ?? (total - done == 1 ? "\(unit) \(total)" : "\(unit)s \(done + 1) to \(total)")
        context.writeError("bench: interrupted: \(done) of \(total) \(plural) measured in full; not measured: \(rest)\n")
    }

    /// The note after Ctrl-C: `done` of `total` runs were measured in full;
    /// `partialShown`: the run it stopped was written too, marked partial.
    package func interrupted(after done: Int, of total: Int, partialShown: Bool) {
        clearLiveLine()
        let runs = "\(done) of \(total) run\(total == 1 ? "" : "s") measured in full"
        context.writeError("bench: interrupted: \(runs)" + (partialShown ? "; the run it stopped is written as partial" : "") + "\n")
    }
}

import Foundation

/// Ends a fuzz run whose current input hangs: a hang never returns, so the
/// loop cannot time it; a thread of this watchdog checks every half second
/// how long the current input has run, and past `limit` seconds reports the
/// input (with the command that reruns it) and exits with status 1.
final class FuzzWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    /// The input running and when it started; nil between inputs.
    private var current: (index: Int, start: Date)?
    /// Seconds after which an input is a hang.
    let limit: Double
    /// Writes the report of a hang (standard error).
    let report: (String) -> Void

    /// Starts the watchdog's thread.
    init(limit: Double, report: @escaping (String) -> Void) {
        self.limit = limit
        self.report = report
        let thread = Thread { [weak self] in
            while let self {
                Thread.sleep(forTimeInterval: 0.5)
                self.check()
            }
        }
        thread.start()
    }

    /// Input `index` starts now.
    func begin(_ index: Int) {
        lock.withLock { current = (index, Date()) }
    }

    /// The current input ended.
    func end() {
        lock.withLock { current = nil }
    }

    private func check() {
        let running = lock.withLock { current }
        guard let running, Date().timeIntervalSince(running.start) > limit else { return }
        report("fuzz: input \(running.index) hangs (more than \(Int(limit)) s): rerun it with --start \(running.index) --iterations 1 --print\nhangs: 1\n")
        exit(1)
    }
}

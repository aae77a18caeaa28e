/// The durations `Task.sleep` accepts, in nanoseconds of the discrete
/// clock: `.nanoseconds(n)`, `.microseconds(n)`, `.milliseconds(n)`,
/// `.seconds(n)` (a `Duration`), or a bare count of nanoseconds.
package enum SleepDuration {
    /// The units a `Duration` is written in, with their length in nanoseconds.
    package static let units: [(name: String, nanoseconds: Int)] = [
        ("nanoseconds", 1), ("microseconds", 1_000), ("milliseconds", 1_000_000), ("seconds", 1_000_000_000),
    ]

    /// `amount` of `unit` in nanoseconds; nil for an unknown unit, a
    /// negative amount or an overflow.
    package static func nanoseconds(_ amount: Int, unit: String) -> Int? {
        guard amount >= 0, let scale = units.first(where: { $0.name == unit })?.nanoseconds else { return nil }
        let (result, overflow) = amount.multipliedReportingOverflow(by: scale)
        return overflow ? nil : result
    }

    /// How the duration forms are written, for diagnostics.
    package static let forms = "'Task.sleep(for: .milliseconds(300))' (or .nanoseconds, .microseconds, .seconds), 'Task.sleep(nanoseconds: 300_000_000)' or 'Task.sleep(until: .now + .milliseconds(300))', with an integer literal"

    /// Formats `nanoseconds` in the largest unit that divides it: `300ms`, `1s`, `250ns`.
    package static func describe(_ nanoseconds: Int) -> String {
        if nanoseconds == 0 { return "0ms" }
        if nanoseconds % 1_000_000_000 == 0 { return "\(nanoseconds / 1_000_000_000)s" }
        if nanoseconds % 1_000_000 == 0 { return "\(nanoseconds / 1_000_000)ms" }
        if nanoseconds % 1_000 == 0 { return "\(nanoseconds / 1_000)µs" }
        return "\(nanoseconds)ns"
    }
}

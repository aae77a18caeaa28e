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

    /// `amount` written as a decimal literal (`0.5`, `1.25`) of `unit`, in
    /// nanoseconds: nil unless it is a whole number of nanoseconds.
    package static func nanoseconds(decimal amount: String, unit: String) -> Int? {
        let text = amount.replacingOccurrences(of: "_", with: "")
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let whole = Int(parts[0]), parts[1].allSatisfy(\.isNumber), !parts[1].isEmpty, parts[1].count <= 9,
              let fraction = Int(parts[1]), let scale = units.first(where: { $0.name == unit })?.nanoseconds,
              let wholeNanos = nanoseconds(whole, unit: unit) else { return nil }
        var divisor = 1
        for _ in 0..<parts[1].count { divisor *= 10 }
        let (scaled, overflow) = fraction.multipliedReportingOverflow(by: scale)
        guard !overflow, scaled % divisor == 0 else { return nil }
        return wholeNanos + scaled / divisor
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

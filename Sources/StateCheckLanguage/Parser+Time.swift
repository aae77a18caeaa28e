// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)` and `Task.sleep(until:)`:
// a wait on the environment's discrete clock, its duration a literal.

extension Parser {
    /// The arguments of `Task.sleep`, after `Task.sleep` (the current token
    /// is `(`); `location` is the `Task`.
    mutating func parseSleep(at location: SourceLocation) throws(ParseFailure) -> Expr {
        let arguments = try parseArguments()
        guard let nanoseconds = Self.sleepNanoseconds(arguments) else {
            throw failure("'Task.sleep' is read as \(SleepDuration.forms)", at: location)
        }
        return Expr(kind: .taskSleep(nanoseconds: nanoseconds), location: location)
    }

    /// The duration `arguments` give `Task.sleep`, in nanoseconds; a
    /// `clock:` or `tolerance:` argument after the first is ignored.
    static func sleepNanoseconds(_ arguments: [Argument]) -> Int? {
        guard let first = arguments.first,
              arguments.dropFirst().allSatisfy({ $0.label == "clock" || $0.label == "tolerance" }) else { return nil }
        switch first.label {
        case "nanoseconds":
            guard case .intLiteral(let n) = first.value.kind, n >= 0 else { return nil }
            return n
        case "for":
            return duration(first.value)
        case "until":
            guard case .binary(.plus, let now, let offset) = first.value.kind,
                  case .implicitMember("now", nil) = now.kind else { return nil }
            return duration(offset)
        default:
            return nil
        }
    }

    /// `.milliseconds(300)` and the other units, in nanoseconds.
    static func duration(_ e: Expr) -> Int? {
        guard case .implicitMember(let unit, let arguments?) = e.kind, arguments.count == 1, arguments[0].label == nil,
              case .intLiteral(let amount) = arguments[0].value.kind else { return nil }
        return SleepDuration.nanoseconds(amount, unit: unit)
    }
}

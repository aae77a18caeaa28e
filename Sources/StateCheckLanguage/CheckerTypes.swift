// The types the checker reasons with: the model's types plus the few
// internal ones (`nil`, ranges, the screen and step snapshots), and
// `unknown`, which silences follow-up errors after a first one.
import StateCheckEngine
import StateCheckScreens


/// A type during checking.
indirect enum CheckType: Hashable, Sendable {
    case bool, int, string, value, error, void
    case enumType(String)
    case optional(CheckType)
    /// `CheckedContinuation<T>`; `unknown` payload when not yet known.
    case continuation(CheckType)
    /// `Task<Void, Never>`: a task's handle.
    case task
    /// `[Task<Void, Never>]` (or `Set<…>`): a bag of at most `maxTasks` handles.
    case taskList
    /// The type of `nil` before context gives it one.
    case nilLiteral
    /// `a..<b` / `a...b`: only for `for` loops.
    case range
    /// `screen` in custom properties.
    case screen
    /// `before` / `after` in a `step`.
    case snapshot
    /// `event` in a `step`.
    case event
    /// Already diagnosed, or not knowable cheaply: compatible with everything.
    case unknown

    init(_ ref: TypeRef) {
        switch ref {
        case .bool: self = .bool
        case .int: self = .int
        case .string: self = .string
        case .value: self = .value
        case .error: self = .error
        case .void: self = .void
        case .named(let name): self = .enumType(name)
        case .optional(let inner): self = .optional(CheckType(inner))
        case .continuation(let inner): self = .continuation(CheckType(inner))
        case .task: self = .task
        case .taskList: self = .taskList
        }
    }

    /// How a user writes the type.
    var description: String {
        switch self {
        case .bool: return "Bool"
        case .int: return "Int"
        case .string: return "String"
        case .value: return "Value"
        case .error: return "Error"
        case .void: return "Void"
        case .enumType(let name): return name
        case .optional(let inner): return inner.description + "?"
        case .continuation(let inner): return "CheckedContinuation<\(inner == .unknown ? "_" : inner.description)>"
        case .task: return "Task<Void, Never>"
        case .taskList: return "[Task<Void, Never>]"
        case .nilLiteral: return "nil"
        case .range: return "Range<Int>"
        case .screen: return "Screen"
        case .snapshot: return "State"
        case .event: return "Event"
        case .unknown: return "_"
        }
    }

    /// The payload of an optional (the type itself otherwise).
    var unwrapped: CheckType {
        if case .optional(let inner) = self { return inner }
        return self
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// `T?`, without stacking a second `?` on an optional (Swift's `try?` and `?.` flatten).
    var flattenedOptional: CheckType {
        switch self {
        case .optional, .unknown: return self
        case .nilLiteral: return .nilLiteral
        default: return .optional(self)
        }
    }

    /// Whether a value of type `self` may be stored where `target` is expected.
    func isAssignable(to target: CheckType) -> Bool {
        if self == .unknown || target == .unknown || self == target { return true }
        switch (self, target) {
        case (.nilLiteral, .optional):
            return true
        case (.optional(let a), .optional(let b)):
            return a.isAssignable(to: b)
        case (_, .optional(let b)):
            return isAssignable(to: b)
        case (.continuation(let a), .continuation(let b)):
            return a.isAssignable(to: b) || b.isAssignable(to: a)
        default:
            return false
        }
    }

    /// Whether `==` can compare the two types.
    func isComparable(with other: CheckType) -> Bool {
        isAssignable(to: other) || other.isAssignable(to: self)
    }
}

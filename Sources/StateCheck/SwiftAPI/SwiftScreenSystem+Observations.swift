// What properties and reports read from a state of a Swift design (the
// `ScreenSystem` observations).
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage
import StateCheckReports


extension SwiftScreenSystem {
    /// The design's screen; `refreshSpinner` is appended while a
    /// `.refreshable` task is alive and not cancelled. An invisible view shows nothing.
    public func screen(of state: State) -> Screen {
        ScreenRuntime.screen(isVisible: state.isVisible, hasRefreshableTask: state.hasRefreshableTask) {
            design.screen(of: state.value)
        }
    }

    /// The live tasks, in canonical order.
    public func tasks(of state: State) -> [TaskSummary] { state.tasks.map(\.summary) }

    /// One api name per pending call, cancelled tasks' calls included.
    public func callsInFlight(of state: State) -> [String] { state.tasks.map(\.request.api) }

    /// None: a Swift design has no continuations.
    public func leakedContinuations(of state: State) -> [String] { [] }

    /// `Type.case` of every enum value found by reflection in the state and
    /// in the tasks' pending data (generic arguments dropped:
    /// `PagingDataState.paging`).
    public func enumCases(of state: State) -> Set<String> {
        var result = Set<String>()
        EnumReflection.collectCases(state.canonicalValue, into: &result)
        for t in state.tasks { EnumReflection.collectCases(t.request.pending, into: &result) }
        return result
    }

    /// The design's ``ScreenDesign/declaredEnumCases``.
    public var declaredEnumCases: [String] { design.declaredEnumCases }

    /// None: a Swift design's view is a function, not a checked block.
    public func viewBranches(of state: State) -> Set<Int> { [] }

    /// None.
    public var declaredViewBranches: [Int: String] { [:] }

    /// The state for traces: a struct state property by property, anything
    /// else as one variable named ``ScreenDesign/stateName``
    /// (`dataState = .success([p1, p2])`).
    public func variables(of state: State) -> [(name: String, value: String)] {
        let mirror = Mirror(reflecting: state.value)
        if mirror.displayStyle == .struct, !mirror.children.isEmpty {
            return mirror.children.enumerated().map { i, child in
                (child.label ?? "_\(i)", EnumReflection.describe(child.value))
            }
        }
        return [(design.stateName, EnumReflection.describe(state.value))]
    }

    /// The live tasks of `state`, described for traces, pages by their names:
    /// `page unstructured (tapFooterRetry) awaiting getPosts → p2 then .fetchMore(users: [p1])`.
    public func taskDescriptions(of state: State) -> [String] {
        state.tasks.map { t in
            var s = "\(t.role.rawValue) \(t.kind.rawValue)"
            if t.cancelled { s += " (cancelled)" }
            s += " (\(intents[t.intent])\(t.spawned ? ", spawned" : ""))"
            s += " awaiting \(t.request.api)"
            if let token = t.token { s += " → p\(state.pageName(token))" }
            let pending = t.request.pending.mapPages { PageList($0.pages.map(state.pageName)) }
            return s + " then " + EnumReflection.describe(pending)
        }
    }
}

/// Reflection helpers for rendering and covering a design's values.
enum EnumReflection {
    /// A value as a trace shows it: enum cases with a leading dot
    /// (`.pagingFailure([p1], URLError)`), `nil` for an empty optional.
    static func describe(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum?:
            if value is CustomStringConvertible { return String(describing: value) }
            return "." + String(describing: value)
        case .optional?:
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value)
        default:
            return String(describing: value)
        }
    }

    /// Inserts `Type.case` for every enum value nested in `value`.
    static func collectCases(_ value: Any, into result: inout Set<String>, depth: Int = 0) {
        guard depth < 32 else { return }
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            let type = String(describing: mirror.subjectType)
            let base = type.firstIndex(of: "<").map { String(type[..<$0]) } ?? type
            if let first = mirror.children.first, let label = first.label {
                result.insert("\(base).\(label)")
            } else {
                let text = String(describing: value)
                let name = text.firstIndex(of: "(").map { String(text[..<$0]) } ?? text
                result.insert("\(base).\(name)")
            }
        }
        for child in mirror.children {
            collectCases(child.value, into: &result, depth: depth + 1)
        }
    }
}

import StateCheckLanguage

/// Which generic components the folder's views use: a used component is read
/// inside each screen that calls it, not as a screen of its own.
struct ComponentUsage {
    /// `file#Name` of each component some view of the folder calls.
    private(set) var used: Set<String> = []
    /// `file#Name` of each view whose view calls a component.
    private(set) var callers: Set<String> = []

    static func key(_ t: SwiftModule.Located) -> String { "\(t.file)#\(t.decl.name)" }

    /// Reads every view of the module.
    init(module: SwiftModule) {
        for t in module.types where t.decl.keyword == .structKeyword {
            guard let body = ComponentCalls.body(of: t) else { continue }
            let calls = ComponentCalls.find(in: body, module: module, file: t.file)
            if !calls.isEmpty { callers.insert(Self.key(t)) }
            for c in calls { used.insert(Self.key(c.component)) }
        }
    }

    /// Whether a view of the folder calls `t` as a component.
    func isUsed(_ t: SwiftModule.Located) -> Bool { used.contains(Self.key(t)) }

    /// Whether `t`'s view calls a component (so it is a screen even without
    /// state of its own). An extension of that view in the same file shares
    /// its key but is no view.
    func callsComponent(_ t: SwiftModule.Located) -> Bool { t.decl.keyword == .structKeyword && callers.contains(Self.key(t)) }
}

import StateCheckEngine

/// The enum case each explored state holds in each enum-typed model
/// variable (a "case variable"): what ``Minimization`` and ``CoverageMatrix``
/// group states by.
///
/// A variable is a case variable when its declared type is a declared enum,
/// or an optional of one (``EnumDeclaring``); `nil` then counts as a case
/// of its own. Without declarations, a variable is one when every explored
/// value is rendered `.name…` or `nil` and at least one is `.name…`.
struct CaseLabelling: Sendable {
    /// One case variable.
    struct Variable: Sendable {
        /// The variable's name.
        var name: String
        /// The enum it holds, when known.
        var declaration: EnumDeclaration?
        /// Whether it is optional (`nil` is then a case).
        var isOptional: Bool
        /// The case of each state, by state id.
        var caseOf: [String]
        /// Every case, declared ones first in declaration order (then `nil`
        /// for an optional), then undeclared ones in first-seen order.
        var cases: [String]
        /// Declared cases that no explored state holds in this variable.
        var unheldCases: [String] {
            let held = Set(caseOf)
            return cases.filter { !held.contains($0) }
        }
        /// The cases held by some state, in ``cases`` order.
        var heldCases: [String] {
            let held = Set(caseOf)
            return cases.filter { held.contains($0) }
        }
    }

    /// The case variables, in declaration order.
    var variables: [Variable]

    /// The case named by a rendered value: `.success([p1])` → `success`,
    /// `nil` → `nil`; anything else is not a case.
    static func caseName(_ rendered: String) -> String? {
        if rendered == "nil" { return "nil" }
        guard rendered.hasPrefix(".") else { return nil }
        let body = rendered.dropFirst()
        let name = body.prefix { $0 != "(" }
        return name.isEmpty ? nil : String(name)
    }

    /// Labels every state of `exploration`.
    ///
    /// - Complexity: O(states · variables).
    init<S: ScreenSystem>(_ exploration: Exploration<S>) {
        let system = exploration.system
        let renderings = exploration.states.map { system.variables(of: $0) }
        let names = renderings.first?.map(\.name) ?? []
        let declaring = system as? any EnumDeclaring
        let declarations = declaring?.enumDeclarations ?? Self.declarations(from: system.declaredEnumCases)
        let typeNames = declaring?.variableTypeNames
        var result: [Variable] = []
        for (i, name) in names.enumerated() {
            var values: [String] = []
            values.reserveCapacity(renderings.count)
            var allCases = true, anyCase = false
            for r in renderings {
                let rendered = i < r.count ? r[i].value : ""
                if let c = Self.caseName(rendered) {
                    values.append(c)
                    if c != "nil" { anyCase = true }
                } else {
                    allCases = false
                    break
                }
            }
            var declaration: EnumDeclaration?
            var isOptional = false
            if let typeNames, i < typeNames.count {
                var t = typeNames[i]
                if t.hasSuffix("?") { t.removeLast(); isOptional = true }
                guard let d = declarations.first(where: { $0.name == t }), allCases else { continue }
                declaration = d
            } else {
                guard allCases, anyCase else { continue }
                let seen = Set(values).subtracting(["nil"])
                declaration = declarations.first { d in seen.isSubset(of: Set(d.cases.map(\.name))) }
                isOptional = values.contains("nil")
            }
            var cases = declaration?.cases.map(\.name) ?? []
            if isOptional { cases.append("nil") }
            for v in values where !cases.contains(v) { cases.append(v) }
            result.append(Variable(name: name, declaration: declaration, isOptional: isOptional, caseOf: values, cases: cases))
        }
        variables = result
    }

    /// Declarations without payloads, from `Type.case` names.
    static func declarations(from qualified: [String]) -> [EnumDeclaration] {
        var out: [EnumDeclaration] = []
        for q in qualified {
            guard let dot = q.firstIndex(of: ".") else { continue }
            let type = String(q[..<dot]), name = String(q[q.index(after: dot)...])
            if let i = out.firstIndex(where: { $0.name == type }) {
                out[i].cases.append(EnumCaseDeclaration(name: name))
            } else {
                out.append(EnumDeclaration(name: type, cases: [EnumCaseDeclaration(name: name)]))
            }
        }
        return out
    }
}

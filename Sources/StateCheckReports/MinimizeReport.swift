import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage

/// `statecheck minimize`: a ``Minimization`` as text, JSON or Swift source.
/// Pure functions of the result; deterministic.
///
/// ```text
/// Case2After: 28 states, 28 behaviours (states that no sequence of events tells apart on screen are one behaviour)
///
/// dataState: DataState — 6 cases, 6 reached
///   indistinguishable: none
///   look alike on screen, told apart by events:
///     …
///     retryLoading ≠ failure
///       from: errorView(URLError)
///       retryLoading reached by: load, fail getUser, cancel, load
///       failure reached by: load, fail getUser
///       after: refresh
///       retryLoading shows: errorView(URLError)
///       failure shows: errorView(URLError) + refreshSpinner
/// ```
package enum MinimizeReport {
    /// The human-readable report of every analysed model.
    public static func text(_ results: [Minimization]) -> String {
        results.map(text).joined(separator: "\n")
    }

    /// What the heading's count of behaviours counts: the bisimulation
    /// classes of the reachable states, said in the user's terms.
    static let behaviourMeaning = "(states that no sequence of events tells apart on screen are one behaviour)"

    /// The human-readable report of one model.
    public static func text(_ m: Minimization) -> String {
        var out = "\(m.name): \(m.stateCount) states, \(m.behaviourCount) behaviour\(m.behaviourCount == 1 ? "" : "s") " + behaviourMeaning
        out += m.isComplete ? "\n" : " (partial exploration: answers are indicative only)\n"
        if m.variables.isEmpty {
            out += "\nNo model variable holds an enum: there are no cases to merge.\n"
        }
        for v in m.variables {
            out += "\n\(v.variable): \(v.declaration?.name ?? "enum") — \(v.cases.count) case\(v.cases.count == 1 ? "" : "s"), \(v.reachedCases.count) reached\n"
            if !v.unreachedCases.isEmpty {
                out += "  never held: \(v.unreachedCases.joined(separator: ", "))\n"
            }
            if v.indistinguishable.isEmpty {
                out += "  indistinguishable: none\n"
            } else {
                for g in v.indistinguishable {
                    out += "  \(g.joined(separator: " ≡ ")): indistinguishable to the user: merge them\n"
                }
            }
            for p in v.interchangeable {
                out += "  \(p.joined(separator: " ⇄ ")): handled alike: swapping one for the other in any reachable state changes nothing the user sees; only the situation (the tasks in flight) tells them apart\n"
            }
            if v.distinctions.isEmpty {
                out += "  look alike on screen: no two distinguishable cases ever show the same screen\n"
            } else {
                out += "  look alike on screen, told apart by events:\n"
                for d in v.distinctions { out += describe(d) }
            }
            let others = v.neverLookAlike.count
            if others > 0 {
                out += "  \(others) other pair\(others == 1 ? "" : "s") of reached cases never show\(others == 1 ? "s" : "") the same screen\n"
            }
            if let e = v.suggestedEnum {
                out += "  suggested enum:\n" + e.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
            }
        }
        out += "\ndead cases: " + (m.deadCases.isEmpty ? "none" : m.deadCases.joined(separator: ", ")) + "\n"
        return out
    }

    /// One distinction, indented.
    static func describe(_ d: CaseDistinction) -> String {
        var out = "    \(d.left) ≠ \(d.right)\n"
        func shows(_ screens: [String]) -> String {
            screens.isEmpty ? "cannot take these steps" : "shows " + screens.joined(separator: " or ")
        }
        func reached(_ name: String, _ trace: [String]) -> String {
            "      \(name) reached by: " + (trace.isEmpty ? "(the start)" : trace.joined(separator: ", ")) + "\n"
        }
        switch d.reason {
        case .sequence(let screen, let events, let left, let right):
            out += "      from: \(screen)\n"
            out += reached(d.left, d.leftTrace) + reached(d.right, d.rightTrace)
            out += "      after: \(events.joined(separator: ", "))\n"
            out += "      \(d.left) \(shows(left))\n"
            out += "      \(d.right) \(shows(right))\n"
        case .branching(let screen):
            out += "      from: \(screen)\n"
            out += reached(d.left, d.leftTrace) + reached(d.right, d.rightTrace)
            out += "      they accept the same event sequences but branch differently\n"
        case .unmatched(let caseName, let screen):
            out += "      alike wherever they look alike, but only \(caseName) has the behaviour first seen showing \(screen)\n"
        }
        return out
    }

    /// The suggested enums as Swift source, one per enum-typed variable of
    /// every model, each under a comment naming the model and variable.
    public static func swift(_ results: [Minimization]) -> String {
        var parts: [String] = []
        for m in results {
            for v in m.variables {
                guard let e = v.suggestedEnum else { continue }
                parts.append("// \(m.name): \(v.variable)\n" + e)
            }
        }
        return parts.isEmpty ? "// no model variable holds a declared enum\n" : parts.joined(separator: "\n")
    }

    /// The results as JSON (fixed key order):
    ///
    /// ```text
    /// {"schemaVersion":1,"command":"minimize",
    ///  "models":[{"name","states","behaviours","complete","deadCases":[...],
    ///   "indistinguishableCases":[[...]],"interchangeableCases":[[...]],"variables":[{"variable","type",
    ///   "cases","reached","unreached","indistinguishable",
    ///   "distinctions":[{"left","right","leftTrace","rightTrace","kind","screen","events","leftShows","rightShows"}],
    ///   "neverLookAlike":[[left,right]],"interchangeable":[[left,right]],"suggestedEnum"}]}],
    ///  "warnings":[{"file","line","column","message"}]}
    /// ```
    ///
    /// `warnings` is written only when `warnings` holds one.
    public static func json(_ results: [Minimization], warnings: [Diagnostic] = []) -> String {
        let w = JSONWriter()
        func strings(_ a: [String]) { w.array(a) { w.raw(Escape.json($0)) } }
        w.object {
            w.header(command: "minimize")
            w.key("models")
            w.array(results) { m in
                w.object {
                    w.field("name", m.name)
                    w.field("states", m.stateCount)
                    w.field("behaviours", m.behaviourCount)
                    w.field("complete", m.isComplete)
                    w.key("deadCases"); strings(m.deadCases)
                    w.key("indistinguishableCases"); w.array(m.indistinguishableCases) { strings($0) }
                    w.key("interchangeableCases"); w.array(m.interchangeableCases) { strings($0) }
                    w.key("variables")
                    w.array(m.variables) { v in
                        w.object {
                            w.field("variable", v.variable)
                            w.key("type"); w.raw(v.declaration.map { Escape.json($0.name) } ?? "null")
                            w.key("cases"); strings(v.cases)
                            w.key("reached"); strings(v.reachedCases)
                            w.key("unreached"); strings(v.unreachedCases)
                            w.key("indistinguishable"); w.array(v.indistinguishable) { strings($0) }
                            w.key("distinctions")
                            w.array(v.distinctions) { d in
                                w.object {
                                    w.field("left", d.left)
                                    w.field("right", d.right)
                                    w.key("leftTrace"); strings(d.leftTrace)
                                    w.key("rightTrace"); strings(d.rightTrace)
                                    switch d.reason {
                                    case .sequence(let screen, let events, let left, let right):
                                        w.field("kind", "sequence")
                                        w.field("screen", screen)
                                        w.key("events"); strings(events)
                                        w.key("leftShows"); strings(left)
                                        w.key("rightShows"); strings(right)
                                    case .branching(let screen):
                                        w.field("kind", "branching")
                                        w.field("screen", screen)
                                    case .unmatched(let caseName, let screen):
                                        w.field("kind", "unmatched")
                                        w.field("case", caseName)
                                        w.field("screen", screen)
                                    }
                                }
                            }
                            w.key("neverLookAlike"); w.array(v.neverLookAlike) { strings($0) }
                            w.key("interchangeable"); w.array(v.interchangeable) { strings($0) }
                            w.key("suggestedEnum"); w.raw(v.suggestedEnum.map(Escape.json) ?? "null")
                        }
                    }
                }
            }
            w.warnings(warnings)
        }
        return w.text + "\n"
    }
}

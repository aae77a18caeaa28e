import StateCheckLanguage

/// What `statecheck inspect` prints for one screen: its state variables and
/// types, events with the Swift line defining each, apis, the view's
/// elements per branch, and every abstraction applied, with its line.
package enum ScreenInspection {
    /// The report of `screen`; `file` is the path to print.
    package static func render(_ screen: TranslatedScreen, file: String) -> String {
        let m = screen.model
        // `line 79` in the screen's file, `Models.swift:3` in another.
        func at(_ l: SourceLocation) -> String { l.cited(besideDesign: screen.file) }
        var out = "\(screen.name) (\(file):\(m.location.line))\n"
        out += "  state:\n"
        for v in m.variables {
            out += "    \(v.name): \(v.type.map(typeName) ?? "(inferred)") = \(expr(v.initial))  (\(at(v.location)))\n"
        }
        for c in m.rowCollections {
            out += "    \(c.name): \(c.spelling) = \(c.kind == .set ? "[]" : "[:]")  (\(at(c.location)))\n"
        }
        if !m.structs.isEmpty {
            out += "  structs:\n"
            for st in m.structs {
                let fields = st.fields.map { "\($0.name): \(typeName($0.type))" }
                out += "    \(st.name): \(fields.joined(separator: ", "))  (\(at(st.location)))\n"
            }
        }
        // A tuple type is named by its elements (the state line shows it): its labels are listed.
        let tuples = m.enums.filter { TupleType.isTuple($0.name) }
        if !tuples.isEmpty {
            out += "  tuples:\n"
            for t in tuples {
                let getters = m.extensions.first { $0.typeName == t.name }?.properties.map(\.name) ?? []
                out += "    \(t.name): \(getters.joined(separator: ", "))  (\(at(t.location)))\n"
            }
        }
        let enums = m.enums.filter { e in m.structDecl(named: e.name) == nil && !TupleType.isTuple(e.name) }
        if !enums.isEmpty {
            out += "  enums:\n"
            for e in enums {
                let cases = e.cases.map { c in c.payload.isEmpty ? c.name : "\(c.name)(\(c.payload.map { typeName($0.type) }.joined(separator: ", ")))" }
                out += "    \(e.name): \(cases.joined(separator: ", "))  (\(at(e.location)))\n"
            }
        }
        out += "  events:\n"
        for h in m.handlers {
            var line: String
            switch h.watch {
            case .taskID(let id)?: line = "    \(h.event) \(h.kind.rawValue)(id: \(expr(id)))"
            case .change(let c)?: line = "    change(\(expr(c.value))\(c.initial ? ", initial: true" : ""))"
            case nil: line = "    \(h.event)\(h.rowParameter.map { "(\($0))" } ?? "") \(h.kind.rawValue)"
            }
            if let role = h.role { line += " as \(role.rawValue)" }
            if let c = h.condition { line += " when \(expr(c))" }
            out += line + "  (\(at(h.location)))\n"
        }
        out += "  apis:\n"
        for a in m.apis {
            let params = a.parameters.map { p in (p.label == p.name ? "" : "\(p.label ?? "_") ") + "\(p.name): \(typeName(p.type))" }.joined(separator: ", ")
            out += "    \(a.name)(\(params))\(a.returnType.map { " -> \(typeName($0))" } ?? "")  (\(at(a.location)))\n"
        }
        out += "  view:\n"
        out += view(m.view ?? [], indent: "    ", at: at)
        out += "  abstractions:\n"
        // The screen's own file first, then the others by path.
        func key(_ l: SourceLocation) -> SourceLocation { l.file == screen.file ? SourceLocation(line: l.line, column: l.column) : l }
        for a in screen.summary.abstractions.sorted(by: { key($0.location) < key($1.location) }) {
            out += "    \(at(a.location)): \(a.rule)\n"
        }
        // Constructs outside the mapping read as presentation: listed only when there are some.
        if !screen.summary.presentation.isEmpty {
            out += "  presentation:\n"
            for a in screen.summary.presentation.sorted(by: { key($0.location) < key($1.location) }) {
                out += "    \(at(a.location)): \(a.rule)\n"
            }
        }
        return out
    }

    static func view(_ stmts: [Stmt], indent: String, at: (SourceLocation) -> String) -> String {
        var out = ""
        for s in stmts {
            switch s.kind {
            case .expression(let e):
                out += "\(indent)\(expr(e))  (\(at(s.location)))\n"
            case .ifStatement(let conds, let then, let elseBody, _):
                out += "\(indent)if \(conds.map(condition).joined(separator: ", ")):  (\(at(s.location)))\n"
                out += view(then, indent: indent + "  ", at: at)
                if let elseBody {
                    out += "\(indent)else:\n"
                    out += view(elseBody, indent: indent + "  ", at: at)
                }
            case .switchStatement(let subject, let cases):
                out += "\(indent)switch \(expr(subject)):  (\(at(s.location)))\n"
                for c in cases {
                    let head = c.isDefault ? "default" : "case " + c.patterns.map { pattern($0.kind) }.joined(separator: ", ")
                    out += "\(indent)  \(head):\n"
                    out += view(c.body, indent: indent + "    ", at: at)
                }
            default:
                out += "\(indent)…  (\(at(s.location)))\n"
            }
        }
        return out
    }

    static func condition(_ c: Condition) -> String {
        switch c {
        case .boolean(let e): return expr(e)
        case .optionalBinding(let name, let value, let isLet): return "\(isLet ? "let" : "var") \(name) = \(expr(value))"
        case .matches(let p, let e): return "case \(pattern(p.kind)) = \(expr(e))"
        }
    }

    static func pattern(_ p: PatternKind) -> String {
        switch p {
        case .wildcard: return "_"
        case .binding(let n): return "let \(n)"
        case .enumCase(let type, let name, let args):
            let a = args.map { "(" + $0.map { ($0.label.map { "\($0): " } ?? "") + pattern($0.pattern.kind) }.joined(separator: ", ") + ")" } ?? ""
            // A tuple pattern as Swift writes it: `(true, _)`.
            if type == nil, name == TupleType.caseName, let args, args.count > 1 { return a }
            return "\(type ?? "").\(name)\(a)"
        case .optionalSome(let inner): return pattern(inner) + "?"
        case .expression(let e): return expr(e)
        }
    }

    static func typeName(_ t: TypeRef) -> String { ModelPrinter.spelling(of: t) }

    static func expr(_ e: Expr) -> String {
        func args(_ a: [Argument]) -> String { a.map { ($0.label.map { "\($0): " } ?? "") + expr($0.value) }.joined(separator: ", ") }
        switch e.kind {
        case .boolLiteral(let b): return String(b)
        case .intLiteral(let n): return String(n)
        case .stringLiteral(let s): return "\"\(s)\""
        case .nilLiteral: return "nil"
        case .emptyValueLiteral: return "[]"
        case .identifier(let n): return n
        case .implicitMember(TupleType.caseName, let a?) where a.count > 1: return "(\(args(a)))"
        case .implicitMember(let n, let a): return "." + n + (a.map { "(\(args($0)))" } ?? "")
        case .member(let b, let n, let optional): return expr(b) + (optional ? "?." : ".") + n
        case .call(let c, let a): return "\(expr(c))(\(args(a)))"
        case .unary(let op, let x): return op.rawValue + expr(x)
        case .binary(let op, let l, let r): return "\(expr(l)) \(op.rawValue) \(expr(r))"
        case .ternary(let c, let t, let f): return "\(expr(c)) ? \(expr(t)) : \(expr(f))"
        case .isType(let x, let t): return "\(expr(x)) is \(t)"
        case .await(let x): return "await " + expr(x)
        case .try(let x, let optional): return (optional ? "try? " : "try ") + expr(x)
        case .withCheckedContinuation: return "withCheckedContinuation { … }"
        case .taskIsCancelled: return "Task.isCancelled"
        case .taskCheckCancellation: return "Task.checkCancellation()"
        case .taskSleep(let nanoseconds): return "Task.sleep(nanoseconds: \(nanoseconds))"
        case .spawnValue: return "Task { … }"
        case .mainActorHop: return "(reaching the main actor)"
        case .dismissScreen: return "dismiss()"
        case .forceUnwrap(let x): return expr(x) + "!"
        case .closure: return "{ … }"
        case .subscript(let b, let k): return "\(expr(b))[\(expr(k))]"
        }
    }
}

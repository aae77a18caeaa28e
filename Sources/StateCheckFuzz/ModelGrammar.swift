import StateCheck
import StateCheckCommands

/// Random programs from the model grammar: enums with payloads and an
/// extension, apis, variables, sync and async functions, handlers of every
/// kind, continuations, a view, custom properties, expectations and bounds.
/// They are typed as the checker wants, so (almost) all of them parse and
/// check and go on to the lowering and the interpreter.
struct ModelGrammar {
    /// A model type the generator uses.
    enum Ty: Equatable {
        case bool, int, value, error, optionalValue, optionalError, enumType(Int), optionalContinuation
    }

    struct EnumShape {
        var name: String
        var cases: [(name: String, payload: [Ty])]
    }

    struct Scope {
        var isAsync: Bool
        var mayReturn: Bool
        var inLoop = false
        /// Locals of type Value and Error in scope.
        var values: [String] = []
        var errors: [String] = []
    }

    var rng: SplitMix64
    var enums: [EnumShape] = []
    var vars: [(name: String, ty: Ty)] = []
    var apis: [(name: String, returnsValue: Bool, nonthrowing: Bool)] = []
    var asyncFunctions: [String] = []
    var syncFunctions: [String] = []
    var nextLocal = 0
    var budget = 0

    /// One program named `name`.
    static func program(_ rng: inout SplitMix64, name: String) -> String {
        var g = ModelGrammar(rng: rng)
        let text = g.program(name: name)
        rng = g.rng
        return text
    }

    // MARK: - Declarations

    mutating func program(name: String) -> String {
        var out = "/// A generated design.\nmodel \(name)\n\n"
        for i in 0..<rng.int(in: 1...3) {
            let returnsValue = rng.chance(70)
            let nonthrowing = rng.chance(15)
            apis.append(("api\(i)", returnsValue, nonthrowing))
            out += "api api\(i)()" + (returnsValue ? " -> Value" : "") + (nonthrowing ? " nonthrowing" : "") + "\n"
        }
        for e in 0..<rng.int(in: 0...2) {
            var shape = EnumShape(name: "E\(e)", cases: [("idle\(e)", [])])
            for c in 0..<rng.int(in: 1...4) {
                let payload: [Ty] = rng.pick([[], [.value], [.error], [.value, .error], [.bool], [.int]])
                shape.cases.append(("c\(e)x\(c)", payload))
            }
            enums.append(shape)
            out += "\nenum \(shape.name) {\n"
            for c in shape.cases {
                out += "    case \(c.name)" + (c.payload.isEmpty ? "" : "(" + c.payload.map(typeName).joined(separator: ", ") + ")") + "\n"
            }
            out += "}\n\nextension \(shape.name) {\n"
            out += "    var isIdle: Bool {\n        if case .\(shape.cases[0].name) = self { return true }\n        return false\n    }\n"
            out += "    mutating func reset() {\n        self = .\(shape.cases[0].name)\n    }\n}\n"
        }
        out += "\n"
        vars = [("flag0", .bool), ("count0", .int), ("data0", .optionalValue), ("error0", .optionalError)]
        if rng.chance(50) { vars.append(("flag1", .bool)) }
        for (i, _) in enums.enumerated() { vars.append(("state\(i)", .enumType(i))) }
        if rng.chance(30) { vars.append(("resumeHandle", .optionalContinuation)) }
        for v in vars { out += "var \(v.name): \(typeName(v.ty)) = \(initial(v.ty))\n" }
        out += "\n"
        let functionCount = rng.int(in: 1...3)
        asyncFunctions = (0..<functionCount).map { "fetch\($0)" }
        syncFunctions = rng.chance(50) ? ["update0"] : []
        let syncNames = syncFunctions
        syncFunctions = []   // no recursion through a sync function's own body
        for f in syncNames {
            budget = 12
            out += "func \(f)() {\n" + block(Scope(isAsync: false, mayReturn: true), indent: 1) + "}\n\n"
        }
        syncFunctions = syncNames
        for (i, f) in asyncFunctions.enumerated() {
            budget = 25
            // A function only awaits those declared after it: no endless recursion by construction.
            let saved = asyncFunctions
            asyncFunctions = Array(asyncFunctions.dropFirst(i + 1))
            out += "func \(f)() async {\n" + block(Scope(isAsync: true, mayReturn: true), indent: 1) + "}\n\n"
            asyncFunctions = saved
        }
        out += "on load .task { await \(asyncFunctions[0])() }\n"
        if rng.chance(50) { out += "on refresh .refreshable { await \(rng.pick(asyncFunctions))() }\n" }
        if rng.chance(30) {
            budget = 10
            out += "on page Task {\n" + block(Scope(isAsync: true, mayReturn: false), indent: 1) + "}\n"
        }
        if rng.chance(30) { budget = 6; out += "on cancel sync {\n" + block(Scope(isAsync: false, mayReturn: false), indent: 1) + "}\n" }
        for i in 0..<rng.int(in: 0...3) {
            let isAsync = rng.chance(60)
            budget = 10
            var header = "on tap\(i) " + (isAsync ? "Task" : "sync")
            if rng.chance(30) { header += " as " + rng.pick(["action", "page", "reload"]) }
            if rng.chance(50) { header += " when " + boolExpr(Scope(isAsync: false, mayReturn: false), depth: 1) }
            out += header + " {\n" + block(Scope(isAsync: isAsync, mayReturn: false), indent: 1) + "}\n"
        }
        if vars.contains(where: { $0.ty == .optionalContinuation }) {
            out += "on answer sync when resumeHandle != nil {\n    if let handle = resumeHandle {\n        resumeHandle = nil\n        handle.resume(returning: \(rng.chance(50)))\n    }\n}\n"
        }
        budget = 12
        out += "\nview {\n" + viewBlock(indent: 1, depth: 0) + "}\n\n"
        var customNames: [String] = []
        for i in 0..<rng.int(in: 0...2) {
            if rng.chance(50) {
                out += "invariant inv\(i): " + invariantExpr() + "\n"
                customNames.append("inv\(i)")
            } else {
                out += "step step\(i): " + stepExpr() + "\n"
                customNames.append("step\(i)")
            }
        }
        let names = ["contentKeptWhileReloading", "errorKeptWhileRetrying", "noDoubleSpinner", "pagesKeptOnPagingFailure",
                     "contentKeptOnFailedRefresh", "singleFlight", "noOrphanSpinner", "silentCancellation",
                     "noStaleOverwrite", "noLeakedTask", "recoverable", "exclusiveContentAndError", "allCasesReachable"] + customNames
        var expected = Set<String>()
        for _ in 0..<rng.int(in: 0...4) {
            let n = rng.pick(names)
            if expected.insert(n).inserted { out += "expect \(rng.chance(50) ? "holds" : "violated") \(n)\n" }
        }
        if rng.chance(40) { out += "bound maxTasks = \(rng.int(in: 1...4))\n" }
        if rng.chance(40) { out += "bound maxPages = \(rng.int(in: 1...4))\n" }
        // Every Int literal above lies in -16...3: the range must hold them (the checker says so).
        if rng.chance(40) { out += "bound intRange = \(rng.int(in: -20 ... -16))...\(rng.int(in: 3...6))\n" }
        return out
    }

    func typeName(_ t: Ty) -> String {
        switch t {
        case .bool: return "Bool"
        case .int: return "Int"
        case .value: return "Value"
        case .error: return "Error"
        case .optionalValue: return "Value?"
        case .optionalError: return "Error?"
        case .enumType(let i): return enums[i].name
        case .optionalContinuation: return "CheckedContinuation<Bool>?"
        }
    }

    func initial(_ t: Ty) -> String {
        switch t {
        case .bool: return "false"
        case .int: return "0"
        case .enumType(let i): return ".\(enums[i].cases[0].name)"
        default: return "nil"
        }
    }

    mutating func local(_ stem: String) -> String {
        nextLocal += 1
        return "\(stem)\(nextLocal)"
    }

    // MARK: - Statements

    mutating func block(_ scope: Scope, indent: Int) -> String {
        var out = ""
        var scope = scope
        for _ in 0..<rng.int(in: 1...4) where budget > 0 {
            budget -= 1
            out += statement(&scope, indent: indent)
        }
        return out.isEmpty ? String(repeating: "    ", count: indent) + "flag0 = \(rng.chance(50))\n" : out
    }

    mutating func statement(_ scope: inout Scope, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        let inner = String(repeating: "    ", count: indent + 1)
        var choices = Array(0...11)
        if scope.isAsync { choices += [20, 20, 21, 21, 22, 23, 24, 25, 26] }
        switch rng.pick(choices) {
        case 0:
            return pad + "\(rng.pick(boolVars)) = \(boolExpr(scope, depth: 0))\n"
        case 1:
            return pad + rng.pick(["count0 += 1", "count0 = count0 - 1", "count0 = \(rng.int(in: -2...3))", "count0 = -count0"]) + "\n"
        case 2:
            if let v = scope.values.last, rng.chance(60) {
                return pad + rng.pick(["data0 = \(v)", "data0 = (data0 ?? \(v)) + \(v)"]) + "\n"
            }
            return pad + rng.pick(["data0 = nil", "error0 = nil"]) + "\n"
        case 3:
            guard !enums.isEmpty else { return pad + "flag0 = !flag0\n" }
            let e = rng.next(below: enums.count)
            return pad + "state\(e) = \(enumValue(e, scope))\n"
        case 4, 5:
            guard budget > 0 else { return pad + "count0 += 1\n" }
            var out = pad + "if \(boolExpr(scope, depth: 0)) {\n" + block(scope, indent: indent + 1)
            if rng.chance(50) { out += pad + "} else {\n" + block(scope, indent: indent + 1) }
            return out + pad + "}\n"
        case 6:
            let v = local("page")
            var s = scope
            s.values.append(v)
            return pad + "if let \(v) = data0 {\n" + block(s, indent: indent + 1) + pad + "}\n"
        case 7:
            guard !enums.isEmpty, budget > 0 else { return pad + "flag0 = true\n" }
            return switchStatement(rng.next(below: enums.count), scope, indent: indent)
        case 8:
            if scope.mayReturn, rng.chance(50) { return pad + "guard \(boolExpr(scope, depth: 0)) else { return }\n" }
            if !syncFunctions.isEmpty, !scope.mayReturn || rng.chance(50) { return pad + "\(rng.pick(syncFunctions))()\n" }
            return pad + "flag0 = count0 > 0\n"
        case 9:
            guard !enums.isEmpty else { return pad + "error0 = nil\n" }
            return pad + "state\(rng.next(below: enums.count)).reset()\n"
        case 10:
            // Terminates: count0 only grows inside.
            return pad + "while count0 < \(rng.int(in: -1...3)) {\n" + inner + "count0 += 1\n" + (rng.chance(30) ? inner + "if flag0 { break }\n" : "") + pad + "}\n"
        case 11:
            guard budget > 0 else { return pad + "flag0 = false\n" }
            return pad + "Task {\n" + block(Scope(isAsync: true, mayReturn: false, values: scope.values, errors: scope.errors), indent: indent + 1) + pad + "}\n"
        case 20, 21:
            let api = rng.pick(apis)
            let call = "\(api.name)()"
            if api.nonthrowing {
                if api.returnsValue {
                    let v = local("answer")
                    scope.values.append(v)
                    return pad + "let \(v) = await \(call)\n"
                }
                return pad + "await \(call)\n"
            }
            let v = local("answer")
            let e = local("failure")
            var ok = scope
            if api.returnsValue { ok.values.append(v) }
            var failed = scope
            failed.errors.append(e)
            var out = pad + "do {\n"
            out += inner + (api.returnsValue ? "let \(v) = try await \(call)\n" : "try await \(call)\n")
            out += block(ok, indent: indent + 1)
            out += pad + "} catch {\n" + inner + "let \(e) = error\n"
            out += inner + "if \(e) is CancellationError { \(rng.chance(50) ? "error0 = nil" : "error0 = \(e)") } else { error0 = \(e) }\n"
            out += block(failed, indent: indent + 1) + pad + "}\n"
            return out
        case 22:
            let api = rng.pick(apis)
            if api.nonthrowing { return pad + (api.returnsValue ? "_ = " : "") + "await \(api.name)()\n" }
            return pad + (api.returnsValue ? "_ = " : "") + "try? await \(api.name)()\n"
        case 23:
            guard !asyncFunctions.isEmpty else { return pad + "flag0 = Task.isCancelled\n" }
            return pad + "await \(rng.pick(asyncFunctions))()\n"
        case 24:
            return pad + "if Task.isCancelled { " + (scope.mayReturn ? "return" : "flag0 = false") + " }\n"
        case 25:
            guard vars.contains(where: { $0.ty == .optionalContinuation }) else { return pad + "flag0 = Task.isCancelled\n" }
            let ok = local("answered")
            return pad + "let \(ok) = await withCheckedContinuation { handle in\n" + inner + "resumeHandle = handle\n" + pad + "}\n"
                + pad + "if \(ok) { flag0 = true }\n"
        default:
            return pad + "flag0 = Task.isCancelled\n"
        }
    }

    var boolVars: [String] { vars.filter { $0.ty == .bool }.map(\.name) }

    mutating func enumValue(_ e: Int, _ scope: Scope) -> String {
        let c = rng.pick(enums[e].cases)
        if c.payload.isEmpty { return ".\(c.name)" }
        var args: [String] = []
        for t in c.payload {
            switch t {
            case .value:
                guard let v = scope.values.last else { return ".\(enums[e].cases[0].name)" }
                args.append(v)
            case .error:
                guard let v = scope.errors.last else { return ".\(enums[e].cases[0].name)" }
                args.append(v)
            case .bool: args.append(rng.chance(50) ? "true" : "flag0")
            case .int: args.append(rng.chance(50) ? "count0" : String(rng.int(in: -2...2)))
            default: return ".\(enums[e].cases[0].name)"
            }
        }
        return ".\(c.name)(" + args.joined(separator: ", ") + ")"
    }

    mutating func switchStatement(_ e: Int, _ scope: Scope, indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        var out = pad + "switch state\(e) {\n"
        let withDefault = rng.chance(30)
        for (i, c) in enums[e].cases.enumerated() {
            if withDefault, i > 0, rng.chance(50) { continue }
            var s = scope
            var pattern = "." + c.name
            if !c.payload.isEmpty {
                var binds: [String] = []
                for t in c.payload {
                    switch t {
                    case .value: let n = local("page"); s.values.append(n); binds.append("let \(n)")
                    case .error: let n = local("failure"); s.errors.append(n); binds.append("let \(n)")
                    default: binds.append("_")
                    }
                }
                pattern += "(" + binds.joined(separator: ", ") + ")"
            }
            out += pad + "case \(pattern):\n" + block(s, indent: indent + 1)
        }
        if withDefault { out += pad + "default:\n" + block(scope, indent: indent + 1) }
        return out + pad + "}\n"
    }

    // MARK: - Expressions

    mutating func boolExpr(_ scope: Scope, depth: Int) -> String {
        var choices: [String] = boolVars + ["count0 > 0", "count0 == \(rng.int(in: -1...2))", "data0 == nil", "data0 != nil",
                                            "error0 != nil", "true", "!\(rng.pick(boolVars))", "data0?.isEmpty == false"]
        for i in enums.indices { choices.append("state\(i).isIdle"); choices.append("!state\(i).isIdle") }
        if scope.isAsync { choices.append("Task.isCancelled") }
        if let v = scope.values.last { choices.append("\(v).count > 1") }
        if let e = scope.errors.last { choices.append("\(e) is CancellationError") }
        let atom = rng.pick(choices)
        guard depth < 2, rng.chance(30) else { return atom }
        return "(\(atom) \(rng.pick(["&&", "||"])) \(boolExpr(scope, depth: depth + 1)))"
    }

    mutating func invariantExpr() -> String {
        rng.pick([
            "!(screen.spinner && screen.errorView)", "screen.content == nil || !screen.errorView",
            "!flag0 || data0 != nil", "count0 >= -16", "!screen.spinner || screen.visible",
            "error0 == nil || data0 == nil", "screen.blank || screen.content != nil || screen.errorView || screen.spinner || !screen.visible",
        ])
    }

    mutating func stepExpr() -> String {
        rng.pick([
            "before.screen.content == nil || after.screen.content != nil",
            "event.name == \"load\" || before.flag0 == after.flag0 || true",
            "!(before.screen.errorView && after.screen.spinner)",
            "before.count0 <= after.count0 || event.name != \"tap0\"",
        ])
    }

    // MARK: - View

    mutating func viewBlock(indent: Int, depth: Int, values: [String] = [], errors: [String] = []) -> String {
        let pad = String(repeating: "    ", count: indent)
        var out = ""
        for _ in 0..<rng.int(in: 1...4) where budget > 0 {
            budget -= 1
            switch rng.next(below: 9) {
            case 0:
                out += pad + rng.pick(["blank", "spinner", "footerSpinner", "footerError", "errorView", "mark(\"m\")",
                                       "alert(\"Retry\")", "button(\"Save\", disabled: flag0)"]) + "\n"
            case 1:
                let v = local("page")
                out += pad + "if let \(v) = data0 {\n" + pad + "    content(\(v))\n" + pad + "}"
                out += rng.chance(50) ? " else {\n" + pad + "    blank\n" + pad + "}\n" : "\n"
            case 2:
                let e = local("failure")
                out += pad + "if let \(e) = error0 { \(rng.pick(["errorView", "banner", "footerError"]))(\(e)) }\n"
            case 3 where depth < 3:
                out += pad + "if \(boolExpr(Scope(isAsync: false, mayReturn: false), depth: 1)) {\n"
                out += viewBlock(indent: indent + 1, depth: depth + 1, values: values, errors: errors)
                if rng.chance(50) { out += pad + "} else {\n" + viewBlock(indent: indent + 1, depth: depth + 1, values: values, errors: errors) }
                out += pad + "}\n"
            case 4 where !enums.isEmpty && depth < 3:
                let e = rng.next(below: enums.count)
                out += pad + "switch state\(e) {\n"
                for c in enums[e].cases {
                    var vs = values, es = errors
                    var pattern = "." + c.name
                    if !c.payload.isEmpty {
                        var binds: [String] = []
                        for t in c.payload {
                            switch t {
                            case .value: let n = local("page"); vs.append(n); binds.append("let \(n)")
                            case .error: let n = local("failure"); es.append(n); binds.append("let \(n)")
                            default: binds.append("_")
                            }
                        }
                        pattern += "(" + binds.joined(separator: ", ") + ")"
                    }
                    var body = ""
                    if let v = vs.last { body = "content(\(v))" } else if let e = es.last { body = "errorView(\(e))" } else { body = rng.pick(["blank", "spinner"]) }
                    out += pad + "case \(pattern):\n" + pad + "    " + body + "\n"
                }
                out += pad + "}\n"
            case 5 where !enums.isEmpty:
                let e = rng.next(below: enums.count)
                out += pad + "if case .\(rng.pick(enums[e].cases).name) = state\(e) { spinner }\n"
            default:
                out += pad + "if \(rng.pick(boolVars)) { spinner }\n"
            }
        }
        return out.isEmpty ? pad + "blank\n" : out
    }
}

@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage

// A test of a value the screen does not decide (`user.isAdmin`,
// `guard let id = item.courseID`, `rows.isEmpty` of an input) cannot be
// evaluated, and picking one outcome would drop behaviours. It is read as a
// Bool variable of its own, an assumption, that the environment may flip
// at any time (the event `assume_…`, named after the test, so a trace says
// where it relied on one): every outcome is explored, whenever the parent
// could change it. One variable per distinct test, so two reads of one test
// agree.

extension ScreenBuilder {
    /// Whether `e` tests only values the screen does not decide: it reads an
    /// opaque value (``opaqueRoot(_:)``), starts nothing and changes nothing
    /// (the screen's methods it calls only read).
    func isOpaqueTest(_ e: SwiftExpr) -> Bool {
        guard !configuration.strict, !hasEffects(e) || readsOnly(e, visiting: []) else { return false }
        var opaque = false
        e.forEachExpression { x in
            if !opaque, opaqueRoot(x) != nil { opaque = true }
        }
        return opaque
    }

    /// A condition's expression: `&&`, `||` and `!` read part by part, an
    /// opaque test as its assumption (``assumption(_:at:)``), the rest as any expression.
    mutating func conditionExpression(_ e: SwiftExpr) -> Expr? {
        let loc = e.location
        switch e.kind {
        case .binary(let op, let l, let r) where op == "&&" || op == "||":
            guard let a = conditionExpression(l), let b = conditionExpression(r) else { return nil }
            return Expr(kind: .binary(op == "&&" ? .and : .or, a, b), location: loc)
        case .prefixOperator("!", let inner):
            guard let a = conditionExpression(inner) else { return nil }
            return Expr(kind: .unary(.not, a), location: loc)
        default:
            if let test = errorCaseTest(e) { return test }
            if isOpaqueTest(e) { return assumption(SwiftSyntaxDump.describe(e), at: loc) }
            return expression(e)
        }
    }

    /// The assumption variable standing for the test `text`, declared (with
    /// its event) the first time the test is read.
    mutating func assumption(_ text: String, at loc: SourceLocation) -> Expr {
        let name: String
        if let known = assumptions[text] {
            name = known
        } else {
            name = Self.assumptionName(text, taken: Set(assumptions.values))
            assumptions[text] = name
            let v = Expr(kind: .identifier(name), location: loc)
            model.variables.append(VariableDecl(name: name, type: .bool, initial: Expr(kind: .boolLiteral(false), location: loc), location: loc))
            let flip = Stmt(kind: .assign(target: v, op: .assign, value: Expr(kind: .unary(.not, v), location: loc)), location: loc)
            model.handlers.append(HandlerDecl(event: name, kind: .sync, role: nil, condition: nil, body: [flip], location: loc))
            abstraction("assumed: \(name) stands for `\(text)`, a value the screen does not decide: both outcomes are explored (the step '\(name)' flips it)", at: loc)
        }
        return Expr(kind: .identifier(name), location: loc)
    }

    /// The event and variable name of the test `text`: `assume_` and the
    /// test's words (`course.syllabusID != nil` → `assume_course_syllabusID_notNil`),
    /// at most 48 characters, numbered when taken.
    static func assumptionName(_ text: String, taken: Set<String>) -> String {
        var words = text.replacingOccurrences(of: "!= nil", with: " notNil").replacingOccurrences(of: "== nil", with: " isNil")
            .replacingOccurrences(of: "!", with: " not ")
        words = String(words.map { $0.isLetter || $0.isNumber ? $0 : " " })
        var base = ScreenEvents.assumptionPrefix + words.split(separator: " ").joined(separator: "_")
        if base.count > 48 { base = String(base.prefix(48)) }
        var name = base
        var k = 2
        while taken.contains(name) { name = base + "_\(k)"; k += 1 }
        return name
    }

    /// Whether `e` may throw: it holds a `try` (not `try?` or `try!`) anywhere (closures included).
    static func containsTry(_ e: SwiftExpr) -> Bool {
        contains(e) { if case .tryExpr("try", _) = $0.kind { return true } else { return false } }
    }

    /// Whether `e` awaits anywhere (closures included).
    static func containsAwait(_ e: SwiftExpr) -> Bool {
        contains(e) { if case .awaitExpr = $0.kind { return true } else { return false } }
    }

    /// Whether some expression in `e` (closures included) matches.
    static func contains(_ e: SwiftExpr, where matches: (SwiftExpr) -> Bool) -> Bool {
        var found = false
        e.forEachExpression { if !found, matches($0) { found = true } }
        return found
    }
}

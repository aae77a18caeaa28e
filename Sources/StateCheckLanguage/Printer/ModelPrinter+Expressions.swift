// The printer's expressions (parenthesised where the parser's precedence
// would read them otherwise), patterns and types.

extension ModelPrinter {
    // MARK: - Types

    /// The type as a model writes it (`DataState?`, `Task<Void, Never>`,
    /// `(Int, busy: Bool)`): the one spelling of a type, which the parser's
    /// diagnostics use too.
    ///
    /// - Parameter labels: the element labels of tuple types by type name;
    ///   a tuple not named there is written without labels.
    package static func spelling(of type: TypeRef, labels: [String: [String?]] = [:]) -> String {
        switch type {
        case .bool: return "Bool"
        case .int: return "Int"
        case .string: return "String"
        case .value: return "Value"
        case .error: return "Error"
        case .void: return "Void"
        case .named(let name):
            guard let names = labels[name], names.contains(where: { $0 != nil }),
                  case let elements = name.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false),
                  elements.count == names.count else { return name }
            let labelled = zip(names, elements).map { label, element in
                (label.map { "\($0): " } ?? "") + String(element.drop { $0 == " " })
            }
            return "(" + labelled.joined(separator: ", ") + ")"
        case .optional(let inner): return spelling(of: inner, labels: labels) + "?"
        case .continuation(let inner): return "CheckedContinuation<\(spelling(of: inner, labels: labels))>"
        case .task: return "Task<Void, Never>"
        case .taskList: return "[Task<Void, Never>]"
        }
    }

    func type(_ t: TypeRef) -> String { Self.spelling(of: t, labels: tupleLabels) }

    // MARK: - Expressions

    /// How tightly an expression binds, as the parser reads it: a child
    /// binding looser than its place needs parentheses.
    private enum Binding: Int, Comparable {
        case ternary = 0, effect, disjunction, conjunction, comparison, nilCoalescing, casting, range, addition, prefix, postfix

        static func < (a: Binding, b: Binding) -> Bool { a.rawValue < b.rawValue }

        init(_ op: BinaryOperator) {
            switch op {
            case .or: self = .disjunction
            case .and: self = .conjunction
            case .equal, .notEqual, .less, .lessEqual, .greater, .greaterEqual: self = .comparison
            case .nilCoalescing: self = .nilCoalescing
            case .halfOpenRange, .closedRange: self = .range
            case .plus, .minus: self = .addition
            }
        }
    }

    private static func binding(of e: Expr) -> Binding {
        switch e.kind {
        case .ternary: return .ternary
        case .await, .try: return .effect
        case .binary(let op, _, _): return Binding(op)
        case .isType: return .casting
        case .unary: return .prefix
        case .intLiteral(let n) where n < 0: return .prefix
        default: return .postfix
        }
    }

    /// `e` as text.
    mutating func expression(_ e: Expr) -> String {
        switch e.kind {
        case .boolLiteral(let b): return b ? "true" : "false"
        case .intLiteral(let n): return String(n)
        case .stringLiteral(let s): return Self.quoted(s)
        case .nilLiteral: return "nil"
        case .emptyValueLiteral: return "[]"
        case .identifier(let name): return Self.isName(name) ? name : unspellable("the name '\(name)'")
        case .implicitMember(let name, let arguments):
            if name == TupleType.caseName, let arguments, arguments.count > 1, arguments.allSatisfy({ $0.label == nil }) {
                return "(" + arguments.map { expression($0.value) }.joined(separator: ", ") + ")"
            }
            return "." + name + (arguments.map { "(\(self.arguments($0)))" } ?? "")
        case .member(let base, let name, let optional):
            return operand(base, atLeast: .postfix) + (optional ? "?." : ".") + name
        case .call(let callee, let arguments):
            return operand(callee, atLeast: .postfix) + "(\(self.arguments(arguments)))"
        case .unary(let op, let operand):
            if op == .negate, case .intLiteral = operand.kind { return "-(\(expression(operand)))" }
            return op.rawValue + self.operand(operand, atLeast: .prefix)
        case .binary(let op, let lhs, let rhs):
            let level = Binding(op)
            // `??` groups to the right; comparisons are parenthesised on both sides.
            let left = op == .nilCoalescing || level == .comparison ? Self.next(level) : level
            let right = op == .nilCoalescing ? level : Self.next(level)
            return "\(operand(lhs, atLeast: left)) \(op.rawValue) \(operand(rhs, atLeast: right))"
        case .ternary(let condition, let then, let otherwise):
            return "\(operand(condition, atLeast: .disjunction)) ? \(operand(then, atLeast: .effect)) : \(operand(otherwise, atLeast: .effect))"
        case .isType(let value, let name):
            return "\(operand(value, atLeast: .casting)) is \(name)"
        case .await(let operand):
            return "await " + self.operand(operand, atLeast: .effect)
        case .try(let operand, let optional):
            return (optional ? "try? " : "try ") + self.operand(operand, atLeast: .effect)
        case .withCheckedContinuation(let parameter, let body):
            return "withCheckedContinuation { \(parameter) in" + nested(body) + "}"
        case .taskIsCancelled: return "Task.isCancelled"
        case .taskCheckCancellation: return "Task.checkCancellation()"
        case .taskSleep(let nanoseconds): return "Task.sleep(nanoseconds: \(nanoseconds))"
        case .spawnValue(let body):
            let (head, rest) = taskHead(body)
            return head + " {" + nested(rest) + "}"
        case .mainActorHop: return "await MainActor.run {}"
        case .dismissScreen: return "dismiss()"
        case .forceUnwrap(let value): return operand(value, atLeast: .postfix) + "!"
        case .closure(let parameters, let body):
            let head = parameters.isEmpty ? (Self.uses(dollarParameterIn: body) ? "{" : "{ [self] in") : "{ \(parameters.joined(separator: ", ")) in"
            return head + nested(body) + "}"
        case .subscript(let base, let key):
            return operand(base, atLeast: .postfix) + "[\(expression(key))]"
        }
    }

    /// Whether `name` is an identifier a `.model` file can write (`items`, `$0`);
    /// a front end's own names (`news.state`, `(data, response)`) are not.
    static func isName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" || first == "$" else { return false }
        return name.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    private static func next(_ level: Binding) -> Binding { Binding(rawValue: level.rawValue + 1) ?? .postfix }

    /// `e`, parenthesised when it binds looser than `level`.
    private mutating func operand(_ e: Expr, atLeast level: Binding) -> String {
        let text = expression(e)
        return Self.binding(of: e) < level ? "(\(text))" : text
    }

    private mutating func arguments(_ list: [Argument]) -> String {
        list.map { ($0.label.map { "\($0): " } ?? "") + expression($0.value) }.joined(separator: ", ")
    }

    /// A block inside an expression: its statements on lines of their own,
    /// the closing brace back at the expression's line's indentation.
    private mutating func nested(_ body: [Stmt]) -> String {
        var inner = ModelPrinter(tupleLabels: tupleLabels)
        inner.indent = indent
        inner.block(body)
        unspellable += inner.unspellable
        return "\n" + inner.lines.joined(separator: "\n") + "\n" + String(repeating: "    ", count: indent)
    }

    /// Whether a closure's body names `$0`, `$1`, … (outside nested closures it would be theirs).
    private static func uses(dollarParameterIn body: [Stmt]) -> Bool {
        String(describing: body).contains("identifier(\"$")
    }

    /// A string literal with the escapes the lexer reads.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default:
                out += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }
        return out + "\""
    }

    // MARK: - Patterns

    /// `p` as text, its bindings written `let x`.
    mutating func pattern(_ p: Pattern) -> String { patternKind(p.kind) }

    private mutating func patternKind(_ kind: PatternKind) -> String {
        switch kind {
        case .wildcard: return "_"
        case .binding(let name): return "let \(name)"
        case .enumCase(let type, let name, let arguments):
            if type == nil, name == TupleType.caseName, let arguments, arguments.count > 1, arguments.allSatisfy({ $0.label == nil }) {
                return "(" + arguments.map { pattern($0.pattern) }.joined(separator: ", ") + ")"
            }
            let head = (type ?? "") + "." + name
            guard let arguments else { return head }
            return head + "(" + arguments.map { ($0.label.map { "\($0): " } ?? "") + pattern($0.pattern) }.joined(separator: ", ") + ")"
        case .optionalSome(let inner):
            return patternKind(inner) + "?"
        case .expression(let e):
            if case .implicitMember = e.kind { return unspellable("an expression pattern of an implicit member") }
            return operand(e, atLeast: .nilCoalescing)
        }
    }
}

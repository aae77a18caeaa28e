// A readable outline of a Swift syntax tree: one node per line, indented by
// nesting, with its kind, name and `line:col`. Types, patterns and
// expressions without closures are written inline as Swift text.
import StateCheckLanguage

/// Renders a `SwiftSourceFile` as an indented outline.
///
/// ```text
/// @MainActor final class ItemsModel: ObservableObject 12:1
///   @Published private(set) var items: [Item] = [] 13:5
///   func load() async 15:5
///     do 16:9
///       expression items = try await client.items() 17:13
///     catch let error as URLError 18:11
/// ```
package enum SwiftSyntaxDump {
    /// The outline of every item of `file`, then its diagnostics.
    package static func dump(_ file: SwiftSourceFile) -> String {
        var out = Output()
        for item in file.items { out.statement(item, 0) }
        for diagnostic in file.diagnostics { out.lines.append(diagnostic.description) }
        return out.lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Inline text

    /// A type as Swift text (`[Item]`, `Loadable<[Item], any Error>`, `() async throws -> Void`).
    package static func describe(_ type: SwiftType) -> String {
        switch type.kind {
        case .identifier(let name, let arguments):
            return name + genericText(arguments)
        case .member(let base, let name, let arguments):
            return describe(base) + "." + name + genericText(arguments)
        case .optional(let inner):
            return describe(inner) + "?"
        case .implicitlyUnwrapped(let inner):
            return describe(inner) + "!"
        case .array(let element):
            return "[" + describe(element) + "]"
        case .dictionary(let key, let value):
            return "[" + describe(key) + ": " + describe(value) + "]"
        case .tuple(let elements):
            return "(" + elements.map(describe).joined(separator: ", ") + ")"
        case .function(let parameters, let effects, let result):
            return "(" + parameters.map(describe).joined(separator: ", ") + ")" + describe(effects) + " -> " + describe(result)
        case .some(let inner):
            return "some " + describe(inner)
        case .any(let inner):
            return "any " + describe(inner)
        case .metatype(let inner, let word):
            return describe(inner) + "." + word
        case .composition(let types):
            return types.map(describe).joined(separator: " & ")
        case .attributed(let attributes, let specifiers, let inner):
            return (attributes.map(describe) + specifiers + [describe(inner)]).joined(separator: " ")
        }
    }

    fileprivate static func describe(_ element: SwiftTupleTypeElement) -> String {
        var text = ""
        if let label = element.label { text += label + (element.name.map { " " + $0 } ?? "") + ": " }
        return text + describe(element.type) + (element.isVariadic ? "..." : "")
    }

    fileprivate static func genericText(_ arguments: [SwiftType]) -> String {
        arguments.isEmpty ? "" : "<" + arguments.map(describe).joined(separator: ", ") + ">"
    }

    fileprivate static func describe(_ effects: SwiftEffects) -> String {
        var text = effects.isAsync ? " async" : ""
        if let word = effects.throwsKeyword { text += " " + word + (effects.thrownType.map { "(" + describe($0) + ")" } ?? "") }
        return text
    }

    /// An attribute as written (`@available(iOS 17, *)`, `@Environment(\.dismiss)`).
    package static func describe(_ attribute: SwiftAttribute) -> String {
        "@" + attribute.name + genericText(attribute.genericArguments) + (attribute.argumentText.map { "(" + $0 + ")" } ?? "")
    }

    /// A pattern as Swift text (`.loaded(let items)`, `let error as URLError`).
    package static func describe(_ pattern: SwiftPattern) -> String {
        switch pattern.kind {
        case .wildcard: return "_"
        case .identifier(let name): return name
        case .binding(let keyword, let inner): return keyword + " " + describe(inner)
        case .tuple(let elements): return "(" + elements.map(describe).joined(separator: ", ") + ")"
        case .enumCase(let type, let name, let arguments):
            return (type.map(describe) ?? "") + "." + name + (arguments.map { "(" + $0.map(describe).joined(separator: ", ") + ")" } ?? "")
        case .isType(let type): return "is " + describe(type)
        case .cast(let inner, let type): return describe(inner) + " as " + describe(type)
        case .optional(let inner): return describe(inner) + "?"
        case .expression(let expr): return describe(expr)
        }
    }

    fileprivate static func describe(_ element: SwiftTuplePatternElement) -> String {
        (element.label.map { $0 + ": " } ?? "") + describe(element.pattern)
    }

    /// An expression as Swift text; closures are abbreviated to `{ … }`.
    package static func describe(_ expr: SwiftExpr) -> String {
        switch expr.kind {
        case .identifier(let name): return name
        case .specialized(let base, let arguments): return describe(base) + genericText(arguments)
        case .integer(let text), .float(let text), .regex(let text): return text
        case .string(let parts, let multiline):
            let quote = multiline ? "\"\"\"" : "\""
            return quote + parts.map(describe).joined() + quote
        case .boolean(let value): return value ? "true" : "false"
        case .nilLiteral: return "nil"
        case .discard: return "_"
        case .implicitMember(let name): return "." + name
        case .member(let base, let name): return describe(base) + "." + name
        case .optionalChain(let base): return describe(base) + "?"
        case .forceUnwrap(let base): return describe(base) + "!"
        case .call(let callee, let arguments, let trailing):
            return describe(callee) + (arguments.isEmpty && !trailing.isEmpty ? "" : "(" + arguments.map(describe).joined(separator: ", ") + ")")
                + trailing.map { " " + ($0.label.map { $0 + ": " } ?? "") + "{ … }" }.joined()
        case .subscriptCall(let base, let arguments, let trailing):
            return describe(base) + "[" + arguments.map(describe).joined(separator: ", ") + "]" + (trailing.isEmpty ? "" : " { … }")
        case .closure: return "{ … }"
        case .prefixOperator(let op, let operand): return op + describe(operand)
        case .postfixOperator(let op, let operand): return describe(operand) + op
        case .binary(let op, let left, let right): return describe(left) + " " + op + " " + describe(right)
        case .ternary(let condition, let then, let otherwise):
            return describe(condition) + " ? " + describe(then) + " : " + describe(otherwise)
        case .cast(let value, let kind, let type): return describe(value) + " " + kind + " " + describe(type)
        case .isType(let value, let type): return describe(value) + " is " + describe(type)
        case .tryExpr(let kind, let inner): return kind + " " + describe(inner)
        case .awaitExpr(let inner): return "await " + describe(inner)
        case .inoutExpr(let inner): return "&" + describe(inner)
        case .tuple(let elements): return "(" + elements.map(describe).joined(separator: ", ") + ")"
        case .array(let elements): return "[" + elements.map(describe).joined(separator: ", ") + "]"
        case .dictionary(let elements):
            return elements.isEmpty ? "[:]" : "[" + elements.map { describe($0.key) + ": " + describe($0.value) }.joined(separator: ", ") + "]"
        case .keyPath(let root, let components):
            return "\\" + (root.map(describe) ?? "") + components.map(describe).joined()
        case .macroExpansion(let expansion): return describe(expansion)
        case .ifExpr: return "if … { … }"
        case .switchExpr: return "switch … { … }"
        case .type(let type): return describe(type)
        case .postfixIfConfig(let base, let clauses):
            return describe(base) + clauses.map { clause in
                " #" + clause.keyword + (clause.condition.map { " " + describe($0) } ?? "") + (clause.chain.map { " " + describe($0) } ?? "")
            }.joined() + " #endif"
        case .postfixBase: return ""
        }
    }

    fileprivate static func describe(_ part: SwiftStringPart) -> String {
        switch part {
        case .text(let text):
            return text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
                .replacingOccurrences(of: "\"", with: "\\\"")
        case .interpolation(let arguments):
            return "\\(" + arguments.map(describe).joined(separator: ", ") + ")"
        }
    }

    fileprivate static func describe(_ argument: SwiftArgument) -> String {
        (argument.label.map { $0 + ": " } ?? "") + describe(argument.value)
    }

    fileprivate static func describe(_ component: SwiftKeyPathComponent) -> String {
        switch component {
        case .property(let name): return "." + name
        case .optionalChain: return "?"
        case .forceUnwrap: return "!"
        case .subscriptCall(let arguments): return "[" + arguments.map(describe).joined(separator: ", ") + "]"
        }
    }

    fileprivate static func describe(_ expansion: SwiftMacroExpansion) -> String {
        "#" + expansion.name + genericText(expansion.genericArguments)
            + (expansion.arguments.map { "(" + $0.map(describe).joined(separator: ", ") + ")" } ?? "")
            + expansion.trailingClosures.map { " " + ($0.label.map { $0 + ": " } ?? "") + "{ … }" }.joined()
    }

    static func describe(_ condition: SwiftCondition) -> String {
        switch condition {
        case .expression(let expr):
            return describe(expr)
        case .optionalBinding(let keyword, let pattern, let type, let value, _):
            return keyword + " " + describe(pattern) + (type.map { ": " + describe($0) } ?? "") + (value.map { " = " + describe($0) } ?? "")
        case .matching(let pattern, let type, let value, _):
            return "case " + describe(pattern) + (type.map { ": " + describe($0) } ?? "") + " = " + describe(value)
        case .availability(let keyword, let arguments, _):
            return "#" + keyword + "(" + arguments + ")"
        }
    }

    static func describe(_ parameter: SwiftParameter) -> String {
        var text = parameter.attributes.map { describe($0) + " " }.joined()
        text += [parameter.label, parameter.name].compactMap { $0 }.joined(separator: " ")
        if let type = parameter.type { text += (text.isEmpty ? "" : ": ") + describe(type) }
        if parameter.isVariadic { text += "..." }
        if let value = parameter.defaultValue { text += " = " + describe(value) }
        return text
    }

    static func describe(_ parameters: [SwiftGenericParameter]) -> String {
        parameters.isEmpty ? "" : "<" + parameters.map { ($0.isPack ? "each " : "") + $0.name + ($0.constraint.map { ": " + describe($0) } ?? "") }
            .joined(separator: ", ") + ">"
    }

    static func describe(_ requirements: [SwiftRequirement]) -> String {
        requirements.isEmpty ? "" : " where " + requirements.map { describe($0.left) + ($0.relation == ":" ? ": " : " == ") + describe($0.right) }
            .joined(separator: ", ")
    }
}

/// The outline being written: one line per node.
private struct Output {
    var lines: [String] = []

    mutating func line(_ indent: Int, _ text: String, _ location: SourceLocation) {
        lines.append(String(repeating: "  ", count: indent) + text + " \(location.line):\(location.column)")
    }

    mutating func statements(_ items: [SwiftStmt], _ indent: Int) {
        for item in items { statement(item, indent) }
    }

    // MARK: Statements

    mutating func statement(_ stmt: SwiftStmt, _ indent: Int) {
        typealias D = SwiftSyntaxDump
        let at = stmt.location
        switch stmt.kind {
        case .expression(let expr):
            expression(expr, indent, role: "expression")
        case .declaration(let decl):
            declaration(decl, indent)
        case .ifStmt(let ifStmt):
            ifChain(ifStmt, indent, keyword: "if", at)
        case .guardStmt(let conditions, let body):
            line(indent, "guard " + conditions.map(D.describe).joined(separator: ", "), at)
            statements(body, indent + 1)
        case .switchStmt(let switchStmt):
            switchCases(switchStmt, indent, at)
        case .forIn(let loop):
            var head = "for " + (loop.isTry ? "try " : "") + (loop.isAwait ? "await " : "") + (loop.isCase ? "case " : "")
            head += D.describe(loop.pattern) + (loop.type.map { ": " + D.describe($0) } ?? "") + " in " + D.describe(loop.sequence)
            head += loop.whereClause.map { " where " + D.describe($0) } ?? ""
            line(indent, head, at)
            statements(loop.body, indent + 1)
        case .whileStmt(let conditions, let body):
            line(indent, "while " + conditions.map(D.describe).joined(separator: ", "), at)
            statements(body, indent + 1)
        case .repeatWhile(let body, let condition):
            line(indent, "repeat while " + D.describe(condition), at)
            statements(body, indent + 1)
        case .doStmt(let body, let thrownType, let catches):
            line(indent, "do" + (thrownType.map { " throws(" + D.describe($0) + ")" } ?? ""), at)
            statements(body, indent + 1)
            for clause in catches {
                line(indent, (["catch"] + [caseItems(clause.items)].filter { !$0.isEmpty }).joined(separator: " "), clause.location)
                statements(clause.body, indent + 1)
            }
        case .deferStmt(let body):
            line(indent, "defer", at)
            statements(body, indent + 1)
        case .returnStmt(let value):
            if let value, value.containsClosure {
                line(indent, "return", at)
                expression(value, indent + 1, role: "value")
            } else {
                line(indent, "return" + (value.map { " " + D.describe($0) } ?? ""), at)
            }
        case .throwStmt(let value):
            line(indent, "throw " + D.describe(value), at)
        case .breakStmt(let label):
            line(indent, "break" + (label.map { " " + $0 } ?? ""), at)
        case .continueStmt(let label):
            line(indent, "continue" + (label.map { " " + $0 } ?? ""), at)
        case .fallthroughStmt:
            line(indent, "fallthrough", at)
        case .labeled(let label, let inner):
            line(indent, "label " + label, at)
            statement(inner, indent + 1)
        case .ifConfig(let clauses):
            ifConfig(clauses, indent)
        }
    }

    mutating func ifChain(_ ifStmt: SwiftIf, _ indent: Int, keyword: String, _ at: SourceLocation) {
        line(indent, keyword + " " + ifStmt.conditions.map(SwiftSyntaxDump.describe).joined(separator: ", "), at)
        statements(ifStmt.body, indent + 1)
        switch ifStmt.elseBranch {
        case .none: break
        case .block(let body, let location)?:
            line(indent, "else", location)
            statements(body, indent + 1)
        case .elseIf(let next, let location)?:
            ifChain(next, indent, keyword: "else if", location)
        }
    }

    mutating func switchCases(_ switchStmt: SwiftSwitch, _ indent: Int, _ at: SourceLocation) {
        line(indent, "switch " + SwiftSyntaxDump.describe(switchStmt.subject), at)
        for item in switchStmt.cases {
            let attributes = item.attributes.map { SwiftSyntaxDump.describe($0) + " " }.joined()
            line(indent + 1, attributes + (item.isDefault ? "default" : "case " + caseItems(item.items)), item.location)
            statements(item.body, indent + 2)
        }
    }

    func caseItems(_ items: [SwiftCaseItem]) -> String {
        items.map { SwiftSyntaxDump.describe($0.pattern) + ($0.guardExpression.map { " where " + SwiftSyntaxDump.describe($0) } ?? "") }
            .joined(separator: ", ")
    }

    mutating func ifConfig(_ clauses: [SwiftIfConfigClause], _ indent: Int) {
        for clause in clauses {
            line(indent, "#" + clause.keyword + (clause.condition.map { " " + SwiftSyntaxDump.describe($0) } ?? ""), clause.location)
            statements(clause.items, indent + 1)
        }
    }

    // MARK: Declarations

    mutating func declaration(_ decl: SwiftDecl, _ indent: Int) {
        typealias D = SwiftSyntaxDump
        let prefix = (decl.attributes.map(D.describe) + decl.modifiers.map { $0.name + ($0.detail.map { "(" + $0 + ")" } ?? "") })
            .map { $0 + " " }.joined()
        let at = decl.location
        switch decl.kind {
        case .importDecl(let path, let kind):
            line(indent, prefix + "import " + (kind.map { $0 + " " } ?? "") + path.joined(separator: "."), at)
        case .type(let type):
            var head = prefix + type.keyword.rawValue + " " + type.name + D.describe(type.genericParameters)
            if !type.inheritance.isEmpty { head += ": " + type.inheritance.map(D.describe).joined(separator: ", ") }
            line(indent, head + D.describe(type.requirements), at)
            for member in type.members { declaration(member, indent + 1) }
        case .enumCase(let elements):
            for element in elements {
                var text = prefix + "case " + element.name
                if let values = element.associatedValues { text += "(" + values.map(D.describe).joined(separator: ", ") + ")" }
                if let raw = element.rawValue { text += " = " + D.describe(raw) }
                line(indent, text, element.location)
            }
        case .function(let function):
            var head = prefix + (function.name.hasPrefix("init") || function.name == "deinit" ? "" : "func ") + function.name
            head += D.describe(function.genericParameters)
            if function.name != "deinit" { head += "(" + function.parameters.map(D.describe).joined(separator: ", ") + ")" }
            head += D.describe(function.effects) + (function.result.map { " -> " + D.describe($0) } ?? "") + D.describe(function.requirements)
            line(indent, head, at)
            statements(function.body ?? [], indent + 1)
        case .subscriptDecl(let sub):
            let head = prefix + "subscript" + D.describe(sub.genericParameters) + "(" + sub.parameters.map(D.describe).joined(separator: ", ")
                + ") -> " + D.describe(sub.result) + D.describe(sub.requirements)
            line(indent, head, at)
            if let accessors = sub.accessors { accessorBlock(accessors, indent + 1, at) }
        case .variable(let variable):
            for (i, binding) in variable.bindings.enumerated() {
                let bindingAt = i == 0 ? at : binding.pattern.location
                var text = prefix + variable.keyword + " " + D.describe(binding.pattern) + (binding.type.map { ": " + D.describe($0) } ?? "")
                let complexValue = binding.initializer?.containsClosure == true
                if let value = binding.initializer, !complexValue { text += " = " + D.describe(value) }
                line(indent, text, bindingAt)
                if let value = binding.initializer, complexValue { expression(value, indent + 1, role: "initializer") }
                if let accessors = binding.accessors { accessorBlock(accessors, indent + 1, bindingAt) }
            }
        case .typeAlias(let name, let generics, let type):
            line(indent, prefix + "typealias " + name + D.describe(generics) + " = " + D.describe(type), at)
        case .associatedType(let name, let inheritance, let defaultType):
            var text = prefix + "associatedtype " + name
            if !inheritance.isEmpty { text += ": " + inheritance.map(D.describe).joined(separator: ", ") }
            line(indent, text + (defaultType.map { " = " + D.describe($0) } ?? ""), at)
        case .operatorDecl(let keyword, let name):
            line(indent, prefix + keyword + " " + name, at)
        case .macroExpansion(let expansion):
            macro(expansion, indent, at, prefix: prefix)
        case .ifConfig(let clauses):
            ifConfig(clauses, indent)
        }
    }

    mutating func accessorBlock(_ block: SwiftAccessorBlock, _ indent: Int, _ at: SourceLocation) {
        switch block {
        case .getter(let body):
            line(indent, "get", body.first?.location ?? at)
            statements(body, indent + 1)
        case .accessors(let accessors):
            for accessor in accessors {
                let prefix = (accessor.attributes.map(SwiftSyntaxDump.describe) + accessor.modifiers.map(\.name)).map { $0 + " " }.joined()
                line(indent, prefix + accessor.kind + (accessor.parameter.map { "(" + $0 + ")" } ?? ""), accessor.location)
                statements(accessor.body ?? [], indent + 1)
            }
        }
    }

    mutating func macro(_ expansion: SwiftMacroExpansion, _ indent: Int, _ at: SourceLocation, prefix: String = "") {
        var head = prefix + "#" + expansion.name + SwiftSyntaxDump.describe(SwiftExpr(kind: .tuple(expansion.arguments ?? []), location: at))
        if expansion.arguments == nil { head = prefix + "#" + expansion.name }
        line(indent, head, at)
        trailingClosures(expansion.trailingClosures, indent + 1)
    }

    mutating func trailingClosures(_ closures: [SwiftTrailingClosure], _ indent: Int) {
        for trailing in closures {
            closure(trailing.closure, indent, role: "trailing closure" + (trailing.label.map { " " + $0 } ?? ""))
        }
    }

    mutating func closure(_ closure: SwiftClosure, _ indent: Int, role: String) {
        var head = role
        if !closure.captures.isEmpty {
            head += " [" + closure.captures.map { ($0.specifier.map { $0 + " " } ?? "") + $0.name }.joined(separator: ", ") + "]"
        }
        if let parameters = closure.parameters { head += " (" + parameters.map(SwiftSyntaxDump.describe).joined(separator: ", ") + ")" }
        line(indent, head, closure.location)
        statements(closure.body, indent + 1)
    }

    // MARK: Expressions

    /// An expression: inline when it has no closure, otherwise one node per call, member and closure.
    mutating func expression(_ expr: SwiftExpr, _ indent: Int, role: String, at outer: SourceLocation? = nil) {
        typealias D = SwiftSyntaxDump
        let at = outer ?? expr.location
        guard expr.containsClosure else {
            line(indent, role + " " + D.describe(expr), at)
            return
        }
        switch expr.kind {
        case .call(let callee, let arguments, let trailing):
            if callee.containsClosure {
                line(indent, role + " call", at)
                expression(callee, indent + 1, role: "callee")
            } else {
                line(indent, role + " call " + D.describe(callee), at)
            }
            self.arguments(arguments, indent + 1)
            trailingClosures(trailing, indent + 1)
        case .subscriptCall(let base, let arguments, let trailing):
            line(indent, role + " subscript", at)
            expression(base, indent + 1, role: "base")
            self.arguments(arguments, indent + 1)
            trailingClosures(trailing, indent + 1)
        case .member(let base, let name):
            line(indent, role + " member ." + name, at)
            expression(base, indent + 1, role: "base")
        case .closure(let value):
            closure(value, indent, role: role + " closure")
        case .macroExpansion(let expansion):
            line(indent, role + " macro #" + expansion.name, at)
            arguments(expansion.arguments ?? [], indent + 1)
            trailingClosures(expansion.trailingClosures, indent + 1)
        case .ifExpr(let ifExpr):
            ifChain(ifExpr, indent, keyword: role + " if", at)
        case .switchExpr(let switchExpr):
            line(indent, role, at)
            switchCases(switchExpr, indent + 1, at)
        case .binary(let op, let left, let right):
            line(indent, role + " binary " + op, at)
            expression(left, indent + 1, role: "left")
            expression(right, indent + 1, role: "right")
        case .ternary(let condition, let then, let otherwise):
            line(indent, role + " ternary", at)
            expression(condition, indent + 1, role: "condition")
            expression(then, indent + 1, role: "then")
            expression(otherwise, indent + 1, role: "else")
        case .tryExpr(let kind, let inner):
            expression(inner, indent, role: role + " " + kind, at: at)
        case .awaitExpr(let inner):
            expression(inner, indent, role: role + " await", at: at)
        case .optionalChain(let inner):
            expression(inner, indent, role: role + " optional-chain", at: at)
        case .forceUnwrap(let inner):
            expression(inner, indent, role: role + " force-unwrap", at: at)
        case .prefixOperator(let op, let inner):
            expression(inner, indent, role: role + " prefix " + op, at: at)
        case .postfixOperator(let op, let inner):
            expression(inner, indent, role: role + " postfix " + op, at: at)
        case .inoutExpr(let inner):
            expression(inner, indent, role: role + " inout", at: at)
        case .cast(let inner, let kind, let type):
            expression(inner, indent, role: role + " " + kind + " " + D.describe(type), at: at)
        case .isType(let inner, let type):
            expression(inner, indent, role: role + " is " + D.describe(type), at: at)
        case .tuple(let elements):
            line(indent, role + " tuple", at)
            arguments(elements, indent + 1)
        case .array(let elements):
            line(indent, role + " array", at)
            for element in elements { expression(element, indent + 1, role: "element") }
        case .dictionary(let elements):
            line(indent, role + " dictionary", at)
            for element in elements {
                expression(element.key, indent + 1, role: "key")
                expression(element.value, indent + 1, role: "value")
            }
        case .specialized(let base, let types):
            expression(base, indent, role: role + " specialized" + "<" + types.map(D.describe).joined(separator: ", ") + ">", at: at)
        case .postfixIfConfig(let base, let clauses):
            line(indent, role + " postfix #if", at)
            expression(base, indent + 1, role: "base")
            for clause in clauses {
                line(indent + 1, "#" + clause.keyword + (clause.condition.map { " " + D.describe($0) } ?? ""), clause.location)
                if let chain = clause.chain { expression(chain, indent + 2, role: "chain") }
            }
        case .identifier, .integer, .float, .string, .regex, .boolean, .nilLiteral, .discard, .implicitMember, .keyPath, .type,
             .postfixBase:
            line(indent, role + " " + D.describe(expr), at)
        }
    }

    mutating func arguments(_ arguments: [SwiftArgument], _ indent: Int) {
        for argument in arguments {
            expression(argument.value, indent, role: "argument" + (argument.label.map { " " + $0 + ":" } ?? ""))
        }
    }
}

extension SwiftExpr {
    /// The expression has a closure (or an `if`/`switch` expression) inside, so the outline breaks it into nodes.
    var containsClosure: Bool {
        switch kind {
        case .closure, .ifExpr, .switchExpr: return true
        case .identifier, .integer, .float, .regex, .boolean, .nilLiteral, .discard, .implicitMember, .keyPath, .type, .postfixBase:
            return false
        case .postfixIfConfig(let base, let clauses):
            return base.containsClosure || clauses.contains { $0.chain?.containsClosure == true }
        case .string(let parts, _):
            return parts.contains {
                if case .interpolation(let arguments) = $0 { return arguments.contains { $0.value.containsClosure } }
                return false
            }
        case .specialized(let base, _), .member(let base, _), .optionalChain(let base), .forceUnwrap(let base),
             .prefixOperator(_, let base), .postfixOperator(_, let base), .cast(let base, _, _), .isType(let base, _),
             .tryExpr(_, let base), .awaitExpr(let base), .inoutExpr(let base):
            return base.containsClosure
        case .call(let callee, let arguments, let trailing), .subscriptCall(let callee, let arguments, let trailing):
            return !trailing.isEmpty || callee.containsClosure || arguments.contains { $0.value.containsClosure }
        case .binary(_, let left, let right):
            return left.containsClosure || right.containsClosure
        case .ternary(let a, let b, let c):
            return a.containsClosure || b.containsClosure || c.containsClosure
        case .tuple(let elements):
            return elements.contains { $0.value.containsClosure }
        case .array(let elements):
            return elements.contains { $0.containsClosure }
        case .dictionary(let elements):
            return elements.contains { $0.key.containsClosure || $0.value.containsClosure }
        case .macroExpansion(let expansion):
            return !expansion.trailingClosures.isEmpty || (expansion.arguments ?? []).contains { $0.value.containsClosure }
        }
    }
}

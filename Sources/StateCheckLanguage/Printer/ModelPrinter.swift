// The printer: a `ModelDecl` as `.model` text the parser reads back.
// This file prints the declarations; ModelPrinter+Statements.swift and
// ModelPrinter+Expressions.swift print the code, patterns and types.

/// Prints a model tree as `.model` text, in the layout of the shipped models
/// (four-space indents, one declaration a line, a blank line between groups).
///
/// Parsing the text gives back a tree that checks to the same states,
/// transitions and verdicts. A node that no `.model` text spells (a tree a
/// front end built that the language has no word for) is printed as a
/// `/* … */` note and named in ``Printed/unspellable``.
///
/// ```text
/// model Case1After
///
/// api getUser() -> Value nonempty
///
/// enum DataState {
///     case idle
///     case success(Value)
/// }
/// ```
package struct ModelPrinter {
    /// What ``print(_:)`` made of a tree.
    package struct Printed: Hashable, Sendable {
        /// The `.model` text, ending in a line break.
        package var text: String
        /// The constructs printed as a note because no `.model` text spells
        /// them (`Task.detached hop outside a task`); empty when the text
        /// reads back as the tree.
        package var unspellable: [String]
    }

    /// The lines printed so far.
    var lines: [String] = []
    /// The current indentation, in levels of four spaces.
    var indent = 0
    /// The constructs met that have no `.model` spelling.
    var unspellable: [String] = []
    /// The element labels of each tuple type, by the tuple's type name
    /// (`(Int, Bool)` → `[nil, "busy"]`).
    let tupleLabels: [String: [String?]]

    init(tupleLabels: [String: [String?]]) {
        self.tupleLabels = tupleLabels
    }

    /// Prints `model` as `.model` text.
    ///
    /// - Parameter model: a tree from the parser or from another front end
    ///   (the Swift screens' translator).
    /// - Returns: the text, and what it could not spell.
    package static func print(_ model: ModelDecl) -> Printed {
        var printer = ModelPrinter(tupleLabels: Self.tupleLabels(of: model))
        printer.printModel(model)
        var seen = Set<String>()
        let unspellable = printer.unspellable.filter { seen.insert($0).inserted }
        return Printed(text: printer.lines.joined(separator: "\n") + "\n", unspellable: unspellable)
    }

    // MARK: - Output

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: indent) + text)
    }

    mutating func blankLine() {
        if let last = lines.last, !last.isEmpty { lines.append("") }
    }

    /// Records a construct without a `.model` spelling; returns the note printed in its place.
    mutating func unspellable(_ what: String) -> String {
        unspellable.append(what)
        return "/* \(what) */"
    }

    // MARK: - Declarations

    private mutating func printModel(_ model: ModelDecl) {
        for doc in model.documentation.split(separator: "\n", omittingEmptySubsequences: false) where !model.documentation.isEmpty {
            line("/// " + doc)
        }
        line("model \(model.name)")
        blankLine()
        for api in model.apis { printAPI(api) }
        blankLine()
        let structNames = Set(model.structs.map(\.name))
        let lowered = model.structs.map(\.lowered)
        for s in model.structs { printStruct(s); blankLine() }
        for e in model.enums where !TupleType.isTuple(e.name) && !(structNames.contains(e.name) && lowered.contains { $0.0 == e }) {
            printEnum(e)
            blankLine()
        }
        for x in model.extensions where !TupleType.isTuple(x.typeName) && !lowered.contains(where: { $0.1 == x }) {
            printExtension(x)
            blankLine()
        }
        for v in model.variables { printVariable(v) }
        for c in model.rowCollections {
            let empty: String
            switch c.kind {
            case .dictionary: empty = "[:]"
            case .set: empty = "[]"
            }
            line("var \(c.name): \(c.spelling) = \(empty)" + (c.owner.map { " in \($0)" } ?? ""))
        }
        blankLine()
        for f in model.functions {
            printFunction(f)
            blankLine()
        }
        for h in model.handlers { printHandler(h) }
        blankLine()
        if let view = model.view {
            line("view {")
            block(view)
            line("}")
            blankLine()
        }
        for p in model.properties { line("\(p.kind.rawValue) \(p.name): \(expression(p.expression))") }
        blankLine()
        for e in model.expectations { line("expect \(e.verdict.rawValue) \(e.property)") }
        blankLine()
        for b in model.bounds { line("bound \(b.name) = " + (b.lower == b.upper ? "\(b.lower)" : "\(b.lower)...\(b.upper)")) }
        while lines.last == "" { lines.removeLast() }
    }

    private mutating func printAPI(_ api: APIDecl) {
        var text = "api \(api.name)(\(parameters(api.parameters)))"
        if let r = api.returnType { text += " -> \(type(r))" }
        if api.nonthrowing { text += " nonthrowing" }
        // `nonempty` says nothing of an api that answers no value (the parser refuses it there).
        if api.nonempty, api.returnType != nil { text += " nonempty" }
        if api.choice { text += " choice" }
        line(text)
    }

    private mutating func printStruct(_ s: StructDecl) {
        line("struct \(s.name) {")
        indent += 1
        for f in s.fields { line("let \(f.name): \(type(f.type))") }
        indent -= 1
        line("}")
    }

    private mutating func printEnum(_ e: EnumDecl) {
        line("enum \(e.name)\(e.isError ? ": Error" : "") {")
        indent += 1
        for c in e.cases {
            if c.payload.isEmpty {
                line("case \(c.name)")
            } else {
                let slots = c.payload.map { ($0.label.map { "\($0): " } ?? "") + type($0.type) }
                line("case \(c.name)(\(slots.joined(separator: ", ")))")
            }
        }
        indent -= 1
        line("}")
    }

    private mutating func printExtension(_ x: ExtensionDecl) {
        line("extension \(x.typeName) {")
        indent += 1
        for p in x.properties {
            line("var \(p.name): \(type(p.type)) {")
            block(p.body)
            line("}")
        }
        for m in x.methods { printFunction(m) }
        indent -= 1
        line("}")
    }

    private mutating func printVariable(_ v: VariableDecl) {
        var text = "var " + (Self.isName(v.name) ? v.name : unspellable("the variable name '\(v.name)'"))
        if let t = v.type { text += ": \(type(t))" }
        text += " = \(expression(v.initial))"
        if let owner = v.owner { text += " in \(owner)" }
        line(text)
    }

    mutating func printFunction(_ f: FunctionDecl) {
        var text = (f.isNonisolated ? "nonisolated " : "") + (f.isMutating ? "mutating " : "")
        text += "func \(f.name)(\(parameters(f.parameters)))"
        if f.isAsync { text += " async" }
        if f.isThrows { text += " throws" }
        if let r = f.returnType { text += " -> \(type(r))" }
        line(text + " {")
        block(f.body)
        line("}")
    }

    private mutating func parameters(_ list: [Parameter]) -> String {
        list.map { p in
            let head = p.label == p.name ? p.name : "\(p.label ?? "_") \(p.name)"
            return "\(head): \(type(p.type))"
        }.joined(separator: ", ")
    }

    private mutating func printHandler(_ h: HandlerDecl) {
        if h.element?.gate != nil { _ = unspellable("the scroll gate of a lazy row's 'on \(h.event)'") }
        if h.whileShown != nil { _ = unspellable("the shown element of 'on \(h.event)'") }
        if case .change(let clause)? = h.watch {
            var head = "on change(\(expression(clause.value))\(clause.initial ? ", initial: true" : ""))"
            switch (clause.oldName, clause.newName) {
            case (nil, nil): head += " {"
            case (nil, let new?): head += " { \(new) in"
            case (let old?, let new): head += " { \(old), \(new ?? "_") in"
            }
            line(head)
            block(h.body)
            line("}")
            return
        }
        var head = "on " + (Self.isName(h.event) ? h.event : unspellable("the event name '\(h.event)'"))
        if let row = h.rowParameter { head += "(\(row))" }
        if let element = h.element { head += "(\(element.element))" }
        switch h.kind {
        case .task:
            head += " .task"
            if case .taskID(let id)? = h.watch { head += "(id: \(expression(id)))" }
        case .refreshable: head += " .refreshable"
        case .unstructured: head += " Task"
        case .sync: head += " sync"
        }
        if let role = h.role { head += " as \(role.rawValue)" }
        if let condition = h.condition { head += " when \(expression(condition))" }
        line(head + " {")
        block(h.body)
        line("}")
    }

    // MARK: - Tuple labels

    /// The element labels of each tuple type of `model`, read from its
    /// getters: a getter named other than by position names the element it returns.
    private static func tupleLabels(of model: ModelDecl) -> [String: [String?]] {
        var labels: [String: [String?]] = [:]
        for e in model.enums where TupleType.isTuple(e.name) {
            let count = e.cases.first?.payload.count ?? 0
            var names = [String?](repeating: nil, count: count)
            for x in model.extensions where x.typeName == e.name {
                for p in x.properties where Int(p.name) == nil {
                    guard case .switchStatement(_, let cases)? = p.body.first?.kind,
                          case .enumCase(_, _, let arguments?)? = cases.first?.patterns.first?.kind,
                          let position = arguments.firstIndex(where: { if case .binding = $0.pattern.kind { return true } else { return false } }),
                          position < count, names[position] == nil else { continue }
                    names[position] = p.name
                }
            }
            labels[e.name] = names
        }
        return labels
    }
}

// Per-row state, rewritten into the core language before the checker runs.
//
// Row identities form a small bounded domain: the enum `Row` with the
// cases `row1` … `rowN` (`bound rows = N`, default 2: enough for "tap row A,
// then row B while A loads"). A dictionary keyed by `Row` is one optional
// variable per row (`details[row1]: T?`), a set of rows one Bool per row
// (`inFlight[row1]`), and a per-row event one event per row. Every entry
// operation becomes a `switch` (statements) or a chain of `?:` over the
// key (expressions), so the checker, the lowering and the interpreter see
// only what they already run; what cannot be decided per row is an error.

/// The rewrite of per-row state (dictionaries, sets and per-row events keyed by `Row`).
struct RowExpansion {
    /// The default number of row identities (`bound rows`).
    static let defaultRows = 2
    /// The largest `bound rows` accepted: each row multiplies the state space.
    static let maxRows = 6
    /// The name of the row identity type.
    static let rowType = "Row"

    let file: String
    var diagnostics: [Diagnostic] = []
    /// Names the checker stays quiet about (the rewrite of an entry that has an error).
    var poisoned: Set<String> = []
    /// `row1` … `rowN`.
    var rows: [String] = []
    var collections: [String: RowCollectionDecl] = [:]
    /// The hidden per-row set of the rows on screen, when the model has row
    /// lifecycle handlers (`on appearRow(row)`, `on disappearRow(row)`).
    var rowsOnScreen: String?

    /// The name an expression is replaced by after its error.
    static let poisonedName = "<row entry>"

    /// The model with its per-row state rewritten, the rewrite's errors, and
    /// the names the checker must not report again.
    static func expand(_ model: ModelDecl, file: String) -> (model: ModelDecl, diagnostics: [Diagnostic], poisoned: Set<String>) {
        var expansion = RowExpansion(file: file)
        let expanded = expansion.run(model)
        var seen: Set<String> = []
        let unique = expansion.diagnostics.filter { seen.insert($0.description).inserted }
        return (expanded, unique, expansion.poisoned)
    }

    init(file: String) { self.file = file }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(file: file, at: location, message: message))
    }

    // MARK: - The whole model

    mutating func run(_ input: ModelDecl) -> ModelDecl {
        var model = input
        var count = Self.defaultRows
        var boundLocation: SourceLocation?
        if let bound = model.bounds.last(where: { $0.name == "rows" }) {
            boundLocation = bound.location
            if bound.lower != bound.upper || !(1...Self.maxRows).contains(bound.lower) {
                error("'rows' takes one number from 1 to \(Self.maxRows): 'bound rows = 2'", at: bound.location)
            } else {
                count = bound.lower
            }
            model.bounds.removeAll { $0.name == "rows" }
        }
        rowLifecycle(&model)
        let rowHandlers = model.handlers.filter { $0.rowParameter != nil }
        // Per-row constructs need the row identities; a model that only names
        // `Row` (a parameter) gets them too, unless it declares an enum `Row` of its own.
        let perRow = boundLocation != nil || !model.rowCollections.isEmpty || !rowHandlers.isEmpty
        let ownRow = model.enums.first { $0.name == Self.rowType }
        rows = (1...count).map { "row\($0)" }
        if let ownRow, perRow {
            error("'Row' is the type of row identities (row1, row2, …, 'bound rows'); give the enum another name", at: ownRow.location)
        } else if ownRow == nil, perRow || Self.mentionsRow(model) {
            let location = boundLocation ?? model.rowCollections.first?.location ?? rowHandlers.first?.location ?? model.location
            let cases = rows.map { EnumCaseDecl(name: $0, payload: [], location: location) }
            model.enums.insert(EnumDecl(name: Self.rowType, cases: cases, location: location), at: 0)
        }
        var accepted: [RowCollectionDecl] = []
        for c in model.rowCollections {
            if collections[c.name] != nil || model.variables.contains(where: { $0.name == c.name }) {
                error("invalid redeclaration of variable '\(c.name)'", at: c.location)
                continue
            }
            collections[c.name] = c
            accepted.append(c)
        }
        for c in accepted {
            for row in rows {
                let initial = c.kind == .set ? Expr(kind: .boolLiteral(false), location: c.location) : Expr(kind: .nilLiteral, location: c.location)
                var slot = VariableDecl(name: c.slotName(row), type: c.slotType, initial: initial, location: c.location)
                slot.owner = c.owner
                model.variables.append(slot)
            }
        }
        model.rowCollections = []
        model.variables = model.variables.map { v in var v = v; v.initial = expression(v.initial); return v }
        model.extensions = model.extensions.map { x in
            var x = x
            x.properties = x.properties.map { p in var p = p; p.body = statements(p.body); return p }
            x.methods = x.methods.map { function($0) }
            return x
        }
        model.functions = model.functions.map { function($0) }
        var handlers: [HandlerDecl] = []
        for h in model.handlers {
            var h = h
            let condition = h.condition
            h.condition = condition.map { expression($0) }
            h.body = statements(h.body)
            if let watch = h.watch { h.watch = self.watch(watch) }
            guard let parameter = h.rowParameter else { handlers.append(h); continue }
            for row in rows {
                var one = h
                one.rowParameter = nil
                one.event = "\(h.event)(\(row))"
                // A row's own lifecycle handler: its element is the row, on screen while its entry is.
                if one.element != nil, let onScreen = rowsOnScreen { one.element?.gate = "\(onScreen)[\(row)]" }
                let value = Expr(kind: .implicitMember(name: row, arguments: nil), location: h.location)
                let binding = Stmt(kind: .local(isLet: true, name: parameter, type: .named(Self.rowType), value: value), location: h.location)
                one.body = [binding] + h.body
                if let condition {
                    substitutions = [parameter: value]
                    one.condition = expression(condition)
                    substitutions = [:]
                }
                handlers.append(one)
            }
        }
        model.handlers = handlers
        model.view = model.view.map { statements($0) }
        model.properties = model.properties.map { p in var p = p; p.expression = expression(p.expression); return p }
        return model
    }

    /// Whether a declared type names `Row` (a parameter, a variable, a payload).
    static func mentionsRow(_ model: ModelDecl) -> Bool {
        func names(_ t: TypeRef?) -> Bool {
            switch t {
            case .named(let n)?: return n == rowType
            case .optional(let inner)?, .continuation(let inner)?: return names(inner)
            case .bool?, .int?, .string?, .value?, .error?, .void?, .task?, .taskList?, nil: return false
            }
        }
        let functions = model.functions + model.extensions.flatMap(\.methods)
        return functions.contains { f in f.parameters.contains { names($0.type) } || names(f.returnType) }
            || model.variables.contains { names($0.type) }
            || model.enums.contains { $0.cases.contains { $0.payload.contains { names($0.type) } } }
            || model.apis.contains { $0.parameters.contains { names($0.type) } }
    }

    /// Identifiers replaced while rewriting (a per-row handler's row in its `when`).
    var substitutions: [String: Expr] = [:]

    mutating func function(_ f: FunctionDecl) -> FunctionDecl {
        var f = f
        f.body = statements(f.body)
        return f
    }

    mutating func watch(_ w: HandlerWatch) -> HandlerWatch {
        switch w {
        case .taskID(let e): return .taskID(expression(e))
        case .change(var c):
            c.value = expression(c.value)
            return .change(c)
        }
    }
}

import StateCheckLanguage

// `func getCategories(completion: (Result<[String]?, ServiceError>) -> Void)`,
// `func loadImage(url: URL) async -> UIImage?`: an api whose answer Swift has
// as optional. The model's apis answer a Value (or nothing), so the answer is
// read as a Value, and where the code tests it (`if let data`, `guard let
// image = await loader.loadImage(url: url)`, `await store.themes() ?? []`),
// whether it is nil is not the screen's to decide: an assumption, explored both ways. The value is
// evaluated first in either case (an awaited call is made), then handed to
// the function `someValue(v, assume_…)`, which gives `v` or `nil`:
//
//     if let data = someValue(data, assume_data_notNil) { … }
//
// Such sites are found by compiling the model a pass made: the checker says
// which `if let` (or left side of `??`) is given a Value (``ScreenTranslator``); the next pass reads
// them so.

extension ScreenBuilder {
    /// The key of a site in ``valueBindings``.
    static func siteKey(file: String, line: Int, column: Int) -> String { "\(file):\(line):\(column)" }

    /// `v`, or, at a site the checker found given a Value where an optional
    /// is needed, `someValue(v, assumption)`: `v` or nil as assumed.
    mutating func someValue(_ v: Expr, text: String, at loc: SourceLocation) -> Expr {
        guard !configuration.strict, !valueBindings.isEmpty,
              valueBindings.contains(Self.siteKey(file: v.location.file ?? file, line: v.location.line, column: v.location.column)) else { return v }
        let function = someValueFunction(at: loc)
        let has = assumption(text + " != nil", at: loc)
        abstraction("\(text) is an optional the model reads as a Value: whether it is nil is assumed, its value any Value", at: loc)
        return Expr(kind: .call(callee: Expr(kind: .identifier(function), location: v.location),
                                arguments: [Argument(label: nil, value: v), Argument(label: nil, value: has)]), location: v.location)
    }

    /// The model function `someValue(_ v: Value, _ has: Bool) -> Value?`
    /// (`has ? v : nil`), declared once.
    mutating func someValueFunction(at loc: SourceLocation) -> String {
        if let known = someValueName { return known }
        let taken = Set(model.functions.map(\.name)).union(model.variables.map(\.name)).union(methodNames).union(stateVars.keys)
        var name = "someValue"
        var k = 2
        while taken.contains(name) { name = "someValue\(k)"; k += 1 }
        someValueName = name
        let v = Expr(kind: .identifier("v"), location: loc)
        let has = Expr(kind: .identifier("has"), location: loc)
        let body = Stmt(kind: .returnStatement(Expr(kind: .ternary(condition: has, then: v, else: Expr(kind: .nilLiteral, location: loc)), location: loc)), location: loc)
        let parameters = [Parameter(label: nil, name: "v", type: .value, location: loc), Parameter(label: nil, name: "has", type: .bool, location: loc)]
        model.functions.append(FunctionDecl(name: name, parameters: parameters, isAsync: false, isThrows: false, isMutating: false,
                                            returnType: .optional(.value), body: [body], location: loc))
        return name
    }
}

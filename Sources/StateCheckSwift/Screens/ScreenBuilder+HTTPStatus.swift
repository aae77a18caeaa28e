import StateCheckLanguage

/// The response of `URLSession.data(from:)` read for its status:
/// `let (data, response) = try await URLSession.shared.data(from: url)`
/// followed by `guard let http = response as? HTTPURLResponse,
/// http.statusCode == 200 else { throw … }`. The answer is a struct of the
/// model, ``statusStruct``, holding the data and whether the status is a
/// success (2xx), so each answer takes both statuses and the code's own
/// throw for another status is explored. Only that test is read of the
/// response: any other use is an error naming it.
extension ScreenBuilder {
    /// The struct an api read with its response answers.
    static let statusStruct = "HTTPAnswer"
    /// Its field holding the data.
    static let statusDataField = "data"
    /// Its field saying whether the status is a success (200...299).
    static let statusField = "isSuccessStatus"

    /// `let (data, response) = try await api(…)` of an api answering data:
    /// the call answers ``statusStruct`` through an api of its own
    /// (`dataResponse`, the api's parameters), `data` is its data and
    /// `response` is read only for its status; nil when the binding is not
    /// of that shape.
    mutating func answerWithResponse(_ b: SwiftPatternBinding, location loc: SourceLocation) -> [Stmt]? {
        guard case .tuple(let elements) = b.pattern.kind, elements.count == 2,
              case .identifier(let dataName) = elements[0].pattern.kind,
              case .identifier(let responseName) = elements[1].pattern.kind,
              b.type == nil, let initializer = b.initializer else { return nil }
        let known = Set(apis.keys)
        let reported = diagnostics.count
        guard let value = expression(initializer) else { return diagnostics.count == reported ? nil : [] }
        guard isAPIAnswer(value), case .call(let callee, _)? = Self.unwrappedCall(value)?.kind,
              case .identifier(let api) = callee.kind, let decl = apis[api] else { return nil }
        let responding = api + "Response"
        if apis[responding] == nil {
            var d = decl
            d.name = responding
            d.returnType = .named(Self.statusStruct)
            apis[responding] = d
            apiOrder.append(responding)
        }
        if !known.contains(api) {
            // Only this call named the api: the one answering with the status replaces it.
            apis[api] = nil
            apiOrder.removeAll { $0 == api }
            // What this call's translation said of the api says it of the one replacing it.
            for i in summary.abstractions.indices where summary.abstractions[i].location.line == loc.line && summary.abstractions[i].location.file == loc.file {
                summary.abstractions[i].rule = summary.abstractions[i].rule
                    .replacingOccurrences(of: " is the api \(api):", with: " is the api \(responding):")
                    .replacingOccurrences(of: " of \(api) is computed", with: " of \(responding) is computed")
            }
        }
        declareStatusStruct(at: loc)
        let holder = "(\(dataName), \(responseName))"
        abstraction("let (\(dataName), \(responseName)) = …: the api answers its data and whether the status is a success (2xx), as \(responding) answering \(Self.statusStruct); \(responseName) is read only for that", at: loc)
        declare(holder)
        declare(dataName, .data)
        answerSources[dataName] = responding
        declare(responseName, .httpResponse(holder: holder))
        let read = Expr(kind: .member(base: Expr(kind: .identifier(holder), location: loc), name: Self.statusDataField, optional: false), location: loc)
        return [
            Stmt(kind: .local(isLet: true, name: holder, type: nil, value: Self.renamingCall(value, to: responding)), location: loc),
            Stmt(kind: .local(isLet: true, name: dataName, type: nil, value: read), location: loc),
        ]
    }

    /// Declares ``statusStruct`` once: `struct HTTPAnswer { let data: Value; let isSuccessStatus: Bool }`.
    mutating func declareStatusStruct(at loc: SourceLocation) {
        guard model.structDecl(named: Self.statusStruct) == nil else { return }
        model.declare(StructDecl(name: Self.statusStruct, fields: [
            StructField(name: Self.statusDataField, type: .value, location: loc),
            StructField(name: Self.statusField, type: .bool, location: loc),
        ], location: loc))
    }

    /// `e` with the api it calls (under `try`/`await`) renamed to `name`.
    static func renamingCall(_ e: Expr, to name: String) -> Expr {
        var e = e
        switch e.kind {
        case .try(let inner, let optional): e.kind = .try(renamingCall(inner, to: name), optional: optional)
        case .await(let inner): e.kind = .await(renamingCall(inner, to: name))
        case .call(let callee, let arguments):
            e.kind = .call(callee: Expr(kind: .identifier(name), location: callee.location), arguments: arguments)
        default: break
        }
        return e
    }

    /// The holder of the response `e` names (`response`, or `http` bound by
    /// `let http = response as? HTTPURLResponse`), nil for any other expression.
    func responseHolder(_ e: SwiftExpr) -> String? {
        guard case .identifier(let name) = e.kind, case .httpResponse(let holder)? = local(name) else { return nil }
        return holder
    }

    /// `let http = response as? HTTPURLResponse` (or `as!`): `http` is the
    /// response again (an http url's response always is one); true when read.
    mutating func responseCast(_ name: String, value: SwiftExpr?) -> Bool {
        guard let value, case .cast(let inner, _, let type) = value.kind, type.simpleName == "HTTPURLResponse",
              let holder = responseHolder(inner) else { return false }
        declare(name, .httpResponse(holder: holder))
        return true
    }

    /// `http.statusCode == 200` (any 2xx, or `!=`), `(200..<300).contains(http.statusCode)`,
    /// `(200...299).contains(…)`: whether the answer's status is a success;
    /// nil when `e` is no such test (another use of the status is an error).
    mutating func statusTest(_ e: SwiftExpr) -> Expr? {
        let loc = e.location
        func success(_ holder: String) -> Expr {
            Expr(kind: .member(base: Expr(kind: .identifier(holder), location: loc), name: Self.statusField, optional: false), location: loc)
        }
        switch e.kind {
        case .binary(let op, let l, let r) where op == "==" || op == "!=":
            let (status, other) = statusCode(l).map { ($0, r) } ?? statusCode(r).map { ($0, l) } ?? (nil, l)
            guard let status else { return nil }
            guard case .integer(let text) = other.kind, let code = Int(text), (200...299).contains(code) else {
                error("only whether the status is a success is read ('statusCode == 200', '(200..<300).contains(statusCode)'): the answer's status code is not enumerated", at: loc)
                return Expr(kind: .boolLiteral(false), location: loc)
            }
            return op == "==" ? success(status) : Expr(kind: .unary(.not, success(status)), location: loc)
        case .call(let callee, let args, let trailing) where args.count == 1 && trailing.isEmpty:
            guard case .member(let range, "contains") = callee.kind, let status = statusCode(args[0].value) else { return nil }
            var bounds = range
            if case .tuple(let inner) = bounds.kind, inner.count == 1 { bounds = inner[0].value }
            guard case .binary(let op, let lower, let upper) = bounds.kind,
                  case .integer(let a) = lower.kind, case .integer(let b) = upper.kind,
                  a == "200", (op == "..<" && b == "300") || (op == "..." && b == "299") else {
                error("only whether the status is a success is read ('(200..<300).contains(statusCode)'): the answer's status code is not enumerated", at: loc)
                return Expr(kind: .boolLiteral(false), location: loc)
            }
            return success(status)
        default:
            return nil
        }
    }

    /// Whether `e` compares or range-tests the `statusCode` of a response.
    func isStatusTest(_ e: SwiftExpr) -> Bool {
        switch e.kind {
        case .binary(let op, let l, let r):
            return (op == "==" || op == "!=") && (statusCode(l) != nil || statusCode(r) != nil)
        case .call(let callee, let args, _):
            guard case .member(_, "contains") = callee.kind, args.count == 1 else { return false }
            return statusCode(args[0].value) != nil
        default:
            return false
        }
    }

    /// The holder of the response whose `statusCode` `e` reads.
    func statusCode(_ e: SwiftExpr) -> String? {
        guard case .member(let base, "statusCode") = e.kind else { return nil }
        return responseHolder(base)
    }
}

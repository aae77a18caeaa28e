// The printer's statements: blocks, conditions, `switch`, `do`/`catch`,
// tasks, and the `let (a, b) = pair` a destructuring was read from.

extension ModelPrinter {
    /// Prints `body` one level deeper than the line that opens it.
    mutating func block(_ body: [Stmt]) {
        indent += 1
        var i = 0
        while i < body.count {
            i += statement(body, at: i)
        }
        indent -= 1
    }

    /// Prints the statement `body[i]`; returns how many statements it stood for.
    private mutating func statement(_ body: [Stmt], at i: Int) -> Int {
        let stmt = body[i]
        switch stmt.kind {
        case .local(let isLet, let name, let t, let value):
            if TupleType.isDestructuringHolder(name) { return destructuring(body, at: i) }
            var text = "\(isLet ? "let" : "var") \(name)"
            if let t { text += ": \(type(t))" }
            if let value { text += " = \(expression(value))" }
            line(text)
        case .assign(let target, let op, let value):
            line("\(expression(target)) \(op.rawValue) \(expression(value))")
        case .expression(let e):
            line(expressionStatement(e))
        case .ifStatement:
            ifChain(stmt, prefix: "")
        case .guardStatement(let conditions, let elseBody):
            line("guard \(self.conditions(conditions)) else {")
            block(elseBody)
            line("}")
        case .switchStatement(let subject, let cases):
            line("switch \(expression(subject)) {")
            for c in cases {
                if c.isDefault {
                    line("default:")
                } else {
                    let patterns = c.patterns.map { pattern($0) }.joined(separator: ", ")
                    line("case \(patterns)\(c.whereClause.map { " where \(expression($0))" } ?? ""):")
                }
                block(c.body.isEmpty ? [Stmt(kind: .breakStatement, location: c.location)] : c.body)
            }
            line("}")
        case .whileLoop(let conditions, let loopBody):
            line("while \(self.conditions(conditions)) {")
            block(loopBody)
            line("}")
        case .forLoop(let name, let range, let loopBody):
            line("for \(name) in \(expression(range)) {")
            block(loopBody)
            line("}")
        case .breakStatement:
            line("break")
        case .continueStatement:
            line("continue")
        case .returnStatement(let value):
            line(value.map { "return \(expression($0))" } ?? "return")
        case .doCatch(let doBody, let catchBody):
            line("do {")
            block(doBody)
            line("} catch {")
            block(catchBody)
            line("}")
        case .doCatchClauses(let doBody, let clauses):
            line("do {")
            block(doBody)
            for clause in clauses {
                line("} \(catchClause(clause.pattern)) {")
                block(clause.body)
            }
            line("}")
        case .deferStatement(let deferBody):
            line("defer {")
            block(deferBody)
            line("}")
        case .noEffectCall(let name, let callBody):
            if name == "withAnimation" {
                line("withAnimation {")
                block(callBody)
                line("}")
            } else {
                line("\(name)()")
            }
        case .throwStatement(let e):
            line("throw \(expression(e))")
        case .spawnTask(let taskBody):
            let (head, rest) = taskHead(taskBody)
            line(head + " {")
            block(rest)
            line("}")
        }
        return 1
    }

    /// An expression used as a statement; the parser reads a bare call of a
    /// no-effect function (`print(…)`) as such, so it is not one here.
    private mutating func expressionStatement(_ e: Expr) -> String {
        let text = expression(e)
        if case .call(let callee, _) = e.kind, case .identifier(let name) = callee.kind,
           Parser.noEffectFunctions.contains(name) || name == "withAnimation" {
            return "_ = " + text
        }
        return text
    }

    /// `if … { } else if … { } else { }`; an `else` holding one `if` that
    /// was not written `else if` keeps its braces.
    private mutating func ifChain(_ stmt: Stmt, prefix: String) {
        guard case .ifStatement(let conditions, let then, let elseBody, let elseIsIf) = stmt.kind else { return }
        line(prefix + "if \(self.conditions(conditions)) {")
        block(then)
        guard let elseBody else {
            line("}")
            return
        }
        if elseIsIf, elseBody.count == 1, case .ifStatement = elseBody[0].kind {
            ifChain(elseBody[0], prefix: "} else ")
            return
        }
        line("} else {")
        block(elseBody)
        line("}")
    }

    /// `Task {` or, for a body that starts with the main actor's hop,
    /// `Task.detached {` and the rest of the body.
    mutating func taskHead(_ body: [Stmt]) -> (head: String, body: [Stmt]) {
        if case .expression(let e)? = body.first?.kind, case .mainActorHop = e.kind {
            return ("Task.detached", Array(body.dropFirst()))
        }
        return ("Task", body)
    }

    /// `let (a, _) = pair`: the holder and the reads of its elements that follow it.
    private mutating func destructuring(_ body: [Stmt], at i: Int) -> Int {
        guard case .local(_, let holder, let t, let value?) = body[i].kind else {
            line(unspellable("a destructuring without a value"))
            return 1
        }
        let names = holder.dropFirst().dropLast().split(separator: ",").map { String($0.filter { $0 != " " }) }
        var isLet = true
        var count = 1
        var j = i + 1
        while j < body.count, case .local(let elementIsLet, let name, nil, let read?) = body[j].kind,
              case .member(let base, let position, false) = read.kind, case .identifier(holder) = base.kind,
              let index = Int(position), index < names.count, names[index] == name {
            isLet = elementIsLet
            count += 1
            j += 1
        }
        let bound = names.filter { $0 != "_" }.count
        if bound != count - 1 {
            // The holder is read otherwise than by the locals that follow it: its name has no spelling.
            line("let \(unspellable("the name '\(holder)'")) = \(expression(value))")
            return 1
        }
        line("\(isLet ? "let" : "var") (\(names.joined(separator: ", ")))\(t.map { ": \(type($0))" } ?? "") = \(expression(value))")
        return bound == count - 1 ? count : 1
    }

    /// A condition list: `a, let b = c, case .x = d`.
    mutating func conditions(_ list: [Condition]) -> String {
        list.map { c in
            switch c {
            case .boolean(let e): return expression(e)
            case .optionalBinding(let name, let value, let isLet): return "\(isLet ? "let" : "var") \(name) = \(expression(value))"
            case .matches(let p, let e): return "case \(pattern(p)) = \(expression(e))"
            }
        }.joined(separator: ", ")
    }

    private func catchClause(_ pattern: CatchPattern) -> String {
        switch pattern {
        case .any: return "catch"
        case .binding(let name): return "catch let \(name)"
        case .isType(let t): return "catch is \(t)"
        case .cast(let name, let t): return "catch let \(name) as \(t)"
        case .enumCase(let t, let name): return "catch \(t).\(name)"
        }
    }
}

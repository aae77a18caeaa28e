import StateCheckLanguage

// A method or computed property of the screen or its view model whose
// result the model has no values of (`-> [Course]`, `var dueDate: Date`,
// `-> URLRequest`) and that changes nothing of the screen (its body passes
// ``changesNothing(_:)``) is not translated: what it returns is opaque, as
// an input is. A test of it is an assumption, a local bound to it opaque,
// an api may be given it; nothing the screen decides can depend on a value
// guessed for it. One that changes the screen's state is still translated
// (and refused where its result is not understood). The same holds for a
// method of a modelled result whose body the translation could not read
// (`return (try? context.fetchCount(descriptor)) ?? 0`): a pass finds it
// (``unreadResult(_:)``), the next reads its result opaque.

extension ScreenBuilder {
    /// Finds the opaque results among the methods about to be translated
    /// (the screen's, its computed properties, its view models'): called
    /// once, before any of them is, so every caller reads them as opaque.
    mutating func markOpaqueResults(screenMethods: [(SwiftFunctionDecl, SourceLocation)]) {
        guard !configuration.strict else { return }
        var candidates: [(name: String, f: SwiftFunctionDecl, location: SourceLocation)] = []
        for (f, location) in screenMethods where methodNames.contains(f.name) { candidates.append((f.name, f, location)) }
        for (f, location) in computedMethods { candidates.append((f.name, f, location)) }
        for (f, location, _, holder) in viewModelMethods { candidates.append((member(f.name, of: holder), f, location)) }
        let vmFiles = Dictionary(viewModelMethods.map { (member($0.0.name, of: $0.3), $0.2) }, uniquingKeysWith: { first, _ in first })
        for c in candidates {
            guard let r = c.f.result, !isViewResult(r), let body = c.f.body else { continue }
            valueMethodSpans.append((c.name, vmFiles[c.name] ?? c.location.file ?? file, c.location.line...max(c.location.line, Self.lastLine(of: body))))
        }
        candidates = candidates.filter { c in
            guard let r = c.f.result, !isViewResult(r), c.f.body != nil else { return false }
            if givenUnreadResults.contains(c.name) { return true }
            var probe = self
            return probe.modelType(r) == nil
        }
        // Tentatively none is a method of the screen (one may call another), then each that changes the state is one again.
        for c in candidates { methodNames.remove(c.name) }
        var opaque = candidates
        var changed = true
        while changed {
            changed = false
            opaque.removeAll { c in
                guard !changesNothing(c.f.body ?? []) else { return false }
                methodNames.insert(c.name)
                changed = true
                return true
            }
        }
        for c in opaque {
            opaqueMethods.insert(c.name)
            let unread = givenUnreadResults.contains(c.name)
            if computedProperties.remove(c.name) != nil {
                opaqueInputs.insert(c.name)
                if unread {
                    abstraction("the computed property \(c.f.name) computes what the model does not read and changes nothing: opaque (tests of it are assumptions)", at: c.location)
                    continue
                }
                abstraction("the computed property \(c.f.name) is a \(c.f.result?.spelling ?? "value"), of which the model has no values, and changes nothing: opaque (tests of it are assumptions)", at: c.location)
            } else if unread {
                abstraction("the method \(c.f.name) computes what the model does not read and changes nothing: what it returns is opaque (tests of it are assumptions)", at: c.location)
            } else {
                abstraction("the method \(c.f.name) returns a \(c.f.result?.spelling ?? "value"), of which the model has no values, and changes nothing: what it returns is opaque (tests of it are assumptions)", at: c.location)
            }
        }
    }

    /// The last line any statement or expression of `body` starts on.
    static func lastLine(of body: [SwiftStmt]) -> Int {
        var last = 0
        for s in body {
            last = max(last, s.location.line)
            s.forEachExpression { last = max(last, $0.location.line) }
        }
        return last
    }

    /// The methods (model names, ``valueMethodSpans``) written where an
    /// error of `diagnostics` is: each returns a value, and its translation
    /// is not one the model compiles (`var character: Character? { rows.first }`
    /// read as a function with no `return`, a `Value` given a member it has
    /// not). In strict mode none.
    func methodsHolding(_ diagnostics: [Diagnostic]) -> Set<String> {
        guard !configuration.strict else { return [] }
        var out: Set<String> = []
        for d in diagnostics where d.severity == .error {
            for span in valueMethodSpans where span.lines.contains(d.line) && span.file == d.file { out.insert(span.name) }
        }
        return out
    }

    /// The opaque method `callee` names (``markOpaqueResults(screenMethods:)``),
    /// by its model name; nil when it names none.
    func opaqueMethod(_ callee: SwiftExpr) -> String? {
        switch callee.kind {
        case .identifier(let n) where local(n) == nil:
            return opaqueMethods.contains(n) ? n : nil
        case .member(let base, let n):
            if case .identifier("self") = base.kind { return opaqueMethods.contains(n) ? n : nil }
            guard let holder = viewModelHolder(base) else { return nil }
            let name = member(n, of: holder)
            return opaqueMethods.contains(name) ? name : nil
        default:
            return nil
        }
    }

    /// Records that `f`, being translated, returns a value and holds code
    /// the translation refused: a later pass reads what it returns as
    /// opaque (``givenUnreadResults``), and, when its body changes the
    /// screen's state, reads it for its effects (``markOpaqueReturning(screenMethods:)``).
    mutating func unreadResult(_ f: SwiftFunctionDecl) {
        guard !configuration.strict, let r = f.result, !isViewResult(r) else { return }
        unreadResults.insert(currentHolder.map { member(f.name, of: $0) } ?? f.name)
    }
}

/// The talk's "keep what is shown while loading" moves (Case 1 → Case 1
/// After, Case 2 Before → Case 2 After), as one rewrite with two settings.
///
/// Recognised shape: an `enum E` with a payload-less loading case `L`
/// (`loading` or `initialLoading`) and a case `source(T)`, no case named
/// `new` yet, and a variable `var x: E`. The rewrite:
///
/// 1. adds `case new(T)` right after `case L`;
/// 2. in `extension E`, each `Bool` property used as a guard outside the
///    extension and the view (`if x.isLoading { return }`) counts `new` as
///    loading too: `if case .L = self { return true }` gets a twin line for
///    `.new`, and a switch item list holding `.L` gets `.new` after it;
/// 3. each assignment `x = .L` (or `self = .L` in the extension) becomes
///    `if case .source(let b) = x { x = .new(b) } else { x = .L }`, and a
///    one-line clause `case .idle, .source: self = .L` loses `.source` to a
///    clause of its own, `case .source(let b): self = .new(b)`;
/// 4. in `view`, each switch item `.source(let v)` gets `.new(let v)`
///    beside it, so the kept payload is shown as before.
///
/// Steps 3 and 4 must each change a line, or the move does not apply.
package struct KeepPayloadWhileLoading: Sendable {
    /// The case whose payload is kept (`success`, `failure`).
    var source: String
    /// The new case (`reLoading`, `retryLoading`).
    var new: String
    /// The name bound in the rewritten assignment (`value`, `error`).
    var binding: String
    /// The move's name in the catalogue.
    package var name: String
    /// One line for the report.
    package var summary: String

    /// Case 1 After: `reLoading(V)` keeps the content while reloading.
    package static let reLoading = KeepPayloadWhileLoading(
        source: "success", new: "reLoading", binding: "value", name: "reLoading",
        summary: "add `reLoading(V)`: starting a load from `.success(v)` goes to `.reLoading(v)`, which shows v"
    )
    /// Case 2 After: `retryLoading(E)` keeps the error while retrying.
    package static let retryLoading = KeepPayloadWhileLoading(
        source: "failure", new: "retryLoading", binding: "error", name: "retryLoading",
        summary: "add `retryLoading(E)`: starting a load from `.failure(e)` goes to `.retryLoading(e)`, which shows e"
    )

    /// The move as a catalogue value.
    var move: DesignMove {
        let rewrite = self
        return DesignMove(name: name, summary: summary) { rewrite.apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    func apply(to text: String) -> String? {
        var m = ModelTextBlocks(text)
        // The enum: its loading case, the source payload type; the variable holding it.
        let loadingNames = ["loading", "initialLoading"]
        guard let shape = EnumShape.find(in: m, where: { cases in
            cases[new] == nil && cases[source]?.payload != nil
                && loadingNames.contains { cases[$0] != nil && cases[$0]?.payload == nil }
        }), let payload = shape.cases[source]?.payload,
              let loading = loadingNames.first(where: { shape.cases[$0] != nil && shape.cases[$0]?.payload == nil }),
              let loadingLine = shape.cases[loading]?.line else { return nil }
        let f = (enumName: shape.name, loading: loading, loadingLine: loadingLine, payload: payload)
        let variable = shape.variable

        // 4. The view shows the kept payload.
        guard let view = m.block(startingWith: "view") else { return nil }
        var viewChanged = false
        for i in view {
            let t = m.lines[i].trimmingWhitespace
            guard t.hasPrefix("case "), let r = m.lines[i].range(of: ".\(source)(let ") else { continue }
            guard let close = m.lines[i][r.upperBound...].firstIndex(of: ")") else { continue }
            let bound = m.lines[i][r.upperBound..<close]
            m.lines[i].insert(contentsOf: ", .\(new)(let \(bound))", at: m.lines[i].index(after: close))
            viewChanged = true
        }
        guard viewChanged else { return nil }

        // 2. Guard predicates in the extension count the new case as loading.
        let extensionRange = m.block(startingWith: "extension \(f.enumName)")
        if let ext = extensionRange {
            var i = ext.lowerBound
            while i <= ext.upperBound {
                let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
                if t.hasPrefix("var "), t.hasSuffix(": Bool {") {
                    let property = String(t.dropFirst("var ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                    let body = ModelTextBlocks(m.lines[i...ext.upperBound].joined(separator: "\n")).block(startingWith: "var ")
                    let end = i + (body?.upperBound ?? 0)
                    if isGuard(property, in: m, outside: [ext, view]) {
                        var j = i + 1
                        var last = end
                        while j < last {
                            let line = m.lines[j]
                            let lt = line.trimmingWhitespace
                            if lt == "if case .\(f.loading) = self { return true }" {
                                m.lines.insert(ModelTextBlocks.indentation(line) + "if case .\(new) = self { return true }", at: j + 1)
                                j += 1
                                last += 1
                            } else if lt.hasPrefix("case "), let r = itemRange(".\(f.loading)", in: line) {
                                m.lines[j].insert(contentsOf: ", .\(new)", at: r.upperBound)
                            }
                            j += 1
                        }
                        i = last
                    } else {
                        i = end
                    }
                }
                i += 1
            }
        }

        // 3. Starting a load from `source` keeps its payload.
        var assigned = false
        var i = 0
        while i < m.lines.count {
            let line = m.lines[i]
            let t = ModelTextBlocks.code(line).trimmingWhitespace
            let target = t.hasPrefix("self ") ? "self" : variable
            if t == "\(target) = .\(f.loading)" {
                let pad = ModelTextBlocks.indentation(line)
                m.lines.replaceSubrange(i...i, with: [
                    "\(pad)if case .\(source)(let \(binding)) = \(target) {",
                    "\(pad)    \(target) = .\(new)(\(binding))",
                    "\(pad)} else {",
                    "\(pad)    \(target) = .\(f.loading)",
                    "\(pad)}",
                ])
                assigned = true
                i += 5
            } else if let (target, split) = ["self", variable].lazy.compactMap({ target in
                self.splitCaseClause(t, target: target, loading: f.loading).map { (target, $0) }
            }).first {
                // `case .idle, .source: self = .L` (Case 1 After's startLoading): `source` gets its own clause.
                let pad = ModelTextBlocks.indentation(line)
                let kept = "\(pad)case .\(source)(let \(binding)): \(target) = .\(new)(\(binding))"
                m.lines.replaceSubrange(i...i, with: split.isEmpty ? [kept] : ["\(pad)\(split)", kept])
                assigned = true
                i += split.isEmpty ? 1 : 2
            } else {
                i += 1
            }
        }
        guard assigned else { return nil }

        // 1. The new case, after the loading case (the enum precedes every line changed above).
        let caseLine = m.lines[f.loadingLine]
        m.lines.insert(ModelTextBlocks.indentation(caseLine) + "case \(new)(\(f.payload))", at: f.loadingLine + 1)
        return m.text
    }

    /// For a one-line clause `case ITEMS: target = .loading` whose items
    /// hold `.source`, the clause without it (empty when `.source` was its
    /// only item); nil for any other line.
    private func splitCaseClause(_ t: String, target: String, loading: String) -> String? {
        let suffix = ": \(target) = .\(loading)"
        guard t.hasPrefix("case "), t.hasSuffix(suffix) else { return nil }
        let items = t.dropFirst("case ".count).dropLast(suffix.count)
            .split(separator: ",").map { $0.trimmingWhitespace }
        guard items.contains(".\(source)") else { return nil }
        let rest = items.filter { $0 != ".\(source)" }
        return rest.isEmpty ? "" : "case " + rest.joined(separator: ", ") + suffix
    }

    /// Whether `.property` is read on a line outside `ranges` that is not a
    /// comment or a custom property's formula: a guard in a function.
    private func isGuard(_ property: String, in m: ModelTextBlocks, outside ranges: [ClosedRange<Int>]) -> Bool {
        for (i, line) in m.lines.enumerated() where !ranges.contains(where: { $0.contains(i) }) {
            let t = ModelTextBlocks.code(line).trimmingWhitespace
            if t.hasPrefix("step ") || t.hasPrefix("invariant ") || t.hasPrefix("expect ") { continue }
            if itemRange(".\(property)", in: t, followedBy: " {)&|!,") != nil { return true }
        }
        return false
    }

    /// Where `item` occurs in `line` as a whole word: preceded by a space,
    /// a comma or a name (`x.isLoading`), followed by one of `followers`.
    private func itemRange(_ item: String, in line: String, followedBy followers: String = ",:") -> Range<String.Index>? {
        var from = line.startIndex
        while let r = line.range(of: item, range: from..<line.endIndex) {
            let next = r.upperBound < line.endIndex ? line[r.upperBound] : " "
            if followers.contains(next) || r.upperBound == line.endIndex { return r }
            from = r.upperBound
        }
        return nil
    }
}

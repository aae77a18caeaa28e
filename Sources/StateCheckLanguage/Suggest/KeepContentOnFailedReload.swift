/// The talk's Case 3 → Case 4 move: a reload that fails keeps the content
/// it was reloading, in a new case `reLoadingFailure(V, E)`.
///
/// Recognised shape: an `enum E` with `case reLoading(V)` and a failure
/// case `F(Err)` (`loadingFailure`, else `failure`), no `reLoadingFailure`
/// yet, and a variable `var x: E`. The rewrite:
///
/// 1. adds `case reLoadingFailure(V, Err)` right after `case F`;
/// 2. in every `switch self` (in `extension E`) and `switch x`, the new
///    case joins the items of `.success` when the switch has one
///    (`.success(let v)` gets `.reLoadingFailure(let v, _)`: it carries
///    content), otherwise those of `.F` (`.F(let e)` gets
///    `.reLoadingFailure(_, let e)`: it is a failure); a switch with
///    neither is left alone (its `default` takes the case);
/// 3. each assignment `x = .F(e)` becomes
///    `if case .reLoading(let value) = x { x = .reLoadingFailure(value, e) } else { x = .F(e) }`.
///
/// The view's switch and step 3 must each change a line, or the move does
/// not apply.
///
/// The same rewrite with `paging` for `reLoading` is the talk's Case 3
/// paging move: a page that fails keeps the pages shown, in a new case
/// `pagingFailure(V, E)` (``pagingFailure``).
struct KeepContentOnFailedReload: Sendable {
    /// The case carrying the content while its request is in flight.
    var from = "reLoading"
    /// The new case's name.
    var new = "reLoadingFailure"

    /// The move as a catalogue value.
    static var move: DesignMove {
        DesignMove(
            name: "reLoadingFailure",
            summary: "add `reLoadingFailure(V, E)`: a reload from `.reLoading(v)` that fails goes to `.reLoadingFailure(v, e)`, which shows v"
        ) { KeepContentOnFailedReload().apply(to: $0) }
    }

    /// The paging move: a page requested from `.paging(v)` that fails goes
    /// to `.pagingFailure(v, e)`, which keeps showing the pages v.
    static var pagingFailure: DesignMove {
        DesignMove(
            name: "pagingFailure",
            summary: "add `pagingFailure(V, E)`: a page requested from `.paging(v)` that fails goes to `.pagingFailure(v, e)`, which keeps showing the pages v"
        ) { KeepContentOnFailedReload(from: "paging", new: "pagingFailure").apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    func apply(to text: String) -> String? {
        var m = ModelTextBlocks(text)
        guard let shape = EnumShape.find(in: m, where: { cases in
            cases[from]?.payload != nil && cases[new] == nil
                && (cases["loadingFailure"]?.payload != nil || cases["failure"]?.payload != nil)
        }), let value = shape.cases[from]?.payload else { return nil }
        let failure = shape.cases["loadingFailure"]?.payload != nil ? "loadingFailure" : "failure"
        guard let failureCase = shape.cases[failure], let errorType = failureCase.payload else { return nil }
        let x = shape.variable
        let view = m.block(startingWith: "view")

        // 2. The switches over the state take the new case.
        var viewChanged = false
        var i = 0
        while i < m.lines.count {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            if t == "switch self {" || t == "switch \(x) {",
               let block = ModelTextBlocks(m.lines[i...].joined(separator: "\n")).block(startingWith: "switch ") {
                let range = (i + block.lowerBound)...(i + block.upperBound)
                if joinItems(in: range, of: &m, failure: failure), view?.contains(i) == true { viewChanged = true }
            }
            i += 1
        }
        guard viewChanged else { return nil }

        // 3. A failed reload keeps its content.
        var assigned = false
        i = 0
        while i < m.lines.count {
            let line = m.lines[i]
            let t = ModelTextBlocks.code(line).trimmingWhitespace
            let prefix = "\(x) = .\(failure)("
            let argument = t.hasPrefix(prefix) && t.hasSuffix(")") ? String(t.dropFirst(prefix.count).dropLast()) : ""
            if !argument.isEmpty, argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                let pad = ModelTextBlocks.indentation(line)
                m.lines.replaceSubrange(i...i, with: [
                    "\(pad)if case .\(from)(let value) = \(x) {",
                    "\(pad)    \(x) = .\(new)(value, \(argument))",
                    "\(pad)} else {",
                    "\(pad)    \(x) = .\(failure)(\(argument))",
                    "\(pad)}",
                ])
                assigned = true
                i += 5
            } else {
                i += 1
            }
        }
        guard assigned else { return nil }

        // 1. The new case, after the failure case (the enum precedes every line changed above).
        let pad = ModelTextBlocks.indentation(m.lines[failureCase.line])
        m.lines.insert("\(pad)case \(new)(\(value), \(errorType))", at: failureCase.line + 1)
        return m.text
    }

    /// Adds the new case beside `.success` in the switch at `range`, or
    /// beside `.failure` when it has no `.success`; whether a line changed.
    private func joinItems(in range: ClosedRange<Int>, of m: inout ModelTextBlocks, failure: String) -> Bool {
        let items = range.dropFirst().filter {
            let t = m.lines[$0].trimmingWhitespace
            return t.hasPrefix("case .") || t.hasPrefix(".")
        }
        for (anchor, bound) in [("success", "let %@, _"), (failure, "_, let %@")] {
            for i in items {
                let line = m.lines[i]
                if let r = line.range(of: ".\(anchor)(let "), let close = line[r.upperBound...].firstIndex(of: ")") {
                    let name = String(line[r.upperBound..<close])
                    let payload = bound.replacingOccurrences(of: "%@", with: name)
                    m.lines[i].insert(contentsOf: ", .\(new)(\(payload))", at: line.index(after: close))
                    return true
                }
                for follower in [",", ":"] {
                    if let r = line.range(of: ".\(anchor)\(follower)") {
                        m.lines[i].insert(contentsOf: ", .\(new)", at: line.index(before: r.upperBound))
                        return true
                    }
                }
            }
        }
        return false
    }
}

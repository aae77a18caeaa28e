import StateCheckLanguage

/// The talk's Case 3 → Case 4 move on an app's Swift file, as the `.model`
/// move `reLoadingFailure` makes it: a reload that fails keeps the content
/// it was reloading, in a new case `reLoadingFailure(V, E)`.
///
/// Recognised shape, found with the parser: an enum `E` of the file with
/// `case reLoading(V)` and a failure case `F(Err)` (`loadingFailure`, else
/// `failure`) each on a line of its own, no `reLoadingFailure` yet, and a
/// stored property declared of type `E`. The rewrite
///
/// 1. adds `case reLoadingFailure(V, Err)` on the line after `case F`;
/// 2. in every `switch self` of `E`'s own code and `switch x` of the file,
///    the new case joins the items of `.success` when the switch has one
///    (`.success(let v)` gets `.reLoadingFailure(let v, _)`: it carries
///    content), otherwise those of `.F` (`.F(let e)` gets
///    `.reLoadingFailure(_, let e)`: it is a failure); a switch with
///    neither is left alone (its `default` takes the case);
/// 3. each line `x = .F(e)` becomes
///    `if case .reLoading(let value) = x { x = .reLoadingFailure(value, e) } else { x = .F(e) }`.
///
/// A switch of the screen's `body` and step 3 must each change a line, or
/// the move does not apply. Whether the result is better is decided by
/// checking it.
package enum SwiftKeepContentOnFailedReload {
    /// The new case's name.
    static let new = "reLoadingFailure"

    /// The move on the screen `screen` of a Swift file, named as the `.model` one.
    package static func move(in screen: String) -> DesignMove {
        DesignMove(
            name: "reLoadingFailure",
            summary: "add `reLoadingFailure(V, E)`: a reload from `.reLoading(v)` that fails goes to `.reLoadingFailure(v, e)`, which shows v"
        ) { apply(to: $0, in: screen) }
    }

    /// The rewritten Swift text, or nil when `text` lacks the shape.
    package static func apply(to text: String, in screen: String) -> String? {
        guard let text = SwiftMoveText(text) else { return nil }
        let lines = text.lines
        for (e, cases, enumLines) in text.enums {
            func named(_ n: String) -> SwiftEnumCaseElement? { cases.first { $0.name == n } }
            guard named(new) == nil, named("reLoading")?.associatedValues?.count == 1,
                  let failure = ["loadingFailure", "failure"].first(where: { named($0)?.associatedValues?.count == 1 }),
                  let reLoadingLine = enumLines.first(where: { lines[$0].trimmed.hasPrefix("case reLoading(") }),
                  let failureLine = enumLines.first(where: { lines[$0].trimmed.hasPrefix("case \(failure)(") }),
                  let value = SwiftTextBlocks.parenthesised(after: "case reLoading", in: lines[reLoadingLine].trimmed),
                  let error = SwiftTextBlocks.parenthesised(after: "case \(failure)", in: lines[failureLine].trimmed),
                  let places = text.places(of: e, enumLines: enumLines, screen: screen) else { continue }
            let body = places.body

            var edits: [Int: [String]] = [:]
            // 2. Each switch over the state takes the new case beside `.success`, else beside the failure.
            var viewChanged = false
            for i in lines.indices {
                let t = lines[i].trimmed
                guard places.subjects(at: i).contains(where: { t == "switch \($0) {" }),
                      let block = SwiftTextBlocks.braceBlock(startingAt: i + 1, in: lines) else { continue }
                let items = block.filter { j in
                    let lt = lines[j].trimmed
                    return j > block.lowerBound && (lt.hasPrefix("case ") || lt.hasPrefix("."))
                }
                let holdsSuccess = items.contains { SwiftTextBlocks.addingItem(after: ".success", new: "", in: lines[$0]) != nil }
                for j in items where edits[j] == nil {
                    let changed = holdsSuccess
                        ? adding(after: ".success", new: "(let $1, _)", in: lines[j])
                        : adding(after: ".\(failure)", new: "(_, let $1)", in: lines[j])
                    if let changed {
                        edits[j] = [changed]
                        if body.contains(j) { viewChanged = true }
                    }
                }
            }
            // 3. A failure reached from `.reLoading(v)` keeps v.
            var assigned = false
            for i in lines.indices where edits[i] == nil {
                let t = lines[i].trimmed
                guard let target = places.subjects(at: i).first(where: { t.hasPrefix("\($0) = .\(failure)(") && t.hasSuffix(")") }) else { continue }
                let thrown = String(t.dropFirst("\(target) = .\(failure)(".count).dropLast())
                edits[i] = ["\(lines[i].indentation)if case .reLoading(let value) = \(target) { \(target) = .\(new)(value, \(thrown)) } else { \(target) = .\(failure)(\(thrown)) }"]
                assigned = true
            }
            guard viewChanged, assigned else { continue }
            edits[failureLine, default: [lines[failureLine]]].append("\(lines[failureLine].indentation)case \(new)(\(value), \(error))")
            return text.applying(edits)
        }
        return nil
    }

    /// `line` with `.reLoadingFailure` beside the item `item`: with the
    /// item's binding `let b`, the pattern `shape` (`(let $1, _)`) with `$1`
    /// replaced by `b`; a bare item gets the bare case; nil when `line`
    /// holds no such item.
    static func adding(after item: String, new shape: String, in line: String) -> String? {
        guard let changed = SwiftTextBlocks.addingItem(after: item, new: "\u{0}", in: line) else { return nil }
        // The inserted text is `, \0` followed by the item's own parenthesised pattern, if any.
        guard let marker = changed.range(of: "\u{0}") else { return nil }
        let rest = changed[marker.upperBound...]
        if rest.hasPrefix("(let "), let close = rest.firstIndex(of: ")") {
            let bound = rest[rest.index(rest.startIndex, offsetBy: "(let ".count)..<close]
            var out = changed
            out.replaceSubrange(marker.lowerBound..<rest.index(after: close), with: ".\(new)" + shape.replacingOccurrences(of: "$1", with: bound))
            return out
        }
        if rest.hasPrefix("(") { return nil }
        var out = changed
        out.replaceSubrange(marker, with: ".\(new)")
        return out
    }
}

import StateCheckLanguage

/// The talk's "keep what is shown while loading" moves (Case 1 Before →
/// After: `reLoading(V)`; Case 2 Before → After: `retryLoading(E)`) on an
/// app's Swift file, as the `.model` moves of the same names make them.
///
/// Recognised shape, found with the parser: an enum `E` of the file with a
/// case `L` without payload (`loading` or `initialLoading`) on a line of its
/// own, a case `source(T)` and no case `new`; a stored property of the
/// screen (or of a type of the file) declared of type `E`. The rewrite
///
/// 1. adds `case new(T)` on the line after `case L`;
/// 2. in `E` and its extensions, each `Bool` property that the screen's code
///    tests outside `body` (`if dataState.isLoading { return }`) counts
///    `new` as loading too: `if case .L = self {` gets the line
///    `if case .new = self { return true }` before it, and a `case` item
///    list holding `.L` gets `.new` after it;
/// 3. each line `x = .L` (`self.x = .L`, or `self = .L` in `E`'s own
///    code) becomes `if case .source(let b) = x { x = .new(b) } else { x = .L }`;
/// 4. in the screen's `body`, each `case` line holding `.source(let v)`
///    gets `.new(let v)` beside it (`.source` without a binding gets `.new`),
///    so the kept payload is shown as before.
///
/// Steps 3 and 4 must each change a line, or the move does not apply.
/// Whether the result is better is decided by checking it.
package struct SwiftKeepPayloadWhileLoading: Sendable {
    /// The case whose payload is kept (`success`, `failure`).
    var source: String
    /// The new case (`reLoading`, `retryLoading`).
    var new: String
    /// The name bound in the rewritten assignment (`value`, `error`).
    var binding: String
    /// The `.model` move of the same rewrite, whose name and summary it shares.
    var model: KeepPayloadWhileLoading

    /// Case 1 After: `reLoading(V)` keeps the content while reloading.
    package static let reLoading = SwiftKeepPayloadWhileLoading(source: "success", new: "reLoading", binding: "value", model: .reLoading)
    /// Case 2 After: `retryLoading(E)` keeps the error while retrying.
    package static let retryLoading = SwiftKeepPayloadWhileLoading(source: "failure", new: "retryLoading", binding: "error", model: .retryLoading)

    /// The move on the screen `screen` of a Swift file, named as the `.model` one.
    package func move(in screen: String) -> DesignMove {
        let rewrite = self
        return DesignMove(name: model.name, summary: model.summary) { rewrite.apply(to: $0, in: screen) }
    }

    /// The rewritten Swift text, or nil when `text` lacks the shape.
    package func apply(to text: String, in screen: String) -> String? {
        guard let text = SwiftMoveText(text) else { return nil }
        let lines = text.lines
        // 1. The enum and its cases.
        let loadingNames = ["loading", "initialLoading"]
        for (e, cases, enumLines) in text.enums {
            func named(_ n: String) -> SwiftEnumCaseElement? { cases.first { $0.name == n } }
            guard named(new) == nil, let sourceCase = named(source), sourceCase.associatedValues?.count == 1,
                  let loading = loadingNames.first(where: { named($0) != nil && named($0)?.associatedValues == nil }) else { continue }
            guard let loadingLine = enumLines.first(where: { lines[$0].trimmed == "case \(loading)" }),
                  let sourceLine = enumLines.first(where: { lines[$0].trimmed.hasPrefix("case \(source)(") }),
                  let payload = SwiftTextBlocks.parenthesised(after: "case \(source)", in: lines[sourceLine].trimmed),
                  let places = text.places(of: e, enumLines: enumLines, screen: screen) else { continue }
            let (body, ownCode) = (places.body, places.ownCode)

            var edits: [Int: [String]] = [:]   // line index → its replacement lines
            // 4. The view shows the kept payload.
            var viewChanged = false
            for i in body {
                guard lines[i].trimmed.hasPrefix("case ") || lines[i].trimmed.hasPrefix(".") else { continue }
                if let changed = SwiftTextBlocks.addingItem(after: ".\(source)", new: ".\(new)", in: lines[i]) {
                    edits[i] = [changed]
                    viewChanged = true
                }
            }
            // 2. Guard predicates of the enum count the new case as loading.
            for block in ownCode {
                var i = block.lowerBound
                while i <= block.upperBound {
                    let t = lines[i].trimmed
                    defer { i += 1 }
                    guard t.hasPrefix("var "), t.hasSuffix(": Bool {"),
                          let property = t.dropFirst("var ".count).split(separator: ":").first.map(String.init),
                          SwiftTextBlocks.isGuard(property, lines: lines, outside: ownCode + [body]),
                          let getter = SwiftTextBlocks.braceBlock(startingAt: i + 1, in: lines) else { continue }
                    for j in getter where edits[j] == nil {
                        let lt = lines[j].trimmed
                        if lt.hasPrefix("if case .\(loading) = self") {
                            edits[j] = ["\(lines[j].indentation)if case .\(new) = self { return true }", lines[j]]
                        } else if lt.hasPrefix("case ") || lt.hasPrefix(".") {
                            if let changed = SwiftTextBlocks.addingItem(after: ".\(loading)", new: ".\(new)", in: lines[j], keepingBinding: false) { edits[j] = [changed] }
                        }
                    }
                    i = getter.upperBound
                }
            }
            // 3. Starting a load from `source` keeps its payload.
            var assigned = false
            for i in lines.indices where edits[i] == nil {
                let t = lines[i].trimmed
                guard let target = places.subjects(at: i).first(where: { t == "\($0) = .\(loading)" }) else { continue }
                edits[i] = ["\(lines[i].indentation)if case .\(source)(let \(binding)) = \(target) { \(target) = .\(new)(\(binding)) } else { \(target) = .\(loading) }"]
                assigned = true
            }
            guard viewChanged, assigned else { continue }
            edits[loadingLine, default: [lines[loadingLine]]].append("\(lines[loadingLine].indentation)case \(new)(\(payload))")
            return text.applying(edits)
        }
        return nil
    }
}


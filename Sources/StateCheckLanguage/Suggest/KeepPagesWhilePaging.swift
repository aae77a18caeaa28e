/// The talk's Case 3 move: a page in flight and a failed page keep the
/// pages already shown, in two new cases `paging(V)` and
/// `pagingFailure(V, E)`.
///
/// Recognised shape: an `enum E` with `case reLoading(V)`, `case
/// success(V)` and a failure case `F(Err)` (`loadingFailure`, else
/// `failure`), neither `paging` nor `pagingFailure` yet, a variable
/// `var x: E`, and a page handler: `on page … { await f() }` whose
/// function binds the shown pages (`guard let pages = x.value …`). The
/// rewrite:
///
/// 1. adds `case paging(V)` and `case pagingFailure(V, Err)` after the
///    enum's last case;
/// 2. in every switch over the state (`switch self`, `switch x`), the
///    new cases join the items they stand beside: `.paging` those of
///    `.reLoading` (it is loading, and shows its pages), and outside the
///    view `.pagingFailure(let v, _)` those of `.success(let v)` and
///    `.pagingFailure(_, let e)` those of `.F(let e)`;
/// 3. in the page handler, starting the page (`x.startLoading()` or
///    `x = .reLoading(…)`, `x = .initialLoading`, `x = .loading`) becomes
///    `x = .paging(pages)` (added after the guard when the handler has no
///    such line), and `x = .F(e)` becomes `x = .pagingFailure(pages, e)`;
/// 4. the view's switch gets a clause of its own for the failed page:
///    `case .pagingFailure(let value, let error):` showing `content(value)`
///    and `footerError(error)`.
///
/// Step 3 must rewrite the failure, or the move does not apply.
struct KeepPagesWhilePaging: Sendable {
    /// The move as a catalogue value.
    static var move: DesignMove {
        DesignMove(
            name: "paging",
            summary: "add `paging(V)` and `pagingFailure(V, E)`: the page handler goes to `.paging(pages)` and, when the page fails, to `.pagingFailure(pages, e)`, both showing the pages"
        ) { KeepPagesWhilePaging().apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    func apply(to text: String) -> String? {
        var m = ModelTextBlocks(text)
        guard let shape = EnumShape.find(in: m, where: { cases in
            cases["reLoading"]?.payload != nil && cases["success"]?.payload != nil
                && cases["paging"] == nil && cases["pagingFailure"] == nil
                && (cases["loadingFailure"]?.payload != nil || cases["failure"]?.payload != nil)
        }), let value = shape.cases["success"]?.payload else { return nil }
        let failure = shape.cases["loadingFailure"]?.payload != nil ? "loadingFailure" : "failure"
        guard let errorType = shape.cases[failure]?.payload,
              let lastCase = shape.cases.values.map(\.line).max() else { return nil }
        let x = shape.variable

        // 3. The page handler: the function `on page` awaits, and the name its guard binds.
        guard let handler = pageHandler(in: m),
              let body = m.block(startingWith: "func \(handler)(") else { return nil }
        var pages: String?
        var started = false
        var failed = false
        var bindLine: Int?
        for i in body {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            let bind = "guard let "
            if pages == nil, t.hasPrefix(bind), t.contains(" = \(x).value") {
                pages = String(t.dropFirst(bind.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                bindLine = i
                continue
            }
            guard let pages else { continue }
            let pad = ModelTextBlocks.indentation(m.lines[i])
            let starts = ["\(x).startLoading()", "\(x) = .initialLoading", "\(x) = .loading"]
            if !started, starts.contains(t) || t.hasPrefix("\(x) = .reLoading(") {
                m.lines[i] = "\(pad)\(x) = .paging(\(pages))"
                started = true
            }
            let prefix = "\(x) = .\(failure)("
            if t.hasPrefix(prefix), t.hasSuffix(")") {
                let argument = t.dropFirst(prefix.count).dropLast()
                m.lines[i] = "\(pad)\(x) = .pagingFailure(\(pages), \(argument))"
                failed = true
            }
        }
        guard let pages, let bindLine, failed else { return nil }
        if !started {
            // A page handler that leaves the state as it was: the page starts right after the guard.
            m.lines.insert(ModelTextBlocks.indentation(m.lines[bindLine]) + "\(x) = .paging(\(pages))", at: bindLine + 1)
        }

        // 2. The switches over the state take the new cases.
        let view = m.block(startingWith: "view")
        var viewSwitch: ClosedRange<Int>?
        var i = 0
        while i < m.lines.count {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            if t == "switch self {" || t == "switch \(x) {",
               let block = ModelTextBlocks(m.lines[i...].joined(separator: "\n")).block(startingWith: "switch ") {
                let range = (i + block.lowerBound)...(i + block.upperBound)
                let inView = view?.contains(i) == true
                if inView, viewSwitch == nil { viewSwitch = range }
                for j in range.dropFirst() {
                    join(after: "reLoading", new: "paging", payload: "let %@", in: j, of: &m)
                    if !inView {
                        join(after: "success", new: "pagingFailure", payload: "let %@, _", in: j, of: &m)
                        join(after: failure, new: "pagingFailure", payload: "_, let %@", in: j, of: &m)
                    }
                }
            }
            i += 1
        }

        // 4. The view shows the pages and the error of a failed page.
        guard let viewSwitch else { return nil }
        let clausePad = m.lines[viewSwitch.dropFirst().first { m.lines[$0].trimmingWhitespace.hasPrefix("case ") } ?? viewSwitch.upperBound]
        let pad = ModelTextBlocks.indentation(clausePad)
        m.lines.insert(contentsOf: [
            "\(pad)case .pagingFailure(let value, let error):",
            "\(pad)    content(value)",
            "\(pad)    footerError(error)",
        ], at: viewSwitch.upperBound)

        // 1. The new cases, after the last case (the enum precedes every line changed above).
        let casePad = ModelTextBlocks.indentation(m.lines[lastCase])
        m.lines.insert(contentsOf: ["\(casePad)case paging(\(value))", "\(casePad)case pagingFailure(\(value), \(errorType))"], at: lastCase + 1)
        return m.text
    }

    /// The function the `on page` handler awaits: `on page Task { await f() }`.
    private func pageHandler(in m: ModelTextBlocks) -> String? {
        for line in m.lines {
            let t = ModelTextBlocks.code(line).trimmingWhitespace
            guard t.hasPrefix("on page "), let r = t.range(of: "await ") else { continue }
            let name = t[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        return nil
    }

    /// On line `i` of a switch, puts `.new` (with `payload`, `%@` the bound
    /// name, when the anchor binds one) after the item `.anchor`.
    private func join(after anchor: String, new: String, payload: String, in i: Int, of m: inout ModelTextBlocks) {
        let line = m.lines[i]
        let t = line.trimmingWhitespace
        guard t.hasPrefix("case .") || t.hasPrefix(".") else { return }
        if let r = line.range(of: ".\(anchor)(let "), let close = line[r.upperBound...].firstIndex(of: ")") {
            let name = String(line[r.upperBound..<close])
            m.lines[i].insert(contentsOf: ", .\(new)(\(payload.replacingOccurrences(of: "%@", with: name)))", at: line.index(after: close))
            return
        }
        for follower in [",", ":"] {
            if let r = line.range(of: ".\(anchor)\(follower)") {
                m.lines[i].insert(contentsOf: ", .\(new)", at: line.index(before: r.upperBound))
                return
            }
        }
    }
}

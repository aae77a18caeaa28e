/// The cancellation moves: a load whose task was cancelled puts back the
/// state its start mutation replaced, instead of writing an answer (a
/// `CancellationError` shown as a failure, or a value nobody waits for).
///
/// Recognised shape: an enum variable `var x: E`, and functions holding
/// `do { ... } catch { ... }` after a start mutation (`x = ...` or
/// `x.startLoading()`, the first line of the body that writes `x`). In each
/// such function the rewrite:
///
/// 1. inserts `let previous = x` before the start mutation;
/// 2. ``Check/errorIsCancellation`` (`ignoreCancellation`): the catch body
///    becomes `if error is CancellationError { x = previous } else { BODY }`;
/// 3. ``Check/taskIsCancelled`` (`checkCancellation`): before every
///    answer is written (each `x = ...` of the `do` body, and the catch
///    body) `if Task.isCancelled { x = previous } else { ... }` is checked;
///    an assignment that awaits (`x = .success(try await f())`) first binds
///    its answer, `let answer: E = ...`, so the check follows the await.
///
/// A function that already declares `previous` or `answer` is left alone;
/// the move applies when some function changed.
struct RestoreOnCancellation: Sendable {
    /// How a cancelled task is told apart.
    enum Check: Sendable {
        /// `error is CancellationError`, in the catch only (Swift's
        /// `catch is CancellationError`).
        case errorIsCancellation
        /// `Task.isCancelled`, before every write of an answer.
        case taskIsCancelled
    }

    /// How a cancelled task is told apart.
    var check: Check

    /// The `ignoreCancellation` move.
    static var ignore: DesignMove {
        DesignMove(
            name: "ignoreCancellation",
            summary: "ignore `CancellationError`: a cancelled load puts back the state it replaced (`catch is CancellationError`) instead of showing a failure"
        ) { RestoreOnCancellation(check: .errorIsCancellation).apply(to: $0) }
    }

    /// The `checkCancellation` move.
    static var checkBeforeWriting: DesignMove {
        DesignMove(
            name: "checkCancellation",
            summary: "check `Task.isCancelled` before writing an answer: a cancelled load puts back the state it replaced"
        ) { RestoreOnCancellation(check: .taskIsCancelled).apply(to: $0) }
    }

    /// The rewritten text, or nil when `text` lacks the shape.
    func apply(to text: String) -> String? {
        var m = ModelTextBlocks(text)
        guard let shape = EnumShape.find(in: m, where: { !$0.isEmpty }) else { return nil }
        let x = shape.variable
        var changed = false
        var i = 0
        while i < m.lines.count {
            let t = ModelTextBlocks.code(m.lines[i]).trimmingWhitespace
            guard t.hasPrefix("func "), t.hasSuffix("{"),
                  let found = ModelTextBlocks(m.lines[i...].joined(separator: "\n")).block(startingWith: "func ") else {
                i += 1
                continue
            }
            let function = (i + found.lowerBound)...(i + found.upperBound)
            let rewritten = rewrite(Array(m.lines[function]), variable: x, enumName: shape.name)
            if let rewritten {
                m.lines.replaceSubrange(function, with: rewritten)
                changed = true
                i = function.lowerBound + rewritten.count
            } else {
                i = function.upperBound + 1
            }
        }
        return changed ? m.text : nil
    }

    /// The function `lines` rewritten, or nil when it lacks the shape.
    private func rewrite(_ lines: [String], variable x: String, enumName: String) -> [String]? {
        let codes = lines.map { ModelTextBlocks.code($0).trimmingWhitespace }
        guard !codes.contains(where: { $0.contains("previous") || $0.contains("answer") }),
              let doLine = codes.firstIndex(of: "do {"),
              let catchLine = codes[doLine...].firstIndex(of: "} catch {"),
              let start = codes[..<doLine].firstIndex(where: { $0.hasPrefix("\(x) = ") || $0.hasPrefix("\(x).start") }),
              let end = closing(of: catchLine, in: codes) else { return nil }
        let pad = ModelTextBlocks.indentation(lines[start])
        let restore = "\(x) = previous"
        let condition: String
        switch check {
        case .errorIsCancellation: condition = "error is CancellationError"
        case .taskIsCancelled: condition = "Task.isCancelled"
        }
        var out = Array(lines[..<start]) + ["\(pad)let previous = \(x)"] + Array(lines[start...doLine])
        for j in (doLine + 1)..<catchLine {
            let p = ModelTextBlocks.indentation(lines[j])
            guard check == .taskIsCancelled, codes[j].hasPrefix("\(x) = ") else {
                out.append(lines[j])
                continue
            }
            let rhs = String(codes[j].dropFirst("\(x) = ".count))
            var written = rhs
            if rhs.contains("await ") {
                out.append("\(p)let answer: \(enumName) = \(rhs)")
                written = "answer"
            }
            out += ["\(p)if \(condition) {", "\(p)    \(restore)", "\(p)} else {", "\(p)    \(x) = \(written)", "\(p)}"]
        }
        let body = lines[(catchLine + 1)..<end]
        let bodyPad = ModelTextBlocks.indentation(lines[catchLine]) + "    "
        out.append(lines[catchLine])
        out += ["\(bodyPad)if \(condition) {", "\(bodyPad)    \(restore)", "\(bodyPad)} else {"]
        out += body.map { $0.isEmpty ? $0 : "    " + $0 }
        out.append("\(bodyPad)}")
        out += lines[end...]
        return out
    }

    /// The index of the line closing the block that line `open` (`} catch {`)
    /// opens; braces counted in code, comments left out.
    private func closing(of open: Int, in codes: [String]) -> Int? {
        var depth = 1
        for i in (open + 1)..<codes.count {
            for c in codes[i] {
                if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            }
            if depth <= 0 { return i }
        }
        return nil
    }
}

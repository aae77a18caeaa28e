import StateCheckLanguage

// Swift tells methods of one name apart by their argument labels
// (`acceptInvite()` and `acceptInvite(inviteId:)`), the translation by
// their names alone: two methods of one name would be one model function
// declared twice. So a name that a type declares with different labels is
// spelt by its labels everywhere in the module before the translation reads
// it: each declaration of it (`acceptInvite_inviteId`; one without
// parameters keeps its name), and each call whose labels only one of them
// takes, default arguments and a trailing closure counted as Swift counts
// them. A name with a call that several of them take (which Swift rejects
// as ambiguous, or which tells them apart by types) is left as written, its
// duplicate declarations refused where they are read: never is a call
// taken for the wrong method.
// Only the tokens' spelling changes: every location stays where it was.

/// The methods of a module declared more than once under one name, and
/// the names that spell each by its labels.
package struct OverloadedMethods: Sendable {
    /// A declaration's parameters, as a call's arguments meet them.
    struct Parameter: Hashable, Sendable {
        /// The argument label, nil for `_`.
        var label: String?
        /// It has a default value: a call may leave it out.
        var hasDefault: Bool
        /// Its type is a function: a trailing closure may be given for it.
        var isFunction: Bool
    }

    /// Per overloaded name, the parameter lists declared under it anywhere in the module.
    private(set) var declarations: [String: [[Parameter]]] = [:]

    /// Whether no name is overloaded.
    package var isEmpty: Bool { declarations.isEmpty }

    /// The overloaded names.
    package var names: [String] { declarations.keys.sorted() }

    /// `files` (parsed from `sources`, text by path) with the files that
    /// name an overloaded method parsed again, its declarations and calls
    /// spelt by their labels.
    package static func respelling(_ files: [SwiftSourceFile], sources: [String: String]) -> [SwiftSourceFile] {
        var overloads = OverloadedMethods(files: files)
        guard !overloads.isEmpty else { return files }
        let naming = files.compactMap { file -> (String, String)? in
            guard let text = sources[file.path], overloads.names.contains(where: text.contains) else { return nil }
            return (file.path, text)
        }
        // A name with a call that several of its declarations take is left as
        // written: its methods stay one name, refused where they are read.
        for (path, text) in naming {
            let tokens = SwiftLexer.tokenize(text, file: path).0
            for (i, spelling) in overloads.spellings(tokens) where spelling == nil { overloads.declarations[tokens[i].text] = nil }
        }
        guard !overloads.isEmpty else { return files }
        let respelt = Dictionary(uniqueKeysWithValues: naming.compactMap { path, text in
            overloads.names.contains(where: text.contains) ? (path, SwiftParser.parse(text, file: path, respelling: overloads)) : nil
        })
        return files.map { respelt[$0.path] ?? $0 }
    }

    /// The overloaded names of `files`: names that one type (its extensions
    /// included) or the top level declares with different labels.
    package init(files: [SwiftSourceFile]) {
        var byContainer: [String: [String: Set<[Parameter]>]] = [:]
        var everywhere: [String: Set<[Parameter]>] = [:]
        func collect(_ decl: SwiftDecl, container: String) {
            switch decl.kind {
            case .function(let f) where f.name.first.map({ $0.isLetter || $0 == "_" }) == true:
                let parameters = f.parameters.map {
                    Parameter(label: $0.label == "_" ? nil : $0.label, hasDefault: $0.defaultValue != nil, isFunction: Self.isFunction($0.type))
                }
                byContainer[container, default: [:]][f.name, default: []].insert(parameters)
                everywhere[f.name, default: []].insert(parameters)
            case .type(let t):
                for m in t.members { collect(m, container: t.name) }
            case .ifConfig(let clauses):
                for item in clauses.prefix(1).flatMap(\.items) { if case .declaration(let d) = item.kind { collect(d, container: container) } }
            default:
                return
            }
        }
        for file in files {
            for item in file.items { if case .declaration(let d) = item.kind { collect(d, container: "") } }
        }
        var overloaded: Set<String> = []
        for (_, names) in byContainer {
            for (name, lists) in names where Set(lists.map { $0.map(\.label) }).count > 1 { overloaded.insert(name) }
        }
        for name in overloaded {
            declarations[name] = everywhere[name, default: []].sorted { Self.spelling(name, $0) < Self.spelling(name, $1) }
        }
    }

    /// Whether `type` is a function type (`() -> Void`, `@escaping (T) -> Void`, an optional one).
    static func isFunction(_ type: SwiftType?) -> Bool {
        guard let type else { return false }
        switch type.kind {
        case .function: return true
        case .optional(let inner), .implicitlyUnwrapped(let inner): return isFunction(inner)
        case .attributed(_, _, let inner): return isFunction(inner)
        default: return false
        }
    }

    /// The name of the method `name` taking `parameters`: `name` without
    /// parameters, else `name_` and its labels (`_` for an unlabelled one).
    static func spelling(_ name: String, _ parameters: [Parameter]) -> String {
        parameters.isEmpty ? name : name + "_" + parameters.map { $0.label ?? "_" }.joined(separator: "_")
    }

    /// Whether a call whose arguments have `labels` (nil: unlabelled;
    /// `trailing` closures after them) calls a method taking `parameters`.
    static func accepts(_ parameters: [Parameter], labels: [String?], trailing: Int) -> Bool {
        var given = labels[...]
        var closures = trailing
        for p in parameters {
            if let next = given.first, next == p.label {
                given = given.dropFirst()
            } else if given.isEmpty, closures > 0, p.isFunction || !p.hasDefault {
                closures -= 1
            } else if !p.hasDefault {
                return false
            }
        }
        return given.isEmpty && closures == 0
    }

    /// The spellings of the declarations of `name` that a call with
    /// `labels` and `trailing` closures calls: none for a method of another
    /// module, several for a call Swift would reject as ambiguous.
    func callSpellings(_ name: String, labels: [String?], trailing: Int) -> Set<String> {
        Set((declarations[name] ?? []).filter { Self.accepts($0, labels: labels, trailing: trailing) }.map { Self.spelling(name, $0) })
    }

    /// `tokens` with each declaration and call of an overloaded name spelt by its labels.
    func respell(_ tokens: [SwiftToken]) -> [SwiftToken] {
        var out = tokens
        for (i, spelling) in spellings(tokens) { out[i].text = spelling ?? out[i].text }
        return out
    }

    /// The spelling of each declaration and call of an overloaded name in
    /// `tokens`, by index; nil for a call that several declarations take.
    func spellings(_ tokens: [SwiftToken]) -> [(Int, String?)] {
        var out: [(Int, String?)] = []
        for i in tokens.indices where tokens[i].kind == .identifier && declarations[tokens[i].text] != nil {
            let name = tokens[i].text
            if i > 0, tokens[i - 1].isKeyword("func") {
                if let parameters = Self.declaredParameters(tokens, after: i) { out.append((i, Self.spelling(name, parameters))) }
                continue
            }
            guard Self.isMethodReference(tokens, at: i), let (labels, trailing) = Self.callArguments(tokens, after: i) else { continue }
            // A brace after `if model.canLoad(page: 1)` is the statement's body.
            let taking = callSpellings(name, labels: labels, trailing: trailing)
            let spelt = taking.isEmpty && trailing > 0 ? callSpellings(name, labels: labels, trailing: 0) : taking
            if spelt.count > 1 { out.append((i, nil)) } else if let one = spelt.first { out.append((i, one)) }
        }
        return out
    }

    /// Whether the name at `i` is called on the code's own type, a named
    /// value or a type (`load(`, `self.load(`, `self?.load(`, `model.load(`),
    /// not as an implicit member or after a call (`.task {`, `Text("").load(`),
    /// which name methods of another module.
    static func isMethodReference(_ tokens: [SwiftToken], at i: Int) -> Bool {
        guard i > 0, tokens[i - 1].isPunctuation(".") else { return true }
        var base = i - 2
        if base >= 0, tokens[base].kind == .postfixOperator, tokens[base].text == "?" || tokens[base].text == "!" { base -= 1 }
        guard base >= 0 else { return false }
        return tokens[base].kind == .identifier || tokens[base].isKeyword("self") || tokens[base].isKeyword("Self")
    }

    /// The index of the bracket closing the one at `open`, nil when the file ends first.
    static func closing(_ tokens: [SwiftToken], from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < tokens.count, tokens[j].kind != .endOfFile {
            let t = tokens[j]
            if t.kind == .punctuation, ["(", "[", "{"].contains(t.text) { depth += 1 }
            if t.kind == .punctuation, [")", "]", "}"].contains(t.text) {
                depth -= 1
                if depth == 0 { return j }
            }
            j += 1
        }
        return nil
    }

    /// The token ranges of the comma-separated items between the bracket at `open` and `close`.
    static func items(_ tokens: [SwiftToken], open: Int, close: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        for j in (open + 1)..<close {
            let t = tokens[j]
            guard t.kind == .punctuation || t.kind == .binaryOperator || t.kind == .prefixOperator else { continue }
            if ["(", "[", "{"].contains(t.text) || t.text == "<" && t.kind != .binaryOperator { depth += 1 }
            if [")", "]", "}"].contains(t.text) || t.text == ">" && t.kind != .binaryOperator { depth -= 1 }
            if depth == 0, t.isPunctuation(",") {
                out.append(start..<j)
                start = j + 1
            }
        }
        if start < close { out.append(start..<close) }
        return out
    }

    /// The labels of a call's arguments after the name at `i` and how many
    /// trailing closures follow them; nil when no call follows.
    static func callArguments(_ tokens: [SwiftToken], after i: Int) -> ([String?], Int)? {
        var j = i + 1
        guard j < tokens.count else { return nil }
        var labels: [String?] = []
        if tokens[j].isPunctuation("("), !tokens[j].spaceBefore {
            guard let close = closing(tokens, from: j) else { return nil }
            for item in items(tokens, open: j, close: close) {
                let first = tokens[item.lowerBound]
                let labelled = item.count >= 2 && tokens[item.lowerBound + 1].isPunctuation(":")
                    && (first.kind == .identifier || first.kind == .keyword)
                labels.append(labelled ? first.text : nil)
            }
            j = close + 1
        }
        var trailing = 0
        // `{ … }` on the call's line, then `label: { … }` for each further closure.
        if j < tokens.count, tokens[j].isPunctuation("{"), !tokens[j].newlineBefore, let close = closing(tokens, from: j) {
            trailing = 1
            j = close + 1
            while j + 2 < tokens.count, tokens[j].kind == .identifier, tokens[j + 1].isPunctuation(":"), tokens[j + 2].isPunctuation("{"),
                  let next = closing(tokens, from: j + 2) {
                trailing += 1
                j = next + 1
            }
        }
        if trailing == 0, j == i + 1 { return nil }
        return (labels, trailing)
    }

    /// The parameters of the function declared with the name at `i`
    /// (`func load<T>(_ id: Int, force: Bool = false)`), nil when no parameter list follows.
    static func declaredParameters(_ tokens: [SwiftToken], after i: Int) -> [Parameter]? {
        var j = i + 1
        if j < tokens.count, tokens[j].kind != .punctuation, tokens[j].text == "<" {
            var depth = 0
            while j < tokens.count, tokens[j].kind != .endOfFile {
                if tokens[j].text.hasPrefix("<") { depth += tokens[j].text.filter { $0 == "<" }.count }
                if tokens[j].text.hasSuffix(">") { depth -= tokens[j].text.filter { $0 == ">" }.count }
                j += 1
                if depth <= 0 { break }
            }
        }
        guard j < tokens.count, tokens[j].isPunctuation("("), let close = closing(tokens, from: j) else { return nil }
        return items(tokens, open: j, close: close).map { item in
            var k = item.lowerBound
            while k < item.upperBound, tokens[k].kind == .attribute { k += 1 }
            let label = k < item.upperBound ? tokens[k].text : "_"
            let rest = (k + 1)..<item.upperBound
            let hasDefault = rest.contains { tokens[$0].kind == .binaryOperator && tokens[$0].text == "=" }
            let isFunction = rest.contains { tokens[$0].isPunctuation("->") }
            return Parameter(label: label == "_" ? nil : label, hasDefault: hasDefault, isFunction: isFunction)
        }
    }
}

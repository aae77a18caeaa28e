import StateCheckLanguage

/// The parsed `.swift` files of one folder: one module, so a type, an
/// extension or a helper declared in any file is visible from every other
/// (a `private` declaration is preferred in its own file).
package struct SwiftModule: Sendable {
    /// The files, in path order.
    package var files: [SwiftSourceFile]

    /// A type declaration with the file that declares it.
    package struct Located: Sendable {
        /// The declaration.
        package var decl: SwiftTypeDecl
        /// Its attributes and modifiers.
        package var outer: SwiftDecl
        /// The declaring file's path.
        package var file: String
        /// The name of the type or extension it is nested in, nil at the top level.
        package var parent: String? = nil
    }

    /// Every type declaration and extension, nested ones included, in source order.
    package let types: [Located]

    /// The positions in `types` of the declarations (not extensions) of
    /// each name, and of its extensions, in source order: a lookup reads
    /// these, not every type of the module (an app of 700 files has
    /// thousands, and a screen looks up hundreds of names).
    let declarationsByName: [String: [Int]]
    let extensionsByName: [String: [Int]]
    /// The names of the types (not extensions) each file declares.
    let typeNamesByFile: [String: Set<String>]

    /// Whether the code of the module's types writes text with whitespace
    /// around it: a string literal starting or ending with whitespace (`" "`,
    /// `"Hello "`) that is assigned, compared (`==`, `!=`) or a property's
    /// initial value; trimming such text changes it.
    package let writesPaddedText: Bool

    /// The typealiases without generic parameters declared at the top level
    /// of the files (`typealias GameListResults = (Result<[Game], NetworkError>) -> Void`),
    /// by name; the first in path order where several share a name.
    package let topLevelTypeAliases: [String: SwiftType]

    /// Creates a module from parsed files.
    package init(files: [SwiftSourceFile]) {
        self.files = files
        var found: [Located] = []
        func visit(_ items: [SwiftStmt], file: String) {
            for item in items {
                switch item.kind {
                case .declaration(let d): visitDecl(d, file: file)
                case .ifConfig(let clauses): for c in clauses.prefix(1) { visit(c.items, file: file) }
                default: continue
                }
            }
        }
        func visitDecl(_ d: SwiftDecl, file: String, parent: String? = nil) {
            switch d.kind {
            case .type(let t):
                found.append(Located(decl: t, outer: d, file: file, parent: parent))
                for m in t.members { visitDecl(m, file: file, parent: t.name) }
            case .ifConfig(let clauses):
                for c in clauses.prefix(1) {
                    for item in c.items { if case .declaration(let inner) = item.kind { visitDecl(inner, file: file, parent: parent) } }
                }
            default: return
            }
        }
        for f in files { visit(f.items, file: f.path) }
        self.types = found
        var declarations: [String: [Int]] = [:]
        var extensions: [String: [Int]] = [:]
        var namesByFile: [String: Set<String>] = [:]
        for (i, t) in found.enumerated() {
            if t.decl.keyword == .extensionKeyword {
                extensions[t.decl.name, default: []].append(i)
            } else {
                declarations[t.decl.name, default: []].append(i)
                namesByFile[t.file, default: []].insert(t.decl.name)
            }
        }
        self.declarationsByName = declarations
        self.extensionsByName = extensions
        self.typeNamesByFile = namesByFile
        var aliases: [String: SwiftType] = [:]
        for file in files {
            for item in file.items {
                if case .declaration(let d) = item.kind, case .typeAlias(let n, let g, let t) = d.kind, g.isEmpty, aliases[n] == nil { aliases[n] = t }
            }
        }
        self.topLevelTypeAliases = aliases
        func padded(_ e: SwiftExpr) -> Bool {
            guard case .string(let parts, _) = e.kind, !parts.isEmpty else { return false }
            let text = parts.map { if case .text(let t) = $0 { t } else { "x" } }.joined()
            return text.first?.isWhitespace == true || text.last?.isWhitespace == true
        }
        var padding = false
        for t in self.types where !padding {
            let statements = ScreenBuilder.codeStatements(of: t.decl)
            ScreenBuilder.forEachStatement(statements) { s in
                switch s.kind {
                // A property's initial value or a getter's result is a statement of its own.
                case .expression(let e), .returnStmt(let e?):
                    if padded(e) { padding = true }
                case .declaration(let d):
                    guard case .variable(let v) = d.kind else { return }
                    if v.bindings.contains(where: { $0.initializer.map(padded) == true }) { padding = true }
                default:
                    return
                }
            }
            for s in statements {
                s.forEachExpression { e in
                    guard case .binary(let op, let l, let r) = e.kind else { return }
                    switch op {
                    case "=": if padded(r) { padding = true }
                    case "==", "!=": if padded(l) || padded(r) { padding = true }
                    default: return
                    }
                }
            }
        }
        self.writesPaddedText = padding
    }

    /// The type named `name` (not an extension), preferring one declared in
    /// `file`, then one nested in a type `file` declares (`extension
    /// CollectionsView { class ViewModel }` in another file, seen from
    /// `CollectionsView`'s file, when every screen has its own `ViewModel`).
    package func type(named name: String, from file: String) -> Located? {
        let all = (declarationsByName[name] ?? []).map { types[$0] }
        if all.count > 1, all.first(where: { $0.file == file }) == nil {
            let declaredHere = typeNamesByFile[file] ?? []
            if let nested = all.first(where: { $0.parent.map(declaredHere.contains) == true }) { return nested }
        }
        return all.first { $0.file == file } ?? all.first { !$0.outer.modifiers.contains { $0.name == "private" || $0.name == "fileprivate" } } ?? all.first
    }

    /// The extensions of the type `name` declared in `typeFile`: each extension
    /// belongs to the type its own file sees under that name.
    package func extensions(of name: String, declaredIn typeFile: String) -> [Located] {
        (extensionsByName[name] ?? []).map { types[$0] }.filter { type(named: name, from: $0.file)?.file == typeFile }
    }
}

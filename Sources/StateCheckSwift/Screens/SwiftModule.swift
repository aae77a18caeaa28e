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

    /// Whether the code of the module's types writes a string literal of
    /// whitespace only (`" "`, `"\n"`), text that trimming empties.
    package let writesBlankText: Bool

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
        var blank = false
        for t in found where !blank {
            for s in ScreenBuilder.codeStatements(of: t.decl) {
                s.forEachExpression { e in
                    guard case .string(let parts, _) = e.kind, !parts.isEmpty else { return }
                    let text = parts.map { if case .text(let t) = $0 { t } else { "x" } }.joined()
                    if !text.isEmpty, text.allSatisfy(\.isWhitespace) { blank = true }
                }
            }
        }
        self.writesBlankText = blank
    }

    /// The type named `name` (not an extension), preferring one declared in
    /// `file`, then one nested in a type `file` declares (`extension
    /// CollectionsView { class ViewModel }` in another file, seen from
    /// `CollectionsView`'s file, when every screen has its own `ViewModel`).
    package func type(named name: String, from file: String) -> Located? {
        let all = types.filter { $0.decl.keyword != .extensionKeyword && $0.decl.name == name }
        if all.count > 1, all.first(where: { $0.file == file }) == nil {
            let declaredHere = Set(types.filter { $0.file == file && $0.decl.keyword != .extensionKeyword }.map(\.decl.name))
            if let nested = all.first(where: { $0.parent.map(declaredHere.contains) == true }) { return nested }
        }
        return all.first { $0.file == file } ?? all.first { !$0.outer.modifiers.contains { $0.name == "private" || $0.name == "fileprivate" } } ?? all.first
    }

    /// The extensions of the type `name` declared in `typeFile`: each extension
    /// belongs to the type its own file sees under that name.
    package func extensions(of name: String, declaredIn typeFile: String) -> [Located] {
        types.filter {
            $0.decl.keyword == .extensionKeyword && $0.decl.name == name && type(named: name, from: $0.file)?.file == typeFile
        }
    }
}

import Foundation
import StateCheckLanguage

/// Reads the screens of `.swift` files: the folder of each file is one module.
package enum SwiftScreenLoader {
    /// The screens of one folder.
    package struct Folder: Sendable {
        /// The folder's path.
        package var path: String
        /// The screens read (those declared in `files`).
        package var screens: [TranslatedScreen]
        /// Diagnostics of the screens that could not be read, and of files that do not parse.
        package var diagnostics: [Diagnostic]
        /// Each file's text, by path (diagnostics render their line).
        package var sources: [String: String]
    }

    /// The `.swift` files in `folder` and its subfolders (hidden ones skipped), sorted.
    package static func swiftFiles(in folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            if path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            out.append(folder == "." ? path : folder.hasSuffix("/") ? folder + path : folder + "/" + path)
        }
        return out.sorted()
    }

    /// Reads the module of `folder` and translates the screens declared in `only` (every file when nil).
    ///
    /// Runs on a thread with a large stack (``runWithLargeStack(_:)``): the
    /// translator's walks recurse once per level of a syntax tree, whose height
    /// the parser bounds (``SwiftParser/maxDepth``), but not the stack a
    /// caller's thread happens to have.
    package static func load(folder: String, only: Set<String>? = nil, configuration: ScreenConfiguration) -> Folder {
        runWithLargeStack { loadOnThisThread(folder: folder, only: only, configuration: configuration) }
    }

    /// ``load(folder:only:configuration:)`` on the caller's thread.
    private static func loadOnThisThread(folder: String, only: Set<String>?, configuration: ScreenConfiguration) -> Folder {
        var files: [SwiftSourceFile] = []
        var sources: [String: String] = [:]
        var unreadable: [Diagnostic] = []
        let wanted = only.map { Set($0.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) }
        for path in swiftFiles(in: folder) {
            guard let data = FileManager.default.contents(atPath: path) else {
                // A file asked for that cannot be read is an error, never a file silently left out
                // (a screen it declares would go unchecked with every expectation "met").
                if wanted?.contains(URL(fileURLWithPath: path).standardizedFileURL.path) ?? true {
                    let reason = access(path, R_OK) == 0 ? "read failed" : String(cString: strerror(errno)).lowercased()
                    unreadable.append(Diagnostic(file: path, line: 1, column: 1, message: "cannot be read (\(reason))"))
                }
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            sources[path] = text
            files.append(SwiftParser.parse(text, file: path))
        }
        let translator = ScreenTranslator(module: SwiftModule(files: files), configuration: configuration)
        // The files asked for, spelled as this folder's walk spells them.
        let selected = wanted.map { w in Set(files.map(\.path).filter { w.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }) }
        let (screens, diagnostics) = translator.translate(onlyFiles: selected)
        return Folder(path: folder, screens: screens, diagnostics: unreadable + diagnostics, sources: sources)
    }
}

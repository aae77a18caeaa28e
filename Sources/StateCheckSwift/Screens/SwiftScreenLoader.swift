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
        /// The names of the screens found whose reading was refused.
        package var refused: [String] = []
    }

    /// The `.swift` files in `folder` and its subfolders (hidden ones skipped,
    /// and not walked into), sorted; the walk stops after `limit` + 1 files,
    /// so a caller that refuses a folder of more than `limit` files never
    /// walks a tree of 8,500 to say so.
    package static func swiftFiles(in folder: String, limit: Int = .max) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var out: [String] = []
        for case let path as String in walker {
            if (path as NSString).lastPathComponent.hasPrefix(".") {
                walker.skipDescendants() // .git, .build: never part of a module
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            out.append(folder == "." ? path : folder.hasSuffix("/") ? folder + path : folder + "/" + path)
            if out.count > limit { break }
        }
        return out.sorted()
    }

    /// Reads the module of `folder` and translates the screens declared in `only` (every file when nil).
    ///
    /// Runs on a thread with a large stack (``runWithLargeStack(_:)``): the
    /// translator's walks recurse once per level of a syntax tree, whose height
    /// the parser bounds (``SwiftParser/maxDepth``), but not the stack a
    /// caller's thread happens to have.
    ///
    /// `isStopped` is asked before each file is read (an interrupt, SIGTERM):
    /// once it answers true, no more files are read and no screen is translated.
    ///
    /// `maxFiles` bounds the module: when `folder` and its subfolders hold
    /// more `.swift` files, only those directly in `folder` are read, with a
    /// note (a single file at the top of an 8,500-file tree is not read with
    /// the whole tree).
    package static func load(folder: String, only: Set<String>? = nil, configuration: ScreenConfiguration,
                             maxFiles: Int = .max, isStopped: @escaping () -> Bool = { false }) -> Folder {
        runWithLargeStack {
            loadOnThisThread(folder: folder, only: only, configuration: configuration, maxFiles: maxFiles, isStopped: isStopped)
        }
    }

    /// ``load(folder:only:configuration:maxFiles:isStopped:)`` on the caller's thread.
    private static func loadOnThisThread(folder: String, only: Set<String>?, configuration: ScreenConfiguration,
                                         maxFiles: Int, isStopped: () -> Bool) -> Folder {
        var files: [SwiftSourceFile] = []
        var sources: [String: String] = [:]
        var unreadable: [Diagnostic] = []
        let wanted = only.map { Set($0.map { URL(fileURLWithPath: $0).standardizedFileURL.path }) }
        var paths = swiftFiles(in: folder, limit: maxFiles)
        if paths.count > maxFiles {
            let prefix = folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            paths = names.filter { $0.hasSuffix(".swift") && !$0.hasPrefix(".") && $0 != "Package.swift" }.map { prefix + $0 }.sorted()
            let first = only?.sorted().first ?? folder
            unreadable.append(Diagnostic(
                file: first, line: 1, column: 1, severity: .note,
                message: "'\(folder)' and its subfolders hold more than \(maxFiles) .swift files: only the \(paths.count) directly in it "
                    + "are read as this file's module (check the folder itself to read all of them)"))
        }
        for path in paths {
            if isStopped() { return Folder(path: folder, screens: [], diagnostics: unreadable, sources: sources) }
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
        files = OverloadedMethods.respelling(files, sources: sources)
        let translator = ScreenTranslator(module: SwiftModule(files: files), configuration: configuration)
        // The files asked for, spelled as this folder's walk spells them.
        let selected = wanted.map { w in Set(files.map(\.path).filter { w.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }) }
        let translation = translator.translation(onlyFiles: selected)
        let named = translation.diagnostics.map { namingModule($0, folder: folder, files: files.count) }
        return Folder(path: folder, screens: translation.screens, diagnostics: unreadable + named, sources: sources, refused: translation.refused)
    }

    /// Phrases of the refusals of a type the module does not declare (or
    /// declares in a form not read): where the type was looked up matters.
    static let typeRefusals = ["the type is not understood", "a type that is not understood"]

    /// `diagnostic`, when it refuses a type, followed by the folder read as
    /// the module: a type declared outside that folder is not seen, and the
    /// user looks for it there, not in the screen's code.
    static func namingModule(_ diagnostic: Diagnostic, folder: String, files: Int) -> Diagnostic {
        guard typeRefusals.contains(where: diagnostic.message.contains) else { return diagnostic }
        var named = diagnostic
        let tail = "; the screen is not checked"
        let endsWithTail = diagnostic.message.hasSuffix(tail)
        let head = endsWithTail ? String(diagnostic.message.dropLast(tail.count)) : diagnostic.message
        let module = "types are looked up in the module read, the folder '\(folder)' and its subfolders (\(files) .swift file\(files == 1 ? "" : "s")): "
            + "check the folder that declares the type, or give it a type the module declares"
        named.message = head + "; " + module + (endsWithTail ? tail : "")
        return named
    }
}

// A screen read from a file that does not parse is refused, not checked
// without the statements the parser skipped: what is left of it is another
// design, whose verdicts would be about code nobody wrote.
import StateCheckLanguage

extension ScreenTranslator {
    /// The files `screen` is read from: its own, and those declaring the
    /// types of its stored properties (its view model, its loading enum),
    /// found as ``SwiftModule/type(named:from:)`` finds them; in order, without repeats.
    func filesRead(by screen: SwiftModule.Located) -> [String] {
        var files = [screen.file]
        for member in screen.decl.members.flatMap(ScreenBuilder.flatten) {
            guard case .variable(let v) = member.kind else { continue }
            for binding in v.bindings {
                var name = binding.type?.simpleName
                if name == nil, let value = binding.initializer, case .call(let callee, _, _) = value.kind,
                   case .identifier(let n) = callee.kind {
                    name = n
                }
                guard let name, let type = module.type(named: name, from: screen.file), !files.contains(type.file) else { continue }
                files.append(type.file)
            }
        }
        return files
    }

    /// The syntax errors of the files `screen` is read from (empty when they all parse).
    func syntaxErrors(readBy screen: SwiftModule.Located) -> [Diagnostic] {
        let read = filesRead(by: screen)
        return module.files.filter { read.contains($0.path) }.flatMap { file in
            file.diagnostics.filter { $0.severity == .error }
        }
    }

    /// The error refusing `screen` because `first` (a syntax error of a file it is read from) does not parse.
    func syntaxErrorRefusal(_ screen: SwiftModule.Located, first: Diagnostic) -> Diagnostic {
        let place = first.file == screen.file ? "line \(first.line), column \(first.column)" : "\(first.file):\(first.line):\(first.column)"
        let location = screen.outer.location
        return Diagnostic(
            file: screen.file, line: location.line, column: location.column,
            message: "'\(screen.decl.name)' is not checked: a file it is read from does not parse (the syntax error at \(place)); "
                + "fix it, since checking what is left would give verdicts about code that is not there")
    }

    /// The error a screen's own file gets when the screen is refused for
    /// code in other files only: without it, the file would show no error
    /// and a check of it alone would pass with the screen left out.
    func refusalElsewhere(_ screen: SwiftModule.Located, first: Diagnostic) -> Diagnostic {
        let location = screen.outer.location
        return Diagnostic(
            file: screen.file, line: location.line, column: location.column,
            message: "'\(screen.decl.name)' is not checked: code it reads in another file is not understood "
                + "(\(SourceLocation.citedPath(first.file, besideDesign: screen.file)):\(first.line):\(first.column))")
    }
}

import StateCheck

/// The one sink of a command's model diagnostics, errors and warnings
/// alike: each is written to standard error at once (with its source line
/// and a caret, as the compiler prints them) and kept, in order, for the
/// reports that carry them (JSON, JUnit, GitHub annotations).
package final class DiagnosticLog {
    /// Where the diagnostics are written.
    private let context: CommandContext
    /// Every diagnostic reported so far, in order.
    package private(set) var entries: [Diagnostic] = []
    /// The texts of the Swift files read so far, by path: a screen's
    /// diagnostics may be in any file of its module.
    package var moduleSources: [String: String] = [:]
    /// The SwiftUI screens found so far, and what became of them.
    package var screens = ScreenTally()
    /// Every diagnostic written so far: a file shared by several screens
    /// (a view model) is read once per screen, but each of its diagnostics
    /// (same file, position, severity and message) is printed and kept once
    /// per run.
    private var seen: Set<Diagnostic> = []

    /// A log writing to `context`'s standard error.
    package init(context: CommandContext) {
        self.context = context
    }

    /// Writes and keeps the diagnostics of one file whose text is `source`.
    package func report(_ diagnostics: [Diagnostic], source: String?) {
        let diagnostics = diagnostics.filter { seen.insert($0).inserted }
        guard !diagnostics.isEmpty else { return }
        context.writeError(Diagnostic.rendered(diagnostics, source: source))
        entries += diagnostics
    }

    /// Writes `path: error: message` for a file that cannot be read, and
    /// keeps it at line 1, column 1.
    package func report(_ problem: FileProblem) {
        let diagnostic = Diagnostic(file: problem.path, line: 1, column: 1, message: problem.message)
        guard seen.insert(diagnostic).inserted else { return }
        context.writeError("\(problem)\n")
        entries.append(diagnostic)
    }

    /// Writes `file: error: message` for an error about the whole file (no
    /// position), and keeps it at line 1, column 1.
    package func reportError(_ message: String, file: String) {
        let diagnostic = Diagnostic(file: file, line: 1, column: 1, message: message)
        guard seen.insert(diagnostic).inserted else { return }
        context.writeError("\(file): error: \(message)\n")
        entries.append(diagnostic)
    }

}

/// How many SwiftUI screens a run found, checked (and of those, read with
/// abstractions) and refused: a whole app's figures at a glance.
package struct ScreenTally: Sendable, Equatable {
    /// Screens read and compiled: their verdicts are reported.
    package var checked = 0
    /// Of ``checked``, those read with at least one abstraction.
    package var withAbstractions = 0
    /// The names of the screens found but not checked (their errors say why).
    package var refused: [String] = []

    /// Screens found: checked or refused.
    package var found: Int { checked + refused.count }
}

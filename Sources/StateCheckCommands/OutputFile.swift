import Foundation

/// Writes a command's output to a file named on its command line
/// (`diagram --output`, `check --stamp`): through a temporary file that is
/// renamed, so a reader never sees half a file.
enum OutputFile {
    /// Writes `text` to `path`, or says why it cannot be written.
    static func write(_ text: String, to path: String) throws(FileProblem) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let ns = error as NSError
            var reason = ns.localizedDescription
            if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
                reason = String(cString: strerror(Int32(underlying.code)))
            }
            throw FileProblem(path: path, message: "cannot be written (\(reason))")
        }
    }
}

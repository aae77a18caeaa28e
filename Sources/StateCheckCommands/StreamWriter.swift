import Foundation

/// Writes a command's text to a file handle (the executable's standard
/// output or error) without ever trapping: a write that fails (a full disk,
/// `/dev/full`, a closed pipe) is remembered and later writes are dropped,
/// so the executable can say why and exit 2 instead of crashing.
public final class StreamWriter: @unchecked Sendable {
    private let handle: FileHandle
    private let name: String
    private let lock = NSLock()
    private var problem: String?

    /// Creates a writer to `handle`; `name` is how messages call it
    /// (`standard output`).
    public init(_ handle: FileHandle, name: String) {
        self.handle = handle
        self.name = name
    }

    /// Writes `text` as UTF-8, unless an earlier write failed.
    public func write(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        guard problem == nil else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            problem = Self.reason(error)
        }
    }

    /// The first failed write, as a line for standard error
    /// (`error: cannot write standard output: No space left on device`);
    /// `nil` when every write succeeded.
    public var failure: String? {
        lock.lock(); defer { lock.unlock() }
        return problem.map { "error: cannot write \(name): \($0)" }
    }

    /// The operating system's words for `error` (`No space left on device`).
    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }
}

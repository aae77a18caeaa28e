import StateCheck
import Foundation

/// Finds and reads `.model` files, turning every file-system problem into a
/// message the user can act on (exit code 2), never a crash.
public enum ModelFiles {
    /// The largest model file read (bigger files are refused with a message).
    public static let maximumBytes = 4 << 20

    /// The `.model` and `.swift` files named by `paths`: files as given, folders searched
    /// recursively, each group sorted by path so output order is stable.
    public static func collect(_ paths: [String]) throws(FileProblem) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
                    throw FileProblem(path: path, message: "is a symbolic link to a missing file (or a symbolic link loop)")
                }
                throw FileProblem(path: path, message: "no such file or folder")
            }
            if isDir.boolValue {
                var found: [String] = []
                var visited = Set<String>()
                try walk(path, into: &found, visited: &visited, depth: 0)
                if found.isEmpty {
                    throw FileProblem(path: path, message: "contains no .model files")
                }
                for f in found.sorted() where seen.insert(f).inserted { out.append(f) }
            } else if seen.insert(path).inserted {
                out.append(path)
            }
        }
        return out
    }

    private static func walk(_ dir: String, into found: inout [String], visited: inout Set<String>, depth: Int) throws(FileProblem) {
        let real = URL(fileURLWithPath: dir).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }   // a symlink loop: each folder once
        guard depth < 64 else { throw FileProblem(path: dir, message: "folders nested more than 64 deep (a symbolic link loop?)") }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: dir)
        } catch {
            throw FileProblem(path: dir, message: "cannot be read (\(reason(error)))")
        }
        for name in entries.sorted() where !name.hasPrefix(".") {
            let child = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                try walk(child, into: &found, visited: &visited, depth: depth + 1)
            } else if name.hasSuffix(".model") || name.hasSuffix(".swift") {
                found.append(child)
            }
        }
    }

    /// The text of a model file, as UTF-8. A folder, a named pipe or a
    /// device is refused with a message before anything is read (reading a
    /// pipe could wait forever).
    public static func read(_ path: String) throws(FileProblem) -> String {
        if let problem = notARegularFile(path) { throw FileProblem(path: path, message: problem) }
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > maximumBytes {
                throw FileProblem(path: path, message: "is \(size) bytes; model files are limited to \(maximumBytes) bytes")
            }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch let problem as FileProblem {
            throw problem
        } catch {
            throw FileProblem(path: path, message: "cannot be read (\(reason(error)))")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FileProblem(path: path, message: "is not UTF-8 text; save the model as UTF-8")
        }
        return text
    }

    /// Why `path` (followed through symbolic links) is not a regular file
    /// a command can read, or `nil` when it is one (or does not exist: the
    /// read then says so).
    static func notARegularFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "is a folder; this command reads one .model or .swift file (check, compare, coverage and minimize take folders)"
        case S_IFIFO: return "is a named pipe (FIFO), not a file; save the model to a .model file and pass its path"
        case S_IFSOCK: return "is a socket, not a file; pass the path of a .model or .swift file"
        case S_IFCHR, S_IFBLK: return "is a device, not a file; pass the path of a .model or .swift file"
        default: return "is not a regular file; pass the path of a .model or .swift file"
        }
    }

    private static func reason(_ error: Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSCocoaErrorDomain {
            switch ns.code {
            case NSFileReadNoPermissionError: return "permission denied"
            case NSFileReadNoSuchFileError: return "no such file"
            default: break
            }
        }
        return ns.localizedDescription
    }
}

/// A file that cannot be used as a model (missing, unreadable, not UTF-8,
/// too large, a folder without models).
public struct FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The path as the user gave it.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// Creates a problem report.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: error: message`.
    public var description: String { "\(path): error: \(message)" }
}

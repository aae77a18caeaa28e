import Foundation
import StateCheckLanguage

/// `statecheck.json` beside an app's sources: what the code cannot say.
///
/// ```json
/// {"expect": {"Case1_After": {"errorKeptWhileRetrying": "violated"}},
///  "environment": ["API"], "bounds": {"maxTasks": 4},
///  "nonempty": ["API.getPosts"], "strict": false}
/// ```
package struct ScreenConfiguration: Hashable, Sendable {
    /// Expected verdicts per screen and property (`holds` or `violated`).
    package var expectations: [String: [String: ExpectedVerdict]] = [:]
    /// Type names marked as the environment, besides the default rule.
    package var environment: [String] = []
    /// Exploration bounds by name (`maxTasks`, `maxPages`, and `rows`: how
    /// many row identities per-row state is explored over).
    package var bounds: [String: Int] = [:]
    /// Apis whose collection answer is never empty, as `Type.method`
    /// (`API.getPosts`) or `method` (every type's): by default an api
    /// returning an array may also answer `[]`.
    package var nonempty: [String] = []
    /// Refuse what the SwiftUI mapping does not name instead of reading it
    /// by the defaults (an unknown view or modifier, a view property that is
    /// no state, members the screen never mentions): `"strict": true`, or
    /// `--strict` on the command line.
    package var strict = false
    /// The file it was read from, nil for the defaults.
    package var path: String?

    /// The defaults: nothing expected beyond the standard properties, the default environment rule.
    package init() {}

    /// The file name looked up beside the sources.
    package static let fileName = "statecheck.json"

    /// Reads a configuration file.
    ///
    /// - Throws: ``ScreenConfigurationError`` naming the file, line and what to write.
    package static func read(path: String) throws(ScreenConfigurationError) -> ScreenConfiguration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScreenConfigurationError(path: path, line: 1, message: "cannot be read")
        }
        let text = String(decoding: data, as: UTF8.self)
        return try parse(text, path: path)
    }

    /// Parses configuration text; `path` names it in errors.
    package static func parse(_ text: String, path: String) throws(ScreenConfigurationError) -> ScreenConfiguration {
        func lineOf(_ key: String) -> Int {
            guard let r = text.range(of: "\"\(key)\"") else { return 1 }
            return text[..<r.lowerBound].filter { $0 == "\n" }.count + 1
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            let ns = error as NSError
            let index = ns.userInfo["NSJSONSerializationErrorIndex"] as? Int ?? 0
            let line = text.utf8.prefix(index).filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw ScreenConfigurationError(path: path, line: line, message: "is not valid JSON; write an object such as {\"expect\": {}, \"environment\": [], \"bounds\": {}, \"nonempty\": []}")
        }
        guard let root = object as? [String: Any] else {
            throw ScreenConfigurationError(path: path, line: 1, message: "must be a JSON object with the keys expect, environment, bounds and nonempty")
        }
        var config = ScreenConfiguration()
        config.path = path
        for key in root.keys.sorted() where !["expect", "environment", "bounds", "nonempty", "strict"].contains(key) {
            throw ScreenConfigurationError(path: path, line: lineOf(key), message: "unknown key '\(key)'; the keys are expect, environment, bounds, nonempty and strict")
        }
        if let strict = root["strict"] {
            guard Self.isJSONBoolean(strict), let flag = strict as? Bool else {
                throw ScreenConfigurationError(path: path, line: lineOf("strict"), message: "'strict' must be true or false")
            }
            config.strict = flag
        }
        if let expect = root["expect"] {
            guard let screens = expect as? [String: Any] else {
                throw ScreenConfigurationError(path: path, line: lineOf("expect"), message: "'expect' must map screen names to objects of property: \"holds\" or \"violated\"")
            }
            for (screen, value) in screens {
                guard let props = value as? [String: Any] else {
                    throw ScreenConfigurationError(path: path, line: lineOf(screen), message: "'expect.\(screen)' must map property names to \"holds\" or \"violated\"")
                }
                var verdicts: [String: ExpectedVerdict] = [:]
                for (name, verdict) in props {
                    guard let s = verdict as? String, let v = ExpectedVerdict(rawValue: s) else {
                        throw ScreenConfigurationError(path: path, line: lineOf(name), message: "the verdict of '\(screen).\(name)' must be \"holds\" or \"violated\"")
                    }
                    verdicts[name] = v
                }
                config.expectations[screen] = verdicts
            }
        }
        if let env = root["environment"] {
            guard let names = env as? [String] else {
                throw ScreenConfigurationError(path: path, line: lineOf("environment"), message: "'environment' must be an array of type names, such as [\"API\"]")
            }
            config.environment = names
        }
        if let bounds = root["bounds"] {
            guard let table = bounds as? [String: Any] else {
                throw ScreenConfigurationError(path: path, line: lineOf("bounds"), message: "'bounds' must map maxTasks or maxPages to a positive integer")
            }
            for (name, value) in table {
                guard ["maxTasks", "maxPages", "rows"].contains(name) else {
                    throw ScreenConfigurationError(path: path, line: lineOf(name), message: "unknown bound '\(name)'; the bounds are maxTasks, maxPages and rows")
                }
                guard let n = value as? Int, n >= 1, !Self.isJSONBoolean(value) else {
                    throw ScreenConfigurationError(path: path, line: lineOf(name), message: "the bound '\(name)' must be a positive integer")
                }
                config.bounds[name] = n
            }
        }
        if let list = root["nonempty"] {
            guard let names = list as? [String], names.allSatisfy(Self.isAPIName) else {
                throw ScreenConfigurationError(path: path, line: lineOf("nonempty"), message: "'nonempty' must be an array of api names whose answer is never empty, such as [\"API.getPosts\"] (Type.method, or a method name for every type)")
            }
            config.nonempty = names
        }
        return config
    }

    /// Whether `name` is `method` or `Type.method`, each an identifier.
    static func isAPIName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }

    /// Whether the configuration says `typeName.method` never answers an empty collection.
    package func isNonempty(typeName: String, method: String) -> Bool {
        nonempty.contains(typeName + "." + method) || nonempty.contains(method)
    }

    /// The configuration for sources in `folder`: `statecheck.json` there,
    /// else in its parents up to the folder holding `Package.swift` (or the root).
    package static func lookUp(from folder: String) throws(ScreenConfigurationError) -> ScreenConfiguration {
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return try read(path: candidate) }
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { break }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return ScreenConfiguration()
    }
}

/// A configuration file that cannot be used.
package struct ScreenConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    package var path: String
    /// 1-based line of the problem.
    package var line: Int
    /// What is wrong and what to write.
    package var message: String

    /// `path:line:1: error: message`.
    package var description: String { "\(path):\(line):1: error: \(message)" }
}

extension ScreenConfiguration {
    /// Whether a value `JSONSerialization` read is `true` or `false`. Both
    /// numbers and booleans arrive as `NSNumber`, and on Linux `1 is Bool`
    /// holds too, so the number's own type code tells them apart (`c` for a
    /// boolean; JSON has no one-byte integers).
    static func isJSONBoolean(_ value: Any) -> Bool {
        if let number = value as? NSNumber { return String(cString: number.objCType) == "c" }
        return value is Bool
    }
}

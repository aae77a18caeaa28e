/// The lines `bench --format json` writes: each is one JSON document that
/// starts, as every command's JSON does, with `schemaVersion` and
/// `command`, then `kind`, which says which of the schema's documents it is
/// (`Resources/schemas/bench.schema.json` in the DocC catalog).
///
/// ```swift
/// BenchDocument.json(.design, #"{"design":"case4-paging"}"#)
/// // {"schemaVersion":1,"command":"bench","kind":"design","design":"case4-paging"}
/// ```
package enum BenchDocument {
    /// The version of the schema the documents follow.
    package static let schemaVersion = 1

    /// Which document a line is.
    package enum Kind: String, Sendable {
        /// One exploration of the paging family (a plain run, or one run of `--compare-threads`).
        case run
        /// The summary line of `--compare-threads`.
        case compareThreads
        /// `--compare-spin`.
        case compareSpin
        /// `--design NAME`.
        case design
        /// `--interpreted`.
        case interpreted
        /// `--models PATH…`.
        case models
    }

    /// `object` (one JSON object on one line) with the document's header in
    /// front of its fields; `interrupted` adds `"interrupted":true` (the
    /// series was stopped: the document holds what was measured in full).
    package static func json(_ kind: Kind, _ object: String, interrupted: Bool = false) -> String {
        var header = "{\"schemaVersion\":\(schemaVersion),\"command\":\"bench\",\"kind\":\"\(kind.rawValue)\""
        if interrupted { header += ",\"interrupted\":true" }
        guard object.hasPrefix("{") else { return header + "}" }
        let fields = object.dropFirst()
        return header + (fields.hasPrefix("}") ? "" : ",") + fields
    }
}

extension JSONWriter {
    /// The version of every command's JSON schema, written first as
    /// `"schemaVersion"`. Fields may be added within a version; a field
    /// removed or changed in meaning raises it.
    static let schemaVersion = 1

    /// `"schemaVersion": 1, "command": "NAME"`: the first fields of every
    /// command's JSON document, so a consumer can tell which schema (in the
    /// DocC catalog's `Resources/schemas/`) a document follows.
    func header(command: String) {
        field("schemaVersion", Self.schemaVersion)
        field("command", command)
    }
}

import StateCheckLanguage

/// Whether an api's answer may be an empty collection: a fact of each api,
/// read from its Swift result type and the configuration.
extension ScreenBuilder {
    /// Whether `typeName.method`, whose declared result is `result` (nil when
    /// the folder does not show it), may answer an empty collection: an api
    /// returning an array (`[Post]`), or a response struct holding one
    /// (``isResponseStruct(_:)``), may, unless the configuration lists it
    /// under `nonempty`; one returning a single value (a struct, an enum) or
    /// a type the folder does not show is one value, never empty. A listing
    /// that keeps an array's answer non-empty is an abstraction `inspect` shows.
    mutating func answersEmpty(typeName: String, method: String, result: SwiftType?, at location: SourceLocation) -> Bool {
        guard let result else { return false }
        switch result.kind {
        case .array: break
        case .identifier(let name, let args):
            // A response struct's items may be empty as an array's may.
            guard args.isEmpty, let decl = module.type(named: name, from: file), decl.decl.keyword == .structKeyword,
                  isResponseStruct(decl.decl) else { return false }
        default: return false
        }
        if configuration.isNonempty(typeName: typeName, method: method) {
            abstraction("\(typeName).\(method) never answers an empty array: listed under \"nonempty\" in \(ScreenConfiguration.fileName)", at: location)
            return false
        }
        return true
    }
}

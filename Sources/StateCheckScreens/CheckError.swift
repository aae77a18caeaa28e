import StateCheckEngine

/// A usage error of ``check(_:properties:customInvariants:customSteps:expectations:options:)``:
/// the run did not start.
public enum CheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A property was asked for (in `properties` or `expectations`) that is
    /// neither a standard property nor one of the custom properties given.
    case unknownProperty(String, valid: [String])
    /// Two custom properties, or a custom and a standard one, share a name.
    case duplicateProperty(String)
    /// The system cannot be explored soundly (``ScreenSystem/unsupportedDesign``):
    /// what is wrong and what to change.
    case unsupportedDesign(String)

    /// What went wrong and what to do, in one sentence.
    public var description: String {
        switch self {
        case .unknownProperty(let name, let valid):
            return "unknown property '\(name)'; valid names are: \(valid.joined(separator: ", "))"
        case .duplicateProperty(let name):
            return "property '\(name)' is defined more than once; give each custom property a name of its own (standard names are reserved)"
        case .unsupportedDesign(let message):
            return message
        }
    }
}

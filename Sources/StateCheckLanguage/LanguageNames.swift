// The built-in names of the model language, defined once: the checker, the
// lowering and `ModelSystem` read them from here, so a name one of them
// accepts is a name all of them accept.
import StateCheckEngine
import StateCheckScreens


/// The names the model language gives a meaning of its own: standard
/// events, view elements, `screen.` members, builtin members of `Value`,
/// built-in type names, standard properties and bounds.
enum LanguageNames {
    /// The events the environment fires (`on load`, `on cancel`, ...); any
    /// other handler name is a button or action of its own.
    static let standardEvents: [String] = ["load", "cancel", "refresh", "page"]

    /// The answers to an api call: not handler events.
    static let apiAnswers: [String] = ["success", "fail"]

    /// The view elements, in the order the language reference lists them.
    static let viewElements: [(name: String, kind: ElementKind)] = [
        ("blank", .blank), ("content", .content), ("spinner", .spinner), ("errorView", .errorView),
        ("footerSpinner", .footerSpinner), ("footerError", .footerError), ("banner", .banner),
        ("alert", .alert), ("button", .button), ("mark", .mark),
    ]

    /// The view element called `name`, if it is one.
    static func viewElement(named name: String) -> ElementKind? {
        viewElementsByName[name]
    }

    private static let viewElementsByName: [String: ElementKind] =
        Dictionary(uniqueKeysWithValues: viewElements.map { ($0.name, $0.kind) })

    /// What custom properties read as `screen.NAME`, in the order error
    /// messages list them. `visible` is the only name of the visibility fact:
    /// `screen.isVisible` (the Swift API's spelling) is not a member.
    static let screenProperties: [(name: String, property: ScreenProp)] = [
        ("content", .content), ("spinner", .spinner), ("refreshSpinner", .refreshSpinner),
        ("footerSpinner", .footerSpinner), ("errorView", .errorView), ("footerError", .footerError),
        ("banner", .banner), ("alert", .alert), ("blank", .blank), ("visible", .visible),
    ]

    /// The `screen.` member called `name`, if it is one.
    static func screenProperty(named name: String) -> ScreenProp? {
        screenPropertiesByName[name]
    }

    private static let screenPropertiesByName: [String: ScreenProp] =
        Dictionary(uniqueKeysWithValues: screenProperties.map { ($0.name, $0.property) })

    /// `v.count`: how many pages a `Value` holds.
    static let valueCount = "count"
    /// `v.isEmpty`: whether a `Value` holds no page.
    static let valueIsEmpty = "isEmpty"

    /// The builtin members of a `Value` and their types.
    static let valueMembers: [(name: String, type: TypeRef)] = [(valueIsEmpty, .bool), (valueCount, .int)]

    /// The type of the builtin `Value` member `name`, if it is one.
    static func valueMemberType(_ name: String) -> TypeRef? {
        valueMembers.first { $0.name == name }?.type
    }

    /// Type names the language (or Swift) already uses: an enum may not take them.
    static let builtinTypeNames: Set<String> = [
        "Bool", "Int", "String", "Value", "Error", "Void", "Optional", "Task", "CheckedContinuation",
    ]

    /// The standard properties, by name, in declaration order.
    static let standardProperties: [String] = StandardProperty.allCases.map(\.rawValue)

    /// The bounds a model may set.
    static let bounds: [String] = ["maxTasks", "maxPages", "intRange"]

    /// The type a custom property reads as `screen.NAME`: `Value?` for
    /// `content`, `Bool` for the others.
    static func type(of property: ScreenProp) -> TypeRef {
        switch property {
        case .content: return .optional(.value)
        case .spinner, .refreshSpinner, .footerSpinner, .errorView, .footerError, .banner, .alert, .blank, .visible:
            return .bool
        }
    }
}

import StateCheckLanguage

extension ScreenBuilder {
    /// Reports the stored property `name` whose type `t` has no model type,
    /// naming the type and what the team can write instead: the property is
    /// not part of the screen's state, so the screen is not checked.
    mutating func unmodelledProperty(_ name: String, type t: SwiftType, at location: SourceLocation) {
        error("the property '\(name)' has type '\(t.spelling)': \(Self.unmodelledAdvice(t)); the screen is not checked", at: location)
    }

    /// What a tuple may hold and how it is destructured (`let (a, _) = …`).
    static let tupleAdvice = "a tuple is modelled with elements of understood types (Bool, Int, String, any Error, enums and data structs of the folder, optionals of them) and destructured with names and '_'"

    /// Why a type is not modelled and what to write instead, by its shape.
    static func unmodelledAdvice(_ t: SwiftType) -> String {
        switch t.kind {
        case .dictionary(_, let value):
            let loading = value.simpleName.map { ["Loadable", "DataState", "LoadingState", "Bool"].contains($0) } ?? false
            return loading
                ? "a dictionary of loading states is not modelled yet; keep one state variable for the row the screen loads, or a Bool flag for the request in flight"
                : "a dictionary is not modelled yet; keep one state variable per entry the screen's loading depends on"
        case .identifier("Set", _), .identifier("Dictionary", _):
            return "a set or dictionary is not modelled yet; keep a Bool flag (such as 'isLoading') for the request in flight"
        case .tuple:
            return tupleAdvice
        case .optional(let inner), .implicitlyUnwrapped(let inner):
            return unmodelledAdvice(inner)
        case .array(let element) where element.simpleName == "Task":
            return "an array of task handles is read only of 'Task<Void, Never>' (tasks in models return nothing): '[Task<Void, Never>]'"
        case .array:
            return "an array is modelled only of data structs of the folder (a Value's pages); keep the loading state beside it"
        case .identifier, .member, .function, .some, .any, .metatype, .composition, .attributed:
            return "the type is not understood (Bool, Int, String, any Error, Task<Void, Never>, enums and data structs of the folder, optionals and arrays of them)"
        }
    }
}

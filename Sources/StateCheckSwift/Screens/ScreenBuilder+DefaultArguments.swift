import StateCheckLanguage

// `await askForEntries()` of `func askForEntries(refresh: Bool = false)`:
// Swift passes the parameter's default value, so the call is read as
// `askForEntries(refresh: false)`, exactly what runs.

extension ScreenBuilder {
    /// The declarations of the screen's methods and its view models' named
    /// `name` (a view model's by its model name).
    func methodDeclarations(_ name: String) -> [SwiftFunctionDecl] {
        var out: [SwiftFunctionDecl] = []
        for d in allMembers(of: screen) {
            if case .function(let f) = d.kind, f.name == name { out.append(f) }
        }
        for (f, _, _, property) in viewModelMethods where member(f.name, of: property) == name { out.append(f) }
        return out
    }

    /// `args` of a call of the method `name` with the arguments it leaves
    /// out filled in by their parameters' default values; `args` unchanged
    /// when they already match, when no single declaration of that name
    /// takes them so, or when a parameter left out has no default.
    func withDefaultArguments(_ name: String, _ args: [SwiftArgument]) -> [SwiftArgument] {
        let declared = methodDeclarations(name)
        guard declared.count == 1, let f = declared.first else { return args }
        return Self.withDefaultArguments(of: f, args)
    }

    /// `args` of a call of `f` with the arguments it leaves out filled in
    /// by their parameters' default values (`args` unchanged when they
    /// already match, or when a parameter left out has no default).
    static func withDefaultArguments(of f: SwiftFunctionDecl, _ args: [SwiftArgument]) -> [SwiftArgument] {
        guard args.count < f.parameters.count, f.parameters.contains(where: { $0.defaultValue != nil }) else { return args }
        var out: [SwiftArgument] = []
        var given = args[...]
        for p in f.parameters {
            let label = p.label == "_" ? nil : p.label
            if let next = given.first, next.label == label {
                out.append(next)
                given = given.dropFirst()
            } else if let value = p.defaultValue {
                out.append(SwiftArgument(label: label, value: value))
            } else {
                return args
            }
        }
        return given.isEmpty ? out : args
    }
}

import StateCheckLanguage

// `state = .error(error)` where the state enum has no case `error` but a
// static function `static func error(_ error: Error) -> DataState {
// .nsError(error as NSError) }`: the value is what the function returns.
// The function is translated once, as a model function of its own
// (`dataStateError`), and the implicit member is a call of it.

/// A static function of a state enum that returns the enum.
struct StaticFactory {
    /// The enum.
    var enumName: String
    /// The function.
    var function: SwiftFunctionDecl
    /// Where it is declared.
    var location: SourceLocation
    /// The enum's generic parameters, bound as the screen uses it.
    var bindings: [String: TypeRef]
}

extension ScreenBuilder {
    /// The call of the model function a static factory is read as, when
    /// `.name(arguments)` names one and no case of its enum has that name;
    /// nil otherwise. Of several enums declaring one, the enum `expected`
    /// names (the assigned property's) decides; none decides when it is nil.
    mutating func staticFactoryCall(_ name: String, arguments: [Argument], expected: String?, at loc: SourceLocation) -> Expr? {
        let candidates = staticFactories[name] ?? []
        let chosen = candidates.count == 1 ? candidates.first : candidates.first { $0.enumName == expected }
        guard let factory = chosen, let decl = model.enums.first(where: { $0.name == factory.enumName }),
              !decl.cases.contains(where: { $0.name == name }), factory.function.parameters.count == arguments.count else { return nil }
        let functionName = Self.lowerCamel(factory.enumName) + Self.upperCamel(name)
        // A factory whose code builds the enum through itself (`.failed(.failed(inner))`, directly or through another
        // factory) calls the model function being translated: a call, translated once.
        if !model.functions.contains(where: { $0.name == functionName }), !factoriesInTranslation.contains(functionName) {
            factoriesInTranslation.insert(functionName)
            defer { factoriesInTranslation.remove(functionName) }
            let saved = (extensionBindings, selfIsEnum, codeFile)
            extensionBindings = factory.bindings
            selfIsEnum = false
            codeFile = factory.location.file
            defer { (extensionBindings, selfIsEnum, codeFile) = saved }
            var f = factory.function
            if f.result?.simpleName == "Self", let r = f.result {
                f.result = SwiftType(kind: .identifier(name: factory.enumName, genericArguments: []), location: r.location)
            }
            guard var fn = function(f, location: factory.location, isMutating: false) else { return nil }
            fn.name = functionName
            model.functions.append(fn)
            abstraction(".\(name)(…) builds \(factory.enumName) through its static function \(name): the model function \(functionName)", at: factory.location)
        }
        return Expr(kind: .call(callee: Expr(kind: .identifier(functionName), location: loc), arguments: arguments), location: loc)
    }
}

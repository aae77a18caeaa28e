// The pattern of a `catch` clause: `catch`, `catch let e`, `catch is T`,
// `catch let e as T`, `catch T.case`.
import StateCheckEngine
import StateCheckScreens


extension Parser {
    /// What follows `catch`, up to the clause's `{`.
    mutating func parseCatchPattern() throws(ParseFailure) -> CatchPattern {
        let location = current.location
        let pattern: CatchPattern
        if at("{") {
            return .any
        } else if atKeyword("is") {
            advance()
            pattern = .isType(try expectIdentifier("an error type after 'is'"))
        } else if atKeyword("let") || atKeyword("var") {
            advance()
            let name = try expectIdentifier("a name to bind the error to")
            if atKeyword("as") {
                advance()
                pattern = .cast(name: name, type: try expectIdentifier("an error type after 'as'"))
            } else {
                pattern = .binding(name)
            }
        } else if let type = current.identifier, type.first?.isUppercase == true, peek().symbol == ".",
                  let name = peek(2).identifier {
            advance(); advance(); advance()
            if at("("), !current.newlineBefore {
                throw failure("catching '\(type).\(name)(...)' with a payload pattern is not supported in models; write 'catch let e as \(type)' and switch on 'e'", at: current.location)
            }
            pattern = .enumCase(type: type, name: name)
        } else {
            throw failure("this 'catch' pattern is not supported in models; write 'catch', 'catch let e', 'catch is T', 'catch let e as T' or 'catch T.name'", at: location)
        }
        if at(",") {
            throw failure("a 'catch' with several patterns is not supported in models; write one 'catch' clause per pattern", at: current.location)
        }
        if atKeyword("where") {
            throw failure("'catch ... where' is not supported in models; use 'if' inside the clause", at: current.location)
        }
        return pattern
    }
}

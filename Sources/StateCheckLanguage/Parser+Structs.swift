extension Parser {
    /// ADDED (an extension): `struct Name { let f: T … }`, an api's answer
    /// with fields (``StructDecl``). Only `let` fields: a struct's values
    /// come from answers, and a model changes its state through its own
    /// `var`s. A SwiftUI view (`struct V: View`) is not a model declaration.
    mutating func parseStruct() throws(ParseFailure) {
        let token = advance()
        let name = try expectIdentifier("the struct's name")
        try rejectGenericParameters()
        if eat(":") {
            while let conformance = current.identifier {
                if conformance == "View" {
                    failedNames.insert(name)
                    throw failure("'struct \(name): View' is a SwiftUI view: a model shows its screen in one 'view { }' block and keeps its state in model 'var's", at: token.location)
                }
                advance()
                if !eat(",") { break }
            }
        }
        let open = current
        try expect("{", "to start the struct's body")
        var fields: [StructField] = []
        var computed = ExtensionDecl(typeName: name, properties: [], methods: [], location: token.location)
        while !at("}") {
            if current.isEndOfFile {
                throw failure("expected '}' to close the struct body opened at line \(open.location.line)", at: current.location)
            }
            skipModifiers()
            if at("}") { continue }
            let member = current
            guard member.keyword == "let" || member.keyword == "var" else {
                failedNames.insert(name)
                throw failure("a struct in a model holds only fields ('let name: Type'), found \(member.quoted)", at: member.location)
            }
            if member.keyword == "var", isComputedProperty() {
                computed.properties.append(try parseComputedProperty())
                continue
            }
            advance()
            let field = try expectIdentifier("a field name")
            try expect(":", "and the field's type ('let \(field): Type')")
            let type = try parseType()
            if member.keyword == "var" {
                failedNames.insert(name)
                report("the field '\(field)' of struct '\(name)' must be declared with 'let': a struct's values are api answers, and a model changes its state through its own 'var's", at: member.location)
            }
            if at("=") || at("{") {
                failedNames.insert(name)
                throw failure("the field '\(field)' of struct '\(name)' has no initial value or body: its values come from an api's answers", at: current.location)
            }
            fields.append(StructField(name: field, type: type, location: member.location))
        }
        advance()
        model.declare(StructDecl(name: name, fields: fields, location: token.location))
        if !computed.properties.isEmpty { model.extensions.append(computed) }
    }

    /// Whether the `var` at hand declares a computed property (`var hasMore: Bool { … }`).
    private func isComputedProperty() -> Bool {
        var probe = self
        probe.advance()
        guard probe.current.identifier != nil else { return false }
        probe.advance()
        guard probe.eat(":"), (try? probe.parseType()) != nil else { return false }
        return probe.at("{")
    }
}

// The enums and variable types of an interpreted model, for the case-level
// analyses (minimize, coverage).
import StateCheckEngine
import StateCheckScreens


extension ModelSystem: EnumDeclaring {
    /// Every `enum` of the model, with payload types (payload labels are
    /// not kept by the lowered program).
    package var enumDeclarations: [EnumDeclaration] {
        program.enums.map { e in
            EnumDeclaration(name: e.name, cases: e.cases.map { c in
                EnumCaseDeclaration(name: c.name, payload: c.payload.map(Self.spell))
            })
        }
    }

    /// The declared type of every model variable, in declaration order.
    public var variableTypeNames: [String] { program.globalTypes.map(Self.spell) }

    /// A type as a user writes it.
    static func spell(_ type: TypeRef) -> String { ModelPrinter.spelling(of: type) }
}

// A model that parsed and checked without errors: what lowering takes.
import StateCheckEngine
import StateCheckScreens


/// A model without errors: its syntax tree and the symbol table the checker
/// built for it. Lowering reads names and types from `symbols` and code
/// from `tree`.
struct CheckedModel: Sendable {
    /// The parsed model.
    var tree: ModelDecl
    /// What the tree's names mean.
    var symbols: SymbolTable
}

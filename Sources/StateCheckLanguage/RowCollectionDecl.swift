// A model variable that holds one entry per row identity: a dictionary
// keyed by `Row` or a set of `Row`s. The row expansion (RowExpansion.swift)
// turns it into one plain variable per row before the checker runs.

/// `var details: [Row: Loadable] = [:]` or `var inFlight: Set<Row> = []`.
package struct RowCollectionDecl: Hashable, Sendable {
    /// What the collection holds per row.
    package enum Kind: Hashable, Sendable {
        /// `[Row: T]`: per row, an optional `T` (nil: no entry).
        case dictionary(value: TypeRef)
        /// `Set<Row>`: per row, whether the row is in the set.
        case set
    }

    /// The variable's name.
    package var name: String
    /// A dictionary or a set.
    package var kind: Kind
    /// Where the declaration starts.
    package var location: SourceLocation
    /// The element of the subview that owns the variable; nil for the screen's own.
    package var owner: ElementPattern? = nil

    /// Creates a declaration (collections start empty: `[:]`, `[]`).
    package init(name: String, kind: Kind, location: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
    }

    /// The model variable that holds the entry of `row` (`details[row1]`).
    package func slotName(_ row: String) -> String { "\(name)[\(row)]" }

    /// The type of one slot: `T?` for a dictionary, `Bool` for a set.
    package var slotType: TypeRef {
        switch kind {
        case .dictionary(let value): return .optional(value)
        case .set: return .bool
        }
    }

    /// The type as written in a model (`[Row: Loadable]`, `Set<Row>`).
    package var spelling: String {
        switch kind {
        case .dictionary(let value): return "[Row: \(Parser.describe(value))]"
        case .set: return "Set<Row>"
        }
    }
}

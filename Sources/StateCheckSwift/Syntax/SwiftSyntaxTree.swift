// The syntax tree of a Swift source file, as `SwiftParser` produces it. It
// records what was written, with the location of each node's first token;
// nothing is resolved or interpreted.
import StateCheckLanguage

/// A parsed Swift file: its top-level items and the diagnostics of lexing and parsing.
package struct SwiftSourceFile: Hashable, Sendable {
    /// The path diagnostics name.
    package var path: String
    /// Declarations, statements and expressions at the top level, in source order.
    package var items: [SwiftStmt]
    /// Lexical and syntax errors, in source order.
    package var diagnostics: [Diagnostic]
}

// MARK: - Attributes and modifiers

/// `@name` or `@name(arguments)` before a declaration, type or closure.
package struct SwiftAttribute: Hashable, Sendable {
    /// The name without `@` (`State`, `MainActor`, `available`, `Environment`).
    package var name: String
    /// Generic arguments (`@Wrapper<Int>`).
    package var genericArguments: [SwiftType]
    /// The arguments parsed as expressions (`@Environment(\.dismiss)`), when they are expressions.
    package var arguments: [SwiftArgument]?
    /// The arguments' tokens as written, separated by single spaces (`iOS 17 , *`), nil without parentheses.
    package var argumentText: String?
    /// Where `@` is.
    package var location: SourceLocation
}

/// A declaration modifier (`private`, `private(set)`, `static`, `nonisolated`, `mutating`, …).
package struct SwiftModifier: Hashable, Sendable {
    /// The modifier's word.
    package var name: String
    /// The word in parentheses (`set` in `private(set)`, `unsafe` in `nonisolated(unsafe)`).
    package var detail: String?
    /// Where the word is.
    package var location: SourceLocation
}

// MARK: - Declarations

/// A declaration with its attributes, modifiers and `///` documentation.
package struct SwiftDecl: Hashable, Sendable {
    /// What is declared.
    package var kind: SwiftDeclKind
    /// Attributes before the declaration, in order.
    package var attributes: [SwiftAttribute]
    /// Modifiers before the introducer, in order.
    package var modifiers: [SwiftModifier]
    /// The `///` lines above the declaration.
    package var documentation: [String]
    /// Where the declaration starts (its first attribute or modifier, or its keyword).
    package var location: SourceLocation
}

/// The kinds of declaration.
package indirect enum SwiftDeclKind: Hashable, Sendable {
    /// `import SwiftUI`, `import struct Foo.Bar` (`kind` is `struct`).
    case importDecl(path: [String], kind: String?)
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    case type(SwiftTypeDecl)
    /// `case a, b(Int), c = 1` in an enum.
    case enumCase([SwiftEnumCaseElement])
    /// `func`, `init` and `deinit` (name `init`, `init?`, `init!`, `deinit`).
    case function(SwiftFunctionDecl)
    /// `subscript(…) -> T { … }`.
    case subscriptDecl(SwiftSubscriptDecl)
    /// `var` or `let` with one or more bindings.
    case variable(SwiftVariableDecl)
    /// `typealias Name<T> = Type`.
    case typeAlias(name: String, genericParameters: [SwiftGenericParameter], type: SwiftType)
    /// `associatedtype Name: Inherited = Default`.
    case associatedType(name: String, inheritance: [SwiftType], defaultType: SwiftType?)
    /// `operator` and `precedencegroup` declarations (their contents are skipped).
    case operatorDecl(keyword: String, name: String)
    /// `#Preview("Name") { … }` or another macro expanded at declaration level.
    case macroExpansion(SwiftMacroExpansion)
    /// `#if … #elseif … #else … #endif` around declarations.
    case ifConfig([SwiftIfConfigClause])
}

/// The keyword that introduces a type declaration.
package enum SwiftTypeDeclKeyword: String, Hashable, Sendable {
    /// `struct`.
    case structKeyword = "struct"
    /// `class`.
    case classKeyword = "class"
    /// `enum`.
    case enumKeyword = "enum"
    /// `actor`.
    case actorKeyword = "actor"
    /// `protocol`.
    case protocolKeyword = "protocol"
    /// `extension`.
    case extensionKeyword = "extension"
}

/// A type declaration or an extension.
package struct SwiftTypeDecl: Hashable, Sendable {
    /// The introducer.
    package var keyword: SwiftTypeDeclKeyword
    /// The declared name; for an extension, the extended type as written (`Loadable`, `Array<Int>`).
    package var name: String
    /// The extended type of an extension.
    package var extendedType: SwiftType?
    /// `<Value, Failure: Error>`.
    package var genericParameters: [SwiftGenericParameter]
    /// Superclass, protocols and raw type after `:`.
    package var inheritance: [SwiftType]
    /// `where` requirements.
    package var requirements: [SwiftRequirement]
    /// The members, in order.
    package var members: [SwiftDecl]
}

/// A generic parameter (`Value`, `Failure: Error`, `each T`).
package struct SwiftGenericParameter: Hashable, Sendable {
    /// The parameter's name.
    package var name: String
    /// The constraint after `:`.
    package var constraint: SwiftType?
    /// A parameter pack (`each T`).
    package var isPack: Bool
    /// Where the name is.
    package var location: SourceLocation
}

/// A `where` requirement: `T: Protocol` or `T == U`.
package struct SwiftRequirement: Hashable, Sendable {
    /// The constrained type.
    package var left: SwiftType
    /// `:` (conformance) or `==` (same type).
    package var relation: String
    /// The constraint.
    package var right: SwiftType
}

/// One element of an enum `case` declaration.
package struct SwiftEnumCaseElement: Hashable, Sendable {
    /// The case's name.
    package var name: String
    /// The associated values, nil when the case has none.
    package var associatedValues: [SwiftParameter]?
    /// The raw value after `=`.
    package var rawValue: SwiftExpr?
    /// Where the name is.
    package var location: SourceLocation
}

/// A function, initializer or deinitializer.
package struct SwiftFunctionDecl: Hashable, Sendable {
    /// The name (`load`, `==`, `init`, `init?`, `deinit`).
    package var name: String
    /// `<T: Sendable>`.
    package var genericParameters: [SwiftGenericParameter]
    /// The parameters.
    package var parameters: [SwiftParameter]
    /// `async`, `throws`, `rethrows`.
    package var effects: SwiftEffects
    /// The result type after `->`.
    package var result: SwiftType?
    /// `where` requirements.
    package var requirements: [SwiftRequirement]
    /// The body, nil for a requirement in a protocol.
    package var body: [SwiftStmt]?

    /// Whether this is an initializer (`init`, or a failable `init?` / `init!`), which no instance calls as a method.
    package var isInitializer: Bool { name == "init" || name == "init?" || name == "init!" }
}

/// `async`, `throws`, `throws(E)` and `rethrows` of a function, closure, accessor or function type.
package struct SwiftEffects: Hashable, Sendable {
    /// `async` is written.
    package var isAsync: Bool = false
    /// `throws`, `throws(E)` or `rethrows` as written, nil when none.
    package var throwsKeyword: String?
    /// The error type of typed throws (`throws(APIError)`).
    package var thrownType: SwiftType?

    /// No effects.
    package init(isAsync: Bool = false, throwsKeyword: String? = nil, thrownType: SwiftType? = nil) {
        self.isAsync = isAsync
        self.throwsKeyword = throwsKeyword
        self.thrownType = thrownType
    }
}

/// A parameter of a function, initializer, subscript, closure or enum case.
package struct SwiftParameter: Hashable, Sendable {
    /// The argument label (`_` for none); for a closure or enum case, the only name written.
    package var label: String?
    /// The name used in the body, when it differs from the label (`for item: Item`).
    package var name: String?
    /// The type, nil in a closure parameter written without one.
    package var type: SwiftType?
    /// `T...`.
    package var isVariadic: Bool
    /// The default value after `=`.
    package var defaultValue: SwiftExpr?
    /// Attributes before the parameter's name (rare) or type.
    package var attributes: [SwiftAttribute]
    /// Where the parameter starts.
    package var location: SourceLocation
}

/// `subscript(index: Int) -> Element { get set }`.
package struct SwiftSubscriptDecl: Hashable, Sendable {
    /// `<T>`.
    package var genericParameters: [SwiftGenericParameter]
    /// The parameters.
    package var parameters: [SwiftParameter]
    /// The result type.
    package var result: SwiftType
    /// `where` requirements.
    package var requirements: [SwiftRequirement]
    /// The getter body or the accessors.
    package var accessors: SwiftAccessorBlock?
}

/// `var` or `let` and its bindings.
package struct SwiftVariableDecl: Hashable, Sendable {
    /// `var` or `let`.
    package var keyword: String
    /// `var a = 1, b = 2` has two bindings.
    package var bindings: [SwiftPatternBinding]
}

/// One binding of a `var`/`let`: a pattern, its type, value and accessors.
package struct SwiftPatternBinding: Hashable, Sendable {
    /// A name, or a tuple for destructuring (`let (a, b) = …`).
    package var pattern: SwiftPattern
    /// The type annotation.
    package var type: SwiftType?
    /// The initial value.
    package var initializer: SwiftExpr?
    /// A computed property's getter or accessors, or a stored property's observers.
    package var accessors: SwiftAccessorBlock?
}

/// The braces after a property or subscript.
package enum SwiftAccessorBlock: Hashable, Sendable {
    /// `{ statements }`: a getter written without `get`.
    case getter([SwiftStmt])
    /// `{ get set }`, `{ get { … } set { … } }`, `{ didSet { … } }`.
    case accessors([SwiftAccessor])
}

/// `get`, `set(newValue)`, `didSet`, `willSet`, `_modify`, `init` …
package struct SwiftAccessor: Hashable, Sendable {
    /// The accessor's word.
    package var kind: String
    /// Attributes before it.
    package var attributes: [SwiftAttribute]
    /// Modifiers before it (`mutating`, `nonmutating`).
    package var modifiers: [SwiftModifier]
    /// The parameter name in parentheses (`set(newItems)`).
    package var parameter: String?
    /// `async`, `throws`.
    package var effects: SwiftEffects
    /// The body, nil in a protocol requirement (`{ get set }`).
    package var body: [SwiftStmt]?
    /// Where the accessor starts.
    package var location: SourceLocation
}

/// A macro expansion: `#Preview { … }`, `#selector(f)`, `#file`.
package struct SwiftMacroExpansion: Hashable, Sendable {
    /// The name without `#`.
    package var name: String
    /// Generic arguments (`#Macro<Int>`).
    package var genericArguments: [SwiftType]
    /// Arguments in parentheses, nil without parentheses.
    package var arguments: [SwiftArgument]?
    /// Trailing closures.
    package var trailingClosures: [SwiftTrailingClosure]
}

/// One clause of `#if`/`#elseif`/`#else`.
package struct SwiftIfConfigClause: Hashable, Sendable {
    /// `if`, `elseif` or `else`.
    package var keyword: String
    /// The condition, nil for `#else`.
    package var condition: SwiftExpr?
    /// The clause's items (declarations in a type body, statements in a block).
    package var items: [SwiftStmt]
    /// Where `#if`/`#elseif`/`#else` is.
    package var location: SourceLocation
}

// MARK: - Statements

/// A statement (a declaration, an expression, or control flow) with its location.
package struct SwiftStmt: Hashable, Sendable {
    /// What the statement is.
    package var kind: SwiftStmtKind
    /// Where the statement starts.
    package var location: SourceLocation
}

/// The kinds of statement.
package indirect enum SwiftStmtKind: Hashable, Sendable {
    /// An expression (a call, an assignment, a SwiftUI view in a result builder).
    case expression(SwiftExpr)
    /// A declaration in a block or at the top level.
    case declaration(SwiftDecl)
    /// `if … { } else …`.
    case ifStmt(SwiftIf)
    /// `guard … else { }`.
    case guardStmt(conditions: [SwiftCondition], body: [SwiftStmt])
    /// `switch subject { case …: }`.
    case switchStmt(SwiftSwitch)
    /// `for try await case let x in sequence where cond { }`.
    case forIn(SwiftForIn)
    /// `while conditions { }`.
    case whileStmt(conditions: [SwiftCondition], body: [SwiftStmt])
    /// `repeat { } while condition`.
    case repeatWhile(body: [SwiftStmt], condition: SwiftExpr)
    /// `do { } catch … { }`; `thrownType` for `do throws(E)`.
    case doStmt(body: [SwiftStmt], thrownType: SwiftType?, catches: [SwiftCatchClause])
    /// `defer { }`.
    case deferStmt([SwiftStmt])
    /// `return` with an optional value.
    case returnStmt(SwiftExpr?)
    /// `throw error`.
    case throwStmt(SwiftExpr)
    /// `break` with an optional label.
    case breakStmt(label: String?)
    /// `continue` with an optional label.
    case continueStmt(label: String?)
    /// `fallthrough`.
    case fallthroughStmt
    /// `label: for …`.
    case labeled(label: String, statement: SwiftStmt)
    /// `#if … #endif` around statements.
    case ifConfig([SwiftIfConfigClause])
}

/// An `if` statement or expression.
package struct SwiftIf: Hashable, Sendable {
    /// The condition list.
    package var conditions: [SwiftCondition]
    /// The then-block.
    package var body: [SwiftStmt]
    /// The `else` part, nil when none.
    package var elseBranch: SwiftElse?
}

/// What follows `else`.
package indirect enum SwiftElse: Hashable, Sendable {
    /// `else { }`; the location is the `else` keyword's.
    case block([SwiftStmt], location: SourceLocation)
    /// `else if …`.
    case elseIf(SwiftIf, location: SourceLocation)
}

/// One element of a condition list.
package enum SwiftCondition: Hashable, Sendable {
    /// A Boolean expression.
    case expression(SwiftExpr)
    /// `let x = value`, `var x`, `let x: T = value` (value nil for the `if let x` shorthand).
    case optionalBinding(keyword: String, pattern: SwiftPattern, type: SwiftType?, value: SwiftExpr?, location: SourceLocation)
    /// `case pattern = value`.
    case matching(pattern: SwiftPattern, type: SwiftType?, value: SwiftExpr, location: SourceLocation)
    /// `#available(iOS 17, *)` or `#unavailable(…)`; `arguments` as written.
    case availability(keyword: String, arguments: String, location: SourceLocation)
}

/// A `switch` statement or expression.
package struct SwiftSwitch: Hashable, Sendable {
    /// The value switched on.
    package var subject: SwiftExpr
    /// The cases, in order.
    package var cases: [SwiftSwitchCase]
}

/// `case patterns:` or `default:` with its statements.
package struct SwiftSwitchCase: Hashable, Sendable {
    /// The patterns, empty for `default`.
    package var items: [SwiftCaseItem]
    /// `default:`.
    package var isDefault: Bool
    /// Attributes (`@unknown`).
    package var attributes: [SwiftAttribute]
    /// The statements.
    package var body: [SwiftStmt]
    /// Where `case`/`default` (or its attribute) is.
    package var location: SourceLocation
}

/// A pattern with an optional `where` guard.
package struct SwiftCaseItem: Hashable, Sendable {
    /// The pattern.
    package var pattern: SwiftPattern
    /// The `where` condition.
    package var guardExpression: SwiftExpr?
}

/// `for … in … { }`.
package struct SwiftForIn: Hashable, Sendable {
    /// `for try await`.
    package var isTry: Bool
    /// `for await`.
    package var isAwait: Bool
    /// `for case …`.
    package var isCase: Bool
    /// The loop variable pattern.
    package var pattern: SwiftPattern
    /// `for x: T in`.
    package var type: SwiftType?
    /// The sequence.
    package var sequence: SwiftExpr
    /// `where` filter.
    package var whereClause: SwiftExpr?
    /// The body.
    package var body: [SwiftStmt]
}

/// `catch patterns { }`.
package struct SwiftCatchClause: Hashable, Sendable {
    /// The patterns, empty for a bare `catch`.
    package var items: [SwiftCaseItem]
    /// The body.
    package var body: [SwiftStmt]
    /// Where `catch` is.
    package var location: SourceLocation
}

// MARK: - Patterns

/// A pattern with its location.
package struct SwiftPattern: Hashable, Sendable {
    /// What the pattern is.
    package var kind: SwiftPatternKind
    /// Where the pattern starts.
    package var location: SourceLocation
}

/// The kinds of pattern.
package indirect enum SwiftPatternKind: Hashable, Sendable {
    /// `_`.
    case wildcard
    /// A name being bound (under `let`/`var`, or in a declaration).
    case identifier(String)
    /// `let p` or `var p`.
    case binding(keyword: String, SwiftPattern)
    /// `(p, label: q)`.
    case tuple([SwiftTuplePatternElement])
    /// `.name`, `.name(p, q)`, `Type.name(p)`.
    case enumCase(type: SwiftType?, name: String, arguments: [SwiftTuplePatternElement]?)
    /// `is Type`.
    case isType(SwiftType)
    /// `p as Type`.
    case cast(SwiftPattern, SwiftType)
    /// `p?`.
    case optional(SwiftPattern)
    /// A value matched with `~=` (`1`, `"a"`, `0..<5`, `x`).
    case expression(SwiftExpr)
}

/// An element of a tuple pattern, with its label.
package struct SwiftTuplePatternElement: Hashable, Sendable {
    /// The label.
    package var label: String?
    /// The pattern.
    package var pattern: SwiftPattern
}

// MARK: - Types

/// A type with its location.
package struct SwiftType: Hashable, Sendable {
    /// What the type is.
    package var kind: SwiftTypeKind
    /// Where the type starts.
    package var location: SourceLocation
}

/// The kinds of type.
package indirect enum SwiftTypeKind: Hashable, Sendable {
    /// `Name` or `Name<Args>` (also `Self`, `Any`).
    case identifier(name: String, genericArguments: [SwiftType])
    /// `Base.Name<Args>`.
    case member(base: SwiftType, name: String, genericArguments: [SwiftType])
    /// `T?`.
    case optional(SwiftType)
    /// `T!`.
    case implicitlyUnwrapped(SwiftType)
    /// `[T]`.
    case array(SwiftType)
    /// `[K: V]`.
    case dictionary(key: SwiftType, value: SwiftType)
    /// `(a: A, B)`; `()` is the empty tuple.
    case tuple([SwiftTupleTypeElement])
    /// `(A) async throws -> B`.
    case function(parameters: [SwiftTupleTypeElement], effects: SwiftEffects, result: SwiftType)
    /// `some P`.
    case some(SwiftType)
    /// `any P`.
    case any(SwiftType)
    /// `T.Type` or `T.Protocol`.
    case metatype(SwiftType, String)
    /// `A & B`.
    case composition([SwiftType])
    /// `@escaping @Sendable T`, `inout T`, `borrowing T`, `sending T`, `each T`, `repeat T`.
    case attributed(attributes: [SwiftAttribute], specifiers: [String], SwiftType)
}

/// An element of a tuple type or a function type's parameter list.
package struct SwiftTupleTypeElement: Hashable, Sendable {
    /// The label (`(name: String)`, `(_ value: V)` has label `_`).
    package var label: String?
    /// The second name (`value` in `(_ value: V)`).
    package var name: String?
    /// The type.
    package var type: SwiftType
    /// `T...` in a function type.
    package var isVariadic: Bool
}

// MARK: - Expressions

/// An expression with its location.
package struct SwiftExpr: Hashable, Sendable {
    /// What the expression is.
    package var kind: SwiftExprKind
    /// Where the expression starts.
    package var location: SourceLocation
    /// For a `.member`, where its name starts (`monospacedDigit` in
    /// `Text(x).monospacedDigit()`): the expression starts at its base, and a
    /// diagnostic about the member points at its name. Nil for other kinds
    /// and for members the parser did not read.
    package var nameLocation: SourceLocation? = nil
}

/// The kinds of expression.
package indirect enum SwiftExprKind: Hashable, Sendable {
    /// A name: a variable, a function, a type, `$0`, `$text`, `self`, `Self`, `super`.
    case identifier(String)
    /// `Name<Args>` in an expression (`Foo<Bar>(…)`).
    case specialized(SwiftExpr, [SwiftType])
    /// An integer literal as written.
    case integer(String)
    /// A floating-point literal as written.
    case float(String)
    /// A string literal with its segments.
    case string([SwiftStringPart], multiline: Bool)
    /// A regex literal as written.
    case regex(String)
    /// `true` or `false`.
    case boolean(Bool)
    /// `nil`.
    case nilLiteral
    /// `_` (a discarded assignment target or a placeholder argument).
    case discard
    /// `.name` with no base (`.idle`, `.init`).
    case implicitMember(String)
    /// `base.name` (also `base.init`, `tuple.0`).
    case member(SwiftExpr, String)
    /// `base?` before a member, call or subscript.
    case optionalChain(SwiftExpr)
    /// `base!`.
    case forceUnwrap(SwiftExpr)
    /// `callee(arguments) { trailing closures }`.
    case call(SwiftExpr, arguments: [SwiftArgument], trailingClosures: [SwiftTrailingClosure])
    /// `base[arguments]`.
    case subscriptCall(SwiftExpr, arguments: [SwiftArgument], trailingClosures: [SwiftTrailingClosure])
    /// `{ [captures] params in statements }`.
    case closure(SwiftClosure)
    /// A prefix operator applied (`-x`, `!flag`, `...5`).
    case prefixOperator(String, SwiftExpr)
    /// A postfix operator applied (`x...`).
    case postfixOperator(String, SwiftExpr)
    /// `left op right`, including assignment `=` and compound assignments.
    case binary(String, SwiftExpr, SwiftExpr)
    /// `condition ? then : else`.
    case ternary(SwiftExpr, SwiftExpr, SwiftExpr)
    /// `value as T`, `as? T`, `as! T`.
    case cast(SwiftExpr, kind: String, SwiftType)
    /// `value is T`.
    case isType(SwiftExpr, SwiftType)
    /// `try`, `try?` or `try!` before an expression.
    case tryExpr(String, SwiftExpr)
    /// `await` before an expression.
    case awaitExpr(SwiftExpr)
    /// `&x`.
    case inoutExpr(SwiftExpr)
    /// `(a, label: b)`; one unlabelled element is a parenthesised expression.
    case tuple([SwiftArgument])
    /// `[a, b]`.
    case array([SwiftExpr])
    /// `[k: v]`; `[:]` is empty.
    case dictionary([SwiftDictionaryElement])
    /// `\Root.path` or `\.path`.
    case keyPath(root: SwiftType?, components: [SwiftKeyPathComponent])
    /// `#name(…)`: `#selector(f)`, `#file`, a freestanding macro.
    case macroExpansion(SwiftMacroExpansion)
    /// `if` used as an expression (`let x = if c { 1 } else { 2 }`).
    case ifExpr(SwiftIf)
    /// `switch` used as an expression.
    case switchExpr(SwiftSwitch)
    /// `base #if os(iOS) .modifier() #else .other() #endif`: modifiers chosen at compile time.
    case postfixIfConfig(SwiftExpr, clauses: [SwiftPostfixIfConfigClause])
    /// What a `postfixIfConfig` clause's chain applies to: the expression before `#if`.
    case postfixBase
    /// A type written where an expression is expected (`any Error` in `(any Error).self`).
    case type(SwiftType)
}

/// One clause of a `#if` inside a postfix chain.
package struct SwiftPostfixIfConfigClause: Hashable, Sendable {
    /// `if`, `elseif` or `else`.
    package var keyword: String
    /// The condition, nil for `#else`.
    package var condition: SwiftExpr?
    /// The chain applied to `.postfixBase` (`.postfixBase.padding()`), nil when the clause is empty.
    package var chain: SwiftExpr?
    /// Where `#if`/`#elseif`/`#else` is.
    package var location: SourceLocation
}

/// A string literal's part.
package enum SwiftStringPart: Hashable, Sendable {
    /// Literal text with its escapes resolved.
    case text(String)
    /// `\(arguments)`: usually one expression, sometimes labelled (`\(value, format: .number)`).
    case interpolation([SwiftArgument])
}

/// An argument of a call, subscript, tuple or interpolation.
package struct SwiftArgument: Hashable, Sendable {
    /// The label, nil when unlabelled.
    package var label: String?
    /// The value.
    package var value: SwiftExpr
}

/// A trailing closure; the first has no label, later ones do (`label: { … }`).
package struct SwiftTrailingClosure: Hashable, Sendable {
    /// The label, nil for the first trailing closure.
    package var label: String?
    /// The closure.
    package var closure: SwiftClosure
    /// Where the closure's `{` (or the label) is.
    package var location: SourceLocation
}

/// A closure expression.
package struct SwiftClosure: Hashable, Sendable {
    /// Attributes before the signature (`@MainActor in`).
    package var attributes: [SwiftAttribute]
    /// `[weak self, value = x]`.
    package var captures: [SwiftCapture]
    /// The parameters, nil when the closure has no signature (it may use `$0`).
    package var parameters: [SwiftParameter]?
    /// `async`, `throws`.
    package var effects: SwiftEffects
    /// The result type after `->`.
    package var result: SwiftType?
    /// The statements.
    package var body: [SwiftStmt]
    /// Where `{` is.
    package var location: SourceLocation
}

/// One entry of a capture list.
package struct SwiftCapture: Hashable, Sendable {
    /// `weak`, `unowned`, `unowned(unsafe)`, nil for a strong capture.
    package var specifier: String?
    /// The name captured or bound.
    package var name: String
    /// The value bound (`value = x`).
    package var value: SwiftExpr?
}

/// A key of a dictionary literal with its value.
package struct SwiftDictionaryElement: Hashable, Sendable {
    /// The key.
    package var key: SwiftExpr
    /// The value.
    package var value: SwiftExpr
}

/// One step of a key path.
package enum SwiftKeyPathComponent: Hashable, Sendable {
    /// `.name`.
    case property(String)
    /// `?`.
    case optionalChain
    /// `!`.
    case forceUnwrap
    /// `[arguments]`.
    case subscriptCall([SwiftArgument])
}

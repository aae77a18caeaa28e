// The syntax tree of a `.model` file (the language reference: declarations, handlers, the view, properties).
// The parser produces it, the checker validates it, the interpreter runs it.
// Every node carries the location of its first token.
import StateCheckEngine
import StateCheckScreens


/// A position in a model file (1-based line and column, in characters).
package struct SourceLocation: Hashable, Sendable, Comparable {
    /// 1-based line.
    package var line: Int
    /// 1-based column, in characters (grapheme clusters).
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Earlier in the file.
    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

// MARK: - Types

/// A type as written in the model.
indirect enum TypeRef: Hashable, Sendable {
    case bool
    case int
    case string
    case value                       // Value: a list of pages
    case error                       // Error (any Error)
    case void
    case named(String)               // an enum declared in the model
    case optional(TypeRef)           // T?
    case continuation(TypeRef)       // CheckedContinuation<T> (T may be .void)
}

// MARK: - Expressions

/// An expression with its location.
struct Expr: Hashable, Sendable {
    var kind: ExprKind
    var location: SourceLocation
}

/// A call argument, optionally labelled (`resume(returning: x)`).
struct Argument: Hashable, Sendable {
    var label: String?
    var value: Expr
}

enum UnaryOperator: String, Hashable, Sendable {
    case not = "!"
    case negate = "-"
}

enum BinaryOperator: String, Hashable, Sendable {
    case and = "&&", or = "||"
    case equal = "==", notEqual = "!="
    case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    case plus = "+", minus = "-"
    case nilCoalescing = "??"
    /// ADDED by the parser (the range of `for i in a..<b`, an extension): `a..<b`.
    case halfOpenRange = "..<"
    /// ADDED by the parser (the range of `for i in a...b`): `a...b`.
    case closedRange = "..."
}

indirect enum ExprKind: Hashable, Sendable {
    case boolLiteral(Bool)
    case intLiteral(Int)
    case stringLiteral(String)
    case nilLiteral
    /// A name: a model variable, a local, a parameter, `self`, `error`, a
    /// view element without arguments (`blank`, `spinner`), a type name
    /// before a member (`DataState` in `DataState.idle`).
    case identifier(String)
    /// `.name` or `.name(args)`: an implicit-member enum case (type inferred).
    case implicitMember(name: String, arguments: [Argument]?)
    /// `base.name`; `optional` is true for `base?.name`.
    case member(base: Expr, name: String, optional: Bool)
    /// `callee(args)`: functions, methods (`callee` is a `.member`), apis,
    /// enum cases through their type (`DataState.success(v)`), view elements
    /// (`content(v)`, `errorView(e)`), `c.resume(returning: x)`.
    case call(callee: Expr, arguments: [Argument])
    case unary(UnaryOperator, Expr)
    case binary(BinaryOperator, Expr, Expr)
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `expr is TypeName` (only `CancellationError` and `URLError` mean something).
    case isType(Expr, String)
    /// `await expr`.
    case await(Expr)
    /// `try expr` (`optional` for `try?`).
    case `try`(Expr, optional: Bool)
    /// `withCheckedContinuation { c in body }` (`await` is a separate node around it).
    case withCheckedContinuation(parameter: String, body: [Stmt])
    /// `Task.isCancelled`.
    case taskIsCancelled
    /// `x!` (force unwrap); a nil value at run time is a model error.
    case forceUnwrap(Expr)
}

// MARK: - Patterns

/// A pattern in `case`, `if case` and `guard case`.
struct Pattern: Hashable, Sendable {
    var kind: PatternKind
    var location: SourceLocation
}

indirect enum PatternKind: Hashable, Sendable {
    /// `_`
    case wildcard
    /// `let x` / `var x` (or a bare name inside `case let .a(x)`).
    case binding(String)
    /// `.name`, `.name(p1, label: p2)`, `Type.name(...)`; `arguments` is nil
    /// when the case is written without parentheses (matches any payload).
    case enumCase(type: String?, name: String, arguments: [PatternArgument]?)
    /// `p?` — matches a non-nil optional and binds its payload (`let value?`).
    case optionalSome(PatternKind)
    /// An expression pattern compared with `==` (`nil`, `true`, `3`).
    case expression(Expr)
}

struct PatternArgument: Hashable, Sendable {
    var label: String?
    var pattern: Pattern
}

// MARK: - Statements

struct Stmt: Hashable, Sendable {
    var kind: StmtKind
    var location: SourceLocation
}

/// One clause of an `if`, `guard` or `while` condition list (`a, let b = c, case .x = d`).
enum Condition: Hashable, Sendable {
    case boolean(Expr)
    /// `if let name = expr` / `if let name` (shorthand: `expr` is the
    /// identifier); `isLet` is `false` for `if var` (the binding can change).
    case optionalBinding(name: String, value: Expr, isLet: Bool)
    /// `case pattern = expr`.
    case matches(Pattern, Expr)
}

enum AssignOperator: String, Hashable, Sendable {
    case assign = "=", add = "+=", subtract = "-="
}

struct SwitchCase: Hashable, Sendable {
    /// Empty for `default`.
    var patterns: [Pattern]
    var whereClause: Expr?
    var body: [Stmt]
    var location: SourceLocation
    var isDefault: Bool { patterns.isEmpty }
}

indirect enum StmtKind: Hashable, Sendable {
    /// `let`/`var` name[: Type] [= value]; `_ = expr` is `.expression`.
    case local(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
    /// `target op value`; target is an identifier, `self`, or a member chain.
    case assign(target: Expr, op: AssignOperator, value: Expr)
    /// An expression evaluated for its effect (calls, `_ = await x`, view elements).
    case expression(Expr)
    /// `if c1, c2 { } else if ... { } else { }`; `elseBody` nil when absent.
    /// An `else if` is an `elseBody` holding one `.ifStatement`, marked by
    /// `elseIsIf` so branch coverage can tell it from a plain `else`.
    case ifStatement(conditions: [Condition], then: [Stmt], elseBody: [Stmt]?, elseIsIf: Bool)
    case guardStatement(conditions: [Condition], elseBody: [Stmt])
    case switchStatement(subject: Expr, cases: [SwitchCase])
    case whileLoop(conditions: [Condition], body: [Stmt])
    /// Extension: `for name in lower..<upper` / `lower...upper` over Int.
    case forLoop(name: String, range: Expr, body: [Stmt])
    case breakStatement
    case continueStatement
    case returnStatement(Expr?)
    /// `do { } catch { }`; the catch body sees the implicit `error`.
    case doCatch(body: [Stmt], catchBody: [Stmt])
    case throwStatement(Expr)
    /// `Task { body }`: spawns an unstructured task.
    case spawnTask(body: [Stmt])
}

// MARK: - Declarations

/// A function or method parameter: `label name: Type` (`_ name: Type`, `name: Type`).
struct Parameter: Hashable, Sendable {
    /// The argument label callers write; nil for `_`.
    var label: String?
    var name: String
    var type: TypeRef
    var location: SourceLocation
}

struct APIDecl: Hashable, Sendable {
    var name: String
    var parameters: [Parameter]
    /// `.value` for `-> Value`, nil when the api returns nothing.
    var returnType: TypeRef?
    var nonthrowing: Bool
    var location: SourceLocation
}

struct EnumCaseDecl: Hashable, Sendable {
    var name: String
    /// Payload slots: optional label and type.
    var payload: [(label: String?, type: TypeRef)]
    var location: SourceLocation

    static func == (a: EnumCaseDecl, b: EnumCaseDecl) -> Bool {
        a.name == b.name && a.location == b.location
            && a.payload.map(\.label) == b.payload.map(\.label)
            && a.payload.map(\.type) == b.payload.map(\.type)
    }
    func hash(into h: inout Hasher) { h.combine(name); h.combine(location) }
}

struct EnumDecl: Hashable, Sendable {
    var name: String
    var cases: [EnumCaseDecl]
    var location: SourceLocation
}

struct FunctionDecl: Hashable, Sendable {
    var name: String
    var parameters: [Parameter]
    var isAsync: Bool
    var isThrows: Bool
    var isMutating: Bool
    var returnType: TypeRef?
    var body: [Stmt]
    var location: SourceLocation
}

/// `var name: Type { body }` inside an extension (a computed property).
struct ComputedPropertyDecl: Hashable, Sendable {
    var name: String
    var type: TypeRef
    var body: [Stmt]
    var location: SourceLocation
}

struct ExtensionDecl: Hashable, Sendable {
    var typeName: String
    var properties: [ComputedPropertyDecl]
    var methods: [FunctionDecl]
    var location: SourceLocation
}

struct VariableDecl: Hashable, Sendable {
    var name: String
    /// The type as written; nil for `var x = value` (the checker infers it).
    var type: TypeRef?
    var initial: Expr
    var location: SourceLocation
}

enum HandlerKind: String, Hashable, Sendable {
    case task = ".task"
    case refreshable = ".refreshable"
    case unstructured = "Task"
    case sync = "sync"
}

/// The role a task plays for the standard properties (the property catalog, Properties.md).
enum TaskRoleName: String, Hashable, Sendable {
    case reload, page, action
}

struct HandlerDecl: Hashable, Sendable {
    /// `load`, `cancel`, `refresh`, `page`, or a button / alert action name.
    var event: String
    var kind: HandlerKind
    var role: TaskRoleName?
    var condition: Expr?
    var body: [Stmt]
    var location: SourceLocation
}

enum CustomPropertyKind: String, Hashable, Sendable {
    case invariant, step
}

struct CustomPropertyDecl: Hashable, Sendable {
    var kind: CustomPropertyKind
    var name: String
    var expression: Expr
    var location: SourceLocation
}

enum ExpectedVerdict: String, Hashable, Sendable {
    case holds, violated
}

struct ExpectDecl: Hashable, Sendable {
    var verdict: ExpectedVerdict
    var property: String
    var location: SourceLocation
}

struct BoundDecl: Hashable, Sendable {
    /// `maxTasks`, `maxPages` or `intRange`.
    var name: String
    var lower: Int
    /// Equal to `lower` for a single number; the upper end for `intRange`.
    var upper: Int
    var location: SourceLocation
}

/// A whole `.model` file.
struct ModelDecl: Hashable, Sendable {
    var name: String
    /// The `///` comment above `model`, lines joined with "\n".
    var documentation: String
    var location: SourceLocation
    var apis: [APIDecl] = []
    var enums: [EnumDecl] = []
    var extensions: [ExtensionDecl] = []
    var variables: [VariableDecl] = []
    var functions: [FunctionDecl] = []
    var handlers: [HandlerDecl] = []
    /// Exactly one per model (the checker reports a missing or second one).
    var view: [Stmt]?
    var viewLocation: SourceLocation?
    var properties: [CustomPropertyDecl] = []
    var expectations: [ExpectDecl] = []
    var bounds: [BoundDecl] = []
}

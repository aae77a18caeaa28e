// The lowered form of a model: code blocks of stack-machine instructions with
// every name resolved to a slot, a global, a block or an interned id, so the
// interpreter does no name lookups and a task can suspend mid-expression.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens


/// A view element an `element` instruction appends.
enum ElementKind: Hashable, Sendable {
    case blank, content, spinner, errorView, footerSpinner, footerError, banner, alert, button, mark
}

/// A screen fact readable by a custom property (`screen.spinner`).
enum ScreenProp: Hashable, Sendable {
    case content, spinner, refreshSpinner, footerSpinner, errorView, footerError, banner, alert, blank, visible
}

/// One instruction. Stack effects are in the comments (`a b -- c`).
enum Op: Hashable, Sendable {
    /// Counts one statement against the run's budget and records its line.
    case stmt
    /// A loop iteration: counts like `stmt`; budget overruns are reported at
    /// the innermost loop head or call that ran last.
    case loopStmt
    case push(RValue)                      // -- v
    case pop                               // v --
    case dup                               // v -- v v
    case loadLocal(Int)                    // -- v
    case storeLocal(Int)                   // v --
    case loadGlobal(Int)                   // -- v
    case storeGlobal(Int)                  // v --
    case jump(Int)
    case jumpIfFalse(Int)                  // b --
    case jumpIfTrue(Int)                   // b --
    /// Optional chaining: when the top is nil, jump keeping it.
    case jumpIfNilKeep(Int)
    /// `??`: when the top is not nil jump keeping it, else pop it.
    case jumpIfNotNilKeep(Int)
    /// `if let`: when the top is nil pop it and jump.
    case jumpIfNilPop(Int)
    case unary(UnaryOperator)              // v -- r
    case binary(BinaryOperator)            // a b -- r  (not &&, ||, ??)
    case makeEnum(type: Int, tag: Int, count: Int) // p1..pn -- e
    /// Whether the top is an enum value of the case with this interned name.
    case isCase(name: Int)                 // v -- b
    case payload(Int)                      // e -- p
    case isNil                             // v -- b
    case forceUnwrap                       // v -- v
    /// A computed property or a builtin member (`count`, `isEmpty`).
    case getMember(name: Int)              // recv -- v
    /// A method; with `writeback` the callee's final `self` is pushed too.
    case callMethod(name: Int, argc: Int, writeback: Bool) // recv a1..an -- r [self']
    case call(block: Int, argc: Int)       // a1..an -- r
    case ret(hasValue: Bool)               // [v] --
    case callAPI(api: Int, argc: Int)      // a1..an -- r   (suspends)
    case makeContinuation                  // -- c
    case awaitContinuation                 // c -- v        (suspends)
    case resume(hasValue: Bool)            // c [v] -- void
    case spawn(block: Int)                 // --
    /// `Task.sleep`: waits on the discrete clock (throws `CancellationError` in a cancelled task).
    case sleep(nanoseconds: Int)           // -- void       (suspends)
    /// `Task { }` as a value: spawns the block and pushes the task's handle.
    case spawnHandle(block: Int)           // -- t
    /// `tasks.append(t)`: the bag with `t` at its end (a bound hit, `maxTasks`, when it is full).
    case taskListAppend                    // list t -- list'
    /// The handle at index `i` of a bag (a `for t in tasks` loop's element).
    case taskListElement                   // list i -- t
    /// The task waits to reach the main actor (a `Task.detached` body's start).
    case hop                               // -- void       (suspends)
    /// `dismiss()`: sets the global that says the screen is dismissed and
    /// cancels every `.task` and `.refreshable` task.
    case dismiss(global: Int)              // -- void
    case throwError                        // e --
    case pushHandler(Int)
    case popHandler
    case taskIsCancelled                   // -- b
    case isError(ErrorValue)               // v -- b
    /// Whether the top is a value of enum `type` (of its case `tag`, when given): `catch let e as FeedError`, `catch FeedError.empty`.
    case isEnumValue(type: Int, tag: Int?) // v -- b
    case element(ElementKind, argc: Int)   // args -- void
    case branch(Int)
    /// Custom properties: side 0 is `before`, 1 is `after` / the current state.
    case screenProp(ScreenProp, side: Int) // -- v
    case loadStateVar(side: Int, global: Int) // -- v
    case eventName                         // -- s
    case eventAPI                          // -- s?
    /// An integer literal outside `intRange`: the run is refused (bound hit).
    case intOutOfRange
    /// A construct the interpreter cannot run (reported at run time).
    case unsupported(String)
}

/// One function, method, computed property, handler body, `Task { }` body or
/// expression, lowered.
struct CodeBlock: Sendable {
    /// For traces and diagnostics (`func fetchUser`, `on load`).
    var name: String
    var ops: [Op] = []
    /// The source location of each instruction.
    var locs: [SourceLocation] = []
    /// How many local slots are in scope at each instruction: slots at or
    /// above it are dead there and cleared when a state is stored.
    var depth: [Int] = []
    /// The number of local slots a frame of this block needs.
    var localCount = 0
    /// A `mutating` method (slot 0 is `self`).
    var isMutating = false
}

/// A member of an enum's extension.
enum MemberImpl: Hashable, Sendable {
    case property(block: Int)
    case method(block: Int, isMutating: Bool)
}

struct EnumInfo: Sendable {
    var name: String
    var cases: [(name: String, nameID: Int, payload: [TypeRef])]
}

struct APIInfo: Sendable {
    var name: String
    var returnsValue: Bool
    var nonthrowing: Bool
    /// Whether `success` may also deliver an empty `Value` (not `nonempty`).
    var mayAnswerEmpty: Bool = false
    /// The shapes of the answer of an api that returns a struct (nil: one page, or nothing).
    var answers: AnswerShapes? = nil
    /// A `choice` api: its calls are no requests (``ModelSystem/callsInFlight(of:)`` leaves them out).
    var choice = false
}

struct HandlerInfo: Sendable {
    /// The event that starts the handler; nil for an `on change(x)` handler
    /// without `initial: true`, which only a change of `x` runs.
    var event: String?
    var kind: RTaskKind
    var role: TaskRole
    /// A block evaluating the `when` condition, if any.
    var condition: Int?
    var body: Int
    var line: Int
    /// The value a `.task(id:)` or `on change(x)` handler watches.
    var watch: WatchInfo? = nil
    /// The element the screen must show for the event to be enabled (a row's `appearRow`: `content`).
    var whileShown: ElementPattern? = nil
}

/// The watched value of a lifecycle handler, lowered.
struct WatchInfo: Sendable {
    /// A block returning the watched value.
    var value: Int
    /// What a change of the value does.
    var reaction: WatchReaction
}

struct PropertyInfo: Sendable {
    var name: String
    var isStep: Bool
    var block: Int
    var location: SourceLocation
}

/// A lowered model. A class so that the many short-lived machines (one per
/// run, view rendering or condition) share it with one retain; it is never
/// mutated after `Lowerer.lower()` returns.
final class Program: @unchecked Sendable {
    var blocks: [CodeBlock] = []
    var strings: [String] = []
    /// The index in `strings` of the token an answer's `String` field holds
    /// (``Lowerer/answerToken``), apart from every literal's: the machine
    /// refuses to compare it with a String, whose text it does not know.
    var answerTokenID: Int?
    var memberNames: [String] = []
    var caseNames: [String] = []
    var enums: [EnumInfo] = []
    /// Per enum: member name id → implementation.
    var members: [[Int: MemberImpl]] = []
    var globalNames: [String] = []
    var globalTypes: [TypeRef] = []
    /// Per global, a block returning its initial value.
    var globalInits: [Int] = []
    /// The global `dismissed` the checker adds when the model calls
    /// `dismiss()` (the last global); nil when it never does.
    var dismissedGlobal: Int?
    var apis: [APIInfo] = []
    var handlers: [HandlerInfo] = []
    /// The handlers that watch a value, in declaration order (``HandlerInfo/watch``).
    var watchers: [Watcher<Int>] = []
    /// The handlers of elements' `.onAppear` / `.onDisappear`, in
    /// declaration order (`on appear(E)`, `on disappear(E)`).
    var elementHandlers: [ElementHandler<Int>] = []
    /// The element each of ``elementHandlers`` watches, in their order.
    var elementPatterns: [ElementPattern] = []
    /// The global that must also be true for each of ``elementPatterns`` to
    /// be on screen (a lazy list's row: `rowsOnScreen[row1]`); nil for most.
    var elementGates: [Int?] = []
    /// The variables of subviews (`var x = 0 in mark("detail")`).
    var subviewVariables: [SubviewVariable] = []
    var viewBlock: Int?
    var branchDescriptions: [Int: String] = [:]
    var properties: [PropertyInfo] = []
    /// Interned member names used by builtins.
    var countID = -1
    var isEmptyID = -1
}

/// A lowered program behind one reference, so the interpreter's many
/// short-lived machines share it without copying `Program`'s fields.
final class CompiledProgram: Sendable {
    /// The program; immutable once lowered.
    let program: Program
    /// `program.blocks`, read by the interpreter on every instruction: a
    /// constant of a final class is read without the exclusivity check
    /// that every read of the program's `var` fields costs.
    let blocks: [CodeBlock]
    /// `program.members`, for the same reason.
    let members: [[Int: MemberImpl]]
    /// Whether some block reads `screen.…` (only properties can): when none
    /// does, evaluating a property needs no screen, and the view is not
    /// rendered for it.
    let readsScreen: Bool

    /// Whether some code keeps a `Task { }` handle (states then number handles canonically).
    let usesTaskHandles: Bool
    /// Per handler, its `when` block (`program.handlers[h].condition`):
    /// asked for every handler of every expanded state, and reading it
    /// from a `HandlerInfo` copied the whole record (retaining its strings).
    let handlerConditions: [Int?]
    /// Per handler, the element its screen must show (`program.handlers[h].whileShown`), for the same reason.
    let handlerWhileShown: [ElementPattern?]

    init(_ program: Program) {
        self.program = program
        self.blocks = program.blocks
        self.members = program.members
        self.handlerConditions = program.handlers.map(\.condition)
        self.handlerWhileShown = program.handlers.map(\.whileShown)
        self.readsScreen = program.blocks.contains { block in
            block.ops.contains { if case .screenProp = $0 { return true } else { return false } }
        }
        self.usesTaskHandles = program.blocks.contains { block in
            block.ops.contains { if case .spawnHandle = $0 { return true } else { return false } }
        }
    }
}

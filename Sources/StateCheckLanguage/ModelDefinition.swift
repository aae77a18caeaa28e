// What a lowered model is, shared by every copy of its system.
@_spi(ScreenRuntime) import StateCheckScreens

/// A lowered model and what is derived from it once: never changed after
/// ``ModelSystem`` builds it, and shared by every copy of the system (an
/// exploration thread but the first has a definition of its own, lowered
/// again, so that threads share no reference count or memo lock; the memos
/// lock what they change).
final class ModelDefinition: Sendable {
    /// The checked model it was lowered from (a thread's copy of the
    /// system lowers it again: ``ModelSystem/forThread(_:of:)``).
    let checked: CheckedModel
    /// The design's name (`model Name`).
    let name: String
    /// The `///` comment above `model`.
    let documentation: String
    /// The model file's path as given.
    let file: String
    /// The model's `expect` lines, in source order.
    let expectations: [ModelExpectation]
    /// The exploration bounds in force.
    let bounds: ModelBounds
    /// The front end's warnings, in source order.
    let warnings: [Diagnostic]
    /// `Type.case` of every enum case, by enum and case index (what
    /// coverage records of each state, named once).
    let enumCaseNames: [[String]]
    /// The lowered model.
    let program: Program
    /// `program` behind one reference, for the interpreter's machines.
    let compiled: CompiledProgram
    /// The interpreter's limits (the system adds its deadline).
    let limits: RunLimits
    /// The handlers of each event, in declaration order.
    let handlersByEvent: [String: [Int]]
    /// The one initial state.
    let initial: ModelState
    /// The events the handlers answer, as the environment offers them.
    let screenEvents: ScreenEvents
    /// The views drawn lately, by the variables drawn from.
    let views = VariablesMemo<RenderedView>()
    /// The `when` outcomes evaluated lately, by handler and the values of
    /// the variables its condition reads.
    let conditions = VariablesMemo<ConditionOutcome<Diagnostic>>(slotCount: 4096)
    /// Per handler, the globals its `when` reads (``Program/globalsRead(from:)``),
    /// in increasing order: every global when the reads cannot be told,
    /// none for a handler without a condition.
    let conditionReads: [[Int]]

    /// A definition of these parts.
    init(checked: CheckedModel, name: String, documentation: String, file: String, expectations: [ModelExpectation], bounds: ModelBounds,
         warnings: [Diagnostic], enumCaseNames: [[String]], program: Program, compiled: CompiledProgram, limits: RunLimits,
         handlersByEvent: [String: [Int]], initial: ModelState, screenEvents: ScreenEvents, conditionReads: [[Int]]) {
        self.checked = checked
        self.name = name
        self.documentation = documentation
        self.file = file
        self.expectations = expectations
        self.bounds = bounds
        self.warnings = warnings
        self.enumCaseNames = enumCaseNames
        self.program = program
        self.compiled = compiled
        self.limits = limits
        self.handlersByEvent = handlersByEvent
        self.initial = initial
        self.screenEvents = screenEvents
        self.conditionReads = conditionReads
    }
}

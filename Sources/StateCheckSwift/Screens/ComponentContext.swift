import StateCheckLanguage

/// A closure property of a component or view model with the argument it was
/// given, and the code (component frame, nil for the screen) that argument is written in.
struct BoundClosure {
    /// The argument: an api (`API.getUser`), a function of the screen, a closure, or nil when none was given.
    var value: SwiftExpr?
    /// Where the argument is written (an index into the frames; nil for the screen).
    var frame: Int?
    /// The type that declares the property (for diagnostics).
    var owner: String
}

/// One component inlined into the screen: its body and methods are read with
/// its properties bound to the arguments of the call.
struct ComponentFrame {
    /// The component's declaration.
    var component: SwiftModule.Located
    /// The frame of the code that calls it (nil for the screen).
    var parent: Int?
    /// The component's names read as other names: a `@Binding` or value
    /// property as the caller's state it is given, a property or method
    /// renamed where it would clash with the screen's.
    var renames: [String: String] = [:]
    /// The component's closure properties.
    var closures: [String: BoundClosure] = [:]
    /// The closure properties that hold the view their closure builds
    /// (`self.content = content()` in the initializer): the property used as
    /// a view (`content`) is that closure's content.
    var builtViews: Set<String> = []
    /// Value properties given an expression over the screen's state
    /// (`isBlocked: message.isEmpty || model.isSubmitting`): the property
    /// is that expression wherever the component reads it, as SwiftUI
    /// evaluates the caller's body again whenever that state changes.
    var substitutions: [String: SwiftExpr] = [:]
    /// The component's methods, translated as the screen's functions (the name is the one the screen uses).
    var methods: [(decl: SwiftFunctionDecl, location: SourceLocation)] = []
    /// The `body` statements.
    var body: [SwiftStmt] = []
    /// Value properties given a name that is no state of the screen (a name the caller's view binds), with the argument's location.
    var values: [(property: String, name: String, location: SourceLocation)] = []
    /// The component's own `@State` properties, by the names the screen gives them.
    var ownState: [String] = []
}

/// Where a component is called (a call is found before the view is read and inlined when the view reaches it).
struct ComponentCallSite: Hashable {
    var file: String
    var location: SourceLocation
}

/// The components a screen inlines and the frame code is being read in.
struct ComponentContext {
    /// The components inlined, in the order found.
    var frames: [ComponentFrame] = []
    /// Each component call's frame.
    var frameByCall: [ComponentCallSite: Int] = [:]
    /// The component calls diagnosed while being prepared: their view is not read (it would only repeat the diagnostic).
    var refused: Set<ComponentCallSite> = []
    /// The frame being read; nil for the screen's own code.
    var current: Int?
    /// Generic parameters of components and view models, bound from their arguments.
    var typeParameters: [String: TypeRef] = [:]
    /// The closure properties of the screen's view models, bound from their initializer call.
    var viewModelClosures: [String: BoundClosure] = [:]
    /// The screen's view models its root view hands to the environment of
    /// the views being read (`.environment(model)` outside them), by class:
    /// a component's `@Environment(Model.self)` there is that view model.
    var injected: [String: String] = [:]
}

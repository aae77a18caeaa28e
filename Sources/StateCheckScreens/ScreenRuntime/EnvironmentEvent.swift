/// An event the screen's environment offers a front end's handlers: the
/// view appearing or disappearing, a pull-to-refresh, the list footer
/// appearing, or one of the screen's own events by name.
@_spi(ScreenRuntime) public enum EnvironmentEvent: Hashable, Sendable {
    /// The view appears. Enabled while the view is invisible.
    case load
    /// The view disappears; `.task` and `.refreshable` tasks are cancelled.
    case cancel
    /// Pull-to-refresh. Enabled while the view is visible and no
    /// `.refreshable` task is alive and not cancelled.
    case refresh
    /// The list footer appears (the user scrolls to it). Enabled while the
    /// screen shows `footerSpinner`, once per insertion of the footer where
    /// the front end remembers it (``ScreenFrontEnd/footerAppeared(in:)``).
    case page
    /// One of the screen's own events, by name. Enabled while the view is
    /// visible and the condition of one of its handlers holds.
    case custom(String)

    /// The standard event called `name`, or the custom event `name`.
    @inlinable
    public init(name: String) {
        switch name {
        case "load": self = .load
        case "cancel": self = .cancel
        case "refresh": self = .refresh
        case "page": self = .page
        default: self = .custom(name)
        }
    }

    /// The event's name in labels, traces and replays: `load`, `tapRetry`.
    @inlinable
    public var name: String {
        switch self {
        case .load: return "load"
        case .cancel: return "cancel"
        case .refresh: return "refresh"
        case .page: return "page"
        case .custom(let name): return name
        }
    }

    /// Whether the event happens only when one of its handlers starts: a
    /// custom event (a tap is on an element a handler's `when` clause
    /// describes) and `refresh` (pulling needs a `.refreshable` view shown:
    /// when every refresh handler's `when` clause fails, none is).
    /// `load`, `cancel` and `page` are transitions even when no handler runs:
    /// the view appears or disappears, the footer is reached.
    @inlinable
    public var needsAHandler: Bool {
        switch self {
        case .custom, .refresh: return true
        case .load, .cancel, .page: return false
        }
    }

    /// Whether the view is visible after the event, `visible` before it:
    /// `load` shows it, `cancel` hides it, every other event keeps it.
    @inlinable
    public func visibility(after visible: Bool) -> Bool {
        switch self {
        case .load: return true
        case .cancel: return false
        case .refresh, .page, .custom: return visible
        }
    }

    /// Whether the event cancels a live task of `kind`: `cancel` cancels
    /// `.task` and `.refreshable` tasks, never an unstructured `Task { }`.
    @inlinable
    public func cancels(_ kind: TaskKind) -> Bool {
        switch self {
        case .cancel:
            switch kind {
            case .task, .refreshable: return true
            case .unstructured: return false
            }
        case .load, .refresh, .page, .custom: return false
        }
    }
}

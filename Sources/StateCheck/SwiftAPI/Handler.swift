import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// An event of a screen that starts code (the language reference, "Events and handlers"): the view
/// appearing, disappearing, a pull-to-refresh, the list footer appearing, or
/// one of the screen's own buttons.
public enum ScreenEvent: Hashable, Sendable, CustomStringConvertible {
    /// The view appears (`.task { }`). Enabled while the view is invisible.
    case load
    /// The view disappears: `.task` and `.refreshable` tasks are cancelled.
    case cancel
    /// Pull-to-refresh (`.refreshable { }`). Enabled while the view is
    /// visible and no `.refreshable` task is alive and not cancelled.
    case refresh
    /// The list footer appears (the user scrolls to it). Enabled while the
    /// screen shows `footerSpinner`, once per insertion of the footer.
    case page
    /// One of the screen's own events (a button, an alert action), by name.
    /// Enabled while the view is visible and some handler's condition holds.
    case custom(String)

    /// The event's name in traces and replays: `load`, `tapRetry`.
    public var name: String { environmentEvent.name }

    /// ``name``.
    public var description: String { name }

    /// The event as the shared screen environment knows it.
    var environmentEvent: EnvironmentEvent {
        switch self {
        case .load: return .load
        case .cancel: return .cancel
        case .refresh: return .refresh
        case .page: return .page
        case .custom(let name): return .custom(name)
        }
    }
}

/// How one intent of a design is wired into SwiftUI: the event that starts
/// it, the kind of task it runs in, and the task's role for the standard
/// properties. The Swift twin of a `.model` file's
/// `on EVENT KIND [as ROLE] { ... }` line.
///
/// ```swift
/// Handler(.load, .task)                                   // .task { await fetchInitial() }
/// Handler(.refresh, .refreshable)                         // .refreshable { await fetchInitial() }
/// Handler(.page, .unstructured)                           // footer .onAppear { Task { await fetchMore() } }
/// Handler(.custom("tapFooterRetry"), .unstructured, as: .page)
/// ```
public struct Handler: Hashable, Sendable {
    /// The event that starts the intent.
    public var event: ScreenEvent
    /// `.task` (cancelled when the view disappears), `.refreshable` (cancelled
    /// too, and drives the system refresh spinner) or `.unstructured`
    /// (`Task { }`: never cancelled by the view).
    public var kind: TaskKind
    /// The role of the task: `page` for the `page` event, `reload` for every
    /// other event, unless given.
    public var role: TaskRole

    /// Creates a handler.
    ///
    /// - Parameters:
    ///   - event: The event that starts it.
    ///   - kind: The kind of task its code runs in.
    ///   - role: An explicit role; by default `page` for ``ScreenEvent/page``
    ///     and `reload` otherwise.
    public init(_ event: ScreenEvent, _ kind: TaskKind, as role: TaskRole? = nil) {
        self.event = event
        self.kind = kind
        if let role {
            self.role = role
        } else if case .page = event {
            self.role = .page
        } else {
            self.role = .reload
        }
    }
}

/// The events a screen's handlers answer, as the environment offers them:
/// `load` and `cancel` always, `refresh` and `page` when some handler starts
/// on them, and the custom events in order of their first handler.
@_spi(ScreenRuntime) public struct ScreenEvents: Hashable, Sendable {
    /// Whether some handler starts on `refresh`.
    public let hasRefresh: Bool
    /// Whether some handler starts on `page`.
    public let hasPage: Bool
    /// The custom events, in order of their first handler.
    public let custom: [String]
    /// Whether no custom event is named as a standard one (`load`,
    /// `cancel`, `refresh`, `page`): the labels of one expansion's
    /// environment events are then pairwise distinct.
    public let customNamesAreDistinctFromStandard: Bool

    /// The events of handlers that start on `handlerEvents`, in declaration order.
    public init(handlerEvents: [EnvironmentEvent]) {
        var custom: [String] = []
        var seen = Set<String>()
        var hasRefresh = false
        var hasPage = false
        for event in handlerEvents {
            switch event {
            case .refresh: hasRefresh = true
            case .page: hasPage = true
            case .custom(let name): if seen.insert(name).inserted { custom.append(name) }
            case .load, .cancel: break
            }
        }
        self.hasRefresh = hasRefresh
        self.hasPage = hasPage
        self.custom = custom
        self.customNamesAreDistinctFromStandard = !custom.contains { ["load", "cancel", "refresh", "page"].contains($0) }
    }

    /// The prefix of an assumption's event (`assume_user_isAdmin`): it flips
    /// a value the screen does not decide (its parent's input may change at
    /// any time), and the environment offers it whether the view is shown or
    /// not. The graph properties (``StuckStates``) never count on one to get
    /// out of a stuck state.
    public static let assumptionPrefix = "assume_"

    /// Whether `event` is an assumption's (``assumptionPrefix``).
    @inlinable
    public static func isAssumption(_ event: String) -> Bool { event.hasPrefix(assumptionPrefix) }

    /// The labels of every event: `load`, `cancel`, `refresh`, `page` (when
    /// handled), then the custom events.
    public var labels: [EventLabel] {
        var labels = [EventLabel("load"), EventLabel("cancel")]
        if hasRefresh { labels.append(EventLabel("refresh")) }
        if hasPage { labels.append(EventLabel("page")) }
        return labels + custom.map { EventLabel($0) }
    }
}

// A Swift design's state must have value semantics: the checker explores
// every event from a copy of the state, so a class instance would be shared
// (and changed) by every branch explored from it.
import StateCheckEngine
@_spi(ScreenRuntime) import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

extension SwiftScreenSystem {
    /// Why the design cannot be checked: its `State` is a class.
    ///
    /// The checker runs each event on a copy of the state it starts from
    /// and keeps both states. Copying a class instance copies a reference:
    /// the code of one branch changes the state of every other branch and
    /// of states already stored, so the exploration would count states that
    /// do not exist and report violations no app can reach. Rejected before
    /// exploring, with what to change.
    public var unsupportedDesign: String? {
        guard Design.State.self is AnyObject.Type else { return nil }
        let type = String(describing: Design.State.self)
        return "\(name): its State '\(type)' is a class; the checker explores every event from a copy of the state, "
            + "and copies of a class instance share it, so one branch's changes would leak into the others. "
            + "Make '\(type)' a struct or an enum (an `@Observable` view model: check a struct of its stored properties)"
    }
}

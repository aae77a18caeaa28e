import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@_spi(ScreenRuntime) @testable import StateCheckScreens

/// Presentations written in the model language: an alert or a dialog is an
/// `alert("title")` element shown while its flag is set, its buttons are
/// handlers enabled while it is shown that reset the flag before their
/// action, and the screen's own buttons wait while it is up; a banner raised
/// by code goes when the user taps it or when a `Task.sleep` ends and the
/// code clears it. Each test pins a hand count; the Swift front end reads
/// the same designs from `.alert`, `.confirmationDialog` and toast views
/// (SwiftScreensPresentationTests).
@Suite struct PresentationSemanticsTests {
    /// The delete-with-confirmation design, the source of both presentation tests.
    static let deleteConfirm = """
    model DeleteConfirm
    api deleteItem()
    var confirming = false
    var failed = false
    var deleting = false
    func delete() async {
        deleting = true
        do { try await deleteItem() } catch { failed = true }
        deleting = false
    }
    // The screen's own button takes no tap while the dialog or the alert is up.
    on tapDelete sync when !deleting && !confirming && !failed { confirming = true }
    // A button of the dialog or the alert dismisses it, then runs its action.
    on dialogDelete Task when confirming { confirming = false; await delete() }
    on dialogCancel sync when confirming { confirming = false }
    on alertRetry Task when failed { failed = false; await delete() }
    on alertCancel sync when failed { failed = false }
    view {
        button("Delete", disabled: deleting)
        if confirming { alert("Delete this item?") }
        if failed { alert("Couldn't delete the item") }
    }
    """

    /// A delete confirmed in a dialog, whose failure raises an alert with
    /// Retry. State = (visible V/I, confirming c, failed f, deleting d, the
    /// task awaiting `deleteItem`: D started by `dialogDelete`, R by
    /// `alertRetry`; the two are distinct states, since a task is its call
    /// stack and the handlers differ). Both tasks are `Task { }`: `cancel`
    /// leaves them running.
    ///
    /// ```text
    /// I - {}      load→V -                                                  1
    /// V - {}      cancel→I -   tapDelete→V c                                2
    /// V c {}      cancel→I c   dialogDelete→V d {D}   dialogCancel→V -      3
    /// I c {}      load→V c                                                  1
    /// V d {D}     cancel→I d {D}   success→V -   fail→V f                   3
    /// I d {D}     load→V d {D}     success→I -   fail→I f                   3
    /// V f {}      cancel→I f   alertRetry→V d {R}   alertCancel→V -         3
    /// I f {}      load→V f                                                  1
    /// V d {R}     cancel→I d {R}   success→V -   fail→V f                   3
    /// I d {R}     load→V d {R}     success→I -   fail→I f                   3
    /// ```
    /// 10 states, 23 transitions. `tapDelete` is never enabled with the
    /// dialog or the alert shown, and no state shows both.
    @Test func aConfirmationAndAnErrorAlertAreElementsWithButtonEvents() throws {
        let (system, result) = try exploreModel(Self.deleteConfirm)
        #expect(result.stateCount == 10)
        #expect(result.transitionCount == 23)
        let labels = Set(edges(system, result).map(\.label.description))
        #expect(labels == ["load", "cancel", "tapDelete", "dialogDelete", "dialogCancel", "alertRetry", "alertCancel",
                           "success deleteItem", "fail deleteItem"])
        for s in result.states {
            #expect(rendered(system, s) != "confirming=true failed=true deleting=false")
        }
    }

    /// A toast raised by code: a failed save shows `banner(error)` for three
    /// seconds (`Task.sleep`, then the code clears it), unless the user taps
    /// it away first. State = (visible V/I, isSaving s, bannerError b, the
    /// save task T: awaiting `saveDraft` (A) or sleeping (S)); `Task { }`:
    /// `cancel` leaves it running.
    ///
    /// ```text
    /// I - nil {}     load→V - nil                                           1
    /// V - nil {}     cancel→I   tapSave→V s nil {A}                         2
    /// V s nil {A}    cancel→I s nil {A}   success→V - nil   fail→V s err {S}  3
    /// I s nil {A}    load→V s nil {A}     success→I - nil   fail→I s err {S}  3
    /// V s err {S}    cancel→I s err {S}   tapBanner→V s nil {S}   wake→V - nil  3
    /// I s err {S}    load→V s err {S}     wake→I - nil                      2
    /// V s nil {S}    cancel→I s nil {S}   wake→V - nil                      2
    /// I s nil {S}    load→V s nil {S}     wake→I - nil                      2
    /// ```
    /// 8 states, 18 transitions (4 of them `wake`): the banner goes by the user's tap or by time.
    @Test func aBannerGoesByTapOrByTime() throws {
        let source = """
        model SaveBanner
        api saveDraft()
        var isSaving = false
        var bannerError: Error? = nil
        func save() async {
            isSaving = true
            do {
                try await saveDraft()
            } catch {
                bannerError = error
                try? await Task.sleep(for: .seconds(3))
                bannerError = nil
            }
            isSaving = false
        }
        on tapSave Task when !isSaving { await save() }
        on tapBanner sync when bannerError != nil { bannerError = nil }
        view {
            button("Save", disabled: isSaving)
            if let bannerError { banner(bannerError) }
        }
        """
        let (system, result) = try exploreModel(source)
        #expect(result.stateCount == 8)
        #expect(result.transitionCount == 18)
        let labels = edges(system, result).map(\.label.description)
        #expect(labels.filter { $0 == "wake" }.count == 4)
        #expect(labels.filter { $0 == "tapBanner" }.count == 1)
    }
}

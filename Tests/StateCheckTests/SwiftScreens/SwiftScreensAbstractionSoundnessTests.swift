import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift
@testable import StateCheckCLI
@testable import StateCheckCommands

/// Each default reading of a construct outside the SwiftUI mapping, written
/// twice (Golden/Abstractions/<Rule>): `Abstracted` uses the construct as a
/// team writes it, `Precise` says what it means in constructs the mapping
/// names. The abstracted screen must have every behaviour of the precise
/// one; these rules add none, so the two explore the same states and
/// transitions and give the same verdicts.
///
/// - Presentation: `let title`, `@Environment(\.colorScheme)`, `Image`,
///   `Spacer`, `.resizable()`, `.onTapGesture { print(…) }`,
///   `.navigationBarTitle`, a `.toolbar` of text and `.disabled` on the root
///   view: none touches the loading state (`.disabled` on the root only
///   makes events rarer, and is dropped, which keeps every behaviour).
/// - ButtonLabel: `Button { … } label: { Label("Try again", …) }` is
///   `Button("Try again") { … }`.
/// - Toolbar: a button in `.toolbar` is a button shown whenever the screen is.
/// - ModifierEvent: `.onSubmit(of:) { Task { … } }`, a modifier the mapping
///   does not name whose closure has effects, is an event enabled whenever
///   the screen is shown: a button always shown.
/// - EnvironmentClient: `@Environment(ShelfClient.self) var client` and
///   `try await client.books()` is the api `books`, as `ShelfClient.books()`
///   of another module is.
/// - SpinnerByName: `ActivityIndicator()`, a view the folder does not
///   declare whose name says it spins, is `ProgressView()`.
/// - ComputedProperty: `private var canRetry: Bool { … }` read by
///   `.disabled(!canRetry)` is its expression written in place.
/// - OpaqueParameter: `load(shelf: UUID)` called with the input `shelfID`
///   passes it only to the api, which keeps no argument: `load()`.
/// - InputWrite: writes to a `@Binding` and a `@FocusState` are the
///   parent's and the system's state: the screen without them.
/// - Relevance: a `@State` of a type the folder does not declare and a
///   method taking a `URL` and a `Date`, neither mentioned by the view nor
///   by what its events run, are not read: the screen without them.
/// - OnChangeOfInput: `.onChange(of: shelfName) { … }` of an input is an
///   event enabled whenever the screen is shown: a button always shown.
/// - RowsOfInput: `ForEach(tags, id: \.self) { tag in Text(tag) }` over an
///   input is a mark, as `Text("tags")` is.
/// - ChildView: a view of the folder with a `@Binding` and a closure
///   property, given `$showsAll` and `{ Task { await load() } }`, is the
///   events of an input bound to `showsAll` and one running the closure, all
///   enabled while it is shown, as a button flipping the Bool and a button
///   running the closure written in its place are.
/// - CompletionHandler: `network.fetchPopular(page: 1) { result in switch
///   result { … } }` of a client answering through a completion handler is
///   `Task { do { let movies = try await network.fetchPopular(page: 1) … }
///   catch { … } }` of the same client written async.
/// - ClosureHelper: `errorHandler.handle { … try await … }`, a helper the
///   folder does not declare given an async closure, and
///   `DispatchQueue.main.asyncAfter(…) { … }` are `Task { do { … } catch {} }`
///   and `Task { … }` written in their place.
/// - BridgedError: a state case holding `NSError`, set to `error as NSError`,
///   is the same case holding `Error`, set to `error`.
/// - CombineSink: `service.popularMovies(page: 1).receive(on: …).sink {
///   completion in … } receiveValue: { movies in … }.store(in: &…)`, a
///   publisher a client's call returns, is `Task { do { let movies = try
///   await service.popularMovies(page: 1); … } catch { … } }` of the same
///   client written async (`[weak self]` and `self?.` read as `self`).
/// - StaticFactory: `state = .error(error)` through `static func error(_:)
///   -> PhotosState { .failed(error) }` is `state = .failed(error)`.
/// - HelperOfOpaqueRow: `tagRow(for: tag)`, a view helper given a row of
///   an input, is its body written in place with `tag` the row.
/// - UnreadStatement: `for draft in drafts where draft.isDirty { try? await
///   DraftsAPI.upload(draft) }`, a loop the translation does not read, is
///   `try? await DraftsAPI.upload()`: one await of the api it calls first.
/// - ErrorStruct: `struct InboxError: LocalizedError`, built from the
///   caught error's description, is that error; built from nothing caught
///   (`throw InboxError(message: "You are offline")`), one error of its own.
/// - OpaqueAssignment (a test of its own): a stored property assigned a
///   value the screen does not decide is opaque, its tests assumptions.
/// - ForeignCall: `DraftsLogger.error("…")` of a folder enum without
///   cases and `NotificationCenter.default.post(…)`, synchronous calls into
///   code the translation does not read that are handed nothing of the
///   screen, are no statements.
/// - ActionReference: `Button(action: onClose) { Text("Close") }` and
///   `Button(action: self.startSync, label: { Text("Sync") })` are
///   `Button("Close") { onClose() }` and `Button("Sync") { startSync() }`.
/// - AnimationCompletion: `withAnimation(.easeInOut) { … } completion: { … }`
///   is its body, then `Task { completion }`.
/// - ReadingArgument: `PhotoBadge(caption)`, a view the folder does not
///   declare given a computed property that only reads, is the same view
///   given a literal: the value is read when the view is built.
/// - NamedAction: `DeleteButton(title: …, action: deleteAll)`, a view of
///   the folder given a method of the screen as its action, is the same view
///   given `{ deleteAll() }`.
/// - PostfixIfConfig: a modifier chain's `#if os(iOS) … #else … #endif`
///   reads its first clause, here presentation.
/// - ViewContentComponent: `PaddedScroll { LazyVStack { … } }`, a view of
///   the folder generic over its content (`struct PaddedScroll<Content>: View
///   where Content : View`, `@ViewBuilder let content: () -> Content`), is
///   its body with the trailing closure's views (and their buttons) in place
///   of `content()`: `ScrollView { LazyVStack { … } }`.
/// - OpaqueGenericParameter: `TitledRow(item: book)`, a component whose
///   generic parameter `T` no argument's written type names, reads `T` as
///   `Value`: its body in place, as it shows nothing of `T`.
/// - BindingToOpaqueProperty: `DatePicker("Start", selection:
///   $viewModel.startDate)`, a view the mapping does not name given a
///   binding to a property of type `Date` (opaque: any value at any time,
///   writes not read), writes nothing the model reads; its `.onChange` is an
///   event enabled while it is shown: a button running the action.
/// - ConstructedBinding: `SyncSwitch(isOn: Binding(get: { … }, set: { _ in
///   Task { await load() } }))`, a view whose code is not read given a
///   binding built from closures, may call `set` whenever it is shown: a
///   button running `set`'s body.
/// - ThrowingCallOnInput: `try modelContext.save()` in async code, a
///   synchronous call that may throw on an input, is `try await
///   NoteStore.save()`: an api the task awaits, which returns or throws.
/// - BuiltClient: `try await SWClient(with: defaults).getJournalEntries(…)`,
///   an instance of a client of another module built for the call, is
///   `try await SWClient.shared.getJournalEntries(…)`: the same api.
/// - CustomBinding: `Picker(selection: Binding(get: { model.sortOrder },
///   set: { newOrder in model.sortOrder = newOrder; Task { … } }))` over an
///   enum without payloads is one button per case, each running the setter
///   with that case, always enabled (the setter runs whenever the user
///   picks, the value held included).
/// - WriteThroughOpaque: `binding.wrappedValue = viewModel.toggledSelection(…)`
///   in a row helper of a private extension, `binding` the payload of an
///   input's last case, is the same button logging instead: the write goes to
///   the parent's state (or a copy), and the opaque method changes nothing.
/// - WorkItem: `searchWork?.cancel(); searchWork = DispatchWorkItem { … };
///   DispatchQueue.main.asyncAfter(deadline: …, execute: searchWork!)` is
///   `Task { … }`: the block runs later, on the main actor; that a cancelled
///   item never runs is a prefix of those runs.
/// - OpaqueComponentArgument: `SettingsRow(model: model, title: "Reload " +
///   "preferences", icon: …)`, a component given values computed without
///   effects, is the same component showing those texts itself: the
///   properties are read as inputs of the screen (shown, or tested by an
///   assumption both ways).
/// - ComponentOwnValue: a component's own constant (`let symbol = …`),
///   value SwiftUI sets (`@Environment(\.colorScheme)`), computed text and
///   view fragment (`var label: some View`) are the same component showing
///   the texts itself: the values are read as inputs of the screen, the
///   fragment in place.
/// - ComponentBindingToInput: a component's `@Binding` given `$filter` of
///   the screen's own `@Binding` (its parent's state) is the same component
///   written in place: its Picker bound to an input, whose writes are not read.
/// - AsyncLetInPlace: `async let a = API.profile(); async let b =
///   API.posts(); let (p, items) = try await (a, b)` is the two calls
///   awaited one after another where they are declared: nothing runs between
///   the declarations and the read, the calls are of different methods, and
///   which answers first the parent cannot see (it reads them in its order).
///   The same method twice stays refused (two calls of it are in flight at
///   once in the real code).
/// - ActionHelper: `circle(icon: …, tint: …) { Task { await toggleMute() } }`,
///   a view helper given an action, is its body written at the call: its
///   `Button(action: action)` runs the closure given; the icon and tint are
///   shown only.
/// - BoolAnswer: `let granted = try await ContactsAPI.requestAccess()` of
///   an api answering a `Bool` is any Bool: the same screen whose api
///   answers an array and reads `!(try await …).isEmpty`.
/// - ErrorShownByView: `ErrorMessageView(errorMessage: errorMessage)` of the
///   error message a branch binds, a folder view that only shows it, is its
///   body written at the call (`Text(errorMessage)`, an error view).
/// - ContainerUsedTwice: `SettingsSection(title:) { … }`, a container with
///   no state, closure property or method of its own, used twice, is each
///   call's body written at the call with that call's title and content.
/// - ResultShapedAnswer: `let result: DataResult<[Friend]> = await
///   service.friends()` and `switch result { case .success(let friends): …
///   case .failure: … }`, a folder enum shaped like `Result`, is the api
///   answering the friends or failing: `do { let friends = try await …`.
/// - UntimedSleep: `Task.sleep(for: .seconds(debounce))` of a duration the
///   screen does not decide reads every sleep of the screen as one of no
///   duration (any order); the precise screen writes the duration out.
/// - OpaquePayload: `case ready(UIImage)`, a payload of a type the model
///   has no values of, is the case without it: `state = .ready(image)` is
///   `state = .ready`, and `case .ready(let image)` binds an opaque value.
/// - UndecidedPayload: `sheet = .details(park)` with `park` a row of the
///   list, the only way the case is built, is the case without its payload:
///   the same screen with `case details` and `sheet = .details`.
/// - HelperGivenLiterals: `row(title: "Privacy", icon: "lock")`, a view
///   helper given literals only, is its body written at the call.
/// - SearchableInBranch: `.searchable(text: $query)` on the List of an
///   `else` branch is the same modifier on the NavigationStack around it:
///   the field is read as shown in every state, so typing is possible at
///   least whenever the real field is shown.
/// - MethodInUnreadLoop: `for message in messages { ingest(message) }`, a
///   loop over data calling a method of the view model that writes data
///   only, is the same loop with the method's body written in it.
/// - OpaqueReturn: `@discardableResult func add(title:) async throws ->
///   NoteReceipt`, which changes the screen's state and returns a type of
///   another module, and its caller's `let receipt = try await
///   model.add(…)`, are the same method returning nothing (the receipt
///   logged, not returned) and `try await model.add(…)`.
@Suite struct SwiftScreensAbstractionSoundnessTests {
    static let folder = SwiftScreensFixtureTests.package.appendingPathComponent("Tests/StateCheckTests/Golden/Abstractions")

    static let pairs: [(rule: String, screen: String, construct: String)] = [
        ("Presentation", "LibraryScreen", "'.navigationBarTitle' runs no code that touches the screen's state"),
        ("ButtonLabel", "ShelfScreen", "Button { … } label: { … }: the button \"Try again\", named after its label's text or image"),
        ("Toolbar", "ShelfScreen", "'.toolbar { … }' is view content beside the view it modifies"),
        ("ModifierEvent", "ShelfScreen", "'.onSubmit' is not in the SwiftUI mapping and its closure has effects: the event submit, enabled whenever the screen is shown"),
        ("EnvironmentClient", "ShelfScreen", "the property client of ShelfScreen holds ShelfClient, a type the folder does not declare or a SwiftUI environment value: its async calls are apis"),
        ("SpinnerByName", "ShelfScreen", "'ActivityIndicator' is a spinner by its name"),
        ("ComputedProperty", "ShelfScreen", "the computed property canRetry is read as a function of no parameters, called where it is read"),
        ("OpaqueParameter", "ShelfScreen", "the parameter shelf of load has type 'UUID', of which the model has no values: opaque, passed to apis only; calls drop its argument"),
        ("InputWrite", "ShelfScreen", "the assignment to searchFocused writes an input of the screen (its parent's or the system's state): not read"),
        ("PostfixIfConfig", "ShelfScreen", "'.scrollDismissesKeyboard' runs no code that touches the screen's state"),
        ("Relevance", "ShelfScreen", "the method share is called by neither the view nor the code its events run: not read"),
        ("OnChangeOfInput", "ShelfScreen", ".onChange(of: shelfName) watches a value the screen does not decide: its action is the event changeShelfName, enabled whenever the screen is shown"),
        ("RowsOfInput", "ShelfScreen", "ForEach over tags, data the screen does not decide: mark(\"tags\") and its rows read once, the row opaque"),
        ("ChildView", "MoviesScreen", "SummaryCard bound to showsAll: the events setShowsAllTrue, setShowsAllFalse, each setting showsAll to a value it does not hold"),
        ("ClosureMethod", "NotesScreen", "the method withLoading takes a closure: it is read where it is called, its closure parameters bound to the closures given there"),
        ("ClosureHelper", "NotesScreen", "errorHandler.handle(…) { … } is not awaited and its closure is async: the closure runs later, in a task of its own; an error it throws goes to the helper, whose state is not the screen's"),
        ("BridgedError", "PhotosScreen", "NSError is read as Error: every Swift error bridges to one"),
        ("CombineSink", "PopularScreen", "service.popularMovies(page: 1).receive(on: DispatchQueue.…: a subscription to a publisher a call returns is a request, a task that awaits the api and then runs receiveValue and the completion"),
        ("StaticFactory", "PhotosScreen", ".error(…) builds PhotosState through its static function error: the model function photosStateError"),
        ("HelperOfOpaqueRow", "TagsScreen", "the view helper tagRow is given values the model does not read: its body is read in place, its parameters opaque"),
        ("UnreadStatement", "DraftsScreen", "for … in drafts is not read: it changes nothing of the screen's state; it awaits upload(…), read as an api"),
        ("ErrorStruct", "InboxScreen", "InboxError(…) wraps the error error: read as that error itself (a cancellation it wraps stays a cancellation)"),
        ("ReadingArgument", "AlbumScreen", "'PhotoBadge' is given caption, read when the view is built: it changes nothing"),
        ("NamedAction", "TagScreen", "'DeleteButton' is given the method deleteAll as an action: the closure { deleteAll() }"),
        ("CompletionHandler", "MoviesScreen", "network.fetchPopular(page: 1) { … }: a completion-handler call is a task that awaits the api and then runs the handler's switch over its Result"),
        ("ActionReference", "DraftsScreen", "Button(action: onClose): the function given is the action, called with no arguments: { onClose() }"),
        ("AnimationCompletion", "DraftsScreen", "withAnimation { … } completion: { … }: its body runs; the completion runs later on the main actor, as a Task"),
        ("ForeignCall", "DraftsScreen", "DraftsLogger.error(…) calls DraftsLogger, a type whose code the model does not read, handing it nothing of the screen: it changes nothing the model reads"),
        ("AlertButtonUnderIf", "NotesScreen", "the buttons under an if among the actions of '.alert' are read as always offered (the condition is not evaluated)"),
        ("ServiceCall", "ActivityScreen", "notificationService.showSuccess(…) calls InAppNotificationService, a type the folder does not declare, handing it nothing of the screen: it changes nothing the model reads"),
        ("UntriedCall", "ActivityScreen", "Cache.refresh is called without 'try': the api refresh cannot fail"),
        ("OptionalBoolBinding", "NotesScreen", "'.sheet(isPresented:)' is bound to Binding(get: { … }, set: { … }), a Bool view of $editing (true while it is not nil, false setting it to nil): read as '.sheet(item: $editing)'"),
        ("ThrowingCallOnInput", "NoteScreen", "modelContext.save is a synchronous call that may throw, on modelContext, a value the screen does not decide: an api the task awaits, which returns or throws"),
        ("BuiltClient", "JournalScreen", "SWClient(with: defaults) builds an instance of SWClient, the environment, for this call: its async call getJournalEntries is an api"),
        ("CustomBinding", "RecipesScreen", "Picker is bound to a Binding written by hand over sortOrder: the events setSortOrderName, setSortOrderDate, each running its setter with that value"),
        ("WriteThroughOpaque", "GroupsScreen", "the assignment through binding, a value the screen does not decide, writes no state of the screen: not read"),
        ("WorkItem", "BooksScreen", "DispatchQueue.main.asyncAfter(…) schedules the work item searchWork: its block runs later, in a task of its own"),
        ("OpaqueReturn", "NotesScreen", "add returns a 'NoteReceipt', of which the model has no values, and changes the screen's state: read for its effects, what it returns is opaque"),
        ("ViewContentComponent", "ShelfScreen", "the component PaddedScroll is inlined into ShelfScreen: its body and methods are read with its properties bound to this call's arguments, content to a closure"),
        ("OpaqueGenericParameter", "ShelfScreen", "the generic parameter T of TitledRow is not inferred from this call's arguments: Value, data the screen does not decide"),
        ("BindingToOpaqueProperty", "EventsScreen", "'DatePicker' is given $viewModel.startDate, a binding to startDate, which is opaque (any value at any time): what it writes is not read"),
        ("ConstructedBinding", "ShelfScreen", "'SyncSwitch' is given Binding(get: { … }, set: { … }), a binding built from get and set: it may call set with any value while it is shown, an action whose parameter is opaque"),
        ("OpaqueComponentArgument", "SettingsScreen", "the argument 'title:' of component SettingsRow is \"Reload \" + \"preferences\", a value the screen does not decide there: title is read as an input of the screen (shown, or tested by an assumption)"),
        ("ComponentOwnValue", "SettingsScreen", "the computed property title of SettingsRow computes a value without effects: opaque (shown, or tested by an assumption)"),
        ("ComponentBindingToInput", "InboxScreen", "the @Binding filter of FilterBar is given $filter, a binding to filter, which the screen does not decide: filter is read as an input of the screen (what the component writes there is not read)"),
        ("AsyncLetInPlace", "ProfileScreen", "async let loadedPosts: its call is awaited where it is declared, one after another (nothing runs before it is read, and no other async let calls that method)"),
        ("ActionHelper", "CallScreen", "the view helper circle is given an action: its body is read in place, its closure parameters bound to the closures given, its other parameters opaque"),
        ("BoolAnswer", "PermissionScreen", "ContactsAPI.requestAccess answers a Bool: read as any Bool, true when the api requestAccess answers a non-empty Value"),
        ("ErrorShownByView", "LocationFormView", "ErrorMessageView(…) is given an error's description: errorView(errorMessage)"),
        ("ContainerUsedTwice", "AccountScreen", "the component SettingsSection is inlined into AccountScreen: its body and methods are read with its properties bound to this call's arguments, title to an opaque value, content to a closure"),
        ("ResultShapedAnswer", "FriendsScreen", "FriendsService.friends answers a DataResult, shaped like a Result: its success is the answer, its failure the api's failure"),
        ("HelperGivenLiterals", "SettingsScreen", "the view helper row is given values the model does not read: its body is read in place, its parameters opaque"),
        ("OpaquePayload", "PhotoScreen", "the associated value 1 of case PhotoState.ready is a 'UIImage', of which the model has no values: dropped from the case (values differing only in it are one), opaque where the case is matched"),
        ("UndecidedPayload", "ParksScreen", "the associated value 1 of case Sheet.details is only ever given values the screen does not decide: dropped from the case (values differing only in it are one), opaque where the case is matched"),
        ("SearchableInBranch", "CountriesScreen", "'.searchable' on a view shown only in some states: its field is read as shown in every state (typing at least whenever the real field is shown)"),
        ("MethodInUnreadLoop", "MessagesScreen", "for … in messages is not read: it changes nothing of the screen's state; it calls ingest(…) of the screen, read by the effects of its body"),
    ]

    static func screen(_ rule: String, _ variant: String, _ name: String) throws -> TranslatedScreen {
        let path = folder.appendingPathComponent(rule).appendingPathComponent(variant).path
        let loaded = SwiftScreenLoader.load(folder: path, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics == [], "\(loaded.diagnostics.map(\.description))")
        return try #require(loaded.screens.first { $0.name == name })
    }

    /// The abstracted screen's outcome `a` has more states than the same
    /// screen with the unread value fixed either way (`<rule>/PreciseTrue`,
    /// `<rule>/PreciseFalse`), and what holds on it holds on both, but
    /// `allCasesReachable` (a branch counts as reached for some value). A
    /// property may not apply to a fixed screen (a button never enabled
    /// starts no retry): nothing there breaks it either.
    static func expectCoversBothValues(_ a: DesignOutcome, rule: String, screen: String) throws {
        for fixed in ["PreciseTrue", "PreciseFalse"] {
            let precise = try Self.screen(rule, fixed, screen)
            let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
            #expect(a.states > p.states, "\(fixed)")
            for (name, verdict) in a.verdicts where verdict == .holds && name != "allCasesReachable" {
                #expect(p.verdicts[name] == .holds || p.verdicts[name] == .notApplicable, "\(fixed): \(name)")
            }
        }
    }

    @Test(arguments: pairs)
    func theAbstractedScreenBehavesAsThePreciseOne(rule: String, screen: String, construct: String) throws {
        let abstracted = try Self.screen(rule, "Abstracted", screen)
        let precise = try Self.screen(rule, "Precise", screen)
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a == p)
        // A holds on the abstracted screen is a holds on the precise one.
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
    }

    /// `if maximumDrafts > 1` of a global constant (`let maximumDrafts = 3`
    /// in another file), a name the model does not have: the first reading
    /// refers to it and does not compile, so the screen is read again with
    /// the name unresolved, and the test is an assumption. The screen has
    /// every behaviour of the same screen with the test fixed either way
    /// (UnresolvedName/PreciseTrue, PreciseFalse); `--strict` refuses it.
    @Test func aNameTheModelDoesNotHaveIsUnresolved() throws {
        let abstracted = try Self.screen("UnresolvedName", "Abstracted", "DraftsScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "assumed: assume_maximumDrafts_1 stands for `maximumDrafts > 1`, a value the screen does not decide: both outcomes are explored (the step 'assume_maximumDrafts_1' flips it)"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "UnresolvedName", screen: "DraftsScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("UnresolvedName/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("DraftsScreen.swift:20:16: error: cannot find 'maximumDrafts' in scope"), "\(run.stderr)")
    }

    /// `for message in messages { ingest(message) }` (MethodInUnreadLoop):
    /// `--strict` refuses the loop at its line; a method that changes the
    /// loading state keeps the loop refused; a second call of the method,
    /// outside the loop, is read in place too.
    @Test func aMethodCalledByAnUnreadLoopIsReadInPlace() throws {
        let run = runCLI(["check", Self.folder.appendingPathComponent("MethodInUnreadLoop/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("MessagesScreen.swift:27:28: error: 'for message in' over api data is not modelled yet"), "\(run.stderr)")
        let path = Self.folder.appendingPathComponent("MethodInUnreadLoop/Abstracted/MessagesScreen.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        let loading = source.replacingOccurrences(of: "        pinnedCount = pinnedIDs.count\n", with: "        pinnedCount = pinnedIDs.count\n        state = .loading\n")
        #expect(loading != source)
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["MessagesScreen.swift": loading])
        #expect(!screens.contains { $0.name == "MessagesScreen" }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("MessagesScreen.swift:27:28: 'for message in' over api data is not modelled yet") }, "\(diagnostics)")
        // A second call, outside the loop, is a statement that is not read either: the body is read in place there too.
        let twice = source.replacingOccurrences(of: "state = .loaded(messages)", with: "state = .loaded(messages)\n            if let last = messages.last { ingest(last) }")
        #expect(twice != source)
        let (again, notes) = SwiftScreensComponentTests.translate(["MessagesScreen.swift": twice])
        let s = try #require(again.first { $0.name == "MessagesScreen" }, "\(notes)")
        #expect(s.summary.abstractions.map(\.rule).contains("ingest(last) is not read: it changes nothing of the screen's state; it calls ingest(…) of the screen, read by the effects of its body"))
    }

    /// Two `async let`s of the same method are concurrent calls of one api,
    /// which the reading in place would never have in flight at once: refused.
    @Test func asyncLetsOfOneMethodAreRefused() throws {
        let path = Self.folder.appendingPathComponent("AsyncLetInPlace/Abstracted/ProfileScreen.swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: "async let loadedPosts = ProfileAPI.posts()", with: "async let loadedPosts = ProfileAPI.profile()")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["ProfileScreen.swift": source])
        #expect(!screens.contains { $0.name == "ProfileScreen" } || diagnostics.contains { $0.contains("async let") }, "\(diagnostics)")
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(!rules.contains { $0.hasPrefix("async let") }, "\(rules)")
    }

    /// `.searchable` on the List of one branch, read as shown in every state,
    /// covers the field the user really has: the same screen with a
    /// TextField in that branch (SearchableInBranch/PreciseField), where
    /// typing is possible only while the List is shown, has the same states
    /// and fewer transitions, and what holds on the read holds on it.
    /// `--strict` refuses the modifier at its line.
    @Test func aSearchFieldInABranchIsCoveredByTheFieldShownInEveryState() throws {
        let abstracted = try Self.screen("SearchableInBranch", "Abstracted", "CountriesScreen")
        let field = try Self.screen("SearchableInBranch", "PreciseField", "CountriesScreen")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let f = try DesignOutcome.of(ModelSystem.compile(model: field.model, file: field.file))
        #expect(a.states == f.states && a.transitions > f.transitions, "\(a) \(f)")
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(f.verdicts[name] == .holds, "\(name)") }
        let run = runCLI(["check", Self.folder.appendingPathComponent("SearchableInBranch/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("CountriesScreen.swift:25:18: error: '.searchable' on a view shown only in some states (in an if, a switch or a List's rows) is not understood"), "\(run.stderr)")
    }

    /// `ForEach(ReportReason.allCases) { option in Button(…) { reason = option } }`:
    /// `allCases` is no case, so the rows are those of data the screen does
    /// not decide, read once, the row opaque (`reason = option` any case or
    /// nil, chosen by assumptions). The same screen with one Button per case
    /// written out (AllCasesRows/Precise) has fewer states, and what holds
    /// on the reading holds on it. `--strict` refuses `allCases`.
    @Test func rowsOverAllCasesCoverTheRowsWrittenOut() throws {
        let abstracted = try Self.screen("AllCasesRows", "Abstracted", "ReportScreen")
        let precise = try Self.screen("AllCasesRows", "Precise", "ReportScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "ForEach over ReportReason, data the screen does not decide: mark(\"ReportReason\") and its rows read once, the row opaque"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states > p.states, "\(a) \(p)")
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds || p.verdicts[name] == .notApplicable, "\(name)") }
        let run = runCLI(["check", Self.folder.appendingPathComponent("AllCasesRows/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError, "\(run.stderr)")
    }

    /// `Task.sleep(for: .seconds(debounce))` of a duration the screen does
    /// not decide: every sleep of the screen is read as one of no duration,
    /// so sleeps end in any order (the 1 s retry's may end before the
    /// debounce's). The same screen with the debounce written as 300 ms
    /// (UntimedSleep/Precise) orders its sleeps by their deadlines: every
    /// trace that breaks a property there replays on the reading, and what
    /// holds on the reading holds on it. (The reading has fewer states: its
    /// sleeps keep no remaining time.) `--strict` refuses the duration.
    @Test func aSleepOfAnUndecidedDurationEndsInAnyOrder() throws {
        let abstracted = try Self.screen("UntimedSleep", "Abstracted", "SearchScreen")
        let precise = try Self.screen("UntimedSleep", "Precise", "SearchScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "'Task.sleep' of a duration the screen does not decide (.seconds(debounce)): every sleep of the screen may end before or after any other"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds || p.verdicts[name] == .notApplicable, "\(name)") }
        let checked = runCLI(["check", Self.folder.appendingPathComponent("UntimedSleep/Precise").path])
        let replays = checked.stdout.components(separatedBy: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "SearchScreen.swift \"") else { return nil }
            return String(line[r.upperBound...].dropLast())
        }
        #expect(replays.count >= 3, "\(checked.stdout)")
        let file = Self.folder.appendingPathComponent("UntimedSleep/Abstracted/SearchScreen.swift").path
        for events in replays {
            let replay = runCLI(["replay", file, events])
            #expect(!replay.stderr.contains("is not enabled"), "\(events): \(replay.stderr)")
            #expect(replay.stdout.contains("Replaying"), "\(events): \(replay.stdout)")
        }
        let run = runCLI(["check", Self.folder.appendingPathComponent("UntimedSleep/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError, "\(run.stderr)")
        #expect(run.stderr.contains("SearchScreen.swift:34:24: error: 'Task.sleep' is read as"), "\(run.stderr)")
    }

    /// `.task { await askForEntries() }` of `func askForEntries(refresh: Bool = false)`
    /// passes the default, as Swift does; `.refreshable` passes its own.
    @Test func aLeftOutArgumentIsItsDefaultValue() {
        let run = runCLI(["translate", Self.folder.appendingPathComponent("BuiltClient/Precise").path])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout.contains("on load .task {\n    await askForEntries(refresh: false)\n}"), "\(run.stdout)")
        #expect(run.stdout.contains("await askForEntries(refresh: true)"), "\(run.stdout)")
    }

    @Test(arguments: pairs)
    func theReadingIsListedWithItsLine(rule: String, screen: String, construct: String) throws {
        let s = try Self.screen(rule, "Abstracted", screen)
        let rules = (s.summary.abstractions + s.summary.presentation).map(\.rule)
        #expect(rules.contains(construct), "\(rules)")
        let precise = try Self.screen(rule, "Precise", screen)
        #expect(!(precise.summary.abstractions + precise.summary.presentation).map(\.rule).contains(construct))
    }

    /// `--strict` keeps refusing what the mapping does not name: the toolbar
    /// screen is not checked, and the error names the modifier at its line.
    @Test func strictRefusesTheUnknown() {
        let path = Self.folder.appendingPathComponent("Toolbar/Abstracted").path
        let run = runCLI(["check", path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("ShelfScreen.swift:25:10: error: the modifier '.toolbar' on the screen's root view is not understood"), "\(run.stderr)")
        #expect(runCLI(["check", path]).status == .expectationFailed)
    }

    /// `isPresented:` bound to a Bool view of an optional, written in place, behind a computed
    /// property, and behind the app's own `extension Binding`: each read as `item:` of that
    /// optional (OptionalBoolBinding/Precise); `--strict` refuses the first.
    @Test func aBoolViewOfAnOptionalIsReadAsItsItem() throws {
        let s = try Self.screen("OptionalBoolBinding", "Abstracted", "NotesScreen")
        let rules = s.summary.abstractions.map(\.rule).filter { $0.contains("a Bool view of") }
        #expect(rules == [
            "'.sheet(isPresented:)' is bound to Binding(get: { … }, set: { … }), a Bool view of $editing (true while it is not nil, false setting it to nil): read as '.sheet(item: $editing)'",
            "'.fullScreenCover(isPresented:)' is bound to $sharing.isPresent(), a Bool view of $sharing (true while it is not nil, false setting it to nil): read as '.fullScreenCover(item: $sharing)'",
            "'.popover(isPresented:)' is bound to showsDetails, a Bool view of $details (true while it is not nil, false setting it to nil): read as '.popover(item: $details)'",
        ], "\(rules)")
        #expect(s.model.handlers.map(\.event) == ["load", "tapEdit", "tapShare", "tapDetails", "dismissSheet", "dismissFullScreenCover", "dismissPopover"])
        let run = runCLI(["check", Self.folder.appendingPathComponent("OptionalBoolBinding/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("NotesScreen.swift:23:29: error: '.sheet' is read bound to a @State variable of the screen (isPresented: $variable), which SwiftUI resets as it dismisses; here isPresented: is Binding(get: { … }, set: { … })"), "\(run.stderr)")
    }

    /// `.alert(…, isPresented: .constant(loadFailed))`: SwiftUI cannot write the binding, so
    /// whether the alert shows is an assumption, closed as it dismisses. The screen has every
    /// behaviour of the same screen with a Bool `@State` presenting the alert, true or false at
    /// first (ConstantBinding/PreciseTrue, PreciseFalse); `--strict` refuses it.
    @Test func aPresentationBoundToAConstantIsAnAssumption() throws {
        let abstracted = try Self.screen("ConstantBinding", "Abstracted", "LocationsScreen")
        let events = abstracted.model.handlers.map(\.event)
        #expect(events.contains("assume_loadFailed") && events.contains("alertRetry"), "\(events)")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("'.alert' is bound to .constant(loadFailed), which SwiftUI cannot write: shown when assume_loadFailed says so (the environment flips it at any time), closed as it dismisses until it is flipped again"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "ConstantBinding", screen: "LocationsScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("ConstantBinding/Abstracted").path, "--strict"])
        #expect(run.stderr.contains("LocationsScreen.swift:29:47: error: '.alert' is read bound to a @State variable of the screen (isPresented: $variable), which SwiftUI resets as it dismisses; here isPresented: is .constant(loadFailed)"), "\(run.stderr)")
    }

    /// `.sheet(item: $shareURL)` of a `URL?` the screen does not decide: shown
    /// when an assumption says so, closed as it dismisses. The screen has
    /// every behaviour of the same screen with a Bool `@State` presenting the
    /// sheet, true or false at first (OpaqueItem/PreciseTrue, PreciseFalse),
    /// so what holds on it holds on both; `--strict` refuses it.
    @Test func aPresentationBoundToAnOpaqueItemIsAnAssumption() throws {
        let abstracted = try Self.screen("OpaqueItem", "Abstracted", "ShelfScreen")
        let events = abstracted.model.handlers.map(\.event)
        #expect(events.contains("assume_shareURL_notNil") && events.contains("dismissSheet"), "\(events)")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("'.sheet(item:)' is bound to $shareURL, a value the screen does not decide: shown when assume_shareURL_notNil says so, closed as it dismisses"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "OpaqueItem", screen: "ShelfScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("OpaqueItem/Abstracted").path, "--strict"])
        #expect(run.stderr.contains("ShelfScreen.swift:29:22: error: '.sheet' is read bound to a @State variable of the screen (item: $variable), which SwiftUI resets as it dismisses; here item: is $shareURL"), "\(run.stderr)")
    }

    /// `shelf.isOwner && !isSaving`, the value of a Bool computed property
    /// that reads an input: the input's test is an assumption, the rest
    /// read as written. The screen has every behaviour of the same screen
    /// with the test fixed either way (OpaqueTestInResult/PreciseTrue,
    /// PreciseFalse); `--strict` refuses it.
    @Test func anOpaqueTestInABoolResultIsAnAssumption() throws {
        let abstracted = try Self.screen("OpaqueTestInResult", "Abstracted", "ShelfScreen")
        #expect(abstracted.model.handlers.map(\.event).contains("assume_shelf_isOwner"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        #expect(a.states == 16 && a.transitions == 43, "\(a)")
        try Self.expectCoversBothValues(a, rule: "OpaqueTestInResult", screen: "ShelfScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("OpaqueTestInResult/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("ShelfScreen.swift:23:5: error: the property 'canSave' of screen 'ShelfScreen' is not understood"), "\(run.stderr)")
    }

    /// `.task(id: shelf.name)` of an input: the task restarts whenever an
    /// assumption flips its id, as it does when a button always shown
    /// toggles a Bool id (TaskIDOfInput/Precise). The assumption may flip
    /// before the view appears too, so the abstracted screen has more
    /// states and transitions, and the same verdicts; `--strict` refuses it.
    /// (`.failed("Could not load the shelf")` in the catch holds the error
    /// caught, so a cancelled load's failure is told from another.)
    @Test func aTaskIDOfAnInputRestartsTheTaskAtAnyTime() throws {
        let abstracted = try Self.screen("TaskIDOfInput", "Abstracted", "ShelfScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(".task(id: shelf.name) watches a value the screen does not decide: the task starts as the view appears and restarts whenever the step 'assume_shelf_name_changes' flips its id"))
        let precise = try Self.screen("TaskIDOfInput", "Precise", "ShelfScreen")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states == 100 && p.states == 99, "\(a) \(p)")
        #expect(a.transitions == 486 && p.transitions == 439, "\(a) \(p)")
        #expect(a.verdicts == p.verdicts)
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
        let run = runCLI(["check", Self.folder.appendingPathComponent("TaskIDOfInput/Abstracted").path, "--strict"])
        #expect(run.stderr.contains("ShelfScreen.swift:35:19: error: 'shelf' is an input of screen 'ShelfScreen' (a value its parent passes in); it is read only as an argument of an api call"), "\(run.stderr)")
    }

    /// `await MainActor.run { … }` adds a step (the task reaching the main
    /// actor) where other events may come between: the screen has more
    /// behaviours than the same code without the hop (ButtonLabel/Precise),
    /// never fewer, so what holds with the hop holds without it.
    @Test func mainActorRunOverApproximates() throws {
        let path = Self.folder.appendingPathComponent("MainActorRun").path
        let loaded = SwiftScreenLoader.load(folder: path, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics == [])
        let hop = try #require(loaded.screens.first)
        let plain = try Self.screen("ButtonLabel", "Precise", "ShelfScreen")
        let a = try DesignOutcome.of(ModelSystem.compile(model: hop.model, file: hop.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: plain.model, file: plain.file))
        #expect(a.states > p.states)
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
        #expect(hop.summary.abstractions.map(\.rule).contains("MainActor.run { … }: the task reaches the main actor (a step of its own), then runs the body"))
    }

    /// `let failed = await MainActor.run { books = fetched; return false }`:
    /// the hop, the body, then the local given the value returned. The
    /// screen has every behaviour of the same code without the hop
    /// (`books = fetched; let failed = false`), and more: what holds on it
    /// holds on the precise one.
    @Test func aValueOfMainActorRunIsTheValueItsBodyReturns() throws {
        let abstracted = try Self.screen("MainActorRunValue", "Abstracted", "ShelfScreen")
        let precise = try Self.screen("MainActorRunValue", "Precise", "ShelfScreen")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states > p.states)
        #expect(a.verdicts.keys == p.verdicts.keys)
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
        let rule = "let failed = await MainActor.run { … }: the task reaches the main actor (a step of its own), runs the body, and failed is the value it returns"
        #expect(abstracted.summary.abstractions.map(\.rule).contains(rule))
        #expect(!precise.summary.abstractions.map(\.rule).contains(rule))
    }

    /// `let canRetry: Bool`, an input, tested in the view: an assumption
    /// the environment flips (`assume_canRetry`). The screen has every
    /// behaviour of the same screen with the input fixed either way (a
    /// `@State` constant true, or false): what holds on it holds on both,
    /// but `allCasesReachable`, whose branches count as reached for some
    /// value of the input, as a parent may pass either.
    @Test func anAssumptionCoversEveryValueOfTheInput() throws {
        let abstracted = try Self.screen("Assumption", "Abstracted", "ShelfScreen")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_canRetry" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "Assumption", screen: "ShelfScreen")
    }

    /// `if AppConfig.Shelf.canRetry`, a static member of a struct of the
    /// folder the model does not translate: an assumption the environment
    /// flips (`assume_AppConfig_Shelf_canRetry`). The screen has every
    /// behaviour of the same screen with a `@State` constant true or false
    /// in its place, so what holds on it holds on both; `--strict` refuses it.
    @Test func aStaticMemberOfAnUntranslatedTypeIsAnAssumption() throws {
        let abstracted = try Self.screen("StaticMember", "Abstracted", "ShelfScreen")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_AppConfig_Shelf_canRetry" }, "\(abstracted.model.handlers.map(\.event))")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "StaticMember", screen: "ShelfScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("StaticMember/Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError, "\(run.stderr)")
    }

    /// `if settings.canRetry` of `@EnvironmentObject var settings:
    /// SettingsService`, a client read as the environment: an assumption
    /// (`assume_settings_canRetry`). The screen has every behaviour of the
    /// same screen with a `@State` constant true or false in its place.
    @Test func aPropertyOfAClientIsAnAssumption() throws {
        let abstracted = try Self.screen("ClientProperty", "Abstracted", "ShelfScreen")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_settings_canRetry" }, "\(abstracted.model.handlers.map(\.event))")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "ClientProperty", screen: "ShelfScreen")
    }

    /// A statement the translation does not read that sets a Bool outside a
    /// closure (`for draft in drafts where draft.title.isEmpty { showsBanner
    /// = true }`) leaves it at any value: an assumption read when it ends.
    /// The screen has every behaviour of the same screen setting it either
    /// way (UnreadBool/PreciseTrue, PreciseFalse), so what holds on it holds
    /// on both.
    @Test func anUnreadStatementLeavesABoolAtAnyValue() throws {
        let abstracted = try Self.screen("UnreadBool", "Abstracted", "DraftsScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("for … in drafts is not read: it leaves 'showsBanner' at any value (assumed)"))
        #expect(abstracted.model.handlers.contains { $0.event == "assume_showsBanner_after_line_30" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "UnreadBool", screen: "DraftsScreen")
    }

    /// `.disabled(selectedQuality == nil)` of an input: the test is an
    /// assumption (`assume_selectedQuality_isNil`), as the test of an `if`.
    /// The screen has every behaviour of the same screen with the button
    /// always disabled, or never (DisabledByInput/PreciseTrue, PreciseFalse).
    @Test func aButtonDisabledByAnInputIsAnAssumption() throws {
        let abstracted = try Self.screen("DisabledByInput", "Abstracted", "QualityScreen")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_selectedQuality_isNil" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "DisabledByInput", screen: "QualityScreen")
    }

    /// `guard !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty`
    /// of a `String` the screen holds, where the code writes blank text (the
    /// draft starts as `" "`, which trimming empties): the trimmed text is a
    /// value the screen does not decide, its test the assumption
    /// `assume_draft_trimmingCharacters_…` (without blank text it is the
    /// draft itself: `TrimmedQueryTests`).
    /// The screen has every behaviour of the same screen setting the hint
    /// either way (TrimmedText/PreciseTrue, PreciseFalse); `--strict` refuses it.
    @Test func aTestOfTrimmedTextIsAnAssumption() throws {
        let abstracted = try Self.screen("TrimmedText", "Abstracted", "NotesScreen")
        let rules = abstracted.summary.abstractions.map(\.rule)
        #expect(rules.contains("assumed: assume_draft_trimmingCharacters_in_whitespacesAn stands for `draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty`, a value the screen does not decide: both outcomes are explored (the step 'assume_draft_trimmingCharacters_in_whitespacesAn' flips it)"), "\(rules)")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_draft_trimmingCharacters_in_whitespacesAn" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "TrimmedText", screen: "NotesScreen")
        let strict = runCLI(["check", Self.folder.appendingPathComponent("TrimmedText/Abstracted").path, "--strict"])
        #expect(strict.status == .usageOrModelError)
        #expect(strict.stderr.contains("NotesScreen.swift:29:16: error: value of type 'String' has no method 'trimmingCharacters'"), "\(strict.stderr)")
    }

    /// `private var canPost: Bool { !draft.trimmingCharacters(in: .whitespaces).isEmpty }`:
    /// the property's one expression is what it returns, the trimmed draft
    /// being the draft itself (`TrimmedQueryTests`): `!(draft == "")`.
    @Test func aBoolPropertyOfTrimmedTextReturnsItsTest() throws {
        let source = """
        import SwiftUI

        struct NotesScreen: View {
            @State private var draft = ""
            @State private var posted = false

            private var canPost: Bool {
                !draft.trimmingCharacters(in: .whitespaces).isEmpty
            }

            var body: some View {
                VStack {
                    if posted { Text("Posted") }
                    Button("Post") { posted = true }
                        .disabled(!canPost)
                }
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(!screen.model.handlers.contains { $0.event.hasPrefix("assume_") }, "\(screen.model.handlers.map(\.event))")
        let canPost = try #require(screen.model.functions.first { $0.name == "canPost" })
        #expect(canPost.body.count == 1)
        let text = ModelPrinter.print(screen.model).text
        #expect(text.contains("return !(draft == \"\")"), "\(text)")
    }

    /// `layout = preferences.layout`, an enum property given a field of an
    /// input: any case, `.compact` when `assume_preferences_layout_is_compact`
    /// says so, `.full` otherwise. The screen has every behaviour of the same
    /// screen assigning either case (AnyCase/PreciseTrue, PreciseFalse);
    /// `--strict` refuses it.
    @Test func anEnumGivenAnOpaqueValueTakesAnyCase() throws {
        let abstracted = try Self.screen("AnyCase", "Abstracted", "NotesScreen")
        let rules = abstracted.summary.abstractions.map(\.rule)
        #expect(rules.contains("layout = preferences.layout: a value the screen does not decide, so any case of Layout, each chosen by an assumption"), "\(rules)")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_preferences_layout_is_compact" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "AnyCase", screen: "NotesScreen")
        let strict = runCLI(["check", Self.folder.appendingPathComponent("AnyCase/Abstracted").path, "--strict"])
        #expect(strict.status == .usageOrModelError)
        #expect(strict.stderr.contains("NotesScreen.swift:37:18: error: 'preferences' is an input of screen 'NotesScreen' (a value its parent passes in); it is read only as an argument of an api call"), "\(strict.stderr)")
    }

    /// A loading-state enum (a case `loading`) given a value the screen does
    /// not decide is not given an arbitrary case: still refused.
    @Test func aLoadingStateGivenAnOpaqueValueStaysRefused() {
        let source = """
        import SwiftUI

        struct Note: Identifiable, Decodable {
            let id: Int
        }

        enum Phase {
            case idle, loading, shown
        }

        struct Cached: Decodable {
            let phase: Phase
        }

        struct NotesScreen: View {
            let cached: Cached
            @State private var phase: Phase = .idle

            var body: some View {
                VStack {
                    if phase == .loading { ProgressView() }
                    Button("Restore") { phase = cached.phase }
                }
            }
        }
        """
        let loaded = SwiftScreensPresentationTests.translated(source)
        #expect(loaded.screens.isEmpty)
        #expect(loaded.diagnostics.contains { $0.message == "'cached' is an input of screen 'NotesScreen' (a value its parent passes in); it is read only as an argument of an api call" }, "\(loaded.diagnostics.map(\.message))")
    }

    /// Code the model does not read but that changes nothing of the screen
    /// (UnreadCode/Abstracted): `ShelfLog.record(…)`, a call of a folder
    /// type's static method handed nothing of the screen, is dropped (ForeignCall); `let words = shelfName.split(…)` is
    /// an opaque local, and the Bool computed property returning
    /// `words.count < 4` returns an assumption. The screen has every
    /// behaviour of the same screen with `canRetry` a `@State` fixed either
    /// way and no log call: what holds on it holds on both.
    @Test func unreadCodeThatChangesNothingCoversEveryValue() throws {
        let abstracted = try Self.screen("UnreadCode", "Abstracted", "ShelfScreen")
        let rules = abstracted.summary.abstractions.map(\.rule)
        #expect(rules.contains("ShelfLog.record(…) calls ShelfLog, a type whose code the model does not read, handing it nothing of the screen: it changes nothing the model reads"), "\(rules)")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_words_count_4" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "UnreadCode", screen: "ShelfScreen")
    }

    /// A stored property given a value the screen does not decide
    /// (OpaqueAssignment/Abstracted: `greeting = session.displayName`, read
    /// from an input) is opaque from then on: `if let greeting` is the
    /// assumption `assume_greeting_notNil`. The screen has every behaviour
    /// of the same screen assigning `"Hello"` or `nil`: what holds on it
    /// holds on both (but `allCasesReachable`, as for any assumption).
    @Test func aPropertyAssignedAnOpaqueValueCoversEveryValue() throws {
        let abstracted = try Self.screen("OpaqueAssignment", "Abstracted", "ProfileScreen")
        let rules = abstracted.summary.abstractions.map(\.rule)
        #expect(rules.contains("the property greeting is opaque (it is assigned a value the screen does not decide, line 39): tests of it are assumptions, writes to it are not read"), "\(rules)")
        #expect(abstracted.model.handlers.contains { $0.event == "assume_greeting_notNil" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "OpaqueAssignment", screen: "ProfileScreen")
        // Strict mode keeps refusing the assignment.
        var strictMode = ScreenConfiguration()
        strictMode.strict = true
        let strict = SwiftScreenLoader.load(folder: Self.folder.appendingPathComponent("OpaqueAssignment/Abstracted").path, configuration: strictMode)
        #expect(strict.screens.isEmpty)
    }

    /// A method of the screen taking a closure is read where it is called
    /// (ClosureMethod): one that passes its closure on, which code the model
    /// does not read may run at any time, is refused with that reason, and
    /// `--strict` refuses the call as before.
    @Test func aMethodPassingItsClosureOnIsRefused() throws {
        let source = """
        import SwiftUI

        struct PostScreen: View {
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if isLoading { ProgressView() }
                    Button("Reload") { reload() }
                }
            }

            private func reload() {
                withLoading {
                    isLoading = false
                }
            }

            private func withLoading(_ body: @escaping () -> Void) {
                isLoading = true
                Scheduler.later(body)
            }
        }
        """
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
        #expect(screens.isEmpty)
        #expect(diagnostics.map(\.description) == ["/tmp/Presentations/Screen.swift:14:9: error: the method 'withLoading' takes the closure 'body' and does more than call it in a statement of its own (it passes it on, keeps it or uses its value); a closure the model cannot follow may run at any time, so no sound reading exists",
                                                  "/tmp/Presentations/Screen.swift:14:9: note: withLoading { … } is not read by its effects either: it may change 'isLoading', the screen's loading state"], "\(diagnostics.map(\.description))")
        let called = source.replacingOccurrences(of: "Scheduler.later(body)", with: "body()")
        #expect(called != source)
        let screen = try SwiftScreensPresentationTests.screen(called)
        #expect(screen.summary.abstractions.map(\.rule).contains("the method withLoading takes a closure: it is read where it is called, its closure parameters bound to the closures given there"))
        #expect(SwiftScreensPresentationTests.translated(called, strict: true).screens.isEmpty)
    }

    /// `try await withRepo("delete") { repo in … }`, an awaited helper the
    /// folder does not declare: its own call is an api (it may fail), and the
    /// closure then runs once or not at all (`assume_withRepo_runs_its_closure`),
    /// its parameter a client whose async calls are apis. A helper not
    /// awaited handed a synchronous closure may run it at once or later:
    /// still refused.
    @Test func anAwaitedHelperRunsItsClosureOnceOrNot() throws {
        let source = """
        import SwiftUI

        struct PostScreen: View {
            @State private var isDeleting = false
            @State private var deleteFailed = false

            var body: some View {
                VStack {
                    if isDeleting { ProgressView() }
                    if deleteFailed { Text("Could not delete the post") }
                    Button("Delete") {
                        Task { await delete() }
                    }
                }
            }

            private func delete() async {
                isDeleting = true
                do {
                    try await withRepo("delete post") { repo in
                        try await repo.deletePost()
                    }
                } catch {
                    deleteFailed = true
                }
                isDeleting = false
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.model.apis.map(\.name) == ["withRepo", "deletePost"], "\(screen.model.apis.map(\.name))")
        #expect(screen.model.handlers.contains { $0.event == "assume_withRepo_runs_its_closure" })
        #expect(screen.summary.abstractions.map(\.rule).contains("withRepo(…) { … } is awaited: it runs its closure once or not at all (try await withRepo(\"delete post\") { … })"))
        let sync = source.replacingOccurrences(of: "try await withRepo(\"delete post\") { repo in\n                try await repo.deletePost()\n            }",
                                               with: "withRepo(\"delete post\") { repo in\n                isDeleting = false\n            }")
        #expect(sync != source)
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(sync)
        #expect(screens.isEmpty)
        #expect(diagnostics.map(\.description) == ["/tmp/Presentations/Screen.swift:20:13: error: a call with a trailing closure is not understood here",
                                                  "/tmp/Presentations/Screen.swift:20:13: note: withRepo(\"delete post\") { … } is not read by its effects either: it may change 'isDeleting', the screen's loading state"])
        // The reading applies but the closure holds what is not understood: the diagnostic names that, not the call.
        let forced = source.replacingOccurrences(of: "try await repo.deletePost()", with: "try await repo.delete(self)")
        #expect(forced != source)
        let (none, why) = SwiftScreensPresentationTests.translated(forced)
        #expect(none.isEmpty)
        #expect(why.map(\.description) == ["/tmp/Presentations/Screen.swift:21:39: error: Repo.delete is given self, the screen itself: code the model does not read may call it back whenever it likes, so no sound reading exists; pass the values it needs instead",
                                          "/tmp/Presentations/Screen.swift:21:39: note: try await repo.delete(self) is not read by its effects either: it hands out the screen (self)"], "\(why.map(\.description))")
    }

    /// A computed property of a modelled type (`Int`) whose body the
    /// translation cannot read (`(try? modelContext.fetchCount(…)) ?? 0`)
    /// and that changes nothing (what it does to its own local `descriptor`
    /// changes nothing of the screen) computes a value the screen does not
    /// decide: one pass finds it, the next reads it opaque, and `if
    /// itemCount > 0` is an assumption. Strict mode refuses it.
    @Test func aResultTheTranslationCannotReadIsOpaque() throws {
        let source = """
        import SwiftUI
        import SwiftData

        struct BasketScreen: View {
            @Environment(\\.modelContext) private var modelContext
            @State private var isSyncing = false

            private var itemCount: Int {
                var descriptor = FetchDescriptor<BasketItem>()
                descriptor.fetchLimit = 0
                return (try? modelContext.fetchCount(descriptor)) ?? 0
            }

            var body: some View {
                VStack {
                    if itemCount > 0 {
                        Text("\\(itemCount) items")
                    }
                    if isSyncing {
                        ProgressView()
                    }
                }
                .task {
                    isSyncing = true
                    try? await BasketAPI.sync()
                    isSyncing = false
                }
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.summary.abstractions.map(\.rule).contains("the computed property itemCount computes what the model does not read and changes nothing: opaque (tests of it are assumptions)"))
        #expect(screen.model.handlers.contains { $0.event == "assume_itemCount_0" })
        let (screens, _) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
    }

    /// In a view: `#if os(iOS) … #else … #endif` reads its first clause,
    /// `return List { … }` in a view helper is the view returned, and
    /// `header.banner`, a view built from an input, is a view the folder
    /// does not declare (here a mark: it is given nothing of the screen).
    @Test func viewsFromInputsConditionalCompilationAndReturn() throws {
        let source = """
        import SwiftUI

        struct Category: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        struct CategoryScreen: View {
            let header: HeaderStyle
            @State private var categories: [Category] = []
            @State private var isLoading = false

            var body: some View {
                VStack {
                    header.banner
                    #if os(iOS)
                    list
                    #else
                    Text("Categories")
                    #endif
                }
                .overlay {
                    if isLoading { ProgressView() }
                }
                .task {
                    isLoading = true
                    categories = (try? await CategoryAPI.categories()) ?? []
                    isLoading = false
                }
            }

            private var list: some View {
                return List(categories) { category in
                    Text(category.name)
                }
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        let rules = screen.summary.abstractions.map(\.rule)
        #expect(rules.contains("banner is a view built from a value the screen does not decide: read as a view the folder does not declare"), "\(rules)")
        #expect(rules.contains("#if in a view: its first clause is read (the configuration built by default)"), "\(rules)")
        let view = ScreenInspection.view(screen.model.view ?? [], indent: "", at: { "\($0.line)" })
        #expect(view.contains("mark(\"banner\")") && view.contains("content(categories)"), "\(view)")
        let (screens, _) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
    }

    /// A view model property injected by a dependency-injection wrapper
    /// (`@ObservationIgnored @Injected(\\.feedClient) private var feedClient`,
    /// no type written) is a client: its async calls are apis.
    @Test func anInjectedPropertyIsAClient() throws {
        let source = """
        import SwiftUI
        import Observation

        @Observable
        final class FeedModel {
            @ObservationIgnored @Injected(\\.feedClient) private var feedClient
            var isLoading = false

            func load() async {
                isLoading = true
                try? await feedClient.refresh()
                isLoading = false
            }
        }

        struct FeedScreen: View {
            @State private var model = FeedModel()

            var body: some View {
                VStack {
                    if model.isLoading { ProgressView() }
                }
                .task { await model.load() }
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.model.apis.map(\.name) == ["refresh"])
        #expect(screen.summary.abstractions.map(\.rule).contains("the property feedClient of FeedModel is injected (@Injected): FeedClient, a client whose calls are apis"))
    }

    /// A field of api data (`movie.genres`) is opaque: `!movie.genres.isEmpty`
    /// is an assumption. `showsGenres.toggle()` is `showsGenres = !showsGenres`
    /// and `similar.removeAll()` is `similar = []`. The model compiles (each
    /// used to pass the translation and fail when the model was compiled).
    @Test func fieldsOfApiDataAndMutatingCalls() throws {
        let source = """
        import SwiftUI

        struct Movie: Identifiable, Decodable {
            let id: Int
            let title: String
            let genres: [String]
        }

        struct MovieScreen: View {
            @State private var movie: Movie?
            @State private var similar: [Movie] = []
            @State private var showsGenres = false
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if let movie, !movie.genres.isEmpty {
                        Button("Genres") { showsGenres.toggle() }
                    }
                    List(similar) { item in
                        Text(item.title)
                    }
                    if isLoading { ProgressView() }
                }
                .refreshable {
                    similar.removeAll()
                    await load()
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                do {
                    movie = try await MovieAPI.movie()
                    similar = try await MovieAPI.similar()
                } catch {}
                isLoading = false
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.model.handlers.contains { $0.event == "assume_movie_genres_isEmpty" })
        let system = try ModelSystem.compile(model: screen.model, file: screen.file)
        let outcome = try DesignOutcome.of(system)
        #expect(outcome.verdicts["noDoubleSpinner"] != nil)
    }

    /// A method given a value the screen does not decide at a call inside
    /// code (`select(name: park.name)`, a row of an input) reads that
    /// parameter opaque (one pass finds it, the next drops the argument),
    /// and the property it assigns the parameter to is opaque in turn.
    @Test func aParameterGivenARowOfAnInputIsOpaque() throws {
        let source = """
        import SwiftUI

        struct Park: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        struct ParksScreen: View {
            let cachedParks: [Park]
            @State private var selectedName: String?
            @State private var isSaving = false

            var body: some View {
                VStack {
                    ForEach(cachedParks) { park in
                        Button(park.name) {
                            Task { await select(name: park.name) }
                        }
                    }
                    if isSaving { ProgressView() }
                }
            }

            private func select(name: String) async {
                isSaving = true
                selectedName = name
                try? await ParkAPI.favourite()
                isSaving = false
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        let rules = screen.summary.abstractions.map(\.rule)
        #expect(rules.contains("the parameter name of select is given a value the screen does not decide: opaque, passed to apis only; calls drop its argument"), "\(rules)")
        #expect(rules.contains("the property selectedName is opaque (it is assigned a value the screen does not decide, line 26): tests of it are assumptions, writes to it are not read"), "\(rules)")
        let (screens, _) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
    }

    /// A sheet's view given a binding to a String (`RatingSheet(rating:
    /// $rating) { Task { await send() } }`) sets it to any value, and runs
    /// its closure, whenever the screen is shown (at least whenever the
    /// sheet is). SheetBinding/Precise writes a `TextField` and a button at
    /// the root instead, enabled only while no sheet covers them: the same
    /// states, fewer transitions; what holds with the sheet holds there.
    /// (The closure's `Task { … }` is read once, as the action, not as a
    /// second event.)
    @Test func aSheetGivenABindingSetsItWheneverTheScreenIsShown() throws {
        let abstracted = try Self.screen("SheetBinding", "Abstracted", "RatingScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "the view '.sheet' presents bound to rating: the events setRatingEmpty, setRatingA, setRatingB, each setting rating to a value it does not hold"))
        #expect(abstracted.model.handlers.filter { $0.event == "sheetAction" }.count == 1)
        let precise = try Self.screen("SheetBinding", "Precise", "RatingScreen")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states == p.states && a.transitions > p.transitions, "\(a) / \(p)")
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
    }

    /// `.task(priority: .background, { … })` is `.task { … }`: the same
    /// model as the trailing-closure form without a priority.
    @Test func aTaskPriorityChangesNothing() throws {
        func model(_ modifier: String) throws -> ModelDecl {
            let source = """
            import SwiftUI

            struct ClockScreen: View {
                @State private var isLoading = false

                var body: some View {
                    VStack {
                        if isLoading { ProgressView() }
                    }
                    \(modifier)
                }
            }
            """
            return try SwiftScreensPresentationTests.screen(source).model
        }
        let closure = "{\n            isLoading = true\n            try? await Task.sleep(nanoseconds: 1_000)\n            isLoading = false\n        }"
        let plain = try model(".task " + closure)
        #expect(try model(".task(priority: .background, " + closure + ")").handlers.map(\.event) == plain.handlers.map(\.event))
        #expect(try model(".task(priority: .userInitiated) " + closure).handlers.map(\.body) == plain.handlers.map(\.body))
    }

    /// An alert's buttons without a literal title (`Button(role:
    /// .destructive, action: …) { Label(…) }`, `Button(.cancelButtonTitle,
    /// role: .cancel) {}`) are named after their role or key, and a `Text`
    /// among the actions is presentation: the events alertDestructive and
    /// alertCancel. Strict mode refuses them.
    @Test func alertButtonsWithoutALiteralTitleAreNamedByRole() throws {
        let source = """
        import SwiftUI

        struct JournalScreen: View {
            @State private var showsDelete = false
            @State private var isDeleting = false

            var body: some View {
                VStack {
                    Button("Delete") { showsDelete = true }
                    if isDeleting { ProgressView() }
                }
                .alert("Delete the journal?", isPresented: $showsDelete) {
                    Text("This cannot be undone")
                    Button(role: .destructive, action: {
                        Task { await delete() }
                    }) {
                        Label("Delete", systemImage: "trash")
                    }
                    Button(.cancelButtonTitle, role: .cancel) {}
                }
            }

            private func delete() async {
                isDeleting = true
                try? await JournalAPI.delete()
                isDeleting = false
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.model.handlers.map(\.event).filter { $0.hasPrefix("alert") } == ["alertDestructive", "alertCancel"], "\(screen.model.handlers.map(\.event))")
        let (screens, _) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
    }

    /// `let notes = try await store.loadAndSync("notes") { cached in … }`:
    /// the closure once or not at all, then the helper's answer bound.
    @Test func anAwaitedHelperBindsItsAnswer() throws {
        let source = """
        import SwiftUI

        struct Note: Identifiable, Decodable {
            let id: Int
            let text: String
        }

        struct NotesScreen: View {
            @State private var notes: [Note] = []
            @State private var showsCached = false

            var body: some View {
                List(notes) { note in
                    Text(note.text)
                }
                .task {
                    do {
                        let fresh = try await NoteStore.shared.loadAndSync("notes") { cached in
                            showsCached = true
                        }
                        notes = fresh
                        showsCached = false
                    } catch {}
                }
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        #expect(screen.model.apis.map(\.name) == ["loadAndSync"], "\(screen.model.apis.map(\.name))")
        #expect(screen.model.handlers.contains { $0.event == "assume_NoteStore_shared_loadAndSync_runs_its_clo" }, "\(screen.model.handlers.map(\.event))")
        _ = try ModelSystem.compile(model: screen.model, file: screen.file)
    }

    /// `.alert(isPresented: $settings.showsLanguageAlert)` of an environment
    /// object is shown when an assumption says so (the parent's or the
    /// system's state); `.sheet(isPresented: self.$showsEditor)` is the
    /// screen's own binding. Strict mode refuses the input-bound alert.
    @Test func aPresentationBoundToAnInputIsAnAssumption() throws {
        let source = """
        import SwiftUI

        struct SettingsScreen: View {
            @EnvironmentObject var settings: AppSettings
            @State private var showsEditor = false
            @State private var isSaving = false

            var body: some View {
                VStack {
                    Button("Edit") { showsEditor = true }
                    if isSaving { ProgressView() }
                }
                .sheet(isPresented: self.$showsEditor) {
                    Text("Editor")
                }
                .alert("Language changed", isPresented: $settings.showsLanguageAlert) {
                    Button("Save") {
                        Task { await save() }
                    }
                }
            }

            private func save() async {
                isSaving = true
                try? await SettingsAPI.save()
                isSaving = false
            }
        }
        """
        let screen = try SwiftScreensPresentationTests.screen(source)
        let events = screen.model.handlers.map(\.event)
        #expect(events.contains("assume_settings_showsLanguageAlert") && events.contains("alertSave") && events.contains("dismissSheet"), "\(events)")
        let (screens, _) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(screens.isEmpty)
    }

    /// The loading state itself (an enum of the folder) given such a value
    /// stays refused: read opaque, nothing of the screen would be left to check.
    @Test func theLoadingStateIsNotMadeOpaqueByAnAssignment() throws {
        let source = """
        import SwiftUI

        enum Phase { case idle, loading, done }

        struct ProfileScreen: View {
            let session: Session
            @State private var phase: Phase = .idle

            var body: some View {
                VStack {
                    if phase == .loading { ProgressView() }
                }
                .task {
                    phase = .loading
                    try? await Task.sleep(nanoseconds: 1_000)
                    phase = session.phase
                }
            }
        }

        struct Session { let phase: Phase }
        """
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
        #expect(screens.isEmpty)
        #expect(diagnostics.map(\.description) == [
            "/tmp/Presentations/Screen.swift:16:21: error: 'session' is an input of screen 'ProfileScreen' (a value its parent passes in); it is read only as an argument of an api call",
            "/tmp/Presentations/Screen.swift:16:21: note: phase = session.phase is not read by its effects either: it may change 'phase', the screen's loading state",
        ])
    }

    /// `if let user` (the shorthand) of an opaque property is the same
    /// assumption `if let user = user` gives: whether it has a value.
    @Test func anOptionalBindingShorthandOfAnOpaquePropertyIsAnAssumption() throws {
        let source = """
        import SwiftUI

        struct ProfileScreen: View {
            @State private var user: AccountUser?
            @State private var isLoading = false

            var body: some View {
                VStack {
                    if let user {
                        Text(user.name)
                    }
                    if isLoading { ProgressView() }
                }
                .task {
                    isLoading = true
                    try? await Task.sleep(nanoseconds: 1_000)
                    isLoading = false
                }
            }
        }
        """
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
        let screen = try #require(screens.first)
        #expect(screen.model.handlers.contains { $0.event == "assume_user_notNil" }, "\(screen.model.handlers.map(\.event))")
    }

    /// An input view bound to an input of the screen (`Toggle(isOn: $isOn)`
    /// of a `@Binding`) writes the parent's state: a mark, no event.
    @Test func anInputViewBoundToAnInputWritesTheParentsState() throws {
        let source = """
        import SwiftUI

        struct WifiScreen: View {
            @Binding var isOn: Bool
            @State private var isSaving = false

            var body: some View {
                VStack {
                    Toggle("Wi-Fi", isOn: $isOn)
                    if isSaving { ProgressView() }
                }
                .task {
                    isSaving = true
                    try? await Task.sleep(nanoseconds: 1_000)
                    isSaving = false
                }
            }
        }
        """
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains("Toggle bound to isOn, an input of the screen: what it writes is the parent's or the system's state, not read"))
        #expect(!screen.model.handlers.contains { $0.event.hasPrefix("setIsOn") })
        let (_, strict) = SwiftScreensPresentationTests.translated(source, strict: true)
        #expect(!strict.filter { $0.severity == .error }.isEmpty)
    }

    /// `Task.sleep(for: .seconds(0.5))` is the sleep of 500 ms that
    /// `.milliseconds(500)` is; `.seconds(0.0000000001)` (no whole number of
    /// nanoseconds) is still refused.
    @Test func aDecimalDurationIsItsNanoseconds() throws {
        #expect(SleepDuration.nanoseconds(decimal: "0.5", unit: "seconds") == 500_000_000)
        #expect(SleepDuration.nanoseconds(decimal: "1.25", unit: "milliseconds") == 1_250_000)
        #expect(SleepDuration.nanoseconds(decimal: "0.0000000001", unit: "seconds") == nil)
        func model(_ duration: String) throws -> ModelDecl {
            let source = """
            import SwiftUI

            struct ToastScreen: View {
                @State private var showsToast = false

                var body: some View {
                    VStack {
                        if showsToast { Text("Saved") }
                    }
                    .task {
                        showsToast = true
                        try? await Task.sleep(for: \(duration))
                        showsToast = false
                    }
                }
            }
            """
            let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
            #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
            return try #require(screens.first).model
        }
        #expect(try model(".seconds(0.5)") == model(".milliseconds(500)"))
    }

    /// A closure whose `if` changes state is an action, not view content:
    /// `.onReceive(…) { _ in if !isLoading { Task { await load() } } }` is
    /// the event `receive` (it was read as views and refused).
    @Test func anIfThatChangesStateIsAnAction() throws {
        let source = """
        import SwiftUI

        struct InboxScreen: View {
            @State private var isLoading = false
            @State private var unread = 0

            var body: some View {
                VStack {
                    Text("Inbox")
                    if isLoading { ProgressView() }
                }
                .onReceive(NotificationCenter.default.publisher(for: .inboxChanged)) { _ in
                    if !isLoading {
                        Task { await load() }
                    }
                }
                .task { await load() }
            }

            private func load() async {
                isLoading = true
                unread = (try? await InboxAPI.unreadCount()) ?? 0
                isLoading = false
            }
        }
        """
        let (screens, diagnostics) = SwiftScreensPresentationTests.translated(source)
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.description))")
        #expect(try #require(screens.first).model.handlers.contains { $0.event == "receive" })
    }

    /// The same code with an effect gives no opaque value; the statement is
    /// read by its effects instead: the data its closure may change at any
    /// time (`books.removeAll()`) is opaque. A `try` that may throw to a
    /// `catch` without awaiting is control flow no such reading covers: refused.
    @Test func unreadCodeWithAnEffectMakesWhatItWritesOpaque() throws {
        let source = """
        import SwiftUI

        struct Book: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        struct ShelfScreen: View {
            @State private var books: [Book] = []

            var body: some View {
                List(books) { book in Text(book.title) }
                    .task { await load() }
            }

            private func load() async {
                let stamp = ShelfLog.stamp { books.removeAll() }
                books = (try? await ShelfAPI.books()) ?? []
            }
        }

        enum ShelfLog {
            static func stamp(_ reset: () -> Void) -> Int { 0 }
            static func checked(_ reset: () -> Void) throws -> Int { 0 }
        }
        """
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("statecheck-unread-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try source.write(to: dir.appendingPathComponent("ShelfScreen.swift"), atomically: true, encoding: .utf8)
        // The statement is read by its effects: `books`, which its closure may empty at any time, is opaque.
        let loaded = SwiftScreenLoader.load(folder: dir.path, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics.map(\.description))")
        #expect(loaded.screens.first?.summary.abstractions.contains {
            $0.rule == "the property books is opaque (it is assigned a value the screen does not decide, line 17): tests of it are assumptions, writes to it are not read"
        } == true, "\(loaded.screens.first?.summary.abstractions.map(\.rule) ?? [])")
        // A `try` of a synchronous call in async code may throw: the statement is read by its effects,
        // awaiting an api named after the call, which may fail into the `catch` (read as written).
        func load(_ statement: String) throws -> SwiftScreenLoader.Folder {
            let edited = source.replacingOccurrences(of: "let stamp = ShelfLog.stamp { books.removeAll() }", with: statement)
            try edited.write(to: dir.appendingPathComponent("ShelfScreen.swift"), atomically: true, encoding: .utf8)
            return SwiftScreenLoader.load(folder: dir.path, configuration: ScreenConfiguration())
        }
        #expect(try load("let stamp = ShelfLog.stamp { }").screens.count == 1)
        let caught = try load("do { let stamp = try ShelfLog.checked { } } catch { books = [] }")
        #expect(caught.screens.first?.summary.abstractions.contains {
            $0.rule.hasPrefix("let stamp = ") && $0.rule.hasSuffix("it may throw at checked(…) without awaiting, read as an api that may fail")
                && $0.location.line == 17
        } == true, "\(caught.screens.map(\.summary.abstractions))")
    }

    /// `@State var lastUpdated: Date?`, a type the model has no values of,
    /// is opaque: `lastUpdated = Date()` is not read and `lastUpdated != nil`
    /// is an assumption. The screen has every behaviour of the one that
    /// keeps a Bool `updated` instead (set where the date is): what holds
    /// on it holds there.
    @Test func anOpaquePropertyCoversItsValues() throws {
        let abstracted = try Self.screen("OpaqueProperty", "Abstracted", "ShelfScreen")
        let precise = try Self.screen("OpaqueProperty", "Precise", "ShelfScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("the property lastUpdated is opaque (its type 'Date?' is not one the model has values of): tests of it are assumptions, writes to it are not read"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states >= p.states)
        for (name, verdict) in a.verdicts where verdict == .holds && name != "allCasesReachable" { #expect(p.verdicts[name] == .holds, "\(name)") }
    }

    /// `private var cache: CourseCache`, a class of the folder given to
    /// init that is no client: its state is its own, so the property is
    /// opaque (`cache.isFresh` an assumption, `cache.remember(courses)` not
    /// read). The screen has every behaviour of the same screen with the
    /// test fixed either way and no cache (ClassProperty/PreciseTrue,
    /// PreciseFalse); `--strict` refuses the property.
    @Test func aClassGivenToInitIsOpaque() throws {
        let abstracted = try Self.screen("ClassProperty", "Abstracted", "CoursesScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "the property cache is opaque (it holds an instance of the class 'CourseCache' given to init: its state is not the screen's, its async calls are apis): tests of it are assumptions, writes to it are not read"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "ClassProperty", screen: "CoursesScreen")
        let run = runCLI(["check", Self.folder.appendingPathComponent("ClassProperty/Abstracted").path, "--strict"])
        #expect(run.stderr.contains("CoursesScreen.swift:38:5: error: the property 'cache' holds an instance of the class 'CourseCache' given to init"), "\(run.stderr)")
    }

    /// A local computed from a value the screen does not decide is opaque,
    /// and a test of it an assumption named after it.
    @Test func aLocalComputedFromAnInputIsOpaque() throws {
        let source = """
        import SwiftUI

        struct Member { let id: Int }

        struct RosterScreen: View {
            let member: Member
            let ownerID: Int
            @State private var isSaving = false

            var body: some View {
                Button("Save") { Task { await save() } }
            }

            private func save() async {
                let isOwner = member.id == ownerID
                guard isOwner else { return }
                isSaving = true
                try? await RosterAPI.save()
                isSaving = false
            }
        }
        """
        let file = SwiftParser.parse(source, file: "/tmp/Roster/RosterScreen.swift")
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.model.handlers.map(\.event).contains("assume_isOwner"))
        #expect(s.summary.abstractions.map(\.rule).contains("isOwner is computed from values the screen does not decide: opaque (tests of it are assumptions)"))
    }

    /// `.fileExporter(isPresented: $showsExporter, …) { result in … }`, a
    /// modifier outside the mapping given a binding to a Bool: SwiftUI may
    /// set it (false as the exporter closes) whenever the screen is shown,
    /// so it is read as the events a Toggle bound to it has; the result the
    /// system passes its closure is opaque (its switch an assumption per case).
    @Test func aBindingHandedToAModifierIsAnInputViewsEvents() throws {
        let source = """
        import SwiftUI

        struct ExportScreen: View {
            @State private var showsExporter = false
            @State private var isPreparing = false

            var body: some View {
                VStack {
                    if isPreparing { ProgressView() }
                    Button("Export") { showsExporter = true }
                }
                .fileExporter(isPresented: $showsExporter, document: nil as String?, defaultFilename: "notes") { result in
                    switch result {
                    case .success(let url):
                        Log.main.info("Saved to \\(url)")
                    case .failure(let error):
                        Log.main.error("Export failed: \\(error)")
                    }
                }
            }
        }
        """
        let file = SwiftParser.parse(source, file: "/tmp/Export/ExportScreen.swift")
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(Set(s.model.handlers.map(\.event)).isSuperset(of: ["setShowsExporterTrue", "setShowsExporterFalse"]))
        #expect(s.summary.abstractions.map(\.rule).contains("'.fileExporter' is given $showsExporter: it may set it to any value while the screen is shown (the events setShowsExporterTrue, setShowsExporterFalse)"))
        var strict = ScreenConfiguration()
        strict.strict = true
        #expect(ScreenTranslator(module: SwiftModule(files: [file]), configuration: strict).translate().screens.isEmpty)
    }

    /// `PhotoGrid(photos: photos, selection: $selected)`, a view the folder
    /// does not declare given a binding to data of the screen: it may write
    /// any value through it at any time, so `selected` is opaque and
    /// `selected.isEmpty` an assumption. The screen has every behaviour of the
    /// same screen whose hint is always shown (PreciseTrue) or never (PreciseFalse).
    @Test func aBindingToDataHandedToAViewMakesItOpaque() throws {
        let abstracted = try Self.screen("OpaqueBinding", "Abstracted", "AlbumScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("$selected is handed to code the translation does not read, which may write any value through it: selected is opaque"))
        #expect(abstracted.model.handlers.contains { $0.event == "assume_selected_isEmpty" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "OpaqueBinding", screen: "AlbumScreen")
    }

    /// `PhotoPicker(photos: photos, selection: $selected)`, a view of the
    /// folder with a `@Binding` whose code is not read: it may write any value
    /// through the binding while it is shown, so `selected` is opaque and
    /// `selected.isEmpty` an assumption, covering the screen whose hint is
    /// always shown (PreciseTrue) or never (PreciseFalse). Strict mode refuses it.
    @Test func aBindingHandedToAViewOfTheFolderMakesItOpaque() throws {
        let abstracted = try Self.screen("HandedOutBinding", "Abstracted", "AlbumScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("the property selected is opaque (it is assigned a value the screen does not decide, line 15): tests of it are assumptions, writes to it are not read"))
        #expect(abstracted.model.handlers.contains { $0.event == "assume_selected_isEmpty" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "HandedOutBinding", screen: "AlbumScreen")
        let path = Self.folder.appendingPathComponent("HandedOutBinding/Abstracted").path
        let run = runCLI(["check", path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("AlbumScreen.swift:15:13: error: the view 'PhotoPicker' is read as content of the data it is given only when it presents that data; it has the @Binding property 'selection'"), "\(run.stderr)")
    }

    /// `Toggle("Favourites only", isOn: $filter.favouritesOnly)`, an input
    /// bound to a field of data the screen holds (a struct with a method, not
    /// read field by field): it may set the field to any
    /// value while it is shown, so `filter` is opaque and its test an
    /// assumption, covering the screen whose hint is always shown
    /// (PreciseTrue) or never (PreciseFalse). Strict mode refuses it.
    @Test func anInputBoundToAFieldOfDataMakesItOpaque() throws {
        let abstracted = try Self.screen("InputBoundToField", "Abstracted", "AlbumScreen")
        #expect(abstracted.summary.abstractions.map(\.rule).contains("Toggle is bound to $filter.favouritesOnly: it may write any value while it is shown, and filter is opaque"))
        #expect(abstracted.model.handlers.contains { $0.event == "assume_filter_favouritesOnly" })
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        try Self.expectCoversBothValues(a, rule: "InputBoundToField", screen: "AlbumScreen")
        let path = Self.folder.appendingPathComponent("InputBoundToField/Abstracted").path
        let run = runCLI(["check", path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("AlbumScreen.swift:24:13: error: the view 'Toggle' is not understood: its value is bound to a value, which is no @State variable of the screen"), "\(run.stderr)")
    }

    /// `--strict` keeps refusing a generic parameter no argument names and
    /// a binding handed to a view whose code is not read.
    @Test func strictRefusesAnUninferredParameterAndAHandedOutBinding() {
        let generic = runCLI(["check", Self.folder.appendingPathComponent("OpaqueGenericParameter/Abstracted").path, "--strict"])
        #expect(generic.status == .usageOrModelError)
        #expect(generic.stderr.contains("ShelfScreen.swift:25:13: error: the generic parameter 'T' of component 'TitledRow' is not inferred from this call; pass a Binding, a function or a closure whose type names it, or write TitledRow<…>"), "\(generic.stderr)")
        let binding = runCLI(["check", Self.folder.appendingPathComponent("BindingToOpaqueProperty/Abstracted").path, "--strict"])
        #expect(binding.status == .usageOrModelError)
        #expect(binding.stderr.contains("EventsScreen.swift:30:13: error: the view 'DatePicker' is not understood; the views read are containers"), "\(binding.stderr)")
        let constructed = runCLI(["check", Self.folder.appendingPathComponent("ConstructedBinding/Abstracted").path, "--strict"])
        #expect(constructed.status == .usageOrModelError)
        #expect(constructed.stderr.contains("ShelfScreen.swift:14:13: error: the view 'SyncSwitch' is not understood"), "\(constructed.stderr)")
    }

    /// `caption.isEmpty` of a `String` the screen holds is `caption == ""`.
    @Test func theEmptinessOfAStringIsAComparison() throws {
        let source = """
        import SwiftUI

        struct CaptionScreen: View {
            @State private var caption = ""

            var body: some View {
                VStack {
                    TextField("Caption", text: $caption)
                    if caption.isEmpty { Text("Add a caption") }
                }
            }
        }
        """
        let file = SwiftParser.parse(source, file: "/tmp/Caption/CaptionScreen.swift")
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
        #expect(diagnostics.filter { $0.severity == .error } == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(ModelPrinter.print(s.model).text.contains("if caption == \"\""), "\(ModelPrinter.print(s.model).text)")
    }

    /// A view model's method that only a component of the folder calls (the
    /// sample app's `PagingList(viewStore: viewStore)`, whose footer calls
    /// `viewStore.loadMore()`) is mentioned by code that runs with the
    /// screen: it is read.
    @Test func whatAComponentMentionsIsRead() throws {
        let source = """
        import SwiftUI

        @MainActor final class FeedStore: ObservableObject {
            @Published var isPaging = false

            func loadMore() async {
                isPaging = true
                try? await FeedAPI.nextPage()
                isPaging = false
            }
        }

        struct Pager<Content: View>: View {
            @ObservedObject var store: FeedStore
            @ViewBuilder let content: () -> Content

            var body: some View {
                VStack {
                    content()
                    Button("More") { Task { await store.loadMore() } }
                }
            }
        }

        struct FeedScreen: View {
            @StateObject private var store = FeedStore()

            var body: some View {
                Pager(store: store) {
                    Text("Feed")
                }
            }
        }
        """
        let file = SwiftParser.parse(source, file: "/tmp/Feed/FeedScreen.swift")
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "FeedScreen" })
        #expect(s.model.functions.map(\.name).contains("loadMore"))
        #expect(!s.summary.presentation.map(\.rule).contains { $0.hasPrefix("the method loadMore") })
    }

    /// `Button("Reload", action: reload)` is `Button("Reload") { reload() }`;
    /// `#if DEBUG … #else … #endif` in code reads its first clause; `if
    /// #available(iOS 17, *)` is an assumption; a `@State` set only by an
    /// initializer is opaque. Each screen explores as its twin written
    /// without the construct does (the availability assumption adds a flip,
    /// so its twin keeps both branches behind a Bool input).
    @Test(arguments: [
        ("Button(\"Reload\", action: reload)", "Button(\"Reload\") { reload() }"),
        ("Button(\"Load\") {\n#if DEBUG\n                print(\"reloading\")\n#endif\n                reload()\n            }", "Button(\"Load\") { reload() }"),
        ("Button(\"Load\") {\n                if #available(iOS 17, *) { reload() } else { reload() }\n            }",
         "Button(\"Load\") {\n                if isModern { reload() } else { reload() }\n            }"),
    ])
    func smallReadingsMatchTheirTwins(construct: String, twin: String) throws {
        func source(_ button: String, input: String) -> String {
            """
            import SwiftUI

            struct NotesScreen: View {
            \(input)
                @State private var isLoading = false
                @State private var failed = false

                var body: some View {
                    VStack {
                        if failed { Text("Could not load") }
                        \(button)
                    }
                    .overlay { if isLoading { ProgressView() } }
                }

                private func reload() {
                    Task {
                        isLoading = true
                        do {
                            try await NotesAPI.notes()
                            failed = false
                        } catch {
                            failed = true
                        }
                        isLoading = false
                    }
                }
            }
            """
        }
        func outcome(_ text: String) throws -> DesignOutcome {
            let file = SwiftParser.parse(text, file: "/tmp/Notes/NotesScreen.swift")
            let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
            #expect(diagnostics == [], "\(diagnostics.map(\.description))")
            let s = try #require(screens.first)
            return try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        }
        let usesInput = twin.contains("isModern")
        let a = try outcome(source(construct, input: ""))
        let p = try outcome(source(twin, input: usesInput ? "    let isModern: Bool" : ""))
        #expect(a == p)
    }

    /// `.task(load)` and `.refreshable(action: load)` are `.task { await
    /// load() }` and `.refreshable { await load() }`.
    @Test func aMethodNamedByTaskIsAwaited() throws {
        func outcome(_ modifiers: String) throws -> DesignOutcome {
            let text = """
            import SwiftUI

            struct InboxScreen: View {
                @State private var isLoading = false

                var body: some View {
                    List { Text("Inbox") }
                        .overlay { if isLoading { ProgressView() } }
                        \(modifiers)
                }

                private func load() async {
                    isLoading = true
                    try? await InboxAPI.messages()
                    isLoading = false
                }
            }
            """
            let file = SwiftParser.parse(text, file: "/tmp/Inbox/InboxScreen.swift")
            let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
            #expect(diagnostics == [], "\(diagnostics.map(\.description))")
            let s = try #require(screens.first)
            return try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        }
        #expect(try outcome(".task(load)\n            .refreshable(action: load)") == outcome(".task { await load() }\n            .refreshable { await load() }"))
    }

    /// A `@State` the initializer sets has no initial value the screen
    /// decides: opaque, its tests assumptions.
    @Test func aStateSetByTheInitializerIsOpaque() throws {
        let source = """
        import SwiftUI

        struct TagScreen: View {
            @State private var selected: Bool
            @State private var isSaving = false

            init(selected: Bool) {
                _selected = State(initialValue: selected)
            }

            var body: some View {
                Button("Save") { Task { await save() } }
            }

            private func save() async {
                guard selected else { return }
                isSaving = true
                try? await TagAPI.save()
                isSaving = false
            }
        }
        """
        let file = SwiftParser.parse(source, file: "/tmp/Tags/TagScreen.swift")
        let (screens, diagnostics) = ScreenTranslator(module: SwiftModule(files: [file])).translate()
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first)
        #expect(s.summary.abstractions.map(\.rule).contains("the property selected is opaque (it has no initial value: its initializer sets it): tests of it are assumptions, writes to it are not read"))
        #expect(s.model.handlers.map(\.event).contains("assume_selected"))
    }

    /// `recoverable` never counts on an assumption's step: once loading
    /// failed while `canLoad` is false, only the parent flipping its input
    /// would show the Load button again, which the screen cannot do, so the
    /// screen is stuck there (counting the flip, it would hold).
    @Test func noWayOutNeedsAnAssumption() throws {
        let path = Self.folder.appendingPathComponent("AssumptionStuck").path
        let loaded = SwiftScreenLoader.load(folder: path, configuration: ScreenConfiguration())
        #expect(loaded.diagnostics == [])
        let s = try #require(loaded.screens.first)
        let outcome = try DesignOutcome.of(ModelSystem.compile(model: s.model, file: s.file))
        #expect(outcome.verdicts["recoverable"] == .violated)
    }
}

/// The DocC article's table of defaults names the soundness pair of each
/// rule that has one, so a rule added to the tests is documented.
@Suite struct SwiftScreensDefaultsDocumentationTests {
    @Test func everySoundnessPairIsInTheMappingArticle() throws {
        let article = SwiftScreensFixtureTests.package.appendingPathComponent("Sources/StateCheck/StateCheck.docc/SwiftUIMapping.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## What the mapping does not name: the defaults").dropFirst().first)
        let table = section.components(separatedBy: "\n## ").first ?? section
        for pair in SwiftScreensAbstractionSoundnessTests.pairs.map(\.rule) + ["Assumption", "ConstantBinding", "mainActorRunOverApproximates", "OpaqueProperty", "HandedOutBinding", "InputBoundToField", "TrimmedText", "AnyCase", "TaskIDOfInput", "OpaqueTestInResult", "StaticMember", "ClientProperty", "ClassProperty", "aValueOfMainActorRunIsTheValueItsBodyReturns", "EscapingCallback", "OpaqueEnumMember",
                     "aCompletionHandlerHoppingToTheMainQueueIsTheAwaitedCall", "anAsyncApiGivenACompletionIsTheCompletionHandlerCall", "anAsyncApiThatThrowsMayThrowInsteadOfCallingItsCompletion", "appendingTheShadowingPayloadWritesTheProperty",
                     "anOptionalAnswerIsAValueWhoseNilIsAssumed", "aMemberOfAnErrorIsOpaque",
                     "aSubscriptionToAPublishedPropertyIsAnEvent", "aViewModelInitializerRunsAsTheViewIsFirstShown", "aServiceProtocolOfAnotherModuleIsAClient",
                     "aComputedPropertyGivenToAComponentIsReadThere", "anErrorsMessageFromAMethodIsTheError", "anOnAppearOnRowsOfUndecidedDataIsAnEvent",
                     "aViewModelNestedInTheScreenIsTheScreens", "anEscapingCompletionAComponentGivenOpaqueDataAndADiscardedLet",
                     "anErrorEnumsDescriptionIsOpaqueText", "aTaskWhoseBodyThrowsEndsWithTheError", "whichOfSeveralInitializersRanIsAssumed",
                     "aFunctionGivenToOnReceiveIsCalledWithTheValue", "aWeakSelfClientCallIsTheApi",
                     "methodsOfOneNameAreToldApartByTheirLabels", "anInitializerChoosingACaseIsItsFactory",
                     "aNotificationObserverKeptInALocalIsAnEvent", "aViewHelperGivenViewsShowsThemInPlace",
                     "textGivenUndecidedValuesAndLiteralsIsDropped", "aComputedBindingIsReadWhereAViewIsBoundToIt",
                     "aMethodWritingOnlyALocalThroughInoutChangesNothing",
                     "aComponentHoldingOnlyItsContentIsReadAtEachCall",
                     "textOfAnEnumFromLocalizedStringsIsOpaque",
                     "aToggleOfASharedServiceWritesNothingTheModelHolds", "anAnimatedBindingIsTheBindingItAnimates",
                     "aComponentInANavigationLinksLabelIsInlined", "aLinksDestinationIsHandedWhatTheLinkIsGiven",
                     "aMethodWithParametersNamedAsAnActionIsTheClosureCallingIt", "anActionChosenByAConditionIsTheClosureTestingIt",
                     "aStateStructIsOneVariablePerStoredProperty", "anErrorViewGivenAWrappedErrorShowsTheErrorItHolds",
                     "aViewHelperNamedAsASheetsContentIsCalledWithTheItem",
                     "aTabViewsSelectionIsSetWhileItIsShown", "aSubscriptionsFilteringOperatorsAreReadThrough",
                     "assigningAPublisherToAPropertyIsASubscription", "aStaticCallOfAnotherModuleIsAValueTheScreenDoesNotDecide",
                     "anOptionalClosureGivenIsCalledThroughItsUnwrappedName", "anOptionalClosureLeftOutIsNil",
                     "aLetBeforeTheCaseBindsTheError", "anErrorTestedAgainstNilInAConjunctionIsBound",
                     "anErrorViewGivenTheScreensOptionalErrorShowsItOrNone", "rowsGivenAsTheContentArgumentAreReadAsATrailingClosure",
                     "aStackAroundContentIsContentWithAnOverlay", "aListsRowContentArgumentIsReadAsATrailingClosure",
                     "aNameTheViewBindsIsOpaqueInAnAction", "aPresentedViewsNamesAreOpaqueInItsActions",
                     "anOnAppearOnAListElementIsAnEventWhileItIsShown", "aSheetBoundToAnOpaquePropertyOfTheViewModelIsAnAssumption",
                     "anApiTestedAsAConditionAnswersABool",
                     "aRowsActionsInAHelperAndInModifiersAreEvents", "aRowWrittenToAFieldOfAStateStructMakesItOpaque",
                     "aMethodReturningAPublisherIsARequest", "aTextMethodInAnArgumentChangesNothing",
                     "aGenericParameterBoundToDataTheModelDoesNotReadIsValue", "aDidSetRunsAfterEveryWrite",
                     "aDataStructPropertyGivenARowIsOpaque", "aLoopOverDataRunsAnyNumberOfTimes",
                     "aComponentWithOnlyComputedValuesIsReadAtEachCall", "anOnAppearInsideARowIsAnEventOfAnyRow",
                     "aCompletionGivenToASharedObjectOfTheFolderIsAnEscapingCallback", "anUndecidedValueGivenToAMethodReadInPlaceIsOpaqueThere",
                     "aFilterOfApiDataMayLeaveNothing", "aValueReturnedFromTheMainActorOfUndecidedDataIsOpaque",
                     "aHelperGivenTheScreensViewModelCallsIt", "aTaskWatchingTheGeometryRestartsAtAnyTime",
                     "aRowOfDataReplacedKeepsTheData", "anEnumPropertyGivenAHelpersParameterTakesAnyCase",
                     "aStringPropertyOfTheFolderIsTextTheScreenDoesNotDecide",
                     "aPropertySetFromItsParametersIsThatExpressionOfTheArguments", "aCaseOfAnErrorEnumNoPropertyHoldsIsTranslated",
                     "aTaskGroupWaitsForEveryChild", "aLoopWhoseClosureAwaitsIsNotDropped",
                     "aMethodOfAnEnumTheModelDoesNotReadIsNotKept", "theFeedReadsAsItsPreciseTwin",
                     "anErrorOfAnotherModuleBuiltAndThrownIsAnErrorOfItsOwn", "aForeignObjectsMethodAndAStaticCallAreNotTheScreens",
                     "anImplicitInitializerIsTheExpectedTypes", "aNotificationSubscriptionIsNoRequest",
                     "anArrayOfAForeignTypeIsAnOpaqueParameter", "aUseCaseCalledAsAFunctionAnswersItsCallAsFunction",
                     "aDisabledScreenViewDisablesItsButtons", "anAnswerAnApiHasNoValuesOfIsAValue",
                     "anAwaitedClientCalledThroughSelfIsARequest", "theListAResponseWrapsIsTheAnswer", "aContainersRefreshIsItsListsRefresh",
                     "statementsBeforeTheOutcomeTestRunForBoth", "aPropertyGuessedOpaqueEarlyIsReadPrecisely", "aTextOfAFieldOfLoadedDataIsContent",
                     "anIfCaseBindingAnErrorShowsIt", "aWriteThroughSelfToAnOpaquePropertyIsNotRead", "aCasesWhereClauseIsItsCondition", "aFoundationMemberOfTextIsOpaque", "aSubscriptionsOwnPropertyCancelsItWhenReplaced", "aDescriptionWithAFallbackIsTheError",
                     "aLiteralInACatchIsTheCaughtError", "aTrimmedQueryIsTheQuery", "aDestructuredViewLocalIsOpaque",
                     "aListsSelectionIsAnInput", "anApisTextAnswerMakesItsPropertyOpaque", "anUnreadStatementMayReturnOrThrow", "aTestOfAnUndecidedValueGivenAsABoolIsAnAssumption", "theScreensDismissActionGivenToAViewIsItsEvent", "aConstantBindingGivenToAComponentIsAnInput",
                     "aViewOfAnotherModuleGivenTheViewModelMayCallItsMethods", "aNumberBeyondTheModelsIntsIsOpaque",
                     "anApiFailureMayBeAnErrorEnumTheCodeCatches", "aCaughtErrorsCaseIsAnAssumption",
                     "aFieldOfDataWrittenMakesItOpaque", "dataBesidesAnAnswersItemsIsLeftOut", "rowsInsertedIntoApiDataMakeItOpaque", "aSliceOfApiDataIsTheDataOrLess",
                     "aViewsInitializerRunsItsCodeAsItIsFirstShown", "aYieldIsAStepOfItsOwn",
                     "aLoopBindingATupleOfDataRunsAnyNumberOfTimes", "anOptionalVarLeftOutOfAMemberwiseInitializerIsNil",
                     "anActionChosenBetweenAMethodAndAClosureIsTheClosureTestingIt",
                     "aFolderViewGivenTheViewModelCallsWhatItsCodeMentions",
                     "storesInTheBranchesOfAViewsInitializerAreStores", "aFootersTaskPagesAndTheFooterLeavingCancelsIt",
                     "aComponentHoldingOnlyAClosureIsReadAtEachCall", "aModifierGivenAValueReadFromStateIsPresentation",
                     "aComponentsViewBuildingPropertyShowsTheCallersViews", "aStateTheInitializerSetsToALiteralStartsFromIt",
                     "aStateTheInitializerComputesStartsFromAnyValue", "aScreensStateItsInitializerSetsToALiteralStartsFromIt",
                     "aChildScreenGivenTheScreensClientIsAMark", "aTasksPriorityChangesNothingTheModelExplores",
                     "aContainerGivenAViewBuildingPropertyAsItsContentShowsIt", "aSubscriptionKeptInAPropertyIsAnEventAsInABag",
                     "aCallbackThatReturnsEarlyIsAFunctionOfItsOwn", "aLocalFunctionIsItsBodyReadWhereItIsCalled",
                     "aLoopCallingItsOwnMethodHasTheEffectsOfItsBody", "anAsyncStaticMethodOfAnUntranslatedTypeIsAnApi",
                     "aTopLevelFunctionsEscapingClosureIsACallback", "aBindingThatReadsAndWritesOnePropertyIsItsBinding",
                     "aDefaultForAnOptionalAnswerAssumesWhetherItIsNil", "aSubviewsEnvironmentObjectIsTheViewModelTheScreenInjects",
                     "aGesturesClosureIsAnEventWhileItsViewIsShown",
                     "aHandWrittenBindingShowsWhileItsGetterHoldsAndDismissingRunsItsSetter",
                     "eachTurnOfAnAsyncSequenceIsTheEnvironmentsChoice", "aFailableInitializerIsNoMethodAViewCanCall",
                     "anAwaitingActionTheViewRunsInATaskOfItsOwnIsThatTask", "aLoopOverElementsWrittenOutRunsOncePerElement",
                     "aWrapperItsAttributeInitializesIsNoMemberwiseParameter", "aViewKeptInALocalIsThatViewWhereItIsShown",
                     "aConditionalModifierIsTheGroupItsCodeBuilds",
                     "aThrowingTaskInAnActionEndsWithTheError", "anAwaitingActionOfAnotherModulesViewRunsInATaskItMayCancel",
                     "anErrorViewWithoutAnErrorShowsTheLastErrorCaught", "aViewWrapperPropertyHandsOnTheViewItWraps",
                     "aCancellationHandlerAroundCodeThatDoesNotSuspendRunsFirstIfCancelled",
                     "aRouteEnumPropertyGivenAValueTheScreenDoesNotDecideIsOpaque",
                     "aStatePropertyHoldingASharedObjectIsAnInputOfTheScreen", "anAnyViewIsTheViewItIsGiven",
                     "anErrorOfTheFolderBuiltFromTheErrorCaughtIsThatError", "aForEachStatementIsTheLoopOverItsSequence",
                     "aCallbackHandedToASharedInstanceOfAnotherModuleIsAnEvent"] {
            #expect(table.contains("| `\(pair)` |"), "\(pair) is not in the defaults table")
        }
    }
}

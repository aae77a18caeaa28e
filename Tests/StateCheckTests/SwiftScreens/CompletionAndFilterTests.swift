import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Completion handlers and filters as teams write them: a closure given to
/// a method of a shared object of the folder (`@EnvironmentObject var
/// eventsViewModel`), a value the screen does not decide given to a method
/// read where it is called, an api's answer appended to a list, and a
/// `filter` of api data, which may leave nothing. Before, each screen was
/// refused ("a call with a trailing closure is not understood here", "'x' is
/// a value the model does not read").
@Suite struct CompletionAndFilterTests {
    /// A form whose save button hands a completion to the shared events
    /// store the app injects; the store calls it from a Combine sink.
    static let environmentObject = """
        import SwiftUI
        import Combine

        struct Event: Identifiable, Codable {
            var id: Int?
            var title: String
        }

        enum EventsAPI {
            static func createEvent(_ event: Event) -> AnyPublisher<Event, Never> {
                Just(event).eraseToAnyPublisher()
            }
        }

        final class EventsViewModel: ObservableObject {
            @Published var events: [Event] = []
            @Published var isLoading: Bool = false
            private var cancellables = Set<AnyCancellable>()

            func create(_ event: Event, completion: @escaping (Event) -> Void = { _ in }) {
                isLoading = true
                EventsAPI.createEvent(event)
                    .receive(on: RunLoop.main)
                    .sink { [weak self] createdEvent in
                        self?.events.append(createdEvent)
                        self?.isLoading = false
                        completion(createdEvent)
                    }
                    .store(in: &cancellables)
            }
        }

        struct EventFormView: View {
            @EnvironmentObject var eventsViewModel: EventsViewModel
            @State private var isSaving = false
            @State private var title = ""

            var body: some View {
                Form {
                    TextField("Title", text: $title)
                    Button {
                        isSaving = true
                        let newEvent = Event(id: nil, title: title)
                        eventsViewModel.create(newEvent) { createdEvent in
                            isSaving = false
                        }
                    } label: {
                        Text("Save")
                    }
                    .disabled(isSaving)
                }
            }
        }
        """

    /// `eventsViewModel.create(newEvent) { … }` on an `@EnvironmentObject`
    /// of a folder class whose method declares the closure `@escaping`: the
    /// escaping callback a static method of the folder declaring one gets
    /// (at once, assumed, and later as an event any number of times). Its
    /// twin calls such a static method: the same states, transitions and verdicts.
    @Test func aCompletionGivenToASharedObjectOfTheFolderIsAnEscapingCallback() throws {
        let store = """
            enum EventsStore {
                static func create(_ event: Event, completion: @escaping (Event) -> Void) {
                    EventsAPI.createEvent(event).sink { created in completion(created) }
                }
            }

            struct EventFormView: View {
            """
        let twin = Self.environmentObject
            .replacingOccurrences(of: "    @EnvironmentObject var eventsViewModel: EventsViewModel\n", with: "")
            .replacingOccurrences(of: "eventsViewModel.create(newEvent) { createdEvent in", with: "EventsStore.create(newEvent) { createdEvent in")
            .replacingOccurrences(of: "struct EventFormView: View {", with: store)
        #expect(twin != Self.environmentObject)
        let abstracted = try RealAppReadingsTests.outcome(Self.environmentObject)
        #expect(abstracted == (try RealAppReadingsTests.outcome(twin)))
        #expect(RealAppReadingsTests.modelText(Self.environmentObject).contains("""
            on createCallback sync when createCallbackKept {
                isSaving = false
            }
            """))
    }

    /// The same form holding its view model: `create(_:completion:)` is read
    /// where it is called, and the event it is given, a value the screen
    /// does not decide, is an opaque parameter there (passed to the api
    /// only). The sink's `self?.events.append(createdEvent)` of the answer
    /// is `events += createdEvent`.
    static let closureMethod = environmentObject
        .replacingOccurrences(of: "@EnvironmentObject var eventsViewModel: EventsViewModel", with: "@StateObject var eventsViewModel = EventsViewModel()")
        .replacingOccurrences(of: "let newEvent = Event(id: nil, title: title)", with: "let newEvent = Event(id: 1, title: \"x\")")

    /// Its twin builds the event inside the method: the same states, transitions and verdicts.
    @Test func anUndecidedValueGivenToAMethodReadInPlaceIsOpaqueThere() throws {
        let twin = Self.closureMethod
            .replacingOccurrences(of: "func create(_ event: Event, completion:", with: "func create(completion:")
            .replacingOccurrences(of: "EventsAPI.createEvent(event)", with: "EventsAPI.createEvent(Event(id: 1, title: \"x\"))")
            .replacingOccurrences(of: """
                                let newEvent = Event(id: 1, title: "x")
                                eventsViewModel.create(newEvent) { createdEvent in
                """, with: """
                                eventsViewModel.create { createdEvent in
                """)
        #expect(twin != Self.closureMethod)
        #expect(try RealAppReadingsTests.outcome(Self.closureMethod) == (try RealAppReadingsTests.outcome(twin)))
        let text = RealAppReadingsTests.modelText(Self.closureMethod)
        #expect(text.contains("""
                        let createdEvent = try await createEvent()
                        events += createdEvent
            """), "\(text)")
    }

    /// A block list: unblocking a user keeps the others, `users.filter {
    /// $0.id != user.id }`, and the view says "No one is blocked" when none is left.
    static let blockList = """
        import SwiftUI

        struct BlockedUser: Codable, Identifiable, Equatable {
            let id: Int
            let name: String
        }

        final class BlockListClient {
            func blockedUsers() async throws -> [BlockedUser] { [] }
            func unblock(id: Int) async throws {}
        }

        struct BlockListScreen: View {
            @State private var state = LoadState.idle
            @State private var selected: BlockedUser?
            private let client = BlockListClient()

            enum LoadState: Equatable {
                case idle
                case loading
                case ready([BlockedUser])
                case failed(String)
            }

            var body: some View {
                List {
                    switch state {
                    case .ready(let users):
                        if users.isEmpty {
                            Text("No one is blocked")
                        }
                        ForEach(users) { user in
                            Button(user.name) {
                                selected = user
                                unblock()
                            }
                        }
                    case .failed(let message):
                        Text(message)
                    case .idle, .loading:
                        ProgressView()
                    }
                }
                .task { await load() }
            }

            func load() async {
                state = .loading
                do {
                    state = .ready(try await client.blockedUsers())
                } catch {
                    state = .failed(error.localizedDescription)
                }
            }

            func unblock() {
                guard let user = selected else { return }
                guard case .ready(let users) = state else { return }
                Task {
                    do {
                        try await client.unblock(id: user.id)
                        let remaining = users.filter { $0.id != user.id }
                        state = .ready(remaining)
                    } catch {
                        state = .ready(users)
                    }
                }
            }
        }
        """

    /// The filter is the list or nothing, as an assumption decides (the
    /// model does not run its closure): after the last user is unblocked the
    /// real screen shows its empty branch, so the model must reach it too.
    /// Before, a filter was the same list (never emptied) and this screen was
    /// refused for reading `user.id` in the closure.
    @Test func aFilterOfApiDataMayLeaveNothing() throws {
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.blockList)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        let text = ModelPrinter.print(screen.model).text
        #expect(text.contains("""
                        let remaining = users
                        state = .ready(assume_remaining_is_empty ? [] : remaining)
            """), "\(text)")
        #expect(text.contains("""
            on assume_remaining_is_empty sync {
                assume_remaining_is_empty = !assume_remaining_is_empty
            }
            """), "\(text)")
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "filter on api data: the same Value (its pages stay opaque), or nothing, as the assumption that remaining is empty decides"))
    }
}

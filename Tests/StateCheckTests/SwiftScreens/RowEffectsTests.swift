import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A row's actions wherever the row puts them: a `Button` in a view helper
/// the row calls (under a `switch` of the screen's mode), a
/// `.swipeActions` button and an `.onTapGesture`. Before, each was read as
/// no event at all: the sheet the row's button presents was never reached
/// and the swipe's change never made, so a `holds` on them was no proof.
@Suite struct RowEffectsTests {
    static let friends = """
        import SwiftUI

        struct Friend: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        struct MessagingModel {
            var recipient: Friend?
            var message = ""
        }

        protocol FriendsClient {
            func friends() async throws -> [Friend]
        }

        struct FriendsScreen: View {
            enum Mode {
                case profile(id: Int)
                case chat(id: Int)
            }

            enum LoadState {
                case loading
                case ready([Friend])
                case failed
            }

            let client: any FriendsClient
            let mode: Mode
            @State private var state = LoadState.loading
            @State private var messaging = MessagingModel()
            @State private var hiddenCount = 0
            @State private var pinned = false

            var body: some View {
                ScrollView {
                    switch state {
                    case let .ready(friends):
                        LazyVStack {
                            ForEach(friends) { friend in
                                listItem(for: friend)
                                    .swipeActions {
                                        Button("Hide") {
                                            hiddenCount += 1
                                        }
                                    }
                                    .onTapGesture {
                                        pinned = true
                                    }
                            }
                        }
                        if hiddenCount > 0 { Text("Some friends are hidden") }
                        if pinned { Text("Pinned") }
                    case .loading:
                        ProgressView()
                    case .failed:
                        Text("Couldn't load your friends")
                    }
                }
                .sheet(item: $messaging.recipient) { friend in
                    Text("Message \\(friend.name)")
                }
                .task { await load() }
            }

            @ViewBuilder
            private func listItem(for model: Friend) -> some View {
                switch mode {
                case .chat:
                    Button {
                        messaging.recipient = model
                    } label: {
                        Text(model.name)
                    }
                case .profile:
                    Text(model.name)
                }
            }

            private func load() async {
                do {
                    state = .ready(try await client.friends())
                } catch {
                    state = .failed
                }
            }
        }
        """

    /// The same row with each action a `Button` of its own, written in the
    /// row where the rows were always read.
    static var precise: String {
        friends
            .replacingOccurrences(of: """
                                listItem(for: friend)
                                    .swipeActions {
                                        Button("Hide") {
                                            hiddenCount += 1
                                        }
                                    }
                                    .onTapGesture {
                                        pinned = true
                                    }
        """, with: """
                                Button {
                                    messaging.recipient = friend
                                } label: {
                                    Text(friend.name)
                                }
                                Button("Hide") {
                                    hiddenCount += 1
                                }
                                Button("Pin") {
                                    pinned = true
                                }
        """)
    }

    /// Each action is an event of any row while the list is shown: the
    /// same states, transitions and verdicts as the buttons written in the
    /// row. (The helper's button is shown only in the chat mode, an input
    /// of the screen: offered in every mode, one more behaviour at most.)
    @Test func aRowsActionsInAHelperAndInModifiersAreEvents() throws {
        #expect(Self.precise != Self.friends)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.friends)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.model.handlers.map(\.event).sorted() == [
            "assume_messaging_recipient_notNil", "dismissSheet", "load", "tapButton", "tapHide", "tapRow",
        ])
        let rules = screen.summary.abstractions.map(\.rule)
        #expect(rules.contains("'.onTapGesture' in a row has an action: the event tapRow, for any row, enabled while the list is shown"), "\(rules)")
        #expect(try RealAppReadingsTests.outcome(Self.friends) == RealAppReadingsTests.outcome(Self.precise))
    }

    /// `messaging.recipient = model`, a row written to a field of the
    /// screen's struct: the field is opaque, as a property of its own given
    /// a row is, so the sheet bound to it is shown when an assumption says
    /// so. Before, the write was dropped and the sheet never shown.
    @Test func aRowWrittenToAFieldOfAStateStructMakesItOpaque() throws {
        let own = Self.precise
            .replacingOccurrences(of: "    @State private var messaging = MessagingModel()", with: "    @State private var recipient: Friend?")
            .replacingOccurrences(of: "messaging.recipient", with: "recipient")
            .replacingOccurrences(of: "$messaging.recipient", with: "$recipient")
        #expect(own.contains("$recipient"))
        let rules = RealAppReadingsTests.translate(Self.precise).screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("the property messaging_recipient is opaque (it is assigned a value the screen does not decide, line 43): tests of it are assumptions, writes to it are not read"), "\(rules)")
        let outcome = try RealAppReadingsTests.outcome(Self.precise)
        #expect(outcome.verdicts["allCasesReachable"] == .holds, "\(outcome)")
        #expect(try outcome == RealAppReadingsTests.outcome(own))
    }

    static let news = """
        import SwiftUI

        struct Article: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol NewsAPI {
            func articles() async throws -> [Article]
        }

        struct NewsScreen: View {
            let api: any NewsAPI
            @State private var articles: [Article] = []
            @State private var seenCount = 0
            @State private var isLoading = false

            var body: some View {
                List {
                    if isLoading {
                        ProgressView()
                    }
                    ForEach(articles) { article in
                        VStack(alignment: .leading) {
                            Text(article.title)
                                .onAppear {
                                    seenCount += 1
                                }
                        }
                    }
                    if seenCount > 2 {
                        Text("You are catching up")
                    }
                }
                .task {
                    isLoading = true
                    articles = (try? await api.articles()) ?? []
                    isLoading = false
                }
            }
        }
        """

    /// `.onAppear` on a view inside the row (`VStack { Text(…).onAppear { … } }`),
    /// not on the row itself: the element appearing as the user scrolls, an
    /// event of any row while the list is shown, as a button in its place.
    /// Before, it was dropped (the count it raises never changed).
    @Test func anOnAppearInsideARowIsAnEventOfAnyRow() throws {
        let precise = Self.news.replacingOccurrences(of: """
                            Text(article.title)
                                .onAppear {
                                    seenCount += 1
                                }
        """, with: """
                            Text(article.title)
                            Button("Seen") {
                                seenCount += 1
                            }
        """)
        #expect(precise != Self.news)
        let events = RealAppReadingsTests.translate(Self.news).screens.first.map { $0.model.handlers.map(\.event) } ?? []
        #expect(events == ["load", "rowOnAppear"], "\(events)")
        #expect(try RealAppReadingsTests.outcome(Self.news) == RealAppReadingsTests.outcome(precise))
    }
}

import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckLanguage
@testable import StateCheckScreens

/// Two Swift shorthands `.model` files accept with the Swift front end's
/// reading: `if let last = items.last { … }` is `if !items.isEmpty { … }`
/// (the element, opaque, bound as the Value), and
/// `x = opt.map { … } ?? fallback` is the `if let` it abbreviates. Each
/// model is pinned against its twin written the long way: the same
/// states, transitions and verdicts, because the shorthand is read as
/// exactly that twin.
@Suite struct ValueShorthandsTests {
    /// A feed that, when the first page is not empty, loads the page
    /// before its last element; `SHORTHAND` is the spelling under test.
    static func olderPosts(_ shorthand: String) -> String {
        """
        model OlderPosts
        api latest() -> Value
        api older(before: Value) -> Value
        var posts: Value? = nil
        var isLoading: Bool = false

        func load() async throws {
            guard !isLoading else { return }
            isLoading = true
            defer { isLoading = false }
            let fetched = try await latest()
            posts = fetched
            \(shorthand) {
                let more = try await older(before: last)
                posts = fetched + more
            }
        }

        on load .task { try? await load() }

        view {
            if let posts = posts { content(posts) } else { blank }
            if isLoading { spinner }
        }
        """
    }

    /// `if let last = fetched.last` explores as `if !fetched.isEmpty` with
    /// `let last = fetched` (the element read as the Value); `guard let`
    /// goes through the same condition.
    @Test func ifLetLastIsNotEmpty() throws {
        let short = Self.olderPosts("if let last = fetched.last")
        let long = Self.olderPosts("if !fetched.isEmpty").replacingOccurrences(
            of: "let more = try await older(before: last)",
            with: "let last = fetched\n            let more = try await older(before: last)")
        #expect(long.contains("let last = fetched\n"))
        let shortOutcome = try DesignOutcome.of(ModelSystem.compile(source: short, file: "short.model"))
        let longOutcome = try DesignOutcome.of(ModelSystem.compile(source: long, file: "long.model"))
        #expect(shortOutcome == longOutcome)
        // `latest` may answer empty (no `nonempty`), so both branches run:
        // more states than when every answer has a last element.
        let nonempty = short.replacingOccurrences(of: "api latest() -> Value\n", with: "api latest() -> Value nonempty\n")
        #expect(nonempty != short)
        let alwaysTaken = try DesignOutcome.of(ModelSystem.compile(source: nonempty, file: "nonempty.model"))
        #expect(alwaysTaken.states < shortOutcome.states)
    }

    /// `first`, and `last` outside an `if let` / `guard let`, or of a
    /// filtered Value, stay errors: only the binding reads as `isEmpty`.
    @Test func otherEndElementReadsStayErrors() {
        let cases: [(String, String)] = [
            ("if let first = page.first { flag = true }\n    guard let last = page.last else { return }\n    items = last", ""),
            ("let g = page.last", "8:13: error: 'last' of a Value is one of its elements, which are opaque; test 'isEmpty' instead ('if !items.isEmpty { … }')"),
            ("if let g = page.filter { $0.isRead }.last { flag = true }", "8:16: error: 'last' of a Value is one of its elements, which are opaque; test 'isEmpty' instead ('if !items.isEmpty { … }')"),
        ]
        for (code, expected) in cases {
            let errors = ValueClosuresTests.errors(inFunctionBody: code).errors
            #expect(errors == (expected.isEmpty ? [] : [expected]), "\(code)")
        }
    }

    /// Case 4's shipped model writes the failure completion the long way
    /// (`if let value = dataState.value { … } else { … }`); written as the
    /// app writes it, `dataState.value.map { .reLoadingFailure($0, error) }
    /// ?? .loadingFailure(error)`, and with a named parameter, it is the
    /// same design.
    @Test func optionalMapCoalescingIsIfLet() throws {
        let url = modelsFolder.appendingPathComponent("case4-reloading-failure.model")
        let source = try String(contentsOf: url, encoding: .utf8)
        let longWay = """
                if let value = dataState.value {
                    dataState = .reLoadingFailure(value, error)
                } else {
                    dataState = .loadingFailure(error)
                }
        """
        #expect(source.contains(longWay))
        let anonymous = source.replacingOccurrences(
            of: longWay, with: "        dataState = dataState.value.map { .reLoadingFailure($0, error) } ?? .loadingFailure(error)")
        let named = source.replacingOccurrences(
            of: longWay, with: "        dataState = dataState.value.map { value in .reLoadingFailure(value, error) } ?? .loadingFailure(error)")
        let original = try DesignOutcome.of(ModelSystem.compile(source: source, file: "Models/case4-reloading-failure.model"))
        #expect(try DesignOutcome.of(ModelSystem.compile(source: anonymous, file: "anonymous.model")) == original)
        #expect(try DesignOutcome.of(ModelSystem.compile(source: named, file: "named.model")) == original)
    }
}

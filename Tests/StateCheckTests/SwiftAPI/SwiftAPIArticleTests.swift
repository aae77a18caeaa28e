import Foundation
import Testing
@testable import StateCheck
@testable import StateCheckBench
@testable import StateCheckCLI
@testable import StateCheckCommands
@testable import StateCheckEngine
@testable import StateCheckFuzz
@testable import StateCheckLanguage
@testable import StateCheckReports
@testable import StateCheckScreens

/// The DocC article "Check your own enum", read from the source tree.
private func article() throws -> String {
    let url = repositoryRoot.appendingPathComponent("Sources/StateCheck/StateCheck.docc/CheckYourOwnEnum.md")
    return try String(contentsOf: url, encoding: .utf8)
}

@Suite("Swift API: the article shows real output")
struct SwiftAPIArticleTests {
    @Test func theCase3FailureIsWhatTheCheckerPrints() throws {
        // The article's PostsScreen is Case3Swift.Design under another name.
        let result = try check(
            SwiftScreenSystem(Case3Swift.Design()), properties: ["contentKeptOnFailedRefresh"],
            expectations: ["contentKeptOnFailedRefresh": .holds])
        let text = try #require(result.explanation(of: "contentKeptOnFailedRefresh", file: "PostsTests/PostsScreenTests.swift:7") {
            "assertRandomWalks(PostsScreen(), properties: [\"contentKeptOnFailedRefresh\"], replay: \"\($0)\")"
        })
        let shown = "contentKeptOnFailedRefresh: expected to hold, but it is violated\n"
            + text.replacingOccurrences(of: "Case3Paging", with: "PostsScreen")
        #expect(try article().contains("```text\n" + shown + "```"))
    }

    @Test func case4KeepsWhatTheArticleSays() throws {
        let result = try check(SwiftScreenSystem(Case4PagingTwin.Design()))
        for (name, verdict) in [("contentKeptOnFailedRefresh", Verdict.holds), ("contentKeptWhileReloading", .holds),
                                ("pagesKeptOnPagingFailure", .holds), ("singleFlight", .holds), ("noLeakedTask", .holds),
                                ("recoverable", .holds), ("silentCancellation", .violated)] {
            #expect(result[name]?.verdict == verdict, "\(name)")
        }
    }
}

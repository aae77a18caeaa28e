import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// The outlines of SwiftUI files written as iOS teams write them (a view with
/// a generic loading enum, a view model, an `@Observable` class), compared
/// with `Golden/Swift/<name>.txt`.
@Suite struct SwiftGoldenTests {
    @Test(arguments: ["Loadable", "ItemListView", "ItemsModel"])
    func outlineMatchesGolden(_ name: String) throws {
        let url = testTargetFolder.appendingPathComponent("Swift/Fixtures/\(name).swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let file = SwiftParser.parse(source, file: "\(name).swift")
        #expect(file.diagnostics.map(\.description) == [])
        expectGolden(SwiftSyntaxDump.dump(file), "Swift/\(name).txt")
    }

    @Test func crlfAndLoneCRParseLikeLineFeeds() throws {
        let url = testTargetFolder.appendingPathComponent("Swift/Fixtures/ItemListView.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let lf = SwiftSyntaxDump.dump(SwiftParser.parse(source, file: "v.swift"))
        #expect(SwiftSyntaxDump.dump(SwiftParser.parse(source.replacingOccurrences(of: "\n", with: "\r\n"), file: "v.swift")) == lf)
        #expect(SwiftSyntaxDump.dump(SwiftParser.parse(source.replacingOccurrences(of: "\n", with: "\r"), file: "v.swift")) == lf)
    }

    @Test func docCommentsStayOnDeclarations() throws {
        let file = SwiftParser.parse("/// The state.\n/// Second line.\n@MainActor\nenum S { case a }\n", file: "s.swift")
        guard case .declaration(let decl)? = file.items.first?.kind else {
            Issue.record("no declaration")
            return
        }
        #expect(decl.documentation == ["The state.", "Second line."])
        #expect(decl.attributes.map(\.name) == ["MainActor"])
    }
}

import Foundation
import Testing

/// Every ```swift block of the README and the DocC catalog builds in a
/// package outside this one, as a user's app package builds it: only the
/// public API is in scope there. A block that is deliberately partial (an
/// excerpt with `...`, a manifest fragment) says so and why in a
/// `<!-- partial: reason -->` line before its fence; `.model` and shell
/// code is fenced as ```model and ```sh, never ```swift.
@Suite("The documents' Swift blocks", .serialized)
struct DocBlocksTests {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every block of every document, in order.
    static func allBlocks() throws -> [DocBlock] {
        try DocBlock.documents(root: root).flatMap { document in
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            return DocBlock.blocks(in: text, document: document)
        }
    }

    /// The blocks that must build, each text once (the README and the
    /// article show the same snippet).
    static func buildableBlocks() throws -> [DocBlock] {
        var seen: Set<[String]> = []
        return try allBlocks().filter { $0.partial == nil && seen.insert($0.lines).inserted }
    }

    @Test func theDocumentsHaveSwiftBlocks() throws {
        let blocks = try Self.allBlocks()
        #expect(blocks.count >= 15, "\(blocks.count) blocks")
        #expect(blocks.contains { $0.document == "README.md" })
        #expect(blocks.contains { $0.lines.contains { $0.contains("DesignComparison()") } })
    }

    @Test func partialBlocksAreFewAndSayWhy() throws {
        let partial = try Self.allBlocks().filter { $0.partial != nil }
        #expect(partial.count <= 8, "\(partial.map { "\($0.document):\($0.line)" })")
        for block in partial {
            #expect(block.partial?.isEmpty == false, "\(block.document):\(block.line): say why the block is partial")
        }
    }

    @Test func noSwiftBlockIsAModel() throws {
        for block in try Self.allBlocks() {
            let code = block.lines.filter { !$0.hasPrefix("//") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            let model = code.contains { $0.hasPrefix("model ") || $0.hasPrefix("api ") || $0.hasPrefix("on ") || $0.hasPrefix("view {") || $0.hasPrefix("expect ") }
            #expect(!model, "\(block.document):\(block.line): .model code is fenced ```model")
        }
    }

    /// A symbol link (` ``Name`` `, ` ``Name/member`` `) of the catalog names
    /// what a user can call: a public top-level symbol of the product's
    /// layers or of StateCheckTesting, not a `package` one.
    @Test func everySymbolLinkOfTheCatalogIsPublic() throws {
        let declaration = try Regex(#"(?m)^(?:@\w+(?:\([^)]*\))? )*public (?:final |indirect )?(?:struct|enum|class|protocol|typealias|func|let|var|actor) +([A-Za-z_]\w*)"#)
        var publicNames: Set<String> = ["StateCheck"]
        let sources = Self.root.appendingPathComponent("Sources")
        let product = ["StateCheckEngine", "StateCheckScreens", "StateCheckLanguage", "StateCheckSwift", "StateCheckReports", "StateCheck", "StateCheckTesting"]
        for target in product {
            guard let walker = FileManager.default.enumerator(atPath: sources.appendingPathComponent(target).path) else { continue }
            for case let path as String in walker where path.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent(path), encoding: .utf8)
                for match in text.matches(of: declaration) where !text[match.range].contains("@_spi") {
                    if let name = match.output[1].substring { publicNames.insert(String(name)) }
                }
            }
        }
        let link = try Regex(#"``([A-Za-z_]\w*)"#)
        for document in try DocBlock.documents(root: Self.root) where document.hasSuffix(".md") && document != "README.md" {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for match in text.matches(of: link) {
                guard let name = match.output[1].substring.map(String.init), !["swift", "model", "text", "json", "sh", "yaml"].contains(name) else { continue }
                let isPublic = publicNames.contains(name)
                #expect(isPublic, "\(document): ``\(name)`` is not public: write it `\(name)` or make it public")
            }
        }
    }

    @Test func aStatementBlockIsWrappedInAFunction() {
        let statements = DocBlock(document: "README.md", line: 3, lines: ["assertScreen(PostsScreen(), expect: [:])"])
        let declarations = DocBlock(document: "README.md", line: 3, lines: ["/// A screen.", "struct S {", "    let x = 1", "}"])
        #expect(statements.isStatements)
        #expect(!declarations.isStatements)
        #expect(statements.source(root: URL(fileURLWithPath: "/repo"), number: 4) == """
            import Foundation
            import StateCheck
            import StateCheckTesting
            import Testing

            func docBlock4() throws {
            #sourceLocation(file: "/repo/README.md", line: 3)
            assertScreen(PostsScreen(), expect: [:])
            #sourceLocation()
            }

            """)
    }

    @Test func aPartialMarkerNeedsItsLine() {
        let text = "Text\n\n<!-- partial: an excerpt -->\n```swift\nfoo()\n```\n\n```swift\nbar()\n```\n"
        let blocks = DocBlock.blocks(in: text, document: "A.md")
        #expect(blocks.map(\.partial) == ["an excerpt", nil])
        #expect(blocks.map(\.line) == [5, 9])
    }

    /// Writes the outside package under `.build/doc-blocks` and builds it
    /// (its tests included) with the toolchain on the PATH. The first build
    /// compiles StateCheck once more (minutes); later ones only the blocks.
    @Test func everySwiftBlockBuildsInAnOutsidePackage() throws {
        let base = Self.root.appendingPathComponent(".build/doc-blocks")
        let package = base.appendingPathComponent("package")
        let sources = package.appendingPathComponent("Tests/DocBlocksTests")
        let files = FileManager.default
        try? files.removeItem(at: sources)
        try files.createDirectory(at: sources, withIntermediateDirectories: true)
        try DocBlock.manifest(root: Self.root).write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for (number, block) in try Self.buildableBlocks().enumerated() {
            try block.source(root: Self.root, number: number + 1)
                .write(to: sources.appendingPathComponent("Block\(number + 1).swift"), atomically: true, encoding: .utf8)
        }
        for file in DocBlock.context {
            let url = Self.root.appendingPathComponent(file)
            try files.copyItem(at: url, to: sources.appendingPathComponent(url.lastPathComponent))
        }
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--build-tests", "--package-path", package.path,
                           "--scratch-path", base.appendingPathComponent("scratch").path]
        let pipe = Pipe()
        build.standardOutput = pipe
        build.standardError = pipe
        try build.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        var seen: Set<Substring> = []
        let errors = output.split(separator: "\n")
            .filter { $0.contains(": error:") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("|") && seen.insert($0).inserted }
            .prefix(40).joined(separator: "\n")
        #expect(build.terminationStatus == 0, "the documents' Swift blocks do not build from outside:\n\(errors.isEmpty ? String(output.suffix(3000)) : errors)")
    }
}

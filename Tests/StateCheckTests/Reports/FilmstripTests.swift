import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import StateCheckCommands
@testable import StateCheckReports
import StateCheckScreens

/// `explain --format svg|html`: the trace drawn as a filmstrip. Goldens pin
/// the text; the structural tests parse the SVG as XML and check that every
/// id is declared once and every `url(#…)` names one of them.
@Suite(.serialized) struct FilmstripTests {
    init() {
        // Outputs name model files relative to the package root, as users run them.
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot)
    }

    /// Case 1 Before's refresh replaces the content by a spinner: the strip has
    /// four frames (the start and three steps) and outlines the third step.
    @Test func case1BeforeSVGGolden() throws {
        let run = runCLI(["explain", "--format", "svg", "Models/case1-before.model", "contentKeptWhileReloading"])
        #expect(run.status == .success)
        expectGolden(run.stdout, "CLI/filmstrip-case1-before-contentKeptWhileReloading.svg")
        try expectWellFormedSVG(run.stdout)
    }

    /// The same trace as one HTML page: the SVG inlined, the steps as text.
    @Test func case1BeforeHTMLGolden() throws {
        let run = runCLI(["explain", "--format", "html", "Models/case1-before.model", "contentKeptWhileReloading"])
        #expect(run.status == .success)
        expectGolden(run.stdout, "CLI/filmstrip-case1-before-contentKeptWhileReloading.html")
        try expectWellFormedHTML(run.stdout)
    }

    /// A paging design: the footer spinner under the first page, then the
    /// refresh spinner above it, then the error view that replaced them.
    @Test func case3PagingSVGGolden() throws {
        let run = runCLI(["explain", "--format", "svg", "Models/case3-paging.model", "contentKeptOnFailedRefresh"])
        #expect(run.status == .success)
        expectGolden(run.stdout, "CLI/filmstrip-case3-paging-contentKeptOnFailedRefresh.svg")
        let svg = try expectWellFormedSVG(run.stdout)
        let texts = try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains("loading more"))
        #expect(texts.contains("refreshing"))
        #expect(texts.contains("URLError"))
        #expect(texts.contains("p1"))
        // Four steps: load, success getPosts, refresh, fail getPosts (the model's expect comment).
        #expect(texts.contains("Step 4  ✗ fails here"))
    }

    /// Custom elements: a `mark` and a button are drawn with their names.
    @Test func customElementsAreDrawn() throws {
        let mark = runCLI(["explain", "--format", "svg", "Models/caseEX-placeholder.model", "contentKeptOnFailedRefresh"])
        let markTexts = try expectWellFormedSVG(mark.stdout).nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(markTexts.contains("mark: placeholder"))
        let button = runCLI(["explain", "--format", "svg", "Models/submit-retry-loop.model", "singleFlight"])
        let buttonTexts = try expectWellFormedSVG(button.stdout).nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(buttonTexts.contains("Submit"))
    }

    /// A Swift screen's trace draws the same way: the view disappears on
    /// `cancel` ("(not visible)") and the error view names CancellationError.
    @Test func swiftScreenStrip() throws {
        let file = "Tests/StateCheckTests/Golden/SwiftScreens/ProfileScreen/ProfileScreen.swift"
        let run = runCLI(["explain", "--format", "html", file, "silentCancellation"])
        // The fixture expects silentCancellation to hold, and it is violated: exit 1.
        #expect(run.status == .expectationFailed)
        try expectWellFormedHTML(run.stdout)
        #expect(run.stdout.contains("(not visible)"))
        #expect(run.stdout.contains(">CancellationError</text>"))
    }

    /// A property that holds has no trace: the picture says so, with no frame.
    @Test func holdingPropertyHasNoFrames() throws {
        let run = runCLI(["explain", "--format", "svg", "Models/case4-paging.model", "contentKeptWhileReloading"])
        #expect(run.status == .success)
        let svg = try expectWellFormedSVG(run.stdout)
        #expect(try svg.nodes(forXPath: "//*[local-name()='clipPath']").isEmpty)
        #expect(run.stdout.contains("keeps contentKeptWhileReloading"))
    }

    /// The renderer reads back every element's one-line form, so what it
    /// draws is what `explain` printed.
    @Test func screenFormsReadBack() {
        let elements: [ScreenElement] = [
            .blank, .spinner, .refreshSpinner, .footerSpinner, .content(PageList([1, 2, 10])), .content(PageList([])),
            .errorView(nil), .errorView(.urlError), .errorView(.cancellationError), .footerError(nil), .footerError(.urlError),
            .banner(nil), .banner(.cancellationError), .alert("Oops", nil), .alert("Save failed", .urlError),
            .button("Retry", disabled: false), .button("Save", disabled: true), .mark("placeholder"),
            .mark("a + b (\"quoted\")\n\\"), .button("x, disabled", disabled: false),
        ]
        let screen = Screen(isVisible: true, elements: elements)
        let read = FilmstripScreen(parsing: screen.description)
        #expect(read.isVisible)
        #expect(read.elements == elements)
        #expect(read.parts.count == elements.count)
        #expect(FilmstripScreen(parsing: "(invisible)") == FilmstripScreen(isVisible: false, parts: []))
        #expect(FilmstripScreen(parsing: "(nothing)") == FilmstripScreen(isVisible: true, parts: []))
        let crashed = FilmstripScreen(parsing: "errorView(URLError)  [crash: index out of range]")
        #expect(crashed.elements == [.errorView(.urlError)])
        #expect(crashed.crash == "index out of range")
        #expect(FilmstripScreen(parsing: "blank + widget(3)").parts == [.element(.blank), .unknown("widget(3)")])
    }

    /// Hostile names stay text: markup in a mark's name is escaped, and the
    /// SVG still parses.
    @Test func namesAreEscaped() throws {
        let step = TraceStepReport(
            event: "tap <b>&</b>", lines: [], changes: [VariableChange(name: "x", before: "0", after: "1")],
            screenBefore: "(invisible)", screenAfter: "mark(\"<script>\") + button(\"a & b\")"
        )
        let p = PropertyReport(name: "custom", verdict: .violated, reason: "<i>broken</i>", trace: [step])
        let m = ModelReport(name: "M<&>", file: "m.model", states: 2, transitions: 1, properties: [p])
        let text = Filmstrip.svg(p, of: m, definition: nil)
        #expect(!text.contains("<script>"))
        #expect(!text.contains("<i>"))
        let svg = try expectWellFormedSVG(text)
        let texts = try svg.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts.contains("mark: <script>"))
        #expect(texts.contains("a & b"))
    }

    /// The same input draws the same picture.
    @Test func deterministic() {
        let a = runCLI(["explain", "--format", "svg", "Models/case4-paging.model", "silentCancellation"])
        let b = runCLI(["explain", "--format", "svg", "Models/case4-paging.model", "silentCancellation"])
        #expect(a.stdout == b.stdout)
        #expect(!a.stdout.isEmpty)
    }

    /// `compare --format html` links every `✗n` cell (a violation with a
    /// trace) to the filmstrip of that trace, embedded below the table as an
    /// image whose `data:` URL decodes to a well-formed filmstrip SVG.
    @Test func compareLinksViolationsToFilmstrips() throws {
        let page = runCLI(["compare", "--format", "html"]).stdout
        // The Markdown table of the same designs has one `✗n` per violation with a trace.
        let markdown = runCLI(["compare"]).stdout
        let violations = markdown.matches(of: try Regex(#"✗[0-9]+"#)).count
        #expect(violations > 0)
        let links = page.matches(of: try Regex(##"<a href="#(fs-d[0-9]+-p[0-9]+)">✗[0-9]+</a>"##)).map { String($0.output[1].substring ?? "") }
        #expect(links.count == violations)
        for id in links {
            #expect(page.contains("<section class=\"filmstrip\" id=\"\(id)\">"), "\(id)")
        }
        let images = page.matches(of: try Regex(#"src="data:image/svg\+xml;base64,([A-Za-z0-9+/=]*)""#)).map { String($0.output[1].substring ?? "") }
        #expect(images.count == violations)
        let first = try #require(images.first.flatMap { Data(base64Encoded: $0) }.flatMap { String(data: $0, encoding: .utf8) })
        try expectWellFormedSVG(first)
    }

    /// The page's Base64 is RFC 4648's, padding included.
    @Test func base64MatchesFoundation() {
        for text in ["", "a", "ab", "abc", "abcd", "✗ fails here <&>", String(repeating: "xyz", count: 100)] {
            #expect(HTMLComparison.base64(text) == Data(text.utf8).base64EncodedString())
        }
    }

    /// Parses `text` as one XML document whose root is an SVG element, with
    /// unique ids that every `url(#…)` reference names, and no script.
    @discardableResult
    func expectWellFormedSVG(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> XMLDocument {
        #expect(!text.contains("<?xml"), sourceLocation: sourceLocation)
        #expect(!text.contains("<!DOCTYPE"), sourceLocation: sourceLocation)
        #expect(!text.contains("<script"), sourceLocation: sourceLocation)
        let document = try XMLDocument(data: Data(text.utf8), options: [])
        let root = try #require(document.rootElement(), sourceLocation: sourceLocation)
        #expect(root.localName == "svg", sourceLocation: sourceLocation)
        #expect(root.uri == "http://www.w3.org/2000/svg" || root.attribute(forName: "xmlns")?.stringValue == "http://www.w3.org/2000/svg", sourceLocation: sourceLocation)
        let ids = try document.nodes(forXPath: "//@id").compactMap(\.stringValue)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)", sourceLocation: sourceLocation)
        let references = try document.nodes(forXPath: "//@*").compactMap(\.stringValue).flatMap(Self.urlReferences)
        for reference in references {
            #expect(ids.contains(reference), "url(#\(reference)) names no element", sourceLocation: sourceLocation)
        }
        return document
    }

    /// Checks `html` is one HTML5 page (one doctype, first) whose inline SVG
    /// is well formed.
    func expectWellFormedHTML(_ html: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(html.hasPrefix("<!DOCTYPE html>\n"), sourceLocation: sourceLocation)
        #expect(html.components(separatedBy: "<!DOCTYPE").count == 2, sourceLocation: sourceLocation)
        #expect(!html.contains("<?xml"), sourceLocation: sourceLocation)
        #expect(!html.contains("<script"), sourceLocation: sourceLocation)
        #expect(!html.contains("http://") || !html.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"), "no external resource", sourceLocation: sourceLocation)
        let start = try #require(html.range(of: "<svg"), sourceLocation: sourceLocation)
        let end = try #require(html.range(of: "</svg>"), sourceLocation: sourceLocation)
        try expectWellFormedSVG(String(html[start.lowerBound..<end.upperBound]), sourceLocation: sourceLocation)
    }

    /// The ids an attribute value refers to with `url(#id)`.
    static func urlReferences(_ value: String) -> [String] {
        value.components(separatedBy: "url(#").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
    }
}

import Foundation
import Testing

/// `statecheck reports` writes a filmstrip per violated property, and the
/// comparison table of `Reports/README.md` links each `✗` cell to its strip.
@Suite struct ReportsFilmstripTests {
    @Test func everyViolatedCellLinksAStripThatExists() throws {
        let readme = try String(contentsOfFile: packageRoot + "/Reports/README.md", encoding: .utf8)
        let table = readme.components(separatedBy: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Design") }
        var links = 0
        for row in table {
            let cells = row.components(separatedBy: " | ")
            for cell in cells where cell.contains("✗") {
                // A violated cell is `[✗n](filmstrips/<model>-<property>.svg)`, never a bare `✗n`.
                let path = try #require(cell.components(separatedBy: "](").last?.components(separatedBy: ")").first, "\(row)")
                #expect(cell.hasPrefix("[✗") && path.hasPrefix("filmstrips/") && path.hasSuffix(".svg"), "\(cell)")
                let svg = try String(contentsOfFile: packageRoot + "/Reports/" + path, encoding: .utf8)
                #expect(svg.hasPrefix("<svg") && svg.contains("fails here"), "\(path)")
                links += 1
            }
        }
        // The shipped designs have 33 violated standard properties with a trace
        // (the ✗ cells of the README's comparison table).
        #expect(links == 33)
    }
}

import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A statement the translation cannot read (a loop over tuples of another
/// module, `Data(contentsOf: url)` of a URL the screen does not decide)
/// that may return early or throw without awaiting. Both were refusals
/// ("it may leave the code around it", "it may throw without awaiting");
/// the statement is now read by its effects, and what it may do to the
/// code around is kept: an assumption decides whether it returns, and a
/// throw comes from an api the task awaits (async code) or, in synchronous
/// code, from an assumption throwing one error of its own.
@Suite struct UnreadLeavingStatementTests {
    static let attachments = """
        import SwiftUI

        @MainActor
        @Observable
        final class AttachmentsModel {
            var isUploading = false
            var error: Error?
            private let client = AttachmentClient.shared

            func attach(fileAt url: URL) async {
                guard !isUploading else { return }
                for (index, component) in url.pathComponents.enumerated() where component.hasPrefix(".") {
                    print("hidden folder at \\(index)")
                    return
                }
                isUploading = true
                defer { isUploading = false }
                do {
                    let data = try Data(contentsOf: url)
                    try await client.upload(data, name: url.lastPathComponent)
                } catch {
                    self.error = error
                }
            }
        }

        extension AttachmentsModel {
            func validate(fileAt url: URL) {
                do {
                    let data = try Data(contentsOf: url)
                    print(data.count)
                } catch {
                    self.error = error
                }
            }
        }

        struct AttachmentsView: View {
            @State private var model = AttachmentsModel()
            let fileURL: URL

            var body: some View {
                VStack {
                    if model.isUploading { ProgressView() }
                    if let error = model.error { Text(error.localizedDescription) }
                    Button("Check") { model.validate(fileAt: fileURL) }
                    Button("Attach") {
                        Task { await model.attach(fileAt: fileURL) }
                    }
                }
            }
        }
        """

    /// The twin writes what each statement is read as, in Swift the front
    /// end reads precisely: an opaque test returning (`if
    /// url.lastPathComponent.hasPrefix(".") { return }`), an api awaited
    /// instead of the synchronous read, and an opaque test throwing an error
    /// of Foundation built from nothing caught. The same states,
    /// transitions and verdicts.
    @Test func anUnreadStatementMayReturnOrThrow() throws {
        let twin = Self.attachments
            .replacingOccurrences(of: """
                        for (index, component) in url.pathComponents.enumerated() where component.hasPrefix(".") {
                            print("hidden folder at \\(index)")
                            return
                        }
                """, with: """
                        if url.lastPathComponent.hasPrefix(".") { return }
                """)
            .replacingOccurrences(of: """
                            let data = try Data(contentsOf: url)
                            try await client.upload(data, name: url.lastPathComponent)
                """, with: """
                            _ = try await client.read(url)
                            try await client.upload(url, name: url.lastPathComponent)
                """)
            .replacingOccurrences(of: """
                            let data = try Data(contentsOf: url)
                            print(data.count)
                """, with: """
                            if url.hasDirectoryPath { throw URLError(.fileIsDirectory) }
                """)
        #expect(!twin.contains("Data(contentsOf:") && !twin.contains("enumerated()"), "\(twin)")
        let read = try RealAppReadingsTests.outcome(Self.attachments)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
        #expect(read.states == 72 && read.transitions == 384, "\(read)")
        let text = RealAppReadingsTests.modelText(Self.attachments)
        #expect(text.contains("""
                guard !isUploading else {
                    return
                }
                if assume_returns_at_line_12 {
                    return
                }
                isUploading = true
            """), "\(text)")
        #expect(text.contains("""
                do {
                    try await Data()
                    try await upload()
                } catch {
            """), "\(text)")
        #expect(text.contains("""
                do {
                    if assume_Data_contentsOf_url_throws {
                        throw ThrownData.made
                    }
                } catch {
            """), "\(text)")
    }

    /// A `return` with a value, or a `break` out of the code around, is
    /// still no reading by effects: the statement stays refused, saying why.
    @Test func aStatementReturningAValueStaysRefused() {
        let source = Self.attachments.replacingOccurrences(of: "    func validate(fileAt url: URL) {", with: "    func validate(fileAt url: URL) -> Bool {")
            .replacingOccurrences(of: "            print(data.count)\n", with: "            print(data.count)\n            return true\n")
            .replacingOccurrences(of: "            self.error = error\n        }\n    }\n}\n\nstruct", with: "            self.error = error\n        }\n        for (index, component) in url.pathComponents.enumerated() where component.hasPrefix(\".\") {\n            print(index)\n            return false\n        }\n        return true\n    }\n}\n\nstruct")
        #expect(source.contains("return false"), "\(source)")
        let (screens, diagnostics) = RealAppReadingsTests.translate(source)
        #expect(screens.isEmpty)
        #expect(diagnostics.contains { $0.contains("is not read by its effects either: it may leave the code around it (return a value)") }, "\(diagnostics)")
    }
}

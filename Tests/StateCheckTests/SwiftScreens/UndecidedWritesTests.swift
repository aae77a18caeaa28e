import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// Writes of values the screen does not decide, read without refusing the
/// screen: a row of api data replaced (`updatedList[index] = journal`), an
/// enum property given a view helper's parameter (`self.mode = mode`), and
/// text built by a `String` property of the folder (`"…".localized`). Each
/// was a refusal on a real app (SwiftUI-WorkoutApp `JournalsListScreen`,
/// SwiftUI-Enterprise-App `AuthFlowView`, SwiftUI-WorkoutApp
/// `ModernPickedImagesGrid`).
@Suite struct UndecidedWritesTests {
    static let journals = """
        import SwiftUI

        struct Journal: Identifiable, Decodable {
            let id: Int
            var title: String
        }

        protocol JournalClient {
            func journals() async throws -> [Journal]
        }

        enum JournalsState {
            case loading
            case ready([Journal])
            case failed(Error)
        }

        struct JournalsScreen: View {
            @State private var state: JournalsState = .loading
            @State private var journalToEdit: Journal?
            let client: JournalClient

            var body: some View {
                Group {
                    switch state {
                    case .loading:
                        ProgressView()
                    case .ready(let journals):
                        List(journals) { journal in
                            Button(journal.title) {
                                journalToEdit = journal
                            }
                        }
                    case .failed(let error):
                        Text(error.localizedDescription)
                    }
                }
                .sheet(item: $journalToEdit) { journal in
                    JournalEditor(journal: journal) { edited in
                        update(journal: edited)
                    }
                }
                .task { await load() }
            }

            private func load() async {
                state = .loading
                do {
                    state = .ready(try await client.journals())
                } catch {
                    state = .failed(error)
                }
            }

            private func update(journal: Journal) {
                journalToEdit = nil
                if case let .ready(journals) = state,
                   let index = journals.firstIndex(where: { $0.id == journal.id }) {
                    var updatedList = journals
                    updatedList[index] = journal
                    state = .ready(updatedList)
                }
            }
        }

        struct JournalEditor: View {
            let journal: Journal
            let onSave: (Journal) -> Void

            var body: some View {
                Button("Save") { onSave(journal) }
            }
        }
        """

    /// The model counts a Value's pages and whether it is empty, not what a
    /// row holds: the screen is the same screen without the row's write
    /// (the same states, transitions and verdicts), and the list given to
    /// the state is the data it copied.
    @Test func aRowOfDataReplacedKeepsTheData() throws {
        let without = Self.journals.replacingOccurrences(of: "            updatedList[index] = journal\n", with: "")
        #expect(without != Self.journals)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.journals)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "updatedList[index] = journal: a row of api data replaced; the data keeps its rows, and the row is not read"))
        #expect(ModelPrinter.print(screen.model).text.contains("""
                    var updatedList = journals
                    state = .ready(updatedList)
            """))
        #expect(try RealAppReadingsTests.outcome(Self.journals) == RealAppReadingsTests.outcome(without))
    }

    static let auth = """
        import SwiftUI

        enum AuthMode {
            case login
            case register
        }

        protocol AuthClient {
            func signIn(email: String, password: String) async throws
            func register(email: String, password: String) async throws
        }

        struct AuthScreen: View {
            @State private var mode: AuthMode = .login
            @State private var email = ""
            @State private var password = ""
            @State private var isSubmitting = false
            @State private var errorMessage: String?
            let client: AuthClient

            var body: some View {
                VStack {
                    HStack {
                        modeButton(title: "Sign in", mode: .login)
                        modeButton(title: "Create account", mode: .register)
                    }
                    TextField("Email", text: $email)
                    SecureField("Password", text: $password)
                    if let errorMessage {
                        Text(errorMessage)
                    }
                    if isSubmitting {
                        ProgressView()
                    } else {
                        Button(mode == .login ? "Sign in" : "Create account") {
                            Task { await submit() }
                        }
                    }
                }
            }

            private func modeButton(title: String, mode: AuthMode) -> some View {
                Button {
                    withAnimation(.easeInOut) {
                        self.mode = mode
                    }
                } label: {
                    Text(title)
                        .foregroundColor(self.mode == mode ? .white : .gray)
                }
            }

            private func submit() async {
                isSubmitting = true
                errorMessage = nil
                do {
                    switch mode {
                    case .login:
                        try await client.signIn(email: email, password: password)
                    case .register:
                        try await client.register(email: email, password: password)
                    }
                } catch {
                    errorMessage = error.localizedDescription
                }
                isSubmitting = false
            }
        }
        """

    /// `self.mode = mode` in a view helper called with `.login` and with
    /// `.register`: the parameter is a value the screen does not decide, so
    /// each button may set any case (chosen by an assumption), through the
    /// setter the model uses where the parameter hides the property. The
    /// screen written with its two buttons setting their own case has fewer
    /// states (720 against 1,440: the assumption doubles them) and no
    /// behaviour the read one lacks: every property that holds on the read
    /// screen holds on it.
    @Test func anEnumPropertyGivenAHelpersParameterTakesAnyCase() throws {
        let precise = Self.auth.replacingOccurrences(of: """
                            modeButton(title: "Sign in", mode: .login)
                            modeButton(title: "Create account", mode: .register)
            """, with: """
                            Button("Sign in") { mode = .login }
                            Button("Create account") { mode = .register }
            """)
        #expect(precise != Self.auth)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.auth)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "mode = mode: a value the screen does not decide, so any case of AuthMode, each chosen by an assumption"))
        #expect(ModelPrinter.print(screen.model).text.contains("""
                if assume_mode_is_login {
                    set_mode(.login)
                } else {
                    set_mode(.register)
                }
            """))
        let read = try RealAppReadingsTests.outcome(Self.auth)
        let written = try RealAppReadingsTests.outcome(precise)
        #expect(read.states == 1_440 && written.states == 720, "\(read) / \(written)")
        for (name, verdict) in read.verdicts where verdict == .holds && name != "allCasesReachable" {
            #expect(written.verdicts[name] == .holds || written.verdicts[name] == .notApplicable, "\(name)")
        }
    }

    static let upload = """
        import SwiftUI

        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }

        struct UploadScreen: View {
            @State private var isUploading = false
            @State private var errorText: String?
            let uploader: PhotoUploader

            var body: some View {
                VStack {
                    if isUploading {
                        ProgressView()
                    }
                    if let errorText {
                        Text(errorText)
                    }
                    Button("Upload") {
                        Task { await upload() }
                    }
                }
            }

            private func upload() async {
                isUploading = true
                do {
                    try await uploader.upload()
                } catch let error as UploadError {
                    errorText = error.errorDescription
                } catch {
                    errorText = nil
                }
                isUploading = false
            }

            enum UploadError: Error, LocalizedError {
                case tooLarge
                case offline

                var errorDescription: String? {
                    switch self {
                    case .tooLarge: "UploadErrorTooLarge".localized
                    case .offline: "UploadErrorOffline".localized
                    }
                }
            }
        }
        """

    /// `case .offline: "UploadErrorOffline".localized`: the model's text has
    /// no members, so the property is computed by code the model does not
    /// read (opaque where it is read). The screen is the same screen whose
    /// property returns the keys themselves.
    @Test func aStringPropertyOfTheFolderIsTextTheScreenDoesNotDecide() throws {
        let keys = Self.upload.replacingOccurrences(of: "\".localized", with: "\"")
        #expect(keys != Self.upload)
        let (screens, diagnostics) = RealAppReadingsTests.translate(Self.upload)
        #expect(diagnostics == [])
        let screen = try #require(screens.first)
        #expect(screen.summary.abstractions.map(\.rule).contains(
            "the property errorDescription of UploadError is computed by code the model does not read: not kept; a read of it is opaque"))
        #expect(try RealAppReadingsTests.outcome(Self.upload) == RealAppReadingsTests.outcome(keys))
    }
}

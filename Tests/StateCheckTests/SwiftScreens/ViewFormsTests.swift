import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// Views written in other forms than a view's initializer: a ternary, a sum
/// of Texts, a view a method of a value builds.
@Suite struct ViewFormsTests {
    static let source = """
import SwiftUI

enum Destination: Hashable {
    case profile, settings

    @ViewBuilder
    func destinationView() -> some View {
        switch self {
        case .profile: Text("Profile")
        case .settings: Text("Settings")
        }
    }
}

protocol ProfileLoading {
    func name() async throws -> [String]
}

struct HomeView: View {
    let client: ProfileLoading
    @State private var destination: Destination?
    @State private var isActive = false
    @State private var isLoading = false

    var body: some View {
        VStack {
            if isLoading {
                ProgressView()
            }
            (isActive ? Color.blue : Color.gray)
                .frame(height: 4)
            Text("By ") + Text("StateCheck").bold()
            if let destination {
                destination.destinationView()
            }
            Button("Profile") { destination = .profile }
            Button("Toggle") { isActive.toggle() }
        }
        .task {
            isLoading = true
            _ = try? await client.name()
            isLoading = false
        }
    }
}
"""

    /// `(isActive ? Color.blue : Color.gray)` is the `if` of that shape (its
    /// colors presentation), `Text("By ") + Text(…)` one text, and
    /// `destination.destinationView()` (an enum's `-> some View` method) a
    /// view the folder does not declare; before, each was refused.
    @Test func viewsOfOtherFormsAreRead() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["HomeView.swift": Self.source])
        #expect(diagnostics == [], "\(diagnostics)")
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
            view {
                if isLoading {
                    spinner
                }
                if isActive {
                } else {
                }
                mark("text")
                if let destination = destination {
                    mark("destination")
                }
                button("Profile", disabled: false)
                button("Toggle", disabled: false)
            }
            """), "\(model)")
    }

    @Test func strictRefusesThem() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (_, diagnostics) = SwiftScreensComponentTests.translate(["HomeView.swift": Self.source], configuration: strict)
        #expect(diagnostics.contains { $0.hasPrefix("HomeView.swift:30:13:") }, "\(diagnostics)")
    }
}

import Foundation
import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A local (`if let leader = members.first`) shadows a method of the screen
/// with the same name (`func leader()`): a view given the local
/// (`MemberView(member: leader)`) is given a value, not the method, so it
/// changes nothing of the screen's state and is not refused.
@Suite struct SwiftScreensLocalShadowTests {
    static let screen = """
        import SwiftUI

        struct Member: Identifiable, Decodable {
            let id: Int
            let name: String
        }

        struct TeamView: View {
            @State private var members: [Member] = []
            @State private var isLoading = false

            var body: some View {
                List {
                    if let leader = members.first {
                        NavigationLink(destination: MemberView(member: leader)) {
                            Text("Leader")
                        }
                    }
                }
                .overlay {
                    if isLoading { ProgressView() }
                }
                .task { await leader() }
            }

            private func leader() async {
                isLoading = true
                members = (try? await TeamAPI.members()) ?? []
                isLoading = false
            }
        }
        """

    @Test func aLocalNamedAsAMethodIsAValue() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["TeamView.swift": Self.screen])
        #expect(diagnostics == [])
        #expect(screens.map(\.name) == ["TeamView"])
    }
}

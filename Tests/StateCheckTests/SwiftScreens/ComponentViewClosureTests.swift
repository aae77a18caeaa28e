import Testing
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A component's property that builds views (`@ViewBuilder let content: () -> Content`)
/// called in its body (`GeometryReader { geometry in content() }`) shows the
/// caller's views: it runs no action. Once closure properties of components
/// were read as running the caller's closure, such a call was taken for an
/// action, and the screen was refused ("a call with a trailing closure is not
/// understood here").
@Suite struct ComponentViewClosureTests {
    static let stories = """
        import SwiftUI

        struct Story: Identifiable, Decodable {
            let id: Int
            let title: String
        }

        protocol StoryClient {
            func stories() async throws -> [Story]
        }

        struct TabFrame<Content: View>: View {
            @ViewBuilder let content: () -> Content

            var body: some View {
                GeometryReader { geometry in
                    content()
                        .frame(width: geometry.size.width)
                }
            }
        }

        struct StoriesScreen: View {
            let client: StoryClient
            @State private var stories: [Story] = []
            @State private var isLoading = false

            var body: some View {
                TabFrame {
                    List(stories) { story in
                        Text(story.title)
                    }
                }
                .overlay {
                    if isLoading {
                        ProgressView()
                    }
                }
                .task {
                    isLoading = true
                    stories = (try? await client.stories()) ?? []
                    isLoading = false
                }
            }
        }
        """

    /// The twin shows the List without the frame: the same states, transitions and verdicts.
    @Test func aComponentsViewBuildingPropertyShowsTheCallersViews() throws {
        let twin = Self.stories
            .replacingOccurrences(of: "        TabFrame {\n            List(stories) { story in\n                Text(story.title)\n            }\n        }\n",
                                  with: "        List(stories) { story in\n            Text(story.title)\n        }\n")
        #expect(twin != Self.stories && !twin.contains("        TabFrame {"))
        let read = try RealAppReadingsTests.outcome(Self.stories)
        #expect(read == (try RealAppReadingsTests.outcome(twin)))
    }

    /// `VStack(alignment: .leading, spacing: 16, content: content)`: the
    /// content given as an argument naming the property, not as a trailing
    /// closure. It was refused ("'VStack' without a trailing closure is not
    /// understood"); it is the content `{ content() }`, and the screen reads
    /// as the twin that writes it so.
    @Test func aContainerGivenAViewBuildingPropertyAsItsContentShowsIt() throws {
        let argument = Self.stories.replacingOccurrences(
            of: "        GeometryReader { geometry in\n            content()\n                .frame(width: geometry.size.width)\n        }\n",
            with: "        VStack(alignment: .leading, spacing: 16, content: content)\n")
        let trailing = Self.stories.replacingOccurrences(
            of: "        GeometryReader { geometry in\n            content()\n                .frame(width: geometry.size.width)\n        }\n",
            with: "        VStack(alignment: .leading, spacing: 16) {\n            content()\n        }\n")
        #expect(argument != Self.stories && trailing != Self.stories)
        let read = try RealAppReadingsTests.outcome(argument)
        #expect(read == (try RealAppReadingsTests.outcome(trailing)))
        #expect(read == (try RealAppReadingsTests.outcome(Self.stories)))
        let root = Self.stories.replacingOccurrences(
            of: "        GeometryReader { geometry in\n            content()\n                .frame(width: geometry.size.width)\n        }\n",
            with: "        NavigationStack(root: content)\n")
        #expect(root != Self.stories)
        #expect(read == (try RealAppReadingsTests.outcome(root)))
    }
}

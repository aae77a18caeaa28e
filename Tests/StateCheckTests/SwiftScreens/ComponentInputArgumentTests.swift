import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// A component given an input of the screen (`CourseCard(course: course)`
/// of `let course: Course`).
@Suite struct ComponentInputArgumentTests {
    static let source = """
import SwiftUI

struct Course: Identifiable {
    let id: Int
    let name: String
}

protocol PinsSaving {
    func pin(_ id: Int) async throws
}

struct CourseCard<Content: View>: View {
    let course: Course
    @ViewBuilder let content: () -> Content

    var body: some View {
        HStack {
            Text(course.name)
            content()
        }
    }
}

struct CourseScreen: View {
    let course: Course
    let pins: PinsSaving
    @State private var isPinned = false
    @State private var isSaving = false

    var body: some View {
        VStack {
            CourseCard(course: course) {
                Button("Pin") { isPinned.toggle() }
            }
            if isSaving { ProgressView() }
        }
        .onChange(of: isPinned) {
            Task {
                isSaving = true
                try? await pins.pin(course.id)
                isSaving = false
            }
        }
    }
}
"""

    /// The component's `course` is the screen's input, a value it does not
    /// decide: its body shows it (`Text(course.name)`, a mark) and its
    /// content's button is the screen's event. Before, the argument was
    /// refused as naming no state property.
    @Test func aComponentGivenAnInputReadsIt() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["CourseScreen.swift": Self.source])
        #expect(diagnostics == [], "\(diagnostics)")
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
            on tapPin sync when tapPinIsShown() {
                isPinned = !isPinned
            }

            view {
                mark("text")
                button("Pin", disabled: false)
                if isSaving {
                    spinner
                }
            }
            """), "\(model)")
    }

    @Test func strictRefusesIt() {
        var strict = ScreenConfiguration()
        strict.strict = true
        let (_, diagnostics) = SwiftScreensComponentTests.translate(["CourseScreen.swift": Self.source], configuration: strict)
        #expect(diagnostics.contains { $0.contains("of component 'CourseCard' names 'course', which is no state property") }, "\(diagnostics)")
    }
}

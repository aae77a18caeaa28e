import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// Pickers bound to optionals (`WidgetSize?`, `Course?`).
@Suite struct OptionalPickerTests {
    static let source = """
        import SwiftUI

        enum WidgetSize: String, CaseIterable, Identifiable {
            case small, large
            var id: String { rawValue }
        }

        struct Course: Identifiable, Hashable {
            let id: Int
            let name: String
        }

        protocol CoursesLoading {
            func courses() async throws -> [Course]
        }

        struct ShowcaseView: View {
            let client: CoursesLoading
            @State private var selectedSize: WidgetSize?
            @State private var selectedCourse: Course?
            @State private var courses: [Course] = []

            var body: some View {
                Form {
                    Picker("Size", selection: $selectedSize) {
                        Text("None").tag(nil as WidgetSize?)
                        ForEach(WidgetSize.allCases) { size in
                            Text(size.rawValue).tag(size as WidgetSize?)
                        }
                    }
                    Picker("Course", selection: $selectedCourse) {
                        ForEach(courses) { course in
                            Text(course.name).tag(course as Course?)
                        }
                    }
                    if selectedSize == .large {
                        Text("Large widgets need a course")
                    }
                }
                .task { courses = (try? await client.courses()) ?? [] }
            }
        }
        """

    /// A Picker over a `WidgetSize?` sets any case or nil (an event each);
    /// one over a `Course?`, data the model keeps no values of to pick
    /// from, may set any value: `selectedCourse` is opaque.
    @Test func aPickerOverAnOptionalSetsEveryValueOrNil() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["ShowcaseView.swift": Self.source])
        #expect(diagnostics == [], "\(diagnostics)")
        let s = screens.first
        let model = s.map { ModelPrinter.print($0.model).text } ?? ""
        for value in ["small", "large"] {
            let word = value.prefix(1).uppercased() + value.dropFirst()
            #expect(model.contains("on setSelectedSize\(word) sync when setSelectedSize\(word)IsShown() && selectedSize != .\(value) {\n    selectedSize = .\(value)\n}"), "\(model)")
        }
        #expect(model.contains("on setSelectedSizeNil sync when setSelectedSizeNilIsShown() && selectedSize != nil {\n    selectedSize = nil\n}"), "\(model)")
        let rules = s?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("Picker is bound to $selectedCourse: it may write any value while it is shown, and selectedCourse is opaque"), "\(rules)")
    }
}

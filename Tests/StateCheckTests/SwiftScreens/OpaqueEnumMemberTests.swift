import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// Computed properties of the folder's enums of types the model has no
/// values of (`var tint: Color`, `var since: Date?`), and `var id: Self`.
@Suite struct OpaqueEnumMemberTests {
    static let folder = SwiftScreensAbstractionSoundnessTests.folder.appendingPathComponent("OpaqueEnumMember")

    /// OpaqueEnumMember/Abstracted: `filter.since != nil` of `var since:
    /// Date?` is an assumption, `.foregroundColor(filter.tint)` styling.
    /// The same screen with `since` written as the Bool it decides
    /// (`var isRecent: Bool`, true for `.unread`; Precise) has half the
    /// states: the reading keeps the assumption's two values beside each
    /// of them (124 × 2 = 248), and its verdicts are the same.
    @Test func aMemberOfATypeWithoutValuesIsOpaque() throws {
        let abstracted = try SwiftScreensAbstractionSoundnessTests.screen("OpaqueEnumMember", "Abstracted", "FilterView")
        let precise = try SwiftScreensAbstractionSoundnessTests.screen("OpaqueEnumMember", "Precise", "FilterView")
        let rules = abstracted.summary.abstractions.map(\.rule)
        #expect(rules.contains("the property since of Filter has type 'Date?', of which the model has no values: not kept; a read of it is opaque"), "\(rules)")
        #expect(rules.contains("the property tint of Filter has type 'Color', of which the model has no values: not kept; a read of it is opaque"), "\(rules)")
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states == 248 && p.states == 124, "\(a) \(p)")
        #expect(a.verdicts == p.verdicts)
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
        #expect(ModelPrinter.print(abstracted.model).text.contains("extension Filter {\n    var id: Filter {\n        return self\n    }\n}"))
    }

    @Test func strictRefusesTheMember() {
        let run = runCLI(["check", Self.folder.appendingPathComponent("Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("FilterView.swift:8:5: error: the property 'tint' of 'Filter' has a type that is not understood"), "\(run.stderr)")
    }
}

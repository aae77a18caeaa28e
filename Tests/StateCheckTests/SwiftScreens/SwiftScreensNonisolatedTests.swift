import Foundation
import Testing
@testable import StateCheckEngine
@testable import StateCheckScreens
@testable import StateCheckLanguage
@testable import StateCheckSwift

/// A `nonisolated` async method of a `@MainActor` view model, awaited from
/// main-actor code, returns to the main actor in a `hop` step of its own
/// (CheckoutHop/: the cart is validated off the main actor before
/// `isPlacing` is set).
@Suite struct SwiftScreensNonisolatedTests {
    /// CheckoutScreen's design written by hand: `validateCart()` is the
    /// model language's `nonisolated func … async`.
    static let twin = """
        model CheckoutScreen
        api checkoutClientPlaceOrder()
        var isPlacing: Bool = false
        var failed: Bool = false
        nonisolated func validateCart() async -> Bool { true }
        func placeOrder() async {
            guard !isPlacing else { return }
            guard await validateCart() else { return }
            isPlacing = true
            defer { isPlacing = false }
            do {
                try await checkoutClientPlaceOrder()
                failed = false
            } catch {
                failed = true
            }
        }
        on tapPlaceOrder Task when !isPlacing { await placeOrder() }
        view {
            if failed { mark("text") }
            button("Place order", disabled: isPlacing)
        }
        """

    /// The screen is its twin (96 states, 332 transitions: the twin's
    /// counts) and violates `singleFlight` by a double tap that only the
    /// hop allows: both taps pass `guard !isPlacing` before either
    /// validation has returned, and the button is still enabled for the
    /// second; each then places an order.
    @Test func aDoubleTapLandsWhileTheValidationReturns() throws {
        let (swift, twin) = try SwiftScreensFixtureTests.outcomes("CheckoutHop", "CheckoutScreen", twin: Self.twin)
        #expect(swift == twin, "\(swift) vs \(twin)")
        #expect(swift.states == 96)
        #expect(swift.transitions == 332)
        #expect(swift.verdicts["singleFlight"] == .violated)
        let s = try SwiftScreensFixtureTests.screen("CheckoutHop", "CheckoutScreen")
        #expect(s.model.functions.contains { $0.isNonisolated })
        let result = try check(ModelSystem.compile(model: s.model, file: s.file), properties: ["singleFlight"])
        #expect(result.properties.first?.trace?.labels == ["load", "tapPlaceOrder", "tapPlaceOrder", "hop", "hop"])
    }

    /// The same validation on the main actor runs in the tap's step: the
    /// first tap sets `isPlacing` (and disables the button) before any
    /// other event, so there is no race and no `hop`.
    @Test func theSameValidationOnTheMainActorHasNoRace() throws {
        let (screens, diagnostics) = try SwiftScreensFixtureTests.translated(
            "CheckoutHop", replacing: "    nonisolated func validateCart()", with: "    func validateCart()")
        #expect(diagnostics == [], "\(diagnostics.map(\.description))")
        let s = try #require(screens.first { $0.name == "CheckoutScreen" })
        let system = try ModelSystem.compile(model: s.model, file: s.file)
        #expect(!system.declaredLabels.contains(EventLabel("hop")))
        #expect(try DesignOutcome.of(system).verdicts["singleFlight"] == .holds)
    }

    /// `inspect` names the nonisolated method's reading.
    @Test func inspectOutputIsGolden() throws {
        let (text, golden) = try SwiftScreensFixtureTests.inspected("CheckoutHop", "CheckoutScreen")
        #expect(text == golden)
    }
}

import Foundation
import StateCheckLanguage
import Testing
@testable import StateCheckSwift

/// Closures handed to code the folder cannot see, which keeps them and calls
/// them when it likes (a Timer's block, a listener).
@Suite struct EscapingCallbackTests {
    static let folder = SwiftScreensAbstractionSoundnessTests.folder.appendingPathComponent("EscapingCallback")

    /// `timer = Timer.scheduledTimer(…) { [weak self] _ in Task { … } }`
    /// (EscapingCallback/Abstracted) is the event scheduledTimerCallback,
    /// enabled once the countdown starts. The same screen with SwiftUI's
    /// timer publisher (`.onReceive(Timer.publish(…))` calling `tick()`,
    /// which does nothing until the countdown starts) has the same states
    /// and verdicts; its tick is also offered, without effect, before the
    /// countdown starts (3 more transitions, one per visible state without
    /// the timer). What holds on the reading holds there.
    @Test func aTimerBlockIsAnEventEnabledOnceTheTimerIsScheduled() throws {
        let abstracted = try SwiftScreensAbstractionSoundnessTests.screen("EscapingCallback", "Abstracted", "CodeView")
        let precise = try SwiftScreensAbstractionSoundnessTests.screen("EscapingCallback", "Precise", "CodeView")
        #expect(abstracted.summary.abstractions.map(\.rule).contains(
            "Timer.scheduledTimer(…) keeps its closure and calls it when it likes: later, as the event scheduledTimerCallback, any number of times once the call is made"))
        let a = try DesignOutcome.of(ModelSystem.compile(model: abstracted.model, file: abstracted.file))
        let p = try DesignOutcome.of(ModelSystem.compile(model: precise.model, file: precise.file))
        #expect(a.states == 18 && p.states == 18, "\(a) \(p)")
        #expect(a.transitions == 36 && p.transitions == 39, "\(a) \(p)")
        #expect(a.verdicts == p.verdicts)
        for (name, verdict) in a.verdicts where verdict == .holds { #expect(p.verdicts[name] == .holds, "\(name)") }
    }

    /// `--strict` refuses the Timer (its property first).
    @Test func strictRefusesTheTimer() {
        let run = runCLI(["check", Self.folder.appendingPathComponent("Abstracted").path, "--strict"])
        #expect(run.status == .usageOrModelError)
        #expect(run.stderr.contains("CodeView.swift:12:5: error: the property 'timer' has type 'Timer?': the type is not understood"), "\(run.stderr)")
    }

    static let listener = """
        import SwiftUI

        @MainActor
        final class ChatStore: ObservableObject {
            @Published var isTyping = false
            private var listenerId: UUID?
            private let realtime: RealtimeProvider

            init(realtime: RealtimeProvider) {
                self.realtime = realtime
            }

            func start() {
                listenerId = realtime.addEventListener { [weak self] event in
                    guard let self else { return }
                    self.isTyping = event.isTyping
                }
            }
        }

        struct ChatView: View {
            @StateObject var store: ChatStore

            var body: some View {
                VStack {
                    if store.isTyping { Text("typing…") }
                }
                .onAppear { store.start() }
            }
        }
        """

    /// A listener may call back before `addEventListener` returns: its body
    /// runs there under an assumption, and later as the event.
    @Test func aListenerMayCallBackAtOnceAndLater() {
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["ChatView.swift": Self.listener])
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
            func start() {
                if assume_addEventListener_calls_back_at_once {
                    isTyping = assume_event_isTyping
                }
                addEventListenerCallbackKept = true
            }
            """), "\(model)")
        #expect(model.contains("""
            on addEventListenerCallback sync when addEventListenerCallbackKept {
                isTyping = assume_event_isTyping
            }
            """), "\(model)")
    }

    /// A body that returns early cannot be written where the call is: it is
    /// a function of its own, which the call runs at once (assumed) and the
    /// event later. (It was refused.)
    @Test func aListenerReturningEarlyIsAFunctionOfItsOwn() {
        let source = Self.listener.replacingOccurrences(of: "self.isTyping = event.isTyping", with: "if event.isStale { return }\n            self.isTyping = event.isTyping")
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["ChatView.swift": source])
        #expect(diagnostics == [])
        let model = screens.first.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("""
                if assume_addEventListener_calls_back_at_once {
                    addEventListenerCallbackBody()
                }
                addEventListenerCallbackKept = true
            """), "\(model)")
        #expect(model.contains("""
            on addEventListenerCallback sync when addEventListenerCallbackKept {
                addEventListenerCallbackBody()
            }
            """), "\(model)")
        #expect(model.contains("func addEventListenerCallbackBody() {\n"), "\(model)")
    }

    /// `geocoder.reverseGeocodeLocation(location) { placemarks, error in
    /// DispatchQueue.main.async { … } }`: a closure that only hands its work
    /// to the main actor is called from another thread, later: the event;
    /// `publisher.sink { [weak self] … }.store(in: &bag)` likewise, the bag
    /// not read; a closure that changes nothing of the screen is not read.
    @Test func callbacksHoppingToTheMainActorAndSubscriptionsAreEvents() {
        let source = """
            import SwiftUI
            import Combine

            @MainActor
            final class PlaceModel: ObservableObject {
                @Published var isLocating = false
                @Published var query = ""
                private var bag = Set<AnyCancellable>()
                private let geocoder = CLGeocoder()

                func locate(_ location: CLLocation) {
                    isLocating = true
                    geocoder.reverseGeocodeLocation(location) { placemarks, error in
                        DispatchQueue.main.async {
                            self.isLocating = false
                        }
                    }
                }

                func watch(_ search: SearchField) {
                    search.textPublisher
                        .sink { [weak self] text in
                            self?.isLocating = text.isEmpty
                        }
                        .store(in: &bag)
                    Logger.shared.flush { entries in
                        print(entries)
                    }
                }
            }

            struct PlaceView: View {
                @StateObject var model: PlaceModel
                let location: CLLocation
                let search: SearchField

                var body: some View {
                    VStack {
                        if model.isLocating { ProgressView() }
                    }
                    .onAppear {
                        model.locate(location)
                        model.watch(search)
                    }
                }
            }
            """
        let (screens, diagnostics) = SwiftScreensComponentTests.translate(["PlaceView.swift": source])
        #expect(diagnostics == [], "\(diagnostics)")
        let s = screens.first
        let model = s.map { ModelPrinter.print($0.model).text } ?? ""
        #expect(model.contains("on reverseGeocodeLocationCallback sync when reverseGeocodeLocationCallbackKept {"), "\(model)")
        #expect(model.contains("on sinkCallback sync when sinkCallbackKept {"), "\(model)")
        let rules = s?.summary.abstractions.map(\.rule) ?? []
        #expect(rules.contains("Logger.shared.flush(…) is handed closures that change nothing of the screen's state: not read"), "\(rules)")
    }

    /// A closure that changes nothing itself but hands the screen to other
    /// code (`Registry.shared.register(self)`) is not dropped as changing
    /// nothing: that code may call the screen back.
    @Test func aClosureHandingOutTheScreenIsNotDropped() {
        let source = Self.listener.replacingOccurrences(
            of: "listenerId = realtime.addEventListener {",
            with: "Logger.shared.flush { entries in Registry.shared.register(self) }\n        listenerId = realtime.addEventListener {")
        #expect(source.contains("Registry.shared.register(self)"))
        let (screens, _) = SwiftScreensComponentTests.translate(["ChatView.swift": source])
        let rules = screens.first?.summary.abstractions.map(\.rule) ?? []
        #expect(!rules.contains { $0.hasPrefix("Logger.shared.flush(…) is handed closures that change nothing") }, "\(rules)")
    }
}

import Observation

struct Parcel: Identifiable, Hashable {
    let id: Int
    var label: String
}

enum DeliveryClient {
    static func deliver() async throws {}
}

/// Delivery progress: the tally is a tuple kept in state, read and written
/// element by element.
@MainActor
@Observable
final class ProgressModel {
    var tally: (delivered: Int, failed: Int) = (0, 0)
    var isDelivering = false

    func deliverNext() async {
        isDelivering = true
        do {
            try await DeliveryClient.deliver()
            tally.delivered += 1
        } catch {
            tally.failed += 1
        }
        isDelivering = false
    }

    func progress() -> (loaded: Int, failed: Int) {
        let (loaded, failed) = counts()
        return (loaded, failed)
    }

    private func counts() -> (Int, Int) {
        (tally.delivered, tally.1)
    }

    func logProgress() {
        let (loaded, failed) = counts()
        print("loaded \(loaded), failed \(failed)")
    }

    func summary() -> Int {
        counts().0
    }

    func hasFailures() -> Bool {
        let (_, failed) = progress()
        return failed > 0
    }

    func startOver() {
        guard tally != (0, 0) else { return }
        tally = (0, 0)
    }
}

/// Which parcels arrived: per-row state read as a whole.
@MainActor
@Observable
final class ArrivalsModel {
    var arrived: [Parcel.ID: Bool] = [:]

    func markArrived(_ id: Parcel.ID) {
        arrived[id] = true
    }

    func firstArrived() -> Parcel.ID? {
        arrived.keys.first
    }
}

import Observation

struct Parcel: Identifiable, Hashable {
    let id: Int
    var label: String
}

/// Delivery progress: tuples and whole-dictionary reads.
@MainActor
@Observable
final class ProgressModel {
    func progress() -> (loaded: Int, failed: Int) {
        let (loaded, failed) = counts()
        return (loaded, failed)
    }

    private func counts() -> (Int, Int) {
        (1, 0)
    }

    func logProgress() {
        let (loaded, failed) = counts()
        print("loaded \(loaded), failed \(failed)")
    }

    func summary() -> Int {
        counts().0
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

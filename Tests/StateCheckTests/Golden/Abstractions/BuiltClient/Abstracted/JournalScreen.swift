import SwiftUI
import SWNetwork

struct JournalEntry: Identifiable, Equatable {
    let id: Int
    let title: String
}

struct JournalScreen: View {
    @EnvironmentObject private var defaults: DefaultsService
    @State private var currentState = CurrentState.initial
    let userID: Int

    enum CurrentState: Equatable {
        case initial
        case loading
        case ready([JournalEntry])
        case error(String)
    }

    var body: some View {
        List {
            switch currentState {
            case .initial, .loading:
                ProgressView()
            case .ready(let entries):
                ForEach(entries) { entry in
                    Text(entry.title)
                }
            case .error(let message):
                Text(message)
            }
        }
        .refreshable { await askForEntries(refresh: true) }
        .task { await askForEntries() }
    }

    func askForEntries(refresh: Bool = false) async {
        if !refresh {
            currentState = .loading
        }
        do {
            let entries = try await SWClient(with: defaults).getJournalEntries(for: userID)
            currentState = .ready(entries)
        } catch {
            currentState = .error(error.localizedDescription)
        }
    }
}

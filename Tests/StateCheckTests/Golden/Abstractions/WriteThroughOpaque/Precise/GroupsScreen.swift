import SwiftUI

enum SelectionMode {
    case view
    case select(Binding<Set<Int>>)
}

struct Member: Identifiable {
    let id: Int
}

struct UserGroup: Identifiable {
    let id: Int
    let name: String
    let memberIDs: [Int]
}

enum GroupsState {
    case loading
    case loaded([Member])
    case failed(Error)
}

@MainActor
final class GroupsViewModel: ObservableObject {
    @Published var state: GroupsState = .loading
    private let api = GroupsAPI.shared

    func load() async {
        state = .loading
        do {
            state = .loaded(try await api.members())
        } catch {
            state = .failed(error)
        }
    }

    func toggledSelection(for memberIDs: [Int], in selectedIDs: Set<Int>) -> Set<Int> {
        var selection = selectedIDs
        if memberIDs.allSatisfy({ selection.contains($0) }) {
            memberIDs.forEach { selection.remove($0) }
        } else {
            memberIDs.forEach { selection.insert($0) }
        }
        return selection
    }
}

struct GroupsScreen: View {
    @StateObject private var viewModel = GroupsViewModel()
    let groups: [UserGroup]
    let mode: SelectionMode

    var body: some View {
        List {
            switch viewModel.state {
            case .loading:
                ProgressView()
            case .loaded(let members):
                Text("\(members.count) members")
                ForEach(groups) { group in
                    row(for: group)
                }
            case .failed(let error):
                Text(error.localizedDescription)
            }
        }
        .task { await viewModel.load() }
    }
}

private extension GroupsScreen {
    @ViewBuilder
    func row(for group: UserGroup) -> some View {
        switch mode {
        case .view:
            Text(group.name)
        case .select(let binding):
            Button {
                print("Toggled \(binding.wrappedValue.count) members")
            } label: {
                Text(group.name)
            }
        }
    }
}

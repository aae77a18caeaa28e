import SwiftUI

struct MembershipScreen: View {
    @StateObject private var model: MembershipModel

    init(client: MembershipClient) {
        _model = StateObject(wrappedValue: MembershipModel(client: client))
    }

    var body: some View {
        List {
            switch model.state {
            case .idle, .initialLoading:
                EmptyView()
            case .retryLoading, .loadingFailure:
                MembershipErrorView()
                    .frame(maxWidth: .infinity, minHeight: 240)
            case .reLoading(let member), .success(let member), .reLoadingFailure(let member, _):
                card(for: member)
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Membership")
        .overlay {
            if model.state.isInitialLoading {
                ProgressView()
            }
        }
        .onChange(of: model.state.isFailure) { failed in
            guard failed, let error = model.state.error else { return }
            ToastCenter.showError("Could not refresh your membership", detail: error.localizedDescription)
        }
        .task {
            await model.reload()
        }
        .refreshable {
            await model.reload()
        }
    }

    private func card(for member: Member) -> some View {
        Section("Card") {
            LabeledContent("Name", value: member.name)
            LabeledContent("Tier", value: member.tier)
            LabeledContent("Points", value: "\(member.points)")
        }
    }
}

struct MembershipErrorView: View {
    var body: some View {
        ContentUnavailableView("No connection", systemImage: "wifi.slash",
                               description: Text("Pull to try again."))
    }
}

enum ToastCenter {
    static func showError(_ title: String, detail: String? = nil) {
        NotificationCenter.default.post(name: .init("toast.error"), object: nil,
                                        userInfo: ["title": title, "detail": detail ?? ""])
    }
}

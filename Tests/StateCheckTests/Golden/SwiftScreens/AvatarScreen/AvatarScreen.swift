import SwiftUI

struct AvatarScreen: View {
    @StateObject var model: AvatarModel

    var body: some View {
        ZStack {
            if let avatar = model.avatar {
                picture(of: avatar)
            }
        }
        .frame(width: 160, height: 160)
        .overlay {
            if model.isLoading {
                ProgressView()
            }
            if let error = model.error {
                AvatarErrorView(error: error)
            }
        }
        .onAppear {
            Task { await model.onAppear() }
        }
    }

    private func picture(of avatar: Avatar) -> some View {
        Image(uiImage: UIImage(data: avatar.data) ?? UIImage())
            .resizable()
            .scaledToFit()
    }
}

struct AvatarErrorView: View {
    let error: any Error

    var body: some View {
        Label("Fail", systemImage: "exclamationmark.triangle")
            .help(error.localizedDescription)
    }
}

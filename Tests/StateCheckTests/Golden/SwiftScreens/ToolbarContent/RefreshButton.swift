import SwiftUI

struct RefreshButton: View {
    let updateData: () -> Void

    var body: some View {
        Button(action: updateData) {
            Image(systemName: "arrow.clockwise")
        }
    }
}

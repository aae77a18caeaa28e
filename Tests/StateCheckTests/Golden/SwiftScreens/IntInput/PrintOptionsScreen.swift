import SwiftUI

/// The print sheet's options: how many copies, and the paper size.
struct PrintOptionsScreen: View {
    @State private var copies = 1
    @State private var paper = 4

    var body: some View {
        Form {
            Stepper("Copies", value: $copies, in: 1...3)
            Picker("Paper", selection: $paper) {
                Text("A4").tag(4)
                Text("A5").tag(5)
            }
            if copies > 1 {
                Text("Collated")
            }
        }
    }
}

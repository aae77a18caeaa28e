import SwiftUI

struct MessagesScreen: View {
    @StateObject private var model: MessagesModel

    init(client: MessagesClient) {
        _model = StateObject(wrappedValue: MessagesModel(client: client))
    }

    var body: some View {
        List {
            if let messages = model.messages {
                ForEach(messages) { message in
                    Text(message.subject)
                }
            }
        }
        .task { await model.load() }
    }
}

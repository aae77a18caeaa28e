import Foundation

final class SettingsService: ObservableObject {
    @Published var canRetry = true
}

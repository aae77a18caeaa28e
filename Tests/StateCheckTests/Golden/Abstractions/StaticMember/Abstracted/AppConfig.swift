struct AppConfig {
    struct Shelf {
        static let canRetry = true
    }
}

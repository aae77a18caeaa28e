extension ModelSystem {
    /// Equal states whose pages are named alike: page names are not part of
    /// a ``ModelState``'s `==`, but screens and variables show them, so a
    /// screen computed for one must not be reused for the other.
    public func rendersAlike(_ a: ModelState, _ b: ModelState) -> Bool {
        a == b && a.pageNames == b.pageNames
    }
}

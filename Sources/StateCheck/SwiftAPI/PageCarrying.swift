import StateCheckEngine
import StateCheckScreens
import StateCheckLanguage
import StateCheckReports

/// A value that may hold ``PageList``s: a design's state, or what its code
/// captured before an `await`.
///
/// The checker renames page tokens densely in issue order in every state
/// (the language reference, "Semantics in brief"), exactly as the `.model` interpreter does, so two
/// situations that differ only in how many requests were issued before are
/// one state, and state counts match a design's `.model` twin. To rename it
/// must rebuild your values, which reflection (`Mirror`) cannot do: so your
/// state and pending types say where their pages are, once.
///
/// ```swift
/// extension DataState: PageCarrying where V: PageCarrying, E: PageCarrying {
///     func mapPages(_ transform: (PageList) -> PageList) -> DataState {
///         switch self {
///         case .idle, .initialLoading: return self
///         case .reLoading(let v): return .reLoading(v.mapPages(transform))
///         case .success(let v): return .success(v.mapPages(transform))
///         case .failure(let e): return .failure(e.mapPages(transform))
///         }
///     }
/// }
/// ```
///
/// Types that hold no page conform through ``PageFree`` without code.
/// A page the conformance forgets is not renamed: states that should be one
/// stay apart (more states, never a wrong verdict about pages that are
/// renamed), and the `maxPages` bound does not see it.
public protocol PageCarrying {
    /// `self` with every page list it holds (directly or nested) replaced by
    /// `transform` of it.
    func mapPages(_ transform: (PageList) -> PageList) -> Self
}

/// A type that holds no ``PageList``: ``PageCarrying`` with nothing to rename.
///
/// ```swift
/// enum Pending: Hashable, PageFree { case fetchUser }
/// ```
public protocol PageFree: PageCarrying {}

extension PageFree {
    /// `self`: there is no page to rename.
    @inlinable
    public func mapPages(_ transform: (PageList) -> PageList) -> Self { self }
}

extension PageList: PageCarrying {
    /// `transform(self)`.
    public func mapPages(_ transform: (PageList) -> PageList) -> PageList { transform(self) }

    /// The pages of `a` followed by those of `b`: the paging pattern
    /// `users + newUsers`.
    public static func + (a: PageList, b: PageList) -> PageList { PageList(a.pages + b.pages) }

    /// Whether the list has no page (never true of an api's answer).
    public var isEmpty: Bool { pages.isEmpty }

    /// The number of pages.
    public var count: Int { pages.count }
}

extension ErrorValue: Error, PageFree {}
extension Bool: PageFree {}
extension Int: PageFree {}
extension String: PageFree {}

extension Optional: PageCarrying where Wrapped: PageCarrying {
    /// The wrapped value's pages mapped; `nil` stays `nil`.
    public func mapPages(_ transform: (PageList) -> PageList) -> Wrapped? {
        map { $0.mapPages(transform) }
    }
}

extension Array: PageCarrying where Element: PageCarrying {
    /// Every element's pages mapped.
    public func mapPages(_ transform: (PageList) -> PageList) -> [Element] {
        map { $0.mapPages(transform) }
    }
}

extension PageCarrying {
    /// Every page token `self` holds, in list order.
    func pageTokens() -> [Int] {
        var tokens: [Int] = []
        _ = mapPages { tokens += $0.pages; return $0 }
        return tokens
    }

    /// The longest page list `self` holds (0 when none).
    func longestPageList() -> Int {
        var longest = 0
        _ = mapPages { longest = Swift.max(longest, $0.pages.count); return $0 }
        return longest
    }
}

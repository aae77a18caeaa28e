// The transition tables of the talk's designs, read off its sample app
// (kntkymt/AsyncDataManagementSamples), as data: one table per design, one
// row per cell. SeedTableTests compares them with what the interpreter
// explores; this file holds no test logic.
//
// Reading the rows:
// - `fromCase` is the enum case (payloads omitted); D0b names its states by
//   the flag triple `(data, error, isLoading)`, `u` / `e` for non-nil.
// - `event` is the model language's label: `load` stands for a call of the
//   design's load function (`fetchUser` / `fetchInitial`), which the model
//   starts on `load` (appear) and on each event of `loadEvents` (refresh, the
//   Case 0 retry link); `page` stands for `fetchMore` (the footer's
//   `onAppear`), and `tapFooterRetry` for the footer error's retry link,
//   the only way to call `fetchMore` in `pagingFailure` (the footer spinner,
//   hence `page`, is not shown there). Responses are `success API` /
//   `fail API`.
// - `result`: `.to(case)` moves there; for a `load` / `page` /
//   `tapFooterRetry` row it also issues exactly one request (the table's
//   `+req`), for a response row none. `.ignored`: the call returns without
//   changing the state or issuing a request. `.noTransition` ("—"): no
//   request can be outstanding in that state, so no response arrives.
// - Paging designs (D3, D4P) call the same api for the first page and for
//   the next one, so their two response columns share one label; in every
//   state at most one of the two columns has an entry, and one row per label
//   covers both cells.
// - A `page` row whose state shows no footer spinner stands for a call that
//   the model's `page` event cannot make there (the event is not enabled);
//   the table still says what `fetchMore` would do.

/// One design's transition table, read off the sample app's code.
struct SeedTable: Sendable {
    /// Where a row leads.
    enum Result: Hashable, Sendable {
        /// The state becomes this case (a call also issues one request).
        case to(String)
        /// The call returns at once: same state, no request.
        case ignored
        /// "—": the event cannot happen in this state.
        case noTransition
    }

    /// One cell: from a case, on an event, to a result.
    typealias Row = (fromCase: String, event: String, result: Result)

    /// The design's id (`D1a`: Case 1 After; see `all`).
    var design: String
    /// The `model` name in the file.
    var model: String
    /// The file in `Models/`.
    var file: String
    /// The model events that call the load function, besides `load` itself.
    var loadEvents: [String]
    /// The table's rows.
    var rows: [Row]
    /// The "Shows" column, in the screen legend (`B` blank, `S` spinner, `C` content, `E` error view, …), without the
    /// checker's `R` (and without `M`, which cannot arise: api values are
    /// never empty).
    var shows: [(fromCase: String, screen: String)]
}

enum SeedTables {
    /// D0b, D0a, D1b, D1a, D2b, D2a, D3, D4, D4P, in the order the talk introduces them.
    static let all: [SeedTable] = [d0b, d0a, d1b, d1a, d2b, d2a, d3, d4, d4p]

    /// D0b — Case 0 Before: three variables, states named by their flag triple.
    static let d0b = SeedTable(
        design: "D0b", model: "Case0Before", file: "case0-before.model",
        loadEvents: ["tapRetry"],
        rows: [
            (fromCase: "(nil,nil,false)", event: "load", result: .to("(nil,nil,true)")),
            (fromCase: "(nil,nil,false)", event: "success getUser", result: .noTransition),
            (fromCase: "(nil,nil,false)", event: "fail getUser", result: .noTransition),
            (fromCase: "(nil,nil,true)", event: "load", result: .ignored),
            (fromCase: "(nil,nil,true)", event: "success getUser", result: .to("(u,nil,false)")),
            (fromCase: "(nil,nil,true)", event: "fail getUser", result: .to("(nil,e,false)")),
            (fromCase: "(u,nil,false)", event: "load", result: .to("(nil,nil,true)")),
            (fromCase: "(u,nil,false)", event: "success getUser", result: .noTransition),
            (fromCase: "(u,nil,false)", event: "fail getUser", result: .noTransition),
            (fromCase: "(nil,e,false)", event: "load", result: .to("(nil,nil,true)")),
            (fromCase: "(nil,e,false)", event: "success getUser", result: .noTransition),
            (fromCase: "(nil,e,false)", event: "fail getUser", result: .noTransition),
        ],
        shows: [
            (fromCase: "(nil,nil,false)", screen: "B"),
            (fromCase: "(nil,nil,true)", screen: "B+S"),
            (fromCase: "(u,nil,false)", screen: "C"),
            (fromCase: "(nil,e,false)", screen: "E+"),
        ]
    )

    /// The idle / loading / success / failure table shared by D0a and D1b.
    private static let fourCaseRows: [SeedTable.Row] = [
        (fromCase: "idle", event: "load", result: .to("loading")),
        (fromCase: "idle", event: "success getUser", result: .noTransition),
        (fromCase: "idle", event: "fail getUser", result: .noTransition),
        (fromCase: "loading", event: "load", result: .ignored),
        (fromCase: "loading", event: "success getUser", result: .to("success")),
        (fromCase: "loading", event: "fail getUser", result: .to("failure")),
        (fromCase: "success", event: "load", result: .to("loading")),
        (fromCase: "success", event: "success getUser", result: .noTransition),
        (fromCase: "success", event: "fail getUser", result: .noTransition),
        (fromCase: "failure", event: "load", result: .to("loading")),
        (fromCase: "failure", event: "success getUser", result: .noTransition),
        (fromCase: "failure", event: "fail getUser", result: .noTransition),
    ]

    /// D0a — Case 0 After: the four-case enum, the error view with its retry link.
    static let d0a = SeedTable(
        design: "D0a", model: "Case0After", file: "case0-after.model",
        loadEvents: ["tapRetry"],
        rows: fourCaseRows,
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "loading", screen: "B+S"),
            (fromCase: "success", screen: "C"),
            (fromCase: "failure", screen: "E+"),
        ]
    )

    /// D1b — Case 1 Before: D0a plus pull-to-refresh, no retry link.
    static let d1b = SeedTable(
        design: "D1b", model: "Case1Before", file: "case1-before.model",
        loadEvents: ["refresh"],
        rows: fourCaseRows,
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "loading", screen: "B+S"),
            (fromCase: "success", screen: "C"),
            (fromCase: "failure", screen: "E"),
        ]
    )

    /// The guarded reLoading table shared by D1a and D2b.
    private static let reLoadingRows: [SeedTable.Row] = [
        (fromCase: "idle", event: "load", result: .to("initialLoading")),
        (fromCase: "idle", event: "success getUser", result: .noTransition),
        (fromCase: "idle", event: "fail getUser", result: .noTransition),
        (fromCase: "initialLoading", event: "load", result: .ignored),
        (fromCase: "initialLoading", event: "success getUser", result: .to("success")),
        (fromCase: "initialLoading", event: "fail getUser", result: .to("failure")),
        (fromCase: "reLoading", event: "load", result: .ignored),
        (fromCase: "reLoading", event: "success getUser", result: .to("success")),
        (fromCase: "reLoading", event: "fail getUser", result: .to("failure")),
        (fromCase: "success", event: "load", result: .to("reLoading")),
        (fromCase: "success", event: "success getUser", result: .noTransition),
        (fromCase: "success", event: "fail getUser", result: .noTransition),
        (fromCase: "failure", event: "load", result: .to("initialLoading")),
        (fromCase: "failure", event: "success getUser", result: .noTransition),
        (fromCase: "failure", event: "fail getUser", result: .noTransition),
    ]

    private static let reLoadingShows: [(fromCase: String, screen: String)] = [
        (fromCase: "idle", screen: "B"),
        (fromCase: "initialLoading", screen: "B+S"),
        (fromCase: "reLoading", screen: "C"),
        (fromCase: "success", screen: "C"),
        (fromCase: "failure", screen: "E"),
    ]

    /// D1a — Case 1 After: reLoading keeps the content.
    static let d1a = SeedTable(
        design: "D1a", model: "Case1After", file: "case1-after.model",
        loadEvents: ["refresh"],
        rows: reLoadingRows,
        shows: reLoadingShows
    )

    /// D2b — Case 2 Before: D1a's enum, startLoading without the no-op branch;
    /// the guarded table is D1a's.
    static let d2b = SeedTable(
        design: "D2b", model: "Case2Before", file: "case2-before.model",
        loadEvents: ["refresh"],
        rows: reLoadingRows,
        shows: reLoadingShows
    )

    /// D2a — Case 2 After: retryLoading keeps the error.
    static let d2a = SeedTable(
        design: "D2a", model: "Case2After", file: "case2-after.model",
        loadEvents: ["refresh"],
        rows: [
            (fromCase: "idle", event: "load", result: .to("initialLoading")),
            (fromCase: "idle", event: "success getUser", result: .noTransition),
            (fromCase: "idle", event: "fail getUser", result: .noTransition),
            (fromCase: "initialLoading", event: "load", result: .ignored),
            (fromCase: "initialLoading", event: "success getUser", result: .to("success")),
            (fromCase: "initialLoading", event: "fail getUser", result: .to("failure")),
            (fromCase: "reLoading", event: "load", result: .ignored),
            (fromCase: "reLoading", event: "success getUser", result: .to("success")),
            (fromCase: "reLoading", event: "fail getUser", result: .to("failure")),
            (fromCase: "retryLoading", event: "load", result: .ignored),
            (fromCase: "retryLoading", event: "success getUser", result: .to("success")),
            (fromCase: "retryLoading", event: "fail getUser", result: .to("failure")),
            (fromCase: "success", event: "load", result: .to("reLoading")),
            (fromCase: "success", event: "success getUser", result: .noTransition),
            (fromCase: "success", event: "fail getUser", result: .noTransition),
            (fromCase: "failure", event: "load", result: .to("retryLoading")),
            (fromCase: "failure", event: "success getUser", result: .noTransition),
            (fromCase: "failure", event: "fail getUser", result: .noTransition),
        ],
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "initialLoading", screen: "B+S"),
            (fromCase: "reLoading", screen: "C"),
            (fromCase: "retryLoading", screen: "E"),
            (fromCase: "success", screen: "C"),
            (fromCase: "failure", screen: "E"),
        ]
    )

    /// D3 — Case 3: paging. One api (`getPosts`) for both columns of responses.
    static let d3 = SeedTable(
        design: "D3", model: "Case3Paging", file: "case3-paging.model",
        loadEvents: ["refresh"],
        rows: [
            (fromCase: "idle", event: "load", result: .to("initialLoading")),
            (fromCase: "idle", event: "page", result: .ignored),
            (fromCase: "idle", event: "success getPosts", result: .noTransition),
            (fromCase: "idle", event: "fail getPosts", result: .noTransition),
            (fromCase: "initialLoading", event: "load", result: .ignored),
            (fromCase: "initialLoading", event: "page", result: .ignored),
            (fromCase: "initialLoading", event: "success getPosts", result: .to("success")),
            (fromCase: "initialLoading", event: "fail getPosts", result: .to("loadingFailure")),
            (fromCase: "retryLoading", event: "load", result: .ignored),
            (fromCase: "retryLoading", event: "page", result: .ignored),
            (fromCase: "retryLoading", event: "success getPosts", result: .to("success")),
            (fromCase: "retryLoading", event: "fail getPosts", result: .to("loadingFailure")),
            (fromCase: "reLoading", event: "load", result: .ignored),
            (fromCase: "reLoading", event: "page", result: .ignored),
            (fromCase: "reLoading", event: "success getPosts", result: .to("success")),          // replaces the list
            (fromCase: "reLoading", event: "fail getPosts", result: .to("loadingFailure")),      // content lost
            (fromCase: "success", event: "load", result: .to("reLoading")),
            (fromCase: "success", event: "page", result: .to("paging")),                         // v is never empty
            (fromCase: "success", event: "success getPosts", result: .noTransition),
            (fromCase: "success", event: "fail getPosts", result: .noTransition),
            (fromCase: "loadingFailure", event: "load", result: .to("retryLoading")),
            (fromCase: "loadingFailure", event: "page", result: .ignored),
            (fromCase: "loadingFailure", event: "success getPosts", result: .noTransition),
            (fromCase: "loadingFailure", event: "fail getPosts", result: .noTransition),
            (fromCase: "paging", event: "load", result: .ignored),
            (fromCase: "paging", event: "page", result: .ignored),
            (fromCase: "paging", event: "success getPosts", result: .to("success")),             // v ++ p
            (fromCase: "paging", event: "fail getPosts", result: .to("pagingFailure")),          // keeps v
            (fromCase: "pagingFailure", event: "load", result: .to("reLoading")),
            (fromCase: "pagingFailure", event: "tapFooterRetry", result: .to("paging")),
            (fromCase: "pagingFailure", event: "success getPosts", result: .noTransition),
            (fromCase: "pagingFailure", event: "fail getPosts", result: .noTransition),
        ],
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "initialLoading", screen: "B+S"),
            (fromCase: "retryLoading", screen: "E"),
            (fromCase: "reLoading", screen: "C+Fs"),
            (fromCase: "success", screen: "C+Fs"),
            (fromCase: "loadingFailure", screen: "E"),
            (fromCase: "paging", screen: "C+Fs"),
            (fromCase: "pagingFailure", screen: "C+Fe"),
        ]
    )

    /// D4 — Case 4: reLoadingFailure keeps the content after a failed reload.
    static let d4 = SeedTable(
        design: "D4", model: "Case4ReLoadingFailure", file: "case4-reloading-failure.model",
        loadEvents: ["refresh"],
        rows: [
            (fromCase: "idle", event: "load", result: .to("initialLoading")),
            (fromCase: "idle", event: "success getUser", result: .noTransition),
            (fromCase: "idle", event: "fail getUser", result: .noTransition),
            (fromCase: "initialLoading", event: "load", result: .ignored),
            (fromCase: "initialLoading", event: "success getUser", result: .to("success")),
            (fromCase: "initialLoading", event: "fail getUser", result: .to("loadingFailure")),
            (fromCase: "reLoading", event: "load", result: .ignored),
            (fromCase: "reLoading", event: "success getUser", result: .to("success")),
            (fromCase: "reLoading", event: "fail getUser", result: .to("reLoadingFailure")),
            (fromCase: "retryLoading", event: "load", result: .ignored),
            (fromCase: "retryLoading", event: "success getUser", result: .to("success")),
            (fromCase: "retryLoading", event: "fail getUser", result: .to("loadingFailure")),
            (fromCase: "success", event: "load", result: .to("reLoading")),
            (fromCase: "success", event: "success getUser", result: .noTransition),
            (fromCase: "success", event: "fail getUser", result: .noTransition),
            (fromCase: "loadingFailure", event: "load", result: .to("retryLoading")),
            (fromCase: "loadingFailure", event: "success getUser", result: .noTransition),
            (fromCase: "loadingFailure", event: "fail getUser", result: .noTransition),
            (fromCase: "reLoadingFailure", event: "load", result: .to("reLoading")),
            (fromCase: "reLoadingFailure", event: "success getUser", result: .noTransition),
            (fromCase: "reLoadingFailure", event: "fail getUser", result: .noTransition),
        ],
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "initialLoading", screen: "B+S"),
            (fromCase: "reLoading", screen: "C"),
            (fromCase: "retryLoading", screen: "E"),
            (fromCase: "success", screen: "C"),
            (fromCase: "loadingFailure", screen: "E+T"),
            (fromCase: "reLoadingFailure", screen: "C+T"),
        ]
    )

    /// D4P — Case 4 Paging: D3 plus reLoadingFailure.
    static let d4p = SeedTable(
        design: "D4P", model: "Case4Paging", file: "case4-paging.model",
        loadEvents: ["refresh"],
        rows: [
            (fromCase: "idle", event: "load", result: .to("initialLoading")),
            (fromCase: "idle", event: "page", result: .ignored),
            (fromCase: "idle", event: "success getPosts", result: .noTransition),
            (fromCase: "idle", event: "fail getPosts", result: .noTransition),
            (fromCase: "initialLoading", event: "load", result: .ignored),
            (fromCase: "initialLoading", event: "page", result: .ignored),
            (fromCase: "initialLoading", event: "success getPosts", result: .to("success")),
            (fromCase: "initialLoading", event: "fail getPosts", result: .to("loadingFailure")),
            (fromCase: "retryLoading", event: "load", result: .ignored),
            (fromCase: "retryLoading", event: "page", result: .ignored),
            (fromCase: "retryLoading", event: "success getPosts", result: .to("success")),
            (fromCase: "retryLoading", event: "fail getPosts", result: .to("loadingFailure")),
            (fromCase: "reLoading", event: "load", result: .ignored),
            (fromCase: "reLoading", event: "page", result: .ignored),
            (fromCase: "reLoading", event: "success getPosts", result: .to("success")),          // replaces the list
            (fromCase: "reLoading", event: "fail getPosts", result: .to("reLoadingFailure")),    // the one changed entry
            (fromCase: "success", event: "load", result: .to("reLoading")),
            (fromCase: "success", event: "page", result: .to("paging")),
            (fromCase: "success", event: "success getPosts", result: .noTransition),
            (fromCase: "success", event: "fail getPosts", result: .noTransition),
            (fromCase: "loadingFailure", event: "load", result: .to("retryLoading")),
            (fromCase: "loadingFailure", event: "page", result: .ignored),
            (fromCase: "loadingFailure", event: "success getPosts", result: .noTransition),
            (fromCase: "loadingFailure", event: "fail getPosts", result: .noTransition),
            (fromCase: "paging", event: "load", result: .ignored),
            (fromCase: "paging", event: "page", result: .ignored),
            (fromCase: "paging", event: "success getPosts", result: .to("success")),
            (fromCase: "paging", event: "fail getPosts", result: .to("pagingFailure")),
            (fromCase: "pagingFailure", event: "load", result: .to("reLoading")),
            (fromCase: "pagingFailure", event: "tapFooterRetry", result: .to("paging")),
            (fromCase: "pagingFailure", event: "success getPosts", result: .noTransition),
            (fromCase: "pagingFailure", event: "fail getPosts", result: .noTransition),
            (fromCase: "reLoadingFailure", event: "load", result: .to("reLoading")),
            (fromCase: "reLoadingFailure", event: "page", result: .to("paging")),
            (fromCase: "reLoadingFailure", event: "success getPosts", result: .noTransition),
            (fromCase: "reLoadingFailure", event: "fail getPosts", result: .noTransition),
        ],
        shows: [
            (fromCase: "idle", screen: "B"),
            (fromCase: "initialLoading", screen: "B+S"),
            (fromCase: "retryLoading", screen: "E"),
            (fromCase: "reLoading", screen: "C+Fs"),
            (fromCase: "success", screen: "C+Fs"),
            (fromCase: "loadingFailure", screen: "E+T"),
            (fromCase: "paging", screen: "C+Fs"),
            (fromCase: "pagingFailure", screen: "C+Fe+T"),
            (fromCase: "reLoadingFailure", screen: "C+Fs+T"),
        ]
    )
}

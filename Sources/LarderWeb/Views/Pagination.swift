/// Previous and next links under a list shown a page at a time (`pagination.mustache`).
struct Pagination: Sendable, Encodable {
    var label: String
    var hasPrevious: Bool
    var previousURL: String
    var hasNext: Bool
    var nextURL: String

    /// The links for page `number` of a list of `total` items, `pageSize` to a page; nil when
    /// everything fits on one page. `url` gives the address of a page by its number.
    /// With `totalIsAtLeast`, `total` is where counting stopped: there are more pages than it shows.
    static func of(page number: Int, total: Int, totalIsAtLeast: Bool = false, pageSize: Int, url: (Int) -> String) -> Pagination? {
        let pageCount = max(1, (total + pageSize - 1) / pageSize)
        guard pageCount > 1 else { return nil }
        return Pagination(label: totalIsAtLeast ? "Page \(number)" : "Page \(number) of \(pageCount)", hasPrevious: number > 1,
                          previousURL: url(number - 1), hasNext: number < pageCount, nextURL: url(number + 1))
    }

    /// The page number a query asks for: 1 unless it names a sensible one.
    static func requestedPage(_ text: String) -> Int {
        max(1, min(Int(text) ?? 1, 100_000))
    }
}

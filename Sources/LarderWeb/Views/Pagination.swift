/// Previous and next links under a list shown a page at a time (`pagination.mustache`).
struct Pagination: Sendable, Encodable {
    var label: String
    var hasPrevious: Bool
    var previousURL: String
    var hasNext: Bool
    var nextURL: String

    /// The links around page `number`, nil when there is nothing either side. `pageCount` is
    /// nil when the list does not know how many pages it has ("Page 7" rather than "of 9").
    /// `strings` says the label in the page's language.
    static func of(page number: Int, pageCount: Int?, hasPrevious: Bool, previousURL: @autoclosure () -> String,
                   hasNext: Bool, nextURL: @autoclosure () -> String, strings: Strings) -> Pagination? {
        guard hasPrevious || hasNext else { return nil }
        let label = pageCount.map { strings.pagination.pageOf(number: String(number), total: String($0)) }
            ?? strings.pagination.pageNumber(number: String(number))
        return Pagination(label: label, hasPrevious: hasPrevious, previousURL: hasPrevious ? previousURL() : "",
                          hasNext: hasNext, nextURL: hasNext ? nextURL() : "")
    }

    /// The links for page `number` of a list of `total` items, `pageSize` to a page. `url` gives
    /// the address of a page by its number.
    static func of(page number: Int, total: Int, pageSize: Int, strings: Strings, url: (Int) -> String) -> Pagination? {
        let pageCount = max(1, (total + pageSize - 1) / pageSize)
        return of(page: number, pageCount: pageCount, hasPrevious: number > 1 && pageCount > 1, previousURL: url(number - 1),
                  hasNext: number < pageCount, nextURL: url(number + 1), strings: strings)
    }

    /// The page number a query asks for: 1 unless it names a sensible one.
    static func requestedPage(_ text: String) -> Int {
        max(1, min(Int(text) ?? 1, 100_000))
    }
}

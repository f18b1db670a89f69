import HTTPTypes
import Hummingbird

/// The cookies a request carries, read from its `Cookie` headers in one pass over their bytes.
///
/// It reads them as Hummingbird's `Cookies` does: pairs split at `;`, leading spaces and tabs
/// dropped, the name up to the first `=` and the value, untouched, after it; a piece without
/// `=` is no cookie, and the first cookie of a name wins. Hummingbird's walks `Character`s and
/// parses every pair again on each lookup, some 10,000 instructions a cookie on every page
/// (a test compares the two).
struct RequestCookies: Sendable {
    private var pairs: [(name: Substring, value: Substring)] = []

    init(_ headers: HTTPFields) {
        for header in headers[values: .cookie] {
            let utf8 = header.utf8
            var start = utf8.startIndex
            while start < utf8.endIndex {
                let end = utf8[start...].firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex
                var first = start
                while first < end, utf8[first] == UInt8(ascii: " ") || utf8[first] == UInt8(ascii: "\t") {
                    first = utf8.index(after: first)
                }
                if let equals = utf8[first..<end].firstIndex(of: UInt8(ascii: "=")) {
                    pairs.append((Substring(header[first..<equals]), Substring(header[utf8.index(after: equals)..<end])))
                }
                start = end == utf8.endIndex ? end : utf8.index(after: end)
            }
        }
    }

    /// The value of the first cookie called `name`.
    subscript(name: String) -> String? {
        pairs.first { $0.name == name }.map { String($0.value) }
    }
}

import Hummingbird
import NIOCore

/// A page made from a template: `Templates/NAME.mustache` names the view type it shows on its
/// first line (`{{! page: Type }}`), and the template compiler writes this conformance for
/// that type into `Generated/Pages/<template>.swift`. (`Encodable` is for the tests: the reference
/// renderer reads a page through its encoding, as swift-mustache read every page before.)
protocol CompiledPage: Sendable, Encodable {
    /// The template the page was compiled from, which the reference renderer reads.
    static var template: String { get }
    /// Writes the page's HTML.
    func render(into out: inout HTMLWriter)
}

/// Checks each page as it is made: the tests render it again with swift-mustache and compare.
protocol PageAudit: Sendable {
    func check(_ page: some CompiledPage, rendered: ByteBuffer)
}

/// Renders pages into responses.
struct Views: Sendable {
    private let audit: (any PageAudit)?

    init(audit: (any PageAudit)? = nil) {
        self.audit = audit
    }

    /// Renders a page as an HTML response.
    func render(_ page: some CompiledPage, status: HTTPResponse.Status = .ok) -> Response {
        var out = HTMLWriter()
        page.render(into: &out)
        let html = out.buffer
        audit?.check(page, rendered: html)
        return Response(
            status: status,
            // A page is its reader's alone, and asked for again each time (`no-cache`), but may be
            // kept: the service worker keeps the list, the week and recipes for use offline.
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "private, no-cache"],
            body: .init(byteBuffer: html))
    }
}

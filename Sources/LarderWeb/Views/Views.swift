import Foundation
import Hummingbird
import Mustache

/// The Mustache templates, compiled once at start-up. A missing or broken template stops the
/// server from starting rather than failing a request later.
public struct Views: Sendable {
    static let required = [
        "layout", "home", "register", "login", "throttled", "error", "recipes", "recipe", "recipe-form",
        "confirm-delete", "import", "ingredients", "skills", "household", "invite", "account", "admin",
    ]

    private let library: MustacheLibrary

    public init(directory: URL) async throws {
        PageContentType.registered
        var library = MustacheLibrary()
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        for file in files where file.pathExtension == "mustache" {
            let name = file.deletingPathExtension().lastPathComponent
            // Every template starts by choosing Larder's escaping, on a line of its own that
            // renders as nothing: Mustache starts each partial (and a layout) again from its own.
            do {
                library.register(try MustacheTemplate(string: "{{% CONTENT_TYPE: \(PageContentType.name) }}\n" + String(contentsOf: file, encoding: .utf8)),
                                 named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw ViewsError.brokenTemplate(file.lastPathComponent, line: error.context.lineNumber - 1, problem: "\(error.error)")
            }
        }
        let missing = Self.required.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else {
            throw ViewsError.missingTemplates(missing, directory: directory.path)
        }
        self.library = library
    }

    /// Renders a page as an HTML response.
    public func render(_ template: String, _ context: some Sendable & Encodable, status: HTTPResponse.Status = .ok) -> Response {
        // A view is plain data, so encoding it cannot fail; if one ever did, the page shows empty.
        let html = library.render((try? ViewTree.of(context)) ?? [String: Any](), withTemplate: template) ?? ""
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    public enum ViewsError: Error, CustomStringConvertible {
        case missingTemplates([String], directory: String)
        case brokenTemplate(String, line: Int, problem: String)
        public var description: String {
            switch self {
            case .missingTemplates(let names, let directory):
                return "templates missing from \(directory): \(names.map { $0 + ".mustache" }.joined(separator: ", "))"
            case .brokenTemplate(let file, let line, let problem):
                return "template \(file), line \(line): \(problem)"
            }
        }
    }
}

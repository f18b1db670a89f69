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
        library = try await MustacheLibrary(directory: directory.path)
        let missing = Self.required.filter { library.getTemplate(named: $0) == nil }
        guard missing.isEmpty else {
            throw ViewsError.missingTemplates(missing, directory: directory.path)
        }
    }

    /// Renders a page as an HTML response.
    public func render(_ template: String, _ context: some Sendable, status: HTTPResponse.Status = .ok) -> Response {
        let html = library.render(Self.tree(of: context) ?? [String: Any](), withTemplate: template) ?? ""
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// The page's values as dictionaries and arrays, which Mustache reads directly. Given a
    /// struct, Mustache reflects on it for every tag, at every level of the context stack it
    /// climbs: on a recipe of thirty steps that was three quarters of the page's time. Here each
    /// value is reflected once. A nil is left out, which Mustache treats as it treats a nil field.
    /// Views are plain data: strings, numbers, flags, optionals, arrays and structs of them.
    static func tree(of value: Any) -> Any? {
        // Casts to concrete types are cheap; the common leaves go first, before any reflection.
        if value is String || value is Int || value is Bool { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { tree(of: $0.value) }
        case .collection, .set:
            return mirror.children.compactMap { tree(of: $0.value) }
        case .struct where !(value is UUID || value is Date || value is URL || value is Decimal || value is Data),
             .class:
            var fields: [String: Any] = [:]
            var level: Mirror? = mirror
            while let current = level {
                for child in current.children {
                    if let label = child.label, fields[label] == nil, let field = tree(of: child.value) { fields[label] = field }
                }
                level = current.superclassMirror
            }
            return fields
        default:
            return value
        }
    }

    public enum ViewsError: Error, CustomStringConvertible {
        case missingTemplates([String], directory: String)
        public var description: String {
            switch self {
            case .missingTemplates(let names, let directory):
                return "templates missing from \(directory): \(names.map { $0 + ".mustache" }.joined(separator: ", "))"
            }
        }
    }
}

import Foundation
import Hummingbird
import LarderAPI
import LarderModel
import Yams

/// `/api`: the API's reference, read from `openapi.yaml` once at start and rendered as a page of
/// Larder's own (the machine that serves it may reach no CDN); `/api/openapi.yaml`: the document.
struct APIReferenceController {
    let views: Views
    let yaml: String
    /// The page's view of the document in each language, in `Strings.all`'s order: the
    /// document's own words stay as they are; the page's frame around them is translated.
    let references: [Reference]

    init(views: Views, document: URL) throws {
        self.views = views
        yaml = try String(contentsOf: document, encoding: .utf8)
        let document = try YAMLDecoder().decode(Document.self, from: yaml)
        references = Strings.all.map { Reference(document, strings: $0) }
    }

    /// The reference in the page's language.
    func reference(in language: Language) -> Reference {
        references[Language.allCases.firstIndex(of: language) ?? 0]
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/api/openapi.yaml") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/yaml; charset=utf-8", .cacheControl: "no-cache"],
                     body: .init(byteBuffer: ByteBuffer(string: yaml)))
        }
        router.get("/api") { _, context in
            views.render(Page(page: PageChrome(title: context.strings.apiReference.title, context: context),
                              reference: reference(in: context.language)))
        }
    }

    // MARK: - The page's view of the document

    // MARK: - The parts of OpenAPI 3.1 the page shows

    struct Document: Decodable, Sendable {
        struct Info: Decodable, Sendable {
            var title: String
            var version: String
            var description: String?
        }

        struct Server: Decodable, Sendable { var url: String }
        struct Tag: Decodable, Sendable {
            var name: String
            var description: String?
        }

        struct PathItem: Decodable, Sendable {
            var parameters: [Parameter]?
            var operations: [String: Operation]

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyKey.self)
                parameters = try container.decodeIfPresent([Parameter].self, forKey: AnyKey("parameters"))
                operations = [:]
                for key in container.allKeys where ["get", "post", "put", "patch", "delete"].contains(key.stringValue) {
                    operations[key.stringValue] = try container.decode(Operation.self, forKey: key)
                }
            }
        }

        struct Operation: Decodable, Sendable {
            var operationId: String
            var tags: [String]
            var summary: String?
            var description: String?
            var parameters: [Parameter]?
            var requestBody: Body?
            var responses: [String: Response]
        }

        struct Parameter: Decodable, Sendable {
            var ref: String?
            var name: String?
            var `in`: String?
            var required: Bool?
            var description: String?
            var schema: Schema?

            enum CodingKeys: String, CodingKey {
                case ref = "$ref", name, `in`, required, description, schema
            }
        }

        struct Body: Decodable, Sendable { var content: [String: MediaType] }
        struct MediaType: Decodable, Sendable { var schema: Schema? }

        struct Response: Decodable, Sendable {
            var ref: String?
            var description: String?
            var content: [String: MediaType]?

            enum CodingKeys: String, CodingKey {
                case ref = "$ref", description, content
            }
        }

        final class Schema: Decodable, Sendable {
            let ref: String?
            let type: SchemaType?
            let description: String?
            let items: Schema?
            let properties: [String: Schema]?
            let required: [String]?
            let allOf: [Schema]?
            let `enum`: [String]?

            enum CodingKeys: String, CodingKey {
                case ref = "$ref", type, description, items, properties, required, allOf, `enum`
            }

            /// How the page names the type: a schema's name, `array of Recipe`, `string (one of a, b)`;
            /// the JSON types and the schemas keep their names, the words between them are the page's.
            func typeName(_ strings: Strings) -> String {
                let words = strings.apiReference
                func joined(_ names: [String], _ join: (String, String) -> String) -> String {
                    names.dropFirst().reduce(names.first ?? "") { join($0, $1) }
                }
                if let ref { return String(ref.split(separator: "/").last ?? "") }
                if let allOf {
                    return joined(allOf.map { $0.typeName(strings) }.filter { !$0.isEmpty && $0 != "object" }) { words.both(first: $0, second: $1) }
                }
                let names = type?.names.filter { $0 != "null" } ?? []
                let base = joined(names) { words.either(first: $0, second: $1) }
                if names == ["array"], let items { return words.arrayOf(type: items.typeName(strings)) }
                if let values = self.enum { return words.oneOf(type: base, values: values.joined(separator: ", ")) }
                return (type?.names.contains("null") ?? false) ? words.orNull(type: base) : base
            }
        }

        /// `type: string` or `type: [string, 'null']`.
        struct SchemaType: Decodable, Sendable {
            var names: [String]

            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let name = try? container.decode(String.self) { names = [name] } else { names = try container.decode([String].self) }
            }
        }

        struct Components: Decodable, Sendable {
            var schemas: [String: Schema]
            var parameters: [String: Parameter]
            var responses: [String: Response]
        }

        var info: Info
        var servers: [Server]
        var tags: [Tag]
        var paths: [String: PathItem]
        var components: Components

        func resolve(_ parameter: Parameter) -> Parameter {
            parameter.ref.flatMap { components.parameters[String($0.split(separator: "/").last ?? "")] } ?? parameter
        }

        func resolve(_ response: Response) -> Response {
            response.ref.flatMap { components.responses[String($0.split(separator: "/").last ?? "")] } ?? response
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

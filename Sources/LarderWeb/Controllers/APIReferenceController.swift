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

    struct Page: Sendable, Encodable {
        var page: PageChrome
        var reference: Reference
    }

    // MARK: - The page's view of the document

    struct Reference: Sendable, Encodable {
        struct Group: Sendable, Encodable {
            var name: String
            var description: String
            var operations: [Operation]
        }

        struct Operation: Sendable, Encodable {
            var id: String
            var method: String
            var path: String
            var summary: String
            var paragraphs: [Text]
            var parameters: [Parameter]
            var body: String?
            var responses: [Response]
            var writes: Bool
        }

        struct Parameter: Sendable, Encodable {
            var name: String
            var location: String
            var type: String
            var required: Bool
            var description: Text
        }

        struct Response: Sendable, Encodable {
            var status: String
            var description: Text
            var schema: String?
        }

        struct Schema: Sendable, Encodable {
            var name: String
            var description: Text
            var properties: [Property]
        }

        struct Property: Sendable, Encodable {
            var name: String
            var type: String
            var required: Bool
            var description: Text
        }

        /// A description's text, its `code spans` apart, so the page shows them as code.
        struct Text: Sendable, Encodable {
            struct Segment: Sendable, Encodable {
                var text: String
                var isCode: Bool
            }

            var segments: [Segment]

            init(_ text: String?) {
                segments = (text ?? "").split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
                    part.isEmpty ? nil : Segment(text: String(part), isCode: index % 2 == 1)
                }
            }
        }

        /// One of the problems every error is, as the page explains it.
        struct Problem: Sendable, Encodable {
            /// The anchor `type` points to: `problem-not-found`.
            var id: String
            /// `/api#problem-not-found`, as the problem's `type` says it.
            var type: String
            var status: String
            var description: Text
        }

        var title: String
        var version: String
        /// "version 1.0.0"
        var versionLabel: String
        var paragraphs: [Text]
        var server: String
        /// Where the document itself is served.
        var documentPath: String = "/api/openapi.yaml"
        var groups: [Group]
        var schemas: [Schema]
        var problemsLead: Text
        var problems: [Problem]

        init(_ document: Document, strings: Strings) {
            title = document.info.title
            version = document.info.version
            versionLabel = strings.apiReference.version(version: document.info.version)
            paragraphs = Self.paragraphs(document.info.description)
            server = document.servers.first?.url ?? "/"
            let methods = ["get", "post", "put", "patch", "delete"]
            let operations = document.paths.sorted { $0.key < $1.key }.flatMap { path, item in
                methods.compactMap { method in item.operations[method].map { (path: path, method: method, item: item, operation: $0) } }
            }
            groups = document.tags.map { tag in
                Group(name: tag.name, description: tag.description ?? "", operations: operations.filter { $0.operation.tags.contains(tag.name) }.map {
                    let parameters = ($0.item.parameters ?? []) + ($0.operation.parameters ?? [])
                    return Operation(
                        id: $0.operation.operationId, method: $0.method.uppercased(), path: $0.path, summary: $0.operation.summary ?? "",
                        paragraphs: Self.paragraphs($0.operation.description),
                        parameters: parameters.map { document.resolve($0) }.map {
                            Parameter(name: $0.name ?? "", location: $0.in ?? "", type: $0.schema?.typeName(strings) ?? "",
                                      required: $0.required ?? false, description: Text($0.description))
                        },
                        body: $0.operation.requestBody.flatMap { $0.content.sorted { $0.key < $1.key }.first }
                            .map { strings.apiReference.bodyAs(type: $0.value.schema?.typeName(strings) ?? strings.apiReference.bytes, mediaType: $0.key) },
                        responses: $0.operation.responses.sorted { $0.key < $1.key }.map { status, response in
                            let resolved = document.resolve(response)
                            return Response(status: status, description: Text(resolved.description),
                                            schema: resolved.content?.values.first?.schema?.typeName(strings))
                        },
                        writes: $0.method != "get")
                })
            }
            schemas = document.components.schemas.sorted { $0.key < $1.key }.map { name, schema in
                let required = Set(schema.required ?? [])
                return Schema(name: name, description: Text(schema.description), properties: (schema.properties ?? [:]).sorted { $0.key < $1.key }.map {
                    Property(name: $0.key, type: $0.value.typeName(strings), required: required.contains($0.key), description: Text($0.value.description))
                })
            }
            problemsLead = Text(strings.apiReference.problemsLead)
            let api = strings.apiReference
            problems = [
                ("bad-request", "400", api.problemBadRequest), ("unauthorized", "401", api.problemUnauthorized),
                ("read-only-token", "403", api.problemReadOnlyToken), ("not-found", "404", api.problemNotFound),
                ("method-not-allowed", "405", api.problemMethodNotAllowed),
                ("conflict", "409", api.problemConflict), ("stale-version", "412", api.problemStaleVersion),
                ("too-large", "413", api.problemTooLarge), ("invalid-fields", "422", api.problemInvalidFields),
                ("rate-limited", "429", api.problemRateLimited), ("unavailable", "503", api.problemUnavailable),
                ("internal", "500", api.problemInternal),
            ].map { name, status, description in
                Problem(id: "problem-\(name)", type: "/api#problem-\(name)", status: status, description: Text(description))
            }
        }

        /// A description's paragraphs, each on one line.
        static func paragraphs(_ text: String?) -> [Text] {
            (text ?? "").components(separatedBy: "\n\n").map {
                $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            }.filter { !$0.isEmpty }.map(Text.init)
        }
    }

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

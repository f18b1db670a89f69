import Foundation
import Hummingbird
import LarderAPI
import LarderModel
import Yams

extension APIReferenceController {
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
}

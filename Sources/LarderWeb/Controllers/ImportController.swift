import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// Importing Larder JSON or schema.org JSON-LD (a file or pasted text): all or nothing.
struct ImportController {
    let views: Views
    let store: Store

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/import", use: importPage)
        router.post("/import", use: importDocument)
    }

    struct ImportPage: Sendable, Encodable {
        struct Issue: Sendable, Encodable {
            var path: String
            var problem: String
        }

        struct Created: Sendable, Encodable {
            var name: String
            var url: String
        }

        struct Result: Sendable, Encodable {
            var summary: String
            var created: [Created]
        }

        var page: PageChrome
        var policyOptions: [Choice]
        var formErrors: [String]
        var issues: [Issue]
        var result: Result?
        /// Pasted text, shown again when the import failed.
        var json: String
    }

    static let policies: [(NameConflictPolicy, String)] = [
        (.rename, "Keep both: save the new one as “Name (2)”"),
        (.skip, "Keep mine: leave the imported one out"),
        (.replace, "Replace mine with the imported one"),
    ]

    @Sendable func importPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        return render(context: context, policy: .rename, formErrors: [], issues: [], result: nil, status: .ok)
    }

    @Sendable func importDocument(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let policy = NameConflictPolicy(rawValue: context.form["on_conflict"]) ?? .rename
        let pasted = context.form["json"].trimmed
        let data: Data
        if let file = context.form.files["document"], !file.data.isEmpty {
            data = file.data
        } else if !pasted.isEmpty {
            data = Data(pasted.utf8)
        } else {
            return render(context: context, policy: policy, formErrors: ["Choose a file or paste a recipe to import."], issues: [],
                          result: nil, status: .unprocessableContent)
        }
        do {
            let report = try await store.importer.importDocument(data, into: context.household.id, author: context.user.id, onConflict: policy)
            return render(context: context, policy: policy, formErrors: [], issues: [],
                          result: .init(summary: report.summary, created: zip(report.created, report.createdIDs).map { .init(name: $0, url: "/recipes/\($1.uuidString)") }), status: .ok)
        } catch let error as ImportError {
            return render(context: context, policy: policy, formErrors: ["Nothing was imported: the document has problems."],
                          issues: error.issues.prefix(50).map { .init(path: $0.path, problem: $0.problem) }, result: nil,
                          status: .unprocessableContent)
        } catch RecipeError.invalid(let error) {
            return render(context: context, policy: policy, formErrors: ["Nothing was imported: a recipe has problems."],
                          issues: error.issues.prefix(50).map { .init(path: $0.field, problem: $0.message) }, result: nil,
                          status: .unprocessableContent)
        }
    }

    private func render(context: HouseholdRequestContext, policy: NameConflictPolicy, formErrors: [String], issues: [ImportPage.Issue],
                        result: ImportPage.Result?, status: HTTPResponse.Status) -> Response {
        views.render("import", ImportPage(
            page: PageChrome(title: "Import recipes", context: context, section: .recipes),
            policyOptions: Self.policies.map { Choice($0.0.rawValue, $0.1, selected: $0.0 == policy) },
            formErrors: formErrors, issues: issues, result: result,
            json: result == nil ? String(context.form["json"].prefix(1_000_000)) : ""), status: status)
    }
}

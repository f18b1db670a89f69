import Foundation
import Hummingbird
import LarderModel
import LarderStore

/// Bringing recipes in: from recipe sites' addresses (one at once, many as a job), and from
/// files of any kind Larder reads (its own JSON, schema.org, a saved web page, another app's
/// export), all or nothing.
struct ImportController {
    let views: Views
    let store: Store

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/import", use: importPage)
        router.post("/import", use: importDocument)
        router.post("/import/urls", use: importAddresses)
        router.post("/import/uploads/:id", use: decideUpload)
        router.get("/import/jobs/:id", use: jobPage)
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
            var notes: [String]
        }

        /// One address pasted again: what the household already has from it.
        struct AlreadyThere: Sendable, Encodable {
            var url: String
            var found: String
            var existing: [Created]
        }

        /// An app's export kept while the household decides.
        struct Review: Sendable, Encodable {
            var action: String
            var title: String
            var readable: Int
            var unreadable: [Issue]
            /// A Mealie backup's groups, when it has several and none is chosen yet.
            var choosesGroup: Bool
            var groups: [Choice]
            /// The group chosen, carried into the next decision.
            var group: String?
            var policy: String
        }

        var page: PageChrome
        var urls: FormField
        var urlPolicyOptions: [Choice]
        var policyOptions: [Choice]
        var formErrors: [String]
        var issues: [Issue]
        var result: Result?
        var alreadyThere: AlreadyThere?
        var review: Review?
        /// A question above waits for an answer: the forms for another import are not shown
        /// until it has one, so that the page asks one thing at a time.
        var deciding: Bool
        /// Pasted text, shown again when the import failed.
        var json: String
    }

    static let policies: [(NameConflictPolicy, String)] = [
        (.rename, "Keep both: save the new one as “Name (2)”"),
        (.skip, "Keep mine: leave the imported one out"),
        (.replace, "Replace mine with the imported one"),
    ]
    /// For addresses, the default is to ask: a second paste of the same page is usually a slip.
    static let ask = "ask"

    @Sendable func importPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        render(context: context, status: .ok)
    }

    // MARK: - Files

    @Sendable func importDocument(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let policy = NameConflictPolicy(rawValue: context.form["on_conflict"]) ?? .rename
        let pasted = context.form["json"].trimmed
        let data: Data
        let fileName: String
        if let file = context.form.files["document"], !file.data.isEmpty {
            data = file.data
            fileName = file.filename
        } else if !pasted.isEmpty {
            data = Data(pasted.utf8)
            fileName = ""
        } else {
            return render(context: context, policy: policy, formErrors: ["Choose a file or paste a recipe to import."], status: .unprocessableContent)
        }
        // A Mealie backup of several groups with recipes: the household chooses one first.
        let groups = (try? AppExport.mealieGroups(in: data))?.filter { $0.recipeCount > 0 } ?? []
        if groups.count > 1 {
            let upload = try await store.importUploads.keep(data, named: fileName, in: context.household.id, by: context.user.id)
            return render(context: context, policy: policy, review: .init(
                action: "/import/uploads/\(upload.uuidString)", title: "This Mealie backup holds \(groups.count) groups", readable: 0,
                unreadable: [], choosesGroup: true,
                groups: groups.enumerated().map { Choice($1.id, "\($1.name) (\($1.recipeCount) recipes)", selected: $0 == 0) }, group: nil,
                policy: policy.rawValue), status: .ok)
        }
        return try await importFile(data, named: fileName, group: nil, policy: policy, upload: nil, context: context)
    }

    /// A kept export: imported (its readable recipes, or the chosen group's) or thrown away.
    @Sendable func decideUpload(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let id = try context.parameters.require("id", as: UUID.self)
        guard let (data, fileName) = try await store.importUploads.document(id, in: context.household.id) else {
            return render(context: context, formErrors: ["That upload is no longer kept (uploads wait a day). Upload the file again."],
                          status: .notFound)
        }
        if context.form["decision"] == "cancel" {
            try await store.importUploads.discard(id, in: context.household.id)
            return Redirect.to("/import", flash: Flash("Nothing was imported; the file is deleted."))
        }
        let policy = NameConflictPolicy(rawValue: context.form["on_conflict"]) ?? .rename
        let group = context.form["group"].isEmpty ? nil : context.form["group"]
        return try await importFile(data, named: fileName, group: group, policy: policy, upload: id,
                                    confirmed: context.form["decision"] == "import", context: context)
    }

    /// Reads the file; imports it when every recipe in it is readable or the household has seen
    /// which are not and said to go on; otherwise keeps it and shows the report.
    private func importFile(_ data: Data, named fileName: String, group: String?, policy: NameConflictPolicy, upload: UUID?,
                            confirmed: Bool = false, context: HouseholdRequestContext) async throws -> Response {
        let household = context.household.id
        let payload: ImportPayload
        do throws(ImportError) {
            payload = try await store.documents.read(data, mealieGroup: group)
        } catch {
            return render(context: context, policy: policy, formErrors: ["Nothing was imported: the file has problems."],
                          issues: Self.issues(error.issues), status: .unprocessableContent)
        }
        if !payload.unreadable.isEmpty && !confirmed {
            let kept: UUID
            if let upload { kept = upload } else { kept = try await store.importUploads.keep(data, named: fileName, in: household, by: context.user.id) }
            let from = fileName.isEmpty ? payload.format.rawValue : "\(payload.format.rawValue) (\(fileName))"
            return render(context: context, policy: policy, review: .init(
                action: "/import/uploads/\(kept.uuidString)", title: "\(payload.recipes.count) of \(payload.recipes.count + payload.unreadable.count) recipes can be imported from \(from)",
                readable: payload.recipes.count, unreadable: Self.issues(payload.unreadable), choosesGroup: false, groups: [],
                group: group, policy: policy.rawValue), status: .ok)
        }
        do {
            let report = try await store.importer.importPayload(payload, into: household, author: context.user.id, onConflict: policy)
            if let upload { try await store.importUploads.discard(upload, in: household) }
            return render(context: context, policy: policy, result: Self.result(report, unreadable: payload.unreadable), status: .ok)
        } catch let error as ImportError {
            return render(context: context, policy: policy, formErrors: ["Nothing was imported: the file has problems."],
                          issues: Self.issues(error.issues), status: .unprocessableContent)
        } catch RecipeError.invalid(let error) {
            return render(context: context, policy: policy, formErrors: ["Nothing was imported: a recipe has problems."],
                          issues: error.issues.prefix(50).map { .init(path: $0.field, problem: $0.message) }, status: .unprocessableContent)
        }
    }

    // MARK: - Addresses

    @Sendable func importAddresses(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let household = context.household.id
        let choice = context.form["on_conflict"]
        let policy = NameConflictPolicy(rawValue: choice)
        let addresses = context.form["urls"].split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
        func refused(_ message: String) -> Response {
            render(context: context, urlPolicy: choice, urlErrors: [message], status: .unprocessableContent)
        }
        guard !addresses.isEmpty else { return refused("Paste the address of a recipe page, or several, one per line.") }
        guard addresses.count == 1 else {
            do {
                // Many at once: a job, which any instance works on; its page shows the progress.
                let job = try await store.importJobs.create(addresses, in: household, by: context.user.id,
                                                            onConflict: policy ?? .skip, budgeted: true)
                return Redirect.to("/import/jobs/\(job.uuidString)")
            } catch let error as ImportError {
                return refused(error.problems)
            }
        }
        guard try await store.fetchBudget.take(for: household) else {
            return refused("This household has fetched \(store.fetchBudget.perMinute) pages in the last minute. Wait a minute and try again.")
        }
        let payload: ImportPayload
        do throws(ImportError) {
            payload = try await store.pages.read(addresses[0])
        } catch {
            return refused(error.problems)
        }
        if policy == nil {
            let existing = try await store.importer.duplicates(of: payload, in: household)
            if !existing.isEmpty {
                return render(context: context, urlPolicy: choice, alreadyThere: .init(
                    url: addresses[0], found: payload.recipes.map(\.draft.name).joined(separator: ", "),
                    existing: existing.map { .init(name: $0.name, url: "/recipes/\($0.id.uuidString)") }), status: .ok)
            }
        }
        let report: ImportReport
        do {
            report = try await store.importer.importPayload(payload, into: household, author: context.user.id, onConflict: policy ?? .rename)
        } catch RecipeError.invalid(let error) {
            return refused("The page’s recipe does not fit: \(error)")
        }
        // One recipe: straight to it, as a person expects after pasting a link.
        if report.createdIDs.count == 1, payload.recipes.count == 1 {
            let notes = report.notes(unreadable: [])
            return Redirect.to("/recipes/\(report.createdIDs[0].uuidString)",
                               flash: Flash((["Imported from \(Self.host(of: payload.recipes[0].draft.sourceURL))."] + notes).joined(separator: " ")))
        }
        if report.createdIDs.isEmpty, let kept = report.kept.first {
            return Redirect.to("/recipes/\(kept.uuidString)", flash: Flash("You already have this recipe; nothing changed."))
        }
        return render(context: context, urlPolicy: choice, result: Self.result(report, unreadable: []), status: .ok)
    }

    // MARK: - Jobs

    struct JobPage: Sendable, Encodable {
        struct Item: Sendable, Encodable {
            var url: String
            var state: String
            var isPending: Bool
            var isImported: Bool
            var isFailed: Bool
            var recipeName: String?
            var recipeURL: String?
            var message: String
        }

        var page: PageChrome
        var total: Int
        var imported: Int
        var failed: Int
        var remaining: Int
        var isFinished: Bool
        /// Done out of total, for the progress bar.
        var done: Int
        var items: [Item]
    }

    @Sendable func jobPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let status = try await store.importJobs.status(of: id, in: context.household.id) else {
            throw HTTPError(.notFound)
        }
        let title = status.isFinished ? "Import finished" : "Importing recipes"
        return views.render(JobPage(
            page: PageChrome(title: title, context: context, section: .recipes),
            total: status.items.count, imported: status.imported, failed: status.failed, remaining: status.remaining,
            isFinished: status.isFinished, done: status.imported + status.failed,
            // What failed first: it is what the person has to act on, and a report ends with it.
            items: (status.items.filter { $0.state == .failed } + status.items.filter { $0.state != .failed }).map { item in
                JobPage.Item(url: item.url, state: item.state.rawValue, isPending: item.state == .pending, isImported: item.state == .imported,
                             isFailed: item.state == .failed, recipeName: item.recipeName,
                             recipeURL: item.recipeID.map { "/recipes/\($0.uuidString)" }, message: item.message)
            }))
    }

    // MARK: - Rendering

    private static func issues(_ issues: [ImportError.Issue]) -> [ImportPage.Issue] {
        issues.prefix(50).map { .init(path: $0.path, problem: $0.problem) }
    }

    private static func result(_ report: ImportReport, unreadable: [ImportError.Issue]) -> ImportPage.Result {
        .init(summary: report.summary,
              created: zip(report.created, report.createdIDs).map { .init(name: $0, url: "/recipes/\($1.uuidString)") },
              notes: report.notes(unreadable: unreadable))
    }

    private static func host(of address: String?) -> String {
        address.flatMap { URL(string: $0)?.host }.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 } ?? "the page"
    }

    private func render(context: HouseholdRequestContext, policy: NameConflictPolicy = .rename, urlPolicy: String = ask,
                        urlErrors: [String] = [], formErrors: [String] = [], issues: [ImportPage.Issue] = [], result: ImportPage.Result? = nil,
                        alreadyThere: ImportPage.AlreadyThere? = nil, review: ImportPage.Review? = nil,
                        status: HTTPResponse.Status) -> Response {
        let urlChoices = [(Self.ask, "Ask me")] + Self.policies.map { ($0.0.rawValue, $0.1) }
        return views.render(ImportPage(
            page: PageChrome(title: "Import recipes", context: context, section: .recipes),
            urls: FormField("urls", value: result == nil ? String(context.form["urls"].prefix(200_000)) : "", errors: urlErrors),
            urlPolicyOptions: urlChoices.map { Choice($0.0, $0.1, selected: $0.0 == (urlChoices.contains { $0.0 == urlPolicy } ? urlPolicy : Self.ask)) },
            policyOptions: Self.policies.map { Choice($0.0.rawValue, $0.1, selected: $0.0 == policy) },
            formErrors: formErrors, issues: issues, result: result, alreadyThere: alreadyThere, review: review,
            deciding: alreadyThere != nil || review != nil, json: result == nil ? String(context.form["json"].prefix(1_000_000)) : ""), status: status)
    }
}

import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderModel
import LarderStore

/// Bringing recipes in: from recipe sites' addresses (one at once, many as a job), and from
/// files of any kind Larder reads (its own JSON, schema.org, a saved web page, another app's
/// export), all or nothing.
struct ImportController {
    let views: Views
    /// The threads a file is read on, away from the pages'.
    let cpu: CPUWork
    /// Imports, with the fetcher the application was wired with.
    let imports: ImportActions

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/import", use: importPage)
        router.post("/import", use: importDocument)
        router.post("/import/urls", use: importAddresses)
        router.post("/import/uploads/:id", use: decideUpload)
        router.get("/import/jobs/:id", use: jobPage)
    }

    static let policies: [NameConflictPolicy] = [.rename, .skip, .replace]

    /// What the import forms' checkboxes chose; both off unless ticked.
    static func choices(_ form: FormData) -> ImportChoices {
        ImportChoices(keywordsAsTags: form["keywords_as_tags"] == "on", takeSettings: form["take_settings"] == "on")
    }

    /// What each choice of the conflict fieldsets says.
    static func policyLabel(_ policy: NameConflictPolicy, _ strings: Strings) -> String {
        switch policy {
        case .rename: strings.importing.policyRename
        case .skip: strings.importing.policySkip
        case .replace: strings.importing.policyReplace
        }
    }
    /// For addresses, the default is to ask: a second paste of the same page is usually a slip.
    static let ask = "ask"

    @Sendable func importPage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await render(context: context, status: .ok)
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
            return try await render(context: context, policy: policy, formErrors: [context.strings.importing.chooseFileOrPaste], status: .unprocessableContent)
        }
        return try await cpu.run {
            // A Mealie backup of several groups with recipes: the household chooses one first.
            let groups = (try? AppExport.mealieGroups(in: data))?.filter { $0.recipeCount > 0 } ?? []
            guard groups.count > 1 else {
                return try await importFile(data, named: fileName, group: nil, policy: policy, upload: nil, context: context)
            }
            let upload: UUID
            do {
                upload = try await imports.keep(data, named: fileName, in: context.household.id, by: context.user.id)
            } catch let full as ImportUploads.QuotaFull {
                return try await render(context: context, policy: policy, formErrors: [Self.quotaFull(full, context)], status: .unprocessableContent)
            }
            let words = context.strings.importing
            return try await render(context: context, policy: policy, review: .init(
                action: "/import/uploads/\(upload.text)", title: words.mealieGroups(count: groups.count), readable: 0,
                unreadable: [], choosesGroup: true,
                groups: groups.enumerated().map { Choice($1.id, words.groupChoice(count: $1.recipeCount, name: $1.name), selected: $0 == 0) }, group: nil,
                policy: policy.rawValue, importOthers: words.importOthers(count: 0)), status: .ok)
        }
    }

    /// A kept export: imported (its readable recipes, or the chosen group's) or thrown away.
    @Sendable func decideUpload(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let id = try context.parameters.require("id", as: UUID.self)
        guard let (data, fileName) = try await imports.kept(id, in: context.household.id) else {
            return try await render(context: context, formErrors: [context.strings.importing.uploadGone], status: .notFound)
        }
        if context.form["decision"] == "cancel" {
            try await imports.discard(id, in: context.household.id)
            return Redirect.to("/import", flash: Flash(context.strings.importing.cancelled))
        }
        let policy = NameConflictPolicy(rawValue: context.form["on_conflict"]) ?? .rename
        let group = context.form["group"].isEmpty ? nil : context.form["group"]
        return try await cpu.run {
            try await importFile(data, named: fileName, group: group, policy: policy, upload: id, confirmed: context.form["decision"] == "import",
                                 context: context)
        }
    }

    /// Reads the file; imports it when every recipe in it is readable or the household has seen
    /// which are not and said to go on; otherwise keeps it and shows the report.
    private func importFile(_ data: Data, named fileName: String, group: String?, policy: NameConflictPolicy, upload: UUID?,
                            confirmed: Bool = false, context: HouseholdRequestContext) async throws -> Response {
        let household = context.household.id
        let strings = context.strings
        let payload: ImportPayload
        do throws(ImportError) {
            payload = try await imports.readFile(data, mealieGroup: group)
        } catch {
            return try await render(context: context, policy: policy, formErrors: [strings.importing.fileProblems],
                          issues: Self.issues(error.issues, strings), status: .unprocessableContent)
        }
        if !payload.unreadable.isEmpty && !confirmed {
            let kept: UUID
            do {
                if let upload { kept = upload } else { kept = try await imports.keep(data, named: fileName, in: household, by: context.user.id) }
            } catch let full as ImportUploads.QuotaFull {
                return try await render(context: context, policy: policy, formErrors: [Self.quotaFull(full, context)], status: .unprocessableContent)
            }
            let format = Self.formatName(payload.format, strings)
            let from = fileName.isEmpty ? format : "\(format) (\(fileName))"
            let readable = payload.recipes.count
            return try await render(context: context, policy: policy, review: .init(
                action: "/import/uploads/\(kept.text)",
                title: strings.importing.canImport(count: readable, total: strings.language.number(readable + payload.unreadable.count), from: from),
                readable: readable, unreadable: Self.issues(payload.unreadable, strings), choosesGroup: false, groups: [],
                group: group, policy: policy.rawValue, importOthers: strings.importing.importOthers(count: readable)), status: .ok)
        }
        do {
            let report = try await imports.importFile(payload, into: household, by: context.user.id, onConflict: policy,
                                                      choices: Self.choices(context.form), keptAs: upload)
            return try await render(context: context, policy: policy, result: Self.result(report, unreadable: payload.unreadable, strings), status: .ok)
        } catch let error as ImportError {
            return try await render(context: context, policy: policy, formErrors: [strings.importing.fileProblems],
                          issues: Self.issues(error.issues, strings), status: .unprocessableContent)
        } catch RecipeError.invalid(let error) {
            return try await render(context: context, policy: policy, formErrors: [strings.importing.recipeProblems],
                          issues: error.issues.prefix(50).map { .init(path: $0.field, problem: strings.say($0)) }, status: .unprocessableContent)
        }
    }

    // MARK: - Addresses

    @Sendable func importAddresses(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let household = context.household.id
        let choice = context.form["on_conflict"]
        let policy = NameConflictPolicy(rawValue: choice)
        let addresses = context.form["urls"].split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
        @Sendable func refused(_ message: String) async throws -> Response {
            try await render(context: context, urlPolicy: choice, urlErrors: [message], status: .unprocessableContent)
        }
        let strings = context.strings
        guard !addresses.isEmpty else { return try await refused(strings.importing.pasteAddress) }
        guard addresses.count == 1 else {
            do {
                // Many at once: a job, which any instance works on; its page shows the progress.
                let job = try await imports.startJob(addresses, in: household, by: context.user.id, onConflict: policy ?? .skip,
                                                                 choices: Self.choices(context.form))
                return Redirect.to("/import/jobs/\(job.text)")
            } catch let error as ImportError {
                return try await refused(strings.say(error))
            }
        }
        let address = addresses[0]
        let outcome: ImportActions.PageImport
        do {
            outcome = try await imports.importPage(address, in: household, by: context.user.id, onConflict: policy,
                                                               choices: Self.choices(context.form))
        } catch let error as ImportError {
            return try await refused(strings.say(error))
        } catch RecipeError.invalid(let error) {
            // Each problem as "field: problem", as the model says it, in the page's language.
            return try await refused(strings.importing.doesNotFit(problems: error.issues.map { "\($0.field): \(strings.say($0))" }.joined(separator: "; ")))
        }
        switch outcome {
        case .overBudget(let perMinute):
            return try await refused(strings.importing.fetchBudget(count: perMinute))
        case .alreadyThere(let payload, let existing):
            return try await render(context: context, urlPolicy: choice, alreadyThere: .init(
                url: address, found: payload.recipes.map(\.draft.name).joined(separator: ", "),
                existing: existing.map { .init(name: $0.name, url: "/recipes/\($0.id.text)") }), status: .ok)
        case .imported(let payload, let report):
            // One recipe: straight to it, as a person expects after pasting a link.
            if report.createdIDs.count == 1, payload.recipes.count == 1 {
                let notes = Self.notes(report, unreadable: [], strings)
                let host = Self.host(of: payload.recipes[0].draft.sourceURL) ?? strings.importing.thePage
                return Redirect.to("/recipes/\(report.createdIDs[0].text)",
                                   flash: Flash(([strings.importing.importedFromHost(host: host)] + notes).joined(separator: " ")))
            }
            if report.createdIDs.isEmpty, let kept = report.kept.first {
                return Redirect.to("/recipes/\(kept.text)", flash: Flash(strings.importing.alreadyHaveIt))
            }
            return try await render(context: context, urlPolicy: choice, result: Self.result(report, unreadable: [], strings), status: .ok)
        }
    }

    // MARK: - Rendering

    /// What became of a job's address, beyond its state, in the page's language.
    static func message(of item: ImportJobStatus.Item, _ strings: Strings) -> String {
        item.said.map(strings.say) ?? ""
    }

    /// Each problem in the page's language, where LarderStore gives its wording.
    private static func issues(_ issues: [ImportError.Issue], _ strings: Strings) -> [ImportPage.Issue] {
        issues.prefix(50).map { .init(path: $0.path, problem: strings.say($0)) }
    }

    private static func result(_ report: ImportReport, unreadable: [ImportError.Issue], _ strings: Strings) -> ImportPage.Result {
        .init(summary: summary(report, strings),
              created: zip(report.created, report.createdIDs).map { .init(name: $0, url: "/recipes/\($1.text)") },
              notes: notes(report, unreadable: unreadable, strings))
    }

    /// "4 recipes imported from a Paprika export, 1 replaced": what the import did, in the page's
    /// language. What a household's backup brought besides (`restored`) is said as LarderStore says it.
    private static func summary(_ report: ImportReport, _ strings: Strings) -> String {
        let words = strings.importing
        var parts = [words.importedFrom(count: report.created.count, format: formatName(report.format, strings))]
        if !report.replaced.isEmpty { parts.append(words.replacedCount(count: report.replaced.count)) }
        if !report.renamed.isEmpty { parts.append(words.renamedCount(count: report.renamed.count)) }
        if !report.skipped.isEmpty { parts.append(words.skippedCount(count: report.skipped.count)) }
        parts += report.restored
        return parts.joined(separator: ", ")
    }

    /// Recipes a page's structure gave (to be checked), pictures left out, and the file's recipes
    /// that could not be read, each with its reason.
    static func notes(_ report: ImportReport, unreadable: [ImportError.Issue], _ strings: Strings) -> [String] {
        report.pageStructure.sorted { $0.key < $1.key }.map { strings.importing.readFromPage(name: $0.key, way: strings.say($0.value)) }
            + report.leftOut.map { strings.importing.pictureLeftOut(path: $0.path, problem: strings.say($0)) }
            + unreadable.map { strings.importing.notImported(path: $0.path, problem: strings.say($0)) }
    }

    /// What a file was read as: "a Paprika export", "Larder JSON".
    private static func formatName(_ format: ImportPayload.Format, _ strings: Strings) -> String {
        switch format {
        case .larder: strings.importing.formatLarder
        case .schemaOrg: strings.importing.formatSchemaOrg
        case .webPage: strings.importing.formatWebPage
        case .mealie: strings.importing.formatMealie
        case .mealieLegacy: strings.importing.formatMealieLegacy
        case .tandoor: strings.importing.formatTandoor
        case .paprika: strings.importing.formatPaprika
        case .nextcloud: strings.importing.formatNextcloud
        }
    }

    /// The site an address is on, without "www."; nil for none.
    private static func host(of address: String?) -> String? {
        address.flatMap { URL(string: $0)?.host }.map { $0.hasPrefix("www.") ? String($0.dropFirst(4)) : $0 }
    }

    private func render(context: HouseholdRequestContext, policy: NameConflictPolicy = .rename, urlPolicy: String = ask,
                        urlErrors: [String] = [], formErrors: [String] = [], issues: [ImportPage.Issue] = [], result: ImportPage.Result? = nil,
                        alreadyThere: ImportPage.AlreadyThere? = nil, review: ImportPage.Review? = nil,
                        status: HTTPResponse.Status) async throws -> Response {
        let strings = context.strings
        let language = context.language
        let choices = Self.choices(context.form)
        let (used, quota) = try await imports.uploadQuota(of: context.household.id)
        let jobLimits = imports.jobLimits
        let urlChoices = [(Self.ask, strings.importing.policyAsk)] + Self.policies.map { ($0.rawValue, Self.policyLabel($0, strings)) }
        return views.render(ImportPage(
            page: PageChrome(title: strings.importing.title, context: context, section: .recipes),
            urls: FormField("urls", value: result == nil ? String(context.form["urls"].prefix(200_000)) : "", errors: urlErrors),
            urlPolicyOptions: urlChoices.map { Choice($0.0, $0.1, selected: $0.0 == (urlChoices.contains { $0.0 == urlPolicy } ? urlPolicy : Self.ask)) },
            policyOptions: Self.policies.map { Choice($0.rawValue, Self.policyLabel($0, strings), selected: $0 == policy) },
            formErrors: formErrors, issues: issues, result: result, alreadyThere: alreadyThere, review: review,
            deciding: alreadyThere != nil || review != nil, json: result == nil ? String(context.form["json"].prefix(1_000_000)) : "",
            keywordsAsTags: choices.keywordsAsTags, takeSettings: choices.takeSettings,
            limits: strings.importing.limitsText(addresses: language.number(jobLimits.addresses), jobs: language.number(jobLimits.openJobs)),
            keptUploads: strings.importing.keptUploads(used: Format.megabytes(used, language), quota: Format.megabytes(quota, language))),
            status: status)
    }

    /// Why an export cannot be kept for its household to decide on.
    private static func quotaFull(_ full: ImportUploads.QuotaFull, _ context: HouseholdRequestContext) -> String {
        context.strings.importing.quotaFull(used: Format.megabytes(full.usedBytes, context.language),
                                            quota: Format.megabytes(full.quotaBytes, context.language))
    }
}

import Foundation
import LarderExchange
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// The meal plan: the week view, planning from it and from a recipe, moving and removing
/// entries, and the calendar feed that shows the plan in phone calendars.
struct PlanController {
    let views: Views
    let plan: PlanActions
    let recipes: RecipeActions
    let households: HouseholdActions

    func addRoutes(everyone: Router<AppRequestContext>, members: RouterGroup<HouseholdRequestContext>) {
        members.get("/plan", use: week)
        members.post("/plan/entries", use: add)
        members.post("/plan/entries/:entry/move", use: move)
        members.post("/plan/entries/:entry/remove", use: remove)
        members.post("/plan/feed", use: makeFeed)
        members.post("/plan/feed/revoke", use: revokeFeed)
        members.post("/plan/week-start", use: setWeekStart)
        members.get("/plan/recipes", use: pickRecipe)
        members.get("/recipes/:id/plan", use: planRecipeForm)
        members.post("/recipes/:id/plan", use: planRecipe)
        // The feed is read by calendar apps, which have no session: its secret is the key.
        everyone.get("/plan/:feed", use: feed)
    }

    // MARK: - The week

    /// What a refused add brings back to its day.
    private struct Refused {
        var day: Day
        var form: FormData
        var issues: [FieldIssue]
        var suggestions: [RecipeName] = []
    }

    static func weekURL(_ day: Day) -> String { "/plan?week=\(day.iso)" }

    @Sendable func week(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let asked = Day(iso: FormData(query: request.uri.query)["week"]) ?? context.household.today
        return try await render(week: asked, context: context)
    }

    private func render(week day: Day, context: HouseholdRequestContext, refused: Refused? = nil, newFeedURL: String? = nil,
                        status: HTTPResponse.Status = .ok) async throws -> Response {
        let week = try await plan.week(containing: day, in: context.household.id)
        let hasFeed = newFeedURL != nil || week.hasCalendarFeed
        let today = context.household.today
        let strings = context.strings
        let columns = week.days.map { day in
            let ofDay = week.entries.filter { $0.day == day }
            let slots = PlanSlot.allCases.compactMap { slot -> WeekPage.Slot? in
                let entries = ofDay.filter { $0.slot == slot }
                guard !entries.isEmpty else { return nil }
                return WeekPage.Slot(label: strings.label(slot), entries: entries.map { entry in
                    WeekPage.Entry(id: entry.id.text, title: entry.title, recipeURL: entry.recipe.map { "/recipes/\($0.id.text)" },
                                   day: day.iso, slotOptions: Self.slotChoices(selected: entry.slot, strings))
                })
            }
            let refusedHere = refused?.day == day ? refused : nil
            let form = WeekPage.AddForm(
                isOpen: refusedHere != nil,
                slotOptions: Self.slotChoices(selected: refusedHere.flatMap { PlanSlot(rawValue: $0.form["slot"]) } ?? .dinner, strings),
                recipe: refusedHere.map { FormField("recipe", from: $0.form, issues: $0.issues, strings: strings) } ?? FormField("recipe"),
                servings: refusedHere.map { FormField("servings", from: $0.form, issues: $0.issues, strings: strings) } ?? FormField("servings"),
                note: refusedHere.map { FormField("note", from: $0.form, issues: $0.issues, strings: strings) } ?? FormField("note"),
                errors: refusedHere.map { _ in [strings.plan.notPlannedYet] } ?? [],
                suggestions: (refusedHere?.suggestions ?? []).map { recipe in
                    WeekPage.Suggestion(name: recipe.name, planLabel: strings.plan.planRecipe(name: recipe.name), recipeID: recipe.id.text, day: day.iso,
                                        slot: refusedHere?.form["slot"] ?? PlanSlot.dinner.rawValue, servings: refusedHere?.form["servings"] ?? "")
                },
                pickURL: "/plan/recipes?day=\(day.iso)")
            let label = Format.weekday(day, context.language)
            return WeekPage.DayColumn(iso: day.iso, label: label, addToDay: strings.plan.addToDay(day: label), isToday: day == today,
                                      slots: slots, isEmpty: slots.isEmpty, form: form)
        }
        let page = WeekPage(
            page: PageChrome(title: strings.plan.title, context: context, section: .plan),
            heading: strings.plan.weekOf(day: Format.day(week.start, context.language)),
            previousURL: Self.weekURL(week.start.adding(days: -7)), nextURL: Self.weekURL(week.start.adding(days: 7)),
            thisWeekURL: "/plan", isThisWeek: week.days.contains(today), days: columns, isOwner: context.isOwner,
            weekStartOptions: Self.weekdays(strings).enumerated().map { Choice(String($0.offset + 1), $0.element, selected: $0.offset + 1 == week.weekStartsOn) },
            hasFeed: hasFeed, newFeedURL: newFeedURL,
            weekFrom: week.start.iso, weekTo: week.start.adding(days: 6).iso)
        return views.render(page, status: status)
    }

    /// The days of the week, Monday first, as the week-start choice names them.
    static func weekdays(_ strings: Strings) -> [String] {
        let plan = strings.plan
        return [plan.monday, plan.tuesday, plan.wednesday, plan.thursday, plan.friday, plan.saturday, plan.sunday]
    }

    /// The household's first day of the week; owners only (the store checks).
    @Sendable func setWeekStart(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let weekday = Int(context.form["week_starts_on"]) ?? 0
        do {
            try await households.setWeekStart(weekday, of: context.household.id, by: context.user.id)
        } catch HouseholdError.invalid {
            return Redirect.to("/plan", flash: Flash(context.strings.plan.chooseWeekday, isError: true))
        }
        return Redirect.to("/plan", flash: Flash(context.strings.plan.weeksStartOn(weekday: Self.weekdays(context.strings)[weekday - 1])))
    }

    static func slotChoices(selected: PlanSlot, _ strings: Strings) -> [Choice] {
        PlanSlot.allCases.map { Choice($0.rawValue, strings.label($0), selected: $0 == selected) }
    }

    @Sendable func add(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let form = context.form
        let day = Day(iso: form["day"].trimmed)
        // A recipe chosen from the picker comes by id; one typed, by name.
        let chosen = UUID(uuidString: form["recipe_id"])
        let recipe = chosen == nil ? form["recipe"].trimmed : "chosen"
        let servingsText = form["servings"].trimmed
        let servings = Int(servingsText)
        let content: PlanDraft.Content = if let chosen { .recipe(chosen, servings: servings) }
            else if recipe.isEmpty { .note(form["note"]) } else { .recipeNamed(recipe, servings: servings) }
        let draft = PlanDraft(day: day, slot: PlanSlot(rawValue: form["slot"]), content: content)
        var issues = draft.validationIssues()
        if !servingsText.isEmpty && servings == nil { issues.append(FieldIssue("servings", .servingsWhole)) }
        if recipe.isEmpty && form["note"].trimmed.isEmpty {
            issues = issues.filter { $0.field != "note" } + [FieldIssue("recipe", context.strings.plan.recipeOrNote)]
        }
        func refuse(_ issues: [FieldIssue], suggestions: [RecipeName] = []) async throws -> Response {
            let day = day ?? context.household.today
            return try await render(week: day, context: context,
                                    refused: Refused(day: day, form: form, issues: issues, suggestions: suggestions), status: .unprocessableContent)
        }
        guard issues.isEmpty else { return try await refuse(issues) }
        do {
            try await plan.add(draft, by: context.user.id, in: context.household.id)
        } catch PlanError.noRecipeNamed(let name) {
            let like = try await recipes.resembling(name, in: context.household.id, limit: 5)
            // One recipe like what was typed, by the start of its words or despite a typo, is the
            // one meant: Enter plans it, and the flash names it. Several, or one only like it in
            // another way ("Leek pie" for "Leek soup"), still ask which.
            if like.count == 1, TypedName.means(name, like[0].name), case .recipeNamed(_, let servings) = draft.content, let day {
                var meant = draft
                meant.content = .recipe(like[0].id, servings: servings)
                try await plan.add(meant, by: context.user.id, in: context.household.id)
                return Redirect.to(Self.weekURL(day) + "#day-\(day.iso)", flash: Flash(
                    context.strings.plan.plannedLike(recipe: like[0].name, day: Format.weekday(day, context.language), typed: name)))
            }
            let message = like.isEmpty ? context.strings.plan.noRecipeNamedNorLike(name: name) : context.strings.plan.noRecipeNamed(name: name)
            return try await refuse([FieldIssue("recipe", message)], suggestions: like)
        } catch PlanError.notFound {
            throw Failure.notFound
        }
        return Redirect.to(Self.weekURL(day!) + "#day-\(day!.iso)", flash: Flash(context.strings.plan.plannedFor(day: Format.weekday(day!, context.language))))
    }

    @Sendable func move(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let entry = try context.parameters.require("entry", as: UUID.self)
        let (day, slot) = (Day(iso: context.form["day"].trimmed), PlanSlot(rawValue: context.form["slot"]))
        do {
            try await plan.move(entry, to: day, slot: slot, in: context.household.id)
        } catch PlanError.notFound {
            throw Failure.notFound
        } catch PlanError.invalid {
            return Redirect.to("/plan", flash: Flash(context.strings.plan.chooseDayAndMeal, isError: true))
        }
        guard let day, let slot else { throw Failure.notFound }
        return Redirect.to(Self.weekURL(day) + "#day-\(day.iso)", flash: Flash(
            context.strings.plan.movedTo(slot: context.strings.labelInText(slot), day: Format.weekday(day, context.language))))
    }

    @Sendable func remove(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let entry = try context.parameters.require("entry", as: UUID.self)
        do {
            try await plan.remove(entry, in: context.household.id)
        } catch PlanError.notFound {
            throw Failure.notFound
        }
        let back = Day(iso: context.form["week"]).map(Self.weekURL) ?? "/plan"
        return Redirect.to(back, flash: Flash(context.strings.plan.removed))
    }

    // MARK: - Choosing a recipe for a day

    /// Recipes like what was typed, for a day of the plan: a page without script, each match
    /// planned with one button; asked for by the day's recipe field as it is typed in, the
    /// names alone, as the options of its list.
    @Sendable func pickRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let query = FormData(query: request.uri.query)
        let q = query.searchText("q")
        let day = Day(iso: query["day"].trimmed) ?? context.household.today
        let slot = PlanSlot(rawValue: query["slot"]) ?? .dinner
        let matches = try await recipes.resembling(q, in: context.household.id, limit: request.wantsFragment ? 8 : 30)
        let strings = context.strings
        let suggestions = matches.map {
            WeekPage.Suggestion(name: $0.name, planLabel: strings.plan.planRecipe(name: $0.name), recipeID: $0.id.text, day: day.iso,
                                slot: slot.rawValue, servings: query["servings"].trimmed)
        }
        if request.wantsFragment { return views.render(PickPage.Options(matches: suggestions)) }
        return views.render(PickPage(
            page: PageChrome(title: strings.plan.chooseRecipeTitle, context: context, section: .plan),
            heading: strings.plan.recipeForDay(day: Format.weekday(day, context.language)), q: q, day: day.iso,
            slotOptions: Self.slotChoices(selected: slot, strings),
            servings: query["servings"].trimmed, matches: suggestions, hasSearched: !q.isEmpty,
            noMatchLabel: strings.plan.noRecipeLike(query: q),
            backURL: Self.weekURL(day) + "#day-\(day.iso)"))
    }

    // MARK: - Planning a recipe from its page

    private func planRecipePage(_ id: UUID, context: HouseholdRequestContext, form: FormData?, issues: [FieldIssue] = [],
                                servings: Int? = nil, status: HTTPResponse.Status = .ok) async throws -> Response {
        let recipe = try await recipes.summaryOrNotFound(id, in: context.household.id)
        return views.render(PlanRecipePage(
            page: PageChrome(title: context.strings.plan.planRecipe(name: recipe.name), context: context, section: .plan), recipeName: recipe.name,
            action: "/recipes/\(id.text)/plan", cancelURL: "/recipes/\(id.text)",
            day: form.map { FormField("day", from: $0, issues: issues, strings: context.strings) } ?? FormField("day", value: context.household.today.iso),
            slotOptions: Self.slotChoices(selected: form.flatMap { PlanSlot(rawValue: $0["slot"]) } ?? .dinner, context.strings),
            servings: form.map { FormField("servings", from: $0, issues: issues, strings: context.strings) }
                ?? FormField("servings", value: String(servings ?? recipe.servings)),
            formErrors: issues.isEmpty ? [] : [context.strings.plan.notPlannedYet]), status: status)
    }

    @Sendable func planRecipeForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let asked = Int(FormData(query: request.uri.query)["servings"]).flatMap { RecipeDraft.servingsRange.contains($0) ? $0 : nil }
        return try await planRecipePage(try context.parameters.require("id", as: UUID.self), context: context, form: nil, servings: asked)
    }

    @Sendable func planRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let form = context.form
        let servings = Int(form["servings"].trimmed)
        let draft = PlanDraft(day: Day(iso: form["day"].trimmed), slot: PlanSlot(rawValue: form["slot"]), content: .recipe(id, servings: servings))
        var issues = draft.validationIssues()
        if servings == nil { issues.append(FieldIssue("servings", .servingsWhole)) }
        guard issues.isEmpty, let day = draft.day, let slot = draft.slot else {
            return try await planRecipePage(id, context: context, form: form, issues: issues, status: .unprocessableContent)
        }
        do {
            try await plan.add(draft, by: context.user.id, in: context.household.id)
        } catch PlanError.notFound {
            throw Failure.notFound
        }
        return Redirect.to("/recipes/\(id.text)",
                           flash: Flash(context.strings.plan.plannedForSlot(slot: context.strings.labelInText(slot), day: Format.weekday(day, context.language))))
    }

    // MARK: - The calendar feed

    @Sendable func makeFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        let token = try await plan.makeFeed(for: context.household.id)
        let host = request.head.authority ?? "localhost"
        let scheme = context.isSecure ? "https" : "http"
        return try await render(week: context.household.today, context: context, newFeedURL: "\(scheme)://\(host)/plan/\(token).ics", status: .created)
    }

    @Sendable func revokeFeed(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try context.confirmFormHousehold()
        try await plan.revokeFeed(of: context.household.id)
        return Redirect.to("/plan", flash: Flash(context.strings.plan.feedTurnedOff))
    }

    @Sendable func feed(_ request: Request, context: AppRequestContext) async throws -> Response {
        let file = context.parameters.get("feed") ?? ""
        guard file.hasSuffix(".ics"), let feed = try await plan.feed(String(file.dropLast(4)), today: Day(Date())) else {
            throw Failure.notFound
        }
        let host = request.head.authority ?? "larder"
        let document = PlanCalendar.document(household: feed.household, entries: feed.entries, host: host,
                                             baseURL: "\(context.isSecure ? "https" : "http")://\(host)")
        return Response(status: .ok, headers: [.contentType: "text/calendar; charset=utf-8", .cacheControl: "private, no-cache"],
                        body: .init(byteBuffer: ByteBuffer(string: document)))
    }
}

extension Strings {
    /// A meal of the day as a heading or a choice names it: "Breakfast".
    func label(_ slot: PlanSlot) -> String {
        switch slot {
        case .breakfast: plan.slotBreakfast
        case .lunch: plan.slotLunch
        case .dinner: plan.slotDinner
        case .other: plan.slotOther
        }
    }

    /// A meal of the day inside a sentence: "Moved to breakfast on …".
    func labelInText(_ slot: PlanSlot) -> String {
        switch slot {
        case .breakfast: plan.slotBreakfastInText
        case .lunch: plan.slotLunchInText
        case .dinner: plan.slotDinnerInText
        case .other: plan.slotOtherInText
        }
    }
}

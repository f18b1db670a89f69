import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// The household's shopping list: made from planned days and chosen recipes, ticked off in the
/// shop, and live between members: each open copy follows `/shopping/events`, which tells of
/// every change made through any instance of Larder.
struct ShoppingController {
    let views: Views
    let shopping: ShoppingActions
    let households: HouseholdActions

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/shopping", use: page)
        router.get("/shopping/items", use: itemsFragment)
        router.get("/shopping/events", use: events)
        router.post("/shopping/days", use: setDays)
        router.post("/shopping/refresh", use: refresh)
        router.post("/shopping/items", use: addItem)
        router.post("/shopping/items/:item/tick", use: tick)
        router.post("/shopping/items/:item/remove", use: removeItem)
        router.post("/shopping/offline-changes", use: mergeOffline)
        router.post("/shopping/clear-ticked", use: clearTicked)
        router.post("/shopping/recipes/:id/remove", use: unchoose)
        router.post("/shopping/staples", use: setStaples)
        router.post("/recipes/:id/shop", use: choose)
    }

    // MARK: - The page

    /// The items by aisle (one aisle however its name is cased: "dairy" is "Dairy"), without the
    /// pantry staples unless `showsStaples`, in the words and decimals of `strings`' language.
    static func items(_ list: ShoppingList, showsStaples: Bool, strings: Strings) -> Items {
        // The quantities of items made from recipes, as the language writes decimals ("1,5 kg");
        // an item added by hand reads as it was typed.
        func text(of item: ShoppingItem) -> String { item.isManual ? item.text : strings.language.decimal(item.text) }
        var aisles: [(key: String, aisle: Items.Aisle)] = []
        let shown = list.items.filter { showsStaples || !$0.isStaple }
        // A change made while the staples are shown keeps them shown.
        let keep = showsStaples ? "?staples=show" : ""
        for item in shown {
            let name = item.aisle.isEmpty ? strings.shopping.otherAisle : item.aisle
            let view = Items.Item(id: item.id.text, text: text(of: item), isTicked: item.isTicked, isManual: item.isManual,
                                  tickAction: "/shopping/items/\(item.id.text)/tick" + keep,
                                  removeAction: "/shopping/items/\(item.id.text)/remove" + keep)
            if let index = aisles.firstIndex(where: { $0.key == name.lowercased() }) {
                aisles[index].aisle.items.append(view)
                // Named as written with a capital, where one of its items writes it so ("Dairy").
                if aisles[index].aisle.name.first?.isUppercase != true, name.first?.isUppercase == true { aisles[index].aisle.name = name }
            } else {
                aisles.append((name.lowercased(), .init(name: name, items: [view])))
            }
        }
        let ticked = shown.filter(\.isTicked).count
        let remaining = shown.count - ticked
        let staples = list.items.filter(\.isStaple)
        let staplesNote: String? = staples.isEmpty ? nil
            : showsStaples ? strings.shopping.staplesShown
            : strings.shopping.staplesLeftOff(count: staples.count, items: staples.map(text(of:)).joined(separator: ", "))
        return Items(version: list.version, aisles: aisles.map(\.aisle), hasItems: !shown.isEmpty, tickedCount: ticked,
                     remainingLabel: remaining == 0 && ticked > 0 ? strings.shopping.everythingInBasket
                        : strings.shopping.remaining(toBuy: strings.language.number(remaining), inBasket: strings.language.number(ticked)),
                     remainingPattern: strings.shopping.remaining(toBuy: "{toBuy}", inBasket: "{inBasket}"),
                     allInBasket: strings.shopping.everythingInBasket,
                     staplesNote: staplesNote, showsStaples: showsStaples,
                     staplesToggleURL: showsStaples ? "/shopping" : "/shopping?staples=show")
    }

    @Sendable func page(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let query = FormData(query: request.uri.query)
        return try await render(context: context, days: (query["from"], query["to"]), showsStaples: query["staples"] == "show")
    }

    /// The page; `days` prefills the planned-days form (from the plan's link, or as typed when refused).
    private func render(context: HouseholdRequestContext, days: (from: String, to: String)? = nil, showsStaples: Bool = false,
                        issues: [FieldIssue] = [], newItem: FormField = FormField("text"), staples: FormField? = nil,
                        status: HTTPResponse.Status = .ok) async throws -> Response {
        let list = try await shopping.list(in: context.household.id, units: context.user.units)
        let week = context.household.today.startOfWeek(firstWeekday: list.weekStartsOn)
        let strings = context.strings
        func field(_ name: String, _ typed: String?, _ stored: Day?, _ fallback: Day) -> FormField {
            let value = (typed?.isEmpty == false ? typed : nil) ?? (stored ?? fallback).iso
            return FormField(name, value: value, errors: issues.filter { $0.field == name }.map { strings.say($0) })
        }
        let daysLabel = list.from.flatMap { from in
            list.to.map { strings.shopping.fromPlanDays(from: Format.weekday(from, context.language), to: Format.weekday($0, context.language)) }
        }
        return views.render(ShoppingPage(
            page: PageChrome(title: strings.shopping.title, context: context, section: .shopping),
            items: Self.items(list, showsStaples: showsStaples, strings: strings),
            from: field("from", days?.from, list.from, week), to: field("to", days?.to, list.to, week.adding(days: 6)),
            daysLabel: daysLabel,
            recipes: list.recipes.map {
                ShoppingPage.Recipe(name: $0.name, servings: $0.servings,
                                    servingsLabel: strings.shopping.forServings(servings: strings.language.number($0.servings)),
                                    url: "/recipes/\($0.id.text)",
                                    removeAction: "/shopping/recipes/\($0.id.text)/remove")
            },
            hasSources: daysLabel != nil || !list.recipes.isEmpty, newItem: newItem,
            staples: staples ?? FormField("staples", value: PantryStaples.text(list.pantryStaples)),
            itemsURL: showsStaples ? "/shopping/items?staples=show" : "/shopping/items",
            formErrors: issues.isEmpty ? [] : [strings.shopping.notChangedYet],
            units: UnitsForm(current: context.user.units, back: "/shopping", strings: strings)), status: status)
    }

    /// The list alone, for a copy of the page to swap in when told of a change.
    @Sendable func itemsFragment(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let list = try await shopping.list(in: context.household.id, units: context.user.units)
        let showsStaples = FormData(query: request.uri.query)["staples"] == "show"
        let fragment = ItemsFragment(page: .init(csrfToken: PageChrome.csrfToken(for: context), t: context.strings),
                                     items: Self.items(list, showsStaples: showsStaples, strings: context.strings))
        var response = views.render(fragment)
        response.headers[.cacheControl] = "no-store"
        return response
    }

    /// Server-sent events: the list's version now, then each new one, for as long as the session
    /// lasts and its person is a member.
    @Sendable func events(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let (token, household) = (context.parent.sessionToken ?? "", context.household.id)
        let stream = try shopping.follow(household, for: context.user.id) { try await households.isLive(token, memberOf: household) }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store", .init("X-Accel-Buffering")!: "no"],
                        body: ResponseBody(asyncSequence: stream.map { ByteBuffer(string: $0) }))
    }

    // MARK: - Sources

    @Sendable func setDays(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let form = context.form
        if form["clear"] == "yes" {
            try await shopping.plan(from: nil, to: nil, in: context.household.id)
            return Redirect.to("/shopping", flash: Flash(context.strings.shopping.noLongerFromPlan))
        }
        let (from, to) = (Day(iso: form["from"].trimmed), Day(iso: form["to"].trimmed))
        var issues: [FieldIssue] = []
        if from == nil { issues.append(FieldIssue("from", context.strings.shopping.giveFirstDay)) }
        if to == nil { issues.append(FieldIssue("to", context.strings.shopping.giveLastDay)) }
        do {
            if issues.isEmpty { try await shopping.plan(from: from, to: to, in: context.household.id) }
        } catch ShoppingError.invalid(let error) {
            issues = error.issues
        }
        guard issues.isEmpty, let from, let to else {
            return try await render(context: context, days: (form["from"], form["to"]), issues: issues, status: .unprocessableContent)
        }
        return Redirect.to("/shopping", flash: Flash(
            context.strings.shopping.madeFromPlan(from: Format.weekday(from, context.language), to: Format.weekday(to, context.language))))
    }

    @Sendable func refresh(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await shopping.regenerate(context.household.id)
        return Redirect.to("/shopping", flash: Flash(context.strings.shopping.madeAgain))
    }

    @Sendable func choose(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let servings = Int(context.form["servings"].trimmed) ?? 0
        do {
            try await shopping.choose(id, servings: servings, in: context.household.id)
        } catch ShoppingError.notFound {
            throw Failure.notFound
        } catch ShoppingError.invalid(let error) {
            return Redirect.to("/recipes/\(id.text)", flash: Flash(error.issues.map { context.strings.say($0) }.joined(separator: " "), isError: true))
        }
        return Redirect.to("/recipes/\(id.text)",
                           flash: Flash(context.strings.shopping.ingredientsOnList(servings: context.language.number(servings))))
    }

    @Sendable func unchoose(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await shopping.unchoose(try context.parameters.require("id", as: UUID.self), in: context.household.id)
        } catch ShoppingError.notFound {
            throw Failure.notFound
        }
        return Redirect.to("/shopping", flash: Flash(context.strings.shopping.recipeOff))
    }

    // MARK: - Items

    /// After a change: a script that made it asks for the list alone; a form post goes back to the page.
    private func changed(_ request: Request, context: HouseholdRequestContext, flash: String) async throws -> Response {
        if request.wantsFragment { return try await itemsFragment(request, context: context) }
        let showsStaples = FormData(query: request.uri.query)["staples"] == "show"
        return Redirect.to(showsStaples ? "/shopping?staples=show#list" : "/shopping#list", flash: Flash(flash))
    }

    @Sendable func addItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        do {
            try await shopping.add(context.form["text"], in: context.household.id)
        } catch ShoppingError.invalid(let error) {
            return try await render(context: context, issues: error.issues,
                                    newItem: FormField("text", from: context.form, issues: error.issues, strings: context.strings),
                                    status: .unprocessableContent)
        }
        return try await changed(request, context: context, flash: context.strings.shopping.added)
    }

    /// The changes a phone made offline (`Public/js/larder.js` keeps them on the phone), sent in
    /// one request when the network returns, in form field `changes` as JSON. The answer says what
    /// became of each, in the reader's words, for the phone to tell.
    @Sendable func mergeOffline(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let strings = context.strings
        guard let changes = try? JSONDecoder().decode([OfflineShoppingChange].self, from: Data(context.form["changes"].utf8)) else {
            throw Failure.badRequest(strings.shopping.offlineUnreadable)
        }
        guard changes.count <= OfflineShoppingChange.maximumBatch else {
            throw Failure.badRequest(strings.shopping.offlineTooMany(maximum: context.language.number(OfflineShoppingChange.maximumBatch)))
        }
        let outcomes = try await shopping.merge(changes, in: context.household.id)
        let report = OfflineReport(changes: zip(changes, outcomes).map { change, outcome in
            switch outcome {
            case .applied: OfflineReport.Change(id: change.id, outcome: "applied")
            case .agreed: OfflineReport.Change(id: change.id, outcome: "agreed")
            case .gone:
                OfflineReport.Change(id: change.id, outcome: "gone", message: change.kind == .tick
                    ? strings.shopping.offlineTickGone(item: change.text) : strings.shopping.offlineUntickGone(item: change.text))
            case .refused(let issues):
                OfflineReport.Change(id: change.id, outcome: "refused", message: strings.shopping.offlineAddRefused(
                    item: change.text, reason: issues.map { strings.say($0) }.joined(separator: " ")))
            }
        })
        return Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                        body: .init(byteBuffer: ByteBuffer(data: try JSONEncoder().encode(report))))
    }

    /// What became of each offline change: `applied`, `agreed`, `gone` or `refused`, with words
    /// to show for the last two.
    struct OfflineReport: Encodable {
        struct Change: Encodable {
            var id: UUID
            var outcome: String
            var message: String?
        }
        var changes: [Change]
    }

    /// The household's pantry staples, as a comma-separated list.
    @Sendable func setStaples(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let names = context.form["staples"].split(separator: ",").map { String($0).trimmed }
        do {
            try await shopping.setPantryStaples(names, in: context.household.id)
        } catch ShoppingError.invalid(let error) {
            return try await render(context: context, issues: error.issues,
                                    staples: FormField("staples", from: context.form, issues: error.issues, strings: context.strings),
                                    status: .unprocessableContent)
        }
        return Redirect.to("/shopping", flash: Flash(context.strings.shopping.staplesSaved))
    }

    @Sendable func tick(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let ticked = context.form["ticked"] == "yes"
        try await shopping.tick(try context.parameters.require("item", as: UUID.self), ticked, in: context.household.id)
        return try await changed(request, context: context, flash: ticked ? context.strings.shopping.inBasket : context.strings.shopping.backOnList)
    }

    @Sendable func removeItem(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await shopping.remove(try context.parameters.require("item", as: UUID.self), in: context.household.id)
        return try await changed(request, context: context, flash: context.strings.shopping.removedFromList)
    }

    @Sendable func clearTicked(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        try await shopping.clearTicked(in: context.household.id)
        return try await changed(request, context: context, flash: context.strings.shopping.ownTickedCleared)
    }
}

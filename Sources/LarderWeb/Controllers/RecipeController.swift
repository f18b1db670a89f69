import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

/// The recipe pages: list and search, the recipe itself, the editor, delete, export.
struct RecipeController {
    let views: Views
    let store: Store
    var actions: RecipeActions { store.recipeActions }

    static let pageSize = 24
    /// How far the list counts its recipes: beyond, it says "1,000+". A search or filter does
    /// not count: counting the matches of a common word ("garlic" in two recipes of three) took
    /// ten times as long as finding the page. Either way, a page knows whether another follows.
    static let countLimit = 1000
    /// How many hours a deleted recipe can be brought back.
    static let undoWindowHours = Int(RecipeRepository.undoWindow.components.seconds / 3600)

    /// How long a deleted recipe can be brought back, as pages say it: "24 hours".
    static func undoWindowText(_ strings: Strings) -> String { strings.recipes.hours(count: undoWindowHours) }

    func addRoutes(to router: RouterGroup<HouseholdRequestContext>) {
        router.get("/recipes", use: list)
        router.get("/recipes/new", use: newForm)
        router.post("/recipes/new", use: create)
        router.get("/recipes/:id", use: show)
        router.get("/recipes/:id/edit", use: editForm)
        router.post("/recipes/:id/edit", use: update)
        router.get("/recipes/:id/delete", use: deletePage)
        router.post("/recipes/:id/delete", use: delete)
        router.post("/recipes/:id/restore", use: restore)
        router.get("/recipes/deleted", use: deletedList)
        router.get("/recipes/:id/export", use: exportRecipe)
        router.get("/recipes/:id/photo/:file", use: photo)
        router.get("/export", use: exportHousehold)
    }

    // MARK: - List and search

    struct ListPage: Sendable, Encodable {
        struct Query: Sendable, Encodable {
            var q: String
            var ingredient: String
            var skill: String
            var maxMinutes: String
            var onlyFavourites: Bool
        }

        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var summary: String
            var servings: Int
            var totalTime: String
            var url: String
            var thumbnailURL: String?
            var tags: [TagLink]
            var hasTags: Bool
            /// "★ 4.5", when the household has rated it.
            var rating: String?
            /// "Serves 4".
            var servesText: String
        }

        /// A tag of the filter: the list with it added, or (when chosen) without it.
        struct TagFilter: Sendable, Encodable {
            var name: String
            var count: Int
            var isChosen: Bool
            var url: String
        }

        var page: PageChrome
        var query: Query
        /// "Rated at least" choices: any, or 1 to 5 stars.
        var ratingOptions: [Choice]
        var sortOptions: [Choice]
        var tagFilters: [TagFilter]
        /// The household's other tags, behind "more".
        var moreTagFilters: [TagFilter]
        /// "9 more tags".
        var moreTagsLabel: String
        var hasTagFilters: Bool
        /// The chosen tags, as hidden fields of the search form, so that a search keeps them.
        var chosenTags: [String]
        var recipes: [Row]
        /// Whether any card shows a photo: then the others keep a place for one, so cards line up.
        var anyPhotos: Bool
        var hasRecipes: Bool
        var resultSummary: String
        var isSearch: Bool
        /// The filters panel is open when something in it is in use, and not for a search by
        /// words alone, whose results it would push down; the page's script then keeps it as
        /// the person last left it.
        var filtersOpen: Bool
        var isEmptyHousehold: Bool
        var pagination: Pagination?
        /// When a search finds nothing: recipes whose name is like what was typed ("lemn").
        var nearMatches: [NearMatch]
        /// "No recipe contains “lemn”. These have a name like it:"
        var nearMatchesIntro: String

        struct NearMatch: Sendable, Encodable {
            var name: String
            var url: String
        }
    }

    /// The labels of `RecipeSort.named`, in its order.
    /// How many of the household's tags the list shows before "more".
    static let tagsShown = 12

    /// The list's tag filters: the chosen ones and the most used, in name order, and the others.
    static func tagFilters(_ entries: [CatalogEntry<Tag>], chosen chosenTags: [String], url: ([String]) -> String)
        -> (shown: [ListPage.TagFilter], more: [ListPage.TagFilter]) {
        let chosenKeys = Set(chosenTags.map { $0.lowercased() })
        let isChosen = { (entry: CatalogEntry<Tag>) in chosenKeys.contains(entry.item.name.lowercased()) }
        let mostUsed = Set(entries.filter { !isChosen($0) }
            .sorted { ($0.useCount, $1.item.name.lowercased()) > ($1.useCount, $0.item.name.lowercased()) }
            .prefix(max(0, tagsShown - chosenKeys.count)).map(\.item.name))
        func filter(_ entry: CatalogEntry<Tag>) -> ListPage.TagFilter {
            let chosen = isChosen(entry)
            let tags = chosen ? chosenTags.filter { $0.lowercased() != entry.item.name.lowercased() } : chosenTags + [entry.item.name]
            return ListPage.TagFilter(name: entry.item.name, count: entry.useCount, isChosen: chosen, url: url(tags))
        }
        let shown = entries.filter { isChosen($0) || mostUsed.contains($0.item.name) }
        let more = entries.filter { !isChosen($0) && !mostUsed.contains($0.item.name) }
        return (shown.map(filter), more.map(filter))
    }

    static func sortLabels(_ strings: Strings) -> [String] {
        let words = strings.recipes
        return [words.sortNameAscending, words.sortNameDescending, words.sortNewest, words.sortOldest, words.sortQuickest, words.sortLongest,
                words.sortLeastCooked, words.sortBestRated]
    }

    static let sorts = RecipeSort.named.map { (value: $0.name, sort: $0.sort) }

    @Sendable func list(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let query = FormData(query: request.uri.query)
        let q = query.searchText("q")
        let ingredient = query.searchText("ingredient")
        let skill = query.searchText("skill")
        let maxMinutes = Int(query["max_minutes"].trimmed).flatMap { (0...100_000).contains($0) ? $0 : nil }
        let sortKey = Self.sorts.first { $0.value == query["sort"] } ?? Self.sorts[0]
        let pageNumber = Pagination.requestedPage(query["page"])
        let chosenTags = RecipeDraft.normalizedTags(query.all("tag").prefix(Tag.maximumPerRecipe).map(\.searchText))

        let onlyFavourites = query["favourites"] == "mine"
        let minRating = Int(query["rating"].trimmed).flatMap { RecipeRating.stars.contains($0) ? $0 : nil }
        let filter = RecipeFilter(text: q, ingredient: ingredient, skill: skill, tags: chosenTags, maxMinutes: maxMinutes,
                                  favouritesOf: onlyFavourites ? context.user.id : nil, minRating: minRating)
        // Previous and Next name the recipe next to their page, which is then read as a range of
        // the sort's index however deep it lies; a bare `?page=` (typed, or an old bookmark) is
        // read by offset, which reads every recipe before it.
        let anchor: PageAnchor? = if let id = UUID(uuidString: query["after"]) { .after(id) }
            else if let id = UUID(uuidString: query["before"]) { .before(id) } else { nil }
        let skipped = (pageNumber - 1) * Self.pageSize
        var descriptor = FetchDescriptor(
            predicate: filter.predicate, sortBy: sortKey.sort,
            limit: Self.pageSize, offset: anchor == nil ? skipped : 0, anchor: anchor, countLimit: filter.predicate == nil ? Self.countLimit : 0,
            // Once tags are combined, each other tag counts the recipes that also carry it.
            tagCounts: chosenTags.isEmpty ? .household : .matches,
            // A search that finds nothing looks for names like it, forgiving a typo.
            nearMatches: q.isEmpty || pageNumber > 1 ? nil : q)
        var result = try await store.recipes.fetch(descriptor, in: context.household.id)
        if anchor != nil && result.items.isEmpty {
            // The recipe the link was made next to has gone since: the page by its number instead.
            descriptor.anchor = nil
            descriptor.offset = skipped
            result = try await store.recipes.fetch(descriptor, in: context.household.id)
        }

        /// This list with other tags, at another page; everything else in the URL is kept.
        func listURL(tags: [String] = chosenTags, page number: Int = 1, anchor: PageAnchor? = nil) -> String {
            var items = tags.map { URLQueryItem(name: "tag", value: $0) }
            for (name, value) in [("q", q), ("ingredient", ingredient), ("skill", skill), ("max_minutes", maxMinutes.map(String.init) ?? ""),
                                  ("favourites", onlyFavourites ? "mine" : ""), ("rating", minRating.map(String.init) ?? "")]
            where !value.isEmpty {
                items.append(URLQueryItem(name: name, value: value))
            }
            if sortKey.value != "name" { items.append(URLQueryItem(name: "sort", value: sortKey.value)) }
            if number > 1 { items.append(URLQueryItem(name: "page", value: String(number))) }
            switch anchor {
            case .after(let id)?: items.append(URLQueryItem(name: "after", value: id.text))
            case .before(let id)?: items.append(URLQueryItem(name: "before", value: id.text))
            case nil: break
            }
            var components = URLComponents()
            components.path = "/recipes"
            components.queryItems = items.isEmpty ? nil : items
            return components.string ?? "/recipes"
        }
        let isSearch = filter.predicate != nil
        let count = result.totalCount
        // A page past the end ("?page=99" of 2) is the last page, not an empty one.
        if result.items.isEmpty && pageNumber > 1 && anchor == nil {
            let last = isSearch || result.isCountCapped ? 1 : max(1, (count + Self.pageSize - 1) / Self.pageSize)
            return Redirect.to(listURL(page: last))
        }
        // As far as this page, by the number its link gave it.
        let shownSoFar = (result.hasMoreBefore ? skipped : 0) + result.items.count
        let strings = context.strings
        let words = strings.recipes
        let summary = switch (isSearch, result.isCountCapped) {
        case (true, _) where result.hasMoreAfter: words.moreThanMatch(count: shownSoFar)
        case (true, _): words.match(count: shownSoFar)
        case (false, true): words.countCapped(count: Self.countLimit)
        case (false, false): words.recipeCount(count: count)
        }
        let first = result.items.first, last = result.items.last
        let pagination = Pagination.of(
            page: pageNumber, pageCount: isSearch || result.isCountCapped ? nil : max(1, (count + Self.pageSize - 1) / Self.pageSize),
            hasPrevious: result.hasMoreBefore,
            // Page 1 is the list's own address; before it, a page ends where this one starts.
            previousURL: pageNumber <= 2 ? listURL() : listURL(page: pageNumber - 1, anchor: first.map { .before($0.id) }),
            hasNext: result.hasMoreAfter, nextURL: listURL(page: pageNumber + 1, anchor: last.map { .after($0.id) }), strings: context.strings)
        // A chosen tag is always there to be taken off, even when nothing matches. The household's
        // most used tags are shown, the rest behind "more", so that tags never push the recipes
        // off a phone's first screen.
        let entries = result.tagCounts + chosenTags.filter { chosen in
            !result.tagCounts.contains { $0.item.name.lowercased() == chosen.lowercased() }
        }.map { CatalogEntry(item: Tag(id: UUID(), name: $0), useCount: 0) }
        let filters = Self.tagFilters(entries, chosen: chosenTags) { listURL(tags: $0) }
        let page = ListPage(
            page: PageChrome(title: words.title, context: context, section: .recipes),
            query: .init(q: q, ingredient: ingredient, skill: skill, maxMinutes: maxMinutes.map(String.init) ?? "", onlyFavourites: onlyFavourites),
            ratingOptions: [Choice("", words.anyRating, selected: minRating == nil)] + (1...4).reversed().map { stars in
                Choice(String(stars), words.starsOrMore(count: stars), selected: minRating == stars)
            } + [Choice("5", words.stars(count: 5), selected: minRating == 5)],
            sortOptions: zip(Self.sorts, Self.sortLabels(strings)).map { sort, label in
                Choice(sort.value, label, selected: sort.value == sortKey.value)
            },
            tagFilters: filters.shown, moreTagFilters: filters.more,
            moreTagsLabel: filters.more.isEmpty ? "" : words.moreTags(count: filters.more.count),
            hasTagFilters: !result.tagCounts.isEmpty || !chosenTags.isEmpty, chosenTags: chosenTags,
            recipes: result.items.map {
                ListPage.Row(id: $0.id.text, name: $0.name, summary: $0.summary, servings: $0.servings,
                             totalTime: Format.duration(seconds: $0.totalTimeSeconds), url: "/recipes/\($0.id.text)",
                             thumbnailURL: $0.photo?.path(of: $0.id, .thumbnail), tags: $0.tags.map(TagLink.init), hasTags: !$0.tags.isEmpty,
                             rating: $0.rating.map { "★ " + strings.language.decimal(RecipeRating(average: $0).shortText) },
                             servesText: words.serves(count: $0.servings))
            },
            anyPhotos: result.items.contains { $0.photo != nil },
            hasRecipes: !result.items.isEmpty, resultSummary: summary, isSearch: isSearch,
            filtersOpen: !ingredient.isEmpty || !skill.isEmpty || maxMinutes != nil || onlyFavourites || minRating != nil || sortKey.value != Self.sorts[0].value,
            isEmptyHousehold: !isSearch && count == 0,
            pagination: pagination,
            nearMatches: result.nearMatches.map { ListPage.NearMatch(name: $0.name, url: "/recipes/\($0.id.text)") },
            nearMatchesIntro: words.nearMatches(query: q))
        return views.render(page)
    }

    // MARK: - The recipe

    struct RecipePage: Sendable, Encodable {
        struct Summary: Sendable, Encodable {
            var name: String
            var summary: String
            var servings: Int
            var sourceURL: String?
            var authorName: String?
            var createdAt: String
            var totalTime: String
            /// Where the ready-in time comes from, when it is not the steps' schedule.
            var readyInNote: String?
            var activeTime: String
            var passiveTime: String
            var viewCount: Int
            var editURL: String
            var planURL: String
            var shopURL: String
            var deleteURL: String
            var historyURL: String
            var shareURL: String
            var exportLarderURL: String
            var exportSchemaURL: String
            var photo: Photo?
            var tags: [TagLink]
            var hasTags: Bool
            /// "Added by Sam on 12 Nov 2026." or "Added on 12 Nov 2026."
            var addedNote: String
            /// "Viewed 3 times since the server started."
            var viewedNote: String
            /// "Schedule: ready in 1 h 30 min", the schedule chart's title ("" without a schedule).
            var scheduleTitle: String
        }

        struct Photo: Sendable, Encodable {
            var url: String
            var width: Int
            var height: Int
        }

        struct Line: Sendable, Encodable {
            var text: String
            var ingredientName: String?
            var ingredientURL: String?
            /// The heading of the group this line starts ("Sauce"), shown above it.
            var groupHeading: String?
        }

        struct Time: Sendable, Encodable {
            var label: String
            var seconds: Int
            var kindLabel: String
            var isPassive: Bool
            /// "Start 20 min timer": the timer button's face before its script takes over.
            var startTimer: String
        }

        struct SkillBadge: Sendable, Encodable {
            var name: String
            var categoryLabel: String
            var icon: String
        }

        struct Step: Sendable, Encodable {
            var number: Int
            var instructions: String
            var time: Time?
            /// "Can be done while step 2 waits."
            var duringNote: String?
            var tools: [Tool]
            var skills: [SkillBadge]
            var lines: [Line]
            /// "Step 2": its heading, and its timer's name.
            var heading: String
            /// "Skills for step 2".
            var skillsLabel: String
        }

        struct IngredientText: Sendable, Encodable {
            var text: String
        }

        /// The servings the page shows, with plain links to fewer and more (no JavaScript needed).
        struct Servings: Sendable, Encodable {
            var shown: Int
            /// The recipe's page, which a servings form asks for (`?servings=`).
            var action: String
            var minimum: Int
            var maximum: Int
            var isScaled: Bool
            var fewerURL: String?
            var moreURL: String?
            var resetURL: String
            /// The units the page can show, each a link, the one shown marked.
            var units: [UnitChoice]
            /// Units the address asked for, which the servings form keeps.
            var unitsAsked: String?
            /// "Scaled from 4." and "Back to 4", when scaled.
            var scaledFrom: String
            var backTo: String
        }

        struct UnitChoice: Sendable, Encodable {
            var label: String
            var url: String
            var isCurrent: Bool
        }

        /// The member's star and the household's cooking log.
        struct History: Sendable, Encodable {
            struct Entry: Sendable, Encodable {
                var text: String
                var note: String
                var deleteURL: String
                /// "the entry 12 Nov 2026, for 4": what its Remove button removes, for screen readers.
                var removeLabel: String
            }

            var isFavourite: Bool
            var favouriteURL: String
            /// "Cooked 5 times, last on 12 Nov 2026 by Sam." or "Not cooked yet."
            var summary: String
            var entries: [Entry]
            var hasEntries: Bool
            var cookedURL: String
            var today: String
        }

        /// "4.5 from 2 ratings", and the member's own stars to choose.
        struct Rating: Sendable, Encodable {
            struct Choice: Sendable, Encodable {
                var stars: Int
                /// "Rate it 3 stars": the button's name, as its face is a star alone.
                var name: String
                var isMine: Bool
                /// Up to the member's own rating, the stars show filled.
                var isFilled: Bool
            }

            var text: String
            var mine: Int?
            var action: String
            var choices: [Choice]
        }

        var page: PageChrome
        var recipe: Summary
        var history: History
        var rating: Rating
        var schedule: ScheduleView?
        var servings: Servings
        /// schema.org JSON-LD of the recipe as shown (scaled), safe inside a script element.
        var jsonLD: String
        var ingredients: [IngredientText]
        /// Lines no step uses: "You will need".
        var ownLines: [Line]
        var steps: [Step]
    }

    /// `?servings=N` within the recipe's limits (anything else shows the recipe's own), and
    /// `?units=written|metric|us` (anything else shows the reader's own choice); `language`, the
    /// reader's, for the words a rounded amount brings ("about").
    static func scaling(asked query: String?, recipe: Int, units: UnitSystem, language: Language) -> (scaling: Scaling, unitsAsked: UnitSystem?) {
        let form = FormData(query: query)
        let asked = Int(form["servings"]).flatMap { RecipeDraft.servingsRange.contains($0) ? $0 : nil }
        let unitsAsked = UnitSystem(rawValue: form["units"])
        return (Scaling(from: recipe, to: asked ?? recipe, units: unitsAsked ?? units, language: language), unitsAsked)
    }

    @Sendable func show(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let recipe = try await store.recipes.detail(id, in: context.household.id) else { throw Failure.notFound }
        let history = try await store.cooking.history(of: id, for: context.user.id, in: context.household.id)
        let views = await store.recipeViews.recordView(of: id)
        let (scaling, unitsAsked) = Self.scaling(asked: request.uri.query, recipe: recipe.servings, units: context.user.units,
                                                     language: context.language)
        let page = try Self.page(recipe, history: history, views: views, scaling: scaling, unitsAsked: unitsAsked,
                                 household: context.household, chrome: PageChrome(title: recipe.name, context: context, section: .recipes))
        return self.views.render(page)
    }

    /// The recipe page's view, from what its statements read, in the language of `chrome`.
    static func page(_ recipe: RecipeDetail, history: RecipeHistory, views: Int, scaling: Scaling, unitsAsked: UnitSystem? = nil,
                     household: Household, chrome: PageChrome) throws -> RecipePage {
        let base = "/recipes/\(recipe.id.text)"
        let strings = chrome.t
        let body = RecipeBody(recipe, scaling: scaling, unitsAsked: unitsAsked, base: base, zone: household.zone, viewCount: views,
                              strings: strings)
        return RecipePage(
            page: chrome, recipe: body.recipe, history: Self.historyView(history, recipe: base, today: household.today, strings: strings),
            rating: Self.ratingView(history.rating, recipe: base, strings: strings), schedule: body.schedule, servings: body.servings,
            jsonLD: SchemaOrgExport.script(scaling.applied(to: recipe)),
            ingredients: body.ingredients, ownLines: body.ownLines, steps: body.steps)
    }

    /// What the recipe page and the shared page both show of a recipe: its facts, the servings
    /// control, the schedule, the ingredients and the method. `base` is the page's own address,
    /// which the servings control asks again; a shared page links to nothing of the household.
    /// Its words and numbers are in the language of `strings` ("1,5 kg" in German).
    struct RecipeBody {
        var recipe: RecipePage.Summary
        var schedule: ScheduleView?
        var servings: RecipePage.Servings
        var ingredients: [RecipePage.IngredientText]
        var ownLines: [RecipePage.Line]
        var steps: [RecipePage.Step]

        init(_ recipe: RecipeDetail, scaling: Scaling, unitsAsked: UnitSystem?, base: String, zone: TimeZone, viewCount: Int,
             strings: Strings, shared: Bool = false, photoURL: String? = nil) {
            let range = RecipeDraft.servingsRange
            let schedule = recipe.schedule
            let readyIn = ReadyIn(schedule: schedule, times: recipe.times)
            let words = strings.recipe
            let language = strings.language
            func line(_ line: LineDetail) -> RecipePage.Line {
                RecipePage.Line(
                    text: language.decimal(scaling.text(of: line)), ingredientName: line.ingredient?.name,
                    ingredientURL: shared ? nil : line.ingredient.map {
                        "/recipes?ingredient=" + $0.name.asQueryValue
                    })
            }
            /// A list's lines, each group's heading over its first line.
            func lines(_ details: [LineDetail]) -> [RecipePage.Line] {
                var group = ""
                return details.map { detail in
                    var shown = line(detail)
                    if detail.group != group, !detail.group.isEmpty { shown.groupHeading = detail.group }
                    group = detail.group
                    return shown
                }
            }
            let authorName = shared ? nil : recipe.author?.displayName
            let createdAt = Format.date(recipe.createdAt, in: zone, language)
            self.recipe = .init(
                name: recipe.name, summary: recipe.summary, servings: recipe.servings, sourceURL: recipe.sourceURL,
                authorName: authorName, createdAt: createdAt,
                totalTime: Format.duration(seconds: readyIn.seconds),
                readyInNote: readyIn.source == .recipe ? RecipeController.statedTimes(recipe.times, strings) : nil,
                activeTime: Format.duration(seconds: recipe.activeSeconds),
                passiveTime: Format.duration(seconds: recipe.passiveSeconds), viewCount: viewCount,
                editURL: base + "/edit", planURL: base + "/plan" + (scaling.isIdentity ? "" : "?servings=\(scaling.to)"),
                shopURL: base + "/shop", deleteURL: base + "/delete", historyURL: base + "/history", shareURL: base + "/share",
                exportLarderURL: base + "/export?format=larder", exportSchemaURL: base + "/export?format=schema-org",
                photo: recipe.photo.map { RecipePage.Photo(url: photoURL ?? $0.path(of: recipe.id, .picture), width: $0.width, height: $0.height) },
                tags: recipe.tags.map(TagLink.init), hasTags: !recipe.tags.isEmpty,
                addedNote: (authorName.map { words.addedBy(name: $0, date: createdAt) } ?? words.addedOn(date: createdAt))
                    + (recipe.publishedAt.map { " " + words.publishedOn(date: Format.date($0, in: zone, language)) } ?? ""),
                viewedNote: words.viewed(count: viewCount),
                scheduleTitle: schedule.readyIn > 0 ? words.scheduleReadyIn(time: StepTime.format(seconds: schedule.readyIn)) : "")
            self.schedule = ScheduleView(schedule, strings: strings)
            /// The page again, at other servings or in other units; what the address did not ask for stays unsaid.
            func address(servings: Int?, units: UnitSystem?) -> String {
                let query = [servings.map { "servings=\($0)" }, units.map { "units=" + $0.rawValue }].compactMap { $0 }
                return base + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            }
            let servingsAsked = scaling.isIdentity ? nil : scaling.to
            servings = .init(
                shown: scaling.to, action: base, minimum: range.lowerBound, maximum: range.upperBound, isScaled: !scaling.isIdentity,
                fewerURL: scaling.to > range.lowerBound ? address(servings: scaling.to - 1, units: unitsAsked) : nil,
                moreURL: scaling.to < range.upperBound ? address(servings: scaling.to + 1, units: unitsAsked) : nil,
                resetURL: address(servings: nil, units: unitsAsked),
                units: UnitSystem.allCases.map { units in
                    RecipePage.UnitChoice(label: UnitsForm.label(units, strings), url: address(servings: servingsAsked, units: units),
                                          isCurrent: units == scaling.units)
                },
                unitsAsked: unitsAsked?.rawValue,
                scaledFrom: words.scaledFrom(servings: language.number(recipe.servings)),
                backTo: words.backTo(servings: language.number(recipe.servings)))
            ingredients = IngredientTotals.entries(recipe, scaling: scaling).map { RecipePage.IngredientText(text: language.decimal($0.text)) }
            ownLines = lines(recipe.lines)
            steps = recipe.steps.enumerated().map { number, step in
                RecipePage.Step(
                    number: number + 1, instructions: step.instructions,
                    time: step.time.map {
                        RecipePage.Time(label: $0.formatted, seconds: $0.seconds, kindLabel: $0.kind == .passive ? words.kindWaiting : words.kindActive,
                                        isPassive: $0.kind == .passive, startTimer: words.startTimer(time: $0.formatted))
                    },
                    duringNote: schedule.slots[number].during.map { words.during(step: String($0)) },
                    tools: step.tools,
                    skills: step.skills.map {
                        RecipePage.SkillBadge(name: $0.name, categoryLabel: strings.label($0.category), icon: $0.icon)
                    },
                    lines: lines(step.lines),
                    heading: words.step(number: String(number + 1)), skillsLabel: words.skillsForStep(number: String(number + 1)))
            }
        }
    }


    /// "4.5 from 2 ratings" ("4,5 …" in German), or "Not rated yet".
    static func ratingText(_ rating: RecipeRating, _ strings: Strings) -> String {
        guard rating.average != nil, rating.count > 0 else { return strings.recipe.notRated }
        return strings.recipe.ratingSummary(count: rating.count, average: strings.language.decimal(rating.shortText))
    }

    /// The household's stars and the member's own, with a form of five choices.
    static func ratingView(_ rating: RecipeRating, recipe base: String, strings: Strings) -> RecipePage.Rating {
        RecipePage.Rating(
            text: ratingText(rating, strings), mine: rating.mine, action: base + "/rating",
            choices: RecipeRating.stars.map { stars in
                RecipePage.Rating.Choice(stars: stars, name: strings.recipe.rateIt(count: stars), isMine: rating.mine == stars,
                                         isFilled: stars <= rating.mine ?? 0)
            })
    }

    /// Where a ready-in time the recipe states comes from: "as the recipe states: preparation
    /// 10 min, cooking 20 min", or "as the recipe states" when it gives only a total.
    static func statedTimes(_ times: RecipeTimes, _ strings: Strings) -> String {
        let words = strings.recipe
        var parts: [String] = []
        if let seconds = times.prepSeconds, seconds > 0 { parts.append(words.preparationTime(time: StepTime.format(seconds: seconds))) }
        if let seconds = times.cookSeconds, seconds > 0 { parts.append(words.cookingTime(time: StepTime.format(seconds: seconds))) }
        return parts.isEmpty ? words.asStated : words.asStatedTimes(times: parts.joined(separator: ", "))
    }

    static func historyView(_ history: RecipeHistory, recipe base: String, today: Day, strings: Strings) -> RecipePage.History {
        let words = strings.recipe
        func cooked(_ entry: CookedEntry) -> String {
            let day = Format.day(entry.cookedOn, strings.language)
            return entry.cook.map { words.entryBy(count: entry.servings, day: day, cook: $0) } ?? words.entry(count: entry.servings, day: day)
        }
        let times = history.timesCooked
        let timesText = times == 1 ? words.cookedOnce : times == 2 ? words.cookedTwice : words.cookedTimes(count: times)
        let summary = history.recent.first.map { last in
            let day = Format.day(last.cookedOn, strings.language)
            return last.cook.map { words.cookedSummaryBy(times: timesText, day: day, cook: $0) } ?? words.cookedSummary(times: timesText, day: day)
        } ?? words.notCooked
        return RecipePage.History(
            isFavourite: history.isFavourite, favouriteURL: base + "/favourite", summary: summary,
            entries: history.recent.map { entry in
                let text = cooked(entry)
                return RecipePage.History.Entry(text: text, note: entry.note, deleteURL: base + "/cooked/\(entry.id.text)/delete",
                                                removeLabel: words.removeEntry(entry: text))
            },
            hasEntries: !history.recent.isEmpty, cookedURL: base + "/cooked", today: today.iso)
    }

    // MARK: - The editor

    struct FormPage: Sendable, Encodable {
        var page: PageChrome
        var isNew: Bool
        var action: String
        var cancelURL: String
        var form: RecipeForm.Fields
        var steps: [RecipeForm.StepFields]
        var stepTemplate: RecipeForm.StepFields = RecipeForm.stepTemplate
        var stepStatus: String?
        var formErrors: [String]
        var nameTakenURL: String?
        var conflict: ConflictView?
        /// The conflict panel's words around what the conflict names: who saved when, what the
        /// form took from theirs, what keeping mine overwrites.
        var conflictSaved: String
        var conflictMerged: String?
        var conflictOverwrites: String
        /// The largest photo the editor takes, as its hint says it and as its script checks it ("5 MB").
        var photoLimit: String
        /// "A PNG, JPEG or WebP picture of at most 5 MB."
        var photoHint: String
        var photoLimitBytes: Int = Picture.maximumBytes
    }

    /// The editor page, for a new recipe (`recipe` nil) or a saved one.
    private func editor(_ form: RecipeForm, recipe: UUID?, title: String, context: HouseholdRequestContext, errors: [String] = [],
                        nameTakenURL: String? = nil, conflict: ConflictView? = nil, status: HTTPResponse.Status = .ok) -> Response {
        let base = recipe.map { "/recipes/\($0.text)" }
        let words = context.strings.recipeForm
        let photoLimit = Format.megabytes(Picture.maximumBytes, context.language)
        return views.render(FormPage(
            page: PageChrome(title: title, context: context, section: .recipes), isNew: recipe == nil,
            action: base.map { $0 + "/edit" } ?? "/recipes/new", cancelURL: base ?? "/recipes", form: form.form, steps: form.steps,
            stepStatus: form.status, formErrors: errors, nameTakenURL: nameTakenURL, conflict: conflict,
            conflictSaved: conflict.map { words.conflictSaved(time: $0.savedAt) } ?? "",
            conflictMerged: conflict?.mergedChanges.map { words.conflictMerged(changes: $0) },
            conflictOverwrites: conflict.map { words.conflictOverwrites(parts: $0.overwrites) } ?? "",
            photoLimit: photoLimit, photoHint: words.photoHint(size: photoLimit)), status: status)
    }

    @Sendable func newForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        editor(RecipeForm.blank, recipe: nil, title: context.strings.recipeForm.newTitle, context: context)
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let words = context.strings.recipeForm
        // A step button (add, move, remove) rearranges the form instead of saving it.
        let edit = RecipeForm.StepEdit(context.form["edit"])
        let (draft, form, issues) = RecipeForm.read(context.form, edit: edit, strings: context.strings)
        if edit != nil { return editor(form, recipe: nil, title: words.newTitle, context: context) }
        func again(_ issues: [FieldIssue], nameTakenURL: String? = nil) -> Response {
            editor(form.withIssues(issues), recipe: nil, title: words.newTitle, context: context,
                   errors: [words.notSavedNew], nameTakenURL: nameTakenURL,
                   status: .unprocessableContent)
        }
        let (photo, photoIssues) = try await Self.photoChange(context.form, strings: context.strings, cpu: store.cpu)
        guard issues.isEmpty, photoIssues.isEmpty else { return again(issues + photoIssues) }
        do {
            let id = try await actions.create(draft, photo: photo, in: context.household.id, by: context.user.id)
            return Redirect.to("/recipes/\(id.text)", flash: Flash(words.created(name: draft.name)))
        } catch RecipeError.nameTaken(let existing) {
            return again([FieldIssue("name", words.nameTaken)], nameTakenURL: "/recipes/\(existing.text)")
        } catch RecipeError.invalid(let error) {
            return again(context.strings.said(error.issues))
        }
    }

    @Sendable func editForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let recipe = try await store.recipes.detail(id, in: context.household.id) else { throw Failure.notFound }
        return editor(RecipeForm(editing: recipe, strings: context.strings), recipe: id,
                      title: context.strings.recipeForm.editTitle(name: recipe.name), context: context)
    }

    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        guard let stored = try await store.recipes.detail(id, in: context.household.id) else { throw Failure.notFound }
        let words = context.strings.recipeForm
        // A step button (add, move, remove) rearranges the form instead of saving it.
        let edit = RecipeForm.StepEdit(context.form["edit"])
        let (draft, form, issues) = RecipeForm.read(context.form, stored: stored, edit: edit, strings: context.strings)
        let title = words.editTitle(name: stored.name)
        if edit != nil { return editor(form, recipe: id, title: title, context: context) }
        func again(_ issues: [FieldIssue], nameTakenURL: String? = nil) -> Response {
            editor(form.withIssues(issues), recipe: id, title: title, context: context,
                   errors: [words.notSavedEdit], nameTakenURL: nameTakenURL,
                   status: .unprocessableContent)
        }
        let (photo, photoIssues) = try await Self.photoChange(context.form, strings: context.strings, cpu: store.cpu)
        guard issues.isEmpty, photoIssues.isEmpty else { return again(issues + photoIssues) }
        let recipeURL = "/recipes/\(id.text)"
        // What this edit started from: a version the recipe had, and that version's content. A
        // form that cannot say (no version, a bad one, no content) is taken to have changed
        // nothing of what it differs on without asking.
        let start = RecipeActions.Start.merging(version: Int(form.form.version) ?? 0, base: RecipeForm.decodedBase(form.form.base),
                                                stored: stored)
        do {
            switch try await actions.save(id, as: draft, from: start, photo: photo, in: context.household.id, by: context.user.id) {
            case .saved(_, let merged):
                return Redirect.to(recipeURL, flash: Flash(merged.isEmpty ? words.saved
                    : words.savedMerged(changes: Format.list(merged.map(context.strings.say), context.strings))))
            case .unchanged:
                return Redirect.to(recipeURL, flash: Flash(words.nothingChanged))
            case .conflict(let merge, let theirs):
                return conflict(merge, theirs: theirs, form: form, recipe: id, title: title, context: context)
            }
        } catch RecipeError.notFound {
            return Redirect.to("/recipes", flash: Flash(words.deletedMeanwhile, isError: true))
        } catch RecipeError.nameTaken(let existing) {
            return again([FieldIssue("name", words.nameTakenOther)], nameTakenURL: "/recipes/\(existing.text)")
        } catch RecipeError.invalid(let error) {
            return again(context.strings.said(error.issues))
        }
    }

    /// The editor again after a save met someone else's: the form holds the merge (their changes
    /// where only they changed something, mine everywhere else), to be saved over their version,
    /// and the panel shows each part both changed, theirs beside mine.
    private func conflict(_ merge: RecipeMerge, theirs: RecipeDetail, form: RecipeForm, recipe id: UUID, title: String,
                          context: HouseholdRequestContext) -> Response {
        let mergedForm = RecipeForm(showing: merge.merged, version: theirs.version, base: theirs.draft,
                                    photoURL: theirs.photo?.path(of: id, .thumbnail), strings: context.strings)
        return editor(mergedForm, recipe: id, title: title, context: context,
                      conflict: ConflictView(merge, theirs: theirs, discardURL: "/recipes/\(id.text)", timeZone: context.household.zone,
                                               strings: context.strings),
                      status: .conflict)
    }

    /// The photo field of a submitted editor: a new file (checked and resized before anything
    /// is saved, so a bad one refuses the whole save), "remove", or nothing. Its problems are
    /// said in the language of `strings`.
    private static func photoChange(_ form: FormData, strings: Strings, cpu: CPUWork) async throws -> (PhotoChange, [FieldIssue]) {
        if let file = form.files["photo"], !file.data.isEmpty {
            let words = strings.recipeForm
            let name = file.filename.isEmpty ? words.theFile : words.quotedFile(file: file.filename)
            if file.size > Picture.maximumBytes {
                return (.keep, [FieldIssue("photo", words.photoTooBig(file: name, size: Format.megabytes(file.size, strings.language),
                                                                      limit: Format.megabytes(Picture.maximumBytes, strings.language)))])
            }
            do {
                return (.replace(try await cpu.run { try await PhotoRepository.prepare(file.data) }), [])
            } catch let problem as Picture.Problem {
                let message = switch problem {
                case .tooLarge: words.photoTooLarge(file: name, megabytes: String(Picture.maximumBytes / 1_048_576))
                case .notAPicture: words.photoNotAPicture(file: name)
                case .tooManyPixels: words.photoTooManyPixels(file: name, millions: String(Picture.maximumPixels / 1_000_000))
                }
                return (.keep, [FieldIssue("photo", message)])
            }
        }
        return (form["remove_photo"] == "yes" ? .remove : .keep, [])
    }


    // MARK: - Delete and undo

    @Sendable func deletePage(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipe = try await store.recipeActions.summaryOrNotFound(id, in: context.household.id)
        let report = try await store.recipes.deletePreview(id, in: context.household.id)
        let words = context.strings.recipe
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: words.deleteTitle(name: recipe.name), context: context, section: .recipes),
            heading: words.deleteHeading, itemName: recipe.name, report: report,
            action: "/recipes/\(id.text)/delete", cancelURL: "/recipes/\(id.text)", buttonLabel: words.deleteButton,
            undoNote: words.undoNote(time: Self.undoWindowText(context.strings))))
    }

    @Sendable func delete(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let (name, report) = try await actions.delete(id, in: context.household.id)
        let words = context.strings.recipes
        return Redirect.to("/recipes", flash: Flash(
            words.deleted(count: report.removed.steps, name: words.quoted(name: name),
                          time: Self.undoWindowText(context.strings)),
            undo: .recipe(id)))
    }

    @Sendable func restore(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let words = context.strings.recipes
        do {
            let restored = try await actions.undoDelete(id, in: context.household.id)
            var message = words.restored(name: restored.name)
            if restored.unlinkedLines > 0 {
                message += " " + words.restoredUnlinked(count: restored.unlinkedLines)
            }
            if restored.droppedSkills > 0 {
                message += " " + words.restoredSkillsGone(count: restored.droppedSkills)
            }
            return Redirect.to("/recipes/\(id.text)", flash: Flash(message))
        } catch RecipeError.notFound {
            return Redirect.to("/recipes/deleted", flash: Flash(words.restoreGone, isError: true))
        } catch RecipeError.nameTaken {
            return Redirect.to("/recipes/deleted", flash: Flash(words.restoreNameTaken, isError: true))
        }
    }

    struct DeletedPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var name: String
            /// "Deleted 12 Nov 2026, 15:03; can be restored until 13 Nov 2026, 15:03."
            var meta: String
            var restoreURL: String
        }

        var page: PageChrome
        var recipes: [Row]
        /// "A deleted recipe can be brought back for 24 hours, …"
        var lead: String
        /// "No recipe was deleted in the last 24 hours."
        var emptyText: String
    }

    @Sendable func deletedList(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let deleted = try await store.recipes.recentlyDeleted(in: context.household.id)
        let (words, language, zone) = (context.strings.recipes, context.language, context.household.zone)
        let keptFor = Self.undoWindowText(context.strings)
        return views.render(DeletedPage(
            page: PageChrome(title: words.recentlyDeleted, context: context, section: .recipes),
            recipes: deleted.map {
                DeletedPage.Row(name: $0.name,
                                meta: words.deletedMeta(deleted: Format.dateTime($0.deletedAt, in: zone, language),
                                                        expires: Format.dateTime($0.expiresAt, in: zone, language)),
                                restoreURL: "/recipes/\($0.id.text)/restore")
            },
            lead: words.deletedLead(time: keptFor), emptyText: words.noneDeleted(time: keptFor)))
    }

    // MARK: - Photos

    /// A recipe's photo or thumbnail. Its address names the photo's digest, so what is served
    /// at one address never changes: browsers keep it for good, and ask again only to check.
    @Sendable func photo(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        // The household sees its recipes' earlier photos too: the history compares them.
        return try await Self.photo(request, file: context.parameters.get("file") ?? "", cacheControl: "private, max-age=31536000, immutable") {
            try await store.photos.load($0, digest: $1, of: id, in: context.household.id, bytes: $2, earlier: true)
        }
    }

    /// A photo named by its file name (its digest and size), or 304 when the browser has it:
    /// `load` gives the bytes (or, asked for none, says whether it exists), nil when not found.
    static func photo(_ request: Request, file: String, cacheControl: String,
                      load: (PhotoReference.Size, String, Bool) async throws -> Data?) async throws -> Response {
        guard let (digest, size) = PhotoReference.parse(fileName: file) else { throw Failure.notFound }
        let etag = "\"\(digest)-\(size.rawValue)\""
        let cached = request.headers[.ifNoneMatch]?.split(separator: ",").contains { String($0).trimmed == etag || String($0).trimmed == "W/" + etag } ?? false
        guard let bytes = try await load(size, digest, !cached) else { throw Failure.notFound }
        var headers: HTTPFields = [.eTag: etag, .cacheControl: cacheControl]
        if cached { return Response(status: .notModified, headers: headers) }
        headers[.contentType] = "image/webp"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    // MARK: - Export

    @Sendable func exportRecipe(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let format = RecipeExporter.Format(rawValue: FormData(query: request.uri.query)["format"]) ?? .larder
        let name = try await store.recipeActions.summaryOrNotFound(id, in: context.household.id).name
        let data = try await store.exporter.export(context.household.id, recipes: [id], format: format)
        return download(fileName: name.fileNameSlug + (format == .larder ? ".larder.json" : ".jsonld"), body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The household's document, sent as it is written: the server holds one batch of recipes,
    /// never the whole document, and the download starts at once. A failure halfway can only
    /// cut the connection, which the browser reports as a failed download.
    @Sendable func exportHousehold(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let format = RecipeExporter.Format(rawValue: FormData(query: request.uri.query)["format"]) ?? .larder
        let (exporter, household) = (store.exporter, context.household.id)
        return download(fileName: context.household.name.fileNameSlug + (format == .larder ? ".larder.json" : ".jsonld"), body: ResponseBody { writer in
            try await exporter.export(household, format: format) { try await writer.write(ByteBuffer(bytes: $0)) }
            try await writer.finish(nil)
        })
    }

    private func download(fileName: String, body: ResponseBody) -> Response {
        Response(status: .ok, headers: [
            .contentType: "application/json; charset=utf-8",
            .contentDisposition: "attachment; filename=\"\(fileName)\"",
            .cacheControl: "no-store",
        ], body: body)
    }
}

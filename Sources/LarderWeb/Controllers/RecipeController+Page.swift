import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

/// One recipe's page: scaled and converted as asked, with its schedule, rating, history and cooking log.
extension RecipeController {
    // MARK: - The recipe

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
        let recipe = try await recipes.detail(id, in: context.household.id)
        let history = try await cooking.history(of: id, for: context.user.id, in: context.household.id)
        // A copy the phone's worker fetches to keep for offline is no one's view.
        let views = OfflineCopies.isKeeping(request) ? await recipeViews.views(of: id) : await recipeViews.recordView(of: id)
        let (scaling, unitsAsked) = Self.scaling(asked: request.uri.query, recipe: recipe.servings, units: context.user.units,
                                                     language: context.language)
        let page = try Self.page(recipe, history: history, views: views, scaling: scaling, unitsAsked: unitsAsked,
                                 household: context.household, chrome: PageChrome(title: recipe.name, context: context, section: .recipes))
        var response = self.views.render(page)
        response.headers[OfflineCopies.scalingField] = "\(recipe.version) \(context.user.units.rawValue) \(context.language.rawValue)"
        return response
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
}

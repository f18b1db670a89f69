import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

/// The household's recipes: listed, searched, filtered by tags, time, favourites and rating, a page at a time.
extension RecipeController {
    // MARK: - List and search

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
        var result = try await recipes.list(descriptor, in: context.household.id)
        if anchor != nil && result.items.isEmpty {
            // The recipe the link was made next to has gone since: the page by its number instead.
            descriptor.anchor = nil
            descriptor.offset = skipped
            result = try await recipes.list(descriptor, in: context.household.id)
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
}

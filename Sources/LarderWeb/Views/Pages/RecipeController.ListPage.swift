import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

extension RecipeController {
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
}

import LarderModel
import NIOCore

/// The recipe page's work once its statements have answered: building its view from the recipe
/// (servings, schedule, totals, JSON-LD) and writing its HTML. Public for `Benchmarks/`, which
/// times the two apart from the network and the database.
public struct RecipePageRendering: Sendable {
    let recipe: RecipeDetail
    let household: Household
    let history: RecipeHistory

    public init(recipe: RecipeDetail, household: Household, history: RecipeHistory) {
        self.recipe = recipe
        self.household = household
        self.history = history
    }

    /// The page's view as `GET /recipes/:id` builds it, at the recipe's own servings, with the
    /// chrome of a visitor who is not logged in (and a view count, which only changes a word).
    public func view() throws -> View {
        View(page: try RecipeController.page(recipe, history: history, views: 3, scaling: Scaling(from: recipe.servings, to: recipe.servings),
                                             household: household, chrome: PageChrome(title: recipe.name, session: nil, csrfToken: "token", strings: .en)))
    }

    /// A built view, to render again and again.
    public struct View: Sendable {
        let page: RecipeController.RecipePage

        /// The page's HTML.
        public func html() -> ByteBuffer {
            var out = HTMLWriter()
            page.render(into: &out)
            return out.buffer
        }
    }
}

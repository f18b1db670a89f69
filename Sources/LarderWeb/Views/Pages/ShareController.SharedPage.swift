import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShareController {
    struct SharedPage: Sendable, Encodable {
        var page: PageChrome
        /// The recipe partials leave out what belongs to the household.
        let isShared = true
        var recipe: RecipeController.RecipePage.Summary
        var schedule: ScheduleView?
        var servings: RecipeController.RecipePage.Servings
        var jsonLD: String
        var ingredients: [RecipeController.RecipePage.IngredientText]
        var ownLines: [RecipeController.RecipePage.Line]
        var steps: [RecipeController.RecipePage.Step]
    }
}

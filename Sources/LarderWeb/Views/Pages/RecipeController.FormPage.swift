import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

extension RecipeController {
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
}

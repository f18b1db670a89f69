import Foundation
import LarderModel

/// An ingredient as it travels between households: its name and picture, no id.
public struct PortableIngredient: Sendable, Equatable {
    public var name: String
    public var imageType: String?
    public var image: Data?

    public init(name: String, imageType: String? = nil, image: Data? = nil) {
        self.name = name
        self.imageType = imageType
        self.image = image
    }
}

extension LarderDocument.Skill {
    /// The skill as a recipe's step names it (its AR file name is the catalog's alone).
    public var draft: SkillDraft { SkillDraft(name: name, category: category) }
}

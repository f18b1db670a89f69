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

/// A skill as it travels between households: what `SkillDraft` holds, plus its AR file name.
public struct PortableSkill: Sendable, Equatable {
    public var name: String
    public var category: SkillCategory
    public var arFileName: String?

    public init(name: String, category: SkillCategory = .general, arFileName: String? = nil) {
        self.name = name
        self.category = category
        self.arFileName = arFileName
    }

    public var draft: SkillDraft { SkillDraft(name: name, category: category) }
}

/// What a problem with a field says, as something every language can say: each case is a key
/// of the catalogs' `issues` area (`Languages/<code>/issues.json`), and its values fill that
/// text in. Pages say it in their reader's language; `english` is what the API, the CLI and
/// logs say, and what the English catalog says too (a test holds them together).
public enum Wording: Sendable, Equatable, Codable {
    // Any text field, by the rules of `TextRule`.
    case required(FieldLabel)
    case tooShort(FieldLabel, minimum: Int)
    case tooLong(FieldLabel, maximum: Int, length: Int)
    case controlCharacters(FieldLabel)
    case singleLine(FieldLabel)

    // Accounts.
    case emailRequired
    case emailTooLong
    case emailInvalid
    case passwordTooShort(minimum: Int)
    case passwordTooLong(maximum: Int)
    case passwordCharacter

    // Recipes.
    case servings
    case servingsWhole
    case sourceAddress
    case tooManyTags(maximum: Int)
    case tagComma
    case time
    case tooManyRecipeLines(maximum: Int)
    case tooManySteps(maximum: Int)
    case stepDoesNotWait(step: Int)
    case onlyWhileEarlierStepWaits
    case tooManyTools(maximum: Int)
    case tooManySkills(maximum: Int)
    case tooManyStepLines(maximum: Int)
    case tooManyMeasures(maximum: Int)
    case negativeQuantity
    case quantityTooLarge
    case rangeNeedsLowerQuantity
    case rangeUpperBelowLower

    // The cooking log.
    case cookedOnDate(example: String)
    case cookedOnFuture
    case cookedOnTooEarly
    case stars

    // The plan and the shopping list.
    case chooseDay
    case chooseSlot
    case tooManyStaples(maximum: Int)
    case lastDayBeforeFirst
    case listTooLong(maximumDays: Int)

    // The catalogs of ingredients.
    case density
    case pictureTooLarge
    case pictureFormat
    case pictureTooManyPixels

    // Households, links and tokens.
    case chooseTimeZone
    case chooseWeekday
    case linkExpiry(minimumDays: Int, maximumDays: Int)
    case tokenExpiry(minimumDays: Int, maximumDays: Int)
    case keepRevisions(maximum: Int)
    case keepDays(maximum: Int)

    public var english: String {
        switch self {
        case .required(let label): "\(label.english) is required"
        case .tooShort(let label, let minimum): "\(label.english) needs at least \(minimum) characters"
        case .tooLong(let label, let maximum, let length): "\(label.english) can be at most \(maximum) characters (it has \(length))"
        case .controlCharacters(let label): "\(label.english) contains control characters that cannot be stored"
        case .singleLine(let label): "\(label.english) must be a single line without control characters"
        case .emailRequired: "Email is required"
        case .emailTooLong: "Email can be at most 254 characters"
        case .emailInvalid: "Enter an email address like name@example.com"
        case .passwordTooShort(let minimum): "Password needs at least \(minimum) characters"
        case .passwordTooLong(let maximum): "Password can be at most \(maximum) characters"
        case .passwordCharacter: "Password contains a character that cannot be used"
        case .servings: "Servings must be between 1 and 100"
        case .servingsWhole: "Servings must be a whole number between 1 and 100"
        case .sourceAddress: "Source must be a web address starting with http:// or https://"
        case .tooManyTags(let maximum): "A recipe can have at most \(maximum) tags"
        case .tagComma: "A tag cannot contain a comma"
        case .time: "Time must be between 0 and 7 days"
        case .tooManyRecipeLines(let maximum): "A recipe can list at most \(maximum) ingredient lines outside its steps"
        case .tooManySteps(let maximum): "A recipe can have at most \(maximum) steps"
        case .stepDoesNotWait(let step): "Step \(step) has no waiting time, so nothing can be done while it waits"
        case .onlyWhileEarlierStepWaits: "A step can only be done while an earlier step waits"
        case .tooManyTools(let maximum): "A step can list at most \(maximum) tools"
        case .tooManySkills(let maximum): "A step can list at most \(maximum) skills"
        case .tooManyStepLines(let maximum): "A step can have at most \(maximum) ingredient lines"
        case .tooManyMeasures(let maximum): "A line can name at most \(maximum) amounts of each kind"
        case .negativeQuantity: "Quantity cannot be negative"
        case .quantityTooLarge: "Quantity is too large"
        case .rangeNeedsLowerQuantity: "A range needs a lower quantity too"
        case .rangeUpperBelowLower: "The upper quantity cannot be below the lower one"
        case .cookedOnDate(let example): "Give the day as a date, such as \(example)"
        case .cookedOnFuture: "That day has not come yet"
        case .cookedOnTooEarly: "Give a day from 1900 on"
        case .stars: "Give from 1 to 5 stars"
        case .chooseDay: "Choose a day"
        case .chooseSlot: "Choose breakfast, lunch, dinner or other"
        case .tooManyStaples(let maximum): "Keep it to \(maximum) staples at most"
        case .lastDayBeforeFirst: "The last day comes before the first"
        case .listTooLong(let days): "A list covers at most \(days) days"
        case .density: "Give the density in grams per millilitre, between 0.05 and 25 (flour is about 0.53), or leave it empty"
        case .pictureTooLarge: "The picture can be at most 5 MB"
        case .pictureFormat: "The file is not a PNG, JPEG or WebP picture"
        case .pictureTooManyPixels: "The picture can have at most 50 million pixels"
        case .chooseTimeZone: "Choose a time zone from the list"
        case .chooseWeekday: "Choose a day of the week"
        case .linkExpiry(let minimum, let maximum): "A link expires after \(minimum) to \(maximum) days, or never."
        case .tokenExpiry(let minimum, let maximum): "A token expires after \(minimum) to \(maximum) days, or never."
        case .keepRevisions(let maximum): "Keep between 1 and \(maximum) revisions of each recipe, or leave it empty to keep all"
        case .keepDays(let maximum): "Keep revisions for 1 to \(maximum) days, or leave it empty to keep them for good"
        }
    }
}

/// The name of a field, as a problem with it names it ("Name is required").
public enum FieldLabel: Sendable, Equatable, Codable {
    case name, summary, instructions, tool, toolNote, skill, ingredientLine, unit, size, group, ingredient, note, item, aisle
    /// The plan's note, which stands in for a recipe.
    case recipeOrNote
    /// A tag being named, or one already named.
    case tag
    case namedTag(String)
    /// One of the household's staples, quoted.
    case staple(String)
    /// In imported documents' reports.
    case aNote, anItem, ingredientName, skillName

    public var english: String {
        switch self {
        case .name: "Name"
        case .summary: "Summary"
        case .instructions: "Instructions"
        case .tool: "Tool"
        case .toolNote: "Tool note"
        case .skill: "Skill"
        case .ingredientLine: "Ingredient line"
        case .unit: "Unit"
        case .size: "Size"
        case .group: "Group"
        case .ingredient: "Ingredient"
        case .note: "Note"
        case .item: "Item"
        case .aisle: "Aisle"
        case .recipeOrNote: "A recipe or a note"
        case .tag: "Tag"
        case .namedTag(let name): "Tag “\(name)”"
        case .staple(let name): "“\(name)”"
        case .aNote: "A note"
        case .anItem: "An item"
        case .ingredientName: "Ingredient name"
        case .skillName: "Skill name"
        }
    }
}

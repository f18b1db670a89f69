import LarderModel

/// A problem with a field, as a page says it in its reader's language: the `issues` area of the
/// catalogs has a text for each `Wording` the model and the store give, and for each field label.
extension Strings {
    /// What a page shows for the issue: its wording in this language, or its message as it came
    /// (a web form's own issues are written in the page's language already).
    func say(_ issue: FieldIssue) -> String {
        issue.wording.map(say) ?? issue.message
    }

    /// The issues with their messages in this language, for a page that shows `message`.
    func said(_ issues: [FieldIssue]) -> [FieldIssue] {
        issues.map { FieldIssue($0.field, say($0)) }
    }

    func say(_ wording: Wording) -> String {
        switch wording {
        case .required(let label): issues.required(label: say(label))
        case .tooShort(let label, let minimum): issues.tooShort(label: say(label), minimum: String(minimum))
        case .tooLong(let label, let maximum, let length): issues.tooLong(label: say(label), maximum: String(maximum), length: String(length))
        case .controlCharacters(let label): issues.controlCharacters(label: say(label))
        case .singleLine(let label): issues.singleLine(label: say(label))
        case .emailRequired: issues.emailRequired
        case .emailTooLong: issues.emailTooLong
        case .emailInvalid: issues.emailInvalid
        case .passwordTooShort(let minimum): issues.passwordTooShort(minimum: String(minimum))
        case .passwordTooLong(let maximum): issues.passwordTooLong(maximum: String(maximum))
        case .passwordCharacter: issues.passwordCharacter
        case .servings: issues.servings
        case .servingsWhole: issues.servingsWhole
        case .sourceAddress: issues.sourceAddress
        case .tooManyTags(let maximum): issues.tooManyTags(maximum: String(maximum))
        case .tagComma: issues.tagComma
        case .time: issues.time
        case .tooManyRecipeLines(let maximum): issues.tooManyRecipeLines(maximum: String(maximum))
        case .tooManySteps(let maximum): issues.tooManySteps(maximum: String(maximum))
        case .stepDoesNotWait(let step): issues.stepDoesNotWait(step: String(step))
        case .onlyWhileEarlierStepWaits: issues.onlyWhileEarlierStepWaits
        case .tooManyTools(let maximum): issues.tooManyTools(maximum: String(maximum))
        case .tooManySkills(let maximum): issues.tooManySkills(maximum: String(maximum))
        case .tooManyStepLines(let maximum): issues.tooManyStepLines(maximum: String(maximum))
        case .tooManyMeasures(let maximum): issues.tooManyMeasures(maximum: String(maximum))
        case .negativeQuantity: issues.negativeQuantity
        case .quantityTooLarge: issues.quantityTooLarge
        case .rangeNeedsLowerQuantity: issues.rangeNeedsLowerQuantity
        case .rangeUpperBelowLower: issues.rangeUpperBelowLower
        case .cookedOnDate(let example): issues.cookedOnDate(example: example)
        case .cookedOnFuture: issues.cookedOnFuture
        case .cookedOnTooEarly: issues.cookedOnTooEarly
        case .stars: issues.stars
        case .chooseDay: issues.chooseDay
        case .chooseSlot: issues.chooseSlot
        case .tooManyStaples(let maximum): issues.tooManyStaples(maximum: String(maximum))
        case .lastDayBeforeFirst: issues.lastDayBeforeFirst
        case .listTooLong(let days): issues.listTooLong(maximumDays: String(days))
        case .density: issues.density
        case .pictureTooLarge: issues.pictureTooLarge
        case .pictureFormat: issues.pictureFormat
        case .pictureTooManyPixels: issues.pictureTooManyPixels
        case .chooseTimeZone: issues.chooseTimeZone
        case .chooseWeekday: issues.chooseWeekday
        case .linkExpiry(let minimum, let maximum): issues.linkExpiry(minimumDays: String(minimum), maximumDays: String(maximum))
        case .tokenExpiry(let minimum, let maximum): issues.tokenExpiry(minimumDays: String(minimum), maximumDays: String(maximum))
        case .keepRevisions(let maximum): issues.keepRevisions(maximum: String(maximum))
        case .keepDays(let maximum): issues.keepDays(maximum: String(maximum))
        }
    }

    func say(_ label: FieldLabel) -> String {
        switch label {
        case .name: issues.labelName
        case .summary: issues.labelSummary
        case .instructions: issues.labelInstructions
        case .tool: issues.labelTool
        case .toolNote: issues.labelToolNote
        case .skill: issues.labelSkill
        case .ingredientLine: issues.labelIngredientLine
        case .unit: issues.labelUnit
        case .size: issues.labelSize
        case .group: issues.labelGroup
        case .ingredient: issues.labelIngredient
        case .note: issues.labelNote
        case .item: issues.labelItem
        case .aisle: issues.labelAisle
        case .recipeOrNote: issues.labelRecipeOrNote
        case .tag: issues.labelTag
        case .namedTag(let name): issues.labelNamedTag(name: name)
        case .staple(let name): issues.labelStaple(name: name)
        case .aNote: issues.labelANote
        case .anItem: issues.labelAnItem
        case .ingredientName: issues.labelIngredientName
        case .skillName: issues.labelSkillName
        }
    }
}

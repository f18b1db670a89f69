/// A part of a recipe as a comparison or a merge names it: "Servings", "Step 3". Pages say it
/// in their reader's language; `english` is what tests and logs read.
public enum PartName: Sendable, Hashable {
    case name, summary, servings, source, tags, times
    /// The lines under "You will need", outside the steps.
    case ownLines
    case stepOrder
    /// Steps both sides added at one place.
    case newSteps
    /// A step, by its number.
    case step(Int)
    /// A step no version numbers.
    case aStep

    public var english: String {
        switch self {
        case .name: "Name"
        case .summary: "Summary"
        case .servings: "Servings"
        case .source: "Source"
        case .tags: "Tags"
        case .times: "Times"
        case .ownLines: "You will need"
        case .stepOrder: "Order of the steps"
        case .newSteps: "New steps"
        case .step(let number): "Step \(number)"
        case .aStep: "A step"
        }
    }
}

/// One line of a part, as two versions are read side by side: a step's instructions, then its
/// time, its ingredients, tools and skills; a recipe's times.
public enum PartLine: Sendable, Hashable {
    /// Text as the recipe has it: a name, an instruction, an ingredient line.
    case text(String)
    case time(String, waiting: Bool)
    /// Done while the step of this number waits.
    case during(step: Int)
    case ingredients(String)
    case tools(String)
    case skills(String)
    case preparation(String)
    case cooking(String)
    case total(String)
    /// The side has no such step.
    case none
    /// The side took the step out.
    case removed

    public var english: String {
        switch self {
        case .text(let text): text
        case .time(let time, let waiting): "Time: \(time)\(waiting ? " (waiting)" : "")"
        case .during(let step): "Done while step \(step) waits"
        case .ingredients(let lines): "Ingredients: \(lines)"
        case .tools(let tools): "Tools: \(tools)"
        case .skills(let skills): "Skills: \(skills)"
        case .preparation(let time): "Preparation: \(time)"
        case .cooking(let time): "Cooking: \(time)"
        case .total(let time): "Total: \(time)"
        case .none: "(none)"
        case .removed: "(removed)"
        }
    }
}

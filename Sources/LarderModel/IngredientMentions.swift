/// Which step uses an ingredient line, from the steps' words: the first step that names the
/// ingredient, by its whole name or, failing that, by a shorter tail of it ("extra virgin olive
/// oil" → "olive oil" → "oil"), singular or plural ("2 large eggs" is used where "the eggs" are
/// beaten). Lines no step names belong to the recipe itself, listed under "You will need".
public enum IngredientMentions {
    /// The recipe's own lines, and each step's, in the order given.
    public static func assign(_ lines: [LineDraft], to steps: [String]) -> (own: [LineDraft], steps: [[LineDraft]]) {
        let stepWords = steps.map(words)
        var own: [LineDraft] = []
        var ofSteps = Array(repeating: [LineDraft](), count: steps.count)
        for line in lines {
            if let index = firstStep(naming: line.ingredient, inWords: stepWords) {
                ofSteps[index].append(line)
            } else {
                own.append(line)
            }
        }
        return (own, ofSteps)
    }

    /// The first of `steps` naming `name`, or nil.
    public static func firstStep(naming name: String?, in steps: [String]) -> Int? {
        firstStep(naming: name, inWords: steps.map(words))
    }

    static func firstStep(naming name: String?, inWords stepWords: [[String]]) -> Int? {
        let nameWords = words(name ?? "")
        guard !nameWords.isEmpty else { return nil }
        // The whole name first, anywhere in the recipe; then ever shorter tails of it.
        for start in nameWords.indices {
            let tail = Array(nameWords[start...])
            guard tail.joined().count >= 3 else { break }
            let forms = Self.forms(of: tail.last!).map { Array(tail.dropLast()) + [$0] }
            if let index = stepWords.firstIndex(where: { words in forms.contains { contains(words, $0) } }) { return index }
        }
        return nil
    }

    /// A word as steps may write it: "sugar", "sugars"; "berry", "berries"; "egg", "eggs".
    static func forms(of word: String) -> Set<String> {
        [word, IngredientName.singular(word), IngredientName.plural(word), word + "s", word + "es"]
    }

    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    private static func contains(_ words: [String], _ phrase: [String]) -> Bool {
        guard !phrase.isEmpty, words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in Array(words[start..<(start + phrase.count)]) == phrase }
    }
}

/// An ingredient's name as the catalog keeps it, and the words around it as a cook writes them.
///
/// The catalog knows one ingredient by one name: "eggs", "3 large eggs" and "1 egg, beaten" all
/// name the ingredient "egg", so that the shopping list and the ingredient totals add them up.
/// Folding takes the words that say how the ingredient is prepared or how big it is (chopped,
/// juiced, large, fresh) off either end of the name, and makes the last word singular. The words
/// taken off become the line's note. Case is kept as written: the catalog matches ignoring case.
public enum IngredientName {
    /// The catalog's form of a name, and the descriptive phrases taken off it, in the order
    /// written ("large free-range eggs" → "free-range egg", ["large"]). A name made only of such
    /// words ("chopped") is kept whole.
    public static func fold(_ name: String) -> (name: String, descriptors: [String]) {
        var words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        var leading: [String] = []
        var trailing: [String] = []
        while words.count > 1, let length = descriptorLength(words, at: 0) {
            leading += words.prefix(length)
            words.removeFirst(length)
        }
        while words.count > 1, let length = descriptorLength(words, endingAt: words.count) {
            trailing.insert(contentsOf: words.suffix(length), at: 0)
            words.removeLast(length)
        }
        guard !words.isEmpty else { return (name, []) }
        words[words.count - 1] = singular(words[words.count - 1])
        return (words.joined(separator: " "), [leading, trailing].filter { !$0.isEmpty }.map { $0.joined(separator: " ") })
    }

    /// The catalog's form of a name ("Large Eggs" → "Egg").
    public static func folded(_ name: String) -> String { fold(name.trimmed).name }

    /// How many words a descriptor at `start` takes: "at room temperature" is three, "chopped" one.
    private static func descriptorLength(_ words: [String], at start: Int) -> Int? {
        for phrase in descriptorPhrases where start + phrase.count <= words.count {
            if zip(phrase, words[start...]).allSatisfy({ $0 == bare($1) }) { return phrase.count }
        }
        return descriptors.contains(bare(words[start])) ? 1 : nil
    }

    private static func descriptorLength(_ words: [String], endingAt end: Int) -> Int? {
        for phrase in descriptorPhrases where phrase.count <= end {
            if zip(phrase, words[(end - phrase.count)...]).allSatisfy({ $0 == bare($1) }) { return phrase.count }
        }
        return descriptors.contains(bare(words[end - 1])) ? 1 : nil
    }

    /// A word as the descriptor lists spell it: lower case, without a trailing comma or full stop.
    private static func bare(_ word: String) -> String {
        String(word.lowercased().unicodeScalars.filter { $0 != "," && $0 != "." })
    }

    /// Words that say how an ingredient is prepared, how big or how fresh it is: the same thing
    /// bought in the same shop. Words that make another product (ground, dried, smoked, unsalted,
    /// plain, brown, frozen) are not here and stay in the name.
    public static let descriptors: Set<String> = [
        // size
        "large", "small", "medium", "extra-large", "big", "jumbo", "medium-sized", "large-sized", "small-sized",
        // state
        "fresh", "freshly", "ripe", "cold", "warm", "lukewarm", "chilled", "softened", "melted",
        // preparation
        "chopped", "diced", "minced", "sliced", "grated", "juiced", "zested", "crushed", "peeled", "beaten",
        "sifted", "toasted", "shredded", "cubed", "halved", "quartered", "drained", "rinsed", "trimmed", "deseeded",
        "seeded", "pitted", "crumbled", "mashed", "packed", "divided", "julienned", "cored", "skinned", "squeezed",
        "whisked", "torn", "scrubbed", "washed", "thawed", "defrosted", "separated", "snipped", "segmented",
        "finely", "roughly", "thinly", "coarsely", "lightly", "firmly", "loosely", "freshly-ground",
        "finely-chopped", "roughly-chopped", "thinly-sliced",
    ]

    static let descriptorPhrases: [[String]] = [
        ["at", "room", "temperature"], ["room", "temperature"], ["room-temperature"], ["freshly", "ground"],
        ["freshly", "grated"], ["freshly", "squeezed"], ["cut", "into", "pieces"],
    ]

    // MARK: - Singular and plural

    /// The singular of an English noun as recipes use them: "tomatoes" → "tomato", "berries" →
    /// "berry", "leaves" → "leaf", "chillies" → "chilli". A word that is not a plural, or is the
    /// same in both (asparagus, hummus, molasses), comes back unchanged. Case is kept.
    public static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, lower.hasSuffix("s"), !invariant.contains(lower) else { return word }
        if let known = irregularSingulars[lower] { return matchingCase(known, of: word) }
        for ending in ["ss", "us", "is"] where lower.hasSuffix(ending) { return word }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + matchingCase("y", of: word) }
        if lower.hasSuffix("ves"), let key = fWords.keys.first(where: { lower.dropLast(3).hasSuffix($0) }) {
            // "leaves" → "lea" + "f"
            return String(word.dropLast(3)) + matchingCase(String(fWords[key]!.dropFirst(key.count)), of: word)
        }
        if lower.hasSuffix("oes"), oWords.contains(String(lower.dropLast(2))) { return String(word.dropLast(2)) }
        for ending in ["ches", "shes", "sses", "xes", "zzes"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    /// The plural of a singular noun: "tomato" → "tomatoes", "berry" → "berries", "leaf" → "leaves".
    public static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        guard let last = lower.last, last.isLetter, !invariant.contains(lower), !massNouns.contains(lower) else { return word }
        if let known = irregularPlurals[lower] { return matchingCase(known, of: word) }
        if singular(word) != word, lower.hasSuffix("s") { return word }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + matchingCase("ies", of: word)
        }
        if let (key, singular) = fWords.first(where: { lower.hasSuffix($0.value) }) {
            // "leaf" → "lea" + "ves"
            return String(word.dropLast(singular.count - key.count)) + matchingCase("ves", of: word)
        }
        if lower.hasSuffix("o"), oWords.contains(lower) { return word + matchingCase("es", of: word) }
        for ending in ["ch", "sh", "ss", "x", "z", "s"] where lower.hasSuffix(ending) { return word + matchingCase("es", of: word) }
        return word + matchingCase("s", of: word)
    }

    /// A phrase with its last word made plural or singular: "red onion" → "red onions".
    public static func phrase(_ words: String, plural isPlural: Bool) -> String {
        guard let space = words.lastIndex(where: \.isWhitespace) else { return isPlural ? plural(words) : singular(words) }
        let head = words[..<words.index(after: space)], last = String(words[words.index(after: space)...])
        return head + (isPlural ? plural(last) : singular(last))
    }

    /// Upper case when the word is written in upper case ("EGGS" → "EGG"), else as given.
    private static func matchingCase(_ suffix: String, of word: String) -> String {
        word.count > 1 && word == word.uppercased() && word != word.lowercased() ? suffix.uppercased() : suffix
    }

    /// Nouns whose singular and plural are the same, or that only look plural.
    static let invariant: Set<String> = [
        "asparagus", "hummus", "houmous", "couscous", "molasses", "citrus", "octopus", "bass", "grits", "swiss", "schnapps",
        "haggis", "gras", "jus", "lotus", "hibiscus", "cress", "watercress", "species", "series", "news", "fish", "sheep",
        "deer", "moose", "salmon", "trout", "cod", "shrimp", "squid", "tuna", "reis", "mais", "ananas", "kürbis", "pommes",
        "swordfish", "monkfish", "catfish", "mahi", "tofu", "sushi", "chassis",
    ]

    /// Nouns a cook measures rather than counts: "2 cups flour", never "2 flours".
    static let massNouns: Set<String> = [
        "salt", "pepper", "water", "flour", "sugar", "rice", "milk", "butter", "oil", "cream", "garlic", "ginger", "yeast",
        "honey", "vinegar", "stock", "broth", "juice", "parsley", "basil", "coriander", "cilantro", "dill", "mint",
        "cinnamon", "cumin", "paprika", "oregano", "thyme", "rosemary", "sage", "spinach", "bread", "pasta", "quinoa",
        "cornstarch", "cornflour", "powder", "soda", "vanilla", "chocolate", "cocoa", "coffee", "tea", "wine", "beer",
        "mince", "beef", "pork", "lamb", "yogurt", "yoghurt", "mayonnaise", "mustard", "ketchup", "jam", "cheese",
        "spaghetti", "linguine", "fettuccine", "penne", "macaroni", "polenta", "semolina", "bulgur", "barley", "buttermilk",
        "zest", "nutmeg", "turmeric", "saffron", "salsa", "pesto", "tahini", "miso", "sauce", "syrup", "extract",
        "lettuce", "kale", "cabbage", "celery", "broccoli", "cauliflower", "fat", "lard", "ice", "dough",
    ]

    static let irregularSingulars: [String: String] = [
        "feet": "foot", "teeth": "tooth", "geese": "goose", "mice": "mouse", "children": "child", "men": "man", "women": "woman",
        "cookies": "cookie", "brownies": "brownie", "pies": "pie", "veggies": "veggie", "smoothies": "smoothie",
        "chillies": "chilli", "chilies": "chili", "calories": "calorie", "quiches": "quiche", "brioches": "brioche",
        "ganaches": "ganache", "caches": "cache", "niches": "niche", "sloes": "sloe", "shoes": "shoe", "toes": "toe",
        "oreos": "oreo", "zombies": "zombie", "goalies": "goalie", "aubergines": "aubergine", "courgettes": "courgette",
    ]

    static let irregularPlurals: [String: String] = [
        "foot": "feet", "tooth": "teeth", "goose": "geese", "mouse": "mice", "child": "children", "man": "men", "woman": "women",
        "chilli": "chillies", "chili": "chilies", "quiche": "quiches", "brioche": "brioches",
    ]

    /// Stems whose plural is "-ves" and their singular: "lea" + "ves" → "leaf".
    static let fWords: [String: String] = [
        "lea": "leaf", "hal": "half", "loa": "loaf", "kni": "knife", "cal": "calf", "shel": "shelf", "thie": "thief",
        "wol": "wolf", "scar": "scarf", "sel": "self",
    ]

    /// Singulars ending in "o" whose plural adds "es".
    static let oWords: Set<String> = [
        "tomato", "potato", "mango", "hero", "echo", "tornado", "volcano", "torpedo", "mosquito", "domino", "buffalo",
    ]
}

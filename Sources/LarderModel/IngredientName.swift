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
            leading.append(words.prefix(length).joined(separator: " "))
            words.removeFirst(length)
        }
        // "courgette peeled into ribbons", "onion cut in half": a preparation and where it leads,
        // after the name without a comma, is the note from there on.
        // Looked for only in names of three words or more: a name, a preparation and where it leads.
        if words.count >= 3, let start = words.indices.dropFirst().first(where: { index in
            index + 1 < words.count && participles.contains(bare(words[index])) && clauseWords.contains(bare(words[index + 1]))
        }) {
            trailing = [words[start...].joined(separator: " ")]
            words.removeLast(words.count - start)
        }
        while words.count > 1 {
            if let length = descriptorLength(words, endingAt: words.count) {
                trailing.insert(words.suffix(length).joined(separator: " "), at: 0)
                words.removeLast(length)
            } else if words.count > 2, conjunctions.contains(bare(words[words.count - 1])),
                      let length = descriptorLength(words, endingAt: words.count - 1), words.count - 1 - length >= 1 {
                // "zested and juiced", or "zested and" cut short: two descriptors joined are one note.
                let joined = words.suffix(length + 1).joined(separator: " ")
                words.removeLast(length + 1)
                if trailing.isEmpty { trailing = [joined] } else { trailing[0] = joined + " " + trailing[0] }
            } else {
                break
            }
        }
        guard !words.isEmpty else { return (name, []) }
        words[words.count - 1] = singular(words[words.count - 1])
        return (words.joined(separator: " "), phrases(leading) + phrases(trailing))
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

    /// Descriptors as the note lists them: "thinly sliced peeled" → ["thinly sliced", "peeled"];
    /// an adverb goes with the word after it.
    static func phrases(_ words: [String]) -> [String] {
        var phrases: [String] = []
        var adverbs: [String] = []
        for word in words {
            if adverbsOfManner.contains(bare(word)) {
                adverbs.append(word)
                continue
            }
            phrases.append((adverbs + [word]).joined(separator: " "))
            adverbs = []
        }
        if !adverbs.isEmpty { phrases.append(adverbs.joined(separator: " ")) }
        return phrases
    }

    static let conjunctions: Set<String> = ["and", "or", "&"]

    static let adverbsOfManner: Set<String> = ["finely", "roughly", "thinly", "coarsely", "lightly", "freshly", "very", "firmly", "loosely",
                                               "well", "thickly", "just"]

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
        "seeded", "pitted", "crumbled", "packed", "divided", "julienned", "cored", "skinned", "squeezed",
        "whisked", "torn", "scrubbed", "washed", "thawed", "defrosted", "separated", "snipped", "segmented",
        "finely", "roughly", "thinly", "coarsely", "lightly", "firmly", "loosely", "freshly-ground",
        "finely-chopped", "roughly-chopped", "thinly-sliced", "very", "plump", "thick", "leftover", "steamed",
        "boiling", "unwaxed", "well", "just", "cubed", "smashed", "pressed", "mashed",
    ]

    /// Preparations that can start a clause after the name: "peeled into ribbons", "cut in half".
    static let participles: Set<String> = descriptors.filter { $0.hasSuffix("ed") }.union(["cut", "torn"])
    /// What follows such a preparation when it starts a clause rather than being part of a name.
    static let clauseWords: Set<String> = ["into", "in", "for", "to", "on", "with", "lengthways", "lengthwise", "crosswise", "across"]

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
        // French and Spanish names a line folded in its own language, which English must not fold again.
        "pois", "anchois", "radis", "noix", "riz", "jus", "maïs", "frais", "gras", "panais", "arroz", "anís", "maíz", "cuscús",
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

// MARK: - German, French and Spanish

extension IngredientName {
    /// The catalog's form of a name in a recipe's language: "Eier" → "Ei", "gehackte Petersilie"
    /// → "Petersilie" (note "gehackt"), "œufs" → "œuf", "poivrons rouges" → "poivron rouge",
    /// "huevos" → "huevo", "cebolla picada" → "cebolla" (note "picada").
    public static func fold(_ name: String, language: Language) -> (name: String, descriptors: [String]) {
        switch language {
        case .en: return fold(name)
        case .de: return foldGerman(name)
        case .fr, .es: return foldRomance(name, language: language)
        }
    }

    /// German puts its adjectives before the noun, and declines them: the last word is the noun,
    /// and adjectives that say how it is prepared leave the name in their base form.
    static func foldGerman(_ name: String) -> (name: String, descriptors: [String]) {
        var words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        var descriptors: [String] = []
        // "frisch gemahlener schwarzer Pfeffer": the adverb with its participle.
        var index = 0
        while index < words.count - 1 {
            let word = words[index]
            guard word.first?.isLowercase == true else { index += 1; continue }
            let base = germanBase(word.lowercased())
            if IngredientWords.foreignDescriptors.contains(base) || ["frisch", "fein", "grob", "klein"].contains(base) {
                var phrase = [base]
                words.remove(at: index)
                // "frisch gemahlener": an adverb joins the participle after it.
                if ["frisch", "fein", "grob", "klein"].contains(base), index < words.count - 1, words[index].first?.isLowercase == true,
                   words[index].lowercased().hasPrefix("ge") {
                    phrase.append(germanBase(words[index].lowercased()))
                    words.remove(at: index)
                }
                descriptors.append(phrase.joined(separator: " "))
                continue
            }
            index += 1
        }
        guard !words.isEmpty else { return (name, []) }
        words[words.count - 1] = germanSingular(words[words.count - 1])
        return (words.joined(separator: " "), descriptors)
    }

    /// "gehackte" → "gehackt", "kleinen" → "klein": an adjective without its ending.
    static func germanBase(_ word: String) -> String {
        for ending in ["en", "er", "es", "em", "e"] where word.count > ending.count + 3 && word.hasSuffix(ending) {
            let base = String(word.dropLast(ending.count))
            if IngredientWords.foreignDescriptors.contains(base) || base.hasPrefix("ge") || ["frisch", "fein", "grob", "klein", "weich"].contains(base) {
                return base
            }
        }
        return word
    }

    /// The singular of a German noun as recipes use them: "Eier" → "Ei", "Kartoffeln" →
    /// "Kartoffel", "Tomaten" → "Tomate", "Äpfel" → "Apfel", "Champignons" → "Champignon".
    public static func germanSingular(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, !germanInvariant.contains(where: { lower.hasSuffix($0) }) else { return word }
        for (plural, singular) in germanIrregular where lower.hasSuffix(plural) {
            let stem = word.dropLast(plural.count)
            let replaced = stem.isEmpty ? singular.prefix(1).uppercased() + singular.dropFirst() : singular
            return stem + replaced
        }
        if lower.hasSuffix("eln") || lower.hasSuffix("ern") { return String(word.dropLast()) }
        if lower.hasSuffix("en"), let before = lower.dropLast(2).last {
            // "Tomaten" → "Tomate", "Zitronen" → "Zitrone", "Bohnen" → "Bohne".
            if "tnlbsrkpgdfvz".contains(before) || lower.hasSuffix("ien") { return String(word.dropLast()) }
        }
        if lower.hasSuffix("ons") || lower.hasSuffix("s") && "aoiuy".contains(lower.dropLast().last ?? " ") && !lower.hasSuffix("ss") {
            // "Champignons", "Avocados", "Chilis".
            return String(word.dropLast())
        }
        return word
    }

    /// Endings of German nouns whose plural is the same or that only look plural.
    static let germanInvariant: [String] = [
        "chen", "lein", "kuchen", "braten", "gans", "sahne", "schinken", "rücken", "nacken", "boden", "reis", "mais", "ananas", "kürbis", "pommes", "käse",
        "wasser", "zucker", "pfeffer", "essig", "öl", "mehl", "salz", "fleisch", "gewürz", "saft", "senf", "speck", "quark", "sahne",
        "butter", "milch", "hefe", "eigelb", "eiweiß", "knoblauch", "ingwer", "lauch", "spargel", "paprika", "spinat", "sellerie",
        "zimt", "curry", "kakao", "honig", "joghurt", "schmand", "rum", "wein", "likör", "kaffee", "tee", "mus", "müsli", "haferflocken",
        "spätzle", "gnocchi", "spaghetti", "tagliatelle", "penne", "lasagne", "oregano", "thymian",
        "rosmarin", "basilikum", "petersilie", "dill", "schnittlauch", "koriander", "minze", "salbei", "muskat", "vanille", "kümmel",
        "kresse", "rucola", "mozzarella", "parmesan", "feta", "ricotta", "mascarpone", "cheddar",
    ]

    static let germanIrregular: [(String, String)] = [
        ("eier", "ei"), ("blätter", "blatt"), ("äpfel", "apfel"), ("nüsse", "nuss"), ("würste", "wurst"), ("pilze", "pilz"),
        ("zehen", "zehe"), ("schoten", "schote"), ("mandeln", "mandel"), ("möhren", "möhre"), ("rüben", "rübe"), ("köpfe", "kopf"),
        ("stangen", "stange"), ("zweige", "zweig"), ("knollen", "knolle"), ("brote", "brot"), ("filets", "filet"), ("steaks", "steak"),
        ("gurken", "gurke"), ("birnen", "birne"), ("pflaumen", "pflaume"), ("kirschen", "kirsche"), ("beeren", "beere"),
        ("lorbeerblätter", "lorbeerblatt"), ("frühlingszwiebeln", "frühlingszwiebel"), ("schalotten", "schalotte"),
        ("fische", "fisch"), ("hähnchenbrüste", "hähnchenbrust"), ("brüste", "brust"), ("keulen", "keule"), ("schenkel", "schenkel"),
    ]

    /// French and Spanish put the noun first and their adjectives after it, each agreeing: every
    /// word before a linking word ("de", "à", "con") is made singular, and adjectives that say how
    /// it is prepared leave the name.
    static func foldRomance(_ name: String, language: Language) -> (name: String, descriptors: [String]) {
        var words = name.split(whereSeparator: \.isWhitespace).map(String.init)
        var descriptors: [String] = []
        let links: Set<String> = ["de", "d'", "du", "des", "à", "au", "aux", "con", "en", "al", "del", "para", "sin", "y", "et", "o", "ou"]
        let lowered = words.map { $0.lowercased() }
        // "crème fraîche", "carne picada", "viande hachée": names of their own.
        let isWhole = IngredientWords.wholeNames.contains { lowered.starts(with: $0) }
        // Once a word says how it is prepared ("coupé en dés", "finement hachées", "recién
        // rallado", "sin pelar"), the rest of the name says so too: one part of the note.
        var index = isWhole ? 2 : 1
        while index < words.count {
            let lower = words[index].lowercased()
            let next = index + 1 < words.count ? words[index + 1].lowercased() : ""
            let startsRun = isRomanceDescriptor(lower) || (romanceAdverbs.contains(lower) && isRomanceDescriptor(next))
                || IngredientWords.foreignDescriptors.contains(lower + " " + next)
            if startsRun {
                descriptors.append(words[index...].joined(separator: " "))
                words.removeLast(words.count - index)
                break
            }
            if links.contains(lower) || lower.hasPrefix("d'") {
                index += 1
                continue
            }
            index += 1
        }
        guard !words.isEmpty else { return (name, []) }
        // A name written with its size ("petits pois") keeps it.
        let kept = words.map { $0.lowercased() }
        if IngredientWords.namesWithSizes.contains(where: { kept.starts(with: $0) }) || isWhole && ["petits", "azúcar", "crème"].contains(kept[0]) {
            return (words.joined(separator: " "), descriptors)
        }
        for index in words.indices {
            let lower = words[index].lowercased()
            // "jaunes d'œufs": the word after "d'" agrees too.
            if lower.hasPrefix("d'") {
                let rest = String(words[index].dropFirst(2))
                words[index] = String(words[index].prefix(2)) + (language == .fr ? frenchSingular(rest) : spanishSingular(rest))
                break
            }
            if links.contains(lower) { break }
            words[index] = language == .fr ? frenchSingular(words[index]) : spanishSingular(words[index])
        }
        return (words.joined(separator: " "), descriptors)
    }

    static let romanceAdverbs: Set<String> = ["finement", "grossièrement", "fraîchement", "bien", "très", "recién", "finamente", "muy", "bien",
                                              "groseramente"]

    /// Whether a French or Spanish word says how a thing is prepared, in any gender and number:
    /// "haché", "hachées", "picado", "picadas".
    static func isRomanceDescriptor(_ word: String) -> Bool {
        let forms = IngredientWords.foreignDescriptors
        if forms.contains(word) { return true }
        for (ending, base) in [("ées", "é"), ("ée", "é"), ("és", "é"), ("es", ""), ("s", ""), ("as", "o"), ("a", "o"), ("os", "o"), ("e", "")]
        where word.hasSuffix(ending) && word.count > ending.count + 2 {
            if forms.contains(String(word.dropLast(ending.count)) + base) { return true }
        }
        return false
    }

    /// "œufs" → "œuf", "poireaux" → "poireau", "noix" stays.
    public static func frenchSingular(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 2, !frenchInvariant.contains(lower) else { return word }
        if lower.hasSuffix("eaux") || lower == "choux" { return String(word.dropLast()) }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    static let frenchInvariant: Set<String> = ["pois", "noix", "anchois", "radis", "maïs", "jus", "riz", "gras", "frais", "ananas", "cassis",
                                               "brebis", "os", "bras", "dos", "épais", "mous", "fois", "paris", "corps", "tapis", "pastis",
                                               "panais", "salsifis"]

    /// "huevos" → "huevo", "limones" → "limón", "nueces" → "nuez", "tomates" → "tomate".
    public static func spanishSingular(_ word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 3, lower.hasSuffix("s"), !spanishInvariant.contains(lower) else { return word }
        if let known = spanishIrregular[lower] { return word.first!.isUppercase ? known.prefix(1).uppercased() + known.dropFirst() : known }
        if lower.hasSuffix("ces") { return String(word.dropLast(3)) + "z" }
        if lower.hasSuffix("iones") || lower.hasSuffix("ones") { return String(word.dropLast(4)) + "ón" }
        if lower.hasSuffix("ines") { return String(word.dropLast(4)) + "ín" }
        if lower.hasSuffix("es"), let before = lower.dropLast(2).last, "lrn".contains(before) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    static let spanishInvariant: Set<String> = ["ajonjolí", "anís", "arroz", "maíz", "gas", "tras", "mas", "más", "atlas", "lunes", "crisis",
                                                "análisis", "cuscús", "ananás"]

    static let spanishIrregular: [String: String] = ["chiles": "chile", "ajíes": "ají", "dientes": "diente", "pies": "pie", "cafés": "café"]
}

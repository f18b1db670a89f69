import Foundation

/// Which step uses an ingredient line, from the steps' words: the first step that names the
/// ingredient, by its whole name or by a shorter tail of it ("extra virgin olive oil" → "olive
/// oil" → "oil"), singular or plural in the recipe's language ("2 large eggs" is used where "the
/// eggs" are beaten, "3 Eier" where "das Ei" is), with or without its accents; in German also by
/// the last part of a compound ("Olivenöl" where "das Öl" is heated). A word several lines end
/// in ("sugar" of caster and icing sugar) names the first of them. A recipe of one step uses
/// every line on it. Lines no step names belong to the recipe itself, listed under "You will need".
public enum IngredientMentions {
    /// The recipe's own lines, and each step's, in the order given.
    public static func assign(_ lines: [LineDraft], to steps: [String], language: Language? = nil) -> (own: [LineDraft], steps: [[LineDraft]]) {
        var own: [LineDraft] = []
        var ofSteps = Array(repeating: [LineDraft](), count: steps.count)
        for (line, step) in zip(lines, placement(of: lines, in: steps, language: language)) {
            if let step { ofSteps[step].append(line) } else { own.append(line) }
        }
        return (own, ofSteps)
    }

    /// For each line, the index of the step that uses it, or nil.
    public static func placement(of lines: [LineDraft], in steps: [String], language: Language? = nil) -> [Int?] {
        guard steps.count != 1 else { return lines.map { _ in 0 } }
        let stepWords = steps.map { words($0).map { Word($0, language) } }
        // German nouns are written capitalised: the words a compound may end in.
        let stepNouns = steps.map { step in
            Set(step.split(whereSeparator: { !$0.isLetter }).filter { $0.first?.isUppercase == true }.map { folded(String($0)) })
        }
        let names = lines.map { words($0.ingredient ?? "").map { Word($0, language) } }
        // Each line's phrases: its whole name, then shorter ones. English and German put the thing
        // last ("extra virgin olive oil" → "olive oil" → "oil"), French and Spanish first ("aceite
        // de oliva virgen extra" → "aceite de oliva" → "aceite"); the other end is tried after,
        // as cooks shorten "vanilla extract" to "the vanilla" and "Kakaopulver" to "Kakao".
        let headFirst = language == .fr || language == .es
        /// The word that says what a name is: the last in English and German, the first in French
        /// and Spanish.
        func head(_ name: [Word]) -> Word? { headFirst ? name.first : name.last }
        let phrases: [[(words: [Word], isOtherEnd: Bool)]] = names.map { name in
            guard !name.isEmpty else { return [] }
            let shorter = name.indices.dropFirst().map { headFirst ? Array(name[..<(name.count - $0)]) : Array(name[$0...]) }
                .filter { !linkWords.contains((headFirst ? $0.last : $0.first)!.text) }
            return ([name] + shorter).filter { $0.map(\.text).joined().count >= 2 }.map { ($0, false) }
                + otherEnd(of: name).map { ($0, true) }
        }
        /// The name shortened from the end that does not say what it is, where cooks do: "the
        /// vanilla" of "vanilla extract", "the chicken" of "chicken thighs", "das Mineralwasser" of
        /// "Mineralwasser mit Kohlensäure", "le beurre" of "noix de beurre". Not "brown" of "brown
        /// sugar", nor "verde" of "pimiento verde".
        func otherEnd(of name: [Word]) -> [[Word]] {
            guard name.count >= 2 else { return [] }
            switch language {
            case .en?, nil:
                guard Self.formNouns.contains(name.last!.text), name.first!.text != "baking" else { return [] }
                let thing = name.dropLast()
                return thing.indices.map { Array(thing[$0...]) }.filter { $0.map(\.text).joined().count >= 3 }
            case .de?:
                guard let link = name.firstIndex(where: { linkWords.contains($0.text) }), link > 0 else { return [] }
                return [Array(name[..<link])]
            case .fr?, .es?:
                // "noix de beurre", "cuisses de poulet", "hojas de cilantro": the part of a thing
                // is named by the thing.
                guard let link = name.firstIndex(where: { ["de", "d", "del"].contains($0.text) }), link > 0, link + 1 < name.count else {
                    return []
                }
                let rest = Array(name[(link + 1)...])
                return rest.count > 1 ? [rest, [rest[0]]] : [rest]
            }
        }
        func same(_ one: [Word], _ other: [Word]) -> Bool { one.count == other.count && zip(one, other).allSatisfy { $0.matches($1) } }
        /// A shorter phrase names a line only when it names no other line whole, and the line is
        /// the first listed that it shortens: "sugar" is the caster sugar's, not the icing sugar's
        /// listed after it. One shortened from the other end ("vanilla" of "vanilla extract",
        /// "Kakao" of "Kakaopulver") names it only when no other line is that thing: "chicken" of
        /// "chicken stock" is the whole chicken's.
        func isNamed(by phrase: [Word], line: Int, isOtherEnd: Bool, inPlural: Bool = false) -> Bool {
            guard inPlural || !names.indices.contains(where: { $0 != line && same(names[$0], phrase) })
                    && !phrases[..<line].contains(where: { $0.contains { !$0.isOtherEnd && same($0.words, phrase) } }) else { return false }
            guard isOtherEnd, let word = headFirst ? phrase.first : phrase.last else { return true }
            return !names.indices.contains { $0 != line && head(names[$0])?.matches(word) == true }
        }
        /// "Olivenöl" where "das Öl" is heated, "Kakaopulver" where "der Kakao" is sifted: a noun of
        /// the step that ends the line's compound, or starts it before a word of form, unless
        /// another line is the Öl or the Kakao itself.
        func namesCompound(_ nouns: Set<String>, line: Int) -> Bool {
            guard language == .de, let last = names[line].last, last.text.count >= 5 else { return false }
            return nouns.contains { noun in
                let part = Word(noun, language)
                return noun.count >= 2 && !part.matches(last) && isNamed(by: [part], line: line, isOtherEnd: true)
                    && part.forms.contains { form in
                        form.count >= 2 && (last.text.hasSuffix(form) || form.count >= 4 && last.text.hasPrefix(form)
                            && Self.germanFormEndings.contains(String(last.text.dropFirst(form.count))))
                    }
            }
        }
        var placed = Array(repeating: Int?.none, count: lines.count)
        for (step, words) in stepWords.enumerated() {
            for line in lines.indices where placed[line] == nil {
                for (index, phrase) in phrases[line].enumerated() where contains(words, phrase.words) {
                    // "both sugars", "the oils": a plural where the lines name one each names them all.
                    let singular = phrase.words.last!.text
                    let inPlural = !words.contains { $0.text == singular }
                        && words.contains { $0.text != singular && IngredientName.singular($0.text) == singular }
                    guard index == 0 || isNamed(by: phrase.words, line: line, isOtherEnd: phrase.isOtherEnd, inPlural: inPlural) else { continue }
                    placed[line] = step
                    break
                }
                if placed[line] == nil, namesCompound(stepNouns[step], line: line) { placed[line] = step }
            }
        }
        return placed
    }

    /// What an English name's last word may say about the thing before it, which cooks leave
    /// out: "vanilla extract" is "the vanilla".
    static let formNouns: Set<String> = ["extract", "essence", "powder", "flakes", "leaves", "leaf", "fillet", "fillets", "pods", "pod",
                                         "thigh", "thighs", "breast", "breasts", "leg", "legs", "wing", "wings", "drumstick", "drumsticks",
                                         "rib", "ribs", "stalk", "stalks", "stick", "sticks", "bulb", "bulbs", "clove", "cloves",
                                         "kernel", "kernels", "sprig", "sprigs"]

    /// What a German compound's end may say about the thing its start names: "Kakaopulver" is
    /// "der Kakao", "Paprikaschoten" "die Paprika"; "Gemüsebrühe" is no "Gemüse".
    static let germanFormEndings: Set<String> = ["pulver", "extrakt", "schote", "schoten", "filet", "filets", "brustfilet", "brustfilets",
                                                  "brust", "blatter", "blattchen", "zehe", "zehen", "stange", "stangen", "flocken", "keule", "keulen"]

    /// Words that join a name's parts, which a shortened name does not end in.
    static let linkWords: Set<String> = ["de", "d", "du", "des", "del", "la", "le", "les", "l", "el", "a", "al", "aux", "au", "en",
                                         "mit", "of", "with", "and", "et", "y", "und"]

    /// The first of `steps` naming `name`, or nil.
    public static func firstStep(naming name: String?, in steps: [String], language: Language? = nil) -> Int? {
        guard let name, steps.count > 1 else { return steps.isEmpty || name == nil ? nil : 0 }
        return placement(of: [LineDraft(text: name, ingredient: name)], in: steps, language: language)[0]
    }

    /// A word as the placement compares it: folded (lower case, no accents) with the forms it
    /// takes in the recipe's language, or in any when none is known.
    struct Word {
        var text: String
        var forms: Set<String>

        init(_ text: String, _ language: Language?) {
            self.text = text
            var forms: Set<String> = [text]
            if language == nil || language == .en {
                forms.formUnion([IngredientName.singular(text), IngredientName.plural(text), text + "s", text + "es"])
            }
            if language == nil || language == .de {
                forms.insert(IngredientName.germanSingular(text).lowercased())
                forms.insert(IngredientName.germanSingular(text.prefix(1).uppercased() + text.dropFirst()).lowercased())
            }
            if language == nil || language == .fr || language == .es {
                forms.formUnion([IngredientName.frenchSingular(text), IngredientName.spanishSingular(text), text + "s", text + "x"])
            }
            // "Salez, poivrez", "Beurrez le moule", "salzen": a verb made from the ingredient names it.
            if let noun = Self.verbs[text] { forms.insert(noun) }
            self.forms = forms
        }

        /// One is a form of the other: "sugars" and "sugar", "Eier" and "Ei"; not "leave" and
        /// "leaf", though "leaves" is a form of both.
        func matches(_ other: Word) -> Bool { text == other.text || forms.contains(other.text) || other.forms.contains(text) }

        static let verbs: [String: String] = [
            "salez": "sel", "saler": "sel", "poivrez": "poivre", "poivrer": "poivre", "beurrez": "beurre", "beurrer": "beurre",
            "sucrez": "sucre", "sucrer": "sucre", "farinez": "farine", "fariner": "farine", "huilez": "huile", "huiler": "huile",
            "salzen": "salz", "salzt": "salz", "pfeffern": "pfeffer", "pfeffert": "pfeffer", "buttern": "butter", "zuckern": "zucker",
            "salar": "sal", "sala": "sal", "salpimentar": "sal", "salpimienta": "sal", "azucarar": "azucar",
        ]
    }

    /// The words of a text, folded: "Crème fraîche" → ["creme", "fraiche"]; "l'huile" → ["l", "huile"].
    static func words(_ text: String) -> [String] {
        folded(text).split(whereSeparator: { !($0.isLetter || $0.isNumber) }).map(String.init)
    }

    static func folded(_ text: String) -> String {
        text.lowercased().folding(options: .diacriticInsensitive, locale: nil).replacing("œ", with: "oe").replacing("ß", with: "ss")
    }

    /// Whether `words` hold `phrase`, word after word.
    private static func contains(_ words: [Word], _ phrase: [Word]) -> Bool {
        guard !phrase.isEmpty, words.count >= phrase.count else { return false }
        return (0...(words.count - phrase.count)).contains { start in
            zip(words[start..<(start + phrase.count)], phrase).allSatisfy { $0.matches($1) }
        }
    }
}

import Foundation

/// Whether what a cook typed for a recipe's name can only have meant one name: each word typed is
/// the start of one of the name's words ("brul" for "Crème brûlée") or that word with a slip of
/// the fingers (a letter missing, extra, swapped or wrong: one in a word of up to five letters,
/// two in a longer one, as "lemn drizle" for "Lemon drizzle cake"). Case and accents do not
/// count. Another word is not a slip: "Leek pie" does not mean "Leek soup", though it is like it.
public enum TypedName {
    public static func means(_ typed: String, _ name: String) -> Bool {
        let typedWords = words(typed)
        let nameWords = words(name)
        guard !typedWords.isEmpty else { return false }
        return typedWords.allSatisfy { word in
            nameWords.contains { candidate in
                (word.count >= 3 && candidate.starts(with: word)) || slips(word, candidate) <= (word.count <= 5 ? 1 : 2)
            }
        }
    }

    /// The text's words, folded: lower case, without accents, letters and digits only.
    static func words(_ text: String) -> [[Character]] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !$0.isLetter && !$0.isNumber }
            .map(Array.init)
    }

    /// Letters added, missing, wrong or swapped with their neighbour between two words (the
    /// optimal string alignment distance). Words whose lengths differ by more than 2 are not
    /// compared letter by letter: they count as 3, more than any slip allowed.
    static func slips(_ a: [Character], _ b: [Character]) -> Int {
        if abs(a.count - b.count) > 2 { return 3 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // Three rows of the table: the one two back, for a swap, the one before, and this one.
        var before = [Int](), previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous) = (previous, current)
        }
        return previous[b.count]
    }
}

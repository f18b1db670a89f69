import Foundation
import LarderModel
import Testing

/// The parser against the first corpus of real-world lines (`Fixtures/ingredient-lines.tsv`),
/// each with the quantity, range, unit and name a cook expects. Names compare ignoring case. Its
/// notes were written before lines had sizes and equivalents of their own (it puts "large" and
/// "(450 g)" in the note), so only the amount, the unit and the name are held to it here; the
/// four-language corpus (`IngredientLineLanguagesTests`) holds every part of a line.
@Suite("Reading a corpus of real-world ingredient lines")
struct IngredientLineCorpusTests {
    struct Expected: Sendable {
        var line: String
        var quantity: Decimal?
        var quantityMax: Decimal?
        var unit: String
        var name: String
        var note: String
    }

    static let corpus: [Expected] = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/ingredient-lines.tsv")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().filter { !$0.hasPrefix("#") }.map { row in
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Expected(line: fields[0], quantity: Decimal(string: fields[1]), quantityMax: Decimal(string: fields[2]),
                            unit: fields[3], name: fields[4], note: fields[5])
        }
    }()

    static func noteParts(_ note: String) -> Set<String> {
        Set(note.split(separator: ",").map { $0.lowercased().filter { !$0.isWhitespace } }.filter { !$0.isEmpty })
    }

    /// What the parser got wrong about one line, or nil.
    static func difference(_ expected: Expected) -> String? {
        let parsed = IngredientLineParser.parse(expected.line)
        var wrong: [String] = []
        if parsed.quantity != expected.quantity { wrong.append("quantity \(parsed.quantity.map { "\($0)" } ?? "none")") }
        if parsed.quantityMax != expected.quantityMax { wrong.append("upper \(parsed.quantityMax.map { "\($0)" } ?? "none")") }
        if parsed.unit != expected.unit { wrong.append("unit '\(parsed.unit)'") }
        if (parsed.ingredient ?? "").lowercased() != expected.name { wrong.append("name '\(parsed.ingredient ?? "")'") }
        return wrong.isEmpty ? nil : "\(expected.line): " + wrong.joined(separator: ", ")
    }

    @Test("at least 500 lines, and at least 98% of them read with the amount, unit and name a cook expects")
    func share() {
        let corpus = Self.corpus
        #expect(corpus.count >= 500)
        let misread = corpus.compactMap(Self.difference)
        let share = Double(corpus.count - misread.count) / Double(max(corpus.count, 1))
        print("ingredient-line corpus: \(corpus.count - misread.count) of \(corpus.count) lines read as expected (\(String(format: "%.1f", share * 100))%)")
        for line in misread { print("  misread: \(line)") }
        #expect(share >= 0.98)
    }
}

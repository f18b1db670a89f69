import Foundation

/// The whole recipe's ingredient list: each step's lines summed by ingredient and unit, so
/// "2 eggs" in one step and "1 egg" in another read "3 eggs". Units are converted only within
/// one kind (g and kg; ml and l; tsp, tbsp and cup), never volume to mass. Lines without a
/// linked ingredient or without a quantity are listed as written (and scaled).
public enum IngredientTotals {
    public struct Entry: Sendable, Equatable {
        public var text: String
        /// The linked ingredient, when the entry stands for one.
        public var ingredient: IngredientReference?
        /// What the entry sums: its ingredient and kind of unit, or its own text. A shopping
        /// list made again knows its items by it.
        public var key: String
    }

    /// Units of one kind, with their size in the kind's smallest unit.
    struct UnitKind {
        let sizes: [(unit: String, size: Decimal)]

        func size(of unit: String) -> Decimal? { sizes.first { $0.unit == unit }?.size }
    }

    static let kinds: [UnitKind] = [
        UnitKind(sizes: [("mg", 1), ("g", 1000), ("kg", 1_000_000)]),
        UnitKind(sizes: [("ml", 1), ("cl", 10), ("dl", 100), ("l", 1000)]),
        UnitKind(sizes: [("tsp", 1), ("tbsp", 3), ("cup", 48)]),
    ]

    static func kind(of unit: String) -> Int? {
        kinds.firstIndex { $0.size(of: unit) != nil }
    }

    /// One recipe's list, at the servings `scaling` goes to.
    public static func entries(_ steps: [StepDetail], scaling: Scaling) -> [Entry] {
        entries(of: [(steps, scaling)])
    }

    /// The list of several recipes at once, each at its own servings (a shopping list): every
    /// line is scaled first, then lines of one ingredient and kind of unit are summed.
    public static func entries(of portions: [(steps: [StepDetail], scaling: Scaling)]) -> [Entry] {
        /// Lines that add up: one ingredient, in units of one kind (or the very same unit).
        struct Group {
            var key: String
            var lines: [LineDetail]
        }
        let scaling = Scaling(from: 1, to: 1)
        var groups: [Group] = []
        var order: [(group: Int?, line: LineDetail)] = []
        for line in portions.flatMap({ portion in portion.steps.flatMap(\.lines).map(portion.scaling.scaled) }) {
            guard let ingredient = line.ingredient, line.quantity != nil else {
                order.append((nil, line))
                continue
            }
            let unitKey = kind(of: line.unit).map { "kind\($0)" } ?? "unit:" + line.unit.lowercased()
            let key = ingredient.id.uuidString + "|" + unitKey
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].lines.append(line)
            } else {
                groups.append(Group(key: key, lines: [line]))
                order.append((groups.count - 1, line))
            }
        }
        return order.map { group, line in
            guard let group else { return Entry(text: line.text, ingredient: line.ingredient, key: "text:" + line.text.lowercased()) }
            var entry = groups[group].lines.count > 1
                ? sum(groups[group].lines, scaling: scaling)
                : Entry(text: line.text, ingredient: line.ingredient, key: "")
            entry.key = groups[group].key
            return entry
        }
    }

    /// Two or more lines of one ingredient, as one.
    static func sum(_ lines: [LineDetail], scaling: Scaling) -> Entry {
        let first = lines[0]
        let units = lines.map(\.unit)
        var unit = first.unit
        var lower: Decimal = 0
        var upper: Decimal = 0
        var hasRange = false
        if let index = kind(of: unit), Set(units).count > 1 {
            // Mixed units of one kind: add in the smallest, say it in the largest that reads as at least 1.
            let kind = kinds[index]
            for line in lines {
                let size = kind.size(of: line.unit)!
                lower += line.quantity! * size
                upper += (line.quantityMax ?? line.quantity!) * size
                hasRange = hasRange || line.quantityMax != nil
            }
            let used = kind.sizes.filter { units.contains($0.unit) }
            let chosen = used.last { scaling.scaled(lower) / $0.size >= 1 } ?? used[0]
            unit = chosen.unit
            lower /= chosen.size
            upper /= chosen.size
        } else {
            for line in lines {
                lower += line.quantity!
                upper += line.quantityMax ?? line.quantity!
                hasRange = hasRange || line.quantityMax != nil
            }
        }
        let amount = Scaling.amountText(scaling.scaled(lower), hasRange ? scaling.scaled(upper) : nil)
        let name = wordsAsWritten(first) ?? first.ingredient!.name
        return Entry(text: [amount, unit, name].filter { !$0.isEmpty }.joined(separator: " "), ingredient: first.ingredient, key: "")
    }

    /// The ingredient as the first line wrote it ("eggs", not the catalog's "Egg"), without its note.
    static func wordsAsWritten(_ line: LineDetail) -> String? {
        let parsed = IngredientLineParser.parse(line.text)
        guard let words = parsed.ingredient, parsed.quantity == line.quantity else { return nil }
        return words
    }
}

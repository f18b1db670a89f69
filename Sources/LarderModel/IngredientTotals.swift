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
    public static func entries(_ recipe: RecipeDetail, scaling: Scaling) -> [Entry] {
        entries(of: [(recipe.allLines, scaling)])
    }

    /// The list of several recipes at once, each at its own servings (a shopping list): every
    /// line is scaled first, then lines of one ingredient and kind of unit are summed.
    public static func entries(of portions: [(lines: [LineDetail], scaling: Scaling)]) -> [Entry] {
        /// Lines that add up: one ingredient, in units of one kind (or the very same unit).
        struct Group {
            var key: String
            var lines: [LineDetail]
        }
        var groups: [Group] = []
        var order: [(group: Int?, line: LineDetail)] = []
        for line in portions.flatMap({ portion in portion.lines.map(portion.scaling.scaled) }) {
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
                ? sum(groups[group].lines)
                : Entry(text: line.text, ingredient: line.ingredient, key: "")
            entry.key = groups[group].key
            return entry
        }
    }

    /// Two or more lines of one ingredient, already scaled, as one: "3 eggs", "1.1 kg potatoes",
    /// "2 pinches of salt".
    static func sum(_ lines: [LineDetail]) -> Entry {
        let first = lines[0]
        var unit = first.unit
        var lower: Decimal = 0
        var upper: Decimal = 0
        var hasRange = false
        let index = kind(of: unit)
        for line in lines {
            // Mixed units of one kind are added in the smallest.
            let size = index.flatMap { kinds[$0].size(of: line.unit) } ?? 1
            lower += line.quantity! * size
            upper += (line.quantityMax ?? line.quantity!) * size
            hasRange = hasRange || line.quantityMax != nil
        }
        if let index { unit = kinds[index].sizes[0].unit }
        let amount = Amount(lower, hasRange ? upper : nil, unit: unit).readable
        // Said with the first line's words: "4¾ lemons" from "4 lemons" and "¾ lemon, juiced".
        let written = WrittenLine(first.text, unit: first.unit)
        let sizes = Set(lines.map { WrittenLine($0.text, unit: $0.unit)?.size })
        let words = written.map { String($0.rest.prefix { $0 != "," && $0 != "(" }).trimmed }.flatMap(\.nilIfEmpty)
        var parts = [amount.text]
        if sizes.count == 1, let size = written?.size { parts.append("× " + size) }
        parts.append(amount.unitText(writtenAs: amount.unit == first.unit ? written?.unit : nil))
        if amount.unit.isEmpty {
            // Counted: the ingredient's own name, made plural ("3 eggs" from "2 large eggs" and "1 egg").
            let name = words.map { IngredientName.fold($0).name } ?? first.ingredient!.name
            parts.append(IngredientName.phrase(name, plural: amount.isPlural))
        } else {
            parts.append(words ?? first.ingredient!.name)
        }
        return Entry(text: parts.filter { !$0.isEmpty }.joined(separator: " "), ingredient: first.ingredient, key: "")
    }
}

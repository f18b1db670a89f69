import Foundation

/// The whole recipe's ingredient list: each step's lines summed by ingredient, so "2 eggs" in one
/// step and "1 egg" in another read "3 eggs", and "1 cup milk" and "100 ml milk" read as one.
/// Amounts of one dimension add up whatever their units; mass and volume only through the
/// ingredient's density. Lines without a linked ingredient or without a quantity are listed as
/// written (and scaled).
public enum IngredientTotals {
    public struct Entry: Sendable, Equatable {
        public var text: String
        /// The linked ingredient, when the entry stands for one.
        public var ingredient: IngredientReference?
        /// `sumKey` of the lines the entry sums, when it sums a linked ingredient's.
        var sums: String?

        /// What the entry sums: its ingredient and dimension ("<id>|mass", "<id>|volume", or
        /// "<id>|weight-or-volume" when a density joins them) or counted unit, or its own text. A
        /// shopping list made again knows its items by it, whatever units it is said in. Said
        /// when asked: the recipe page never asks, and an id's text costs more than the sum.
        public var key: String {
            guard let sums, let ingredient else { return "text:" + text.lowercased() }
            return ingredient.id.uuidString + "|" + sums
        }
    }

    /// One recipe's list, at the servings and in the units `scaling` goes to.
    public static func entries(_ recipe: RecipeDetail, scaling: Scaling) -> [Entry] {
        entries(of: [(recipe.allLines, scaling)])
    }

    /// The list of several recipes at once, each at its own servings (a shopping list): lines of
    /// one ingredient and dimension, or of one counted unit, are summed at their servings, and
    /// each sum is said in the units of its first line's scaling.
    public static func entries(of portions: [(lines: [LineDetail], scaling: Scaling)]) -> [Entry] {
        /// What lines add up by: their ingredient, and `sumKey`.
        struct GroupKey: Hashable {
            var ingredient: UUID
            var sum: String
        }
        /// Lines that add up, each with the scaling it is listed at.
        struct Group {
            var key: GroupKey
            var lines: [Portion]
        }
        var groups: [Group] = []
        var groupIndex: [GroupKey: Int] = [:]
        var order: [(group: Int?, portion: Portion)] = []
        for portion in portions.flatMap({ portion in portion.lines.map { Portion(line: $0, scaling: portion.scaling) } }) {
            guard let ingredient = portion.line.ingredient, portion.line.quantity != nil else {
                order.append((nil, portion))
                continue
            }
            let key = GroupKey(ingredient: ingredient.id, sum: sumKey(of: portion.line))
            if let index = groupIndex[key] {
                groups[index].lines.append(portion)
            } else {
                groupIndex[key] = groups.count
                groups.append(Group(key: key, lines: [portion]))
                order.append((groups.count - 1, portion))
            }
        }
        return order.map { group, portion in
            guard let group, groups[group].lines.count > 1 else {
                let text = portion.scaling.text(of: portion.line)
                return Entry(text: text, ingredient: portion.line.ingredient, sums: group.map { groups[$0].key.sum })
            }
            var entry = sum(groups[group].lines)
            entry.sums = groups[group].key.sum
            return entry
        }
    }

    /// A line and the scaling it is listed at.
    struct Portion {
        var line: LineDetail
        var scaling: Scaling
    }

    /// What a line adds up with, beside its ingredient: its dimension, mass and volume together
    /// when a density joins them, or the very same counted unit.
    static func sumKey(of line: LineDetail) -> String {
        guard let measure = MeasuringUnit.named(line.unit) else { return "unit:" + line.unit.lowercased() }
        return line.density == nil ? measure.dimension.rawValue : "weight-or-volume"
    }

    /// Two or more lines of one ingredient as one: "3 eggs", "1.1 kg potatoes", "2 pinches of salt".
    static func sum(_ portions: [Portion]) -> Entry {
        let first = portions[0].line
        let amount = total(of: portions)
        // Said with the first line's words: "4¾ lemons" from "4 lemons" and "¾ lemon, juiced".
        let written = WrittenLine(first.text, unit: first.unit)
        let words = written.map { String($0.rest.prefix { $0 != "," && $0 != "(" }).trimmed }.flatMap(\.nilIfEmpty)
        // A container's size is said when every line has the same ("2 × 400 g cans"); the other
        // lines are cut apart only when the first has one.
        let size = written?.size.flatMap { size in
            portions.dropFirst().allSatisfy({ WrittenLine($0.line.text, unit: $0.line.unit)?.size == size }) ? size : nil
        }
        // Rounded as a cook measures and counts (CookAmounts' table).
        let said = CookSaid(amount, line: first, size: size, scaling: portions[0].scaling)
        var parts = [said.opening(unit: amount.unit == first.unit ? written?.unit : nil)]
        if amount.unit.isEmpty {
            // Counted: the ingredient's own name, made plural ("3 eggs" from "2 large eggs" and "1 egg").
            let name = words.map { IngredientName.fold($0).name } ?? first.ingredient!.name
            parts.append(IngredientName.phrase(name, plural: said.amount.isPlural))
        } else {
            parts.append(words ?? first.ingredient!.name)
        }
        return Entry(text: parts.filter { !$0.isEmpty }.joined(separator: " ") + said.closing, ingredient: first.ingredient)
    }

    /// The lines' amounts added up. A measure is said in the units of the first line's scaling,
    /// or, as written, in the system of the first line's unit: exactly while every line is in
    /// that system and dimension already, rounded as its cooks expect once any line is converted.
    static func total(of portions: [Portion]) -> Amount {
        let quantities = portions.map { $0.scaling.quantities(of: $0.line)! }
        let hasRange = quantities.contains { $0.upper != nil }
        let first = portions[0]
        guard let measure = MeasuringUnit.named(first.line.unit) else {
            // Counted, in one unit.
            let lower = quantities.map(\.lower).reduce(0, +), upper = quantities.map { $0.upper ?? $0.lower }.reduce(0, +)
            return Amount(lower, hasRange ? upper : nil, unit: first.line.unit).readable
        }
        let system = first.scaling.units == .written ? measure.system : first.scaling.units
        let dimension = system.dimension(for: measure.dimension, density: first.line.density)
        let measures = portions.map { MeasuringUnit.named($0.line.unit)! }
        // In grams or millilitres.
        var (lower, upper): (FixedPoint, FixedPoint) = (0, 0)
        for ((portion, quantity), unit) in zip(zip(portions, quantities), measures) {
            func base(_ value: FixedPoint) -> FixedPoint {
                MeasuringUnit.base(value * unit.size, from: unit.dimension, to: dimension, density: portion.line.density)
            }
            lower += base(quantity.lower)
            upper += base(quantity.upper ?? quantity.lower)
        }
        let isInSystem = measures.allSatisfy { $0.system == system && $0.dimension == dimension }
        let common = Set(measures.map(\.name)).count == 1
            ? measure : MeasuringUnit.all.first { $0.isStep && $0.system == system && $0.dimension == dimension }
        if isInSystem, let common {
            return Amount(common.units(in: lower), hasRange ? common.units(in: upper) : nil, unit: common.name).readable
        }
        return Amount.measured(lower, hasRange ? upper : nil, dimension, in: system)
            ?? Amount(lower, hasRange ? upper : nil, unit: dimension.base).readable
    }
}

import Foundation

/// How a cook says an amount that scaling or converting made, rather than the arithmetic's
/// exact one: a line read as written is never rounded.
///
/// The rules, one row each; `rule(for:)` reads them top to bottom:
///
/// | what the line measures       | units                                   | rounds to                                           | as a cook writes it                  |
/// |------------------------------|-----------------------------------------|-----------------------------------------------------|--------------------------------------|
/// | things taken whole           | clove, slice, leaf, sprig, stalk, …     | whole ones, at least 1                              | "about 20 cloves garlic (2 heads)"   |
/// | containers                   | can, tin, jar, package, …               | ¼ or ⅓ of one below 1, ½ to 5, then whole ones      | "¼ of a 400 g can (about 100 g)"     |
/// | things counted               | none: onions, lemons, eggs              | ¼ or ⅓ below 2, ½ to 5, then whole ones, at least ¼ | "1½ onions", "5 eggs"                |
/// | spoons                       | tsp, tbsp                               | ⅛ tsp below ½ tsp, ¼ tsp to 1 tbsp; then a ¼ tbsp mark, else tbsp + tsp | "¾ tsp", "1 tbsp + 1 tsp" |
/// | US cups                      | cup, from ½ cup (¼ when exact) to 10    | ⅛ cup: a cup mark, and 2 tbsp for an eighth         | "5 cups + 2 tbsp"                    |
/// | anything else                | g, ml, oz, lb, …                        | as `CookRounding` rounds conversions                | "1.5 kg", "14 oz"                    |
///
/// Within 10% of the exact amount, a rounded amount says "about" when it moved; further off (¾
/// clove made 1) the exact amount follows in brackets, so the line never hides what the
/// arithmetic said. A container's size keeps the size it is sold in ("400 g can"), said in the
/// system's unit when converting ("14 oz can").
enum CookAmounts {
    /// A row of the counting rules: below each bound (nil: any amount) the amount goes to the
    /// nearest multiple of one of the steps.
    struct CountRule {
        let units: Set<String>
        let bands: [(below: FixedPoint?, steps: [FixedPoint])]
        let minimum: FixedPoint
    }

    static let wholeUnits: Set<String> = ["clove", "slice", "leaf", "sprig", "stalk", "stick", "rasher", "spear", "fillet", "piece",
                                          "head", "sheet", "bunch"]
    static let containers: Set<String> = IngredientWords.containerUnits.subtracting(wholeUnits).union(["tin"])

    private static let quarterOrThird: [FixedPoint] = [.quarter, FixedPoint(1, over: 3)]

    static let countRules: [CountRule] = [
        CountRule(units: wholeUnits, bands: [(nil, [1])], minimum: 1),
        CountRule(units: containers, bands: [(1, quarterOrThird), (5, [.half]), (nil, [1])], minimum: .quarter),
        CountRule(units: [""], bands: [(2, quarterOrThird), (5, [.half]), (nil, [1])], minimum: .quarter),
    ]

    static func countRule(for unit: String) -> CountRule? {
        countRules.first { $0.units.contains(unit) }
    }

    /// The amount a counting rule makes of `value`: the nearest multiple of a step of its band
    /// (the smaller of two as near), never below the rule's minimum, nothing staying nothing.
    static func counted(_ value: FixedPoint, by rule: CountRule) -> FixedPoint {
        guard value > 0 else { return 0 }
        let band = rule.bands.first { $0.below.map { value < $0 } ?? true }!
        // Halfway goes down: 20½ cloves are "about 20".
        let candidates = band.steps.flatMap { step in [value.rounded(toNearest: step, down: true), value.rounded(toNearest: step, down: true) + step] }
        let nearest = candidates.min { (value.distance(to: $0), $0) < (value.distance(to: $1), $1) }!
        return max(nearest, rule.minimum)
    }

    /// Teaspoons as a cook measures them: below a tablespoon, to the nearest ¼ (⅛ below ½ tsp);
    /// from one, tablespoons when they read as a quarter mark, else whole tablespoons and the
    /// rest in teaspoons to the nearest ¼ ("1⅓ tbsp" is "1 tbsp + 1 tsp").
    static func spoons(_ teaspoons: FixedPoint) -> (tablespoons: FixedPoint, teaspoons: FixedPoint) {
        guard teaspoons > 0 else { return (0, 0) }
        // The smallest spoons of a set are ⅛ and ¼ tsp: below ½ tsp, eighths.
        if teaspoons < .half { return (0, max(teaspoons.rounded(toNearest: .eighth), .eighth)) }
        let quarters = teaspoons.rounded(toNearest: .quarter)
        guard quarters >= 3 else { return (0, quarters) }
        let tablespoons = teaspoons / 3
        let mark = tablespoons.rounded(toNearest: .quarter)
        // Within 3% of a quarter mark: "2½ tbsp".
        if tablespoons.distance(to: mark) * 100 <= tablespoons * 3 { return (mark, 0) }
        let whole = tablespoons.rounded(toNearest: 1, down: true)
        let rest = (teaspoons - whole * 3).rounded(toNearest: .quarter)
        return rest >= 3 ? (whole + 1, 0) : (whole, rest)
    }

    /// Cups as a cook measures them, from ¼ cup: to the nearest ⅛ cup, said as whole cups and a
    /// cup measure's mark (¼ ½ ¾), with 2 tablespoons for an eighth ("5⅛ cups" is "5 cups + 2
    /// tbsp"); a third or two thirds of a cup when the amount is within a teaspoon of one.
    static func cups(_ cups: FixedPoint) -> (cups: FixedPoint, tablespoons: FixedPoint) {
        let whole = cups.rounded(toNearest: 1, down: true)
        for third in [FixedPoint(1, over: 3), FixedPoint(2, over: 3)] where cups.distance(to: whole + third) * 48 <= 1 {
            return (whole + third, 0)
        }
        let eighths = cups.rounded(toNearest: .eighth)
        let quarters = eighths.rounded(toNearest: .quarter, down: true)
        return eighths == quarters ? (eighths, 0) : (quarters, 2)
    }

    /// Cloves in a head of garlic, to say a handful of them as heads.
    static let clovesPerHead = 10
    static let garlicNames = ["garlic", "knoblauch", "ail", "ajo"]

    /// The words a rounded amount brings, in the reader's language.
    struct Words: Sendable {
        let about: String
        let exactly: String
        /// "of a": "¼ of a 400 g can"; nil where the language says "¼ × 400 g can".
        let ofA: String?
        let head: (one: String, other: String)

        static func of(_ language: Language) -> Words {
            switch language {
            case .en: Words(about: "about", exactly: "exactly", ofA: "of a", head: ("head", "heads"))
            case .de: Words(about: "etwa", exactly: "genau", ofA: nil, head: ("Knolle", "Knollen"))
            case .fr: Words(about: "environ", exactly: "exactement", ofA: nil, head: ("tête", "têtes"))
            case .es: Words(about: "aprox.", exactly: "exactamente", ofA: nil, head: ("cabeza", "cabezas"))
            }
        }
    }
}

/// An amount as the page says it: rounded as a cook would, with what the rounding brings.
struct CookSaid {
    var amount: Amount
    /// Tablespoons after cups or teaspoons after tablespoons: "+ 2 tbsp".
    var plus: Amount?
    /// Rounded within 10%: "about 20 cloves".
    var isApproximate = false
    /// Rounded further than 10%: the exact amount, said after the line.
    var exact: Amount?
    /// "(2 heads)", "(about 100 g)": what the amount also is.
    var asides: [String] = []
    /// Less than one container: "¼ of a 400 g can".
    var isPartOfOne = false
    /// The container's size as the line says it: as sold, in the system's unit ("14 oz" for a
    /// "400 g" can in US units).
    var size: String?
    let words: CookAmounts.Words

    /// `amount` rounded by the table's rules; `line` says what it counts (its ingredient, for
    /// heads of garlic) and `size` the container's size when it has one.
    init(_ amount: Amount, line: LineDetail, size: String?, scaling: Scaling) {
        self.amount = amount
        words = CookAmounts.Words.of(scaling.language)
        self.size = size.map { Self.sold(size: $0, in: scaling.units) }
        if let rule = CookAmounts.countRule(for: amount.unit.lowercased()) {
            var rounded = amount
            rounded.lower = CookAmounts.counted(amount.lower, by: rule)
            rounded.upper = amount.upper.map { CookAmounts.counted($0, by: rule) }.flatMap { $0 > rounded.lower ? $0 : nil }
            take(rounded)
            if amount.unit.lowercased() == "clove", let name = line.ingredient?.name.lowercased(),
               CookAmounts.garlicNames.contains(where: { name.contains($0) }), rounded.upper == nil,
               rounded.lower >= FixedPoint(CookAmounts.clovesPerHead) {
                let heads = (rounded.lower / FixedPoint(CookAmounts.clovesPerHead)).rounded(toNearest: .half)
                asides.append(QuantityText.format(heads) + " " + (heads > 1 ? words.head.other : words.head.one))
            }
            if CookAmounts.containers.contains(amount.unit.lowercased()), let size, let measure = Self.measure(size) {
                isPartOfOne = (rounded.upper ?? rounded.lower) < 1
                if isPartOfOne {
                    // What the part holds, from the exact amount: "(about 100 g)" says what the
                    // fraction of a can only approaches.
                    let total = Amount.measured(measure.base * amount.lower, nil, measure.unit.dimension,
                                                in: scaling.units == .written ? measure.unit.system : scaling.units)
                    if let total {
                        asides.append(words.about + " " + total.text + " " + total.unitText(writtenAs: nil))
                        (exact, isApproximate) = (nil, false)
                    }
                }
            }
            return
        }
        switch amount.unit {
        case "tsp", "tbsp", "cup":
            // Spoons and cups as a US kitchen measures them; a metric line said in ml keeps its decimals.
            guard amount.upper == nil, amount.system != .metric else { return }
            let teaspoons = MeasuringUnit.named("tsp")!.units(in: amount.lower * MeasuringUnit.named(amount.unit)!.size)
            let cupsExact = teaspoons / 48
            // Below ½ cup, "7 tbsp" reads better than "¼ cup + 2 tbsp", and "4½ tbsp" than "about ¼ cup".
            let cupsSaid = CookAmounts.cups(cupsExact)
            let cupsAreExact = cupsSaid.tablespoons == 0 && cupsExact.distance(to: cupsSaid.cups) * 50 <= cupsExact
            if teaspoons < 12 || cupsExact < .half && !cupsAreExact {
                let (tablespoons, rest) = CookAmounts.spoons(teaspoons)
                var main = Amount(tablespoons > 0 ? tablespoons : rest, nil, unit: tablespoons > 0 ? "tbsp" : "tsp")
                main.system = amount.system
                main.isConverted = amount.isConverted || main.unit != amount.unit
                take(main, plus: tablespoons > 0 && rest > 0 ? (rest, "tsp") : nil)
            } else if cupsExact < 10 {
                // Tablespoons matter beside a few cups, not beside a stockpot's worth.
                var main = Amount(cupsSaid.cups, nil, unit: "cup")
                main.system = amount.system
                main.isConverted = amount.isConverted || amount.unit != "cup"
                take(main, plus: cupsSaid.tablespoons > 0 ? (cupsSaid.tablespoons, "tbsp") : nil)
            }
        default:
            break
        }

        /// Keeps `rounded` (and the tablespoons or teaspoons said after it), and says how far
        /// they are from the exact amount: from 2% off, "about"; past 10%, the exact amount too.
        func take(_ rounded: Amount, plus part: (value: FixedPoint, unit: String)? = nil) {
            self.amount = rounded
            self.plus = part.map { part in
                var plus = Amount(part.value, nil, unit: part.unit)
                plus.isConverted = true
                return plus
            }
            let base = { (value: FixedPoint, unit: String) in value * (MeasuringUnit.named(unit)?.size ?? 1) }
            let exactValue = base(amount.lower, amount.unit)
            let said = base(rounded.lower, rounded.unit) + (part.map { base($0.value, $0.unit) } ?? 0)
            guard exactValue > 0 else { return }
            let off = exactValue.distance(to: said)
            if off * 10 > exactValue {
                exact = amount
            } else if off * 50 >= exactValue {
                isApproximate = true
            }
        }
    }

    /// The amount, the container's size and the unit, as the line starts: "about 20 cloves",
    /// "¼ of a 400 g can", "2 × 400 g cans", "1 tbsp + 1 tsp". `unit` is the unit as the cook wrote it.
    func opening(unit written: String?) -> String {
        var parts: [String] = []
        if isApproximate { parts.append(words.about) }
        parts.append(amount.text)
        if isPartOfOne, let size, let ofA = words.ofA, amount.upper == nil {
            var one = amount
            (one.lower, one.upper) = (1, nil)
            parts += [ofA, size, one.unitText(writtenAs: written)]
        } else {
            if let size { parts.append("× " + size) }
            parts.append(amount.unitText(writtenAs: written))
        }
        if let plus { parts += ["+", plus.text, plus.unitText(writtenAs: nil)] }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// What follows the line in brackets: "(2 heads)", "(about 100 g)", "(exactly ¾)".
    var closing: String {
        // The exact amount's unit is said when the rounding changed it ("½ tsp (exactly 0.3 ml)").
        let exactly = exact.map { exact in
            [words.exactly, exact.text, exact.unit == amount.unit ? "" : exact.unitText(writtenAs: nil)].filter { !$0.isEmpty }.joined(separator: " ")
        }
        let all = asides + (exactly.map { [$0] } ?? [])
        return all.isEmpty ? "" : " (" + all.joined(separator: "; ") + ")"
    }

    /// A container's size in the unit of the system asked for, whole, as cans are sold:
    /// 400 g is "14 oz" in US units, a 14-ounce can "400 g" in metric. Kept as written otherwise.
    static func sold(size: String, in system: UnitSystem) -> String {
        guard system != .written, let (base, unit) = measure(size), unit.system != system else { return size }
        switch (system, unit.dimension) {
        case (.us, .mass): return QuantityText.decimal((base / USMassRounding.ounce).rounded(toNearest: 1)) + " oz"
        case (.us, .volume): return QuantityText.decimal((base / MeasuringUnit.named("fl oz")!.size).rounded(toNearest: 1)) + " fl oz"
        default: return QuantityText.decimal(MetricRounding.grams(base)) + (unit.dimension == .mass ? " g" : " ml")
        }
    }

    /// A container's size as a measure: "400 g", "400g", "14-ounce".
    static func measure(_ size: String) -> (base: FixedPoint, unit: MeasuringUnit)? {
        let cleaned = size.replacingOccurrences(of: "-", with: " ")
        guard let rest = AmountPrefix.remainder(after: cleaned), let number = AmountPrefix.amount(of: cleaned),
              let value = IngredientLineParser.parse(number).quantity,
              let unit = IngredientLineParser.canonicalUnit(rest.trimmed).flatMap(MeasuringUnit.named) else { return nil }
        return (FixedPoint(value) * unit.size, unit)
    }
}

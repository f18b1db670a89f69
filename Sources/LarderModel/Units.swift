import Foundation

/// The units a recipe's quantities are shown in.
public enum UnitSystem: String, CaseIterable, Sendable, Codable {
    /// Each line in the units its cook chose.
    case written
    /// Grams and millilitres, kilograms and litres.
    case metric
    /// Cups and spoons, ounces and pounds.
    case us

    /// What a person chooses from.
    public var label: String {
        switch self {
        case .written: "as written"
        case .metric: "metric"
        case .us: "US customary"
        }
    }

    /// The dimension this system measures an ingredient in: a European kitchen weighs flour, an
    /// American one measures it in cups. Only a density lets an amount change dimension.
    func dimension(for dimension: MeasuringUnit.Dimension, density: FixedPoint?) -> MeasuringUnit.Dimension {
        guard density != nil else { return dimension }
        switch self {
        case .written: return dimension
        case .metric: return .mass
        case .us: return .volume
        }
    }
}

/// A unit that measures, with its exact size: every conversion and sum of amounts reads this one table.
struct MeasuringUnit: Sendable {
    enum Dimension: String, Sendable {
        case mass, volume

        /// The unit sizes are given in.
        var base: String { self == .mass ? "g" : "ml" }
    }

    let name: String
    let dimension: Dimension
    /// In grams for a mass, in millilitres for a volume.
    let size: FixedPoint
    /// `.metric` or `.us`.
    let system: UnitSystem
    /// Whether an amount moves to or from it as it grows or shrinks (g to kg, tsp to tbsp); a cook's
    /// dl, oz or pint is kept as chosen.
    let isStep: Bool

    /// How many of this unit make `base` grams or millilitres.
    func units(in base: FixedPoint) -> FixedPoint {
        base / size
    }

    static let all: [MeasuringUnit] = {
        // Exact by definition: the international avoirdupois pound and the US customary teaspoon.
        let ounce = FixedPoint(Decimal(string: "28.349523125")!)
        let teaspoon = FixedPoint(Decimal(string: "4.92892159375")!)
        func unit(_ name: String, _ dimension: Dimension, _ size: FixedPoint, _ system: UnitSystem, isStep: Bool = false) -> MeasuringUnit {
            MeasuringUnit(name: name, dimension: dimension, size: size, system: system, isStep: isStep)
        }
        return [
            unit("mg", .mass, FixedPoint(1, over: 1000), .metric, isStep: true),
            unit("g", .mass, 1, .metric, isStep: true),
            unit("kg", .mass, 1000, .metric, isStep: true),
            unit("oz", .mass, ounce, .us),
            unit("lb", .mass, 16 * ounce, .us),
            unit("ml", .volume, 1, .metric, isStep: true),
            unit("cl", .volume, 10, .metric),
            unit("dl", .volume, 100, .metric),
            unit("l", .volume, 1000, .metric, isStep: true),
            unit("tsp", .volume, teaspoon, .us, isStep: true),
            unit("tbsp", .volume, 3 * teaspoon, .us, isStep: true),
            unit("fl oz", .volume, 6 * teaspoon, .us),
            unit("cup", .volume, 48 * teaspoon, .us, isStep: true),
            unit("pint", .volume, 96 * teaspoon, .us),
            unit("quart", .volume, 192 * teaspoon, .us),
            unit("gallon", .volume, 768 * teaspoon, .us),
        ]
    }()

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The canonical unit's measure; nil for a counted unit or container ("clove", "can") and for none.
    static func named(_ name: String) -> MeasuringUnit? { byName[name] }

    /// The units an amount steps between, smallest first: mg g kg, ml l, or tsp tbsp cup.
    var steps: [MeasuringUnit] {
        guard isStep else { return [self] }
        return Self.ladders[name]!
    }

    /// Each step unit's ladder, made once.
    private static let ladders = Dictionary(uniqueKeysWithValues: all.filter(\.isStep).map { unit in
        (unit.name, all.filter { $0.isStep && $0.dimension == unit.dimension && $0.system == unit.system })
    })

    /// An amount in grams or millilitres in the other dimension, through grams per millilitre.
    static func base(_ value: FixedPoint, from dimension: Dimension, to target: Dimension, density: FixedPoint?) -> FixedPoint {
        guard dimension != target, let density else { return value }
        return dimension == .volume ? value * density : value / density
    }
}

extension LineDetail {
    /// The ingredient's grams per millilitre, when it is known and makes sense.
    var density: FixedPoint? { ingredient?.density.flatMap { $0 > 0 ? FixedPoint($0) : nil } }
}

extension Amount {
    /// The amount as a cook in `system` measures it, rounded as such a cook expects; nil when it
    /// is said in its own unit: in the written system, in a unit that measures nothing ("clove",
    /// "can"), or in a unit of the system already and with no cause to change dimension.
    func converted(to system: UnitSystem, density: FixedPoint?) -> Amount? {
        guard system != .written, let measure = MeasuringUnit.named(unit) else { return nil }
        let dimension = system.dimension(for: measure.dimension, density: density)
        guard measure.system != system || measure.dimension != dimension else { return nil }
        func base(_ value: FixedPoint) -> FixedPoint {
            MeasuringUnit.base(value * measure.size, from: measure.dimension, to: dimension, density: density)
        }
        return Amount.measured(base(lower), upper.map(base), dimension, in: system)
    }

    /// Grams or millilitres said in `system`'s units, rounded as its cooks expect; the unit is
    /// the lower end's, and the upper end is said in it too. nil when the system has no unit
    /// for so little (a gram of yeast in ounces).
    static func measured(_ lower: FixedPoint, _ upper: FixedPoint?, _ dimension: MeasuringUnit.Dimension, in system: UnitSystem) -> Amount? {
        let rounding: any CookRounding.Type = switch (system, dimension) {
        case (.us, .volume): USVolumeRounding.self
        case (.us, .mass): USMassRounding.self
        default: MetricRounding.self
        }
        guard let (unit, roundedLower) = rounding.lower(lower, dimension) else { return nil }
        let roundedUpper = upper.map { rounding.upper($0, in: MeasuringUnit.named(unit)!) }.flatMap { $0 > roundedLower ? $0 : nil }
        var amount = Amount(roundedLower, roundedUpper, unit: unit)
        amount.isConverted = true
        amount.system = system
        return amount
    }
}

/// How one system rounds an amount given in grams or millilitres: the lower end chooses the unit.
protocol CookRounding {
    static func lower(_ base: FixedPoint, _ dimension: MeasuringUnit.Dimension) -> (unit: String, value: FixedPoint)?
    static func upper(_ base: FixedPoint, in unit: MeasuringUnit) -> FixedPoint
}

/// Grams and millilitres by magnitude, kilograms and litres from 1000 to the nearest 0.05.
enum MetricRounding: CookRounding {
    static func lower(_ base: FixedPoint, _ dimension: MeasuringUnit.Dimension) -> (unit: String, value: FixedPoint)? {
        let rounded = grams(base)
        guard rounded >= 1000 else { return (dimension.base, rounded) }
        return (dimension == .mass ? "kg" : "l", rounded / 1000)
    }

    static func upper(_ base: FixedPoint, in unit: MeasuringUnit) -> FixedPoint { unit.units(in: grams(base)) }

    /// Below 10 to the nearest ½ (never less), to 200 the nearest 5, to 1000 the nearest 10, then 50.
    static func grams(_ value: FixedPoint) -> FixedPoint {
        let step: FixedPoint = value < 10 ? .half : value < 200 ? 5 : value < 1000 ? 10 : 50
        // Nothing stays nothing ("0–1 tsp chilli"); anything else is at least ½.
        return value > 0 ? max(value.rounded(toNearest: step), .half) : 0
    }
}

/// Cups from ¼ cup in the fractions a cup measure shows, else tablespoons to the nearest ½,
/// else teaspoons to the nearest ⅛, never less.
enum USVolumeRounding: CookRounding {
    static let cup = MeasuringUnit.named("cup")!.size
    static let tablespoon = MeasuringUnit.named("tbsp")!.size
    static let teaspoon = MeasuringUnit.named("tsp")!.size
    /// A cup measure's marks, and the fractions cooks combine with whole cups: those a cook reads at a glance.
    static let cupFractions = QuantityText.fractions.map(\.value)

    static func lower(_ base: FixedPoint, _ dimension: MeasuringUnit.Dimension) -> (unit: String, value: FixedPoint)? {
        let cups = base / cup
        if cups >= 1 { return ("cup", wholeAndFraction(cups)) }
        // Below a cup, only a mark the measure has, within 10% of the amount: 100 ml is 7 tbsp, not "0.42 cup".
        let marks = cupFractions.dropFirst() + [1]
        if let mark = marks.filter({ cups.distance(to: $0) <= cups / 10 }).min(by: { cups.distance(to: $0) < cups.distance(to: $1) }) {
            return ("cup", mark)
        }
        let teaspoons = self.teaspoons(base)
        guard teaspoons >= 3 else { return ("tsp", teaspoons) }
        return ("tbsp", tablespoons(base))
    }

    static func upper(_ base: FixedPoint, in unit: MeasuringUnit) -> FixedPoint {
        switch unit.name {
        case "cup": wholeAndFraction(base / cup)
        case "tsp": teaspoons(base)
        default: tablespoons(base)
        }
    }

    static func tablespoons(_ base: FixedPoint) -> FixedPoint { (base / tablespoon).rounded(toNearest: .half) }

    static func teaspoons(_ base: FixedPoint) -> FixedPoint {
        base > 0 ? max((base / teaspoon).rounded(toNearest: .eighth), .eighth) : 0
    }

    /// The nearest whole number of cups and a fraction a cup measure has: 1.42 → 1½.
    static func wholeAndFraction(_ cups: FixedPoint) -> FixedPoint {
        let whole = cups.rounded(toNearest: 1, down: true)
        let part = cups - whole
        return whole + ([0, 1] + cupFractions).min { part.distance(to: $0) < part.distance(to: $1) }!
    }
}

/// Ounces to the nearest ¼ below 4 oz and ½ below a pound, then pounds to the nearest ⅛.
enum USMassRounding: CookRounding {
    static let ounce = MeasuringUnit.named("oz")!.size
    static let pound = MeasuringUnit.named("lb")!.size

    static func lower(_ base: FixedPoint, _ dimension: MeasuringUnit.Dimension) -> (unit: String, value: FixedPoint)? {
        let ounces = self.ounces(base)
        guard ounces > 0 else { return nil }
        return ounces < 16 ? ("oz", ounces) : ("lb", pounds(base))
    }

    static func upper(_ base: FixedPoint, in unit: MeasuringUnit) -> FixedPoint {
        unit.name == "oz" ? ounces(base) : pounds(base)
    }

    static func pounds(_ base: FixedPoint) -> FixedPoint { (base / pound).rounded(toNearest: .eighth) }

    static func ounces(_ base: FixedPoint) -> FixedPoint {
        let ounces = base / ounce
        return ounces.rounded(toNearest: ounces < 4 ? .quarter : .half)
    }
}

extension FixedPoint {
    /// The steps cooks round to.
    static let eighth = FixedPoint(1, over: 8)
    static let quarter = FixedPoint(1, over: 4)
    static let half = FixedPoint(1, over: 2)
}

import Foundation

/// An amount in one unit: "7 oz", "2–3 tbsp", "400 g". A line's equivalents and the size of each
/// of its items are measures; the line's own amount is its quantity and unit.
public struct Measure: Codable, Sendable, Equatable, Hashable {
    public var quantity: Decimal
    /// The upper end of a range ("5–7 oz").
    public var quantityMax: Decimal?
    public var unit: String

    public init(_ quantity: Decimal, _ quantityMax: Decimal? = nil, unit: String) {
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
    }

    /// A line names at most this many equivalents, and this many sizes of its items.
    public static let maximumPerLine = 4

    /// "7 oz", "2–3 tbsp": as the catalog and the API say it.
    public var text: String {
        let amount = QuantityText.format(quantity) + (quantityMax.map { "–" + QuantityText.format($0) } ?? "")
        return unit.isEmpty ? amount : amount + " " + unit
    }

    func validationIssues(prefix: String) -> [FieldIssue] {
        var issues: [FieldIssue] = []
        if quantity < 0 { issues.append(FieldIssue("\(prefix).quantity", .negativeQuantity)) }
        if quantity > LineDraft.maximumQuantity { issues.append(FieldIssue("\(prefix).quantity", .quantityTooLarge)) }
        if let quantityMax {
            if quantityMax < quantity { issues.append(FieldIssue("\(prefix).quantity_max", .rangeUpperBelowLower)) }
            if quantityMax > LineDraft.maximumQuantity { issues.append(FieldIssue("\(prefix).quantity_max", .quantityTooLarge)) }
        }
        issues += TextRule(minimum: 1, maximum: 30).issues(unit, field: "\(prefix).unit", label: .unit)
        return issues
    }
}

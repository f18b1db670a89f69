/// A choice in a select or radio group.
struct Choice: Sendable, Encodable {
    var value: String
    var label: String
    var selected: Bool

    init(_ value: String, _ label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }
}

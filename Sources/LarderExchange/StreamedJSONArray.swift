import Foundation

/// The elements of a pretty-printed JSON array, written as they come: an export writes a batch
/// of recipes at a time and never holds the array whole, and the bytes are those `JSONEncoder`
/// writes for the whole array (its `.prettyPrinted` layout: two spaces a level).
struct StreamedJSONArray {
    /// How deep the elements sit: 1 in a top-level array, 2 in an array that is a field of a
    /// top-level object.
    let depth: Int
    private var written = 0

    init(depth: Int) {
        self.depth = depth
    }

    /// The next elements, each encoded on its own, after what came before them.
    mutating func elements(_ encoded: [Data]) -> Data {
        var data = Data()
        for element in encoded {
            data += Data((written == 0 ? "\n" : ",\n").utf8) + indented(element, by: 2 * depth)
            written += 1
        }
        return data
    }

    /// What goes between the last element and the closing bracket; `empty` when there was none.
    func beforeClosingBracket(ifEmpty empty: Data) -> Data {
        written == 0 ? empty : Data(("\n" + String(repeating: " ", count: 2 * (depth - 1))).utf8)
    }
}

/// Pretty-printed JSON moved right, to sit inside an enclosing value as the encoder would have
/// put it: every line but an empty one (inside an empty array) gets the margin. Its only line
/// breaks are its layout's: a string escapes its own.
func indented(_ json: Data, by spaces: Int) -> Data {
    let margin = Data(repeating: UInt8(ascii: " "), count: spaces)
    var moved = Data(capacity: json.count + json.count / 4)
    for (index, line) in json.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        if index > 0 { moved.append(UInt8(ascii: "\n")) }
        if !line.isEmpty { moved += margin + line }
    }
    return moved
}

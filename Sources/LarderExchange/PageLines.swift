import Foundation

/// One line of a page's text as a reader sees it: what lies between two block edges or line
/// breaks, with what holds it (a heading, a list item, a table row) and how it is set (in bold
/// throughout, or after a bold label). The readers of a page's structure judge lines, not tags:
/// "<p><b>Zutaten:</b><br>…" and "<h2>Zutaten</h2><ul>…" are the same shape to them.
struct TextLine {
    var text: String
    /// The line's first text node: its place in the page.
    var node: Int
    /// The innermost block element holding it.
    var block: Int
    /// 1 to 6 inside `<h1>` to `<h6>`.
    var headingLevel: Int?
    /// The list item, list and table row holding it.
    var item: Int?
    var list: Int?
    var isOrdered = false
    var row: Int?
    /// The table cells with text on the line, and whether all of them are header cells.
    var cells = 0
    var headerCells = false
    /// All its text is bold or emphasised (`<strong>`, `<b>`, `<em>`, `<i>`).
    var emphasized = false
    /// The bold text it starts with, when more follows ("Schritt 1:" of "Schritt 1: Mehl sieben").
    var leadingEmphasis = ""
    /// It follows an empty line made by two line breaks.
    var blankBefore = false
    /// It was ended or begun by a `<br>` rather than a block's edge.
    var byBreak = false
    /// All its text is a link's: a list of such lines is a list of links, not of ingredients or steps.
    var linked = false
    /// Its list item holds a list after it: "For the cake" above the cake's lines.
    var headsNestedList = false

    /// A heading's rank: `<h1>` 1 to `<h6>` 6, a line in bold alone 7, other lines 8.
    var rank: Int {
        if let headingLevel { return headingLevel }
        return emphasized ? 7 : 8
    }
}

extension PageTree {
    /// Elements that start and end lines beyond those the scanner knows as breaking them.
    static let blockNames: Set<String> = ["header", "footer", "main", "aside", "nav", "figure", "figcaption", "dl", "dt", "dd", "form",
                                          "table", "tbody", "thead", "tfoot", "caption", "address", "details", "summary", "fieldset",
                                          "pre", "center", "legend", "menu", "hgroup", "picture", "video", "audio"]
    static let emphasisNames: Set<String> = ["strong", "b", "em", "i"]

    func isBlock(_ node: Int) -> Bool {
        traits[node].contains(.breaksLine) || Self.blockNames.contains(names[node])
    }

    /// The lines of the node's text, in order: each block and each `<br>` ends one; a table
    /// row is one line, its cells parted by spaces; what is unseen is left out.
    func lines(of root: Int) -> [TextLine] {
        lines(in: root..<ends[root])
    }

    /// The lines of the nodes in `range` (whole subtrees, in order).
    func lines(in range: Range<Int>) -> [TextLine] {
        let root = range.lowerBound
        var lines: [TextLine] = []
        var buffer = ""
        var emphasizedCount = 0, plainCount = 0, linkedCount = 0
        var links = 0
        var leading = "", leadingDone = false
        var current: TextLine?
        var blank = false, byBreak = false
        var cellsWithText = 0, plainCellText = false, cellHasText = false
        // What is open: every element, and those of each kind a line asks about.
        var open: [Int] = []
        var blocks: [Int] = [], headings: [Int] = [], items: [Int] = [], lists: [Int] = [], rows: [Int] = []
        var emphasis = 0
        var cell: Int?

        func flush(byBreak endedByBreak: Bool) {
            if var line = current {
                let text = Self.collapsed(buffer)
                if !text.isEmpty {
                    line.text = text
                    line.emphasized = plainCount == 0 && emphasizedCount > 0
                    line.linked = linkedCount == plainCount + emphasizedCount
                    let lead = Self.collapsed(leading)
                    line.leadingEmphasis = line.emphasized ? "" : lead
                    line.blankBefore = blank
                    line.byBreak = byBreak || endedByBreak
                    line.cells = cellsWithText
                    line.headerCells = line.row != nil && cellsWithText > 0 && !plainCellText
                    lines.append(line)
                }
                blank = false
            } else if endedByBreak {
                blank = true
            }
            byBreak = endedByBreak
            if !endedByBreak { blank = false }
            current = nil
            buffer = ""
            emphasizedCount = 0
            plainCount = 0
            linkedCount = 0
            leading = ""
            leadingDone = false
            cellsWithText = 0
            plainCellText = false
            cellHasText = false
        }

        func leave(_ node: Int) {
            let name = names[node]
            if isBlock(node) { flush(byBreak: false) }
            if blocks.last == node { blocks.removeLast() }
            if headings.last == node { headings.removeLast() }
            if items.last == node { items.removeLast() }
            if lists.last == node { lists.removeLast() }
            if rows.last == node { rows.removeLast() }
            if Self.emphasisNames.contains(name) { emphasis -= 1 }
            if name == "a" { links -= 1 }
            if cell == node { cell = nil }
        }

        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            while let top = open.last, index >= ends[top] {
                open.removeLast()
                leave(top)
            }
            if unseen[index] {
                index = ends[index]
                continue
            }
            let name = names[index]
            if name.isEmpty {
                let text = rawText(index)
                let letters = text.unicodeScalars.count { !$0.properties.isWhitespace }
                if letters > 0 {
                    if current == nil {
                        current = TextLine(text: "", node: index, block: blocks.last ?? root,
                                           headingLevel: headings.last.map { Int(String(names[$0].dropFirst())) ?? 6 },
                                           item: items.last, list: lists.last, isOrdered: lists.last.map { names[$0] == "ol" } ?? false,
                                           row: rows.last)
                    }
                    if links > 0 { linkedCount += letters }
                    if emphasis > 0 || headings.last != nil {
                        emphasizedCount += letters
                        if !leadingDone { leading += text }
                    } else {
                        plainCount += letters
                        leadingDone = true
                    }
                    if let cell {
                        if !cellHasText { cellsWithText += 1 }
                        cellHasText = true
                        if names[cell] == "td" { plainCellText = true }
                    }
                }
                buffer += text
                index += 1
                continue
            }
            if name == "br" {
                flush(byBreak: true)
                index += 1
                continue
            }
            if isBlock(index) { flush(byBreak: false) }
            if name == "td" || name == "th" {
                buffer += " "
                cell = index
                cellHasText = false
            }
            if ends[index] > index + 1 {
                open.append(index)
                if isBlock(index) { blocks.append(index) }
                if name.count == 2, name.first == "h", let level = name.last?.wholeNumberValue, (1...6).contains(level) { headings.append(index) }
                if name == "li" { items.append(index) }
                if name == "ul" || name == "ol" { lists.append(index) }
                if name == "tr" { rows.append(index) }
                if Self.emphasisNames.contains(name) { emphasis += 1 }
                if name == "a" { links += 1 }
            }
            index += 1
        }
        while let top = open.popLast() { leave(top) }
        flush(byBreak: false)
        for index in lines.indices.dropLast() {
            if let item = lines[index].item, let list = lines[index + 1].list, list > item, contains(item, list) {
                lines[index].headsNestedList = true
            }
        }
        return lines
    }
}

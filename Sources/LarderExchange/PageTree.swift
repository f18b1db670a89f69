import Foundation

/// A page as a tree of elements and text, for the readers that find a recipe in the page's own
/// structure (microformats, RDFa, recipe plugins' markup, headings). Built in one pass over the
/// scanner's tokens, with the tolerance the microdata reader has (`<li>a<li>b`, unclosed tags,
/// a bound on nesting), and kept as flat arrays in document order: a node's descendants are the
/// nodes after it up to its `end`, so that every walk of the tree is a walk along an array.
struct PageTree {
    /// The element's name in lower case; "" for a text node.
    let names: [String]
    let traits: [ElementTraits]
    /// One past the node's last descendant.
    let ends: [Int]
    let parents: [Int]
    /// Where a text node's text lies in the page.
    private let textRanges: [Range<Int>]
    private let attributeLists: [Attributes]
    /// Each element's `class`, as written ("" for none), read once.
    let classNames: [String]
    /// Elements a reader of the page does not see: hidden, screen-reader text, scripts, forms'
    /// controls. Their text is no recipe's.
    let unseen: [Bool]
    private let scanner: HTMLScanner

    static let maximumDepth = 256

    init(_ html: String) {
        var scanner = HTMLScanner(html)
        var names: [String] = [], traits: [ElementTraits] = [], ends: [Int] = [], parents: [Int] = []
        var textRanges: [Range<Int>] = [], attributeLists: [Attributes] = [], classNames: [String] = [], unseen: [Bool] = []
        var open: [Int] = []
        func close(through index: Int) {
            while open.count > index, let node = open.popLast() { ends[node] = names.count }
        }
        func lastOpen(named name: String) -> Int? {
            var index = open.count - 1
            while index >= 0 {
                if names[open[index]] == name { return index }
                index -= 1
            }
            return nil
        }
        while let token = scanner.next() {
            switch token {
            case .start(let name, let elementTraits, let attributes, let selfClosing):
                // A new item of a list closes the last one left open, unless a container lies between.
                if elementTraits.contains(.closesItsKind), let index = lastOpen(named: name),
                   !open[(index + 1)...].contains(where: { !traits[$0].contains(.closesItsKind) && traits[$0].contains(.container) }) {
                    close(through: index)
                }
                let node = names.count
                let parent = open.last ?? -1
                let className = attributes.isEmpty ? "" : (attributes["class"] ?? "")
                names.append(name)
                traits.append(elementTraits)
                ends.append(node + 1)
                parents.append(parent)
                textRanges.append(0..<0)
                attributeLists.append(attributes)
                classNames.append(className)
                unseen.append((parent >= 0 && unseen[parent]) || Self.isUnseen(name: name, className: className, attributes: attributes))
                // Past the deepest nesting a real page has, elements are taken as empty.
                if !(selfClosing || elementTraits.contains(.void) || open.count >= Self.maximumDepth) {
                    open.append(node)
                }
            case .end(let name, _):
                if let index = lastOpen(named: name) { close(through: index) }
            case .text(let range):
                guard !range.isEmpty else { continue }
                let parent = open.last ?? -1
                names.append("")
                traits.append([])
                ends.append(names.count)
                parents.append(parent)
                textRanges.append(range)
                attributeLists.append(Attributes())
                classNames.append("")
                unseen.append(parent >= 0 && (unseen[parent] || traits[parent].contains(.rawText)))
            }
        }
        close(through: 0)
        (self.names, self.traits, self.ends, self.parents) = (names, traits, ends, parents)
        (self.textRanges, self.attributeLists, self.classNames, self.unseen) = (textRanges, attributeLists, classNames, unseen)
        self.scanner = scanner
    }

    var count: Int { names.count }

    func isElement(_ node: Int) -> Bool { !names[node].isEmpty }

    func attribute(_ node: Int, _ name: StaticString) -> String? { attributeLists[node][name] }

    /// The text node's text as written: entities decoded, not yet collapsed.
    func rawText(_ node: Int) -> String {
        HTMLText.decodingEntities(scanner.text(textRanges[node]))
    }

    /// Whether the element's `class` holds `token`, compared without case.
    func hasClass(_ node: Int, _ token: String) -> Bool {
        let classes = classNames[node]
        guard classes.utf8.count >= token.utf8.count else { return false }
        return classes.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains { $0.caseInsensitiveCompare(token) == .orderedSame }
    }

    func classTokens(_ node: Int) -> [Substring] {
        classNames[node].split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    }

    /// The node's children, in order.
    func children(of node: Int) -> [Int] {
        var result: [Int] = []
        var child = node + 1
        while child < ends[node] {
            result.append(child)
            child = ends[child]
        }
        return result
    }

    /// Whether `node` lies inside `ancestor` (or is it).
    func contains(_ ancestor: Int, _ node: Int) -> Bool {
        node >= ancestor && node < ends[ancestor]
    }

    /// Whether a node lies inside one of `elements`, asked in logarithmic time: an answer for
    /// each line of a page costs no search of every element.
    func within(_ elements: [Int]) -> (Int) -> Bool {
        var outermost: [Int] = []
        for element in elements.sorted() where outermost.last.map({ !contains($0, element) }) ?? true {
            outermost.append(element)
        }
        let ends = self.ends
        return { node in
            var low = 0, high = outermost.count
            while low < high {
                let middle = (low + high) / 2
                if outermost[middle] <= node { low = middle + 1 } else { high = middle }
            }
            return low > 0 && node < ends[outermost[low - 1]]
        }
    }

    /// The innermost element holding both nodes.
    func commonAncestor(_ first: Int, _ second: Int) -> Int {
        var node = first
        while node >= 0, !contains(node, second) { node = parents[node] }
        return max(node, 0)
    }

    /// The nearest element around `node` (itself included) that `matches`.
    func ancestor(of node: Int, where matches: (Int) -> Bool) -> Int? {
        var current = node
        while current >= 0 {
            if isElement(current), matches(current) { return current }
            current = parents[current]
        }
        return nil
    }

    /// The first element of the page with this name.
    func first(named name: String) -> Int? {
        names.firstIndex(of: name)
    }

    /// The text a reader sees in the node, on one line: tags dropped, white space collapsed
    /// (no-break spaces too), what is unseen left out.
    func text(of node: Int) -> String {
        var parts: [String] = []
        var index = node
        let end = ends[node]
        // Where the blocks and cells entered end: the text after one is parted from it.
        var blockEnds: [Int] = []
        while index < end {
            while let last = blockEnds.last, index >= last {
                parts.append(" ")
                blockEnds.removeLast()
            }
            if unseen[index] {
                index = ends[index]
                continue
            }
            if names[index].isEmpty {
                parts.append(rawText(index))
            } else if index != node, traits[index].contains(.breaksLine) || Self.cellNames.contains(names[index]) {
                parts.append(" ")
                blockEnds.append(ends[index])
            }
            index += 1
        }
        return Self.collapsed(parts.joined())
    }

    /// White space of every kind (the no-break ones too) as single spaces, trimmed.
    static func collapsed(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar == "\u{200B}" || scalar == "\u{FEFF}" {
                pendingSpace = !result.isEmpty
            } else if scalar.properties.generalCategory == .control {
                continue
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let cellNames: Set<String> = ["td", "th", "dt", "dd"]

    /// Elements whose text no reader of the page sees as content: code, controls, and what is
    /// hidden or meant for screen readers only (a checkbox's "▢ ", a time's " minutes").
    static func isUnseen(name: String, className: String, attributes: Attributes) -> Bool {
        if unseenNames.contains(name) { return true }
        guard !attributes.isEmpty else { return false }
        if attributes["hidden"] != nil { return true }
        if let style = attributes["style"]?.lowercased(), style.contains("display") {
            let compact = style.filter { !$0.isWhitespace }
            if compact.contains("display:none") { return true }
        }
        guard !className.isEmpty else { return false }
        return className.split(whereSeparator: \.isWhitespace).contains { unseenClasses.contains($0.lowercased()) }
    }

    static let unseenNames: Set<String> = ["script", "style", "noscript", "template", "svg", "button", "select", "option",
                                           "textarea", "iframe", "object", "canvas", "head"]
    static let unseenClasses: Set<String> = ["sr-only", "screen-reader-text", "screen-reader-only", "visually-hidden", "visuallyhidden",
                                             "wprm-screen-reader-text", "hidden", "d-none", "element-invisible", "sr-text", "a11y-hidden"]
}

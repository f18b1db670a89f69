import Foundation

/// Recipes marked with microformats: `h-recipe` (microformats2: `p-name`, `p-ingredient`,
/// `e-instructions`, `p-yield`, `dt-duration`, `u-photo`, `p-summary`) and the classic `hrecipe`
/// (`fn`, `ingredient`, `instructions`, `yield`, `duration`, `photo`, `summary`). A property
/// belongs to the nearest recipe around it: what sits inside another microformat (the author's
/// `h-card` or `vcard`, with its own name) is that one's.
enum Microformats {
    static func recipes(in tree: PageTree) -> [RecipeSketch] {
        var sketches: [RecipeSketch] = []
        var node = 0
        while node < tree.count {
            guard tree.isElement(node), !tree.classNames[node].isEmpty,
                  tree.classTokens(node).contains(where: { $0 == "h-recipe" || $0 == "hrecipe" }) else {
                node += 1
                continue
            }
            sketches.append(recipe(at: node, in: tree))
            node = tree.ends[node]
        }
        return sketches
    }

    /// What each class names, in both vocabularies.
    enum Property {
        case name, ingredient, instructions, instruction, yield, duration, photo, summary
    }

    static let properties: [Substring: Property] = [
        "p-name": .name, "fn": .name, "p-ingredient": .ingredient, "ingredient": .ingredient,
        "e-instructions": .instructions, "instructions": .instructions, "instruction": .instruction,
        "p-yield": .yield, "yield": .yield, "dt-duration": .duration, "duration": .duration,
        "u-photo": .photo, "photo": .photo, "p-summary": .summary, "summary": .summary,
    ]

    /// Roots of other microformats, whose properties are their own.
    static func isOtherRoot(_ token: Substring) -> Bool {
        if token == "h-recipe" || token == "hrecipe" { return false }
        if token.hasPrefix("h-"), token.count > 2, token.dropFirst(2).allSatisfy({ $0.isLetter || $0 == "-" }) { return true }
        return ["vcard", "hentry", "hreview", "hproduct", "vevent", "hcard", "adr", "geo", "hnews", "hresume"].contains(token)
    }

    static func recipe(at root: Int, in tree: PageTree) -> RecipeSketch {
        var found: [Property: [Int]] = [:]
        var node = root + 1
        while node < tree.ends[root] {
            guard tree.isElement(node), !tree.classNames[node].isEmpty else {
                node += 1
                continue
            }
            let tokens = tree.classTokens(node)
            // "p-ingredient ingredient" is one ingredient, named in both vocabularies.
            for property in Set(tokens.compactMap { properties[$0] }) { found[property, default: []].append(node) }
            // Another microformat's insides are its own (the author's name is no recipe's name).
            node = tokens.contains(where: isOtherRoot) ? tree.ends[node] : node + 1
        }
        var sketch = RecipeSketch()
        let lines = tree.lines(of: root)
        let named = [Property.name, .yield, .duration, .summary, .instructions].flatMap { found[$0] ?? [] }
        if let name = found[.name]?.first {
            sketch.name = tree.names[name] == "img" ? tree.attribute(name, "alt") : tree.text(of: name)
        }
        let items = (found[.ingredient] ?? []).map { (node: $0, text: itemText($0, tree)) }
        sketch.ingredients = RecipeLines.markedItems(items, lines: lines, tree: tree,
                                                     excluded: tree.within(named))
        if let instructions = found[.instructions]?.first {
            sketch.steps = RecipeLines.steps(tree.lines(of: instructions))
        } else if let each = found[.instruction] {
            sketch.steps = each.map { PageWords.withoutStepLabel(tree.text(of: $0)) }.filter { !$0.isEmpty }
        }
        if let yield = found[.yield]?.first {
            sketch.yield = PageWords.yieldValue(tree.names[yield] == "data" ? tree.attribute(yield, "value") ?? tree.text(of: yield) : tree.text(of: yield))
        }
        if let duration = found[.duration]?.first {
            sketch.totalMinutes = durationMinutes(duration, tree)
        }
        if sketch.yield == nil || sketch.totalMinutes == nil {
            let facts = PageFacts.facts(in: root, lines: lines, tree: tree)
            sketch.yield = sketch.yield ?? facts.yield
            sketch.totalMinutes = sketch.totalMinutes ?? facts.totalMinutes
        }
        if let photo = found[.photo]?.first { sketch.image = PageFacts.imageAddress(photo, tree) }
        if let summary = found[.summary]?.first { sketch.summary = tree.text(of: summary) }
        return sketch
    }

    /// An ingredient's text; a table row's cells with spaces between.
    static func itemText(_ node: Int, _ tree: PageTree) -> String {
        tree.text(of: node)
    }

    /// A duration as the value-class pattern, `<time datetime>`, `<abbr title>` or text gives it.
    static func durationMinutes(_ node: Int, _ tree: PageTree) -> Int? {
        var candidates: [String] = []
        for inner in node..<tree.ends[node] where tree.isElement(inner) {
            if inner != node, tree.hasClass(inner, "value-title"), let title = tree.attribute(inner, "title") { candidates.append(title) }
            if tree.names[inner] == "time", let datetime = tree.attribute(inner, "datetime") { candidates.append(datetime) }
        }
        if tree.names[node] == "abbr", let title = tree.attribute(node, "title") { candidates.insert(title, at: 0) }
        if let content = tree.attribute(node, "content") { candidates.insert(content, at: 0) }
        candidates.append(tree.text(of: node))
        return candidates.lazy.compactMap(PageWords.minutes).first
    }
}

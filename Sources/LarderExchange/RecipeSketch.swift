import Foundation
import LarderModel

/// A recipe as a reader of a page's structure finds it, before it becomes a schema.org Recipe
/// node: the same node JSON-LD gives, read by `SchemaOrgRecipe` by the same rules.
struct RecipeSketch {
    var name: String?
    /// Lines, and the groups the page itself heads them with.
    var ingredients: [IngredientList.Entry] = []
    var steps: [String] = []
    var yield: String?
    var totalMinutes: Int?
    var image: String?
    var summary: String?

    /// A name, at least one ingredient line and at least one step: anything less is no recipe.
    var isRecipe: Bool {
        name?.isEmpty == false && lineCount > 0 && !steps.isEmpty
    }

    var lineCount: Int {
        ingredients.count { if case .line = $0 { true } else { false } }
    }

    /// The schema.org Recipe node: groups as HowToSections, steps as HowToSteps.
    var node: JSONValue {
        var members: [String: JSONValue] = ["@type": .string("Recipe")]
        if let name { members["name"] = .string(name) }
        var list: [JSONValue] = []
        var section: (name: String, items: [JSONValue])?
        func closeSection() {
            if let open = section {
                list.append(.object(["@type": .string("HowToSection"), "name": .string(open.name), "itemListElement": .array(open.items)]))
            }
            section = nil
        }
        for entry in ingredients {
            switch entry {
            case .group(let name):
                closeSection()
                section = (name, [])
            case .line(let text):
                if section != nil { section!.items.append(.string(text)) } else { list.append(.string(text)) }
            }
        }
        closeSection()
        members["recipeIngredient"] = .array(list)
        members["recipeInstructions"] = .array(steps.map { .object(["@type": .string("HowToStep"), "text": .string($0)]) })
        if let yield { members["recipeYield"] = .string(yield) }
        if let totalMinutes { members["totalTime"] = .string("PT\(totalMinutes)M") }
        if let image { members["image"] = .string(image) }
        if let summary { members["description"] = .string(summary) }
        return .object(members)
    }
}

/// Lines of a page read as an ingredient list or as a method: the one way every reader of a
/// page's structure reads them, whether a plugin's class, a microformat or a heading marked
/// where they are.
enum RecipeLines {
    /// The lines as a list's entries. A heading, a line in bold alone, or a row of one cell that
    /// some line follows heads a group; one that names the list itself ("Ingredients") and a
    /// table's header row are no line; typed bullets are dropped.
    static func ingredients(_ lines: [TextLine], isGroup forced: (TextLine) -> Bool = { _ in false }) -> [IngredientList.Entry] {
        var read: [(text: String, heading: Bool, isTag: Bool)] = []
        for line in lines {
            let text = PageWords.withoutBullet(line.text)
            guard !text.isEmpty else { continue }
            let isForced = forced(line)
            if PageWords.section(of: text) == .ingredients, line.rank <= 7 || text.hasSuffix(":") || text.count <= 30,
               !(isForced && PageWords.isGroupOfIngredients(text)) { continue }
            if line.row != nil, line.cells >= 2, line.headerCells { continue }
            let heading = isForced || line.headingLevel != nil || (line.headsNestedList && text.count <= 80)
                || (line.emphasized && !PageWords.startsWithAmount(text) && text.count <= 80)
                || (line.row != nil && line.cells == 1 && (line.headerCells || line.emphasized))
            read.append((text, heading, isForced || line.headingLevel != nil))
        }
        var entries: [IngredientList.Entry] = []
        for (index, line) in read.enumerated() {
            guard line.heading else {
                entries.append(.line(line.text))
                continue
            }
            let next = read.indices.contains(index + 1) ? read[index + 1] : nil
            if let next, !next.heading {
                entries.append(.group(groupName(line.text)))
            } else if next == nil, !line.isTag {
                // The last line in bold is a line ("<b>salt</b>"), not a heading of nothing.
                entries.append(.line(line.text))
            }
        }
        return entries
    }

    /// A group heading as its name: without the colon it ends with.
    static func groupName(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " :：\u{00A0}"))
    }

    /// The lines as steps. Headings, names of sections, step labels alone, groups' names in
    /// bold and stated facts ("Time needed: 100 minutes") are no steps. Where the method is a
    /// list, its items are the steps (a paragraph before it introduces them); otherwise each
    /// paragraph is one, and lines parted by `<br>` are one each, or one a run where blank lines
    /// part them.
    static func steps(_ lines: [TextLine], skip: (TextLine) -> Bool = { _ in false }) -> [String] {
        let kept = lines.filter { line in
            if skip(line) || line.headingLevel != nil { return false }
            let text = line.text
            if PageWords.section(of: text) != nil, text.count <= 40 { return false }
            if line.emphasized, text.count <= 60, !(text.hasSuffix(".") || text.hasSuffix("!")) { return false }
            if isFact(text) { return false }
            if PageWords.isStepLabel(text) { return false }
            return true
        }
        var runs: [[TextLine]] = []
        let items = Set(kept.compactMap(\.item))
        if items.count >= 2 {
            for line in kept where line.item != nil {
                if let last = runs.last?.last, last.item == line.item { runs[runs.count - 1].append(line) } else { runs.append([line]) }
            }
        } else {
            var index = 0
            while index < kept.count {
                let block = kept[index].block
                var end = index
                while end < kept.count, kept[end].block == block, end == index || kept[end].byBreak { end += 1 }
                let run = Array(kept[index..<end])
                if run.dropFirst().contains(where: \.blankBefore) {
                    var current: [TextLine] = []
                    for line in run {
                        if line.blankBefore, !current.isEmpty { runs.append(current); current = [] }
                        current.append(line)
                    }
                    if !current.isEmpty { runs.append(current) }
                } else {
                    runs += run.map { [$0] }
                }
                index = end
            }
        }
        return runs.compactMap { run in
            let text = run.map { PageWords.withoutStepLabel(PageWords.withoutBullet($0.text)) }.filter { !$0.isEmpty }.joined(separator: " ")
            return text.isEmpty ? nil : text
        }
    }

    /// A line that states a fact with its label: "Time needed: 100 minutes.", "Serves: 4".
    static func isFact(_ text: String) -> Bool {
        guard text.count <= 120, let colon = text.firstIndex(of: ":") else { return false }
        return PageWords.label(String(text[..<colon])) != nil
    }
}

extension RecipeLines {
    /// Ingredient lines a page marks one by one (`class="p-ingredient"`, `property="recipeIngredient"`),
    /// with the groups the page heads them with in between, unmarked: the last line before an
    /// item, when it is a heading, a line in bold alone or a row of one cell, and names no section.
    /// `lines` are the recipe's, in order; lines of `excluded` nodes (the name, the yield) head nothing.
    static func markedItems(_ items: [(node: Int, text: String)], lines: [TextLine], tree: PageTree,
                            excluded: (Int) -> Bool = { _ in false }) -> [IngredientList.Entry] {
        var entries: [IngredientList.Entry] = []
        var cursor = 0
        var gapStart = 0
        for item in items {
            var last: TextLine?
            while cursor < lines.count, lines[cursor].node < item.node {
                if lines[cursor].node >= gapStart, !excluded(lines[cursor].node) { last = lines[cursor] }
                cursor += 1
            }
            if let last, isHeading(last) {
                entries.append(.group(groupName(last.text)))
            }
            let text = PageWords.withoutBullet(item.text)
            if !text.isEmpty { entries.append(.line(text)) }
            gapStart = tree.ends[item.node]
        }
        return entries
    }

    /// A line that heads what follows: a heading, a line in bold alone, a row of one cell, or a
    /// short line ending in a colon, naming no section and no amount.
    static func isHeading(_ line: TextLine) -> Bool {
        let text = line.text
        guard text.count <= 80, !PageWords.startsWithAmount(text), PageWords.section(of: text) == nil, !isFact(text) else { return false }
        return line.headingLevel != nil || line.emphasized || (line.row != nil && line.cells == 1)
            || (text.hasSuffix(":") && !text.contains(where: \.isNumber))
    }
}

import Foundation

/// A recipe read from a page's own headings, where nothing marks it: a heading that names the
/// ingredients ("Ingredients", "Zutaten für 4 Personen", a line in bold "Ingrédients :") and the
/// lines under it, a heading that names the method ("Method", "Zubereitung", "Elaboración") and
/// the steps under it, and the page's main heading above them for its name. A heading is a
/// heading tag, or a line in bold alone, or a short line ending in a colon; what it heads ends
/// at a heading of its rank or above, or at one that names another section.
enum HeadingReader {
    static func recipe(in tree: PageTree, boilerplate: [Bool]) -> RecipeSketch? {
        let lines = tree.lines(in: 0..<tree.count).filter { !boilerplate[$0.node] }.flatMap(splitLeadingHeading)
        let sections = lines.map { isHeadingLike($0) || isStandalone($0) ? PageWords.section(of: $0.text) : nil }
        // The nearest method heading before each line, for methods written above their ingredients.
        var methodBefore: [Int?] = []
        var lastMethod: Int?
        for index in lines.indices {
            methodBefore.append(lastMethod)
            if sections[index] == .method { lastMethod = index }
        }
        for start in lines.indices where sections[start] == .ingredients {
            var (region, regionEnd) = ingredientRegion(from: start, lines, sections)
            // "Zutaten für den Teig" … "Zutaten für die Füllung": each heading names a group, the first too.
            var heads = Set(region.filter { PageWords.section(of: $0.text) == .ingredients }.map(\.node))
            if !heads.isEmpty, PageWords.isGroupOfIngredients(lines[start].text) {
                region.insert(lines[start], at: 0)
                heads.insert(lines[start].node)
            }
            let ingredients = RecipeLines.ingredients(region, isGroup: { heads.contains($0.node) })
            let lineTexts = region.filter { !heads.contains($0.node) }
            guard ingredients.count(where: { if case .line = $0 { true } else { false } }) >= 2,
                  lineTexts.count(where: \.linked) * 2 < lineTexts.count,
                  let (methodHeading, methodLines) = method(after: start, regionEnd: regionEnd, before: methodBefore[start], lines, sections, tree)
            else { continue }
            let steps = RecipeLines.steps(methodLines)
            // Steps are sentences: a list of links, or a word or two, is no method.
            guard !steps.isEmpty, steps.joined(separator: " ").split(separator: " ").count >= 3,
                  methodLines.contains(where: { !$0.linked }) else { continue }

            var sketch = RecipeSketch(ingredients: ingredients, steps: steps)
            let title = nameLine(before: start, lines, sections, tree)
            sketch.name = title.map { lines[$0].text } ?? PageFacts.mainHeading(in: tree, outside: boilerplate)
            let first = min(title.map { lines[$0].node } ?? lines[start].node, lines[min(start, methodHeading)].node)
            let last = (methodLines.last ?? lines[methodHeading]).node + 1
            let range = first..<max(last, first + 1)
            let facts = PageFacts.facts(in: range, lines: lines.filter { range.contains($0.node) && $0.node != lines[start].node }, tree: tree)
            (sketch.yield, sketch.totalMinutes) = (facts.yield, facts.totalMinutes)
            sketch.image = PageFacts.openGraph("og:image", in: tree)
                ?? range.first { tree.names[$0] == "img" || tree.names[$0] == "amp-img" }.flatMap { PageFacts.imageAddress($0, tree) }
            return sketch
        }
        return nil
    }

    /// A heading: a heading tag, a line in bold alone, or a short line ending in a colon.
    static func isHeadingLike(_ line: TextLine) -> Bool {
        if line.headingLevel != nil { return true }
        let text = line.text
        if line.emphasized { return text.count <= 60 }
        return text.hasSuffix(":") && text.count <= 40 && !text.contains(where: \.isNumber)
    }

    /// A short line of its own, in no list or table: "Notes" in an element no heading tag.
    static func isStandalone(_ line: TextLine) -> Bool {
        line.text.count <= 40 && line.item == nil && line.row == nil && !PageWords.startsWithAmount(line.text)
    }

    /// "<b>Zutaten:</b> 200 g Mehl" is a heading and a line.
    static func splitLeadingHeading(_ line: TextLine) -> [TextLine] {
        let lead = line.leadingEmphasis
        guard !lead.isEmpty, lead.count < line.text.count, PageWords.section(of: lead) != nil,
              line.text.hasPrefix(lead) else { return [line] }
        var heading = line
        heading.text = lead
        heading.emphasized = true
        heading.leadingEmphasis = ""
        var rest = line
        rest.text = String(line.text.dropFirst(lead.count)).trimmingCharacters(in: .whitespaces)
        rest.leadingEmphasis = ""
        rest.byBreak = true
        return [heading, rest]
    }

    /// A line that can be an ingredient: short, and no sentence of prose.
    static func isIngredientLike(_ line: TextLine) -> Bool {
        let text = line.text
        let words = text.split(separator: " ").count
        guard text.count <= 200, words <= 30 else { return false }
        if line.item != nil || line.row != nil || line.byBreak { return words <= 25 }
        return text.count <= 120 && !(text.hasSuffix(".") && words >= 8)
    }

    /// The lines an ingredients heading heads: its lists, and the groups' headings of a lower
    /// rank among them (of the same rank where both are lines in bold); text before the first
    /// line introduces the list and is passed over.
    static func ingredientRegion(from start: Int, _ lines: [TextLine], _ sections: [PageWords.Section?]) -> ([TextLine], Int) {
        let top = lines[start]
        var region: [TextLine] = []
        var index = start + 1
        while index < lines.count {
            let line = lines[index]
            if let section = sections[index] {
                if section == .ingredients && region.isEmpty {
                    index += 1
                    continue
                }
                // Another ingredients heading of the same rank or below, naming a part: a group.
                if section == .ingredients, line.rank >= top.rank, PageWords.isGroupOfIngredients(line.text) {
                    region.append(line)
                    index += 1
                    continue
                }
                break
            }
            if isHeadingLike(line) {
                let next = index + 1 < lines.count ? lines[index + 1] : nil
                let isSub = line.rank > top.rank || (line.rank == top.rank && top.rank >= 7)
                guard isSub, let next, sections[index + 1] == nil, !isHeadingLike(next), isIngredientLike(next) else { break }
                region.append(line)
                index += 1
                continue
            }
            if RecipeLines.isFact(line.text) {
                index += 1
                continue
            }
            if !isIngredientLike(line) {
                if region.isEmpty {
                    index += 1
                    continue
                }
                break
            }
            region.append(line)
            index += 1
        }
        return (region, index)
    }

    /// The method heading after the ingredients (or, failing that, before them) and the lines
    /// it heads, within the element that holds both headings.
    static func method(after start: Int, regionEnd: Int, before earlier: Int?, _ lines: [TextLine], _ sections: [PageWords.Section?],
                       _ tree: PageTree) -> (Int, [TextLine])? {
        var heading: Int?
        var index = regionEnd
        while index < lines.count, heading == nil {
            if sections[index] == .method { heading = index }
            if sections[index] == .ingredients { break }
            index += 1
        }
        if heading == nil { heading = earlier }
        guard let heading else { return nil }
        let top = lines[heading]
        let container = tree.commonAncestor(lines[start].node, top.node)
        var region: [TextLine] = []
        index = heading + 1
        while index < lines.count {
            let line = lines[index]
            guard tree.contains(container, line.node) else { break }
            if let section = sections[index] {
                if section != .method || line.rank <= top.rank { break }
            } else if isHeadingLike(line) {
                if line.rank < top.rank || (line.rank == top.rank && !PageWords.isStepLabel(line.text)) { break }
            }
            region.append(line)
            index += 1
        }
        return (heading, region)
    }

    /// The heading the recipe is named by: the nearest heading tag above the ingredients'
    /// heading and of a higher rank, naming no section.
    static func nameLine(before start: Int, _ lines: [TextLine], _ sections: [PageWords.Section?], _ tree: PageTree) -> Int? {
        let rank = lines[start].headingLevel ?? 7
        var index = start - 1
        while index >= 0 {
            let line = lines[index]
            if let level = line.headingLevel, level < rank, sections[index] == nil, line.text.count <= 150,
               !genericTitles.contains(PageWords.folded(line.text)), !PageFacts.isSiteTitle(line.node, tree) {
                return index
            }
            index -= 1
        }
        return nil
    }


    static let genericTitles: Set<String> = ["recipe", "the recipe", "rezept", "das rezept", "recette", "la recette", "receta",
                                             "la receta", "recept", "het recept", "ricetta", "la ricetta", "print", "jump to recipe"]
}

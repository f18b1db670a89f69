import Foundation

/// Recipes marked with RDFa (and RDFa Lite): `typeof="Recipe"` (or `schema:Recipe`, or the
/// vocabulary's full address) and `property` attributes, as Drupal's RDF module and hand-made
/// pages write them. A property belongs to the nearest item around it; an element that has a
/// `typeof` of its own is an item (the author's Person, a HowToStep), whose properties are its own.
enum RDFa {
    /// A property's value: an item, or an element whose attribute or text is the value.
    indirect enum Value {
        case item(Item)
        case literal(node: Int, text: String)

        var text: String? {
            if case .literal(_, let text) = self { return text }
            return nil
        }
    }

    struct Item {
        var types: [String]
        var properties: [String: [Value]] = [:]

        /// The first value of the first of `names` the item has: schema.org's name, then the
        /// older vocabularies' (data-vocabulary.org's `ingredient`, `instructions`, `yield`).
        func first(_ names: String...) -> Value? { all(names).first }

        func all(_ names: [String]) -> [Value] {
            names.lazy.compactMap { properties[$0] }.first { !$0.isEmpty } ?? []
        }
    }

    static func recipes(in tree: PageTree) -> [RecipeSketch] {
        var sketches: [RecipeSketch] = []
        var node = 0
        while node < tree.count {
            guard tree.isElement(node), let types = tree.attribute(node, "typeof"), isRecipe(types) else {
                node += 1
                continue
            }
            let item = read(node, in: tree)
            sketches.append(recipe(item, at: node, in: tree))
            node = tree.ends[node]
        }
        return sketches
    }

    /// A term without its prefix or vocabulary: "schema:Recipe", "http://schema.org/name" → "Recipe", "name".
    static func term(_ written: Substring) -> String {
        String(written.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last ?? written)
    }

    /// Terms of schema.org (or of no vocabulary named), not of Open Graph or Dublin Core.
    static func isSchemaTerm(_ written: Substring) -> Bool {
        guard let colon = written.firstIndex(of: ":") else { return true }
        let prefix = written[..<colon].lowercased()
        if prefix == "schema" || prefix == "sdo" { return true }
        return (prefix == "http" || prefix == "https") && written.lowercased().contains("schema.org")
    }

    static func isRecipe(_ types: String) -> Bool {
        types.split(whereSeparator: \.isWhitespace).contains { isSchemaTerm($0) && term($0).lowercased() == "recipe" }
    }

    /// The item at `root`: each property within it up to the items nested in it, whose own
    /// properties are read into them.
    static func read(_ root: Int, in tree: PageTree) -> Item {
        var item = Item(types: (tree.attribute(root, "typeof") ?? "").split(whereSeparator: \.isWhitespace).map { term($0) })
        var node = root + 1
        while node < tree.ends[root] {
            guard tree.isElement(node) else {
                node += 1
                continue
            }
            let names = (tree.attribute(node, "property") ?? "").split(whereSeparator: \.isWhitespace).filter(isSchemaTerm).map { term($0) }
            let isItem = tree.attribute(node, "typeof") != nil
            if !names.isEmpty {
                let value: Value = isItem ? .item(read(node, in: tree)) : .literal(node: node, text: literal(node, tree))
                for name in names { item.properties[name, default: []].append(value) }
            }
            node = isItem ? tree.ends[node] : node + 1
        }
        return item
    }

    /// A literal's value: its `content`, the address of a link or picture, a time's `datetime`,
    /// else its text.
    static func literal(_ node: Int, _ tree: PageTree) -> String {
        if let content = tree.attribute(node, "content") { return PageTree.collapsed(content) }
        switch tree.names[node] {
        case "a", "link", "area": if let href = tree.attribute(node, "href") { return href }
        case "img", "source", "amp-img": if let source = tree.attribute(node, "src") { return source }
        case "time": if let datetime = tree.attribute(node, "datetime") { return datetime }
        default: break
        }
        return tree.text(of: node)
    }

    static func recipe(_ item: Item, at root: Int, in tree: PageTree) -> RecipeSketch {
        var sketch = RecipeSketch()
        let lines = tree.lines(of: root)
        sketch.name = item.first("name")?.text.flatMap { $0.isEmpty ? nil : $0 }
        let items = item.all(["recipeIngredient", "ingredients", "ingredient"]).compactMap { value -> (node: Int, text: String)? in
            if case .literal(let node, let text) = value { return (node, text) }
            return nil
        }
        let named = ["name", "recipeYield", "yield", "totalTime", "duration", "description", "summary", "recipeInstructions",
                     "instructions", "author"].flatMap { name in
            (item.properties[name] ?? []).compactMap { value -> Int? in
                if case .literal(let node, _) = value { return node }
                return nil
            }
        }
        sketch.ingredients = RecipeLines.markedItems(items, lines: lines, tree: tree,
                                                     excluded: tree.within(named))
        sketch.steps = item.all(["recipeInstructions", "instructions"]).flatMap { steps(of: $0, tree) }
        if let yield = item.first("recipeYield", "yield")?.text { sketch.yield = PageWords.yieldValue(yield) }
        if let total = item.first("totalTime", "duration")?.text { sketch.totalMinutes = PageWords.minutes(in: total) }
        if sketch.yield == nil || sketch.totalMinutes == nil {
            let facts = PageFacts.facts(in: root, lines: lines, tree: tree)
            sketch.yield = sketch.yield ?? facts.yield
            // A total stated in words, only where the recipe marks no times of its own.
            if item.first("prepTime") == nil && item.first("cookTime") == nil { sketch.totalMinutes = sketch.totalMinutes ?? facts.totalMinutes }
        }
        if case .literal(let node, let text)? = item.first("image", "photo") {
            sketch.image = ["img", "source", "amp-img"].contains(tree.names[node]) || tree.attribute(node, "content") != nil
                || ["a", "link"].contains(tree.names[node]) ? text : PageFacts.imageAddress(node, tree)
        }
        sketch.summary = item.first("description", "summary")?.text
        return sketch
    }

    /// The steps a value of `recipeInstructions` holds: a field of several paragraphs or list
    /// items, one each; a HowToStep's text; a HowToSection's steps (its name is no step).
    static func steps(of value: Value, _ tree: PageTree) -> [String] {
        switch value {
        case .literal(let node, let text):
            if tree.attribute(node, "content") != nil { return text.isEmpty ? [] : [text] }
            return RecipeLines.steps(tree.lines(of: node))
        case .item(let item):
            if let list = item.properties["itemListElement"] ?? item.properties["step"] {
                return list.flatMap { steps(of: $0, tree) }
            }
            if let text = (item.first("text") ?? item.first("name"))?.text {
                let step = PageWords.withoutStepLabel(text)
                return step.isEmpty ? [] : [step]
            }
            return []
        }
    }
}

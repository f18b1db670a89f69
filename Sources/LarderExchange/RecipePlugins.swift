import Foundation

/// Recipe cards of the common recipe plugins, known by their class names (and, for the oldest,
/// their ids), for pages whose schema.org data was taken out or never written. Each plugin's
/// card names its parts; the lines inside them are read as every other way reads them.
enum RecipePlugins {
    /// A class token or an id, or the first element of a name inside an element of a class.
    enum Selector: Hashable {
        case `class`(String)
        case id(String)
        case inside(String, element: String)
    }

    struct Plugin {
        var name: String
        /// The card; nil where the plugin has none, and its parts make one.
        var root: [Selector]?
        var title: [Selector] = []
        var ingredients: [Selector]
        var groups: [Selector] = []
        var instructions: [Selector]
        /// What a card shows that is neither a line nor a step (scaling buttons, step numbers).
        var skip: [Selector] = []
        /// The parts of the yield, said one after another ("4" and "servings").
        var yield: [Selector] = []
        var totalTime: [Selector] = []
        var image: [Selector] = []
    }

    static let plugins: [Plugin] = [
        Plugin(name: "WP Recipe Maker", root: [.class("wprm-recipe")], title: [.class("wprm-recipe-name")],
               ingredients: [.class("wprm-recipe-ingredients-container")],
               groups: [.class("wprm-recipe-ingredient-group-name")], instructions: [.class("wprm-recipe-instructions-container")],
               skip: [.class("wprm-unit-conversion-container"), .class("wprm-recipe-instruction-group-name")],
               yield: [.class("wprm-recipe-servings"), .class("wprm-recipe-servings-unit")],
               totalTime: [.class("wprm-recipe-total-time-container")], image: [.class("wprm-recipe-image")]),
        Plugin(name: "Tasty Recipes", root: [.class("tasty-recipes")], title: [.class("tasty-recipes-title")],
               ingredients: [.class("tasty-recipes-ingredients")], instructions: [.class("tasty-recipes-instructions")],
               skip: [.class("tasty-recipes-units-scale-container"), .class("tasty-recipes-scale-container"),
                      .class("tasty-recipes-ingredients-header"), .class("tasty-recipes-instructions-header")],
               yield: [.class("tasty-recipes-yield")], totalTime: [.class("tasty-recipes-total-time")], image: [.class("tasty-recipes-image")]),
        Plugin(name: "Create by Mediavine", root: [.class("mv-create-card")], title: [.class("mv-create-title")],
               ingredients: [.class("mv-create-ingredients")], instructions: [.class("mv-create-instructions")],
               yield: [.class("mv-create-yield")], totalTime: [.class("mv-create-time-total")], image: [.class("mv-create-image")]),
        Plugin(name: "WP Ultimate Recipe", root: [.class("wpurp-container")], title: [.class("wpurp-recipe-title")],
               ingredients: [.class("wpurp-recipe-ingredients")], groups: [.class("wpurp-recipe-ingredient-group")],
               instructions: [.class("wpurp-recipe-instructions")],
               yield: [.class("wpurp-recipe-servings"), .class("wpurp-recipe-servings-type")], image: [.class("wpurp-recipe-image")]),
        Plugin(name: "ZipList", root: [.id("zlrecipe-container"), .class("zlrecipe-container-border")], title: [.id("zlrecipe-title")],
               ingredients: [.id("zlrecipe-ingredients-list")], groups: [.class("ingredient-label")],
               instructions: [.id("zlrecipe-instructions-list")], yield: [.id("zlrecipe-yield")], totalTime: [.id("zlrecipe-total-time")]),
        Plugin(name: "Zip Recipes", root: [.class("zrdn-recipe-container")], title: [.class("zrdn-recipe-title")],
               ingredients: [.class("zrdn-ingredients-list")], groups: [.class("zrdn-subtitle")],
               instructions: [.class("zrdn-instructions-list")], yield: [.class("zrdn-yield")], totalTime: [.class("zrdn-total-time")],
               image: [.class("zrdn-recipe-image")]),
        Plugin(name: "EasyRecipe", root: [.class("easyrecipe")], title: [.class("ERName"), .class("ERSName")],
               ingredients: [.class("ERIngredients"), .class("ERSIngredients")], groups: [.class("ERSeparator"), .class("ERSSeparator")],
               instructions: [.class("ERInstructions"), .class("ERSInstructions")], yield: [.class("yield")]),
        Plugin(name: "Cooked", root: nil, ingredients: [.class("cooked-recipe-ingredients")], groups: [.class("cooked-heading")],
               instructions: [.class("cooked-recipe-directions")], skip: [.class("cooked-direction-number")],
               yield: [.inside("cooked-servings", element: "a")], totalTime: [.class("cooked-total-time")]),
        Plugin(name: "WPZOOM Recipe Card", root: [.class("wp-block-wpzoom-recipe-card-block-recipe-card")],
               title: [.class("recipe-card-title")], ingredients: [.class("recipe-card-ingredients")],
               groups: [.class("ingredient-item-group")], instructions: [.class("recipe-card-directions")],
               image: [.class("recipe-card-image")]),
        Plugin(name: "Meal Planner Pro", root: [.id("mpprecipe-container"), .class("mpprecipe-container-border")],
               title: [.id("mpprecipe-title")], ingredients: [.id("mpprecipe-ingredients-list")], groups: [.class("ingredient-label")],
               instructions: [.id("mpprecipe-instructions-list")], yield: [.id("mpprecipe-yield")], totalTime: [.id("mpprecipe-total-time")]),
        Plugin(name: "Yumprint Recipe Card", root: [.class("blog-yumprint-recipe")], title: [.class("blog-yumprint-recipe-title")],
               ingredients: [.class("blog-yumprint-ingredient-section")], groups: [.class("blog-yumprint-subheader")],
               instructions: [.class("blog-yumprint-method-section")]),
        Plugin(name: "Simple Recipe Pro", root: [.class("simple-recipe-pro")], title: [.class("simple-recipe-pro-recipe-title")],
               ingredients: [.class("simple-recipe-pro-ingredients")], groups: [.class("simple-recipe-pro-ingredient-group")],
               instructions: [.class("simple-recipe-pro-instructions")], yield: [.class("simple-recipe-pro-servings")],
               totalTime: [.class("simple-recipe-pro-total-time")]),
    ]

    /// Whether an element is what `selector` names (classes compared without case, as plugins
    /// changed theirs over the years).
    static func matches(_ node: Int, _ selector: Selector, _ tree: PageTree, tokens: [Substring]) -> Bool {
        switch selector {
        case .class(let name), .inside(let name, _): tokens.contains { $0.caseInsensitiveCompare(name) == .orderedSame }
        case .id(let id): tree.attribute(node, "id") == id
        }
    }

    /// The parts of a card, found in one pass over it: for each of `parts` (named by key), the
    /// outermost elements one of its selectors names, in order; for `.inside`, the element of
    /// that name within.
    static func find(_ parts: [(key: String, selectors: [Selector])], under root: Int, _ tree: PageTree) -> [String: [Int]] {
        var found: [String: [Int]] = [:]
        var insideUntil: [String: Int] = [:]
        let hasID = parts.contains { $0.selectors.contains { if case .id = $0 { true } else { false } } }
        for node in root..<tree.ends[root] where tree.isElement(node) {
            let tokens = tree.classTokens(node)
            guard !tokens.isEmpty || hasID else { continue }
            for part in parts where node >= insideUntil[part.key, default: 0] {
                guard let selector = part.selectors.first(where: { matches(node, $0, tree, tokens: tokens) }) else { continue }
                insideUntil[part.key] = tree.ends[node]
                if case .inside(_, let element) = selector {
                    if let inner = (node..<tree.ends[node]).first(where: { tree.names[$0] == element }) { found[part.key, default: []].append(inner) }
                } else {
                    found[part.key, default: []].append(node)
                }
            }
        }
        return found
    }

    /// Cards' classes and ids, each with its plugin, and the parts of cards that have none.
    static let rootClasses: [String: Int] = index(\.root, classes: true)
    static let rootIDs: [String: Int] = index(\.root, classes: false)
    static let partClasses: [String: Int] = index({ $0.root == nil ? $0.ingredients + $0.instructions : nil }, classes: true)

    private static func index(_ selectors: (Plugin) -> [Selector]?, classes: Bool) -> [String: Int] {
        var index: [String: Int] = [:]
        for (number, plugin) in plugins.enumerated() {
            for selector in selectors(plugin) ?? [] {
                switch selector {
                case .class(let name) where classes: index[name] = number
                case .id(let id) where !classes: index[id] = number
                default: continue
                }
            }
        }
        return index
    }

    /// Every card on the page, in order, found in one pass over its elements.
    static func recipes(in tree: PageTree) -> [RecipeSketch] {
        var sketches: [RecipeSketch] = []
        var rootless: [Int: [Int]] = [:]
        var node = 0
        while node < tree.count {
            guard tree.isElement(node) else {
                node += 1
                continue
            }
            var plugin: Int?
            if !tree.classNames[node].isEmpty {
                let tokens = tree.classTokens(node)
                plugin = tokens.lazy.compactMap { rootClasses[String($0)] }.first
                if plugin == nil, let part = tokens.lazy.compactMap({ partClasses[String($0)] }).first { rootless[part, default: []].append(node) }
            }
            if plugin == nil, let id = tree.attribute(node, "id") { plugin = rootIDs[id] }
            if let plugin {
                sketches.append(recipe(plugins[plugin], at: node, in: tree))
                node = tree.ends[node]
            } else {
                node += 1
            }
        }
        // A plugin without a card: its lists' nearest common element is one.
        for (number, parts) in rootless.sorted(by: { $0.key < $1.key }) {
            let plugin = plugins[number]
            let tokens = { (node: Int) in tree.classTokens(node) }
            let ingredients = parts.first { node in plugin.ingredients.contains { matches(node, $0, tree, tokens: tokens(node)) } }
            let instructions = parts.first { node in plugin.instructions.contains { matches(node, $0, tree, tokens: tokens(node)) } }
            if let ingredients, let instructions {
                sketches.append(recipe(plugin, at: tree.commonAncestor(ingredients, instructions), in: tree))
            }
        }
        return sketches
    }

    static func recipe(_ plugin: Plugin, at root: Int, in tree: PageTree) -> RecipeSketch {
        var sketch = RecipeSketch()
        let lines = tree.lines(of: root)
        var parts: [(key: String, selectors: [Selector])] = [
            ("title", plugin.title), ("ingredients", plugin.ingredients), ("groups", plugin.groups),
            ("instructions", plugin.instructions), ("skip", plugin.skip), ("total", plugin.totalTime), ("image", plugin.image),
        ]
        parts += plugin.yield.enumerated().map { (key: "yield\($0.offset)", selectors: [$0.element]) }
        let found = find(parts.filter { !$0.selectors.isEmpty }, under: root, tree)
        let inSkipped = tree.within(found["skip"] ?? []), inGroup = tree.within(found["groups"] ?? [])
        func isSkipped(_ line: TextLine) -> Bool { inSkipped(line.node) }
        func isGroup(_ line: TextLine) -> Bool { inGroup(line.node) }

        if let title = found["title"]?.first { sketch.name = tree.text(of: title) }
        // The ingredients: the lines of the lists, and of the group headings between them.
        let lists = found["ingredients"] ?? []
        if let first = lists.first, let last = lists.last {
            let inLists = tree.within(lists)
            let region = lines.filter { line in
                line.node >= first && line.node < tree.ends[last] && !isSkipped(line) && (inLists(line.node) || isGroup(line))
            }
            sketch.ingredients = RecipeLines.ingredients(region, isGroup: isGroup)
        }
        let inMethods = tree.within(found["instructions"] ?? [])
        let methodLines = lines.filter { inMethods($0.node) }
        sketch.steps = RecipeLines.steps(methodLines, skip: isSkipped)
        let yieldParts = plugin.yield.indices.compactMap { found["yield\($0)"]?.first }.map { tree.text(of: $0) }.filter { !$0.isEmpty }
        if !yieldParts.isEmpty { sketch.yield = PageWords.yieldValue(yieldParts.joined(separator: " ")) }
        if let total = found["total"]?.first { sketch.totalMinutes = Microformats.durationMinutes(total, tree) }
        if sketch.yield == nil || sketch.totalMinutes == nil {
            let facts = PageFacts.facts(in: root, lines: lines.filter { !isSkipped($0) }, tree: tree)
            sketch.yield = sketch.yield ?? facts.yield
            sketch.totalMinutes = sketch.totalMinutes ?? facts.totalMinutes
        }
        if let image = found["image"]?.first { sketch.image = PageFacts.imageAddress(image, tree) }
        return sketch
    }
}

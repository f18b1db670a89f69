import Foundation

/// A page's recipes read from its own structure, where it has no schema.org Recipe: from its
/// microformats, then its RDFa, then a recipe plugin's card, then its headings, the first way
/// that finds a recipe winning. Each way makes schema.org Recipe nodes, read by the rules every
/// JSON-LD recipe obeys. A recipe needs a name, an ingredient list and a method: with less, or
/// on a shop's product page, nothing is read and the page is refused, never guessed at.
enum PageStructure {
    static func recipes(in html: String, types: [String]) -> (nodes: [JSONValue], source: RecipePage.Source)? {
        let tree = PageTree(html)
        guard !isShop(tree, types: types) else { return nil }
        let boilerplate = PageFacts.boilerplate(in: tree)
        let ways: [(RecipePage.Source, () -> [RecipeSketch])] = [
            (.microformats, { Microformats.recipes(in: tree) }),
            (.rdfa, { RDFa.recipes(in: tree) }),
            (.plugin, { RecipePlugins.recipes(in: tree) }),
            (.headings, { HeadingReader.recipe(in: tree, boilerplate: boilerplate).map { [$0] } ?? [] }),
        ]
        for (source, read) in ways {
            let sketches = read().compactMap { sketch -> RecipeSketch? in
                var sketch = sketch
                if sketch.name?.isEmpty ?? true { sketch.name = PageFacts.mainHeading(in: tree, outside: boilerplate) }
                return sketch.isRecipe ? sketch : nil
            }
            if !sketches.isEmpty { return (sketches.map(\.node), source) }
        }
        return nil
    }

    /// A shop's product page: Open Graph's product type, a schema.org Product, an h-product, or
    /// a price beside a button that puts it in a basket. Its "Ingredients" are a label's.
    static func isShop(_ tree: PageTree, types: [String]) -> Bool {
        if let type = PageFacts.openGraph("og:type", in: tree)?.lowercased(), type.hasPrefix("product") || type.hasSuffix(":product") {
            return true
        }
        if types.contains(where: { ["product", "productgroup", "offer"].contains(RDFa.term($0[...]).lowercased()) }) { return true }
        var basket = false, price = false
        for node in 0..<tree.count where tree.isElement(node) {
            if !tree.classNames[node].isEmpty {
                for token in tree.classTokens(node) {
                    let lowered = token.lowercased()
                    if lowered == "h-product" || lowered == "hproduct" { return true }
                    if basketClasses.contains(where: { lowered.contains($0) }) { basket = true }
                    if lowered.contains("price") { price = true }
                }
            }
            if tree.names[node] == "button" || tree.names[node] == "input" {
                let words = PageWords.folded((tree.attribute(node, "value") ?? "")
                    + (node + 1 < tree.ends[node] && !tree.isElement(node + 1) ? tree.rawText(node + 1) : ""))
                if basketWords.contains(where: { words.contains($0) }) { basket = true }
            }
            if basket && price { return true }
        }
        return false
    }

    static let basketClasses = ["add-to-cart", "add_to_cart", "addtocart", "add-to-basket", "add_to_basket", "addtobasket"]
    static let basketWords = ["add to basket", "add to cart", "add to bag", "in den warenkorb", "ajouter au panier",
                              "anadir al carrito", "anadir a la cesta", "in winkelwagen", "aggiungi al carrello"]
}

import Foundation

/// What a page states about a recipe beside its lists: the yield and total time it labels
/// ("Yield: 4 servings", a label element beside its value), its pictures, its main heading.
enum PageFacts {
    /// The yield and total time the lines from `start` to `end` (nodes) state with labels: in a
    /// line ("Makes: 8 slices · Total time: 1 hour"), or a label element beside its value in a
    /// small element of its own ("<span>Yield</span><p>4</p><span>servings</span>").
    static func facts(in root: Int, lines: [TextLine], tree: PageTree) -> (yield: String?, totalMinutes: Int?) {
        facts(in: root..<tree.ends[root], lines: lines, tree: tree)
    }

    static func facts(in range: Range<Int>, lines: [TextLine], tree: PageTree) -> (yield: String?, totalMinutes: Int?) {
        var yield: String?
        var minutes: Int?
        for line in lines where range.contains(line.node) && line.text.count <= 150 {
            let facts = PageWords.labelledFacts(in: line.text)
            yield = yield ?? facts.yield
            minutes = minutes ?? facts.totalMinutes
            if yield != nil && minutes != nil { return (yield, minutes) }
        }
        var node = range.lowerBound
        while node < range.upperBound, yield == nil || minutes == nil {
            // Labels are small: an element of a few nodes whose whole text is one.
            defer { node += 1 }
            guard tree.isElement(node), !tree.unseen[node], tree.ends[node] - node <= 6 else { continue }
            let text = tree.text(of: node)
            guard text.count <= 30, let label = PageWords.label(text), label != .other else { continue }
            let parent = tree.parents[node]
            guard parent >= 0, tree.ends[parent] - parent <= 80 else { continue }
            let facts = PageWords.labelledFacts(in: tree.text(of: parent))
            yield = yield ?? facts.yield
            minutes = minutes ?? facts.totalMinutes
        }
        return (yield, minutes)
    }

    /// The address of a picture: an image's (lazy-loading ones name it in a data attribute), a
    /// link's, a meta tag's, or the first image inside.
    static func imageAddress(_ node: Int, _ tree: PageTree) -> String? {
        for inner in node..<tree.ends[node] where tree.isElement(inner) {
            switch tree.names[inner] {
            case "img", "amp-img", "source":
                if let address = tree.attribute(inner, "data-src") ?? tree.attribute(inner, "data-lazy-src") ?? tree.attribute(inner, "src"),
                   !address.hasPrefix("data:") { return address }
            case "a", "link":
                if inner == node, let address = tree.attribute(inner, "href") { return address }
            case "meta":
                if let address = tree.attribute(inner, "content") { return address }
            default:
                continue
            }
        }
        return nil
    }

    /// A `<meta property="og:…">` of the page's head.
    static func openGraph(_ property: String, in tree: PageTree) -> String? {
        for node in 0..<tree.count where tree.names[node] == "meta" {
            if tree.attribute(node, "property")?.lowercased() == property || tree.attribute(node, "name")?.lowercased() == property {
                return tree.attribute(node, "content").map(PageTree.collapsed)
            }
        }
        return nil
    }

    /// The page's main heading: its first `<h1>` outside what surrounds the content, else its
    /// Open Graph title, else its title without the site's name.
    static func mainHeading(in tree: PageTree, outside boilerplate: [Bool]) -> String? {
        for node in 0..<tree.count where tree.names[node] == "h1" && !boilerplate[node] && !tree.unseen[node] && !isSiteTitle(node, tree) {
            let text = tree.text(of: node)
            if !text.isEmpty { return text }
        }
        if let title = openGraph("og:title", in: tree), !title.isEmpty { return title }
        return title(of: tree)
    }

    /// A heading in the site's banner: the blog's name, not the recipe's.
    static func isSiteTitle(_ node: Int, _ tree: PageTree) -> Bool {
        tree.ancestor(of: node) { element in
            if tree.attribute(element, "role")?.lowercased() == "banner" { return true }
            let tokens = tree.classTokens(element).map { $0.lowercased() } + [tree.attribute(element, "id")?.lowercased() ?? ""]
            return tokens.contains { bannerTokens.contains($0) }
        } != nil
    }

    static let bannerTokens: Set<String> = ["header", "site-header", "masthead", "site-branding", "branding", "site-title", "blog-title",
                                            "logo", "titlewrapper", "site-name", "navbar-brand", "site-logo"]

    /// The `<title>`, without the site's name after a separator ("Soup | My Blog").
    static func title(of tree: PageTree) -> String? {
        guard let node = tree.first(named: "title"), node + 1 < tree.ends[node], !tree.isElement(node + 1) else { return nil }
        var title = PageTree.collapsed(tree.rawText(node + 1))
        for separator in [" | ", " – ", " — ", " - ", " · ", " :: "] {
            if let range = title.range(of: separator, options: .backwards) { title = String(title[..<range.lowerBound]) }
        }
        return title.isEmpty ? nil : title
    }

    /// What surrounds a page's content and is none of it: navigation, sidebars, footers,
    /// comments, related posts, cookie notices. One flag a node, read in one pass.
    static func boilerplate(in tree: PageTree) -> [Bool] {
        var flags = Array(repeating: false, count: tree.count)
        for node in 0..<tree.count {
            let parent = tree.parents[node]
            if parent >= 0, flags[parent] {
                flags[node] = true
                continue
            }
            guard tree.isElement(node) else { continue }
            if ["nav", "aside", "footer"].contains(tree.names[node]) {
                flags[node] = true
                continue
            }
            if let role = tree.attribute(node, "role")?.lowercased(), ["navigation", "complementary", "contentinfo", "banner"].contains(role) {
                flags[node] = true
                continue
            }
            let tokens = tree.classTokens(node) + (tree.attribute(node, "id").map { [Substring($0)] } ?? [])
            flags[node] = tokens.contains { token in
                let lowered = token.lowercased()
                return boilerplateNames.contains(lowered) || boilerplatePrefixes.contains { lowered.hasPrefix($0) }
            }
        }
        return flags
    }

    static let boilerplateNames: Set<String> = ["related", "share", "newsletter", "menu", "nav", "widget-area"]
    static let boilerplatePrefixes = ["comment", "sidebar", "breadcrumb", "cookie", "related-", "share-", "sharedaddy", "social-share",
                                      "newsletter-signup", "newsletter-form", "newsletter-box", "enews", "site-footer", "navbar",
                                      "more-from", "cmplz", "cn-notice"]
}

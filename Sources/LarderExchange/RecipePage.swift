import Foundation
import LarderModel

/// A web page read for the recipes it carries, as Mealie and Tandoor users paste a link: first
/// every `application/ld+json` block (a Recipe alone, in arrays, in `@graph`, as a page's
/// `mainEntity`, its type in any case or in a list), then, only where none holds a recipe,
/// schema.org microdata (`itemtype="…/Recipe"` with `itemprop`s), and only where neither does,
/// the page's own structure (`PageStructure`: microformats, RDFa, a recipe plugin's card, its
/// headings). A page with none of these is refused, naming what it holds instead; an empty
/// recipe is never made.
public enum RecipePage {
    /// A recipe read from a page, with the address of its main image, to be fetched.
    public struct Found: Sendable, Equatable {
        public var recipe: ImportedRecipe
        public var imageURL: String?
        /// The schema.org Recipe node it was read from: the page's own, or the one its structure made.
        var node: JSONValue = .null
    }

    /// Which of the page's sources the recipes came from.
    public enum Source: String, Sendable, CaseIterable, Codable {
        case jsonLD = "JSON-LD"
        case microdata = "microdata"
        case microformats = "microformats"
        case rdfa = "RDFa"
        case plugin = "a recipe plugin's markup"
        case headings = "the page's headings and lists"

        /// Read from the page's own structure rather than its schema.org data: the household
        /// should check the recipe against the page.
        public var isPageStructure: Bool {
            self != .jsonLD && self != .microdata
        }
    }

    /// The recipes of the page at `url` (its address resolves relative image links and is the
    /// recipes' source when they name none).
    public static func recipes(in html: String, url: URL?) throws(ImportError) -> (recipes: [Found], source: Source) {
        let document = Document(html)
        var found: [(node: JSONValue, source: Source)] = document.jsonLD.flatMap { json in
            SchemaOrgRecipe.recipeNodes(in: json).map { ($0.node, Source.jsonLD) }
        }
        if found.isEmpty {
            found = document.microdataItems.flatMap { SchemaOrgRecipe.recipeNodes(in: $0) }.map { ($0.node, .microdata) }
        }
        if found.isEmpty, let structure = PageStructure.recipes(in: html, types: document.types) {
            found = structure.nodes.map { ($0, structure.source) }
        }
        guard let source = found.first?.source else {
            throw ImportError(path: "$", document.noRecipe)
        }
        let recipes = try SchemaOrgRecipe.recipes(in: .array(found.map(\.node)))
        return (zip(recipes, found).map { recipe, node in
            var recipe = recipe
            if recipe.draft.sourceURL == nil, let url, ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
                recipe.draft.sourceURL = url.absoluteString
            }
            if node.source.isPageStructure { recipe.pageStructure = node.source }
            return Found(recipe: recipe, imageURL: imageURL(of: node.node, base: url), node: node.node)
        }, source)
    }

    /// The recipe's main image: `image` as a string, a list (the first), or an ImageObject.
    static func imageURL(of node: JSONValue, base: URL?) -> String? {
        func address(_ value: JSONValue?) -> String? {
            switch value {
            case .string(let text)?: return text
            case .array(let elements)?: return elements.lazy.compactMap { address($0) }.first
            case .object?: return address(value?["url"]) ?? address(value?["contentUrl"]) ?? address(value?["@id"])
            default: return nil
            }
        }
        guard let text = address(node["image"])?.trimmed, !text.isEmpty,
              let resolved = URL(string: text, relativeTo: base)?.absoluteURL,
              ["http", "https"].contains(resolved.scheme?.lowercased() ?? "") else { return nil }
        return resolved.absoluteString
    }

    // MARK: - Text

    /// The page's bytes as text, in the charset its `Content-Type` names, else the one its
    /// `<meta>` names, else UTF-8 (and Windows-1252 when it is not valid UTF-8, as browsers do).
    public static func text(of data: Data, contentType: String?) -> String {
        if let declared = contentType.flatMap({ charset(in: $0) }) ?? metaCharset(in: data), let encoding = encoding(named: declared),
           let text = String(data: data, encoding: encoding) {
            return text
        }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .windowsCP1252) ?? String(decoding: data, as: UTF8.self)
    }

    /// `charset=…` of a content type or a meta tag's `content`.
    static func charset(in text: String) -> String? {
        guard let range = text.range(of: "charset=", options: .caseInsensitive) else { return nil }
        let value = text[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\"' "))
        let name = value.prefix { !";\"' ,>".contains($0) }
        return name.isEmpty ? nil : String(name)
    }

    /// The charset a page's head declares: `<meta charset="…">` or the http-equiv form, looked
    /// for in its first 4 KB as browsers do, read as ASCII.
    static func metaCharset(in data: Data) -> String? {
        let head = String(decoding: data.prefix(4096).map { $0 < 128 ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        var scanner = HTMLScanner(head)
        while let token = scanner.next() {
            guard case .start("meta", _, let attributes, _) = token else { continue }
            if let charset = attributes["charset"] { return charset.trimmed }
            if attributes["http-equiv"]?.lowercased() == "content-type", let content = attributes["content"] { return charset(in: content) }
        }
        return nil
    }

    /// The encodings pages declare; ISO-8859-1 is read as Windows-1252, as browsers do.
    static func encoding(named name: String) -> String.Encoding? {
        switch name.lowercased() {
        case "utf-8", "utf8": return .utf8
        case "windows-1252", "cp1252", "iso-8859-1", "iso8859-1", "latin1", "latin-1", "us-ascii", "ascii": return .windowsCP1252
        case "iso-8859-2", "latin2": return .isoLatin2
        case "utf-16", "utf-16le": return .utf16LittleEndian
        case "utf-16be": return .utf16BigEndian
        case "shift_jis", "shift-jis", "sjis": return .shiftJIS
        case "euc-jp": return .japaneseEUC
        default: return nil
        }
    }

    // MARK: - The document

    /// What the reader needs of a page: its JSON-LD blocks, its microdata items as schema.org
    /// JSON, and enough of the rest to say what it is when it holds no recipe.
    struct Document {
        /// The page's JSON-LD blocks that parse.
        var jsonLD: [JSONValue] = []
        var microdataItems: [JSONValue] = []
        var title = ""
        /// The types of the JSON-LD nodes and microdata items found, for "it holds an Article".
        var types: [String] = []

        init(_ html: String) {
            var scanner = HTMLScanner(html)
            var open = OpenElements()
            /// The raw element whose body comes next: a script (JSON-LD or not), a style, the title.
            var raw: (name: String, isJSONLD: Bool)?
            while let token = scanner.next() {
                switch token {
                case .start(let name, let traits, let attributes, let selfClosing):
                    // A block's edge parts the text a property gathers, as a browser shows it.
                    if traits.contains(.breaksLine) { open.collect("\n\n") }
                    if traits.contains(.rawText) && !selfClosing {
                        raw = (name, name == "script" && attributes["type"]?.trimmed.lowercased().hasPrefix("application/ld+json") == true)
                        continue
                    }
                    let element = Element(name: name, traits: traits, microdata: .of(name: name, attributes: attributes))
                    // Past the deepest nesting a real page has, elements are taken as empty, so
                    // that no search of the open elements grows with the page.
                    if selfClosing || traits.contains(.void) || open.elements.count >= Self.maximumDepth {
                        close(element, into: &open)
                        continue
                    }
                    // A new item of a list closes the last one left open: <li>a<li>b.
                    if traits.contains(.closesItsKind), let index = open.lastIndex(named: name),
                       !open.elements[(index + 1)...].contains(where: { !$0.traits.contains(.closesItsKind) && $0.traits.contains(.container) }) {
                        closeAll(from: index, of: &open)
                    }
                    open.push(element)
                case .end(let name, let traits):
                    if raw?.name == name { raw = nil; continue }
                    if traits.contains(.breaksLine) { open.collect("\n\n") }
                    if let index = open.lastIndex(named: name) { closeAll(from: index, of: &open) }
                case .text(let range):
                    if let raw {
                        if raw.isJSONLD, let json = try? JSONValue.parse(Data(Self.withoutWrapping(scanner.text(range)).utf8)) {
                            jsonLD.append(json)
                            types += Self.types(in: json)
                        }
                        if raw.name == "title" && title.isEmpty { title = HTMLText.decodingEntities(scanner.text(range)) }
                        continue
                    }
                    // Most of a page's text is in no property: it is passed over untouched.
                    if open.wantsText && !range.isEmpty {
                        open.collect(HTMLText.collapsingWhitespace(HTMLText.decodingEntities(scanner.text(range))))
                    }
                }
            }
            closeAll(from: 0, of: &open)
        }

        /// The elements still open, and how many of them gather text.
        struct OpenElements {
            var elements: [Element] = []
            var collectors = 0

            mutating func push(_ element: Element) {
                elements.append(element)
                if element.collectsText { collectors += 1 }
            }

            /// The innermost open element of this name. A loop of its own, not `lastIndex(where:)`,
            /// whose closure would copy each element it looks at.
            func lastIndex(named name: String) -> Int? {
                var index = elements.count - 1
                while index >= 0 {
                    if elements[index].name == name { return index }
                    index -= 1
                }
                return nil
            }

            /// The innermost open item.
            var lastItem: Element? {
                var index = elements.count - 1
                while index >= 0 {
                    if elements[index].isItem { return elements[index] }
                    index -= 1
                }
                return nil
            }

            mutating func pop() -> Element? {
                guard let element = elements.popLast() else { return nil }
                if element.collectsText { collectors -= 1 }
                return element
            }

            /// Whether an open property still gathers text: none is, or each has its fill.
            var wantsText: Bool {
                collectors > 0 && elements.contains { $0.microdata?.wantsText == true }
            }

            /// Text for the open properties that gather it, each up to its limit.
            func collect(_ text: String) {
                guard collectors > 0 else { return }
                for element in elements where element.microdata?.wantsText == true {
                    element.microdata?.text += text
                }
            }
        }

        /// Ends the open elements from `index` up, innermost first.
        private mutating func closeAll(from index: Int, of open: inout OpenElements) {
            while open.elements.count > index, let element = open.pop() { close(element, into: &open) }
        }

        /// Some sites wrap JSON-LD in an HTML comment or CDATA.
        static func withoutWrapping(_ text: String) -> String {
            var body = text.trimmed
            for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("//<![CDATA[", "//]]>")] where body.hasPrefix(open) && body.hasSuffix(close) {
                body = String(body.dropFirst(open.count).dropLast(close.count)).trimmed
            }
            return body
        }

        static func types(in json: JSONValue) -> [String] {
            switch json {
            case .array(let elements): return elements.flatMap(types)
            case .object(let members):
                let own = (members["@type"]?.elements ?? []).compactMap(\.string)
                return own + (members["@graph"].map(types) ?? [])
            default: return []
            }
        }

        /// Why the page gave no recipe: what it holds instead.
        var noRecipe: ImportProblem {
            let kinds = types.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            let shown = HTMLText.plainText(title, multiline: false)
            return .noRecipeOnPage(otherKinds: Array(kinds.prefix(6)), noSchemaData: jsonLD.isEmpty && microdataItems.isEmpty,
                                   title: shown.isEmpty ? nil : String(shown.prefix(120)))
        }

        // MARK: Microdata

        /// An element still open.
        struct Element {
            var name: String
            var traits: ElementTraits
            /// What microdata reads of it; nil for the many elements that are neither an item nor
            /// a property, which then cost the reader no more than their name.
            var microdata: Microdata?

            var isItem: Bool { microdata?.isItem ?? false }
            var collectsText: Bool { microdata?.collectsText ?? false }
        }

        /// An element that is an item (`itemscope`) or a property (`itemprop`). A class, because
        /// its properties and text grow while it is open, in place rather than in copies.
        final class Microdata {
            let name: String
            let attributes: Attributes
            let isItem: Bool
            /// Its `itemprop` as written: a name, or several parted by spaces.
            let itemprop: String
            /// Its `itemprop` names at least one property.
            let isProperty: Bool
            var properties: [String: [JSONValue]] = [:]
            var text = ""

            private init(name: String, attributes: Attributes, isItem: Bool, itemprop: String, isProperty: Bool) {
                self.name = name
                self.attributes = attributes
                self.isItem = isItem
                self.itemprop = itemprop
                self.isProperty = isProperty
            }

            /// What microdata reads of an element, if it is an item or a property (checked
            /// before anything is allocated: most elements are neither).
            static func of(name: String, attributes: Attributes) -> Microdata? {
                guard !attributes.isEmpty else { return nil }
                let isItem = attributes["itemscope"] != nil
                let itemprop = attributes["itemprop"] ?? ""
                let isProperty = itemprop.utf8.contains { !HTMLText.isSpace($0) }
                guard isItem || isProperty else { return nil }
                return Microdata(name: name, attributes: attributes, isItem: isItem, itemprop: itemprop, isProperty: isProperty)
            }

            /// Each name in its `itemprop`; the usual single name without splitting it into an array.
            func forEachPropertyName(_ body: (String) -> Void) {
                guard itemprop.utf8.contains(where: HTMLText.isSpace) else { return body(itemprop) }
                for name in itemprop.utf8.split(whereSeparator: HTMLText.isSpace) { body(String(decoding: name, as: UTF8.self)) }
            }

            /// Whether its value may be its text: a property that is no item. Only those gather
            /// the text inside them, so the page's text is not copied into every element around it.
            var collectsText: Bool { !isItem && isProperty }
            var wantsText: Bool { collectsText && text.utf8.count < Document.maximumText }

            /// Its value as a property: an item, an attribute (links, images, meta, times) or its text.
            var value: JSONValue {
                if isItem {
                    // (mapValues would allocate even for the many items without properties.)
                    var members = properties.isEmpty ? [:] : properties.mapValues { $0.count == 1 ? $0[0] : JSONValue.array($0) }
                    if let type = attributes["itemtype"]?.split(whereSeparator: \.isWhitespace).first {
                        members["@type"] = .string(type.split(separator: "/").last.map(String.init) ?? String(type))
                    }
                    return .object(members)
                }
                let attribute: StaticString? = switch name {
                case "meta": "content"
                case "audio", "embed", "iframe", "img", "source", "track", "video": "src"
                case "a", "area", "link": "href"
                case "object": "data"
                case "data", "meter": "value"
                case "time": "datetime"
                default: nil
                }
                if let attribute, let value = attributes[attribute] ?? attributes["content"] { return .string(value) }
                // `content` overrides the text of any element (a common shortcut).
                return .string(attributes["content"] ?? text)
            }
        }

        /// An element ends: its value goes to the item it belongs to (the nearest open item
        /// above it), or, when it is an item of its own that belongs to none, to the page.
        private mutating func close(_ element: Element, into open: inout OpenElements) {
            guard let microdata = element.microdata else { return }
            // An item that is no one's property is a top-level item, wherever it sits.
            if microdata.isItem && !microdata.isProperty {
                let item = microdata.value
                microdataItems.append(item)
                types += Self.types(in: item)
                return
            }
            guard microdata.isProperty, let owner = open.lastItem?.microdata else { return }
            let value = microdata.value
            microdata.forEachPropertyName { owner.properties[$0, default: []].append(value) }
        }

        static let maximumDepth = 256
        /// The most text a property gathers: far more than any recipe's, and a bound on what
        /// nested properties copy of a hostile page.
        static let maximumText = 100_000

    }
}

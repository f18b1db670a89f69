import Foundation
import LarderFetch

/// Recipes brought in from recipe sites, as Mealie and Tandoor users paste a link: the page
/// fetched through the safe fetcher (or a page saved from a browser), read for its recipes, and
/// each recipe's main picture fetched the same way to become its photo.
public struct PageImporter: Sendable {
    public let fetcher: SafeFetcher

    public init(fetcher: SafeFetcher) {
        self.fetcher = fetcher
    }

    /// What `Accept` asks for when the picture is fetched.
    static let pictureTypes = "image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8"

    /// The recipes of the page at `address`, with their pictures' bytes; any problem is an
    /// ImportError whose path is the address, in words a person can act on.
    public func read(_ address: String) async throws(ImportError) -> ImportPayload {
        let url = try Self.url(address)
        let page: Fetched
        do throws(FetchError) {
            page = try await fetcher.fetch(url)
        } catch {
            throw ImportError(path: address, .couldNotFetch(error))
        }
        if let type = page.contentType?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces).lowercased(),
           !(type.contains("html") || type.contains("xml") || type.hasPrefix("text/")) {
            throw ImportError(path: address, .notAWebPage(type: String(type.prefix(80))))
        }
        do {
            return try await read(page: page.body, contentType: page.contentType, url: page.url, isTruncated: page.isTruncated)
        } catch {
            throw ImportError([.init(path: address, error)])
        }
    }

    /// A page's recipes from its bytes: fetched, or saved from a browser (`url` is then the one
    /// its recipes name, if any, and their pictures are fetched only from absolute addresses).
    public func read(page: Data, contentType: String?, url: URL?, isTruncated: Bool = false) async throws(ImportError) -> ImportPayload {
        let html = RecipePage.text(of: page, contentType: contentType)
        let found: [RecipePage.Found]
        do {
            found = try RecipePage.recipes(in: html, url: url).recipes
        } catch {
            guard isTruncated else { throw error }
            let limit = fetcher.policy.maximumBytes / 1_048_576
            throw ImportError(path: "$", .truncated(error.said, megabytes: limit))
        }
        var recipes: [ImportedRecipe] = []
        for item in found {
            var recipe = item.recipe
            if let picture = item.imageURL.flatMap(URL.init(string:)),
               let bytes = try? await fetcher.fetch(picture, accept: Self.pictureTypes).body {
                recipe.photo = PhotoSource(path: picture.absoluteString, bytes: bytes)
            }
            recipes.append(recipe)
        }
        return ImportPayload(recipes: recipes, format: .webPage)
    }

    /// An address as a person pastes it: "www.example.com/soup" gains its https.
    public static func url(_ address: String) throws(ImportError) -> URL {
        let text = address.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= 2000 else { throw ImportError(path: address, .notAWebAddress) }
        let withScheme = text.contains("://") ? text : "https://" + text
        guard let url = URL(string: withScheme), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
              let host = url.host, !host.isEmpty, !text.contains(where: \.isWhitespace),
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw ImportError(path: address, .notAWebAddressScheme)
        }
        return url
    }
}

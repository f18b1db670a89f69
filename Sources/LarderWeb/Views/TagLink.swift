import Foundation
import LarderModel

/// A tag as pages show it: its name, linking to the recipes that carry it.
struct TagLink: Sendable, Encodable {
    var name: String
    var url: String

    init(_ tag: Tag) {
        name = tag.name
        var components = URLComponents()
        components.path = "/recipes"
        components.queryItems = [URLQueryItem(name: "tag", value: tag.name)]
        url = components.string ?? "/recipes"
    }
}

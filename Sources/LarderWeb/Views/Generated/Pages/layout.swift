// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/layout.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func layout(page: PageChrome, into out: inout HTMLWriter, title: ((inout HTMLWriter) -> Void)? = nil, head: ((inout HTMLWriter) -> Void)? = nil, content: ((inout HTMLWriter) -> Void)? = nil) {
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        if let title {
            title(&out)
        } else {
            out.escaped(page.title)
        }
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"apple-touch-icon\" href=\"/icons/apple-touch-icon.png\">\n<link rel=\"manifest\" href=\"/manifest.webmanifest\">\n")
        if let offlineKey = page.offlineKey {
            out.text("<meta name=\"larder-person\" content=\"")
            out.escaped(offlineKey)
            out.text("\">\n")
        }
        out.text("<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/offline.js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n")
        if let head {
            head(&out)
        }
        out.text("\n</head>\n<body>\n<a class=\"skip-link\" href=\"#main\">")
        out.escaped(page.t.layout.skipLink)
        out.text("</a>\n")
        Partials.header(page: page, into: &out)
        out.text("<main id=\"main\" class=\"wrap\" tabindex=\"-1\">\n")
        Partials.flashes(page: page, into: &out)
        if let content {
            content(&out)
        }
        out.text("\n</main>\n")
        Partials.footer(page: page, into: &out)
        out.text("</body>\n</html>\n")
    }
}

// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/offline.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension OfflineController.OfflinePage: CompiledPage {
    static let template = "offline"

    func render(into out: inout HTMLWriter) {
        out.text("<!doctype html>\n<html lang=\"")
        out.escaped(self.page.t.language.rawValue)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"theme-color\" content=\"#f7f5f0\" media=\"(prefers-color-scheme: light)\">\n<meta name=\"theme-color\" content=\"#141311\" media=\"(prefers-color-scheme: dark)\">\n<title>")
        out.escaped(self.page.title)
        out.text(" · Larder</title>\n<link rel=\"icon\" href=\"/icons/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"manifest\" href=\"/manifest.webmanifest\">\n<link rel=\"stylesheet\" href=\"/css/larder.css\">\n<script src=\"/js/strings/")
        out.escaped(self.page.t.language.rawValue)
        out.text(".js\" defer></script>\n<script src=\"/js/offline.js\" defer></script>\n<script src=\"/js/larder.js\" defer></script>\n</head>\n<body>\n<header class=\"site-header\">\n<div class=\"wrap header-bar\">\n<a class=\"brand\" href=\"/\"><img src=\"/icons/favicon.svg\" alt=\"\" width=\"28\" height=\"28\"><span>Larder</span></a>\n</div>\n</header>\n<main id=\"main\" class=\"wrap offline-page\" tabindex=\"-1\" data-offline-page>\n<h1>")
        out.escaped(self.page.t.offline.title)
        out.text("</h1>\n<p class=\"lead\">")
        out.escaped(self.page.t.offline.lead)
        out.text("</p>\n<section class=\"card\">\n<h2>")
        out.escaped(self.page.t.offline.keptHere)
        out.text("</h2>\n<ul class=\"offline-kept\" data-kept-pages>\n<li><a href=\"/shopping\">")
        out.escaped(self.page.t.offline.shoppingList)
        out.text("</a></li>\n<li><a href=\"/plan\">")
        out.escaped(self.page.t.offline.week)
        out.text("</a></li>\n</ul>\n<h3>")
        out.escaped(self.page.t.offline.recipes)
        out.text("</h3>\n<ul class=\"offline-kept\" data-kept-recipes>\n<li class=\"muted\" data-kept-none>")
        out.escaped(self.page.t.offline.noRecipes)
        out.text("</li>\n</ul>\n</section>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"\" data-try-again>")
        out.escaped(self.page.t.offline.tryAgain)
        out.text("</a></p>\n</main>\n</body>\n</html>\n")
    }
}

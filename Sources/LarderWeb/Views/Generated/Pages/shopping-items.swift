// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/shopping-items.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ShoppingController.ItemsFragment: CompiledPage {
    static let template = "shopping-items"

    func render(into out: inout HTMLWriter) {
        let tickedHintHTML = out.escapedOnce(self.page.t.shopping.tickedHint)
        let untickedHintHTML = out.escapedOnce(self.page.t.shopping.untickedHint)
        let removeHTML = out.escapedOnce(self.page.t.common.remove)
        out.text("<div class=\"shopping-items\" data-shopping-items data-version=\"")
        out.integer(self.items.version)
        out.text("\">\n")
        if self.items.hasItems {
            out.text("<p class=\"result-summary\" role=\"status\" data-remaining=\"")
            out.escaped(self.items.remainingPattern)
            out.text("\" data-all-in-basket=\"")
            out.escaped(self.items.allInBasket)
            out.text("\">")
            out.escaped(self.items.remainingLabel)
            out.text("</p>\n")
        }
        if let staplesNote = self.items.staplesNote {
            out.text("<p class=\"staples-note\">")
            out.escaped(staplesNote)
            out.text(" <a href=\"")
            out.escaped(self.items.staplesToggleURL)
            out.text("#list\">")
            if self.items.showsStaples {
                out.escaped(self.page.t.shopping.leaveThemOff)
            }
            if !self.items.showsStaples {
                out.escaped(self.page.t.shopping.showThem)
            }
            out.text("</a></p>\n")
        }
        if self.items.hasItems {
            for aisle in self.items.aisles {
                out.text("<section class=\"aisle\">\n<h3 class=\"aisle-title\">")
                out.escaped(aisle.name)
                out.text("</h3>\n<ul class=\"shopping-list\">\n")
                for item in aisle.items {
                    let textHTML = out.escapedOnce(item.text)
                    out.text("<li class=\"shopping-item")
                    if item.isTicked {
                        out.text(" shopping-item--ticked")
                    }
                    out.text("\">\n<form method=\"post\" action=\"")
                    out.escaped(item.tickAction)
                    out.text("\" data-shopping-action>\n")
                    Partials.csrf(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"ticked\" value=\"")
                    if item.isTicked {
                        out.text("no")
                    }
                    if !item.isTicked {
                        out.text("yes")
                    }
                    out.text("\">\n<button type=\"submit\" class=\"tick\" aria-pressed=\"")
                    if item.isTicked {
                        out.text("true")
                    }
                    if !item.isTicked {
                        out.text("false")
                    }
                    out.text("\"><span class=\"tick-box\" aria-hidden=\"true\">")
                    if item.isTicked {
                        out.text("✓")
                    }
                    out.text("</span><span class=\"tick-text\">")
                    out.write(textHTML)
                    out.text("</span><span class=\"visually-hidden\">")
                    if item.isTicked {
                        out.text(" ")
                        out.write(tickedHintHTML)
                    }
                    if !item.isTicked {
                        out.text(" ")
                        out.write(untickedHintHTML)
                    }
                    out.text("</span></button>\n</form>\n")
                    if item.isManual {
                        out.text("<form method=\"post\" action=\"")
                        out.escaped(item.removeAction)
                        out.text("\" data-shopping-action>\n")
                        Partials.csrf(page: self.page, into: &out)
                        out.text("<button type=\"submit\" class=\"link-button\">")
                        out.write(removeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(textHTML)
                        out.text("</span></button>\n</form>\n")
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
        }
        if !self.items.hasItems {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(self.page.t.shopping.listEmpty)
            out.text("</h2>\n<p>")
            out.escaped(self.page.t.shopping.listEmptyHelp)
            out.text("</p>\n</section>\n")
        }
        out.text("</div>\n")
    }
}

extension Partials {
    static func shoppingItems(items: ShoppingController.Items, page: PageChrome, into out: inout HTMLWriter) {
        let tickedHintHTML = out.escapedOnce(page.t.shopping.tickedHint)
        let untickedHintHTML = out.escapedOnce(page.t.shopping.untickedHint)
        let removeHTML = out.escapedOnce(page.t.common.remove)
        out.text("<div class=\"shopping-items\" data-shopping-items data-version=\"")
        out.integer(items.version)
        out.text("\">\n")
        if items.hasItems {
            out.text("<p class=\"result-summary\" role=\"status\" data-remaining=\"")
            out.escaped(items.remainingPattern)
            out.text("\" data-all-in-basket=\"")
            out.escaped(items.allInBasket)
            out.text("\">")
            out.escaped(items.remainingLabel)
            out.text("</p>\n")
        }
        if let staplesNote = items.staplesNote {
            out.text("<p class=\"staples-note\">")
            out.escaped(staplesNote)
            out.text(" <a href=\"")
            out.escaped(items.staplesToggleURL)
            out.text("#list\">")
            if items.showsStaples {
                out.escaped(page.t.shopping.leaveThemOff)
            }
            if !items.showsStaples {
                out.escaped(page.t.shopping.showThem)
            }
            out.text("</a></p>\n")
        }
        if items.hasItems {
            for aisle in items.aisles {
                out.text("<section class=\"aisle\">\n<h3 class=\"aisle-title\">")
                out.escaped(aisle.name)
                out.text("</h3>\n<ul class=\"shopping-list\">\n")
                for item in aisle.items {
                    let textHTML = out.escapedOnce(item.text)
                    out.text("<li class=\"shopping-item")
                    if item.isTicked {
                        out.text(" shopping-item--ticked")
                    }
                    out.text("\">\n<form method=\"post\" action=\"")
                    out.escaped(item.tickAction)
                    out.text("\" data-shopping-action>\n")
                    Partials.csrf(page: page, into: &out)
                    out.text("<input type=\"hidden\" name=\"ticked\" value=\"")
                    if item.isTicked {
                        out.text("no")
                    }
                    if !item.isTicked {
                        out.text("yes")
                    }
                    out.text("\">\n<button type=\"submit\" class=\"tick\" aria-pressed=\"")
                    if item.isTicked {
                        out.text("true")
                    }
                    if !item.isTicked {
                        out.text("false")
                    }
                    out.text("\"><span class=\"tick-box\" aria-hidden=\"true\">")
                    if item.isTicked {
                        out.text("✓")
                    }
                    out.text("</span><span class=\"tick-text\">")
                    out.write(textHTML)
                    out.text("</span><span class=\"visually-hidden\">")
                    if item.isTicked {
                        out.text(" ")
                        out.write(tickedHintHTML)
                    }
                    if !item.isTicked {
                        out.text(" ")
                        out.write(untickedHintHTML)
                    }
                    out.text("</span></button>\n</form>\n")
                    if item.isManual {
                        out.text("<form method=\"post\" action=\"")
                        out.escaped(item.removeAction)
                        out.text("\" data-shopping-action>\n")
                        Partials.csrf(page: page, into: &out)
                        out.text("<button type=\"submit\" class=\"link-button\">")
                        out.write(removeHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(textHTML)
                        out.text("</span></button>\n</form>\n")
                    }
                    out.text("</li>\n")
                }
                out.text("</ul>\n</section>\n")
            }
        }
        if !items.hasItems {
            out.text("<section class=\"empty-state card\">\n<h2>")
            out.escaped(page.t.shopping.listEmpty)
            out.text("</h2>\n<p>")
            out.escaped(page.t.shopping.listEmptyHelp)
            out.text("</p>\n</section>\n")
        }
        out.text("</div>\n")
    }
}

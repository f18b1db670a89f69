// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/confirm-delete.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ConfirmDeletePage: CompiledPage {
    static let template = "confirm-delete"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            title: { out in
                out.escaped(self.heading)
            },
            content: { out in
                out.text("<div class=\"narrow\">\n<h1>")
                out.escaped(self.heading)
                out.text("</h1>\n<p class=\"item-name\">")
                out.escaped(self.itemName)
                out.text("</p>\n")
                if self.hasBlockers {
                    out.text("<div class=\"notice notice--warning\" role=\"alert\">\n<h2>")
                    out.escaped(self.page.t.confirmDelete.blockedHeading)
                    out.text("</h2>\n<ul>\n")
                    for blocker in self.blockers {
                        out.text("<li>")
                        out.escaped(blocker.label)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n</div>\n<p class=\"actions\"><a class=\"button button--primary\" href=\"")
                    out.escaped(self.cancelURL)
                    out.text("\">")
                    out.escaped(self.page.t.confirmDelete.goBack)
                    out.text("</a></p>\n")
                }
                if !self.hasBlockers {
                    out.text("<div class=\"consequences\">\n")
                    if !self.effects.isEmpty {
                        out.text("<section class=\"card card--danger\">\n<h2>")
                        out.escaped(self.page.t.confirmDelete.deletedHeading)
                        out.text("</h2>\n<ul>\n")
                        for effect in self.effects {
                            out.text("<li>")
                            out.escaped(effect.label)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n</section>\n")
                    }
                    if !self.keeps.isEmpty {
                        out.text("<section class=\"card\">\n<h2>")
                        out.escaped(self.page.t.confirmDelete.staysHeading)
                        out.text("</h2>\n<ul>\n")
                        for keep in self.keeps {
                            out.text("<li>")
                            out.escaped(keep.label)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n</section>\n")
                    }
                    out.text("</div>\n<p>")
                    if let undoNote = self.undoNote {
                        out.escaped(undoNote)
                    }
                    if self.undoNote == nil {
                        out.escaped(self.page.t.confirmDelete.cannotUndo)
                    }
                    out.text("</p>\n<form class=\"actions\" method=\"post\" action=\"")
                    out.escaped(self.action)
                    out.text("\">\n")
                    Partials.csrf(page: self.page, into: &out)
                    if self.actsOnHousehold {
                        Partials.householdField(page: self.page, into: &out)
                    }
                    out.text("\n<button type=\"submit\" class=\"button button--danger\">")
                    out.escaped(self.buttonLabel)
                    out.text("</button>\n<a class=\"button\" href=\"")
                    out.escaped(self.cancelURL)
                    out.text("\">")
                    out.escaped(self.page.t.common.cancel)
                    out.text("</a>\n</form>\n")
                }
                out.text("</div>\n")
            })
    }
}

// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-history.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RevisionController.HistoryPage: CompiledPage {
    static let template = "recipe-history"

    func render(into out: inout HTMLWriter) {
        let versionColumnHTML = out.escapedOnce(self.page.t.history.versionColumn)
        let currentBadgeHTML = out.escapedOnce(self.page.t.history.currentBadge)
        let savedColumnHTML = out.escapedOnce(self.page.t.history.savedColumn)
        let changesColumnHTML = out.escapedOnce(self.page.t.history.changesColumn)
        let compareFromLabelHTML = out.escapedOnce(self.page.t.history.compareFromLabel)
        let compareToLabelHTML = out.escapedOnce(self.page.t.history.compareToLabel)
        let restoreButtonHTML = out.escapedOnce(self.page.t.history.restoreButton)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<p class=\"back-link\"><a href=\"")
                out.escaped(self.recipeURL)
                out.text("\">← ")
                out.escaped(self.recipeName)
                out.text("</a></p>\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"lead\">")
                out.escaped(self.page.t.history.historyLead)
                out.text("</p>\n<form id=\"compare-versions\" method=\"get\" action=\"")
                out.escaped(self.compareURL)
                out.text("\"></form>\n<div class=\"table-scroll\">\n<table class=\"versions\">\n<thead><tr><th scope=\"col\">")
                out.write(versionColumnHTML)
                out.text("</th><th scope=\"col\">")
                out.write(savedColumnHTML)
                out.text("</th><th scope=\"col\">")
                out.write(changesColumnHTML)
                out.text("</th>")
                if self.hasEarlier {
                    out.text("<th scope=\"col\">")
                    out.escaped(self.page.t.history.fromColumn)
                    out.text("</th><th scope=\"col\">")
                    out.escaped(self.page.t.history.toColumn)
                    out.text("</th><th scope=\"col\"><span class=\"visually-hidden\">")
                    out.escaped(self.page.t.history.restoreColumn)
                    out.text("</span></th>")
                }
                out.text("</tr></thead>\n<tbody>\n")
                for version in self.versions {
                    out.text("<tr")
                    if version.isCurrent {
                        out.text(" class=\"versions-current\"")
                    }
                    out.text(">\n<th scope=\"row\" data-label=\"")
                    out.write(versionColumnHTML)
                    out.text("\">")
                    out.integer(version.number)
                    if version.isCurrent {
                        out.text(" <span class=\"badge\">")
                        out.write(currentBadgeHTML)
                        out.text("</span>")
                    }
                    out.text("</th>\n<td data-label=\"")
                    out.write(savedColumnHTML)
                    out.text("\">")
                    out.escaped(version.saved)
                    out.text("</td>\n<td data-label=\"")
                    out.write(changesColumnHTML)
                    out.text("\">")
                    out.escaped(version.summary)
                    out.text("</td>\n")
                    if self.hasEarlier {
                        out.text("<td data-label=\"")
                        out.write(compareFromLabelHTML)
                        out.text("\"><input type=\"radio\" form=\"compare-versions\" name=\"from\" value=\"")
                        out.integer(version.number)
                        out.text("\"")
                        if version.isFrom {
                            out.text(" checked")
                        }
                        out.text(" aria-label=\"")
                        out.escaped(version.compareFromName)
                        out.text("\"></td>\n<td data-label=\"")
                        out.write(compareToLabelHTML)
                        out.text("\"><input type=\"radio\" form=\"compare-versions\" name=\"to\" value=\"")
                        out.integer(version.number)
                        out.text("\"")
                        if version.isTo {
                            out.text(" checked")
                        }
                        out.text(" aria-label=\"")
                        out.escaped(version.compareToName)
                        out.text("\"></td>\n<td>")
                        if let restoreURL = version.restoreURL {
                            out.text("<form method=\"post\" action=\"")
                            out.escaped(restoreURL)
                            out.text("\">")
                            Partials.csrf(page: self.page, into: &out)
                            out.text("<input type=\"hidden\" name=\"seen\" value=\"")
                            out.integer(self.currentVersion)
                            out.text("\"><button type=\"submit\" class=\"button button--small\">")
                            out.write(restoreButtonHTML)
                            out.text("<span class=\"visually-hidden\"> ")
                            out.escaped(version.restoreHidden)
                            out.text("</span></button></form>")
                        }
                        out.text("</td>\n")
                    }
                    out.text("</tr>\n")
                }
                out.text("</tbody>\n</table>\n</div>\n")
                if self.hasEarlier {
                    out.text("<p class=\"actions\"><button type=\"submit\" form=\"compare-versions\" class=\"button button--primary\">")
                    out.escaped(self.page.t.history.compareButton)
                    out.text("</button></p>\n")
                }
                if !self.hasEarlier {
                    out.text("<p class=\"muted\">")
                    out.escaped(self.page.t.history.noEarlier)
                    out.text("</p>\n")
                }
            })
    }
}

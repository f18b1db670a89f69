// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/comparison.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func comparison(page: PageChrome, beforeTitle: String, afterTitle: String, parts: [ComparisonView.Row], into out: inout HTMLWriter) {
        let beforeTitleHTML = out.escapedOnce(beforeTitle)
        let afterTitleHTML = out.escapedOnce(afterTitle)
        out.text("<table class=\"conflict-table\">\n<thead><tr><th scope=\"col\">")
        out.escaped(page.t.history.partColumn)
        out.text("</th><th scope=\"col\">")
        out.write(beforeTitleHTML)
        out.text("</th><th scope=\"col\">")
        out.write(afterTitleHTML)
        out.text("</th></tr></thead>\n<tbody>\n")
        for part in parts {
            out.text("<tr><th scope=\"row\">")
            out.escaped(part.label)
            out.text("</th>\n<td class=\"conflict-text\" data-label=\"")
            out.write(beforeTitleHTML)
            out.text("\">")
            for beforeItem in part.before {
                let textHTML = out.escapedOnce(beforeItem.text)
                out.text("<p>")
                if beforeItem.isChanged {
                    out.text("<mark>")
                    out.write(textHTML)
                    out.text("</mark>")
                }
                if !beforeItem.isChanged {
                    out.write(textHTML)
                }
                out.text("</p>")
            }
            out.text("</td>\n<td class=\"conflict-text\" data-label=\"")
            out.write(afterTitleHTML)
            out.text("\">")
            for afterItem in part.after {
                let textHTML2 = out.escapedOnce(afterItem.text)
                out.text("<p>")
                if afterItem.isChanged {
                    out.text("<mark>")
                    out.write(textHTML2)
                    out.text("</mark>")
                }
                if !afterItem.isChanged {
                    out.write(textHTML2)
                }
                out.text("</p>")
            }
            out.text("</td></tr>\n")
        }
        out.text("</tbody>\n</table>\n")
    }
}

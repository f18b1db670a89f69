// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/flashes.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func flashes(page: PageChrome, into out: inout HTMLWriter) {
        let undoHTML = out.escapedOnce(page.t.layout.undo)
        if !page.flashes.isEmpty {
            out.text("<div class=\"flashes\">\n")
            for flashe in page.flashes {
                let messageHTML = out.escapedOnce(flashe.message)
                if flashe.isError {
                    out.text("<p class=\"flash flash--error\" role=\"alert\">")
                    out.write(messageHTML)
                    out.text("</p>\n")
                }
                if !flashe.isError {
                    if let undoURL = flashe.undoURL {
                        out.text("<form class=\"flash flash--undo\" method=\"post\" action=\"")
                        out.escaped(undoURL)
                        out.text("\" role=\"status\">\n")
                        Partials.csrf(page: page, into: &out)
                        out.text("<span>")
                        out.write(messageHTML)
                        out.text("</span> <button type=\"submit\" class=\"button button--small\">")
                        out.write(undoHTML)
                        out.text("</button>\n</form>\n")
                    }
                    if flashe.undoURL == nil {
                        out.text("<p class=\"flash\" role=\"status\">")
                        out.write(messageHTML)
                        out.text("</p>\n")
                    }
                }
            }
            out.text("</div>\n")
        }
    }
}

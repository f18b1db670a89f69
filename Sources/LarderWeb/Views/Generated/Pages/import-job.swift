// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/import-job.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ImportController.JobPage: CompiledPage {
    static let template = "import-job"

    func render(into out: inout HTMLWriter) {
        let stateWaitingHTML = out.escapedOnce(self.page.t.importing.stateWaiting)
        let stateImportedHTML = out.escapedOnce(self.page.t.importing.stateImported)
        let stateFailedHTML = out.escapedOnce(self.page.t.importing.stateFailed)
        Partials.layout(
            page: self.page, into: &out,
            head: { out in
                if !self.isFinished {
                    out.text("<noscript><meta http-equiv=\"refresh\" content=\"3\"></noscript>")
                }
            },
            content: { out in
                out.text("<div")
                if !self.isFinished {
                    out.text(" data-follow")
                }
                out.text(" data-follow-region>\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<section class=\"card job\" aria-labelledby=\"job-progress-title\">\n<h2 id=\"job-progress-title\" class=\"visually-hidden\">")
                out.escaped(self.page.t.importing.progress)
                out.text("</h2>\n<progress class=\"job-progress\" max=\"")
                out.integer(self.total)
                out.text("\" value=\"")
                out.integer(self.done)
                out.text("\" aria-label=\"")
                out.escaped(self.page.t.importing.addressesDone)
                out.text("\">")
                out.escaped(self.progressText)
                out.text("</progress>\n<p class=\"job-counts\" role=\"status\"><strong>")
                out.integer(self.imported)
                out.text("</strong> ")
                out.escaped(self.page.t.importing.importedCount)
                out.text(" · <strong>")
                out.integer(self.failed)
                out.text("</strong> ")
                out.escaped(self.page.t.importing.failedCount)
                out.text(" · <strong>")
                out.integer(self.remaining)
                out.text("</strong> ")
                out.escaped(self.toGo)
                out.text("</p>\n")
                if !self.isFinished {
                    out.text("<p class=\"hint\">")
                    out.escaped(self.page.t.importing.followHint)
                    out.text("</p>")
                }
                out.text("\n")
                if self.isFinished {
                    out.text("<p class=\"actions\"><a class=\"button button--primary\" href=\"/recipes\">")
                    out.escaped(self.page.t.importing.seeRecipes)
                    out.text("</a> <a class=\"button\" href=\"/import\">")
                    out.escaped(self.page.t.importing.importMore)
                    out.text("</a></p>")
                }
                out.text("\n</section>\n<ol class=\"job-items\">\n")
                for item in self.items {
                    out.text("<li class=\"job-item job-item--")
                    out.escaped(item.state)
                    out.text("\">\n<span class=\"job-state\">")
                    if item.isPending {
                        out.write(stateWaitingHTML)
                    }
                    if item.isImported {
                        out.write(stateImportedHTML)
                    }
                    if item.isFailed {
                        out.write(stateFailedHTML)
                    }
                    out.text("</span>\n<span class=\"job-detail\">\n")
                    if let recipeURL = item.recipeURL {
                        out.text("<a href=\"")
                        out.escaped(recipeURL)
                        out.text("\">")
                        if let recipeName = item.recipeName {
                            out.escaped(recipeName)
                        }
                        out.text("</a>")
                    }
                    if item.recipeURL == nil {
                        if let recipeName2 = item.recipeName {
                            out.escaped(recipeName2)
                        }
                    }
                    out.text("\n<span class=\"job-url\">")
                    out.escaped(item.url)
                    out.text("</span>\n<span class=\"job-message\">")
                    out.escaped(item.message)
                    out.text("</span>\n</span>\n</li>\n")
                }
                out.text("</ol>\n</div>\n")
            })
    }
}

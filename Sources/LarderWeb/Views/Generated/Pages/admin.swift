// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/admin.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension AdminController.AdminPage: CompiledPage {
    static let template = "admin"

    func render(into out: inout HTMLWriter) {
        let notAppliedHTML = out.escapedOnce(self.page.t.admin.notApplied)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n<p class=\"notice notice--privacy\">")
                out.escaped(self.page.t.admin.privacy)
                out.text("</p>\n<section class=\"section\" aria-labelledby=\"totals-title\">\n<h2 id=\"totals-title\">")
                out.escaped(self.page.t.admin.totalsTitle)
                out.text("</h2>\n<dl class=\"stats\">\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.households)
                out.text("</dt><dd>")
                out.escaped(self.totals.households)
                out.text("</dd></div>\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.users)
                out.text("</dt><dd>")
                out.escaped(self.totals.users)
                out.text("</dd></div>\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.recipes)
                out.text("</dt><dd>")
                out.escaped(self.totals.recipes)
                out.text("</dd></div>\n</dl>\n</section>\n<section class=\"section\" aria-labelledby=\"pool-title\">\n<h2 id=\"pool-title\">")
                out.escaped(self.page.t.admin.poolTitle)
                out.text("</h2>\n<dl class=\"stats\">\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.poolOpen)
                out.text("</dt><dd>")
                out.integer(self.pool.open)
                out.text("</dd></div>\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.poolIdle)
                out.text("</dt><dd>")
                out.integer(self.pool.idle)
                out.text("</dd></div>\n<div class=\"card\"><dt>")
                out.escaped(self.page.t.admin.poolWaiting)
                out.text("</dt><dd>")
                out.integer(self.pool.waiting)
                out.text("</dd></div>\n</dl>\n</section>\n<section class=\"section\" aria-labelledby=\"reset-title\">\n<h2 id=\"reset-title\">")
                out.escaped(self.page.t.admin.resetTitle)
                out.text("</h2>\n<p class=\"hint\">")
                out.escaped(self.page.t.admin.resetHint)
                out.text("</p>\n")
                if let issuedLink = self.issuedLink {
                    out.text("<div class=\"card reset-link\" role=\"status\">\n<p>")
                    out.escaped(self.page.t.admin.resetLinkFor)
                    out.text(" <strong>")
                    out.escaped(issuedLink.email)
                    out.text("</strong>, ")
                    out.escaped(issuedLink.validUntil)
                    out.text("</p>\n<p><input class=\"invite-url\" id=\"reset-url\" type=\"text\" value=\"")
                    out.escaped(issuedLink.url)
                    out.text("\" readonly aria-label=\"")
                    out.escaped(self.page.t.admin.resetLinkLabel)
                    out.text("\"> <button type=\"button\" class=\"button button--small\" data-copy=\"reset-url\" hidden>")
                    out.escaped(self.page.t.admin.copyLink)
                    out.text("</button></p>\n<p class=\"visually-hidden\" role=\"status\" data-copy-status></p>\n</div>\n")
                }
                out.text("<form class=\"card form form--inline\" method=\"post\" action=\"/admin/password-reset\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                Partials.textField(
                    hasErrors: self.resetEmail.hasErrors, name: self.resetEmail.name, value: self.resetEmail.value, errorID: self.resetEmail.errorID, errors: self.resetEmail.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.admin.accountEmail)
                    },
                    type: { out in
                        out.text("email")
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"off\" required")
                    })
                out.text("\n<div class=\"form-actions\"><button type=\"submit\" class=\"button\">")
                out.escaped(self.page.t.admin.makeResetLink)
                out.text("</button></div>\n</form>\n</section>\n<section class=\"section\" aria-labelledby=\"stages-title\">\n<h2 id=\"stages-title\">")
                out.escaped(self.page.t.admin.migrationsTitle)
                out.text("</h2>\n<p class=\"hint\">")
                out.escaped(self.page.t.admin.migrationsHint)
                out.text(" <code>")
                out.escaped(self.migrateCommand)
                out.text("</code> (")
                out.escaped(self.page.t.admin.migrationsSee)
                out.text(" <code>")
                out.escaped(self.statusCommand)
                out.text("</code>).</p>\n<div class=\"table-wrap\" role=\"region\" aria-labelledby=\"stages-title\" tabindex=\"0\">\n<table class=\"table\">\n<thead>\n<tr><th scope=\"col\">")
                out.escaped(self.page.t.admin.version)
                out.text("</th><th scope=\"col\">")
                out.escaped(self.page.t.common.name)
                out.text("</th><th scope=\"col\">")
                out.escaped(self.page.t.admin.kind)
                out.text("</th><th scope=\"col\">")
                out.escaped(self.page.t.admin.state)
                out.text("</th><th scope=\"col\">")
                out.escaped(self.page.t.admin.applied)
                out.text("</th><th scope=\"col\">")
                out.escaped(self.page.t.admin.checksum)
                out.text("</th></tr>\n</thead>\n<tbody>\n")
                for stage in self.stages {
                    out.text("<tr>\n<td>")
                    out.integer(stage.version)
                    out.text("</td>\n<td>")
                    out.escaped(stage.name)
                    out.text("</td>\n<td>")
                    out.escaped(stage.kind)
                    out.text("</td>\n<td><span class=\"tag")
                    if stage.isApplied {
                        out.text(" tag--active")
                    }
                    if stage.isPending {
                        out.text(" tag--pending")
                    }
                    if stage.isChanged {
                        out.text(" tag--danger")
                    }
                    out.text("\">")
                    out.escaped(stage.stateLabel)
                    out.text("</span></td>\n<td>")
                    if !stage.appliedAt.isEmpty {
                        out.escaped(stage.appliedAt)
                    }
                    if stage.appliedAt.isEmpty {
                        out.text("<span aria-hidden=\"true\">—</span><span class=\"visually-hidden\">")
                        out.write(notAppliedHTML)
                        out.text("</span>")
                    }
                    out.text("</td>\n<td><code class=\"checksum\">")
                    out.escaped(stage.checksum)
                    out.text("</code></td>\n</tr>\n")
                }
                out.text("</tbody>\n</table>\n</div>\n</section>\n")
            })
    }
}

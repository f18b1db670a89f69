// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/import.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension ImportController.ImportPage: CompiledPage {
    static let template = "import"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                if let result = self.result {
                    out.text("<section class=\"notice notice--success\" role=\"status\" aria-labelledby=\"import-result-title\">\n<h2 id=\"import-result-title\">")
                    out.escaped(result.summary)
                    out.text("</h2>\n")
                    if !result.created.isEmpty {
                        out.text("<ul class=\"link-list\">\n")
                        for createdItem in result.created {
                            out.text("<li><a href=\"")
                            out.escaped(createdItem.url)
                            out.text("\">")
                            out.escaped(createdItem.name)
                            out.text("</a></li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    if !result.notes.isEmpty {
                        out.text("<ul class=\"notes\">\n")
                        for note in result.notes {
                            out.text("<li>")
                            out.escaped(note)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    out.text("</section>\n")
                }
                if let alreadyThere = self.alreadyThere {
                    out.text("<section class=\"notice notice--warning\" aria-labelledby=\"already-title\">\n<h2 id=\"already-title\">")
                    out.escaped(self.page.t.importing.alreadyTitle)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.importing.pageHolds)
                    out.text(" <strong>")
                    out.escaped(alreadyThere.found)
                    out.text("</strong>")
                    out.escaped(self.page.t.importing.householdHas)
                    out.text("</p>\n<ul class=\"link-list\">\n")
                    for existingItem in alreadyThere.existing {
                        out.text("<li><a href=\"")
                        out.escaped(existingItem.url)
                        out.text("\">")
                        out.escaped(existingItem.name)
                        out.text("</a></li>\n")
                    }
                    out.text("</ul>\n<form method=\"post\" action=\"/import/urls\" class=\"form-actions\">\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"urls\" value=\"")
                    out.escaped(alreadyThere.url)
                    out.text("\">\n")
                    if self.keywordsAsTags {
                        out.text("<input type=\"hidden\" name=\"keywords_as_tags\" value=\"on\">")
                    }
                    out.text("\n")
                    if self.takeSettings {
                        out.text("<input type=\"hidden\" name=\"take_settings\" value=\"on\">")
                    }
                    out.text("\n<button type=\"submit\" name=\"on_conflict\" value=\"skip\" class=\"button button--primary\">")
                    out.escaped(self.page.t.importing.keepMine)
                    out.text("</button>\n<button type=\"submit\" name=\"on_conflict\" value=\"replace\" class=\"button\">")
                    out.escaped(self.page.t.importing.replaceMine)
                    out.text("</button>\n<button type=\"submit\" name=\"on_conflict\" value=\"rename\" class=\"button\">")
                    out.escaped(self.page.t.importing.keepBoth)
                    out.text("</button>\n</form>\n</section>\n")
                }
                if let review = self.review {
                    out.text("<section class=\"notice notice--warning\" aria-labelledby=\"review-title\">\n<h2 id=\"review-title\">")
                    out.escaped(review.title)
                    out.text("</h2>\n")
                    if review.choosesGroup {
                        out.text("<p>")
                        out.escaped(self.page.t.importing.chooseGroup)
                        out.text("</p>\n")
                    }
                    if !review.unreadable.isEmpty {
                        out.text("<p>")
                        out.escaped(self.page.t.importing.unreadableIntro)
                        out.text("</p>\n<ul class=\"issues\">\n")
                        for unreadableItem in review.unreadable {
                            out.text("<li><code>")
                            out.escaped(unreadableItem.path)
                            out.text("</code> ")
                            out.escaped(unreadableItem.problem)
                            out.text("</li>\n")
                        }
                        out.text("</ul>\n")
                    }
                    out.text("<form method=\"post\" action=\"")
                    out.escaped(review.action)
                    out.text("\" class=\"form\">\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    out.text("<input type=\"hidden\" name=\"on_conflict\" value=\"")
                    out.escaped(review.policy)
                    out.text("\">\n")
                    if self.keywordsAsTags {
                        out.text("<input type=\"hidden\" name=\"keywords_as_tags\" value=\"on\">")
                    }
                    out.text("\n")
                    if self.takeSettings {
                        out.text("<input type=\"hidden\" name=\"take_settings\" value=\"on\">")
                    }
                    out.text("\n")
                    if !review.choosesGroup {
                        if let group = review.group {
                            out.text("<input type=\"hidden\" name=\"group\" value=\"")
                            out.escaped(group)
                            out.text("\">")
                        }
                    }
                    out.text("\n")
                    if review.choosesGroup {
                        out.text("<fieldset class=\"field\">\n<legend>")
                        out.escaped(self.page.t.importing.groupLegend)
                        out.text("</legend>\n")
                        for group2 in review.groups {
                            out.text("<label class=\"radio\"><input type=\"radio\" name=\"group\" value=\"")
                            out.escaped(group2.value)
                            out.text("\"")
                            if group2.selected {
                                out.text(" checked")
                            }
                            out.text("> ")
                            out.escaped(group2.label)
                            out.text("</label>\n")
                        }
                        out.text("</fieldset>\n")
                    }
                    out.text("<div class=\"form-actions\">\n")
                    if review.unreadable.isEmpty {
                        out.text("<button type=\"submit\" name=\"decision\" value=\"read\" class=\"button button--primary\">")
                        out.escaped(self.page.t.importing.continueButton)
                        out.text("</button>\n")
                    }
                    if !review.unreadable.isEmpty {
                        out.text("<button type=\"submit\" name=\"decision\" value=\"import\" class=\"button button--primary\">")
                        out.escaped(review.importOthers)
                        out.text("</button>\n")
                    }
                    out.text("<button type=\"submit\" name=\"decision\" value=\"cancel\" class=\"button\">")
                    out.escaped(self.page.t.importing.cancelAndDelete)
                    out.text("</button>\n</div>\n</form>\n</section>\n")
                }
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                if !self.issues.isEmpty {
                    out.text("<section class=\"notice notice--error\" aria-labelledby=\"import-issues-title\">\n<h2 id=\"import-issues-title\">")
                    out.escaped(self.page.t.importing.problemsTitle)
                    out.text("</h2>\n<p>")
                    out.escaped(self.page.t.importing.fixThese)
                    out.text("</p>\n<ul class=\"issues\">\n")
                    for issue in self.issues {
                        out.text("<li><code>")
                        out.escaped(issue.path)
                        out.text("</code> ")
                        out.escaped(issue.problem)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n</section>\n")
                }
                if !self.deciding {
                    out.text("<div class=\"two-col\">\n<div class=\"stack\">\n<form class=\"card form\" method=\"post\" action=\"/import/urls\">\n<h2>")
                    out.escaped(self.page.t.importing.fromSite)
                    out.text("</h2>\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    Partials.textareaField(
                        hasErrors: self.urls.hasErrors, name: self.urls.name, errorID: self.urls.errorID, value: self.urls.value, errors: self.urls.errors, page: self.page, into: &out,
                        label: { out in
                            out.escaped(self.page.t.importing.addressesLabel)
                        },
                        hint: { out in
                            out.escaped(self.page.t.importing.addressesHint)
                        },
                        attrs: { out in
                            out.text(" rows=\"4\" spellcheck=\"false\" autocomplete=\"off\" placeholder=\"")
                            out.escaped(self.page.t.importing.addressesPlaceholder)
                            out.text("\"")
                        })
                    out.text("\n<fieldset class=\"field\">\n<legend>")
                    out.escaped(self.page.t.importing.urlConflictLegend)
                    out.text("</legend>\n")
                    for urlPolicyOption in self.urlPolicyOptions {
                        out.text("<label class=\"radio\"><input type=\"radio\" name=\"on_conflict\" value=\"")
                        out.escaped(urlPolicyOption.value)
                        out.text("\"")
                        if urlPolicyOption.selected {
                            out.text(" checked")
                        }
                        out.text("> ")
                        out.escaped(urlPolicyOption.label)
                        out.text("</label>\n")
                    }
                    out.text("</fieldset>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"url-keywords\"><input id=\"url-keywords\" type=\"checkbox\" name=\"keywords_as_tags\" value=\"on\"")
                    if self.keywordsAsTags {
                        out.text(" checked")
                    }
                    out.text(" aria-describedby=\"url-keywords-hint\"> ")
                    out.escaped(self.page.t.importing.keywordsAsTags)
                    out.text("</label>\n<p class=\"hint\" id=\"url-keywords-hint\">")
                    out.escaped(self.page.t.importing.keywordsHint)
                    out.text("</p>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.page.t.importing.importFromWeb)
                    out.text("</button>\n</div>\n</form>\n<form class=\"card form\" method=\"post\" action=\"/import\" enctype=\"multipart/form-data\">\n<h2>")
                    out.escaped(self.page.t.importing.fromFile)
                    out.text("</h2>\n")
                    Partials.csrf(page: self.page, into: &out)
                    Partials.householdField(page: self.page, into: &out)
                    out.text("<div class=\"field\">\n<label for=\"import-document\">")
                    out.escaped(self.page.t.importing.uploadLabel)
                    out.text("</label>\n<p class=\"hint\" id=\"import-document-hint\">")
                    out.escaped(self.page.t.importing.uploadHint)
                    out.text(" <code>")
                    out.escaped(self.jsonExtension)
                    out.text("</code> ")
                    out.escaped(self.page.t.importing.uploadHintEnd)
                    out.text("</p>\n<input id=\"import-document\" type=\"file\" name=\"document\" accept=\".json,.zip,.paprikarecipes,.html,.htm,application/json,application/ld+json,application/zip,text/html\" aria-describedby=\"import-document-hint\">\n</div>\n<p class=\"or\"><span>")
                    out.escaped(self.page.t.importing.or)
                    out.text("</span></p>\n<div class=\"field\">\n<label for=\"import-json\">")
                    out.escaped(self.page.t.importing.pasteJSON)
                    out.text("</label>\n<p class=\"hint\" id=\"import-json-hint\">")
                    out.escaped(self.page.t.importing.jsonHint)
                    out.text(" <code>")
                    out.escaped(self.ldJSONType)
                    out.text("</code> ")
                    out.escaped(self.page.t.importing.jsonHintEnd)
                    out.text("</p>\n<textarea id=\"import-json\" name=\"json\" rows=\"6\" spellcheck=\"false\" aria-describedby=\"import-json-hint\">")
                    out.escaped(self.json)
                    out.text("</textarea>\n</div>\n<fieldset class=\"field\">\n<legend>")
                    out.escaped(self.page.t.importing.fileConflictLegend)
                    out.text("</legend>\n")
                    for policyOption in self.policyOptions {
                        out.text("<label class=\"radio\"><input type=\"radio\" name=\"on_conflict\" value=\"")
                        out.escaped(policyOption.value)
                        out.text("\"")
                        if policyOption.selected {
                            out.text(" checked")
                        }
                        out.text("> ")
                        out.escaped(policyOption.label)
                        out.text("</label>\n")
                    }
                    out.text("</fieldset>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"file-keywords\"><input id=\"file-keywords\" type=\"checkbox\" name=\"keywords_as_tags\" value=\"on\"")
                    if self.keywordsAsTags {
                        out.text(" checked")
                    }
                    out.text(" aria-describedby=\"file-keywords-hint\"> ")
                    out.escaped(self.page.t.importing.keywordsAsTags)
                    out.text("</label>\n<p class=\"hint\" id=\"file-keywords-hint\">")
                    out.escaped(self.page.t.importing.keywordsHint)
                    out.text("</p>\n</div>\n<div class=\"field\">\n<label class=\"checkbox\" for=\"file-settings\"><input id=\"file-settings\" type=\"checkbox\" name=\"take_settings\" value=\"on\"")
                    if self.takeSettings {
                        out.text(" checked")
                    }
                    out.text(" aria-describedby=\"file-settings-hint\"> ")
                    out.escaped(self.page.t.importing.takeSettings)
                    out.text("</label>\n<p class=\"hint\" id=\"file-settings-hint\">")
                    out.escaped(self.page.t.importing.takeSettingsHint)
                    out.text("</p>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                    out.escaped(self.page.t.importing.importFile)
                    out.text("</button>\n</div>\n</form>\n</div>\n<aside class=\"card prose\" aria-labelledby=\"formats-title\">\n<h2 id=\"formats-title\">")
                    out.escaped(self.page.t.importing.formatsTitle)
                    out.text("</h2>\n<dl>\n<dt>")
                    out.escaped(self.page.t.importing.siteTerm)
                    out.text("</dt>\n<dd>")
                    out.escaped(self.page.t.importing.siteText)
                    out.text("</dd>\n<dt>")
                    out.escaped(self.page.t.importing.appTerm)
                    out.text("</dt>\n<dd>")
                    out.escaped(self.page.t.importing.appText)
                    out.text(" <code>")
                    out.escaped(self.paprikaExtension)
                    out.text("</code> ")
                    out.escaped(self.page.t.importing.appTextEnd)
                    out.text("</dd>\n<dt>")
                    out.escaped(self.page.t.importing.larderTerm)
                    out.text("</dt>\n<dd>")
                    out.escaped(self.page.t.importing.larderText)
                    out.text("</dd>\n</dl>\n<p>")
                    out.escaped(self.page.t.importing.belongToHousehold)
                    if let activeHousehold = self.page.activeHousehold {
                        out.text(", <strong>")
                        out.escaped(activeHousehold.name)
                        out.text("</strong>")
                    }
                    out.escaped(self.page.t.importing.everyoneSees)
                    out.text("</p>\n<p class=\"hint\">")
                    out.escaped(self.limits)
                    out.text("</p>\n<p class=\"hint\">")
                    out.escaped(self.keptUploads)
                    out.text("</p>\n</aside>\n</div>\n")
                }
            })
    }
}

// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/skills.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension CatalogController.SkillsPage: CompiledPage {
    static let template = "skills"

    func render(into out: inout HTMLWriter) {
        let deleteHTML = out.escapedOnce(self.page.t.common.delete)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<div class=\"page-head\">\n<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n</div>\n<div class=\"two-col two-col--aside-first\">\n<section aria-labelledby=\"skill-list-title\">\n<h2 id=\"skill-list-title\" class=\"visually-hidden\">")
                out.escaped(self.page.t.skills.allSkills)
                out.text("</h2>\n")
                if self.hasSkills {
                    out.text("<ul class=\"catalog\">\n")
                    for skill in self.skills {
                        let nameHTML = out.escapedOnce(skill.name)
                        out.text("<li class=\"catalog-item\">\n<div class=\"catalog-main\">\n<span class=\"thumb thumb--icon\">")
                        Partials.skillIcon(icon: skill.icon, into: &out)
                        out.text("</span>\n<div>\n<h3 class=\"catalog-name\">")
                        out.write(nameHTML)
                        out.text("</h3>\n<p class=\"muted\">")
                        out.escaped(skill.categoryLabel)
                        out.text(" · <a href=\"")
                        out.escaped(skill.recipesURL)
                        out.text("\">")
                        out.escaped(skill.usesLabel)
                        out.text("</a></p>\n</div>\n</div>\n<a class=\"danger-link catalog-action\" href=\"/skills/")
                        out.escaped(skill.id)
                        out.text("/delete\">")
                        out.write(deleteHTML)
                        out.text("<span class=\"visually-hidden\"> ")
                        out.write(nameHTML)
                        out.text("</span></a>\n</li>\n")
                    }
                    out.text("</ul>\n")
                    if let pagination = self.pagination {
                        Partials.pagination(page: self.page, hasPrevious: pagination.hasPrevious, previousURL: pagination.previousURL, label: pagination.label, hasNext: pagination.hasNext, nextURL: pagination.nextURL, into: &out)
                    }
                }
                if !self.hasSkills {
                    out.text("<div class=\"empty-state card\">\n<h3>")
                    out.escaped(self.page.t.skills.noSkills)
                    out.text("</h3>\n<p>")
                    out.escaped(self.page.t.skills.noSkillsHelp)
                    out.text("</p>\n</div>\n")
                }
                out.text("</section>\n<section class=\"card\" aria-labelledby=\"skill-form-title\">\n<h2 id=\"skill-form-title\">")
                out.escaped(self.page.t.skills.formTitle)
                out.text("</h2>\n<form class=\"form\" method=\"post\" action=\"/skills\" novalidate>\n")
                Partials.csrf(page: self.page, into: &out)
                Partials.textField(
                    hasErrors: self.form.name.hasErrors, name: self.form.name.name, value: self.form.name.value, errorID: self.form.name.errorID, errors: self.form.name.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.skills.skillName)
                    },
                    hint: { out in
                        out.escaped(self.page.t.skills.skillNameHint)
                    },
                    attrs: { out in
                        out.text(" required maxlength=\"100\"")
                    })
                out.text("\n<div class=\"field\">\n<label for=\"skill-category\">")
                out.escaped(self.page.t.skills.category)
                out.text("</label>\n<select id=\"skill-category\" name=\"category\">\n")
                for categoryOption in self.categoryOptions {
                    out.text("<option value=\"")
                    out.escaped(categoryOption.value)
                    out.text("\"")
                    if categoryOption.selected {
                        out.text(" selected")
                    }
                    out.text(">")
                    out.escaped(categoryOption.label)
                    out.text("</option>\n")
                }
                out.text("</select>\n</div>\n<div class=\"form-actions\">\n<button type=\"submit\" class=\"button button--primary\">")
                out.escaped(self.page.t.skills.saveSkill)
                out.text("</button>\n</div>\n</form>\n</section>\n</div>\n")
            })
    }
}

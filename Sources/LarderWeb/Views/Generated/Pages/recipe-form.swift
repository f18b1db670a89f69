// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/recipe-form.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension RecipeController.FormPage: CompiledPage {
    static let template = "recipe-form"

    func render(into out: inout HTMLWriter) {
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.page.title)
                out.text("</h1>\n")
                Partials.errorSummary(formErrors: self.formErrors, page: self.page, into: &out)
                if let conflict = self.conflict {
                    out.text("<section class=\"card conflict\" role=\"alert\" aria-labelledby=\"conflict-title\">\n<h2 id=\"conflict-title\">")
                    out.escaped(self.page.t.recipeForm.conflictTitle)
                    out.text("</h2>\n<p>")
                    out.escaped(self.conflictSaved)
                    if let conflictMerged = self.conflictMerged {
                        out.text(" ")
                        out.escaped(conflictMerged)
                    }
                    out.text(" ")
                    out.escaped(self.page.t.recipeForm.conflictParts)
                    out.text("</p>\n")
                    Partials.comparison(page: self.page, beforeTitle: conflict.comparison.beforeTitle, afterTitle: conflict.comparison.afterTitle, parts: conflict.comparison.parts, into: &out)
                    out.text("\n<p class=\"conflict-overwrites\">")
                    out.escaped(self.conflictOverwrites)
                    out.text("</p>\n<p class=\"conflict-choices\"><button type=\"submit\" form=\"recipe-form\" class=\"button button--primary\">")
                    out.escaped(self.page.t.recipeForm.keepMine)
                    out.text("</button>\n<a class=\"button\" href=\"")
                    out.escaped(conflict.discardURL)
                    out.text("\">")
                    out.escaped(self.page.t.recipeForm.takeTheirs)
                    out.text("</a></p>\n<p class=\"hint\">")
                    out.escaped(self.page.t.recipeForm.conflictHint)
                    out.text("</p>\n</section>\n")
                }
                out.text("<form class=\"recipe-form\" id=\"recipe-form\" method=\"post\" action=\"")
                out.escaped(self.action)
                out.text("\" enctype=\"multipart/form-data\" novalidate data-step-editor>\n<button type=\"submit\" class=\"visually-hidden\" tabindex=\"-1\" aria-hidden=\"true\">")
                if self.isNew {
                    out.escaped(self.page.t.recipeForm.createRecipe)
                }
                if !self.isNew {
                    out.escaped(self.page.t.recipeForm.saveChanges)
                }
                out.text("</button>\n")
                Partials.csrf(page: self.page, into: &out)
                out.text("<input type=\"hidden\" name=\"version\" value=\"")
                out.escaped(self.form.version)
                out.text("\">\n<input type=\"hidden\" name=\"base\" value=\"")
                out.escaped(self.form.base)
                out.text("\">\n<fieldset class=\"card\">\n<legend>")
                out.escaped(self.page.t.recipeForm.aboutRecipe)
                out.text("</legend>\n")
                Partials.textField(
                    hasErrors: self.form.name.hasErrors, name: self.form.name.name, value: self.form.name.value, errorID: self.form.name.errorID, errors: self.form.name.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.common.name)
                    },
                    attrs: { out in
                        out.text(" required maxlength=\"200\"")
                    },
                    after: { out in
                        if let nameTakenURL = self.nameTakenURL {
                            out.text("<p class=\"field-extra\"><a href=\"")
                            out.escaped(nameTakenURL)
                            out.text("\">")
                            out.escaped(self.page.t.recipeForm.openExisting)
                            out.text("</a></p>")
                        }
                    })
                out.text("\n")
                Partials.textareaField(
                    hasErrors: self.form.summary.hasErrors, name: self.form.summary.name, errorID: self.form.summary.errorID, value: self.form.summary.value, errors: self.form.summary.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.summary)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.summaryHint)
                    },
                    attrs: { out in
                        out.text(" rows=\"3\"")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.tags.hasErrors, name: self.form.tags.name, value: self.form.tags.value, errorID: self.form.tags.errorID, errors: self.form.tags.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.tagsOptional)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.tagsHint)
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"off\"")
                    })
                out.text("\n<div class=\"field-row\">\n")
                Partials.textField(
                    hasErrors: self.form.servings.hasErrors, name: self.form.servings.name, value: self.form.servings.value, errorID: self.form.servings.errorID, errors: self.form.servings.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.servings)
                    },
                    type: { out in
                        out.text("number")
                    },
                    attrs: { out in
                        out.text(" min=\"1\" max=\"100\" step=\"1\" inputmode=\"numeric\" required")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.sourceURL.hasErrors, name: self.form.sourceURL.name, value: self.form.sourceURL.value, errorID: self.form.sourceURL.errorID, errors: self.form.sourceURL.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.sourceOptional)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.sourceHint)
                    },
                    type: { out in
                        out.text("url")
                    },
                    attrs: { out in
                        out.text(" inputmode=\"url\"")
                    })
                out.text("\n</div>\n<details class=\"recipe-times\"")
                if self.form.prepTime.hasErrors {
                    out.text(" open")
                }
                if self.form.cookTime.hasErrors {
                    out.text(" open")
                }
                if self.form.totalTime.hasErrors {
                    out.text(" open")
                }
                out.text(">\n<summary>")
                out.escaped(self.page.t.recipeForm.ownTimes)
                out.text("</summary>\n<p class=\"hint\">")
                out.escaped(self.page.t.recipeForm.ownTimesHint)
                out.text("</p>\n<div class=\"field-row\">\n")
                Partials.textField(
                    hasErrors: self.form.prepTime.hasErrors, name: self.form.prepTime.name, value: self.form.prepTime.value, errorID: self.form.prepTime.errorID, errors: self.form.prepTime.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.preparation)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.preparationHint)
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"off\"")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.cookTime.hasErrors, name: self.form.cookTime.name, value: self.form.cookTime.value, errorID: self.form.cookTime.errorID, errors: self.form.cookTime.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.cooking)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.cookingHint)
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"off\"")
                    })
                out.text("\n")
                Partials.textField(
                    hasErrors: self.form.totalTime.hasErrors, name: self.form.totalTime.name, value: self.form.totalTime.value, errorID: self.form.totalTime.errorID, errors: self.form.totalTime.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.total)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.totalHint)
                    },
                    attrs: { out in
                        out.text(" autocomplete=\"off\"")
                    })
                out.text("\n</div>\n</details>\n<div class=\"field photo-field")
                if self.form.photo.hasErrors {
                    out.text(" field--error")
                }
                out.text("\">\n<label for=\"f-photo\">")
                if self.form.currentPhotoURL != nil {
                    out.escaped(self.page.t.recipeForm.replacePhoto)
                }
                if self.form.currentPhotoURL == nil {
                    out.escaped(self.page.t.recipeForm.photoOptional)
                }
                out.text("</label>\n<p class=\"hint\" id=\"h-photo\">")
                out.escaped(self.photoHint)
                out.text("</p>\n")
                if let currentPhotoURL3 = self.form.currentPhotoURL {
                    out.text("<img class=\"photo-current\" src=\"")
                    out.escaped(currentPhotoURL3)
                    out.text("\" width=\"160\" height=\"120\" alt=\"")
                    out.escaped(self.page.t.recipeForm.currentPhoto)
                    out.text("\">")
                }
                out.text("\n<input id=\"f-photo\" name=\"photo\" type=\"file\" accept=\"image/png,image/jpeg,image/webp\" data-max-bytes=\"")
                out.integer(self.photoLimitBytes)
                out.text("\" data-max-text=\"")
                out.escaped(self.photoLimit)
                out.text("\" aria-describedby=\"h-photo")
                if self.form.photo.hasErrors {
                    out.text(" ")
                    out.escaped(self.form.photo.errorID)
                }
                out.text("\"")
                if self.form.photo.hasErrors {
                    out.text(" aria-invalid=\"true\"")
                }
                out.text(">\n")
                Partials.fieldErrors(hasErrors: self.form.photo.hasErrors, errorID: self.form.photo.errorID, errors: self.form.photo.errors, page: self.page, into: &out)
                if self.form.currentPhotoURL != nil {
                    out.text("<label class=\"checkbox\"><input type=\"checkbox\" name=\"remove_photo\" value=\"yes\"> ")
                    out.escaped(self.page.t.recipeForm.removePhoto)
                    out.text("</label>")
                }
                out.text("\n</div>\n</fieldset>\n<fieldset class=\"card\">\n<legend>")
                out.escaped(self.page.t.recipeForm.youWillNeed)
                out.text("</legend>\n")
                Partials.textareaField(
                    hasErrors: self.form.ownLines.hasErrors, name: self.form.ownLines.name, errorID: self.form.ownLines.errorID, value: self.form.ownLines.value, errors: self.form.ownLines.errors, page: self.page, into: &out,
                    label: { out in
                        out.escaped(self.page.t.recipeForm.ownLines)
                    },
                    hint: { out in
                        out.escaped(self.page.t.recipeForm.ownLinesHint)
                    },
                    attrs: { out in
                        out.text(" rows=\"3\"")
                    })
                out.text("\n</fieldset>\n<h2>")
                out.escaped(self.page.t.recipeForm.steps)
                out.text("</h2>\n<p class=\"hint\">")
                out.escaped(self.page.t.recipeForm.stepsHint)
                out.text("<span class=\"js-only\"> ")
                out.escaped(self.page.t.recipeForm.moveHint)
                out.text("</span></p>\n<div class=\"step-list\" data-steps>\n")
                for step in self.steps {
                    Partials.stepFields(index: step.index, page: self.page, number: step.number, note: step.note, idValue: step.idValue, instructions: step.instructions, focusInstructions: step.focusInstructions, ingredients: step.ingredients, hasReadings: step.hasReadings, readings: step.readings, minutes: step.minutes, isActive: step.isActive, isPassive: step.isPassive, during: step.during, tools: step.tools, skills: step.skills, isFirst: step.isFirst, focusUp: step.focusUp, isLast: step.isLast, focusDown: step.focusDown, isOnly: step.isOnly, into: &out)
                }
                out.text("</div>\n<p class=\"step-list-actions\"><button type=\"submit\" name=\"edit\" value=\"add\" class=\"button\" data-add-step>")
                out.escaped(self.page.t.recipeForm.addStep)
                out.text("</button></p>\n<p class=\"step-status\" role=\"status\" data-step-status>")
                if let stepStatus = self.stepStatus {
                    out.escaped(stepStatus)
                }
                out.text("</p>\n<div class=\"form-actions form-actions--sticky\">\n<button type=\"submit\" class=\"button button--primary\">")
                if self.isNew {
                    out.escaped(self.page.t.recipeForm.createRecipe)
                }
                if !self.isNew {
                    out.escaped(self.page.t.recipeForm.saveChanges)
                }
                out.text("</button>\n<a class=\"button button--quiet\" href=\"")
                out.escaped(self.cancelURL)
                out.text("\">")
                out.escaped(self.page.t.common.cancel)
                out.text("</a>\n</div>\n</form>\n<template id=\"step-template\">\n")
                Partials.stepFields(index: self.stepTemplate.index, page: self.page, number: self.stepTemplate.number, note: self.stepTemplate.note, idValue: self.stepTemplate.idValue, instructions: self.stepTemplate.instructions, focusInstructions: self.stepTemplate.focusInstructions, ingredients: self.stepTemplate.ingredients, hasReadings: self.stepTemplate.hasReadings, readings: self.stepTemplate.readings, minutes: self.stepTemplate.minutes, isActive: self.stepTemplate.isActive, isPassive: self.stepTemplate.isPassive, during: self.stepTemplate.during, tools: self.stepTemplate.tools, skills: self.stepTemplate.skills, isFirst: self.stepTemplate.isFirst, focusUp: self.stepTemplate.focusUp, isLast: self.stepTemplate.isLast, focusDown: self.stepTemplate.focusDown, isOnly: self.stepTemplate.isOnly, into: &out)
                out.text("</template>\n")
            })
    }
}

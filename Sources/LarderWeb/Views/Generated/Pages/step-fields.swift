// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/step-fields.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func stepFields(index: String, page: PageChrome, number: String, note: String?, idValue: String, instructions: FormField, focusInstructions: Bool, ingredients: FormField, hasReadings: Bool, readings: [RecipeForm.LineReading], minutes: FormField, isActive: Bool, isPassive: Bool, during: FormField, tools: FormField, skills: FormField, isFirst: Bool, focusUp: Bool, isLast: Bool, focusDown: Bool, isOnly: Bool, into out: inout HTMLWriter) {
        let lineHTML = out.escapedOnce(page.t.recipeForm.line)
        let indexHTML = out.escapedOnce(index)
        let amountHTML = out.escapedOnce(page.t.recipeForm.amount)
        let ingredientHTML = out.escapedOnce(page.t.recipeForm.ingredient)
        let noteHTML = out.escapedOnce(page.t.recipeForm.note)
        out.text("<fieldset class=\"step-fields card\" data-step id=\"step-")
        out.write(indexHTML)
        out.text("\">\n<legend>")
        out.escaped(page.t.recipeForm.step)
        out.text(" <span data-step-number>")
        out.escaped(number)
        out.text("</span></legend>\n")
        if let note2 = note {
            out.text("<p class=\"step-note\" role=\"status\">")
            out.escaped(note2)
            out.text("</p>")
        }
        out.text("\n<input type=\"hidden\" name=\"steps[")
        out.write(indexHTML)
        out.text("][id]\" value=\"")
        out.escaped(idValue)
        out.text("\">\n")
        Partials.textareaField(
            hasErrors: instructions.hasErrors, name: instructions.name, errorID: instructions.errorID, value: instructions.value, errors: instructions.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.whatToDo)
            },
            attrs: { out in
                out.text(" rows=\"4\"")
                if focusInstructions {
                    out.text(" autofocus")
                }
            })
        out.text("\n")
        Partials.textareaField(
            hasErrors: ingredients.hasErrors, name: ingredients.name, errorID: ingredients.errorID, value: ingredients.value, errors: ingredients.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.stepIngredients)
            },
            hint: { out in
                out.escaped(page.t.recipeForm.stepIngredientsHint)
            },
            attrs: { out in
                out.text(" rows=\"3\"")
            })
        out.text("\n")
        if hasReadings {
            out.text("<details class=\"line-readings\">\n<summary>")
            out.escaped(page.t.recipeForm.readings)
            out.text("</summary>\n<p class=\"hint\">")
            out.escaped(page.t.recipeForm.readingsHint)
            out.text("</p>\n<table class=\"readings\">\n<thead><tr><th scope=\"col\">")
            out.write(lineHTML)
            out.text("</th><th scope=\"col\">")
            out.write(amountHTML)
            out.text("</th><th scope=\"col\">")
            out.write(ingredientHTML)
            out.text("</th><th scope=\"col\">")
            out.write(noteHTML)
            out.text("</th></tr></thead>\n<tbody>\n")
            for reading in readings {
                let textHTML = out.escapedOnce(reading.text)
                out.text("<tr>\n<td data-label=\"")
                out.write(lineHTML)
                out.text("\">")
                out.write(textHTML)
                out.text("<input type=\"hidden\" name=\"steps[")
                out.write(indexHTML)
                out.text("][line]\" value=\"")
                out.write(textHTML)
                out.text("\"></td>\n<td data-label=\"")
                out.write(amountHTML)
                out.text("\">")
                out.escaped(reading.amount)
                out.text("</td>\n<td data-label=\"")
                out.write(ingredientHTML)
                out.text("\"><input type=\"text\" name=\"steps[")
                out.write(indexHTML)
                out.text("][link]\" value=\"")
                out.escaped(reading.ingredient)
                out.text("\" aria-label=\"")
                out.escaped(reading.linkLabel)
                out.text("\" maxlength=\"200\"></td>\n<td data-label=\"")
                out.write(noteHTML)
                out.text("\">")
                out.escaped(reading.note)
                out.text("</td>\n</tr>\n")
            }
            out.text("</tbody>\n</table>\n</details>\n")
        }
        out.text("<div class=\"field-row\">\n")
        Partials.textField(
            hasErrors: minutes.hasErrors, name: minutes.name, value: minutes.value, errorID: minutes.errorID, errors: minutes.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.time)
            },
            hint: { out in
                out.escaped(page.t.recipeForm.timeHint)
            },
            attrs: { out in
                out.text(" autocomplete=\"off\"")
            })
        out.text("\n<fieldset class=\"field radio-group\">\n<legend>")
        out.escaped(page.t.recipeForm.duringLegend)
        out.text("</legend>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
        out.write(indexHTML)
        out.text("][kind]\" value=\"active\"")
        if isActive {
            out.text(" checked")
        }
        out.text("> ")
        out.escaped(page.t.recipeForm.busyActive)
        out.text("</label>\n<label class=\"radio\"><input type=\"radio\" name=\"steps[")
        out.write(indexHTML)
        out.text("][kind]\" value=\"passive\"")
        if isPassive {
            out.text(" checked")
        }
        out.text("> ")
        out.escaped(page.t.recipeForm.waitingPassive)
        out.text("</label>\n</fieldset>\n")
        Partials.textField(
            hasErrors: during.hasErrors, name: during.name, value: during.value, errorID: during.errorID, errors: during.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.duringLabel)
            },
            hint: { out in
                out.escaped(page.t.recipeForm.duringHint)
            },
            type: { out in
                out.text("number")
            },
            attrs: { out in
                out.text(" min=\"1\" max=\"200\" inputmode=\"numeric\"")
            })
        out.text("\n</div>\n<div class=\"field-row\">\n")
        Partials.textField(
            hasErrors: tools.hasErrors, name: tools.name, value: tools.value, errorID: tools.errorID, errors: tools.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.tools)
            },
            hint: { out in
                out.escaped(page.t.recipeForm.toolsHint)
            })
        out.text("\n")
        Partials.textField(
            hasErrors: skills.hasErrors, name: skills.name, value: skills.value, errorID: skills.errorID, errors: skills.errors, page: page, into: &out,
            label: { out in
                out.escaped(page.t.recipeForm.skills)
            },
            hint: { out in
                out.escaped(page.t.recipeForm.skillsHint)
            })
        out.text("\n</div>\n<div class=\"step-actions\">\n<button type=\"submit\" name=\"edit\" value=\"up:")
        out.write(indexHTML)
        out.text("\" class=\"button button--quiet button--small\" data-move-step=\"up\"")
        if isFirst {
            out.text(" hidden")
        }
        if focusUp {
            out.text(" autofocus")
        }
        out.text(">")
        out.escaped(page.t.recipeForm.moveUp)
        out.text("<span class=\"visually-hidden\"> ")
        out.escaped(page.t.recipeForm.stepLower)
        out.text(" <span data-step-number>")
        out.escaped(number)
        out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"down:")
        out.write(indexHTML)
        out.text("\" class=\"button button--quiet button--small\" data-move-step=\"down\"")
        if isLast {
            out.text(" hidden")
        }
        if focusDown {
            out.text(" autofocus")
        }
        out.text(">")
        out.escaped(page.t.recipeForm.moveDown)
        out.text("<span class=\"visually-hidden\"> ")
        out.escaped(page.t.recipeForm.stepLower)
        out.text(" <span data-step-number>")
        out.escaped(number)
        out.text("</span></span></button>\n<button type=\"submit\" name=\"edit\" value=\"remove:")
        out.write(indexHTML)
        out.text("\" class=\"button button--danger-quiet button--small\" data-remove-step")
        if isOnly {
            out.text(" hidden")
        }
        out.text(">")
        out.escaped(page.t.recipeForm.removeStep)
        out.text(" <span data-step-number>")
        out.escaped(number)
        out.text("</span></button>\n</div>\n</fieldset>\n")
    }
}

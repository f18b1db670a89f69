import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

/// The editor: a new recipe, or an edit saved through `RecipeActions.save` (merged with saves made since).
extension RecipeController {
    // MARK: - The editor

    /// The editor page, for a new recipe (`recipe` nil) or a saved one.
    private func editor(_ form: RecipeForm, recipe: UUID?, title: String, context: HouseholdRequestContext, errors: [String] = [],
                        nameTakenURL: String? = nil, conflict: ConflictView? = nil, status: HTTPResponse.Status = .ok) -> Response {
        let base = recipe.map { "/recipes/\($0.text)" }
        let words = context.strings.recipeForm
        let photoLimit = Format.megabytes(Picture.maximumBytes, context.language)
        return views.render(FormPage(
            page: PageChrome(title: title, context: context, section: .recipes), isNew: recipe == nil,
            action: base.map { $0 + "/edit" } ?? "/recipes/new", cancelURL: base ?? "/recipes", form: form.form, steps: form.steps,
            stepStatus: form.status, formErrors: errors, nameTakenURL: nameTakenURL, conflict: conflict,
            conflictSaved: conflict.map { words.conflictSaved(time: $0.savedAt) } ?? "",
            conflictMerged: conflict?.mergedChanges.map { words.conflictMerged(changes: $0) },
            conflictOverwrites: conflict.map { words.conflictOverwrites(parts: $0.overwrites) } ?? "",
            photoLimit: photoLimit, photoHint: words.photoHint(size: photoLimit)), status: status)
    }

    @Sendable func newForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        editor(RecipeForm.blank, recipe: nil, title: context.strings.recipeForm.newTitle, context: context)
    }

    @Sendable func create(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let words = context.strings.recipeForm
        // A step button (add, move, remove) rearranges the form instead of saving it.
        let edit = RecipeForm.StepEdit(context.form["edit"])
        let (draft, form, issues) = RecipeForm.read(context.form, edit: edit, strings: context.strings)
        if edit != nil { return editor(form, recipe: nil, title: words.newTitle, context: context) }
        func again(_ issues: [FieldIssue], nameTakenURL: String? = nil) -> Response {
            editor(form.withIssues(issues), recipe: nil, title: words.newTitle, context: context,
                   errors: [words.notSavedNew], nameTakenURL: nameTakenURL,
                   status: .unprocessableContent)
        }
        let (photo, photoIssues) = try await photoChange(context.form, strings: context.strings)
        guard issues.isEmpty, photoIssues.isEmpty else { return again(issues + photoIssues) }
        do {
            let id = try await recipes.create(draft, photo: photo, in: context.household.id, by: context.user.id)
            return Redirect.to("/recipes/\(id.text)", flash: Flash(words.created(name: draft.name)))
        } catch RecipeError.nameTaken(let existing) {
            return again([FieldIssue("name", words.nameTaken)], nameTakenURL: "/recipes/\(existing.text)")
        } catch RecipeError.invalid(let error) {
            return again(context.strings.said(error.issues))
        }
    }

    @Sendable func editForm(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let recipe = try await recipes.detail(id, in: context.household.id)
        return editor(RecipeForm(editing: recipe, strings: context.strings), recipe: id,
                      title: context.strings.recipeForm.editTitle(name: recipe.name), context: context)
    }

    @Sendable func update(_ request: Request, context: HouseholdRequestContext) async throws -> Response {
        let id = try context.parameters.require("id", as: UUID.self)
        let stored = try await recipes.detail(id, in: context.household.id)
        let words = context.strings.recipeForm
        // A step button (add, move, remove) rearranges the form instead of saving it.
        let edit = RecipeForm.StepEdit(context.form["edit"])
        let (draft, form, issues) = RecipeForm.read(context.form, stored: stored, edit: edit, strings: context.strings)
        let title = words.editTitle(name: stored.name)
        if edit != nil { return editor(form, recipe: id, title: title, context: context) }
        func again(_ issues: [FieldIssue], nameTakenURL: String? = nil) -> Response {
            editor(form.withIssues(issues), recipe: id, title: title, context: context,
                   errors: [words.notSavedEdit], nameTakenURL: nameTakenURL,
                   status: .unprocessableContent)
        }
        let (photo, photoIssues) = try await photoChange(context.form, strings: context.strings)
        guard issues.isEmpty, photoIssues.isEmpty else { return again(issues + photoIssues) }
        let recipeURL = "/recipes/\(id.text)"
        // What this edit started from: a version the recipe had, and that version's content. A
        // form that cannot say (no version, a bad one, no content) is taken to have changed
        // nothing of what it differs on without asking.
        let start = RecipeActions.Start.merging(version: Int(form.form.version) ?? 0, base: RecipeForm.decodedBase(form.form.base),
                                                stored: stored)
        do {
            switch try await recipes.save(id, as: draft, from: start, photo: photo, in: context.household.id, by: context.user.id) {
            case .saved(_, let merged):
                return Redirect.to(recipeURL, flash: Flash(merged.isEmpty ? words.saved
                    : words.savedMerged(changes: Format.list(merged.map(context.strings.say), context.strings))))
            case .unchanged:
                return Redirect.to(recipeURL, flash: Flash(words.nothingChanged))
            case .conflict(let merge, let theirs):
                return conflict(merge, theirs: theirs, form: form, recipe: id, title: title, context: context)
            }
        } catch RecipeError.notFound {
            return Redirect.to("/recipes", flash: Flash(words.deletedMeanwhile, isError: true))
        } catch RecipeError.nameTaken(let existing) {
            return again([FieldIssue("name", words.nameTakenOther)], nameTakenURL: "/recipes/\(existing.text)")
        } catch RecipeError.invalid(let error) {
            return again(context.strings.said(error.issues))
        }
    }

    /// The editor again after a save met someone else's: the form holds the merge (their changes
    /// where only they changed something, mine everywhere else), to be saved over their version,
    /// and the panel shows each part both changed, theirs beside mine.
    private func conflict(_ merge: RecipeMerge, theirs: RecipeDetail, form: RecipeForm, recipe id: UUID, title: String,
                          context: HouseholdRequestContext) -> Response {
        let mergedForm = RecipeForm(showing: merge.merged, version: theirs.version, base: theirs.draft,
                                    photoURL: theirs.photo?.path(of: id, .thumbnail), strings: context.strings)
        return editor(mergedForm, recipe: id, title: title, context: context,
                      conflict: ConflictView(merge, theirs: theirs, discardURL: "/recipes/\(id.text)", timeZone: context.household.zone,
                                               strings: context.strings),
                      status: .conflict)
    }

    /// The photo field of a submitted editor: a new file (checked and resized before anything
    /// is saved, so a bad one refuses the whole save), "remove", or nothing. Its problems are
    /// said in the language of `strings`.
    private func photoChange(_ form: FormData, strings: Strings) async throws -> (PhotoChange, [FieldIssue]) {
        if let file = form.files["photo"], !file.data.isEmpty {
            let words = strings.recipeForm
            let name = file.filename.isEmpty ? words.theFile : words.quotedFile(file: file.filename)
            if file.size > Picture.maximumBytes {
                return (.keep, [FieldIssue("photo", words.photoTooBig(file: name, size: Format.megabytes(file.size, strings.language),
                                                                      limit: Format.megabytes(Picture.maximumBytes, strings.language)))])
            }
            do {
                return (.replace(try await recipes.preparePhoto(file.data)), [])
            } catch let problem as Picture.Problem {
                let message = switch problem {
                case .tooLarge: words.photoTooLarge(file: name, megabytes: String(Picture.maximumBytes / 1_048_576))
                case .notAPicture: words.photoNotAPicture(file: name)
                case .tooManyPixels: words.photoTooManyPixels(file: name, millions: String(Picture.maximumPixels / 1_000_000))
                }
                return (.keep, [FieldIssue("photo", message)])
            }
        }
        return (form["remove_photo"] == "yes" ? .remove : .keep, [])
    }
}

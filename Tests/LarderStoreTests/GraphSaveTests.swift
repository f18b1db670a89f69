import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// A recipe is saved as a whole graph (recipe, ordered steps, lines, skills, the ingredients
/// and skills they name) by one statement, whatever its size.
@Suite("Saving recipe graphs")
struct GraphSaveTests {
    @Test("creating a recipe is one statement, and editing it two (the version it replaces is read, then kept as a revision by the save's own statement), for one step as for 30 steps and 150 lines")
    func oneStatementWhateverTheSize() async throws {
        try await Kitchen.open { kitchen in
            for (name, steps, lines) in [("Toast", 1, 1), ("Feast", 30, 5)] {
                let draft = Dish.large(name, steps: steps, linesPerStep: lines)
                let (id, created) = try await QueryCounter.measure { try await kitchen.save(draft) }
                #expect(created.statements == 1 && created.roundTrips == 1, "creating \(name)")
                var edited = try #require(try await kitchen.detail(id)).draft
                edited.steps.reverse()
                edited.summary = "Made again."
                let (_, updated) = try await QueryCounter.measure { try await kitchen.recipes.update(id, with: edited, in: kitchen.home.id) }
                #expect(updated.statements == 2 && updated.roundTrips == 2, "editing \(name)")
                #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions WHERE recipe_id = \(id)") == 1)
                let saved = try #require(try await kitchen.detail(id))
                #expect(saved.steps.count == steps && saved.steps.flatMap(\.lines).count == steps * lines)
            }
        }
    }

    @Test("an import's batch of 200 recipes is one statement")
    func bulkCreateIsOneStatement() async throws {
        try await Kitchen.open { kitchen in
            let drafts = (1...200).map { (draft: Dish.tiny("Snack \($0)"), createdAt: Date?.none) }
            let (ids, counter) = try await QueryCounter.measure {
                try await kitchen.pool.withConnection { try await kitchen.recipes.create(drafts, in: kitchen.home.id, author: kitchen.cook.id, on: $0) }
            }
            #expect(counter.statements == 1 && counter.roundTrips == 1)
            #expect(Set(ids).count == 200)
            #expect(try await kitchen.count("SELECT count(*) FROM recipes") == 200)
        }
    }

    @Test("an edit keeps the ids of the steps that stay, drops the step taken out and follows the new order")
    func editKeepsStepIdentity() async throws {
        try await Kitchen.open { kitchen in
            let draft = RecipeDraft(name: "Stir-fry", steps: ["Chop", "Fry", "Serve"].map { verb in
                StepDraft(instructions: "\(verb) it.", skills: [SkillDraft(name: "\(verb)ping")], lines: [Dish.line("1 \(verb.lowercased())", 1, "", verb)])
            })
            let id = try await kitchen.save(draft)
            let before = try #require(try await kitchen.detail(id))
            let (chop, fry, serve) = (before.steps[0], before.steps[1], before.steps[2])

            var edited = before.draft
            edited.steps = [serve.draft, chop.draft, StepDraft(instructions: "Garnish it.", lines: [Dish.line("chives", nil, "", "Chives")])]
            edited.steps[0].instructions = "Serve it hot."
            try await kitchen.recipes.update(id, with: edited, in: kitchen.home.id)

            let after = try #require(try await kitchen.detail(id))
            #expect(after.steps.map(\.instructions) == ["Serve it hot.", "Chop it.", "Garnish it."])
            #expect(after.steps.map(\.position) == [0, 1, 2])
            #expect(after.steps[0].id == serve.id && after.steps[1].id == chop.id)
            #expect(![chop.id, fry.id, serve.id].contains(after.steps[2].id))
            #expect(after.steps.map { $0.lines.map(\.text) } == [["1 serve"], ["1 chop"], ["chives"]])
            #expect(after.steps.map { $0.skills.map(\.name) } == [["Serveping"], ["Chopping"], []])
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_steps WHERE id = \(fry.id)") == 0)
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_ingredients WHERE step_id = \(fry.id)") == 0)
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_steps") == 3)
        }
    }

    @Test("a step id copied from another recipe, or another household's, gets a new step and leaves the original alone")
    func foreignStepIdIsNotHijacked() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let tart = try await kitchen.save(Dish.onionTart)
            let (nextDoor, nell) = try await kitchen.neighbour()
            let theirSoup = try await kitchen.save(Dish.leekSoup, in: nextDoor, by: nell)
            let soupStep = try #require(try await kitchen.detail(soup)?.steps[0])
            let theirStep = try #require(try await kitchen.detail(theirSoup, in: nextDoor)?.steps[0])

            var tampered = Dish.onionTart
            tampered.steps = [StepDraft(id: soupStep.id, instructions: "Mine now."), StepDraft(id: theirStep.id, instructions: "Theirs too.")]
            try await kitchen.recipes.update(tart, with: tampered, in: kitchen.home.id)

            let tartSteps = try #require(try await kitchen.detail(tart)).steps
            #expect(tartSteps.map(\.instructions) == ["Mine now.", "Theirs too."])
            #expect(Set(tartSteps.map(\.id)).isDisjoint(with: [soupStep.id, theirStep.id]))
            #expect(try await kitchen.detail(soup)?.steps[0] == soupStep)
            #expect(try await kitchen.detail(theirSoup, in: nextDoor)?.steps[0] == theirStep)
        }
    }

    @Test("an edit form that sends one step's id twice saves both steps, and the first keeps the id")
    func duplicatedStepId() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let before = try #require(try await kitchen.detail(soup))
            var edited = before.draft
            edited.steps[1].id = edited.steps[0].id
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            let after = try #require(try await kitchen.detail(soup))
            #expect(after.steps.map(\.instructions) == before.steps.map(\.instructions))
            #expect(after.steps[0].id == before.steps[0].id && after.steps[1].id != before.steps[0].id)
            #expect(after.steps.map { $0.lines.map(\.text) } == before.steps.map { $0.lines.map(\.text) })
        }
    }

    @Test("a second recipe with a taken name, in any case, is refused with the existing recipe's id and nothing is written")
    func nameTaken() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let tart = try await kitchen.save(Dish.onionTart)
            let before = try await kitchen.census()
            var copy = Dish.onionTart
            copy.name = "  LEEK SOUP "
            await #expect(throws: RecipeError.nameTaken(existing: soup)) { try await kitchen.save(copy) }
            await #expect(throws: RecipeError.nameTaken(existing: soup)) {
                try await kitchen.recipes.update(tart, with: copy, in: kitchen.home.id)
            }
            #expect(try await kitchen.census() == before)
            #expect(try await kitchen.detail(tart)?.name == "Onion tart")
            // The name is only taken in this household.
            let (nextDoor, nell) = try await kitchen.neighbour()
            _ = try await kitchen.save(copy, in: nextDoor, by: nell)
        }
    }

    @Test("an invalid recipe is refused with every problem at once, and nothing is written")
    func invalidDraftListsEveryIssue() async throws {
        try await Kitchen.open { kitchen in
            let before = try await kitchen.census()
            let draft = RecipeDraft(name: "  ", servings: 0, sourceURL: "ftp://example.com/soup", steps: [
                StepDraft(instructions: " "),
                StepDraft(instructions: "Weigh.", lines: [LineDraft(text: "minus two eggs", quantity: -2)]),
            ])
            await #expect {
                try await kitchen.save(draft)
            } throws: { error in
                guard case RecipeError.invalid(let invalid) = error else { return false }
                return invalid.issues.map(\.field) == ["name", "servings", "source_url", "steps[0].instructions", "steps[1].lines[0].quantity"]
            }
            #expect(try await kitchen.census() == before)
        }
    }

    @Test("a name of 200 accented letters typed with combining accents is refused as too long, not by a database error")
    func combiningAccentsCountAsTheDatabaseCounts() async throws {
        try await Kitchen.open { kitchen in
            let accented = String(repeating: "e\u{301}", count: 200)
            #expect(accented.count == 200 && accented.unicodeScalars.count == 400)
            await #expect {
                try await kitchen.save(RecipeDraft(name: accented, steps: []))
            } throws: { error in
                guard case RecipeError.invalid(let invalid) = error else { return false }
                return invalid.issues.map(\.field) == ["name"]
            }
            let fits = String(repeating: "e\u{301}", count: 100)
            let id = try await kitchen.save(RecipeDraft(name: fits))
            #expect(try await kitchen.detail(id)?.name == fits)
        }
    }

    @Test("editing a recipe that is not there, or is next door's, says not found and changes nothing")
    func updateOfMissingRecipe() async throws {
        try await Kitchen.open { kitchen in
            let (nextDoor, nell) = try await kitchen.neighbour()
            let theirs = try await kitchen.save(Dish.leekSoup, in: nextDoor, by: nell)
            let before = try await kitchen.census()
            for id in [UUID(), theirs] {
                await #expect(throws: RecipeError.notFound) { try await kitchen.recipes.update(id, with: Dish.onionTart, in: kitchen.home.id) }
                await #expect(throws: RecipeError.notFound) { try await kitchen.recipes.delete(id, in: kitchen.home.id) }
            }
            #expect(try await kitchen.census() == before)
            #expect(try await kitchen.detail(theirs, in: nextDoor)?.name == "Leek soup")
        }
    }

    @Test("every save stores the recipe's ready-in time from one computation: the schedule of its steps, or the times it states")
    func readyInIsStoredBySaves() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            func stored() async throws -> (Int, ReadyIn)? {
                try await kitchen.detail(soup).map { ($0.totalTimeSeconds, $0.readyIn) }
            }
            #expect(try await stored()?.0 == 40 * 60)
            var edited = try #require(try await kitchen.detail(soup)).draft
            // A step marked as done while the simmer waits runs beside it.
            edited.steps.append(StepDraft(instructions: "Toast the bread.", time: StepTime(minutes: 5, kind: .active), during: 1))
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            #expect(try await stored()?.0 == 40 * 60)
            // Blending waits for what comes before it.
            edited.steps.append(StepDraft(instructions: "Blend.", time: StepTime(minutes: 3, kind: .active)))
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            let (seconds, readyIn) = try #require(try await stored())
            #expect(seconds == 43 * 60 && readyIn == ReadyIn(seconds: 43 * 60, source: .steps))
            // Without step times, the times the recipe states.
            edited.steps = edited.steps.map { var step = $0; step.time = nil; step.during = nil; return step }
            edited.times = RecipeTimes(prepSeconds: 300, cookSeconds: 900)
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            #expect(try await stored()?.0 == 20 * 60)
            edited.steps.removeAll()
            edited.times = RecipeTimes()
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            #expect(try await stored()?.0 == 0)
            let listed = try await kitchen.recipes.fetch(FetchDescriptor(), in: kitchen.home.id).items
            #expect(listed.map(\.totalTimeSeconds) == [0])
        }
    }
}

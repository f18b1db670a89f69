import Foundation
import LarderModel
import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Composite keys `(household_id, …)` make a reference from one household's rows into
/// another's impossible in SQL itself, whatever the application gets wrong.
@Suite("Household boundaries in SQL")
struct TenancyTests {
    @Test("a recipe line of one household cannot name another household's ingredient")
    func lineCannotUseForeignIngredient() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let step = try #require(try await kitchen.detail(soup)?.steps[0].id)
            let (nextDoor, _) = try await kitchen.neighbour()
            let saffron = try await kitchen.ingredients.upsert(named: "Saffron", in: nextDoor.id)
            let lines = try await kitchen.count("SELECT count(*) FROM recipe_ingredients")
            await #expect {
                try await kitchen.pool.query("""
                    INSERT INTO recipe_ingredients (household_id, step_id, position, ingredient_id, line_text)
                    VALUES (\(kitchen.home.id), \(step), 9, \(saffron.id), 'a pinch of saffron')
                    """)
            } throws: { error in
                guard case PostgresError.foreignKeyViolation(let constraint, _) = error else { return false }
                return constraint == "recipe_ingredients_ingredient_fkey"
            }
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_ingredients") == lines)
        }
    }

    @Test("a step cannot be linked to another household's skill, nor a skill to another household's step")
    func stepSkillLinkCannotCrossHouseholds() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let step = try #require(try await kitchen.detail(soup)?.steps[0].id)
            let (nextDoor, _) = try await kitchen.neighbour()
            let theirSkill = try await kitchen.skills.upsert(named: "Julienne", category: .cutting, in: nextDoor.id)
            let links = try await kitchen.count("SELECT count(*) FROM step_skills")
            for household in [kitchen.home.id, nextDoor.id] {
                await #expect {
                    try await kitchen.pool.query("""
                        INSERT INTO step_skills (household_id, step_id, skill_id) VALUES (\(household), \(step), \(theirSkill.id))
                        """)
                } throws: { error in
                    guard case PostgresError.foreignKeyViolation(let constraint, _) = error else { return false }
                    // Labelled as Home's, the skill is missing; labelled as next door's, the step is.
                    return constraint == (household == kitchen.home.id ? "step_skills_skill_fkey" : "step_skills_step_fkey")
                }
            }
            #expect(try await kitchen.count("SELECT count(*) FROM step_skills") == links)
        }
    }

    @Test("a step cannot be filed under another household's recipe")
    func stepCannotJoinForeignRecipe() async throws {
        try await Kitchen.open { kitchen in
            let (nextDoor, nell) = try await kitchen.neighbour()
            let theirSoup = try await kitchen.save(Dish.leekSoup, in: nextDoor, by: nell)
            await #expect {
                try await kitchen.pool.query("""
                    INSERT INTO recipe_steps (household_id, recipe_id, position, instructions) VALUES (\(kitchen.home.id), \(theirSoup), 5, 'Add our salt.')
                    """)
            } throws: { error in
                (error as? PostgresError)?.constraint == "recipe_steps_recipe_fkey"
            }
            #expect(try await kitchen.detail(theirSoup, in: nextDoor)?.steps.count == 2)
        }
    }
}

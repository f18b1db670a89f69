import Foundation
import LarderModel
import LarderStore
import LarderTestSupport
import PostgresClient
import RecipeSamples
import PostgresTestSupport
import Testing

/// DESIGN.md's "Delete rules, in SQL", each seen twice: after a plain SQL `DELETE` (so the rule
/// lives in the database, whoever deletes) and through the repository, whose report must count
/// exactly what disappeared or lost its reference, and whose preview must count the same
/// without changing anything.
@Suite("Delete rules")
struct DeleteRuleTests {
    enum Way: String, CaseIterable, CustomTestStringConvertible {
        case plainSQL, repository
        var testDescription: String { rawValue }
    }

    /// Home: Ada (owner) wrote leek soup, Ben (member) wrote onion tart; both are logged in;
    /// Ada made an invite. Next door: Nell with a leek soup of her own, using the same names.
    struct Scene {
        let kitchen: Kitchen
        let ben: User
        let soup: UUID
        let tart: UUID
        let nextDoor: Household
        let nellsSoup: UUID

        init(_ kitchen: Kitchen) async throws {
            self.kitchen = kitchen
            ben = try await kitchen.person("Ben")
            try await kitchen.join(ben, to: kitchen.home)
            soup = try await kitchen.save(Dish.leekSoup)
            tart = try await kitchen.save(Dish.onionTart, by: ben)
            _ = try await kitchen.households.createInvite(to: kitchen.home.id, by: kitchen.cook.id, maxUses: 1, expiresIn: .seconds(3600))
            let sessions = SessionRepository(pool: kitchen.pool)
            _ = try await sessions.create(user: kitchen.cook.id, household: kitchen.home.id)
            _ = try await sessions.create(user: ben.id, household: kitchen.home.id)
            let (nextDoor, nell) = try await kitchen.neighbour()
            self.nextDoor = nextDoor
            nellsSoup = try await kitchen.save(Dish.leekSoup, in: nextDoor, by: nell)
        }

        func soupStep(_ index: Int) async throws -> StepDetail {
            try #require(try await kitchen.detail(soup)?.steps[index])
        }

        func ingredient(_ name: String) async throws -> UUID {
            try await kitchen.pool.query("SELECT id FROM ingredients WHERE household_id = \(kitchen.home.id) AND name = \(name)")[0].decode(UUID.self)
        }

        func skill(_ name: String) async throws -> UUID {
            try await kitchen.pool.query("SELECT id FROM skills WHERE household_id = \(kitchen.home.id) AND name = \(name)")[0].decode(UUID.self)
        }

        /// Next door is never touched by anything Home does.
        func nextDoorIsWhole() async throws {
            let soup = try #require(try await kitchen.detail(nellsSoup, in: nextDoor))
            #expect(soup.steps.count == 2)
            #expect(soup.steps.flatMap(\.lines).compactMap(\.ingredient?.name) == ["Leek", "Onion", "Stock"])
            #expect(soup.steps.flatMap(\.skills).map(\.name) == ["Dicing", "Simmering"])
        }
    }

    /// Deletes one way or the other and returns what the census saw change. Through the
    /// repository, the preview and the report must both equal what the census saw.
    func observe(
        _ way: Way, in kitchen: Kitchen, sql: SQL,
        preview: (() async throws -> DeletionReport)? = nil, delete: () async throws -> DeletionReport
    ) async throws -> DeletionReport {
        let before = try await kitchen.census()
        switch way {
        case .plainSQL:
            try await kitchen.pool.query(sql)
            return before.changes(until: try await kitchen.census())
        case .repository:
            let previewed = try await preview?()
            #expect(try await kitchen.census() == before, "a preview changes nothing")
            let report = try await delete()
            let observed = before.changes(until: try await kitchen.census())
            #expect(report == observed, "the report counts what actually changed")
            if let previewed { #expect(previewed == report, "the preview announced what the delete did") }
            return observed
        }
    }

    @Test("deleting a household (once its undo window is over) removes its memberships, invites, recipes and catalog; its people and the house next door stay",
          arguments: Way.allCases)
    func householdCascades(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let home = kitchen.home.id
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM households WHERE id = \(home)",
                                            preview: { try await kitchen.households.deletePreview(home) },
                                            // Kept for no time at all, so that the purge takes it at once.
                                            delete: {
                                                let report = try await kitchen.households.delete(home, by: kitchen.cook.id, keptFor: .zero)
                                                try await kitchen.households.purgeExpired()
                                                return report
                                            })
            #expect(changes == DeletionReport(
                removed: RowCounts(households: 1, memberships: 2, invites: 1, recipes: 2, steps: 3, lines: 4, stepSkills: 3, ingredients: 3, skills: 2),
                nullified: RowCounts(sessions: 2)))
            #expect(try await kitchen.accounts.user(scene.ben.id) != nil)
            try await scene.nextDoorIsWhole()
        }
    }

    @Test("deleting a recipe removes its steps, their lines and skill links, and keeps the household's ingredients and skills",
          arguments: Way.allCases)
    func recipeCascades(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM recipes WHERE id = \(scene.soup)",
                                            preview: { try await kitchen.recipes.deletePreview(scene.soup, in: kitchen.home.id) },
                                            delete: { try await kitchen.recipes.delete(scene.soup, in: kitchen.home.id) })
            #expect(changes == DeletionReport(removed: RowCounts(recipes: 1, steps: 2, lines: 3, stepSkills: 2)))
            #expect(try await kitchen.ingredients.list(in: kitchen.home.id).entries.map(\.item.name) == ["Leek", "Onion", "Stock"])
            #expect(try await kitchen.skills.list(in: kitchen.home.id).entries.map(\.item.name) == ["Dicing", "Simmering"])
            #expect(try await kitchen.detail(scene.soup) == nil)
            try await scene.nextDoorIsWhole()
        }
    }

    @Test("removing a step removes its lines and skill links; the recipe, its other step and the skill stay",
          arguments: Way.allCases)
    func stepCascades(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let slicing = try await scene.soupStep(0)
            let simmering = try await scene.soupStep(1)
            let before = try await kitchen.census()
            switch way {
            case .plainSQL:
                try await kitchen.pool.query("DELETE FROM recipe_steps WHERE household_id = \(kitchen.home.id) AND id = \(slicing.id)")
            case .repository:
                // The edit form drops the step: the draft keeps only the simmering step, by id.
                var draft = try #require(try await kitchen.detail(scene.soup)).draft
                draft.steps.removeFirst()
                try await kitchen.recipes.update(scene.soup, with: draft, in: kitchen.home.id)
            }
            #expect(before.changes(until: try await kitchen.census()) == DeletionReport(
                removed: RowCounts(steps: 1, lines: 2, stepSkills: 1)))
            let soup = try #require(try await kitchen.detail(scene.soup))
            #expect(soup.steps.map(\.id) == [simmering.id])
            #expect(soup.steps[0].lines.map(\.text) == ["500 ml stock"])
            #expect(try await kitchen.skills.list(in: kitchen.home.id).entries.map(\.item.name).contains("Dicing"))
        }
    }

    @Test("deleting a skill removes only its links: every step that used it stays", arguments: Way.allCases)
    func skillLinkCascades(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let dicing = try await scene.skill("Dicing")
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM skills WHERE household_id = \(kitchen.home.id) AND id = \(dicing)",
                                            preview: { try await kitchen.skills.deletePreview(dicing, in: kitchen.home.id) },
                                            delete: { try await kitchen.skills.delete(dicing, in: kitchen.home.id) })
            #expect(changes == DeletionReport(removed: RowCounts(stepSkills: 2, skills: 1)))
            let soup = try #require(try await kitchen.detail(scene.soup))
            #expect(soup.steps.map { $0.skills.map(\.name) } == [[], ["Simmering"]])
            #expect(try await kitchen.detail(scene.tart)?.steps.count == 1)
            try await scene.nextDoorIsWhole()
        }
    }

    @Test("deleting an ingredient keeps every line that used it, reading from its own text", arguments: Way.allCases)
    func ingredientNullifies(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let onion = try await scene.ingredient("Onion")
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM ingredients WHERE household_id = \(kitchen.home.id) AND id = \(onion)",
                                            preview: { try await kitchen.ingredients.deletePreview(onion, in: kitchen.home.id) },
                                            delete: { try await kitchen.ingredients.delete(onion, in: kitchen.home.id) })
            #expect(changes == DeletionReport(removed: RowCounts(ingredients: 1), nullified: RowCounts(lines: 2)))
            let soupLines = try #require(try await kitchen.detail(scene.soup)).steps[0].lines
            #expect(soupLines.map(\.text) == ["2 leeks", "1 onion"])
            #expect(soupLines.map(\.ingredient?.name) == ["Leek", nil])
            let tartLine = try #require(try await kitchen.detail(scene.tart)?.steps[0].lines.first)
            #expect(tartLine.text == "3 onions" && tartLine.quantity == 3 && tartLine.ingredient == nil)
            try await scene.nextDoorIsWhole()
        }
    }

    @Test("deleting a member keeps the recipes they wrote, without an author, and ends their membership and sessions",
          arguments: Way.allCases)
    func userNullifiesAuthorship(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM users WHERE id = \(scene.ben.id)",
                                            delete: { try await kitchen.accounts.delete(scene.ben.id) })
            #expect(changes == DeletionReport(removed: RowCounts(users: 1, memberships: 1, sessions: 1), nullified: RowCounts(recipes: 1)))
            let tart = try #require(try await kitchen.detail(scene.tart))
            #expect(tart.author == nil)
            #expect(tart.steps[0].lines.map(\.text) == ["3 onions"])
            #expect(try await kitchen.detail(scene.soup)?.author?.displayName == "Ada")
        }
    }

    @Test("an owner who handed ownership on can be deleted; the invites they made stay, without a creator", arguments: Way.allCases)
    func formerOwnerNullifiesInvites(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            let scene = try await Scene(kitchen)
            try await kitchen.households.setRole(.owner, of: scene.ben.id, in: kitchen.home.id, by: kitchen.cook.id)
            let changes = try await observe(way, in: kitchen, sql: "DELETE FROM users WHERE id = \(kitchen.cook.id)",
                                            delete: { try await kitchen.accounts.delete(kitchen.cook.id) })
            #expect(changes == DeletionReport(removed: RowCounts(users: 1, memberships: 1, sessions: 1),
                                              nullified: RowCounts(invites: 1, recipes: 1)))
            #expect(try await kitchen.households.invites(of: kitchen.home.id).map(\.createdBy) == [nil])
            #expect(try await kitchen.households.members(of: kitchen.home.id).map(\.displayName) == ["Ben"])
        }
    }

    @Test("the last owner of a household with other members cannot be deleted, and nothing changes", arguments: Way.allCases)
    func lastOwnerIsDenied(_ way: Way) async throws {
        try await Kitchen.open { kitchen in
            _ = try await Scene(kitchen)
            let before = try await kitchen.census()
            switch way {
            case .plainSQL:
                await #expect {
                    try await kitchen.pool.query("DELETE FROM users WHERE id = \(kitchen.cook.id)")
                } throws: { error in
                    guard case PostgresError.restrictViolation(let constraint, let message) = error else { return false }
                    return constraint == "memberships_keep_an_owner" && message.hint == "Make another member an owner first."
                }
            case .repository:
                await #expect(throws: AccountError.lastOwner(households: ["Home"])) {
                    try await kitchen.accounts.delete(kitchen.cook.id)
                }
            }
            #expect(try await kitchen.census() == before)
        }
    }

    @Test("the last owner cannot leave either, by SQL or through the household page")
    func lastOwnerCannotLeave() async throws {
        try await Kitchen.open { kitchen in
            _ = try await Scene(kitchen)
            let before = try await kitchen.census()
            await #expect {
                try await kitchen.pool.query("DELETE FROM memberships WHERE household_id = \(kitchen.home.id) AND user_id = \(kitchen.cook.id)")
            } throws: { error in
                (error as? PostgresError)?.constraint == "memberships_keep_an_owner"
            }
            await #expect(throws: HouseholdError.lastOwner) {
                try await kitchen.households.leave(kitchen.home.id, user: kitchen.cook.id)
            }
            await #expect(throws: HouseholdError.lastOwner) {
                try await kitchen.households.setRole(.member, of: kitchen.cook.id, in: kitchen.home.id, by: kitchen.cook.id)
            }
            #expect(try await kitchen.census() == before)
        }
    }
}

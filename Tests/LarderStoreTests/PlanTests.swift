import Foundation
@testable import LarderExchange
import LarderModel
@testable import LarderStore
import PostgresClient
import Testing
import LarderTestSupport
import PostgresTestSupport

/// The meal plan against the database: weeks as the household counts them, entries that go
/// with their recipe, tenancy, the feed's secret, and the iCalendar it serves.
@Suite("Meal plan")
struct PlanTests {
    @Test("a week starts on the household's day and holds its seven days' entries in day and slot order, in one statement")
    func week() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(RecipeDraft(name: "Soup", servings: 3, steps: [StepDraft(instructions: "Simmer.")]))
            let plan = PlanRepository(pool: kitchen.pool)
            let wednesday = try #require(Day(iso: "2026-11-25"))
            try await plan.add(PlanDraft(day: wednesday, slot: .dinner, content: .recipe(soup, servings: nil)), by: kitchen.cook.id, in: kitchen.home.id)
            try await plan.add(PlanDraft(day: wednesday, slot: .lunch, content: .note("Leftovers")), by: kitchen.cook.id, in: kitchen.home.id)
            try await plan.add(PlanDraft(day: try #require(Day(iso: "2026-11-29")), slot: .breakfast, content: .recipeNamed("SOUP", servings: 1)),
                               by: kitchen.cook.id, in: kitchen.home.id)
            try await plan.add(PlanDraft(day: try #require(Day(iso: "2026-11-30")), slot: .dinner, content: .note("Next week")),
                               by: kitchen.cook.id, in: kitchen.home.id)

            let (monday, cost) = try await QueryCounter.measure { try await plan.week(containing: wednesday, in: kitchen.home.id) }
            #expect(cost.statements == 1)
            #expect(monday.start.iso == "2026-11-23" && monday.weekStartsOn == 1)
            #expect(monday.entries.map(\.title) == ["Leftovers", "Soup, for 3", "Soup, for 1"])

            try await kitchen.households.setWeekStart(7, of: kitchen.home.id, by: kitchen.cook.id)
            let sunday = try await plan.week(containing: wednesday, in: kitchen.home.id)
            #expect(sunday.start.iso == "2026-11-22")
            #expect(sunday.entries.count == 2, "Sunday the 29th starts the next week")
            let nextSunday = try await plan.week(containing: try #require(Day(iso: "2026-11-29")), in: kitchen.home.id)
            #expect(nextSunday.entries.map(\.title) == ["Soup, for 1", "Next week"])
        }
    }

    @Test("another household's recipe or entry is not found; deleting the recipe takes its entries; a plain member cannot change the week's start")
    func rules() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(RecipeDraft(name: "Soup", steps: [StepDraft(instructions: "Simmer.")]))
            let plan = PlanRepository(pool: kitchen.pool)
            let day = try #require(Day(iso: "2026-11-25"))
            let (elsewhere, nell) = try await kitchen.neighbour()
            await #expect(throws: PlanError.notFound) {
                try await plan.add(PlanDraft(day: day, slot: .dinner, content: .recipe(soup, servings: 2)), by: nell.id, in: elsewhere.id)
            }
            await #expect(throws: PlanError.noRecipeNamed("Soup")) {
                try await plan.add(PlanDraft(day: day, slot: .dinner, content: .recipeNamed("Soup", servings: 2)), by: nell.id, in: elsewhere.id)
            }
            let entry = try await plan.add(PlanDraft(day: day, slot: .dinner, content: .recipe(soup, servings: 2)), by: kitchen.cook.id, in: kitchen.home.id)
            await #expect(throws: PlanError.notFound) { try await plan.move(entry, to: day, slot: .lunch, in: elsewhere.id) }
            await #expect(throws: PlanError.notFound) { try await plan.remove(entry, in: elsewhere.id) }
            await #expect(throws: PlanError.self) {
                try await plan.add(PlanDraft(day: day, slot: .dinner, content: .note("   ")), by: kitchen.cook.id, in: kitchen.home.id)
            }

            let grace = try await kitchen.person("Grace")
            try await kitchen.join(grace, to: kitchen.home)
            await #expect(throws: HouseholdError.notAllowed) { try await kitchen.households.setWeekStart(3, of: kitchen.home.id, by: grace.id) }

            let report = try await kitchen.recipes.deletePreview(soup, in: kitchen.home.id)
            #expect(report.removed.planEntries == 1)
            _ = try await kitchen.recipes.delete(soup, in: kitchen.home.id)
            #expect(try await kitchen.count("SELECT count(*) FROM plan_entries") == 0)
        }
    }

    @Test("the feed's secret is kept hashed, replaced by a new one, and refused once revoked")
    func feed() async throws {
        try await Kitchen.open { kitchen in
            let plan = PlanRepository(pool: kitchen.pool)
            let today = try #require(Day(iso: "2026-11-25"))
            try await plan.add(PlanDraft(day: today, slot: .dinner, content: .note("Pizza night")), by: kitchen.cook.id, in: kitchen.home.id)
            try await plan.add(PlanDraft(day: today.adding(days: 200), slot: .dinner, content: .note("Far away")), by: kitchen.cook.id, in: kitchen.home.id)
            let first = try await plan.makeFeed(for: kitchen.home.id)
            #expect(try await kitchen.count("SELECT count(*) FROM households WHERE plan_feed_hash = sha256(\(first)::bytea)") == 1)
            let shown = try #require(try await plan.feed(first, today: today))
            #expect(shown.household == "Home" && shown.entries.map(\.title) == ["Pizza night"])

            let second = try await plan.makeFeed(for: kitchen.home.id)
            #expect(try await plan.feed(first, today: today) == nil)
            #expect(try await plan.feed(second, today: today) != nil)
            try await plan.revokeFeed(of: kitchen.home.id)
            #expect(try await plan.feed(second, today: today) == nil)
            #expect(try await plan.feed("not a code", today: today) == nil)
        }
    }

    @Test("the iCalendar is RFC 5545: CRLF lines of at most 75 octets folded with a space, TEXT escaped, all-day DTSTART;VALUE=DATE")
    func iCalendar() throws {
        let day = try #require(Day(iso: "2026-11-05"))
        let long = "Slow-roasted shoulder of lamb with anchovy, rosemary; garlic\\and a very long, long name — ünïcödé"
        let entries = [
            PlanEntry(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, day: day, slot: .dinner,
                      recipe: .init(id: UUID(), name: long, servings: 6), note: ""),
            PlanEntry(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, day: day.adding(days: 27), slot: .other,
                      recipe: nil, note: "Leftovers,\nthen cake"),
        ]
        let text = PlanCalendar.document(household: "Hill; House", entries: entries, host: "larder.example", baseURL: "https://larder.example",
                                         stamp: Date(timeIntervalSince1970: 1_764_000_000))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(!lines.contains { $0.contains("\n") || $0.contains("\r") })
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("DTSTART;VALUE=DATE:20261105\r\nDTEND;VALUE=DATE:20261106\r\n"))
        #expect(unfolded.contains("DTSTART;VALUE=DATE:20261202\r\n"))
        #expect(unfolded.contains("SUMMARY:Dinner: Slow-roasted shoulder of lamb with anchovy\\, rosemary\\; garlic\\\\and a very long\\, long name — ünïcödé\\, for 6\r\n"))
        #expect(unfolded.contains("SUMMARY:Other: Leftovers\\,\\nthen cake\r\n"))
        #expect(unfolded.contains("X-WR-CALNAME:Hill\\; House: meal plan\r\n"))
        #expect(unfolded.contains("UID:00000000-0000-0000-0000-000000000001@larder.example\r\n"))
        // An event of a recipe links to its page; a note has nothing to link to.
        #expect(unfolded.contains("URL;VALUE=URI:https://larder.example/recipes/\(entries[0].recipe!.id.uuidString)\r\n"))
        #expect(unfolded.components(separatedBy: "URL;VALUE=URI:").count == 2)
        #expect(unfolded.contains("DTSTAMP:20251124T160000Z\r\n"))
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:"))
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2 && lines.filter { $0 == "END:VEVENT" }.count == 2)
        // Folding never splits a character: every part is valid UTF-8 on its own.
        #expect(PlanCalendar.folded(String(repeating: "é", count: 100)).components(separatedBy: "\r\n ").allSatisfy { $0.utf8.count <= 75 })
    }
}

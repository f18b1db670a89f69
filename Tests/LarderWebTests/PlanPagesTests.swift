import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// The meal plan through the pages: the week view in two statements, planning from the week and
/// from a recipe, moving and removing, bad input kept with messages, the calendar feed, and
/// another household refused.
@Suite("Meal plan pages")
struct PlanPagesTests {
    @Test("the week view shows the household's entries by day and slot, in at most 2 statements however full the week")
    func weekView() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup")
            let empty = try await ada.get("/plan?week=2026-11-25")
            #expect(empty.status == .ok)
            #expect(empty.text.contains("Week of 23 Nov 2026") && empty.text.contains("Nothing planned."))
            let few = try #require(empty.statements)

            try await ada.post("/recipes/\(soup.uuidString)/plan", [("day", "2026-11-25"), ("slot", "dinner"), ("servings", "6")])
            for day in 23...29 {
                try await ada.post("/plan/entries", [("day", "2026-11-\(day)"), ("slot", "lunch"), ("recipe", "leek SOUP"), ("servings", "")])
                try await ada.post("/plan/entries", [("day", "2026-11-\(day)"), ("slot", "breakfast"), ("note", "Porridge")])
            }
            let full = try await ada.get("/plan?week=2026-11-29")
            #expect(full.text.contains("Leek soup, for 6") && full.text.contains("Leek soup, for 4") && full.text.contains("Porridge"))
            #expect(full.text.components(separatedBy: "class=\"plan-entry\"").count - 1 == 15)
            #expect(!full.text.contains("Nothing planned."))
            let many = try #require(full.statements)
            #expect(few <= 2 && many <= 2, "\(few) \(many)")
            // A day's slots come in order: breakfast, lunch, dinner.
            let wednesday = try #require(full.text.range(of: "id=\"day-2026-11-25\"")).upperBound
            let order = ["Breakfast", "Lunch", "Dinner"].compactMap { full.text.range(of: ">\($0)</h4>", range: wednesday..<full.text.endIndex)?.lowerBound }
            #expect(order.count == 3 && order == order.sorted())
        }
    }

    @Test("moving and removing entries; an unknown recipe name or an empty add is shown again with the typing and a message")
    func editing() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Leek soup")
            try await ada.get("/plan?week=2026-11-25")
            let unknown = try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", "Leek pie"), ("servings", "3")])
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("Your household has no recipe called “Leek pie”"))
            #expect(unknown.text.contains(#"value="Leek pie""#) && unknown.text.contains(#"value="3""#))
            #expect(unknown.text.contains("<details class=\"plan-add\" open>"))
            let nothing = try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", ""), ("note", " ")])
            #expect(nothing.status == .unprocessableContent && nothing.text.contains("Name a recipe of the household, or write a note"))
            let badServings = try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", "Leek soup"), ("servings", "lots")])
            #expect(badServings.status == .unprocessableContent && badServings.text.contains("Servings must be a whole number"))
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries")[0].decode(Int.self) == 0)

            try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", "Leek soup")])
            let entry = try await app.pool.query("SELECT id FROM plan_entries")[0].decode(UUID.self)
            let moved = try await ada.post("/plan/entries/\(entry.uuidString)/move", [("day", "2026-12-01"), ("slot", "lunch")])
            #expect(moved.headers[.location] == "/plan?week=2026-12-01#day-2026-12-01")
            #expect(try await app.pool.query("SELECT day::text || ' ' || slot FROM plan_entries")[0].decode(String.self) == "2026-12-01 lunch")
            try await ada.post("/plan/entries/\(entry.uuidString)/remove", [("week", "2026-12-01")])
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries")[0].decode(Int.self) == 0)
        }
    }

    @Test("planning from the recipe page: the form, its refusal with messages, and the entry on the week")
    func fromRecipe() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup")
            #expect(try await ada.get("/recipes/\(soup.uuidString)?servings=6").text.contains("/recipes/\(soup.uuidString)/plan?servings=6"))
            let form = try await ada.get("/recipes/\(soup.uuidString)/plan?servings=6")
            #expect(form.text.contains(#"value="6""#))
            let bad = try await ada.post("/recipes/\(soup.uuidString)/plan", [("day", "someday"), ("slot", "dinner"), ("servings", "0")])
            #expect(bad.status == .unprocessableContent && bad.text.contains("Choose a day") && bad.text.contains("value=\"someday\""))
            let planned = try await ada.post("/recipes/\(soup.uuidString)/plan", [("day", "2026-11-26"), ("slot", "dinner"), ("servings", "6")])
            #expect(try await ada.follow(planned).text.contains("Planned for dinner on Thu 26 Nov"))
            #expect(try await ada.get("/plan?week=2026-11-26").text.contains("Leek soup, for 6"))
        }
    }

    @Test("the calendar feed: made once and shown once, served as text/calendar without a session, refused after revocation")
    func feed() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/plan")
            try await ada.post("/plan/entries", [("day", Day(Date()).iso), ("slot", "dinner"), ("note", "Pizza, then film")])
            let made = try await ada.post("/plan/feed")
            #expect(made.status == .created)
            let url = try #require(made.text.firstMatch(of: /value="https?:\/\/[^\/"]+(\/plan\/[A-Za-z0-9_-]+\.ics)"/).map { String($0.1) })
            #expect(!(try await ada.get("/plan").text.contains(url)), "the link is shown once")

            let stranger = app.browser()
            let calendar = try await stranger.get(url)
            #expect(calendar.status == .ok)
            #expect(calendar.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(calendar.text.contains("SUMMARY:Dinner: Pizza\\, then film\r\n"))
            #expect(calendar.text.contains("DTSTART;VALUE=DATE:\(Day(Date()).iso.replacingOccurrences(of: "-", with: ""))"))

            try await ada.get("/plan")
            try await ada.post("/plan/feed/revoke")
            #expect(try await stranger.get(url).status == .notFound)
            #expect(try await stranger.get("/plan/nonsense.ics").status == .notFound)
        }
    }

    @Test("another household's entries cannot be moved or removed; a member cannot change the week's start")
    func refusals() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            try await ada.get("/plan")
            try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("note", "Ours")])
            let entry = try await app.pool.query("SELECT id FROM plan_entries")[0].decode(UUID.self)
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            try await mallory.get("/plan")
            #expect(try await mallory.post("/plan/entries/\(entry.uuidString)/move", [("day", "2026-11-26"), ("slot", "lunch")]).status == .notFound)
            #expect(try await mallory.post("/plan/entries/\(entry.uuidString)/remove").status == .notFound)
            #expect(!(try await mallory.get("/plan?week=2026-11-25").text.contains("Ours")))

            try await grace.get("/plan")
            #expect(try await grace.post("/plan/week-start", [("week_starts_on", "7")]).status == .forbidden)
            try await ada.get("/plan")
            try await ada.post("/plan/week-start", [("week_starts_on", "7")])
            #expect(try await grace.get("/plan?week=2026-11-25").text.contains("Week of 22 Nov 2026"))
            #expect(try await app.pool.query("SELECT day::text FROM plan_entries")[0].decode(String.self) == "2026-11-25")
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Finding a recipe to plan, however it is typed")
struct PlanRecipePickerTests {
    @Test("the day's form finds a recipe however it is typed: case, accents, a typo; a name like one recipe alone plans it, like several offers them")
    func recipePicker() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let tart = try await ada.createRecipe("Lemon tart")
            _ = try await ada.createRecipe("Crème brûlée")
            try await ada.get("/plan")
            let typedLower = try await ada.post("/plan/entries", [("day", "2026-11-24"), ("slot", "dinner"), ("recipe", "lemon TART")])
            #expect(typedLower.status == .seeOther)
            let accents = try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", "creme brulee")])
            #expect(accents.status == .seeOther)
            // Like one recipe alone, by a typo or by a part of its name: that one is planned, and named.
            for (day, typed) in [("2026-11-27", "creme brule"), ("2026-11-28", "brul")] {
                let one = try await ada.post("/plan/entries", [("day", day), ("slot", "lunch"), ("recipe", typed)])
                #expect(one.status == .seeOther, "\(typed)")
                #expect(try await ada.follow(one).text.htmlUnescaped.contains("the one recipe like “\(typed)”"), "\(typed)")
            }
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries WHERE day >= '2026-11-27'")[0].decode(Int.self) == 2)
            // Like several: asked which.
            _ = try await ada.createRecipe("Lemon tartlets")
            try await ada.get("/plan")
            let typo = try await ada.post("/plan/entries", [("day", "2026-11-26"), ("slot", "dinner"), ("recipe", "lemn tart")])
            #expect(typo.status == .unprocessableContent)
            #expect(typo.text.contains("Did you mean one of these?") && typo.text.contains("Plan Lemon tart"))
            #expect(typo.text.contains("name=\"recipe_id\" value=\"\(tart.uuidString)\""))
            let chosen = try await ada.post("/plan/entries", [("day", "2026-11-26"), ("slot", "dinner"), ("recipe_id", tart.uuidString)])
            #expect(chosen.status == .seeOther)
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries WHERE recipe_id IS NOT NULL")[0].decode(Int.self) == 5)
            // Without script: a page of matches, each planned with one button.
            let picker = try await ada.get("/plan/recipes?q=brulee&day=2026-11-27")
            #expect(picker.text.contains("A recipe for Fri 27 Nov") && picker.text.contains("Crème brûlée") && !picker.text.contains("Lemon tart"))
            // With script: the names alone, for the field's list.
            ada.headers = [.accept: "text/html+fragment"]
            let options = try await ada.get("/plan/recipes?q=lemn")
            ada.headers = [:]
            #expect(options.text.contains("<option value=\"Lemon tart\"></option>") && !options.text.contains("<html"))
            // A letter missing from a word of six ("chiken") is still forgiven.
            _ = try await ada.createRecipe("Chicken curry")
            ada.headers = [.accept: "text/html+fragment"]
            #expect(try await ada.get("/plan/recipes?q=chiken").text.contains("<option value=\"Chicken curry\"></option>"))
            ada.headers = [:]
            // The list's search forgives a typo too.
            let list = try await ada.get("/recipes?q=lemn")
            #expect(list.text.contains("No recipe contains “lemn”. These have a name like it:") && list.text.contains("Lemon tart"))
            #expect(try #require(list.statements) <= 2)
        }
    }
}

import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("A household's time zone")
struct HouseholdTimeZoneTests {
    @Test("days are the household's: 'today' on the plan and the cooking log, and times on its pages, follow its time zone")
    func householdTimeZone() async throws {
        try await WebApp.run { app in
            // A zone whose date differs from UTC's right now.
            let now = Date()
            let utcHour = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: now).hour ?? 0
            let zone = utcHour >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago"
            let local = Day(now, in: TimeZone(identifier: zone)!)
            #expect(local != Day(now))
            // A new household takes the zone the browser suggests.
            let ada = try await app.register("Ada")
            try await ada.get("/household")
            try await ada.post("/household/new", [("name", "Far House"), ("time_zone", zone)])
            let plan = try await ada.get("/plan")
            #expect(plan.text.contains("id=\"day-\(local.iso)\"") && plan.text.contains("day--today\" id=\"day-\(local.iso)\""))
            let recipe = try await ada.createRecipe("Soup")
            #expect(try await ada.get("/recipes/\(recipe.uuidString)").text.contains("name=\"cooked_on\" value=\"\(local.iso)\""))
            // An owner moves it; an unknown zone is refused.
            let household = try await ada.get("/household")
            #expect(household.text.contains("<option value=\"\(zone)\" selected>"))
            #expect(try await ada.post("/household/time-zone", [("time_zone", "Mars/Olympus")]).status == .seeOther)
            #expect(try await app.pool.query("SELECT time_zone FROM households")[0].decode(String.self) == zone)
            try await ada.post("/household/time-zone", [("time_zone", "UTC")])
            #expect(try await ada.get("/plan").text.contains("day--today\" id=\"day-\(Day(now).iso)\""))
        }
    }
}

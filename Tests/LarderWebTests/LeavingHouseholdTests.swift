import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Leaving a household as its only member")
struct LeavingHouseholdTests {
    @Test("leaving as the only member asks first, as deleting does; the household can be brought back, whole, from the account page")
    func leavingAsTheOnlyMember() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Loaf", steps: 2)
            let before = try await app.rowCounts()
            let household = try await ada.get("/household")
            #expect(household.text.contains("href=\"/household/delete?leaving=1\""), "the only member's Leave goes to the confirmation")
            // Even a Leave posted straight away deletes nothing: it is sent to the confirmation.
            let left = try await ada.post("/household/leave")
            #expect(left.status == .seeOther && left.headers[.location] == "/household/delete?leaving=1")
            #expect(try await app.rowCounts() == before)
            let confirm = try await ada.follow(left)
            #expect(confirm.text.contains("Leave and delete this household?") && confirm.text.contains("1 recipe"))
            #expect(confirm.text.contains("You can bring it back, as it was, from your account page for 7 days."))

            let deleted = try await ada.post("/household/delete")
            #expect(deleted.status == .seeOther)
            let after = try await ada.follow(deleted)
            #expect(after.text.contains("Hill House was deleted.") && after.text.contains("/households/"))
            #expect(try await ada.get("/recipes").status != .ok, "no household to look at")
            let account = try await ada.get("/account")
            #expect(account.text.contains("Deleted households") && account.text.contains("Bring back Hill House"))
            #expect(try await app.rowCounts() == before, "kept whole for the undo window")

            let id = try await app.householdID("Hill House")
            let restored = try await ada.post("/households/\(id.uuidString)/restore")
            #expect(try await ada.follow(restored).text.contains("Hill House is back, as it was."))
            #expect(try await ada.get("/recipes").text.contains("Loaf"))
        }
    }
}

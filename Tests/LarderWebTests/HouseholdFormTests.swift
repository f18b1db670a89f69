import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Household forms name their household")
struct HouseholdFormTests {
    @Test("a form left open on one household, sent after switching to another in a second tab, changes nothing")
    func staleHouseholdForm() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.member(of: ada, name: "Grace")
            try await ada.createHousehold("Flat 3")   // now open: Flat 3
            let hill = try await app.householdID("Hill House")
            let flat = try await app.householdID("Flat 3")
            try await ada.get("/household")
            try await ada.post("/household/switch", [("household", hill.uuidString)])
            // Tab 1: Hill House's page, with Grace listed.
            try await ada.get("/household")
            #expect(ada.shownHousehold == hill.uuidString)
            let graceID = try await app.userID("Grace")
            // Tab 2 switches to Flat 3; tab 1's forms are then sent.
            try await ada.post("/household/switch", [("household", flat.uuidString)])
            let before = try await app.contents()
            for (path, fields) in [("/household/rename", [("name", "Renamed")]), ("/household/leave", []), ("/household/delete", []),
                                   ("/household/invites", [("expires_hours", "24"), ("max_uses", "1")]),
                                   ("/household/members/\(graceID.uuidString)/remove", [])] as [(String, [(String, String)])] {
                let response = try await ada.post(path, fields + [("household", hill.uuidString)], csrf: ada.csrfToken)
                #expect(response.status == .conflict, "\(path)")
                #expect(response.text.contains("The household open now is “Flat 3”"), "\(path)")
            }
            // A form without the field is refused alike.
            let bare = try await ada.post("/household/rename", [("name", "Renamed"), ("household", "")])
            #expect(bare.status == .conflict)
            #expect(try await app.contents() == before)
        }
    }
}

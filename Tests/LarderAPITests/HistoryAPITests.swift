import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import WebTestSupport

/// Ratings and history through the JSON API, as apps use them.
@Suite("History and ratings through the API")
struct HistoryAPITests {
    @Test("a token rates and unrates; the history lists each save with what it changed; restoring needs the current ETag, answers 412 when stale, and a restore of the current version changes nothing")
    func ratingsAndHistory() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.member(of: ada, name: "Grace")
            let (writer, grace) = (app.api(try await app.token(of: "Ada", in: "Hill House")), app.api(try await app.token(of: "Grace", in: "Hill House")))
            let created = try await writer.send(.post, "/recipes", json: APITests.cake)
            let id = try #require(created.json["id"] as? String)
            let rated = try await writer.send(.put, "/recipes/\(id)/rating", json: #"{"stars": 5}"#)
            #expect(rated.status == .ok && rated.json["count"] as? Int == 1 && rated.json["mine"] as? Int == 5)
            let second = try await grace.send(.put, "/recipes/\(id)/rating", json: #"{"stars": 4}"#)
            #expect((second.json["average"] as? Double) == 4.5 && second.json["mine"] as? Int == 4)
            let refused = try await grace.send(.put, "/recipes/\(id)/rating", json: #"{"stars": 6}"#)
            #expect(refused.status == .unprocessableContent && refused.text.contains("\"stars\""))
            let unrated = try await grace.send(.delete, "/recipes/\(id)/rating")
            #expect(unrated.json["count"] as? Int == 1 && unrated.json["mine"] == nil)
            let listed = try await writer.get("/recipes?min_rating=5&sort=best-rated")
            #expect((listed.json["items"] as? [[String: Any]])?.first?["rating"] as? Double == 5)

            // Two saves through the API, then the history.
            var body = try #require(try JSONSerialization.jsonObject(with: Data(APITests.cake.utf8)) as? [String: Any])
            for servings in [10, 12] {
                body["servings"] = servings
                let etag = try #require(try await writer.get("/recipes/\(id)").headers[.eTag])
                let saved = try await writer.send(.put, "/recipes/\(id)", json: String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self),
                                                  headers: [.ifMatch: etag])
                #expect(saved.status == .ok)
            }
            let history = try await writer.get("/recipes/\(id)/history")
            #expect(history.status == .ok && history.headers[.eTag] == "\"3\"")
            let versions = try #require(history.json["versions"] as? [[String: Any]])
            #expect(versions.map { $0["version"] as? Int } == [3, 2, 1])
            #expect(versions.map { $0["summary"] as? String } == ["servings 10 → 12", "servings 8 → 10", nil])
            #expect(versions.first?["saved_by"] as? String == "Ada" && versions.first?["is_current"] as? Bool == true)

            let stale = try await writer.send(.post, "/recipes/\(id)/history/1/restore", headers: [.ifMatch: "\"2\""])
            #expect(stale.status == .preconditionFailed && stale.headers[.eTag] == "\"3\"")
            let restored = try await writer.send(.post, "/recipes/\(id)/history/1/restore", headers: [.ifMatch: "\"3\""])
            #expect(restored.status == .ok && restored.headers[.eTag] == "\"4\"" && restored.json["servings"] as? Int == 8)
            let same = try await writer.send(.post, "/recipes/\(id)/history/4/restore", headers: [.ifMatch: "\"4\""])
            #expect(same.status == .ok && same.headers[.eTag] == "\"4\"")
            #expect(try await writer.send(.post, "/recipes/\(id)/history/9/restore", headers: [.ifMatch: "\"4\""]).status == .notFound)
            #expect(try await writer.get("/recipes/\(id)/history").json["versions"].map { ($0 as? [Any])?.count } == 4)
        }
    }
}

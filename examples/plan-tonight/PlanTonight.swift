import Foundation
import HTTPTypes
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// A household's script, written against Larder's API as any integration would be: through a client
/// that swift-openapi-generator made from `openapi.yaml` (Generated/, `make openapi`).
///
/// It makes a recipe, plans it for dinner tomorrow (in the household's time zone), puts tomorrow's
/// meals on the shopping list, and ticks the recipe's ingredients off.
///
///     LARDER_URL=http://localhost:8080 LARDER_TOKEN=larder_pat_… swift run plan-tonight
@main
struct PlanTonight {
    static func main() async {
        let environment = ProcessInfo.processInfo.environment
        guard let base = environment["LARDER_URL"].flatMap({ URL(string: $0 + "/api/v1") }), let token = environment["LARDER_TOKEN"] else {
            FileHandle.standardError.write(Data("usage: LARDER_URL=http://… LARDER_TOKEN=larder_pat_… plan-tonight\n".utf8))
            exit(2)
        }
        let larder = Client(serverURL: base, transport: AsyncHTTPClientTransport(), middlewares: [BearerToken(secret: token)])
        do {
            try await planTonight(larder)
        } catch {
            // An answer the document allows but this script did not hope for (a read token's 403, say).
            FileHandle.standardError.write(Data("plan-tonight: \(error)\n".utf8))
            exit(1)
        }
    }

    static func planTonight(_ larder: Client) async throws {
        let me = try await larder.getMe().ok.body.json
        say("signed in as \(me.user.displayName) in \(me.household.name) (\(me.scope.rawValue))")

        let recipe = try await larder.createRecipe(body: .json(.init(
            name: "Tomato soup \(UUID().uuidString.prefix(8).lowercased())", summary: "Made by the plan-tonight example.", servings: 4,
            tags: ["Soup"],
            steps: [
                .init(instructions: "Soften the onion in the oil.", time: .init(seconds: 600, kind: .active), lines: [
                    .init(text: "1 onion, chopped", quantity: 1, ingredient: "onion", note: "chopped"),
                    .init(text: "2 tbsp olive oil", quantity: 2, unit: "tbsp", ingredient: "olive oil"),
                ]),
                .init(instructions: "Add the tomatoes and stock, and simmer.", time: .init(seconds: 1200, kind: .passive), lines: [
                    .init(text: "800 g tinned tomatoes", quantity: 800, unit: "g", ingredient: "tinned tomatoes"),
                    .init(text: "500 ml vegetable stock", quantity: 500, unit: "ml", ingredient: "vegetable stock"),
                ]),
            ]))).created.body.json
        say("made “\(recipe.name)” (version \(recipe.version))")

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: me.household.timeZone) ?? .gmt
        let tomorrow = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: 1, to: Date())!)
        let day = String(format: "%04d-%02d-%02d", tomorrow.year!, tomorrow.month!, tomorrow.day!)
        let entry = try await larder.addPlanEntry(body: .json(.init(day: day, slot: .dinner, recipeId: recipe.id, servings: 4)))
            .created.body.json
        say("planned for dinner on \(entry.day)")

        // The list shops for tomorrow's meals now; of its items, those of this recipe's ingredients
        // are ticked (other meals planned tomorrow stay to buy).
        var list = try await larder.setShoppingDays(body: .json(.init(from: day, to: day))).ok.body.json
        let ingredients = (recipe.lines + recipe.steps.flatMap(\.lines)).compactMap(\.ingredient)
        func isOurs(_ item: Components.Schemas.ShoppingItem) -> Bool {
            !item.manual && ingredients.contains { item.text.localizedCaseInsensitiveContains($0) }
        }
        // Ticking says what an item is now, so an item ticked already (by another phone) is simply ticked again.
        for item in list.items where isOurs(item) {
            list = try await larder.tickShoppingItem(path: .init(itemId: item.id), body: .json(.init(ticked: true))).ok.body.json
        }
        let ours = list.items.filter(isOurs)
        let left = list.items.filter { !$0.ticked }.count
        say("ticked \(ours.count) items for the recipe's \(ingredients.count) ingredients (list version \(list.version)); \(left) items left to buy")
        guard ours.count == ingredients.count, ours.allSatisfy(\.ticked) else { exit(1) }
    }
}

/// A line on standard output, written at once, so that what was done is there even when a later step fails.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Sends the personal access token with every request.
struct BearerToken: ClientMiddleware {
    let secret: String

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(secret)"
        return try await next(request, body, baseURL)
    }
}

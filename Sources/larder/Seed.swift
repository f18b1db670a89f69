import ArgumentParser
import Foundation
import LarderActions
import LarderStore
import LarderWeb

struct Seed: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write realistic sample households and recipes, in bulk.",
        discussion: "Each household gets an owner seedN-…@example.com whose password is 'larder-seed-password'.")

    @Option(help: "How many households to create.")
    var households = 1

    @Option(help: "How many recipes each household gets.")
    var recipes = 100

    @Option(help: "Give the first household this many recipes instead: one large household among small ones.")
    var largest: Int?

    @Flag(help: "Recipes of a real cookbook's size, about 12 steps and 40 lines (otherwise 3 to 11 steps and about 8 lines).")
    var cookbook = false

    func validate() throws {
        guard (0...1000).contains(households) else { throw ValidationError("--households must be between 0 and 1000") }
        guard (0...1_000_000).contains(recipes) else { throw ValidationError("--recipes must be between 0 and 1,000,000") }
        guard (0...1_000_000).contains(largest ?? 0) else { throw ValidationError("--largest must be between 0 and 1,000,000") }
    }

    func run() async throws {
        try await withStore { store in
            let hash = try await PasswordHasher(cost: 10).hash("larder-seed-password")
            let started = ContinuousClock.now
            let display = ProgressDisplay("recipes")
            defer { display.finish() }
            var plan = Array(repeating: recipes, count: households)
            if let largest, !plan.isEmpty { plan[0] = largest }
            let result = try await store.seeder.seed(recipesPerHousehold: plan, passwordHash: hash, shape: cookbook ? .cookbook : .short,
                                                     progress: display.handler)
            let took = (ContinuousClock.now - started).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 1)))
            print("seeded \(result.households.count) household(s) and \(result.recipes) recipes in \(took)")
        }
    }
}

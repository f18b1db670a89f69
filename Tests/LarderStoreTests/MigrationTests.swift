import Foundation
import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import Testing

@Suite("The migration plan")
struct MigrationTests {
    let migrator: Migrator

    init() throws {
        migrator = try Migrator(directory: TestServer.migrationsDirectory)
    }

    @Test("after each stage the live catalog equals that version's Swift declaration")
    func catalogMirrorsThePlan() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let superuser = try await connection.query("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")[0].decode(Bool.self)
            if ProcessInfo.processInfo.environment["DATABASE_URL"] == nil {
                #expect(!superuser, "migrations must run as a database owner that is not a superuser")
            }
            for stage in MigrationPlan.larder.stages {
                try await migrator.migrate(connection, to: stage.version)
                let live = try await CatalogSnapshot.read(from: connection)
                let differences = live.differences(from: CatalogSnapshot(expecting: stage.schema))
                #expect(differences.isEmpty, "stage \(stage.version) differs from SchemaV\(stage.version): \(differences)")
            }
        }
    }

    @Test("the comparer notices a changed delete rule, a missing index and an extra column")
    func comparerCatchesDrift() async throws {
        try await TestDatabase.withMigrated { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let live = try await CatalogSnapshot.read(from: connection)
            var drifted = MigrationPlan.larder.current
            drifted.alter("recipe_ingredients") { lines in
                let index = lines.relationships.firstIndex { $0.name == "ingredient" }!
                lines.relationships[index].deleteRule = .cascade
            }
            drifted.alter("recipes") { recipes in
                recipes.indexes.append(Index("recipes_summary_idx", keys: ["summary"]))
            }
            drifted.alter("skills") { skills in
                skills.attributes.removeAll { $0.column == "ar_file_name" }
            }
            let differences = live.differences(from: CatalogSnapshot(expecting: drifted))
            #expect(differences.count == 3, "\(differences)")
            #expect(differences.contains { $0.contains("recipe_ingredients_ingredient_fkey") && $0.contains("expected") && $0.contains("cascade") })
            #expect(differences.contains { $0.hasPrefix("missing index recipes.recipes_summary_idx") })
            #expect(differences.contains { $0.hasPrefix("unexpected column skills.ar_file_name") })
            #expect(live.differences(from: CatalogSnapshot(expecting: MigrationPlan.larder.current)).isEmpty)
        }
    }

    @Test("V1 data survives the plan: duplicate ingredients merge, lines follow, renamed columns keep values")
    func dataSurvivesThePlan() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await migrator.migrate(connection, to: 1)
            let home = UUID(), neighbours = UUID(), cook = UUID()
            let flour = UUID(), lowerFlour = UUID(), shoutedFlour = UUID(), neighbourFlour = UUID()
            let bread = UUID(), cake = UUID(), neighbourBread = UUID()
            let created = Date(timeIntervalSince1970: 1_600_000_000)
            try await connection.pipeline([
                "INSERT INTO users (id, email, display_name, password_hash) VALUES (\(cook), 'cook@example.com', 'Cook', 'x')",
                "INSERT INTO households (id, name) VALUES (\(home), 'Home'), (\(neighbours), 'Next door')",
                """
                INSERT INTO ingredients (household_id, id, name, created_at, image, image_type) VALUES
                    (\(home), \(flour), 'Flour', now() - interval '3 days', NULL, NULL),
                    (\(home), \(lowerFlour), 'flour', now() - interval '2 days', '\\x89504e47'::bytea, 'image/png'),
                    (\(home), \(shoutedFlour), 'FLOUR ', now() - interval '1 day', NULL, NULL),
                    (\(neighbours), \(neighbourFlour), 'Flour', now(), NULL, NULL)
                """,
                """
                INSERT INTO recipes (household_id, id, name, author_id, creation_date) VALUES
                    (\(home), \(bread), 'Bread', \(cook), \(created)), (\(home), \(cake), 'Cake', NULL, \(created)),
                    (\(neighbours), \(neighbourBread), 'Bread', NULL, \(created))
                """,
                """
                INSERT INTO recipe_steps (household_id, id, recipe_id, position, descrip) VALUES
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000001', \(bread), 0, 'Mix the flour with water'),
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000002', \(bread), 1, 'Bake for an hour'),
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000003', \(cake), 0, 'Sift the flour'),
                    (\(neighbours), 'aaaaaaaa-0000-0000-0000-000000000004', \(neighbourBread), 0, 'Knead')
                """,
                """
                INSERT INTO recipe_ingredients (household_id, step_id, position, ingredient_id, quantity, unit, line_text) VALUES
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000001', 0, \(flour), 500, 'g', '500 g flour'),
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000001', 1, \(lowerFlour), 20, 'g', '20 g flour for dusting'),
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000003', 0, \(shoutedFlour), 250, 'g', '250 g FLOUR'),
                    (\(home), 'aaaaaaaa-0000-0000-0000-000000000003', 1, \(lowerFlour), 1, 'tbsp', '1 tbsp flour'),
                    (\(neighbours), 'aaaaaaaa-0000-0000-0000-000000000004', 0, \(neighbourFlour), 400, 'g', '400 g flour')
                """,
            ])

            let transcript = Transcript()
            try await migrator.migrate(connection) { transcript.append($0) }
            #expect(transcript.lines.contains { $0.contains("found 2 duplicate ingredient names") })
            #expect(transcript.lines.contains { $0.contains("repointed 3 recipe lines") })

            let homeIngredients = try await connection.query(
                "SELECT id, name, image_type FROM ingredients WHERE household_id = \(home)").decode(UUID.self, String.self, String?.self)
            #expect(homeIngredients.count == 1)
            #expect(homeIngredients.first?.0 == flour)
            #expect(homeIngredients.first?.1 == "Flour")
            #expect(homeIngredients.first?.2 == "image/png", "the survivor takes a duplicate's image")

            let homeLines = try await connection.query(
                "SELECT ingredient_id, line_text FROM recipe_ingredients WHERE household_id = \(home) ORDER BY line_text"
            ).decode(UUID?.self, String.self)
            #expect(homeLines.count == 4)
            #expect(homeLines.allSatisfy { $0.0 == flour })

            let neighbourRows = try await connection.query(
                "SELECT i.id, i.name, ri.ingredient_id FROM ingredients i JOIN recipe_ingredients ri ON ri.household_id = i.household_id WHERE i.household_id = \(neighbours)"
            ).decode(UUID.self, String.self, UUID?.self)
            #expect(neighbourRows.count == 1)
            #expect(neighbourRows.first?.0 == neighbourFlour && neighbourRows.first?.1 == "Flour" && neighbourRows.first?.2 == neighbourFlour)

            let unique = try await connection.query("SELECT indisunique FROM pg_index WHERE indexrelid = 'ingredients_household_name_key'::regclass")
            #expect(try unique[0].decode(Bool.self))
            await #expect(throws: PostgresError.self) {
                try await connection.query("INSERT INTO ingredients (household_id, name) VALUES (\(home), 'fLoUr')")
            }

            let steps = try await connection.query(
                "SELECT instructions FROM recipe_steps WHERE recipe_id = \(bread) ORDER BY position").decode(String.self)
            #expect(steps == ["Mix the flour with water", "Bake for an hour"])
            let createdAt: [Date] = try await connection.query("SELECT created_at FROM recipes WHERE household_id = \(home)").decode(Date.self)
            #expect(createdAt == [created, created])
        }
    }

    @Test("stage 20 folds ingredient names: 'Eggs', 'egg' and 'large eggs' become one 'Egg', lines and searches follow, aisles and pictures are kept")
    func ingredientNamesFold() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await migrator.migrate(connection, to: 19)
            let home = UUID(), neighbours = UUID(), cake = UUID(), bread = UUID()
            let eggs = UUID(), egg = UUID(), largeEggs = UUID(), tomatoes = UUID(), theirEggs = UUID()
            let step = UUID(), otherStep = UUID()
            try await connection.pipeline([
                "INSERT INTO households (id, name) VALUES (\(home), 'Home'), (\(neighbours), 'Next door')",
                """
                INSERT INTO ingredients (household_id, id, name, created_at, aisle, image, image_type) VALUES
                    (\(home), \(eggs), 'Eggs', now() - interval '3 days', '', NULL, NULL),
                    (\(home), \(egg), 'egg', now() - interval '2 days', 'Dairy', '\\x89504e47'::bytea, 'image/png'),
                    (\(home), \(largeEggs), 'large eggs', now() - interval '1 day', '', NULL, NULL),
                    (\(home), \(tomatoes), 'Tomatoes', now(), 'Veg', NULL, NULL),
                    (\(neighbours), \(theirEggs), 'eggs', now(), '', NULL, NULL)
                """,
                "INSERT INTO recipes (household_id, id, name) VALUES (\(home), \(cake), 'Cake'), (\(home), \(bread), 'Bread')",
                """
                INSERT INTO recipe_steps (household_id, id, recipe_id, position, instructions) VALUES
                    (\(home), \(step), \(cake), 0, 'Beat the eggs'), (\(home), \(otherStep), \(bread), 0, 'Glaze with egg')
                """,
                """
                INSERT INTO recipe_ingredients (household_id, step_id, position, ingredient_id, quantity, unit, line_text) VALUES
                    (\(home), \(step), 0, \(eggs), 2, '', '2 eggs'),
                    (\(home), \(step), 1, \(largeEggs), 1, '', '1 large egg'),
                    (\(home), \(step), 2, \(tomatoes), 3, '', '3 tomatoes'),
                    (\(home), \(otherStep), 0, \(egg), 1, '', '1 egg, beaten')
                """,
                // As a save does, which writes steps and lines in one statement: the recipes keep their ingredients.
                "UPDATE recipe_steps SET position = position WHERE household_id = \(home)",
            ])
            let transcript = Transcript()
            try await migrator.migrate(connection) { transcript.append($0) }
            #expect(transcript.lines.contains { $0.contains("folded 5 ingredient names: 3 renamed, 2 merged into another") })
            let ingredients = try await connection.query("""
                SELECT id, name, aisle, image_type, use_count FROM ingredients WHERE household_id = \(home) ORDER BY name
                """).decode(UUID.self, String.self, String.self, String?.self, Int.self)
            #expect(ingredients.map(\.1) == ["Egg", "Tomato"])
            #expect(ingredients[0].0 == eggs, "the oldest survives")
            #expect(ingredients[0].2 == "Dairy" && ingredients[0].3 == "image/png", "the survivor takes a duplicate's aisle and picture")
            #expect(ingredients[0].4 == 3 && ingredients[1].4 == 1, "use counts follow the lines")
            let lines = try await connection.query("""
                SELECT ingredient_id FROM recipe_ingredients WHERE household_id = \(home) AND line_text LIKE '%egg%'
                """).decode(UUID?.self)
            #expect(lines.count == 3 && lines.allSatisfy { $0 == eggs })
            // A search for eggs finds both recipes through their kept ingredients.
            let named = try await connection.query("""
                SELECT name FROM recipes WHERE household_id = \(home) AND ingredient_ids @> ARRAY[\(eggs)]::uuid[] ORDER BY name
                """).decode(String.self)
            #expect(named == ["Bread", "Cake"])
            #expect(try await connection.query("SELECT name FROM ingredients WHERE id = \(theirEggs)")[0].decode(String.self) == "egg",
                    "next door's eggs fold on their own")
            await #expect(throws: PostgresError.self) {
                try await connection.query("INSERT INTO ingredients (household_id, name) VALUES (\(home), 'EGG')")
            }
        }
    }

    @Test("stage 27 reads stored lines again: headings become groups, equipment joins its step, junk names leave the catalog, chosen names stay")
    func linesAreReadAgain() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await migrator.migrate(connection, to: 26)
            let home = UUID(), zuhause = UUID(), cook = UUID(), koch = UUID(), chili = UUID(), kuchen = UUID()
            let step = UUID(), schritt = UUID()
            let (heading, water, beans, pan, eggs, fresh, eier, ei) = (UUID(), UUID(), UUID(), UUID(), UUID(), UUID(), UUID(), UUID())
            let (sugar, powder) = (UUID(), UUID())
            let lines = (heading: UUID(), water: UUID(), beans: UUID(), pan: UUID(), eggs: UUID(), fresh: UUID(), sugar: UUID(), powder: UUID())
            try await connection.pipeline([
                "INSERT INTO households (id, name) VALUES (\(home), 'Home'), (\(zuhause), 'Zuhause')",
                """
                INSERT INTO users (id, email, display_name, password_hash, language) VALUES
                    (\(cook), 'cook@example.com', 'Cook', 'x', 'en'), (\(koch), 'koch@example.com', 'Koch', 'x', 'de')
                """,
                "INSERT INTO memberships (household_id, user_id, role) VALUES (\(home), \(cook), 'owner'), (\(zuhause), \(koch), 'owner')",
                """
                INSERT INTO ingredients (household_id, id, name, aisle) VALUES
                    (\(home), \(heading), 'FOR THE MARINADE', ''), (\(home), \(water), '+ 2 tablespoons water', ''),
                    (\(home), \(beans), 'kidney bean', ''), (\(home), \(pan), 'Roasting pan', ''), (\(home), \(eggs), 'Hen egg', ''),
                    (\(home), \(fresh), 'a lemon zested and', 'Fruit'), (\(home), \(sugar), '/ 100g brown sugar', ''),
                    (\(home), \(powder), 'EACH onion powder', ''),
                    (\(zuhause), \(eier), 'Eier', ''), (\(zuhause), \(ei), 'Ei', '')
                """,
                "INSERT INTO recipes (household_id, id, name) VALUES (\(home), \(chili), 'Chili'), (\(zuhause), \(kuchen), 'Kuchen')",
                """
                INSERT INTO recipe_steps (household_id, id, recipe_id, position, instructions, tools) VALUES
                    (\(home), \(step), \(chili), 0, 'Cook it all', '[{"name": "Knife"}]'),
                    (\(zuhause), \(schritt), \(kuchen), 0, 'Backen', '[]')
                """,
                """
                INSERT INTO recipe_ingredients (household_id, id, step_id, position, ingredient_id, quantity, unit, note, line_text) VALUES
                    (\(home), \(lines.heading), \(step), 0, \(heading), NULL, '', '', 'FOR THE MARINADE'),
                    (\(home), \(lines.water), \(step), 1, \(water), 0.25, 'cup', '', '1/4 cup + 2 tablespoons water'),
                    (\(home), \(lines.beans), \(step), 2, \(beans), 2, 'can', '15 oz, drained', '2 (15 oz) cans kidney beans, drained'),
                    (\(home), \(lines.pan), \(step), 3, \(pan), NULL, '', '', 'Roasting pan'),
                    (\(home), \(lines.eggs), \(step), 4, \(eggs), 2, '', '', '2 eggs'),
                    (\(home), \(lines.fresh), \(step), 5, \(fresh), NULL, '', '', 'a lemon zested and juiced'),
                    (\(home), \(lines.sugar), \(step), 6, \(sugar), 0.5, 'cup', '', '1/2 cup / 100g brown sugar'),
                    (\(home), \(lines.powder), \(step), 7, \(powder), 1, 'tsp', '', '1 tsp EACH onion powder'),
                    (\(zuhause), gen_random_uuid(), \(schritt), 0, \(eier), 3, '', '', '3 Eier'),
                    (\(zuhause), gen_random_uuid(), \(schritt), 1, \(ei), 1, '', '', '1 Ei')
                """,
                "UPDATE recipe_steps SET position = position",
            ])
            let transcript = Transcript()
            try await migrator.migrate(connection) { transcript.append($0) }
            #expect(transcript.lines.contains { $0.contains("read 10 lines again: 1 headings became groups, 1 pieces of equipment joined their steps' tools") },
                    "\(transcript.lines)")
            let kept = try await connection.query("""
                SELECT l.id, l.position, l.quantity::text, l.unit, l.note, l.container::text, l.group_name, i.name
                FROM recipe_ingredients l LEFT JOIN ingredients i ON i.household_id = l.household_id AND i.id = l.ingredient_id
                WHERE l.household_id = \(home) ORDER BY l.position
                """).decode(UUID.self, Int.self, String?.self, String.self, String.self, String.self, String.self, String?.self)
            #expect(kept.map(\.0) == [lines.water, lines.beans, lines.eggs, lines.fresh, lines.sugar, lines.powder],
                    "the heading and the pan leave the list")
            #expect(kept.map(\.1) == [0, 1, 2, 3, 4, 5], "the lines left close up")
            #expect(kept.allSatisfy { $0.6 == "Marinade" }, "every line after the heading is in its group")
            #expect(kept[0].7 == "water" && kept[0].2 == "0.250" && kept[0].3 == "cup")
            #expect(kept[1].4 == "drained" && kept[1].5.contains("\"15\"") && kept[1].5.contains("oz") && kept[1].7 == "kidney bean",
                    "the can's size leaves the note; the amount read right keeps its ingredient")
            #expect(kept[2].7 == "Hen egg", "a name someone chose stays")
            #expect(kept[3].7 == "lemon")
            #expect(kept[4].7 == "brown sugar" && kept[4].2 == "0.500" && kept[4].5 == "[]")
            #expect(kept[5].7 == "onion powder" && kept[5].4 == "each")
            let tools = try await connection.query("SELECT tools::text FROM recipe_steps WHERE id = \(step)")[0].decode(String.self)
            #expect(tools.contains("Knife") && tools.contains("Roasting pan"))
            let catalog = try await connection.query("SELECT name FROM ingredients WHERE household_id = \(home) ORDER BY name").decode(String.self)
            #expect(Set(catalog) == ["a lemon zested and", "brown sugar", "Hen egg", "kidney bean", "lemon", "onion powder", "water"],
                    "junk names nothing uses leave; one the household gave an aisle stays: \(catalog)")
            let german = try await connection.query("""
                SELECT i.name, i.use_count FROM recipe_ingredients l JOIN ingredients i ON i.household_id = l.household_id AND i.id = l.ingredient_id
                WHERE l.household_id = \(zuhause) ORDER BY l.position
                """).decode(String.self, Int.self)
            #expect(german.map(\.0) == ["Ei", "Ei"] && german.allSatisfy { $0.1 == 2 }, "Eier and Ei are one ingredient, read in German")
            #expect(try await connection.query("SELECT count(*) FROM ingredients WHERE household_id = \(zuhause)")[0].decode(Int.self) == 1)
            let named = try await connection.query("SELECT array_length(ingredient_ids, 1) FROM recipes WHERE id = \(chili)")[0].decode(Int?.self)
            #expect(named == 6, "the recipe names the ingredients it now uses")
        }
    }

    /// A budget, not a check of behaviour: run with LARDER_BENCH_REPAIR=1 (it writes 100,000 lines).
    @Test("stage 27 reads 100,000 stored lines again in under a minute",
          .enabled(if: ProcessInfo.processInfo.environment["LARDER_BENCH_REPAIR"] != nil))
    func rereadingIsBudgeted() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await migrator.migrate(connection, to: 26)
            let home = UUID()
            let texts = ["2 (15 oz) cans kidney beans, drained", "1/4 cup + 2 tablespoons water", "200g/7oz plain flour", "FOR THE SAUCE",
                         "Roasting pan", "a lemon zested and juiced", "3 Eier", "2 c. à soupe d'huile d'olive", "1 diente de ajo",
                         "salt and freshly ground black pepper"]
            try await connection.pipeline([
                "INSERT INTO households (id, name) VALUES (\(home), 'Home')",
                "INSERT INTO ingredients (household_id, name) SELECT \(home), 'ingredient ' || g FROM generate_series(1, 200) g",
                "INSERT INTO recipes (household_id, name) SELECT \(home), 'Recipe ' || g FROM generate_series(1, 1000) g",
                "INSERT INTO recipe_steps (household_id, recipe_id, position, instructions) SELECT household_id, id, 0, 'Cook.' FROM recipes",
                """
                INSERT INTO recipe_ingredients (household_id, step_id, position, quantity, unit, note, line_text)
                SELECT s.household_id, s.id, g, CASE WHEN g % 3 = 0 THEN 2 END, '', '', (\(texts)::text[])[1 + g % \(texts.count)]
                FROM recipe_steps s, generate_series(0, 99) g
                """,
            ])
            #expect(try await connection.query("SELECT count(*) FROM recipe_ingredients")[0].decode(Int.self) == 100_000)
            let clock = ContinuousClock()
            let took = try await clock.measure { try await migrator.migrate(connection) }
            print("stage 27 over 100,000 lines: \(took)")
            #expect(took < .seconds(60))
        }
    }

    @Test("stage 11 hashes the invite codes already out there: their links still work, removal still revokes, and no code is left stored")
    func inviteCodesAreHashed() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await migrator.migrate(connection, to: 10)
            let (home, ada, ben) = (UUID(), UUID(), UUID())
            let (sent, usedByBen) = ("Sent-to_Cy-before-the-upgrade", "Ben-joined-through-this-one")
            try await connection.pipeline([
                "INSERT INTO users (id, email, display_name, password_hash) VALUES (\(ada), 'ada@example.com', 'Ada', 'x'), (\(ben), 'ben@example.com', 'Ben', 'x')",
                "INSERT INTO households (id, name) VALUES (\(home), 'Home')",
                """
                INSERT INTO invites (household_id, code, created_by, max_uses, use_count, expires_at) VALUES
                    (\(home), \(sent), \(ada), 5, 0, now() + interval '1 day'), (\(home), \(usedByBen), \(ada), 5, 1, now() + interval '1 day')
                """,
                "INSERT INTO memberships (household_id, user_id, role, invite_code) VALUES (\(home), \(ada), 'owner', NULL), (\(home), \(ben), 'member', \(usedByBen))",
            ])
            try await migrator.migrate(connection)

            let stored = try await connection.query("SELECT to_jsonb(i)::text FROM invites i").decode(String.self)
            #expect(stored.count == 2)
            #expect(stored.allSatisfy { !$0.contains(sent) && !$0.contains(usedByBen) }, "no code is stored as it was sent")
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            let households = HouseholdRepository(pool: pool)
            let cy = try await connection.query(
                "INSERT INTO users (email, display_name, password_hash) VALUES ('cy@example.com', 'Cy', 'x') RETURNING id")[0].decode(UUID.self)
            let outcome = try await households.accept(code: sent, by: cy)
            guard case .joined(let household) = outcome, household.id == home else {
                Issue.record("a link sent before the upgrade should still let people in: \(outcome)")
                return
            }
            try await households.removeMember(ben, from: home, by: ada)
            #expect(try await households.invite(code: usedByBen)?.invite.state(at: Date()) == .revoked,
                    "removing Ben revokes the link he joined through, named now by its id")
        }
    }

    @Test("two migrators at once both succeed, and each stage is applied exactly once")
    func concurrentMigrators() async throws {
        try await TestDatabase.withEmpty { database in
            let first = try await database.connect()
            let second = try await database.connect()
            defer { first.close(); second.close() }
            async let a = migrator.migrate(first)
            async let b = migrator.migrate(second)
            let (appliedByA, appliedByB) = try await (a, b)
            let versions = (appliedByA + appliedByB).map(\.version).sorted()
            #expect(versions == migrator.stages.map(\.version))
            let logged: [Int] = try await first.query("SELECT version FROM schema_migrations ORDER BY version").decode(Int.self)
            #expect(logged == migrator.stages.map(\.version))
        }
    }

    @Test("a failing stage leaves the database exactly as before, log included, and names the stage")
    func failingStage() async throws {
        let next = MigrationPlan.larder.current.version + 1
        let file = String(format: "%04d_broken_stage.sql", next)
        try await withMigrationsCopy { directory in
            try Data("CREATE TABLE pantry_shelves (id int);\nSELECT 1 / 0;\n".utf8).write(to: directory.appendingPathComponent(file))
            let plan = MigrationPlan(stages: MigrationPlan.larder.stages + [
                MigrationStage(MigrationPlan.larder.current.evolved(to: next) { _ in }, .lightweight),
            ])
            let broken = try Migrator(plan: plan, directory: directory)
            try await TestDatabase.withMigrated { database in
                let connection = try await database.connect()
                defer { connection.close() }
                let before = try await CatalogSnapshot.read(from: connection)
                let logBefore: [String] = try await connection.query("SELECT name || checksum FROM schema_migrations ORDER BY version").decode(String.self)
                await #expect {
                    try await broken.migrate(connection)
                } throws: { error in
                    guard case MigrationError.stageFailed(let version, let failed, let message) = error else { return false }
                    return version == next && failed == file && message.contains("division by zero") && "\(error)".contains(file)
                }
                #expect(try await CatalogSnapshot.read(from: connection) == before)
                let logAfter: [String] = try await connection.query("SELECT name || checksum FROM schema_migrations ORDER BY version").decode(String.self)
                #expect(logAfter == logBefore)
            }
        }
    }

    @Test("a failing Swift step of a custom stage rolls its stage back too")
    func failingCustomStep() async throws {
        struct Interrupted: Error {}
        let next = MigrationPlan.larder.current.version + 1
        try await withMigrationsCopy { directory in
            try Data("CREATE TABLE pantry_shelves (id int);\n".utf8).write(to: directory.appendingPathComponent(String(format: "%04d_shelves.sql", next)))
            let plan = MigrationPlan(stages: MigrationPlan.larder.stages + [
                MigrationStage(MigrationPlan.larder.current.evolved(to: next) { _ in }, .custom(willMigrate: nil, didMigrate: { connection, _ in
                    try await connection.query("INSERT INTO pantry_shelves VALUES (1)")
                    throw PostgresError.server(ServerMessage(sqlState: "P0001", message: "interrupted on purpose"))
                })),
            ])
            try await TestDatabase.withMigrated { database in
                let connection = try await database.connect()
                defer { connection.close() }
                await #expect(throws: MigrationError.self) { try await Migrator(plan: plan, directory: directory).migrate(connection) }
                let exists = try await connection.query("SELECT to_regclass('pantry_shelves') IS NOT NULL")[0].decode(Bool.self)
                #expect(!exists)
            }
        }
    }

    @Test("an edited shipped file is refused, naming the file")
    func changedChecksum() async throws {
        try await withMigrationsCopy { directory in
            try await TestDatabase.withEmpty { database in
                let connection = try await database.connect()
                defer { connection.close() }
                try await Migrator(directory: directory).migrate(connection)
                let file = directory.appendingPathComponent("0001_initial_graph.sql")
                try (String(contentsOf: file, encoding: .utf8) + "\n-- a harmless-looking edit\n").write(to: file, atomically: true, encoding: .utf8)
                let edited = try Migrator(directory: directory)
                await #expect {
                    try await edited.migrate(connection)
                } throws: { error in
                    guard case MigrationError.checksumChanged(let version, let name, _, _) = error else { return false }
                    return version == 1 && name == "0001_initial_graph.sql" && "\(error)".contains("0001_initial_graph.sql")
                }
                let states = try await edited.status(connection).map(\.state)
                guard case .changed = states[0] else {
                    Issue.record("status should say stage 1 changed, says \(states[0])")
                    return
                }
            }
        }
    }

    @Test("a database with a stage this program does not know is refused, naming the version")
    func unknownNewerVersion() async throws {
        try await TestDatabase.withMigrated { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("""
                INSERT INTO schema_migrations (version, name, kind, checksum, duration_ms)
                VALUES (99, '0099_from_the_future', 'lightweight', 'abc', 1)
                """)
            await #expect {
                try await migrator.migrate(connection)
            } throws: { error in
                guard case MigrationError.unknownVersion(let version, let name) = error else { return false }
                return version == 99 && name == "0099_from_the_future" && "\(error)".contains("stage 99")
            }
        }
    }

    @Test("a pending stage below an applied one is refused, naming the file")
    func gap() async throws {
        try await TestDatabase.withMigrated { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.query("DELETE FROM schema_migrations WHERE version = 2")
            await #expect {
                try await migrator.migrate(connection)
            } throws: { error in
                guard case MigrationError.gap(let pending, let file, _) = error else { return false }
                return pending == 2 && file == "0002_unique_ingredient_names.sql"
            }
        }
    }

    @Test("a dry run changes neither the log nor the catalog")
    func dryRun() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            let applied = try await migrator.migrate(connection, dryRun: true)
            #expect(applied.map(\.version) == migrator.stages.map(\.version))
            let snapshot = try await CatalogSnapshot.read(from: connection)
            #expect(snapshot.tables.isEmpty)
            let log = try await connection.query("SELECT to_regclass('schema_migrations') IS NOT NULL")[0].decode(Bool.self)
            #expect(!log)

            try await migrator.migrate(connection, to: 1)
            try await migrator.migrate(connection, dryRun: true)
            let stillV1 = try await CatalogSnapshot.read(from: connection)
            #expect(stillV1.differences(from: CatalogSnapshot(expecting: SchemaV1.declaration)).isEmpty)
        }
    }

    @Test("status lists every stage; --to stops where asked")
    func statusAndTarget() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            #expect(try await migrator.status(connection).allSatisfy { $0.state == .pending })
            try await migrator.migrate(connection, to: 2)
            let states = try await migrator.status(connection)
            #expect(states.map(\.version) == migrator.stages.map(\.version))
            guard case .applied(let checksum, _, _) = states[1].state else {
                Issue.record("stage 2 should be applied")
                return
            }
            #expect(checksum == migrator.stages[1].checksum)
            #expect(states[2].state == .pending)
            await #expect(throws: MigrationError.self) { try await migrator.migrate(connection, to: 1) }
        }
    }

    private func withMigrationsCopy(_ body: (URL) async throws -> Void) async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("larder-migrations-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: TestServer.migrationsDirectory, to: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }
}

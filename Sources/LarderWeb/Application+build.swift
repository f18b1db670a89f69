import Foundation
import Hummingbird
import LarderModel
import LarderStore
import Logging
import PostgresClient

/// Wires Larder's parts into a Hummingbird application. `larder serve` and the tests both
/// build the application here, each with its own configuration.
public func buildApplication(configuration: AppConfiguration) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(configuration: configuration)
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.hostname, port: configuration.port), serverName: "larder"),
        services: [configuration.pool],
        logger: configuration.logger
    )
}

/// The router with every middleware and route; templates are compiled here, once.
public func buildRouter(configuration: AppConfiguration) async throws -> Router<AppRequestContext> {
    let pool = configuration.pool
    let views = try await Views(directory: configuration.templatesDirectory)
    let sessions = SessionRepository(pool: pool, lifetime: configuration.sessionLifetime)
    let accounts = AccountRepository(pool: pool)
    let households = HouseholdRepository(pool: pool)
    let metrics = Metrics()
    let account = AccountController(
        views: views, accounts: accounts, households: households, sessions: sessions, throttle: LoginThrottle(pool: pool),
        hasher: PasswordHasher(cost: configuration.bcryptCost))

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: SecurityHeadersMiddleware())
    // Outside the session: failures to find the session itself (the database is down).
    router.add(middleware: ErrorPageMiddleware(views: views))
    // Serves a file where no route answered: the 404 page below is a response, not an error.
    router.add(middleware: FileMiddleware(
        configuration.publicDirectory.path,
        cacheControl: .init([(MediaType(type: .any), [.public, .maxAge(3600)])]),
        logger: configuration.logger).withServeOnNotFoundResponse())
    router.add(middleware: SessionMiddleware(sessions: sessions, secureCookies: configuration.secureCookies, metrics: metrics))
    // Inside it: every other error page shows who is logged in and counts its statements.
    router.add(middleware: ErrorPageMiddleware(views: views))
    router.add(middleware: CSRFMiddleware())

    HealthController(pool: pool, metrics: metrics).addRoutes(to: router)
    router.get("/") { _, context -> Response in
        if context.user != nil { return .redirect(to: context.session?.activeHousehold == nil ? "/household" : "/recipes") }
        return views.render("home", HomePage(page: PageChrome(title: "Larder", context: context)))
    }
    account.addRoutes(to: router)
    HouseholdController(views: views, households: households, sessions: sessions, anonymous: account).addRoutes(to: router)
    RecipeController(views: views, recipes: RecipeRepository(pool: pool), exporter: RecipeExporter(pool: pool),
                     viewCounter: RecipeViewCounter()).addRoutes(to: router)
    CatalogController(views: views, ingredients: IngredientRepository(pool: pool), skills: SkillRepository(pool: pool)).addRoutes(to: router)
    ImportController(views: views, importer: RecipeImporter(pool: pool)).addRoutes(to: router)
    AdminController(views: views, accounts: accounts, pool: pool,
                    migrator: try Migrator(directory: configuration.migrationsDirectory)).addRoutes(to: router)
    return router
}

struct HomePage: Sendable {
    var page: PageChrome
}

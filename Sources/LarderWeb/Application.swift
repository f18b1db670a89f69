import Foundation
import Hummingbird
import LDAPClient
import OpenIDConnect
import LarderAPI
import LarderActions
import LarderModel
import LarderStore
import Logging
import NIOCore

/// Wires Larder's parts into a Hummingbird application. `larder serve` and the tests both
/// build the application here, each with its own configuration. `onServerRunning` runs once the
/// port listens.
public func buildApplication(configuration: AppConfiguration,
                             onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }) async throws -> some ApplicationProtocol {
    let router = try await buildRouter(configuration: configuration)
    let headerTimeout = TimeAmount(configuration.headerTimeout)
    return Application(
        router: router,
        server: .http1(configuration: .init(additionalChannelHandlers: [HeaderTimeoutHandler(timeout: headerTimeout)])),
        configuration: .init(address: .hostname(configuration.hostname, port: configuration.port), serverName: "larder"),
        services: [configuration.store],
        onServerRunning: onServerRunning,
        logger: configuration.logger
    )
}

/// The router with every middleware and route.
///
/// Routes live in three groups by who may reach them: everyone; a person who is logged in;
/// a member of the household they are looking at. A handler of the last two gets a context
/// that already holds the person (and household and role), and cannot run without them.
public func buildRouter(configuration: AppConfiguration) async throws -> Router<AppRequestContext> {
    let store = configuration.store
    let views = Views(audit: configuration.pageAudit)
    let accounts = store.accountActions(hasher: PasswordHasher(cost: configuration.bcryptCost),
                                        directory: configuration.directory.map(LDAPDirectory.init), takesPasswords: configuration.passwordLogin)

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: RequestLogMiddleware(logger: configuration.logger, metrics: configuration.metrics))
    router.add(middleware: SecurityHeadersMiddleware(
        strictTransport: configuration.secureCookies, formTargets: configuration.identityProvider.map { [$0.origin] } ?? []))
    // Outside the session: failures to find the session itself (the database is down).
    router.add(middleware: ErrorPageMiddleware(views: views))
    // Serves a file where no route answered: the 404 page below is a response, not an error.
    router.add(middleware: PublicFilesMiddleware(files: FileMiddleware(
        configuration.publicDirectory.path,
        cacheControl: .init([(MediaType(type: .any), [.public, .maxAge(3600)])]),
        logger: configuration.logger).withServeOnNotFoundResponse()))
    router.add(middleware: SessionMiddleware(accounts: accounts, reads: store.reads, keys: store.serverKeys, secureCookies: configuration.secureCookies,
                                             showsServerTiming: configuration.showsServerTiming))
    // Inside it: every other error page shows who is logged in and counts its statements.
    router.add(middleware: ErrorPageMiddleware(views: views))
    router.add(middleware: CSRFMiddleware(uploads: UploadsInFlight(limit: configuration.uploadsAtOnce)))
    router.add(middleware: HouseholdLinkMiddleware(households: store.householdActions))

    let signedIn = router.group(context: SignedInRequestContext.self)
    let members = router.group(context: HouseholdRequestContext.self)

    HealthController(store: store).addRoutes(to: router)
    HomeController(views: views).addRoutes(to: router)
    try OfflineController(views: views, publicDirectory: configuration.publicDirectory, buildID: configuration.buildID).addRoutes(to: router)
    let account = AccountController(views: views, accounts: accounts, households: store.householdActions, tokens: store.tokenActions,
                                    serverKeys: store.serverKeys,
                                    provider: configuration.identityProvider.map { OIDCProvider($0) }, publicURL: configuration.publicURL,
                                    mailer: configuration.mailer)
    account.addRoutes(everyone: router, signedIn: signedIn)
    HouseholdController(views: views, households: store.householdActions, recipes: store.recipeActions, anonymous: account, mailer: configuration.mailer,
                        publicURL: configuration.publicURL).addRoutes(everyone: router, signedIn: signedIn, members: members)
    RecipeController(views: views, recipes: store.recipeActions, cooking: store.cookingActions, exports: store.exportActions,
                     recipeViews: store.recipeViews).addRoutes(to: members)
    CookingController(views: views, cooking: store.cookingActions, recipes: store.recipeActions).addRoutes(to: members)
    RevisionController(views: views, recipes: store.recipeActions).addRoutes(to: members)
    ShareController(views: views, recipes: store.recipeActions, publicURL: configuration.publicURL).addRoutes(everyone: router, members: members)
    PlanController(views: views, plan: store.planActions, recipes: store.recipeActions, households: store.householdActions)
        .addRoutes(everyone: router, members: members)
    ShoppingController(views: views, shopping: store.shoppingActions, households: store.householdActions).addRoutes(to: members)
    CatalogController(views: views, catalog: store.catalogActions).addRoutes(to: members)
    ImportController(views: views, cpu: store.cpu, imports: configuration.imports).addRoutes(to: members)
    AdminController(views: views, store: store, accounts: accounts, publicURL: configuration.publicURL).addRoutes(to: signedIn)
    try APIReferenceController(views: views, document: configuration.apiDocument).addRoutes(to: router)
    try APIServer.addRoutes(to: router, store: store, imports: configuration.imports, rate: APIRateLimiter(requestsPerMinute: configuration.apiRequestsPerMinute),
                            showsServerTiming: configuration.showsServerTiming, logger: configuration.logger)
    return router
}

/// The Prometheus endpoint, `/metrics`, on a port of its own: scrapers reach it inside the
/// cluster while the app's port faces the proxy, so figures never leak to the public.
public func buildMetricsApplication(configuration: AppConfiguration, port: Int) -> some ApplicationProtocol {
    let router = Router()
    router.get("/metrics") { _, _ in
        HealthController.text(configuration.metrics.text(pool: configuration.store.poolStatistics, reads: configuration.store.reads.statistics), status: .ok,
                              type: "text/plain; version=0.0.4; charset=utf-8")
    }
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.hostname, port: port), serverName: "larder-metrics"),
        logger: configuration.logger)
}


import Hummingbird

/// `/`: the welcome page, or straight to the recipes (or the household page) once logged in.
struct HomeController {
    let views: Views

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/") { _, context -> Response in
            if context.user != nil { return .redirect(to: context.session?.activeHousehold == nil ? "/household" : "/recipes") }
            return views.render(HomePage(page: PageChrome(title: "Larder", context: context)))
        }
    }
}

import Hummingbird

extension HomeController {
    struct HomePage: Sendable, Encodable {
        var page: PageChrome
    }
}

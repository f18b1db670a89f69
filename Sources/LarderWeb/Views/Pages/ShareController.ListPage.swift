import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShareController {
    struct ListPage: Sendable, Encodable {
        var page: PageChrome
        var links: [LinkRow]
    }
}

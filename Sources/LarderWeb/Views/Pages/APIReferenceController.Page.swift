import Foundation
import Hummingbird
import LarderAPI
import LarderModel
import Yams

extension APIReferenceController {
    struct Page: Sendable, Encodable {
        var page: PageChrome
        var reference: Reference
    }
}

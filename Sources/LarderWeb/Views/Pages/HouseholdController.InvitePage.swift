import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail

extension HouseholdController {
    struct InvitePage: Sendable, Encodable {
        var page: PageChrome
        var householdName: String?
        var isActive: Bool
        var isExpired: Bool
        var isRevoked: Bool
        var isUsedUp: Bool
        var isUnknown: Bool
        var alreadyMember: Bool
        /// "Join Hill House": the heading and the button.
        var joinLabel: String
        /// "You are already in Hill House".
        var alreadyInHeading: String
        /// "Go to Hill House".
        var goToLabel: String
        /// What joining shows the person, and shows of them.
        var joinNotice: String
        /// Why a link that no longer works does not, naming its household where known.
        var inactiveLead: String
        var householdURL = "/household"
        var joinAction: String
        var loginURL: String
        var registerURL: String
    }
}

import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail

extension HouseholdController {
    struct HouseholdPage: Sendable, Encodable {
        struct Summary: Sendable, Encodable {
            var name: String
            /// "created 12 Nov 2026".
            var created: String
        }

        struct MemberRow: Sendable, Encodable {
            var displayName: String
            var email: String
            var roleLabel: String
            var isOwner: Bool
            var isYou: Bool
            /// "joined 12 Nov 2026".
            var joined: String
            var canRemove: Bool
            var canMakeOwner: Bool
            var canMakeMember: Bool
            var removeAction: String
            var roleAction: String
        }

        struct InviteRow: Sendable, Encodable {
            var stateLabel: String
            var isActive: Bool
            var usesLabel: String
            /// "expires 19 Nov 2026, 15:03".
            var expires: String
            /// "made 12 Nov 2026, 15:03".
            var made: String
            var revokeAction: String
        }

        struct RoleRow: Sendable, Encodable {
            var label: String
            var abilities: [String]
        }

        struct NameForm: Sendable, Encodable {
            var name: FormField
        }

        /// The new-invite form: how long the link works, for how many people, and whom to mail it to.
        struct InviteForm: Sendable, Encodable {
            var expires: FormField
            var maxUses: FormField
            var email = FormField("email")

            static let blank = InviteForm(expires: FormField("expires_hours", value: "168"), maxUses: FormField("max_uses", value: "1"))
        }

        var page: PageChrome
        var hasHousehold: Bool
        var household: Summary?
        var roleLabel: String
        var isOwner: Bool
        var members: [MemberRow]
        var invites: [InviteRow]
        var hasInvites: Bool
        /// The link just made. Only its hash is stored, so this answer is the one time it is shown.
        var newInviteURL: String?
        /// "The link is on its way to sam@example.org.", when it was mailed.
        var inviteMailed: String?
        /// Whether invites can be sent by email here; if not, the form says how to set it up.
        var sendsMail: Bool
        var roles: [RoleRow]
        var inviteForm: InviteForm
        var expiryOptions: [Choice]
        var usesOptions: [Choice]
        var renameForm: NameForm
        var createForm: NameForm
        /// Leaving asks first, on a page of its own.
        var leaveURL = "/household/leave"
        var leaveWarning: String?
        /// "Leave Hill House…" (to the confirmation), "Delete Hill House…".
        var leaveLinkLabel: String
        var deleteLinkLabel: String
        /// What leaving costs, when nothing warns otherwise.
        var leaveNotice: String
        /// The only member leaves through the delete confirmation: leaving deletes the household.
        var isOnlyMember: Bool
        var deleteURL = "/household/delete"
        var timeZoneOptions: [Choice]
        /// "Days and times follow Europe/London.", for members who cannot change it.
        var timeZoneNote: String
        /// How much of each recipe's history the household keeps, in words and as the owner's form.
        var historyRule: String
        /// The command that prunes, named as typed in every language.
        let pruneCommand = "larder prune-history"
        var keepRevisions: FormField
        var keepDays: FormField
    }
}

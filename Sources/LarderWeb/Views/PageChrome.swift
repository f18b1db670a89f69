import Foundation
import LarderModel
import LarderStore

/// What every page's layout needs: who is logged in, their households, the CSRF token, the
/// flash message, and which navigation item is current.
public struct PageChrome: Sendable, Encodable {
    public struct UserChrome: Sendable, Encodable {
        var displayName: String
        var email: String
        var isAdmin: Bool
        /// "Signed in as Sam.", in the page's language.
        var signedInAs: String
    }

    public struct HouseholdChoice: Sendable, Encodable {
        var id: String
        var name: String
        var isActive: Bool
    }

    public struct ActiveHousehold: Sendable, Encodable {
        var id: String
        var name: String
        var roleLabel: String
        var isOwner: Bool
    }

    public struct FlashMessage: Sendable, Encodable {
        var message: String
        var isError: Bool
        /// Where the Undo button posts, for a message about something deleted.
        var undoURL: String?
    }

    /// The navigation item a page belongs to.
    public enum Section: Sendable {
        case none, recipes, plan, shopping, ingredients, skills, household, account, admin
    }

    var title: String
    /// The words of the page, in the reader's language.
    let t: Strings
    var csrfToken: String
    var isLoggedIn: Bool
    var user: UserChrome?
    var activeHousehold: ActiveHousehold?
    var households: [HouseholdChoice]
    var hasHouseholds: Bool
    var hasHouseholdChoice: Bool
    var flashes: [FlashMessage]
    var navRecipes: Bool
    var navPlan: Bool
    var navShopping: Bool
    var navIngredients: Bool
    var navSkills: Bool
    var navHousehold: Bool
    var navAccount: Bool
    var navAdmin: Bool
    /// Where the header's "Log in" and "Register" lead a visitor: with the invite along, on the
    /// pages of one (`carrying(invite:)`), so that registering from them joins its household.
    var logInURL = "/login"
    var registerURL = "/register"
    /// Whose pages this phone keeps for use offline (`OfflineCopies`): the changes made offline
    /// on this page are sent only for them.
    var offlineKey: String?

    /// This chrome with the header's links carrying invite `code`, when there is one.
    func carrying(invite code: String?) -> PageChrome {
        guard let code, !code.isEmpty else { return self }
        var chrome = self
        chrome.logInURL = "/login?invite=" + code.asQueryValue
        chrome.registerURL = "/register?invite=" + code.asQueryValue
        return chrome
    }

    /// The token this visitor's forms carry: the session's, or before one, the anonymous form token.
    static func csrfToken(for context: some SessionRequestContext) -> String {
        context.session?.csrfToken ?? context.formToken ?? ""
    }

    public init(title: String, context: some SessionRequestContext, section: Section = .none, flash: Flash? = nil) {
        self.init(title: title, session: context.session, csrfToken: Self.csrfToken(for: context), strings: context.strings,
                  section: section, flash: flash ?? context.flash)
    }

    /// The chrome for whoever `session` is (nobody when nil), with the token their forms carry.
    init(title: String, session: SessionRecord?, csrfToken: String, strings: Strings, section: Section = .none, flash: Flash? = nil) {
        self.title = title
        t = strings
        self.csrfToken = csrfToken
        user = session.map(\.user).map { UserChrome(displayName: $0.displayName, email: $0.email, isAdmin: $0.isAdmin, signedInAs: strings.layout.signedInAs(name: $0.displayName)) }
        isLoggedIn = user != nil
        offlineKey = OfflineCopies.key(for: session)
        let active = session?.activeHousehold
        activeHousehold = active.map {
            ActiveHousehold(id: $0.household.id.text, name: $0.household.name, roleLabel: strings.label($0.role), isOwner: $0.role == .owner)
        }
        households = (session?.households ?? []).map {
            HouseholdChoice(id: $0.household.id.text, name: $0.household.name, isActive: $0.household.id == active?.household.id)
        }
        hasHouseholds = !households.isEmpty
        hasHouseholdChoice = households.count > 1
        flashes = [flash].compactMap { $0 }.map {
            FlashMessage(message: $0.message, isError: $0.isError, undoURL: $0.undo?.url)
        }
        navRecipes = section == .recipes
        navPlan = section == .plan
        navShopping = section == .shopping
        navIngredients = section == .ingredients
        navSkills = section == .skills
        navHousehold = section == .household
        navAccount = section == .account
        navAdmin = section == .admin
    }
}

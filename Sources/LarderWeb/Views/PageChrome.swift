import Foundation
import LarderModel
import LarderStore

/// What every page's layout needs: who is logged in, their households, the CSRF token, the
/// flash message, and which navigation item is current.
public struct PageChrome: Sendable {
    public struct UserChrome: Sendable {
        var displayName: String
        var email: String
        var isAdmin: Bool
    }

    public struct HouseholdChoice: Sendable {
        var id: String
        var name: String
        var isActive: Bool
    }

    public struct ActiveHousehold: Sendable {
        var id: String
        var name: String
        var roleLabel: String
        var isOwner: Bool
    }

    public struct FlashMessage: Sendable {
        var message: String
        var isError: Bool
    }

    /// The navigation item a page belongs to.
    public enum Section: Sendable {
        case none, recipes, ingredients, skills, household, account, admin
    }

    var title: String
    var csrfToken: String
    var isLoggedIn: Bool
    var user: UserChrome?
    var activeHousehold: ActiveHousehold?
    var households: [HouseholdChoice]
    var hasHouseholds: Bool
    var hasHouseholdChoice: Bool
    var flashes: [FlashMessage]
    var navRecipes: Bool
    var navIngredients: Bool
    var navSkills: Bool
    var navHousehold: Bool
    var navAccount: Bool
    var navAdmin: Bool

    public init(title: String, context: AppRequestContext, section: Section = .none, flash: Flash? = nil) {
        let session = context.session
        self.title = title
        csrfToken = session?.csrfToken ?? ""
        user = session?.user.map { UserChrome(displayName: $0.displayName, email: $0.email, isAdmin: $0.isAdmin) }
        isLoggedIn = user != nil
        let active = session?.activeHousehold
        activeHousehold = active.map {
            ActiveHousehold(id: $0.household.id.uuidString, name: $0.household.name, roleLabel: $0.role.label, isOwner: $0.role == .owner)
        }
        households = (session?.households ?? []).map {
            HouseholdChoice(id: $0.household.id.uuidString, name: $0.household.name, isActive: $0.household.id == active?.household.id)
        }
        hasHouseholds = !households.isEmpty
        hasHouseholdChoice = households.count > 1
        flashes = [flash ?? context.flash].compactMap { $0 }.map { FlashMessage(message: $0.message, isError: $0.isError) }
        navRecipes = section == .recipes
        navIngredients = section == .ingredients
        navSkills = section == .skills
        navHousehold = section == .household
        navAccount = section == .account
        navAdmin = section == .admin
    }
}

/// A choice in a select or radio group.
struct Choice: Sendable {
    var value: String
    var label: String
    var selected: Bool

    init(_ value: String, _ label: String, selected: Bool) {
        self.value = value
        self.label = label
        self.selected = selected
    }
}

/// A line of a delete confirmation ("its 6 steps").
public struct Effect: Sendable {
    var label: String
}

/// The page every delete goes through first: what goes, what stays, and what blocks it.
public struct ConfirmDeletePage: Sendable {
    var page: PageChrome
    var heading: String
    var itemName: String
    var effects: [Effect]
    var keeps: [Effect]
    var blockers: [Effect]
    var hasBlockers: Bool
    var action: String
    var cancelURL: String
    var buttonLabel: String

    init(page: PageChrome, heading: String, itemName: String, report: DeletionReport, blockers: [String] = [],
         action: String, cancelURL: String, buttonLabel: String) {
        self.page = page
        self.heading = heading
        self.itemName = itemName
        effects = Self.describe(report.removed, skipping: report.removed.count > 1 ? nil : "").map(Effect.init)
        keeps = report.nullified.sorted { $0.key < $1.key }.map { Effect(label: Self.kept(table: $0.key, count: $0.value)) }
        self.blockers = blockers.map(Effect.init)
        hasBlockers = !blockers.isEmpty
        self.action = action
        self.cancelURL = cancelURL
        self.buttonLabel = buttonLabel
    }

    private static let nouns: [String: (String, String)] = [
        "recipes": ("recipe", "recipes"), "recipe_steps": ("step", "steps"), "recipe_ingredients": ("ingredient line", "ingredient lines"),
        "step_skills": ("link between a step and a skill", "links between steps and skills"), "ingredients": ("ingredient", "ingredients"),
        "skills": ("skill", "skills"), "memberships": ("membership", "memberships"), "invites": ("invite", "invites"),
        "sessions": ("login session", "login sessions"), "households": ("household", "households"), "users": ("account", "accounts"),
    ]

    static func noun(_ table: String, _ count: Int) -> String {
        let (one, many) = nouns[table] ?? (table, table)
        return "\(count) \(count == 1 ? one : many)"
    }

    private static func describe(_ counts: [String: Int], skipping _: String?) -> [String] {
        let order = ["households", "users", "recipes", "recipe_steps", "recipe_ingredients", "step_skills", "ingredients",
                     "skills", "memberships", "invites", "sessions"]
        return counts.sorted { (order.firstIndex(of: $0.key) ?? 99) < (order.firstIndex(of: $1.key) ?? 99) }
            .map { noun($0.key, $0.value) }
    }

    private static func kept(table: String, count: Int) -> String {
        switch table {
        case "recipe_ingredients": return "\(noun(table, count)) in recipes stay and keep their own text"
        case "recipes": return "\(noun(table, count)) stay, without an author"
        case "invites": return "\(noun(table, count)) stay, without their creator"
        case "sessions": return "\(noun(table, count)) stay logged in, in no household"
        default: return "\(noun(table, count)) stay"
        }
    }
}

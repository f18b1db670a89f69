import Foundation

/// What a delete removes and nullifies, counted by SQL.
public struct DeletionReport: Sendable, Equatable, CustomStringConvertible {
    /// Rows that go, the deleted row itself included.
    public var removed: RowCounts
    /// Rows that stay, with their reference to a deleted row set to NULL: recipe lines keep
    /// their own text, recipes lose their author, invites their creator, sessions their household.
    public var nullified: RowCounts

    public init(removed: RowCounts = RowCounts(), nullified: RowCounts = RowCounts()) {
        self.removed = removed
        self.nullified = nullified
    }

    public static func + (lhs: DeletionReport, rhs: DeletionReport) -> DeletionReport {
        DeletionReport(removed: lhs.removed + rhs.removed, nullified: lhs.nullified + rhs.nullified)
    }

    public var description: String {
        "removes \(removed.isEmpty ? "nothing" : removed.description)" + (nullified.isEmpty ? "" : "; nullifies \(nullified)")
    }
}

/// How many rows of each kind.
public struct RowCounts: Sendable, Equatable, CustomStringConvertible {
    public var households = 0
    public var users = 0
    public var memberships = 0
    public var invites = 0
    public var sessions = 0
    public var recipes = 0
    public var steps = 0
    /// Recipe lines (`recipe_ingredients`).
    public var lines = 0
    /// Links between steps and skills.
    public var stepSkills = 0
    public var ingredients = 0
    public var skills = 0
    /// Cover photos of recipes (`recipe_photos`).
    public var photos = 0
    /// Deleted recipes still kept for undo (`deleted_recipes`).
    public var deletedRecipes = 0
    /// Password-reset links (`password_resets`).
    public var passwordResets = 0
    public var tags = 0
    /// Links between recipes and tags.
    public var recipeTags = 0
    /// Members' stars on recipes.
    public var favourites = 0
    /// Entries of the cooking log.
    public var cookingLog = 0
    /// Entries of the meal plan.
    public var planEntries = 0
    /// Recipes chosen for the shopping list.
    public var shoppingRecipes = 0
    public var shoppingItems = 0
    /// Import jobs of web addresses, and their addresses.
    public var importJobs = 0
    public var importJobItems = 0
    /// How often each address was taken up.
    public var importJobAttempts = 0
    /// A household's budget of pages fetched for it (`fetch_budgets`).
    public var fetchBudgets = 0
    /// When the import workers last took an address of the household's (`import_turns`).
    public var importTurns = 0
    /// Apps' exports waiting for their household's choice.
    public var importUploads = 0
    /// Personal access tokens, which go with their membership.
    public var accessTokens = 0
    /// Earlier versions of recipes (`recipe_revisions`).
    public var revisions = 0
    /// Photos only earlier versions show (`revision_photos`).
    public var revisionPhotos = 0
    /// Members' ratings of recipes.
    public var ratings = 0
    /// Public links to recipes.
    public var shareLinks = 0
    /// Who accounts are to a directory or a provider (`user_identities`), which go with them.
    public var identities = 0

    public init(households: Int = 0, users: Int = 0, memberships: Int = 0, invites: Int = 0, sessions: Int = 0, recipes: Int = 0,
                steps: Int = 0, lines: Int = 0, stepSkills: Int = 0, ingredients: Int = 0, skills: Int = 0) {
        (self.households, self.users, self.memberships, self.invites, self.sessions) = (households, users, memberships, invites, sessions)
        (self.recipes, self.steps, self.lines, self.stepSkills, self.ingredients, self.skills) = (recipes, steps, lines, stepSkills, ingredients, skills)
    }

    public var isEmpty: Bool { self == RowCounts() }

    /// The count for a table of the schema. Every table a delete can reach has a field: a new
    /// table must be given one here.
    subscript(table: String) -> Int {
        get {
            switch table {
            case "households": households
            case "users": users
            case "memberships": memberships
            case "invites": invites
            case "sessions": sessions
            case "recipes": recipes
            case "recipe_steps": steps
            case "recipe_ingredients": lines
            case "step_skills": stepSkills
            case "ingredients": ingredients
            case "skills": skills
            case "recipe_photos": photos
            case "deleted_recipes": deletedRecipes
            case "password_resets": passwordResets
            case "tags": tags
            case "recipe_tags": recipeTags
            case "favourites": favourites
            case "cooking_log": cookingLog
            case "plan_entries": planEntries
            case "shopping_recipes": shoppingRecipes
            case "shopping_items": shoppingItems
            case "import_jobs": importJobs
            case "import_job_items": importJobItems
            case "import_job_attempts": importJobAttempts
            case "fetch_budgets": fetchBudgets
            case "import_turns": importTurns
            case "import_uploads": importUploads
            case "access_tokens": accessTokens
            case "recipe_revisions": revisions
            case "revision_photos": revisionPhotos
            case "recipe_ratings": ratings
            case "share_links": shareLinks
            case "user_identities": identities
            default: preconditionFailure("RowCounts has no field for table \(table)")
            }
        }
        set {
            switch table {
            case "households": households = newValue
            case "users": users = newValue
            case "memberships": memberships = newValue
            case "invites": invites = newValue
            case "sessions": sessions = newValue
            case "recipes": recipes = newValue
            case "recipe_steps": steps = newValue
            case "recipe_ingredients": lines = newValue
            case "step_skills": stepSkills = newValue
            case "ingredients": ingredients = newValue
            case "skills": skills = newValue
            case "recipe_photos": photos = newValue
            case "deleted_recipes": deletedRecipes = newValue
            case "password_resets": passwordResets = newValue
            case "tags": tags = newValue
            case "recipe_tags": recipeTags = newValue
            case "favourites": favourites = newValue
            case "cooking_log": cookingLog = newValue
            case "plan_entries": planEntries = newValue
            case "shopping_recipes": shoppingRecipes = newValue
            case "shopping_items": shoppingItems = newValue
            case "import_jobs": importJobs = newValue
            case "import_job_items": importJobItems = newValue
            case "import_job_attempts": importJobAttempts = newValue
            case "fetch_budgets": fetchBudgets = newValue
            case "import_turns": importTurns = newValue
            case "import_uploads": importUploads = newValue
            case "access_tokens": accessTokens = newValue
            case "recipe_revisions": revisions = newValue
            case "revision_photos": revisionPhotos = newValue
            case "recipe_ratings": ratings = newValue
            case "share_links": shareLinks = newValue
            case "user_identities": identities = newValue
            default: preconditionFailure("RowCounts has no field for table \(table)")
            }
        }
    }

    static let tables = ["households", "users", "memberships", "invites", "sessions", "recipes", "recipe_steps",
                         "recipe_ingredients", "step_skills", "ingredients", "skills", "recipe_photos", "deleted_recipes", "password_resets",
                         "tags", "recipe_tags", "favourites", "cooking_log", "plan_entries",
                         "shopping_recipes", "shopping_items", "import_jobs", "import_job_items", "import_job_attempts", "fetch_budgets", "import_turns", "import_uploads",
                         "access_tokens", "recipe_revisions", "revision_photos", "recipe_ratings", "share_links", "user_identities"]

    public static func + (lhs: RowCounts, rhs: RowCounts) -> RowCounts {
        var sum = lhs
        for table in tables { sum[table] += rhs[table] }
        return sum
    }

    public var description: String {
        Self.tables.filter { self[$0] != 0 }.map { "\(self[$0]) \($0)" }.joined(separator: ", ")
    }
}

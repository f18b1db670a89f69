// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// Pages of sample values, for the property test that compares the compiled pages with swift-mustache.

import Foundation
import LarderModel

#if DEBUG
extension APIReferenceController.Page {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.reference = values.nested { values in APIReferenceController.Reference(sample: &values) }
    }
}

extension APIReferenceController.Reference {
    init(sample values: inout SampleValues) {
        self.title = values.string()
        self.version = values.string()
        self.versionLabel = values.string()
        self.paragraphs = values.array { values in values.nested { values in APIReferenceController.Reference.Text(sample: &values) } }
        self.server = values.string()
        self.documentPath = values.string()
        self.groups = values.array { values in values.nested { values in APIReferenceController.Reference.Group(sample: &values) } }
        self.schemas = values.array { values in values.nested { values in APIReferenceController.Reference.Schema(sample: &values) } }
        self.problemsLead = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
        self.problems = values.array { values in values.nested { values in APIReferenceController.Reference.Problem(sample: &values) } }
    }
}

extension APIReferenceController.Reference.Group {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.description = values.string()
        self.operations = values.array { values in values.nested { values in APIReferenceController.Reference.Operation(sample: &values) } }
    }
}

extension APIReferenceController.Reference.Operation {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.method = values.string()
        self.path = values.string()
        self.summary = values.string()
        self.paragraphs = values.array { values in values.nested { values in APIReferenceController.Reference.Text(sample: &values) } }
        self.parameters = values.array { values in values.nested { values in APIReferenceController.Reference.Parameter(sample: &values) } }
        self.body = values.optional { values in values.string() }
        self.responses = values.array { values in values.nested { values in APIReferenceController.Reference.Response(sample: &values) } }
        self.writes = values.bool()
    }
}

extension APIReferenceController.Reference.Parameter {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.location = values.string()
        self.type = values.string()
        self.required = values.bool()
        self.description = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
    }
}

extension APIReferenceController.Reference.Problem {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.type = values.string()
        self.status = values.string()
        self.description = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
    }
}

extension APIReferenceController.Reference.Property {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.type = values.string()
        self.required = values.bool()
        self.description = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
    }
}

extension APIReferenceController.Reference.Response {
    init(sample values: inout SampleValues) {
        self.status = values.string()
        self.description = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
        self.schema = values.optional { values in values.string() }
    }
}

extension APIReferenceController.Reference.Schema {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.description = values.nested { values in APIReferenceController.Reference.Text(sample: &values) }
        self.properties = values.array { values in values.nested { values in APIReferenceController.Reference.Property(sample: &values) } }
    }
}

extension APIReferenceController.Reference.Text {
    init(sample values: inout SampleValues) {
        self.segments = values.array { values in values.nested { values in APIReferenceController.Reference.Text.Segment(sample: &values) } }
    }
}

extension APIReferenceController.Reference.Text.Segment {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.isCode = values.bool()
    }
}

extension AccountController.AccountPage {
    init(sample values: inout SampleValues) {
        self.units = values.nested { values in UnitsForm(sample: &values) }
        self.language = values.nested { values in LanguageForm(sample: &values) }
        self.hasPassword = values.bool()
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.user = values.nested { values in AccountController.AccountPage.Person(sample: &values) }
        self.passwordForm = values.nested { values in AccountController.AccountPage.PasswordForm(sample: &values) }
        self.tokens = values.array { values in values.nested { values in AccountController.AccountPage.Token(sample: &values) } }
        self.tokenForm = values.nested { values in AccountController.AccountPage.TokenForm(sample: &values) }
        self.newToken = values.optional { values in values.nested { values in AccountController.AccountPage.NewToken(sample: &values) } }
        self.deletedHouseholds = values.array { values in values.nested { values in AccountController.AccountPage.DeletedHousehold(sample: &values) } }
        self.deleteURL = values.string()
    }
}

extension AccountController.AccountPage.DeletedHousehold {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.note = values.string()
        self.restoreLabel = values.string()
        self.restoreURL = values.string()
    }
}

extension AccountController.AccountPage.NewToken {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.secret = values.string()
        self.heading = values.string()
        self.secretLabel = values.string()
    }
}

extension AccountController.AccountPage.PasswordForm {
    init(sample values: inout SampleValues) {
        self.current = values.nested { values in FormField(sample: &values) }
        self.new = values.nested { values in FormField(sample: &values) }
    }
}

extension AccountController.AccountPage.Person {
    init(sample values: inout SampleValues) {
        self.displayName = values.string()
        self.email = values.string()
    }
}

extension AccountController.AccountPage.Token {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.householdName = values.string()
        self.scope = values.string()
        self.made = values.string()
        self.expires = values.string()
        self.lastUsed = values.string()
        self.revokeLabel = values.string()
        self.revokeURL = values.string()
    }
}

extension AccountController.AccountPage.TokenForm {
    init(sample values: inout SampleValues) {
        self.name = values.nested { values in FormField(sample: &values) }
        self.household = values.nested { values in FormField(sample: &values) }
        self.scope = values.nested { values in FormField(sample: &values) }
        self.expires = values.nested { values in FormField(sample: &values) }
        self.households = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.scopes = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.expiries = values.array { values in values.nested { values in Choice(sample: &values) } }
    }
}

extension AccountController.ForgotPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.sends = values.bool()
        self.email = values.nested { values in FormField(sample: &values) }
        self.formErrors = values.array { values in values.string() }
        self.sentText = values.optional { values in values.string() }
    }
}

extension AccountController.LoginForm {
    init(sample values: inout SampleValues) {
        self.email = values.nested { values in FormField(sample: &values) }
        self.password = values.nested { values in FormField(sample: &values) }
    }
}

extension AccountController.LoginPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.form = values.nested { values in AccountController.LoginForm(sample: &values) }
        self.formErrors = values.array { values in values.string() }
        self.inviteCode = values.optional { values in values.string() }
        self.next = values.optional { values in values.string() }
        self.signsInByName = values.bool()
        self.registers = values.bool()
        self.takesPasswords = values.bool()
        self.providerLabel = values.optional { values in values.string() }
        self.providerURL = values.string()
    }
}

extension AccountController.RegisterForm {
    init(sample values: inout SampleValues) {
        self.email = values.nested { values in FormField(sample: &values) }
        self.displayName = values.nested { values in FormField(sample: &values) }
        self.password = values.nested { values in FormField(sample: &values) }
    }
}

extension AccountController.RegisterPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.form = values.nested { values in AccountController.RegisterForm(sample: &values) }
        self.formErrors = values.array { values in values.string() }
        self.inviteCode = values.optional { values in values.string() }
        self.inviteHouseholdName = values.optional { values in values.string() }
    }
}

extension AccountController.ResetPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.email = values.optional { values in values.string() }
        self.action = values.string()
        self.password = values.nested { values in FormField(sample: &values) }
        self.formErrors = values.array { values in values.string() }
    }
}

extension AdminController.AdminPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.totals = values.nested { values in AdminController.AdminPage.Totals(sample: &values) }
        self.stages = values.array { values in values.nested { values in AdminController.AdminPage.Stage(sample: &values) } }
        self.pool = values.nested { values in AdminController.AdminPage.Pool(sample: &values) }
        self.resetEmail = values.nested { values in FormField(sample: &values) }
        self.issuedLink = values.optional { values in values.nested { values in AdminController.AdminPage.IssuedLink(sample: &values) } }
        self.migrateCommand = values.string()
        self.statusCommand = values.string()
    }
}

extension AdminController.AdminPage.IssuedLink {
    init(sample values: inout SampleValues) {
        self.url = values.string()
        self.email = values.string()
        self.validUntil = values.string()
    }
}

extension AdminController.AdminPage.Pool {
    init(sample values: inout SampleValues) {
        self.open = values.int()
        self.idle = values.int()
        self.waiting = values.int()
    }
}

extension AdminController.AdminPage.Stage {
    init(sample values: inout SampleValues) {
        self.version = values.int()
        self.name = values.string()
        self.kind = values.string()
        self.stateLabel = values.string()
        self.appliedAt = values.string()
        self.checksum = values.string()
        self.isApplied = values.bool()
        self.isPending = values.bool()
        self.isChanged = values.bool()
    }
}

extension AdminController.AdminPage.Totals {
    init(sample values: inout SampleValues) {
        self.households = values.string()
        self.users = values.string()
        self.recipes = values.string()
    }
}

extension CatalogController.IngredientsPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.search = values.string()
        self.ingredients = values.array { values in values.nested { values in CatalogController.IngredientsPage.Row(sample: &values) } }
        self.hasIngredients = values.bool()
        self.imageLimit = values.string()
        self.imageLimitBytes = values.int()
        self.imageHint = values.string()
        self.countLabel = values.string()
        self.noMatchLabel = values.string()
        self.pagination = values.optional { values in values.nested { values in Pagination(sample: &values) } }
    }
}

extension CatalogController.IngredientsPage.Row {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.usesLabel = values.string()
        self.recipesURL = values.string()
        self.hasImage = values.bool()
        self.aisle = values.string()
        self.density = values.string()
        self.deleteLabel = values.string()
    }
}

extension CatalogController.SkillsPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.skills = values.array { values in values.nested { values in CatalogController.SkillsPage.Row(sample: &values) } }
        self.hasSkills = values.bool()
        self.form = values.nested { values in CatalogController.SkillsPage.SkillForm(sample: &values) }
        self.categoryOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.pagination = values.optional { values in values.nested { values in Pagination(sample: &values) } }
    }
}

extension CatalogController.SkillsPage.Row {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.categoryLabel = values.string()
        self.icon = values.string()
        self.usesLabel = values.string()
        self.recipesURL = values.string()
    }
}

extension CatalogController.SkillsPage.SkillForm {
    init(sample values: inout SampleValues) {
        self.name = values.nested { values in FormField(sample: &values) }
    }
}

extension CatalogController.TagsPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.tags = values.array { values in values.nested { values in CatalogController.TagsPage.Row(sample: &values) } }
        self.hasTags = values.bool()
        self.countLabel = values.string()
        self.pagination = values.optional { values in values.nested { values in Pagination(sample: &values) } }
    }
}

extension CatalogController.TagsPage.Row {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.usesLabel = values.string()
        self.recipesURL = values.string()
        self.deleteLabel = values.string()
    }
}

extension Choice {
    init(sample values: inout SampleValues) {
        self.value = values.string()
        self.label = values.string()
        self.selected = values.bool()
    }
}

extension ComparisonView {
    init(sample values: inout SampleValues) {
        self.beforeTitle = values.string()
        self.afterTitle = values.string()
        self.parts = values.array { values in values.nested { values in ComparisonView.Row(sample: &values) } }
    }
}

extension ComparisonView.Line {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.isChanged = values.bool()
    }
}

extension ComparisonView.Row {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.before = values.array { values in values.nested { values in ComparisonView.Line(sample: &values) } }
        self.after = values.array { values in values.nested { values in ComparisonView.Line(sample: &values) } }
    }
}

extension ConfirmDeletePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.heading = values.string()
        self.itemName = values.string()
        self.effects = values.array { values in values.nested { values in Effect(sample: &values) } }
        self.keeps = values.array { values in values.nested { values in Effect(sample: &values) } }
        self.blockers = values.array { values in values.nested { values in Effect(sample: &values) } }
        self.hasBlockers = values.bool()
        self.action = values.string()
        self.cancelURL = values.string()
        self.buttonLabel = values.string()
        self.undoNote = values.optional { values in values.string() }
        self.actsOnHousehold = values.bool()
    }
}

extension ConflictView {
    init(sample values: inout SampleValues) {
        self.comparison = values.nested { values in ComparisonView(sample: &values) }
        self.overwrites = values.string()
        self.mergedChanges = values.optional { values in values.string() }
        self.savedAt = values.string()
        self.discardURL = values.string()
    }
}

extension CookingController.CookedPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipeName = values.string()
        self.action = values.string()
        self.cancelURL = values.string()
        self.cookedOn = values.nested { values in FormField(sample: &values) }
        self.servings = values.nested { values in FormField(sample: &values) }
        self.note = values.nested { values in FormField(sample: &values) }
        self.today = values.string()
        self.formErrors = values.array { values in values.string() }
    }
}

extension Effect {
    init(sample values: inout SampleValues) {
        self.label = values.string()
    }
}

extension ErrorPageMiddleware.ErrorPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.status = values.int()
        self.statusLabel = values.string()
        self.heading = values.string()
        self.message = values.string()
    }
}

extension ErrorPageMiddleware.ThrottledPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.retryAt = values.string()
        self.retryIn = values.string()
    }
}

extension FormField {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.value = values.string()
        self.errors = values.array { values in values.string() }
        self.hasErrors = values.bool()
        self.errorID = values.string()
    }
}

extension HomeController.HomePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
    }
}

extension HouseholdController.HouseholdPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.hasHousehold = values.bool()
        self.household = values.optional { values in values.nested { values in HouseholdController.HouseholdPage.Summary(sample: &values) } }
        self.roleLabel = values.string()
        self.isOwner = values.bool()
        self.members = values.array { values in values.nested { values in HouseholdController.HouseholdPage.MemberRow(sample: &values) } }
        self.invites = values.array { values in values.nested { values in HouseholdController.HouseholdPage.InviteRow(sample: &values) } }
        self.hasInvites = values.bool()
        self.newInviteURL = values.optional { values in values.string() }
        self.inviteMailed = values.optional { values in values.string() }
        self.sendsMail = values.bool()
        self.roles = values.array { values in values.nested { values in HouseholdController.HouseholdPage.RoleRow(sample: &values) } }
        self.inviteForm = values.nested { values in HouseholdController.HouseholdPage.InviteForm(sample: &values) }
        self.expiryOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.usesOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.renameForm = values.nested { values in HouseholdController.HouseholdPage.NameForm(sample: &values) }
        self.createForm = values.nested { values in HouseholdController.HouseholdPage.NameForm(sample: &values) }
        self.leaveURL = values.string()
        self.leaveWarning = values.optional { values in values.string() }
        self.leaveLinkLabel = values.string()
        self.deleteLinkLabel = values.string()
        self.leaveNotice = values.string()
        self.isOnlyMember = values.bool()
        self.deleteURL = values.string()
        self.timeZoneOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.timeZoneNote = values.string()
        self.historyRule = values.string()
        self.keepRevisions = values.nested { values in FormField(sample: &values) }
        self.keepDays = values.nested { values in FormField(sample: &values) }
    }
}

extension HouseholdController.HouseholdPage.InviteForm {
    init(sample values: inout SampleValues) {
        self.expires = values.nested { values in FormField(sample: &values) }
        self.maxUses = values.nested { values in FormField(sample: &values) }
        self.email = values.nested { values in FormField(sample: &values) }
    }
}

extension HouseholdController.HouseholdPage.InviteRow {
    init(sample values: inout SampleValues) {
        self.stateLabel = values.string()
        self.isActive = values.bool()
        self.usesLabel = values.string()
        self.expires = values.string()
        self.made = values.string()
        self.revokeAction = values.string()
    }
}

extension HouseholdController.HouseholdPage.MemberRow {
    init(sample values: inout SampleValues) {
        self.displayName = values.string()
        self.email = values.string()
        self.roleLabel = values.string()
        self.isOwner = values.bool()
        self.isYou = values.bool()
        self.joined = values.string()
        self.canRemove = values.bool()
        self.canMakeOwner = values.bool()
        self.canMakeMember = values.bool()
        self.removeAction = values.string()
        self.roleAction = values.string()
    }
}

extension HouseholdController.HouseholdPage.NameForm {
    init(sample values: inout SampleValues) {
        self.name = values.nested { values in FormField(sample: &values) }
    }
}

extension HouseholdController.HouseholdPage.RoleRow {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.abilities = values.array { values in values.string() }
    }
}

extension HouseholdController.HouseholdPage.Summary {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.created = values.string()
    }
}

extension HouseholdController.InvitePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.householdName = values.optional { values in values.string() }
        self.isActive = values.bool()
        self.isExpired = values.bool()
        self.isRevoked = values.bool()
        self.isUsedUp = values.bool()
        self.isUnknown = values.bool()
        self.alreadyMember = values.bool()
        self.joinLabel = values.string()
        self.alreadyInHeading = values.string()
        self.goToLabel = values.string()
        self.joinNotice = values.string()
        self.inactiveLead = values.string()
        self.householdURL = values.string()
        self.joinAction = values.string()
        self.loginURL = values.string()
        self.registerURL = values.string()
    }
}

extension ImportController.ImportPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.urls = values.nested { values in FormField(sample: &values) }
        self.urlPolicyOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.policyOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.formErrors = values.array { values in values.string() }
        self.issues = values.array { values in values.nested { values in ImportController.ImportPage.Issue(sample: &values) } }
        self.result = values.optional { values in values.nested { values in ImportController.ImportPage.Result(sample: &values) } }
        self.alreadyThere = values.optional { values in values.nested { values in ImportController.ImportPage.AlreadyThere(sample: &values) } }
        self.review = values.optional { values in values.nested { values in ImportController.ImportPage.Review(sample: &values) } }
        self.deciding = values.bool()
        self.json = values.string()
        self.keywordsAsTags = values.bool()
        self.takeSettings = values.bool()
        self.limits = values.string()
        self.keptUploads = values.string()
    }
}

extension ImportController.ImportPage.AlreadyThere {
    init(sample values: inout SampleValues) {
        self.url = values.string()
        self.found = values.string()
        self.existing = values.array { values in values.nested { values in ImportController.ImportPage.Created(sample: &values) } }
    }
}

extension ImportController.ImportPage.Created {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.url = values.string()
    }
}

extension ImportController.ImportPage.Issue {
    init(sample values: inout SampleValues) {
        self.path = values.string()
        self.problem = values.string()
    }
}

extension ImportController.ImportPage.Result {
    init(sample values: inout SampleValues) {
        self.summary = values.string()
        self.created = values.array { values in values.nested { values in ImportController.ImportPage.Created(sample: &values) } }
        self.notes = values.array { values in values.string() }
    }
}

extension ImportController.ImportPage.Review {
    init(sample values: inout SampleValues) {
        self.action = values.string()
        self.title = values.string()
        self.readable = values.int()
        self.unreadable = values.array { values in values.nested { values in ImportController.ImportPage.Issue(sample: &values) } }
        self.choosesGroup = values.bool()
        self.groups = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.group = values.optional { values in values.string() }
        self.policy = values.string()
        self.importOthers = values.string()
    }
}

extension ImportController.JobPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.total = values.int()
        self.imported = values.int()
        self.failed = values.int()
        self.remaining = values.int()
        self.isFinished = values.bool()
        self.done = values.int()
        self.progressText = values.string()
        self.toGo = values.string()
        self.items = values.array { values in values.nested { values in ImportController.JobPage.Item(sample: &values) } }
    }
}

extension ImportController.JobPage.Item {
    init(sample values: inout SampleValues) {
        self.url = values.string()
        self.state = values.string()
        self.isPending = values.bool()
        self.isImported = values.bool()
        self.isFailed = values.bool()
        self.recipeName = values.optional { values in values.string() }
        self.recipeURL = values.optional { values in values.string() }
        self.message = values.string()
    }
}

extension LanguageForm {
    init(sample values: inout SampleValues) {
        self.choices = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.chosen = values.bool()
    }
}

extension Mailer.MailView {
    init(sample values: inout SampleValues) {
        self.language = values.string()
        self.subject = values.string()
        self.lead = values.string()
        self.action = values.string()
        self.link = values.string()
        self.notes = values.array { values in values.string() }
        self.linkFallback = values.string()
        self.footer = values.string()
    }
}

extension OfflineController.OfflinePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
    }
}

extension PageChrome {
    init(sample values: inout SampleValues) {
        self.title = values.string()
        self.t = values.element(of: Strings.all)
        self.csrfToken = values.string()
        self.isLoggedIn = values.bool()
        self.user = values.optional { values in values.nested { values in PageChrome.UserChrome(sample: &values) } }
        self.activeHousehold = values.optional { values in values.nested { values in PageChrome.ActiveHousehold(sample: &values) } }
        self.households = values.array { values in values.nested { values in PageChrome.HouseholdChoice(sample: &values) } }
        self.hasHouseholds = values.bool()
        self.hasHouseholdChoice = values.bool()
        self.flashes = values.array { values in values.nested { values in PageChrome.FlashMessage(sample: &values) } }
        self.navRecipes = values.bool()
        self.navPlan = values.bool()
        self.navShopping = values.bool()
        self.navIngredients = values.bool()
        self.navSkills = values.bool()
        self.navHousehold = values.bool()
        self.navAccount = values.bool()
        self.navAdmin = values.bool()
        self.logInURL = values.string()
        self.registerURL = values.string()
        self.offlineKey = values.optional { values in values.string() }
    }
}

extension PageChrome.ActiveHousehold {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.roleLabel = values.string()
        self.isOwner = values.bool()
    }
}

extension PageChrome.FlashMessage {
    init(sample values: inout SampleValues) {
        self.message = values.string()
        self.isError = values.bool()
        self.undoURL = values.optional { values in values.string() }
    }
}

extension PageChrome.HouseholdChoice {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.isActive = values.bool()
    }
}

extension PageChrome.UserChrome {
    init(sample values: inout SampleValues) {
        self.displayName = values.string()
        self.email = values.string()
        self.isAdmin = values.bool()
        self.signedInAs = values.string()
    }
}

extension Pagination {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.hasPrevious = values.bool()
        self.previousURL = values.string()
        self.hasNext = values.bool()
        self.nextURL = values.string()
    }
}

extension PlanController.PickPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.heading = values.string()
        self.q = values.string()
        self.day = values.string()
        self.slotOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.servings = values.string()
        self.matches = values.array { values in values.nested { values in PlanController.WeekPage.Suggestion(sample: &values) } }
        self.hasSearched = values.bool()
        self.noMatchLabel = values.string()
        self.backURL = values.string()
    }
}

extension PlanController.PickPage.Options {
    init(sample values: inout SampleValues) {
        self.matches = values.array { values in values.nested { values in PlanController.WeekPage.Suggestion(sample: &values) } }
    }
}

extension PlanController.PlanRecipePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipeName = values.string()
        self.action = values.string()
        self.cancelURL = values.string()
        self.day = values.nested { values in FormField(sample: &values) }
        self.slotOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.servings = values.nested { values in FormField(sample: &values) }
        self.formErrors = values.array { values in values.string() }
    }
}

extension PlanController.WeekPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.heading = values.string()
        self.previousURL = values.string()
        self.nextURL = values.string()
        self.thisWeekURL = values.string()
        self.isThisWeek = values.bool()
        self.days = values.array { values in values.nested { values in PlanController.WeekPage.DayColumn(sample: &values) } }
        self.isOwner = values.bool()
        self.weekStartOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.hasFeed = values.bool()
        self.newFeedURL = values.optional { values in values.string() }
        self.weekFrom = values.string()
        self.weekTo = values.string()
    }
}

extension PlanController.WeekPage.AddForm {
    init(sample values: inout SampleValues) {
        self.isOpen = values.bool()
        self.slotOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.recipe = values.nested { values in FormField(sample: &values) }
        self.servings = values.nested { values in FormField(sample: &values) }
        self.note = values.nested { values in FormField(sample: &values) }
        self.errors = values.array { values in values.string() }
        self.suggestions = values.array { values in values.nested { values in PlanController.WeekPage.Suggestion(sample: &values) } }
        self.pickURL = values.string()
    }
}

extension PlanController.WeekPage.DayColumn {
    init(sample values: inout SampleValues) {
        self.iso = values.string()
        self.label = values.string()
        self.addToDay = values.string()
        self.isToday = values.bool()
        self.slots = values.array { values in values.nested { values in PlanController.WeekPage.Slot(sample: &values) } }
        self.isEmpty = values.bool()
        self.form = values.nested { values in PlanController.WeekPage.AddForm(sample: &values) }
    }
}

extension PlanController.WeekPage.Entry {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.title = values.string()
        self.recipeURL = values.optional { values in values.string() }
        self.day = values.string()
        self.slotOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
    }
}

extension PlanController.WeekPage.Slot {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.entries = values.array { values in values.nested { values in PlanController.WeekPage.Entry(sample: &values) } }
    }
}

extension PlanController.WeekPage.Suggestion {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.planLabel = values.string()
        self.recipeID = values.string()
        self.day = values.string()
        self.slot = values.string()
        self.servings = values.string()
    }
}

extension RecipeController.DeletedPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipes = values.array { values in values.nested { values in RecipeController.DeletedPage.Row(sample: &values) } }
        self.lead = values.string()
        self.emptyText = values.string()
    }
}

extension RecipeController.DeletedPage.Row {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.meta = values.string()
        self.restoreURL = values.string()
    }
}

extension RecipeController.FormPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.isNew = values.bool()
        self.action = values.string()
        self.cancelURL = values.string()
        self.form = values.nested { values in RecipeForm.Fields(sample: &values) }
        self.steps = values.array { values in values.nested { values in RecipeForm.StepFields(sample: &values) } }
        self.stepTemplate = values.nested { values in RecipeForm.StepFields(sample: &values) }
        self.stepStatus = values.optional { values in values.string() }
        self.formErrors = values.array { values in values.string() }
        self.nameTakenURL = values.optional { values in values.string() }
        self.conflict = values.optional { values in values.nested { values in ConflictView(sample: &values) } }
        self.conflictSaved = values.string()
        self.conflictMerged = values.optional { values in values.string() }
        self.conflictOverwrites = values.string()
        self.photoLimit = values.string()
        self.photoHint = values.string()
        self.photoLimitBytes = values.int()
    }
}

extension RecipeController.ListPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.query = values.nested { values in RecipeController.ListPage.Query(sample: &values) }
        self.ratingOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.sortOptions = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.tagFilters = values.array { values in values.nested { values in RecipeController.ListPage.TagFilter(sample: &values) } }
        self.moreTagFilters = values.array { values in values.nested { values in RecipeController.ListPage.TagFilter(sample: &values) } }
        self.moreTagsLabel = values.string()
        self.hasTagFilters = values.bool()
        self.chosenTags = values.array { values in values.string() }
        self.recipes = values.array { values in values.nested { values in RecipeController.ListPage.Row(sample: &values) } }
        self.anyPhotos = values.bool()
        self.hasRecipes = values.bool()
        self.resultSummary = values.string()
        self.isSearch = values.bool()
        self.filtersOpen = values.bool()
        self.isEmptyHousehold = values.bool()
        self.pagination = values.optional { values in values.nested { values in Pagination(sample: &values) } }
        self.nearMatches = values.array { values in values.nested { values in RecipeController.ListPage.NearMatch(sample: &values) } }
        self.nearMatchesIntro = values.string()
    }
}

extension RecipeController.ListPage.NearMatch {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.url = values.string()
    }
}

extension RecipeController.ListPage.Query {
    init(sample values: inout SampleValues) {
        self.q = values.string()
        self.ingredient = values.string()
        self.skill = values.string()
        self.maxMinutes = values.string()
        self.onlyFavourites = values.bool()
    }
}

extension RecipeController.ListPage.Row {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.name = values.string()
        self.summary = values.string()
        self.servings = values.int()
        self.totalTime = values.string()
        self.url = values.string()
        self.thumbnailURL = values.optional { values in values.string() }
        self.tags = values.array { values in values.nested { values in TagLink(sample: &values) } }
        self.hasTags = values.bool()
        self.rating = values.optional { values in values.string() }
        self.servesText = values.string()
    }
}

extension RecipeController.ListPage.TagFilter {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.count = values.int()
        self.isChosen = values.bool()
        self.url = values.string()
    }
}

extension RecipeController.RecipePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipe = values.nested { values in RecipeController.RecipePage.Summary(sample: &values) }
        self.history = values.nested { values in RecipeController.RecipePage.History(sample: &values) }
        self.rating = values.nested { values in RecipeController.RecipePage.Rating(sample: &values) }
        self.schedule = values.optional { values in values.nested { values in ScheduleView(sample: &values) } }
        self.servings = values.nested { values in RecipeController.RecipePage.Servings(sample: &values) }
        self.jsonLD = values.string()
        self.ingredients = values.array { values in values.nested { values in RecipeController.RecipePage.IngredientText(sample: &values) } }
        self.ownLines = values.array { values in values.nested { values in RecipeController.RecipePage.Line(sample: &values) } }
        self.steps = values.array { values in values.nested { values in RecipeController.RecipePage.Step(sample: &values) } }
    }
}

extension RecipeController.RecipePage.History {
    init(sample values: inout SampleValues) {
        self.isFavourite = values.bool()
        self.favouriteURL = values.string()
        self.summary = values.string()
        self.entries = values.array { values in values.nested { values in RecipeController.RecipePage.History.Entry(sample: &values) } }
        self.hasEntries = values.bool()
        self.cookedURL = values.string()
        self.today = values.string()
    }
}

extension RecipeController.RecipePage.History.Entry {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.note = values.string()
        self.deleteURL = values.string()
        self.removeLabel = values.string()
    }
}

extension RecipeController.RecipePage.IngredientText {
    init(sample values: inout SampleValues) {
        self.text = values.string()
    }
}

extension RecipeController.RecipePage.Line {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.ingredientName = values.optional { values in values.string() }
        self.ingredientURL = values.optional { values in values.string() }
        self.groupHeading = values.optional { values in values.string() }
    }
}

extension RecipeController.RecipePage.Photo {
    init(sample values: inout SampleValues) {
        self.url = values.string()
        self.width = values.int()
        self.height = values.int()
    }
}

extension RecipeController.RecipePage.Rating {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.mine = values.optional { values in values.int() }
        self.action = values.string()
        self.choices = values.array { values in values.nested { values in RecipeController.RecipePage.Rating.Choice(sample: &values) } }
    }
}

extension RecipeController.RecipePage.Rating.Choice {
    init(sample values: inout SampleValues) {
        self.stars = values.int()
        self.name = values.string()
        self.isMine = values.bool()
        self.isFilled = values.bool()
    }
}

extension RecipeController.RecipePage.Servings {
    init(sample values: inout SampleValues) {
        self.shown = values.int()
        self.action = values.string()
        self.minimum = values.int()
        self.maximum = values.int()
        self.isScaled = values.bool()
        self.fewerURL = values.optional { values in values.string() }
        self.moreURL = values.optional { values in values.string() }
        self.resetURL = values.string()
        self.units = values.array { values in values.nested { values in RecipeController.RecipePage.UnitChoice(sample: &values) } }
        self.unitsAsked = values.optional { values in values.string() }
        self.scaledFrom = values.string()
        self.backTo = values.string()
    }
}

extension RecipeController.RecipePage.SkillBadge {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.categoryLabel = values.string()
        self.icon = values.string()
    }
}

extension RecipeController.RecipePage.Step {
    init(sample values: inout SampleValues) {
        self.number = values.int()
        self.instructions = values.string()
        self.time = values.optional { values in values.nested { values in RecipeController.RecipePage.Time(sample: &values) } }
        self.duringNote = values.optional { values in values.string() }
        self.tools = values.array { values in values.nested { values in Tool(sample: &values) } }
        self.skills = values.array { values in values.nested { values in RecipeController.RecipePage.SkillBadge(sample: &values) } }
        self.lines = values.array { values in values.nested { values in RecipeController.RecipePage.Line(sample: &values) } }
        self.heading = values.string()
        self.skillsLabel = values.string()
    }
}

extension RecipeController.RecipePage.Summary {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.summary = values.string()
        self.servings = values.int()
        self.sourceURL = values.optional { values in values.string() }
        self.authorName = values.optional { values in values.string() }
        self.createdAt = values.string()
        self.totalTime = values.string()
        self.readyInNote = values.optional { values in values.string() }
        self.activeTime = values.string()
        self.passiveTime = values.string()
        self.viewCount = values.int()
        self.editURL = values.string()
        self.planURL = values.string()
        self.shopURL = values.string()
        self.deleteURL = values.string()
        self.historyURL = values.string()
        self.shareURL = values.string()
        self.exportLarderURL = values.string()
        self.exportSchemaURL = values.string()
        self.photo = values.optional { values in values.nested { values in RecipeController.RecipePage.Photo(sample: &values) } }
        self.tags = values.array { values in values.nested { values in TagLink(sample: &values) } }
        self.hasTags = values.bool()
        self.addedNote = values.string()
        self.viewedNote = values.string()
        self.scheduleTitle = values.string()
    }
}

extension RecipeController.RecipePage.Time {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.seconds = values.int()
        self.kindLabel = values.string()
        self.isPassive = values.bool()
        self.startTimer = values.string()
    }
}

extension RecipeController.RecipePage.UnitChoice {
    init(sample values: inout SampleValues) {
        self.label = values.string()
        self.url = values.string()
        self.isCurrent = values.bool()
    }
}

extension RecipeForm.Fields {
    init(sample values: inout SampleValues) {
        self.name = values.nested { values in FormField(sample: &values) }
        self.summary = values.nested { values in FormField(sample: &values) }
        self.servings = values.nested { values in FormField(sample: &values) }
        self.sourceURL = values.nested { values in FormField(sample: &values) }
        self.tags = values.nested { values in FormField(sample: &values) }
        self.prepTime = values.nested { values in FormField(sample: &values) }
        self.cookTime = values.nested { values in FormField(sample: &values) }
        self.totalTime = values.nested { values in FormField(sample: &values) }
        self.ownLines = values.nested { values in FormField(sample: &values) }
        self.version = values.string()
        self.base = values.string()
        self.photo = values.nested { values in FormField(sample: &values) }
        self.currentPhotoURL = values.optional { values in values.string() }
    }
}

extension RecipeForm.LineReading {
    init(sample values: inout SampleValues) {
        self.text = values.string()
        self.amount = values.string()
        self.ingredient = values.string()
        self.note = values.string()
        self.linkLabel = values.string()
    }
}

extension RecipeForm.StepFields {
    init(sample values: inout SampleValues) {
        self.number = values.string()
        self.index = values.string()
        self.idValue = values.string()
        self.instructions = values.nested { values in FormField(sample: &values) }
        self.minutes = values.nested { values in FormField(sample: &values) }
        self.isActive = values.bool()
        self.isPassive = values.bool()
        self.during = values.nested { values in FormField(sample: &values) }
        self.tools = values.nested { values in FormField(sample: &values) }
        self.skills = values.nested { values in FormField(sample: &values) }
        self.ingredients = values.nested { values in FormField(sample: &values) }
        self.readings = values.array { values in values.nested { values in RecipeForm.LineReading(sample: &values) } }
        self.hasReadings = values.bool()
        self.isFirst = values.bool()
        self.isLast = values.bool()
        self.isOnly = values.bool()
        self.focusInstructions = values.bool()
        self.focusUp = values.bool()
        self.focusDown = values.bool()
        self.note = values.optional { values in values.string() }
    }
}

extension RevisionController.ComparePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipeName = values.string()
        self.recipeURL = values.string()
        self.historyURL = values.string()
        self.historyLink = values.string()
        self.explanation = values.string()
        self.older = values.nested { values in RevisionController.Version(sample: &values) }
        self.newer = values.nested { values in RevisionController.Version(sample: &values) }
        self.comparison = values.nested { values in ComparisonView(sample: &values) }
        self.photoChanged = values.bool()
        self.currentVersion = values.int()
    }
}

extension RevisionController.HistoryPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipeName = values.string()
        self.recipeURL = values.string()
        self.compareURL = values.string()
        self.currentVersion = values.int()
        self.versions = values.array { values in values.nested { values in RevisionController.Version(sample: &values) } }
        self.hasEarlier = values.bool()
    }
}

extension RevisionController.Version {
    init(sample values: inout SampleValues) {
        self.number = values.int()
        self.isCurrent = values.bool()
        self.saved = values.string()
        self.summary = values.string()
        self.isFrom = values.bool()
        self.isTo = values.bool()
        self.photoURL = values.optional { values in values.string() }
        self.restoreURL = values.optional { values in values.string() }
        self.heading = values.string()
        self.savedLine = values.string()
        self.photoAlt = values.string()
        self.photoCaption = values.string()
        self.restoreLabel = values.string()
        self.restoreHidden = values.string()
        self.compareFromName = values.string()
        self.compareToName = values.string()
    }
}

extension ScheduleView {
    init(sample values: inout SampleValues) {
        self.width = values.int()
        self.height = values.int()
        self.axisY = values.int()
        self.bars = values.array { values in values.nested { values in ScheduleView.Bar(sample: &values) } }
        self.ticks = values.array { values in values.nested { values in ScheduleView.Tick(sample: &values) } }
        self.narrow = values.nested { values in ScheduleView.Narrow(sample: &values) }
        self.readyIn = values.string()
        self.summary = values.string()
        self.sumNote = values.optional { values in values.string() }
    }
}

extension ScheduleView.Bar {
    init(sample values: inout SampleValues) {
        self.y = values.int()
        self.bottom = values.int()
        self.labelY = values.int()
        self.stepLabel = values.string()
        self.x = values.int()
        self.width = values.int()
        self.textX = values.int()
        self.textAnchor = values.string()
        self.text = values.string()
        self.more = values.optional { values in values.string() }
        self.isPassive = values.bool()
        self.isUntimed = values.bool()
    }
}

extension ScheduleView.Narrow {
    init(sample values: inout SampleValues) {
        self.width = values.int()
        self.height = values.int()
        self.axisY = values.int()
        self.axisEnd = values.int()
        self.bars = values.array { values in values.nested { values in ScheduleView.Bar(sample: &values) } }
        self.ticks = values.array { values in values.nested { values in ScheduleView.Tick(sample: &values) } }
    }
}

extension ScheduleView.Tick {
    init(sample values: inout SampleValues) {
        self.x = values.int()
        self.label = values.string()
    }
}

extension ShareController.LinkRow {
    init(sample values: inout SampleValues) {
        self.recipeName = values.string()
        self.recipeURL = values.string()
        self.detail = values.string()
        self.revokeURL = values.string()
        self.revokeName = values.string()
        self.revokeToName = values.string()
    }
}

extension ShareController.ListPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.links = values.array { values in values.nested { values in ShareController.LinkRow(sample: &values) } }
    }
}

extension ShareController.SharePage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipeName = values.string()
        self.recipeURL = values.string()
        self.action = values.string()
        self.newLink = values.optional { values in values.string() }
        self.links = values.array { values in values.nested { values in ShareController.LinkRow(sample: &values) } }
        self.expiries = values.array { values in values.nested { values in Choice(sample: &values) } }
        self.listURL = values.string()
    }
}

extension ShareController.SharedPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.recipe = values.nested { values in RecipeController.RecipePage.Summary(sample: &values) }
        self.schedule = values.optional { values in values.nested { values in ScheduleView(sample: &values) } }
        self.servings = values.nested { values in RecipeController.RecipePage.Servings(sample: &values) }
        self.jsonLD = values.string()
        self.ingredients = values.array { values in values.nested { values in RecipeController.RecipePage.IngredientText(sample: &values) } }
        self.ownLines = values.array { values in values.nested { values in RecipeController.RecipePage.Line(sample: &values) } }
        self.steps = values.array { values in values.nested { values in RecipeController.RecipePage.Step(sample: &values) } }
    }
}

extension ShoppingController.Items {
    init(sample values: inout SampleValues) {
        self.version = values.int()
        self.aisles = values.array { values in values.nested { values in ShoppingController.Items.Aisle(sample: &values) } }
        self.hasItems = values.bool()
        self.tickedCount = values.int()
        self.remainingLabel = values.string()
        self.remainingPattern = values.string()
        self.allInBasket = values.string()
        self.staplesNote = values.optional { values in values.string() }
        self.showsStaples = values.bool()
        self.staplesToggleURL = values.string()
    }
}

extension ShoppingController.Items.Aisle {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.items = values.array { values in values.nested { values in ShoppingController.Items.Item(sample: &values) } }
    }
}

extension ShoppingController.Items.Item {
    init(sample values: inout SampleValues) {
        self.id = values.string()
        self.text = values.string()
        self.isTicked = values.bool()
        self.isManual = values.bool()
        self.tickAction = values.string()
        self.removeAction = values.string()
    }
}

extension ShoppingController.ItemsFragment {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in ShoppingController.ItemsFragment.Page(sample: &values) }
        self.items = values.nested { values in ShoppingController.Items(sample: &values) }
    }
}

extension ShoppingController.ItemsFragment.Page {
    init(sample values: inout SampleValues) {
        self.csrfToken = values.string()
        self.t = values.element(of: Strings.all)
    }
}

extension ShoppingController.ShoppingPage {
    init(sample values: inout SampleValues) {
        self.page = values.nested { values in PageChrome(sample: &values) }
        self.items = values.nested { values in ShoppingController.Items(sample: &values) }
        self.from = values.nested { values in FormField(sample: &values) }
        self.to = values.nested { values in FormField(sample: &values) }
        self.daysLabel = values.optional { values in values.string() }
        self.recipes = values.array { values in values.nested { values in ShoppingController.ShoppingPage.Recipe(sample: &values) } }
        self.hasSources = values.bool()
        self.newItem = values.nested { values in FormField(sample: &values) }
        self.staples = values.nested { values in FormField(sample: &values) }
        self.itemsURL = values.string()
        self.formErrors = values.array { values in values.string() }
        self.units = values.nested { values in UnitsForm(sample: &values) }
    }
}

extension ShoppingController.ShoppingPage.Recipe {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.servings = values.int()
        self.servingsLabel = values.string()
        self.url = values.string()
        self.removeAction = values.string()
    }
}

extension TagLink {
    init(sample values: inout SampleValues) {
        self.name = values.string()
        self.url = values.string()
    }
}

extension Tool {
    init(sample values: inout SampleValues) {
        self.init(
            name: values.string(),
            note: values.optional { values in values.string() }
        )
    }
}

extension UnitsForm {
    init(sample values: inout SampleValues) {
        self.back = values.string()
        self.choices = values.array { values in values.nested { values in Choice(sample: &values) } }
    }
}

enum PageSamples {
    /// Each page's template, with a page of sample values.
    static let pages: [(template: String, make: @Sendable (inout SampleValues) -> any CompiledPage)] = [
        (AccountController.AccountPage.template, { AccountController.AccountPage(sample: &$0) }),
        (AdminController.AdminPage.template, { AdminController.AdminPage(sample: &$0) }),
        (APIReferenceController.Page.template, { APIReferenceController.Page(sample: &$0) }),
        (ConfirmDeletePage.template, { ConfirmDeletePage(sample: &$0) }),
        (CookingController.CookedPage.template, { CookingController.CookedPage(sample: &$0) }),
        (ErrorPageMiddleware.ErrorPage.template, { ErrorPageMiddleware.ErrorPage(sample: &$0) }),
        (AccountController.ForgotPage.template, { AccountController.ForgotPage(sample: &$0) }),
        (HomeController.HomePage.template, { HomeController.HomePage(sample: &$0) }),
        (HouseholdController.HouseholdPage.template, { HouseholdController.HouseholdPage(sample: &$0) }),
        (ImportController.JobPage.template, { ImportController.JobPage(sample: &$0) }),
        (ImportController.ImportPage.template, { ImportController.ImportPage(sample: &$0) }),
        (CatalogController.IngredientsPage.template, { CatalogController.IngredientsPage(sample: &$0) }),
        (HouseholdController.InvitePage.template, { HouseholdController.InvitePage(sample: &$0) }),
        (AccountController.LoginPage.template, { AccountController.LoginPage(sample: &$0) }),
        (Mailer.MailView.template, { Mailer.MailView(sample: &$0) }),
        (OfflineController.OfflinePage.template, { OfflineController.OfflinePage(sample: &$0) }),
        (PlanController.PickPage.template, { PlanController.PickPage(sample: &$0) }),
        (PlanController.PickPage.Options.template, { PlanController.PickPage.Options(sample: &$0) }),
        (PlanController.PlanRecipePage.template, { PlanController.PlanRecipePage(sample: &$0) }),
        (PlanController.WeekPage.template, { PlanController.WeekPage(sample: &$0) }),
        (RevisionController.ComparePage.template, { RevisionController.ComparePage(sample: &$0) }),
        (RecipeController.FormPage.template, { RecipeController.FormPage(sample: &$0) }),
        (RevisionController.HistoryPage.template, { RevisionController.HistoryPage(sample: &$0) }),
        (ShareController.SharePage.template, { ShareController.SharePage(sample: &$0) }),
        (RecipeController.RecipePage.template, { RecipeController.RecipePage(sample: &$0) }),
        (RecipeController.DeletedPage.template, { RecipeController.DeletedPage(sample: &$0) }),
        (RecipeController.ListPage.template, { RecipeController.ListPage(sample: &$0) }),
        (AccountController.RegisterPage.template, { AccountController.RegisterPage(sample: &$0) }),
        (AccountController.ResetPage.template, { AccountController.ResetPage(sample: &$0) }),
        (ShareController.ListPage.template, { ShareController.ListPage(sample: &$0) }),
        (ShareController.SharedPage.template, { ShareController.SharedPage(sample: &$0) }),
        (ShoppingController.ItemsFragment.template, { ShoppingController.ItemsFragment(sample: &$0) }),
        (ShoppingController.ShoppingPage.template, { ShoppingController.ShoppingPage(sample: &$0) }),
        (CatalogController.SkillsPage.template, { CatalogController.SkillsPage(sample: &$0) }),
        (CatalogController.TagsPage.template, { CatalogController.TagsPage(sample: &$0) }),
        (ErrorPageMiddleware.ThrottledPage.template, { ErrorPageMiddleware.ThrottledPage(sample: &$0) }),
    ]
}
#endif

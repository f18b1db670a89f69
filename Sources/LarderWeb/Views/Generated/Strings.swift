// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// The languages' catalogs, from Languages/<code>/*.json.

import Foundation
import LarderModel

/// Every word the pages say, in one language, from `Languages/<code>/*.json`. A page reads a
/// text as `{{page.t.<area>.<key>}}`; Swift calls the functions of a text with placeholders.
final class Strings: Sendable, Encodable {
    let language: Language
    let account: Account
    let admin: Admin
    let apiReference: ApiReference
    let common: Common
    let confirmDelete: ConfirmDelete
    let cooking: Cooking
    let errors: Errors
    let forms: Forms
    let history: History
    let home: Home
    let household: Household
    let importProblems: ImportProblems
    let importing: Importing
    let ingredients: Ingredients
    let invite: Invite
    let issues: Issues
    let layout: Layout
    let login: Login
    let mail: Mail
    let offline: Offline
    let pagination: Pagination
    let plan: Plan
    let recipe: Recipe
    let recipeForm: RecipeForm
    let recipes: Recipes
    let register: Register
    let resetPassword: ResetPassword
    let sharing: Sharing
    let shopping: Shopping
    let skills: Skills
    let tags: Tags
    let units: Units

    init(language: Language, account: Account, admin: Admin, apiReference: ApiReference, common: Common, confirmDelete: ConfirmDelete, cooking: Cooking, errors: Errors, forms: Forms, history: History, home: Home, household: Household, importProblems: ImportProblems, importing: Importing, ingredients: Ingredients, invite: Invite, issues: Issues, layout: Layout, login: Login, mail: Mail, offline: Offline, pagination: Pagination, plan: Plan, recipe: Recipe, recipeForm: RecipeForm, recipes: Recipes, register: Register, resetPassword: ResetPassword, sharing: Sharing, shopping: Shopping, skills: Skills, tags: Tags, units: Units) {
        self.language = language
        self.account = account
        self.admin = admin
        self.apiReference = apiReference
        self.common = common
        self.confirmDelete = confirmDelete
        self.cooking = cooking
        self.errors = errors
        self.forms = forms
        self.history = history
        self.home = home
        self.household = household
        self.importProblems = importProblems
        self.importing = importing
        self.ingredients = ingredients
        self.invite = invite
        self.issues = issues
        self.layout = layout
        self.login = login
        self.mail = mail
        self.offline = offline
        self.pagination = pagination
        self.plan = plan
        self.recipe = recipe
        self.recipeForm = recipeForm
        self.recipes = recipes
        self.register = register
        self.resetPassword = resetPassword
        self.sharing = sharing
        self.shopping = shopping
        self.skills = skills
        self.tags = tags
        self.units = units
    }

    struct Account: Sendable, Encodable {
        let accountDeleted: String
        let apiLink: String
        let changePasswordButton: String
        let changePasswordTitle: String
        let chooseExpiry: String
        let chooseHousehold: String
        let chooseLanguage: String
        let chooseScope: String
        let currentPassword: String
        let deleteBlocker: Message
        let deleteButton: String
        let deleteHeading: String
        let deleteIntro: String
        let deleteLink: String
        let deleteTitle: String
        let deletedIntro: String
        let deletedNote: Message
        let deletedNoteBy: Message
        let deletedTitle: String
        let directoryPassword: String
        let email: String
        let enterCurrentPassword: String
        let expiry30Days: String
        let expiry90Days: String
        let expiryNever: String
        let expiryYear: String
        let languageChanged: String
        let languageChosen: String
        let languageFollowsBrowser: String
        let languageLegend: String
        let logsOutElsewhere: String
        let makeTokenButton: String
        let makeTokenTitle: String
        let newPassword: String
        let newTokenCopy: String
        let newTokenHeading: Message
        let newTokenLabel: Message
        let noTokens: String
        let notCurrentPassword: String
        let passwordChanged: String
        let passwordHint: String
        let passwordTitle: String
        let restoreButton: Message
        let revoke: String
        let revokeLabel: Message
        let scopeRead: String
        let scopeReadOption: String
        let scopeReadWrite: String
        let scopeReadWriteOption: String
        let title: String
        let tokenExpired: Message
        let tokenExpires: Message
        let tokenHousehold: String
        let tokenLastUsed: Message
        let tokenLasts: String
        let tokenMade: Message
        let tokenNameHint: String
        let tokenNeedsHousehold: String
        let tokenNeverExpires: String
        let tokenNeverUsed: String
        let tokenRevoked: Message
        let tokenScope: String
        let tokensIntro: String
        let tokensTitle: String
        let unitsHint: String
        let you: String
    }

    struct Admin: Sendable, Encodable {
        let accountEmail: String
        let applied: String
        let checksum: String
        let copyLink: String
        let households: String
        let kind: String
        let makeResetLink: String
        let migrationsHint: String
        let migrationsSee: String
        let migrationsTitle: String
        let noAccount: String
        let notApplied: String
        let poolIdle: String
        let poolOpen: String
        let poolTitle: String
        let poolWaiting: String
        let privacy: String
        let recipes: String
        let resetHint: String
        let resetLinkFor: String
        let resetLinkLabel: String
        let resetLinkValidUntil: Message
        let resetTitle: String
        let state: String
        let stateApplied: String
        let stateChanged: String
        let statePending: String
        let stateUnknown: String
        let title: String
        let totalsTitle: String
        let users: String
        let version: String
    }

    struct ApiReference: Sendable, Encodable {
        let about: String
        let addressesStart: String
        let arrayOf: Message
        let body: String
        let bodyAs: Message
        let both: Message
        let bytes: String
        let documentAfterLink: String
        let documentAt: String
        let either: Message
        let location: String
        let needsReadWrite: String
        let oneOf: Message
        let operations: String
        let orNull: Message
        let parameters: String
        let problemBadRequest: String
        let problemConflict: String
        let problemInternal: String
        let problemInvalidFields: String
        let problemMethodNotAllowed: String
        let problemNotFound: String
        let problemRateLimited: String
        let problemReadOnlyToken: String
        let problemStaleVersion: String
        let problemTooLarge: String
        let problemUnauthorized: String
        let problemUnavailable: String
        let problems: String
        let problemsLead: String
        let required: String
        let responses: String
        let schemas: String
        let title: String
        let type: String
        let version: Message
    }

    struct Common: Sendable, Encodable {
        let add: String
        let back: String
        let cancel: String
        let close: String
        let delete: String
        let edit: String
        let listPair: Message
        let name: String
        let never: String
        let no: String
        let none: String
        let optional: String
        let remove: String
        let save: String
        let search: String
        let yes: String
    }

    struct ConfirmDelete: Sendable, Encodable {
        let accessTokens: PluralMessage
        let accounts: PluralMessage
        let blockedHeading: String
        let cannotUndo: String
        let cookingLogEntries: PluralMessage
        let cookingLogEntriesStay: PluralMessage
        let deletedHeading: String
        let deletedRecipes: PluralMessage
        let earlierVersionPhotos: PluralMessage
        let earlierVersions: PluralMessage
        let earlierVersionsStay: PluralMessage
        let favourites: PluralMessage
        let fetchRecords: PluralMessage
        let goBack: String
        let households: PluralMessage
        let householdsStay: PluralMessage
        let importAttempts: PluralMessage
        let importedAddresses: PluralMessage
        let importedAddressesStay: PluralMessage
        let ingredientLines: PluralMessage
        let ingredientLinesStay: PluralMessage
        let ingredients: PluralMessage
        let inviteLinks: PluralMessage
        let inviteLinksStay: PluralMessage
        let loginSessions: PluralMessage
        let loginSessionsStay: PluralMessage
        let memberships: PluralMessage
        let passwordResetLinks: PluralMessage
        let passwordResetLinksStay: PluralMessage
        let photos: PluralMessage
        let planEntries: PluralMessage
        let planEntriesStay: PluralMessage
        let ratings: PluralMessage
        let recipeTags: PluralMessage
        let recipes: PluralMessage
        let recipesStay: PluralMessage
        let shareLinks: PluralMessage
        let shareLinksStay: PluralMessage
        let shoppingItems: PluralMessage
        let shoppingRecipes: PluralMessage
        let skills: PluralMessage
        let staysHeading: String
        let stepSkills: PluralMessage
        let steps: PluralMessage
        let tags: PluralMessage
        let waitingFiles: PluralMessage
        let waitingFilesStay: PluralMessage
        let webImports: PluralMessage
        let webImportsStay: PluralMessage
    }

    struct Cooking: Sendable, Encodable {
        let chooseStars: String
        let day: String
        let entryRemoved: String
        let favouriteAdded: String
        let favouriteRemoved: String
        let introAfter: String
        let introBefore: String
        let notNoted: String
        let noteHint: String
        let noteIt: String
        let noteOptional: String
        let notedOn: Message
        let notedToday: String
        let rated: PluralMessage
        let ratingRemoved: String
        let servings: String
        let title: Message
    }

    struct Errors: Sendable, Encodable {
        let backToLogIn: String
        let badRequestHeading: String
        let busyFiles: String
        let busyHeading: String
        let busyLogins: String
        let busyPages: String
        let entryNameTaken: String
        let errorStatus: Message
        let failedHeading: String
        let failedText: String
        let formExpired: String
        let home: String
        let homePage: String
        let householdChangedHeading: String
        let householdChangedText: Message
        let householdFirst: String
        let invalidHeading: String
        let invalidText: Message
        let inviteMailsPausedHeading: String
        let inviteMailsPausedText: String
        let nameTakenHeading: String
        let noRecipeNamed: Message
        let notAllowedHeading: String
        let notFoundHeading: String
        let notFoundText: String
        let ownerOnly: String
        let recipeNameTaken: String
        let registrationsPausedHeading: String
        let registrationsPausedText: String
        let requestNotHandled: String
        let resetHelpAfter: String
        let resetHelpBefore: String
        let resetRequestsPausedHeading: String
        let resetRequestsPausedText: String
        let retryAfter: String
        let retryIn: PluralMessage
        let throttledNotice: String
        let throttledTitle: String
        let tooLargeHeading: String
        let tooLargeLimit: Message
        let tooLargeText: String
        let tooManyStreamsHeading: String
        let tooManyStreamsText: Message
        let unavailableHeading: String
        let unavailableText: String
    }

    struct Forms: Sendable, Encodable {
        let errorPrefix: String
    }

    struct History: Sendable, Encodable {
        let alreadyReads: Message
        let backToRecipe: String
        let changeDetails: String
        let changeLinesAdded: PluralMessage
        let changeLinesChanged: PluralMessage
        let changeLinesRemoved: PluralMessage
        let changeNothing: String
        let changePhotoAdded: String
        let changePhotoRemoved: String
        let changePhotoReplaced: String
        let changeRenamed: Message
        let changeRestored: Message
        let changeServings: Message
        let changeSourceChanged: String
        let changeSourceRemoved: String
        let changeStepAdded: Message
        let changeStepEdited: Message
        let changeStepRemoved: Message
        let changeStepsReordered: String
        let changeSummaryEdited: String
        let changeTags: String
        let changeTimes: String
        let changesColumn: String
        let chooseTwo: String
        let compareButton: String
        let compareExplanation: Message
        let compareFromLabel: String
        let compareFromVersion: Message
        let compareToLabel: String
        let compareToVersion: Message
        let currentBadge: String
        let firstVersion: String
        let fromColumn: String
        let historyLead: String
        let historyOf: Message
        let inAStep: String
        let inName: String
        let inNewSteps: String
        let inOwnLines: String
        let inServings: String
        let inSource: String
        let inStep: Message
        let inStepOrder: String
        let inSummary: String
        let inTags: String
        let inTimes: String
        let lineCooking: Message
        let lineDuring: Message
        let lineIngredients: Message
        let lineNone: String
        let linePreparation: Message
        let lineRemoved: String
        let lineSkills: Message
        let lineTime: Message
        let lineTimeWaiting: Message
        let lineTools: Message
        let lineTotal: Message
        let mergedStepAdded: Message
        let mergedStepOrder: String
        let mergedStepRemoved: Message
        let noEarlier: String
        let noPhoto: String
        let notRecorded: String
        let overwriteItem: Message
        let partAStep: String
        let partColumn: String
        let partName: String
        let partNewSteps: String
        let partOwnLines: String
        let partServings: String
        let partSource: String
        let partStep: Message
        let partStepOrder: String
        let partSummary: String
        let partTags: String
        let partTimes: String
        let photoAlt: Message
        let photoCaption: Message
        let quoted: Message
        let restoreButton: String
        let restoreColumn: String
        let restoreHidden: Message
        let restoreInvalid: Message
        let restoreNameTaken: String
        let restoreNotSeen: String
        let restoreStale: Message
        let restoreVersion: Message
        let restored: Message
        let sameText: String
        let savedBy: Message
        let savedColumn: String
        let savedLine: Message
        let theirsTitle: String
        let theyAddedSteps: String
        let theyChangedIt: String
        let theyChangedItTo: Message
        let theyChangedThem: String
        let theyRemovedIt: String
        let theyReordered: String
        let toColumn: String
        let version: Message
        let versionColumn: String
        let versionCurrent: Message
        let versionsOf: Message
        let yoursTitle: String
    }

    struct Home: Sendable, Encodable {
        let goToRecipes: String
        let heroTitle: String
        let kitchenText: String
        let kitchenTitle: String
        let lead: String
        let logIn: String
        let privacyText: String
        let privacyTitle: String
        let register: String
        let structuredText: String
        let structuredTitle: String
        let takeAwayText: String
        let takeAwayTitle: String
    }

    struct Household: Sendable, Encodable {
        let abilityInvite: String
        let abilityLeave: String
        let abilityLeaveAsOwner: String
        let abilityRecipes: String
        let abilityRemoveMembers: String
        let abilityRename: String
        let abilityRoles: String
        let abilitySeeMembers: String
        let aboutHeading: String
        let aboutNotYet: String
        let aboutShared: String
        let anotherHeading: String
        let anotherText: String
        let bringBackNote: Message
        let chooseTimeZone: String
        let copyLink: String
        let createButton: String
        let createHeading: String
        let createHint: String
        let createInvite: String
        let created: Message
        let createdFlash: Message
        let deleteButton: String
        let deleteEllipsis: Message
        let deleteHeading: String
        let deleteTitle: Message
        let deletedFlash: Message
        let expiresDay: String
        let expiresLabel: String
        let expiresMonth: String
        let expiresWeek: String
        let historyBoth: Message
        let historyDays: PluralMessage
        let historyEverything: String
        let historyHeading: String
        let historyLatest: PluralMessage
        let historyOwnerOnly: String
        let historyRule: Message
        let historySaved: String
        let inviteActive: String
        let inviteEmailHint: String
        let inviteEmailIssue: String
        let inviteEmailLabel: String
        let inviteExpired: String
        let inviteExpires: Message
        let inviteExpiryIssue: String
        let inviteLinksHeading: String
        let inviteMade: Message
        let inviteMailUnset: String
        let inviteMailed: Message
        let inviteRevoked: String
        let inviteUsedUp: String
        let inviteUsesIssue: String
        let inviteWarningAfter: String
        let inviteWarningBefore: String
        let invitesHeading: String
        let joined: Message
        let keepDaysHint: String
        let keepDaysLabel: String
        let keepOwner: String
        let keepOwnerFirst: String
        let keepRevisionsHint: String
        let keepRevisionsLabel: String
        let leaveButton: Message
        let leaveDeleteButton: String
        let leaveDeleteHeading: String
        let leaveEllipsis: Message
        let leaveHeading: String
        let leaveNotice: Message
        let leaveQuestion: Message
        let leftFlash: Message
        let makeMember: String
        let makeOwner: String
        let membersHeading: String
        let nameLabel: String
        let newInviteLabel: String
        let newInviteText: String
        let newInviteTitle: String
        let noInvites: String
        let nowMember: String
        let nowOwner: String
        let onlyMemberNote: String
        let onlyMemberWarning: Message
        let onlyOwnerWarning: String
        let openedByLink: Message
        let ownerCanChange: String
        let privacyAfter: String
        let privacyBefore: String
        let pruneAfter: String
        let pruneBefore: String
        let removeAfter: String
        let removeBefore: String
        let removedFlash: String
        let renameButton: String
        let renameHeading: String
        let renamedFlash: String
        let restoreGone: String
        let restoredFlash: Message
        let revoke: String
        let revokedFlash: String
        let roleInvalid: String
        let roleMember: String
        let roleOwner: String
        let rolesHeading: String
        let saveHistory: String
        let saveTimeZone: String
        let settingsHeading: String
        let sharedHeading: String
        let sharedLink: String
        let sharedText: String
        let switchButton: String
        let switcherLabel: String
        let timeZoneFollows: Message
        let timeZoneHeading: String
        let timeZoneHint: String
        let timeZoneLabel: String
        let timeZoneSaved: Message
        let title: String
        let undoWindow: PluralMessage
        let usesAnyone: String
        let usesFive: String
        let usesLabel: String
        let usesLimited: Message
        let usesOne: String
        let usesUnlimited: PluralMessage
        let wholeNumber: String
        let youTag: String
        let yourRole: String
    }

    struct ImportProblems: Sendable, Encodable {
        let archiveOfNoKnownApp: String
        let checksumMismatch: String
        let chooseMealieGroup: Message
        let couldNotBeRead: Message
        let couldNotBeSaved: Message
        let couldNotFetch: Message
        let cutToFitSummary: Message
        let damagedGzip: String
        let damagedGzipSaying: Message
        let damagedInZip: String
        let damagedZip: String
        let damagedZipContents: String
        let documentNestsTooDeep: Message
        let documentTooLarge: Message
        let elementUnreadable: String
        let expectedDateTime: Message
        let expectedDay: Message
        let expectedDecimal: Message
        let expectedDocumentObject: Message
        let expectedOneOf: Message
        let expectedOneOfFound: Message
        let expectedValue: Message
        let expectedValueFound: Message
        let fetchBadAddress: Message
        let fetchHTTPStatus: Message
        let fetchRefusedAddress: Message
        let fetchRefusedPort: Message
        let fetchRefusedScheme: Message
        let fetchTimedOut: Message
        let fetchTooManyRedirects: Message
        let fetchUnreachable: Message
        let fetchUnresolvable: Message
        let fieldIssue: Message
        let fileTooLarge: Message
        let formatExpected: Message
        let formatMissing: Message
        let givenUp: Message
        let gzipCutShort: String
        let headsNoLines: String
        let headsNoSteps: String
        let jsonNestsTooDeep: Message
        let kindArray: String
        let kindNumber: String
        let kindObject: String
        let kindString: String
        let kindTrueOrFalse: String
        let kindWholeNumber: String
        let leftOut: Message
        let lineWithoutWords: String
        let listedTwice: Message
        let mealieGroup: PluralMessage
        let missing: String
        let named: Message
        let namesNoRecipe: String
        let needsName: String
        let neitherLarderNorSchemaOrg: Message
        let noAddresses: String
        let noPlaceInLarder: String
        let noRecipeJSON: String
        let noRecipeOnPage: Message
        let noSchemaOrgRecipe: String
        let noStepForTool: String
        let noSuchMealieGroup: Message
        let notAPicture: String
        let notAPlainFileName: String
        let notAWebAddress: String
        let notAWebAddressScheme: String
        let notAWebPage: Message
        let notBase64: String
        let notGzip: String
        let notJSON: String
        let notMealieBackup: String
        let notPaprikaGzip: String
        let notPaprikaRecipe: String
        let notTandoorRecipe: String
        let nutritionNotKept: String
        let onePhotoPerRecipe: String
        let pageBoth: Message
        let pageNoSchemaData: String
        let pageOtherKinds: Message
        let pageTitle: Message
        let pathLeavesZip: String
        let photoNotAPicture: String
        let photoTooLarge: Message
        let photoTooManyPixels: Message
        let pictureTooLarge: Message
        let ratingKeptAs: Message
        let recipeOrNote: String
        let servingsRange: String
        let starsRange: String
        let stepWithoutWords: String
        let summaryFull: Message
        let tagsPerImport: PluralMessage
        let timeUnreadable: String
        let timelineNotKept: PluralMessage
        let tooManyAddresses: Message
        let tooManyDecimals: Message
        let tooManyOpenJobs: Message
        let tooManyZipFiles: Message
        let truncated: Message
        let unknownFormat: Message
        let unknownTimeZone: String
        let unpacksToMoreThan: Message
        let versionExpected: Message
        let versionFromOne: String
        let versionTooNew: Message
        let versionTwice: Message
        let weekdayRange: String
        let yieldKeptAs: PluralMessage
        let yieldWithoutNumber: String
        let zipTooLarge: Message
    }

    struct Importing: Sendable, Encodable {
        let addressesDone: String
        let addressesHint: String
        let addressesLabel: String
        let addressesPlaceholder: String
        let alreadyHaveIt: String
        let alreadyTitle: String
        let appTerm: String
        let appText: String
        let appTextEnd: String
        let belongToHousehold: String
        let canImport: PluralMessage
        let cancelAndDelete: String
        let cancelled: String
        let chooseFileOrPaste: String
        let chooseGroup: String
        let continueButton: String
        let doesNotFit: Message
        let doneOf: Message
        let everyoneSees: String
        let failedCount: String
        let fetchBudget: PluralMessage
        let fileConflictLegend: String
        let fileProblems: String
        let fixThese: String
        let followHint: String
        let formatLarder: String
        let formatMealie: String
        let formatMealieLegacy: String
        let formatNextcloud: String
        let formatPaprika: String
        let formatSchemaOrg: String
        let formatTandoor: String
        let formatWebPage: String
        let formatsTitle: String
        let fromFile: String
        let fromSite: String
        let groupChoice: PluralMessage
        let groupLegend: String
        let householdHas: String
        let importFile: String
        let importFromWeb: String
        let importMore: String
        let importOthers: PluralMessage
        let importedCount: String
        let importedFrom: PluralMessage
        let importedFromHost: Message
        let jobFinished: String
        let jobRunning: String
        let jsonHint: String
        let jsonHintEnd: String
        let keepBoth: String
        let keepMine: String
        let keptUploads: Message
        let keywordsAsTags: String
        let keywordsHint: String
        let larderTerm: String
        let larderText: String
        let limitsText: Message
        let mealieGroups: PluralMessage
        let notImported: Message
        let noteKeptTheirs: String
        let notePictureLeftOut: Message
        let noteReadFromPage: Message
        let noteReplacedTheirs: String
        let noteSavedAs: Message
        let noteSeveralRecipes: PluralMessage
        let or: String
        let pageHolds: String
        let pasteAddress: String
        let pasteJSON: String
        let pictureLeftOut: Message
        let policyAsk: String
        let policyRename: String
        let policyReplace: String
        let policySkip: String
        let problemsTitle: String
        let progress: String
        let quotaFull: Message
        let readFromPage: Message
        let recipeProblems: String
        let renamedCount: PluralMessage
        let replaceMine: String
        let replacedCount: PluralMessage
        let seeRecipes: String
        let siteTerm: String
        let siteText: String
        let skippedCount: PluralMessage
        let stateFailed: String
        let stateImported: String
        let stateWaiting: String
        let takeSettings: String
        let takeSettingsHint: String
        let thePage: String
        let title: String
        let toGoOf: Message
        let unreadableIntro: String
        let uploadGone: String
        let uploadHint: String
        let uploadHintEnd: String
        let uploadLabel: String
        let urlConflictLegend: String
        let wayHeadings: String
        let wayMicroformats: String
        let wayPlugin: String
        let wayRDFa: String
    }

    struct Ingredients: Sendable, Encodable {
        let aisle: String
        let aisleField: String
        let aislePlaceholder: String
        let aisleSaved: String
        let change: String
        let choosePicture: String
        let countLabel: PluralMessage
        let deleteButton: String
        let deleteHeading: String
        let deleteLink: Message
        let deleteTitle: Message
        let deleted: String
        let density: String
        let densityHint: String
        let densityPlaceholder: String
        let densitySaved: String
        let findIngredient: String
        let linesKeepText: PluralMessage
        let nameTaken: String
        let newName: String
        let noIngredients: String
        let noIngredientsHelp: String
        let noMatch: Message
        let picture: String
        let pictureHint: Message
        let pictureSaved: String
        let rename: String
        let renamed: String
        let saveAisle: String
        let saveDensity: String
        let showAll: String
        let showAllIngredients: String
        let title: String
        let unused: String
        let upload: String
        let uses: PluralMessage
    }

    struct Invite: Sendable, Encodable {
        let alreadyFlash: Message
        let alreadyIn: Message
        let alreadyInText: String
        let askOwner: String
        let expiredHeading: String
        let expiredText: String
        let expiredTextNamed: Message
        let goTo: Message
        let homePage: String
        let invitedAfter: String
        let invitedBefore: String
        let joinNotice: Message
        let joinTitle: Message
        let joinedFlash: Message
        let linkTitle: String
        let logIn: String
        let logInToJoin: String
        let notNow: String
        let register: String
        let revokedHeading: String
        let revokedText: String
        let revokedTextNamed: Message
        let unknownHeading: String
        let unknownText: String
        let usedUpHeading: String
        let usedUpText: String
        let usedUpTextNamed: Message
    }

    struct Issues: Sendable, Encodable {
        let chooseDay: String
        let chooseSlot: String
        let chooseTimeZone: String
        let chooseWeekday: String
        let controlCharacters: Message
        let cookedOnDate: Message
        let cookedOnFuture: String
        let cookedOnTooEarly: String
        let density: String
        let emailInvalid: String
        let emailRequired: String
        let emailTooLong: String
        let keepDays: Message
        let keepRevisions: Message
        let labelANote: String
        let labelAisle: String
        let labelAnItem: String
        let labelGroup: String
        let labelIngredient: String
        let labelIngredientLine: String
        let labelIngredientName: String
        let labelInstructions: String
        let labelItem: String
        let labelName: String
        let labelNamedTag: Message
        let labelNote: String
        let labelRecipeOrNote: String
        let labelSize: String
        let labelSkill: String
        let labelSkillName: String
        let labelStaple: Message
        let labelSummary: String
        let labelTag: String
        let labelTool: String
        let labelToolNote: String
        let labelUnit: String
        let lastDayBeforeFirst: String
        let linkExpiry: Message
        let listTooLong: Message
        let negativeQuantity: String
        let onlyWhileEarlierStepWaits: String
        let passwordCharacter: String
        let passwordTooLong: Message
        let passwordTooShort: Message
        let pictureFormat: String
        let pictureTooLarge: String
        let pictureTooManyPixels: String
        let quantityTooLarge: String
        let rangeNeedsLowerQuantity: String
        let rangeUpperBelowLower: String
        let required: Message
        let servings: String
        let servingsWhole: String
        let singleLine: Message
        let sourceAddress: String
        let stars: String
        let stepDoesNotWait: Message
        let tagComma: String
        let time: String
        let tokenExpiry: Message
        let tooLong: Message
        let tooManyMeasures: Message
        let tooManyRecipeLines: Message
        let tooManySkills: Message
        let tooManyStaples: Message
        let tooManyStepLines: Message
        let tooManySteps: Message
        let tooManyTags: Message
        let tooManyTools: Message
        let tooShort: Message
    }

    struct Layout: Sendable, Encodable {
        let account: String
        let accountNav: String
        let admin: String
        let checkTheForm: String
        let household: String
        let ingredients: String
        let install: String
        let installHint: String
        let logIn: String
        let logOut: String
        let mainNav: String
        let plan: String
        let privacy: String
        let recipes: String
        let register: String
        let shopping: String
        let signedInAs: Message
        let skills: String
        let skipLink: String
        let undo: String
    }

    struct Login: Sendable, Encodable {
        let correctFields: String
        let createAccount: String
        let createHousehold: String
        let directoryDown: String
        let directoryEmailUnusable: String
        let directoryFailed: String
        let directoryHint: String
        let directoryNoEmail: String
        let email: String
        let emailOrUserName: String
        let enterEmailOrName: String
        let joined: Message
        let logIn: String
        let loggedOut: String
        let nameTooLong: String
        let newHere: String
        let password: String
        let passwordRequired: String
        let passwordTooLong: String
        let providerEmailTaken: Message
        let providerEmailUnusable: Message
        let providerFailed: Message
        let providerNoEmail: Message
        let providerRefused: Message
        let providerUnreachable: Message
        let providerUntrusted: Message
        let signInExpired: String
        let signInWith: Message
        let title: String
        let welcome: Message
        let welcomeCreateHousehold: Message
        let welcomeTo: Message
        let wrongEmailOrPassword: String
        let wrongNameOrPassword: String
    }

    struct Mail: Sendable, Encodable {
        let footer: Message
        let inviteAction: Message
        let inviteExpires: Message
        let inviteIgnore: Message
        let inviteLead: Message
        let inviteSubject: Message
        let linkFallback: String
        let resetAction: String
        let resetExpires: String
        let resetIgnore: String
        let resetLead: Message
        let resetSubject: String
    }

    struct Offline: Sendable, Encodable {
        let keptHere: String
        let lead: String
        let noRecipes: String
        let recipes: String
        let shoppingList: String
        let title: String
        let tryAgain: String
        let week: String
    }

    struct Pagination: Sendable, Encodable {
        let label: String
        let next: String
        let pageHidden: String
        let pageNumber: Message
        let pageOf: Message
        let previous: String
    }

    struct Plan: Sendable, Encodable {
        let addToDay: Message
        let addToPlan: String
        let backToPlan: String
        let change: String
        let chooseDayAndMeal: String
        let chooseRecipeTitle: String
        let chooseWeekday: String
        let day: String
        let feedHowTo: String
        let feedLink: String
        let feedOff: String
        let feedOn: String
        let feedReady: String
        let feedTitle: String
        let feedTurnedOff: String
        let find: String
        let findRecipe: String
        let friday: String
        let makeFeedLink: String
        let meal: String
        let monday: String
        let move: String
        let movedTo: Message
        let newFeedLink: String
        let nextWeek: String
        let noRecipeLike: Message
        let noRecipeNamed: Message
        let noRecipeNamedNorLike: Message
        let notPlannedYet: String
        let note: String
        let noteHint: String
        let nothingPlanned: String
        let pickHint: String
        let planIt: String
        let planRecipe: Message
        let planThis: String
        let plannedFor: Message
        let plannedForSlot: Message
        let plannedLike: Message
        let previousWeek: String
        let putOnPlanAfter: String
        let putOnPlanBefore: String
        let recipe: String
        let recipeForDay: Message
        let recipeHint: String
        let recipeOrNote: String
        let removeFromPlan: String
        let removed: String
        let saturday: String
        let scheduleBusy: Message
        let scheduleNoTime: String
        let scheduleStep: Message
        let scheduleSumNote: Message
        let scheduleSummary: Message
        let scheduleUntimedNote: String
        let scheduleWaiting: Message
        let scheduleWhileStepWaits: Message
        let servings: String
        let servingsHint: String
        let shoppingListForWeek: String
        let slotBreakfast: String
        let slotBreakfastInText: String
        let slotDinner: String
        let slotDinnerInText: String
        let slotLunch: String
        let slotLunchInText: String
        let slotOther: String
        let slotOtherInText: String
        let suggestions: String
        let sunday: String
        let thisWeek: String
        let thursday: String
        let title: String
        let today: String
        let tuesday: String
        let turnFeedOff: String
        let wednesday: String
        let weekOf: Message
        let weekStart: String
        let weeksNav: String
        let weeksStartOn: Message
    }

    struct Recipe: Sendable, Encodable {
        let addSome: String
        let addToFavourites: String
        let addToShoppingList: String
        let addedBy: Message
        let addedOn: Message
        let asStated: String
        let asStatedTimes: Message
        let backTo: Message
        let busy: String
        let clearRating: String
        let cookedOn: String
        let cookedOnce: String
        let cookedSummary: Message
        let cookedSummaryBy: Message
        let cookedTimes: PluralMessage
        let cookedTwice: String
        let cookingLog: String
        let cookingTime: Message
        let deleteButton: String
        let deleteHeading: String
        let deleteRecipe: String
        let deleteTitle: Message
        let during: Message
        let entry: PluralMessage
        let entryBy: PluralMessage
        let exportLarder: String
        let exportSchemaOrg: String
        let favourite: String
        let fewerServings: String
        let history: String
        let iCookedIt: String
        let ingredients: String
        let keepScreenOn: String
        let kindActive: String
        let kindWaiting: String
        let method: String
        let moreServings: String
        let noIngredients: String
        let noSteps: String
        let notCooked: String
        let notRated: String
        let noteOptional: String
        let planThis: String
        let preparationTime: Message
        let print: String
        let publishedOn: Message
        let rateIt: PluralMessage
        let ratingSummary: PluralMessage
        let readyIn: String
        let removeEntry: Message
        let scaledFrom: Message
        let schedule: String
        let scheduleReadyIn: Message
        let serves: String
        let servings: String
        let servingsToShow: String
        let share: String
        let show: String
        let showQuantities: String
        let skillsForStep: Message
        let source: String
        let startTimer: Message
        let step: Message
        let tags: String
        let tickThemOff: String
        let tools: String
        let undoNote: Message
        let units: String
        let viewed: PluralMessage
        let waiting: String
        let youWillNeed: String
        let yourRating: String
    }

    struct RecipeForm: Sendable, Encodable {
        let aboutRecipe: String
        let addStep: String
        let amount: String
        let atMostSteps: Message
        let busyActive: String
        let conflictHint: String
        let conflictMerged: Message
        let conflictOverwrites: Message
        let conflictParts: String
        let conflictSaved: Message
        let conflictTitle: String
        let cooking: String
        let cookingHint: String
        let createRecipe: String
        let created: Message
        let currentPhoto: String
        let deletedMeanwhile: String
        let duringHint: String
        let duringIssue: String
        let duringLabel: String
        let duringLegend: String
        let editTitle: Message
        let ingredient: String
        let ingredientOf: Message
        let keepMine: String
        let line: String
        let lineIssue: Message
        let moveDown: String
        let moveHint: String
        let moveUp: String
        let nameTaken: String
        let nameTakenOther: String
        let newTitle: String
        let notSavedEdit: String
        let notSavedNew: String
        let note: String
        let nothingChanged: String
        let openExisting: String
        let ownLines: String
        let ownLinesHint: String
        let ownTimes: String
        let ownTimesHint: String
        let photoHint: Message
        let photoNotAPicture: Message
        let photoOptional: String
        let photoTooBig: Message
        let photoTooLarge: Message
        let photoTooManyPixels: Message
        let preparation: String
        let preparationHint: String
        let quotedFile: Message
        let readings: String
        let readingsHint: String
        let removePhoto: String
        let removeStep: String
        let replacePhoto: String
        let saveChanges: String
        let saved: String
        let savedMerged: Message
        let servings: String
        let skills: String
        let skillsHint: String
        let sourceHint: String
        let sourceOptional: String
        let step: String
        let stepAdded: Message
        let stepIngredients: String
        let stepIngredientsHint: String
        let stepLower: String
        let stepMovedDown: Message
        let stepMovedUp: Message
        let stepRemoved: Message
        let steps: String
        let stepsHint: String
        let summary: String
        let summaryHint: String
        let tagsHint: String
        let tagsOptional: String
        let takeTheirs: String
        let theFile: String
        let time: String
        let timeHint: String
        let timeIssue: String
        let tools: String
        let toolsHint: String
        let total: String
        let totalHint: String
        let waitingPassive: String
        let whatToDo: String
        let youWillNeed: String
    }

    struct Recipes: Sendable, Encodable {
        let anyRating: String
        let applyFilters: String
        let backToRecipes: String
        let clearSearch: String
        let countCapped: PluralMessage
        let deleted: PluralMessage
        let deletedLead: Message
        let deletedMeta: Message
        let emptyText: String
        let emptyTitle: String
        let exportAll: String
        let exportAllHint: String
        let filters: String
        let hours: PluralMessage
        let importButton: String
        let importRecipes: String
        let ingredientExample: String
        let manageTags: String
        let match: PluralMessage
        let maxMinutes: String
        let moreTags: PluralMessage
        let moreThanMatch: PluralMessage
        let nearMatches: Message
        let newRecipe: String
        let noneDeleted: Message
        let nothingMatches: String
        let onlyFavourites: String
        let quoted: Message
        let rated: String
        let recentlyDeleted: String
        let recipeCount: PluralMessage
        let removeFilter: String
        let restore: String
        let restoreGone: String
        let restoreNameTaken: String
        let restored: Message
        let restoredSkillsGone: PluralMessage
        let restoredUnlinked: PluralMessage
        let searchLabel: String
        let searchPlaceholder: String
        let serves: PluralMessage
        let showAll: String
        let skillExample: String
        let sortBestRated: String
        let sortBy: String
        let sortLeastCooked: String
        let sortLongest: String
        let sortNameAscending: String
        let sortNameDescending: String
        let sortNewest: String
        let sortOldest: String
        let sortQuickest: String
        let stars: PluralMessage
        let starsOnAverage: String
        let starsOrMore: PluralMessage
        let tags: String
        let title: String
        let tryFewer: String
        let usesIngredient: String
        let usesSkill: String
        let writeFirst: String
    }

    struct Register: Sendable, Encodable {
        let accountsFromDirectory: String
        let accountsFromProvider: Message
        let correctFields: String
        let createButton: String
        let email: String
        let haveAccount: String
        let joiningAfter: String
        let joiningBefore: String
        let logIn: String
        let nameHint: String
        let password: String
        let passwordHint: String
        let signInNow: String
        let title: String
        let yourName: String
    }

    struct ResetPassword: Sendable, Encodable {
        let askAdmin: String
        let brokenTitle: String
        let changed: String
        let chooseTitle: String
        let email: String
        let emailIssue: String
        let forAccountAfter: String
        let forAccountBefore: String
        let forgotLead: String
        let forgotLink: String
        let forgotTitle: String
        let linkUnusable: String
        let logIn: String
        let newPassword: String
        let noMail: String
        let noMailSetup: String
        let notChanged: String
        let passwordHint: String
        let sendButton: String
        let sentSpam: String
        let sentText: Message
        let sentTitle: String
        let setButton: String
    }

    struct Sharing: Sendable, Encodable {
        let aDay: String
        let aWeek: String
        let aYear: String
        let chooseExpiry: String
        let copyLink: String
        let days: PluralMessage
        let expiresLabel: String
        let household: String
        let keepScreenOn: String
        let linksTitle: String
        let listLead: String
        let listedUnder: String
        let listedUnderEnd: String
        let made: Message
        let madeBy: Message
        let makeLinkButton: String
        let makeLinkTitle: String
        let newLinkCopy: String
        let newLinkLabel: String
        let newLinkTitle: String
        let noLinks: String
        let noneShared: String
        let openAsOthers: String
        let print: String
        let revoke: String
        let revokeLinkHidden: Message
        let revokeLinkToHidden: Message
        let revokedFlash: String
        let shareLead: String
        let shareTitle: Message
        let sharedNote: String
        let sharedRecipes: String
        let sourceLabel: String
        let untilRevoked: String
        let worksUntil: Message
        let worksUntilRevoked: String
    }

    struct Shopping: Sendable, Encodable {
        let addByHand: String
        let addByHandHint: String
        let added: String
        let alwaysInKitchen: String
        let backOnList: String
        let clearTicked: String
        let everythingInBasket: String
        let firstDay: String
        let forServings: Message
        let fromPlan: String
        let fromPlanDays: Message
        let giveFirstDay: String
        let giveLastDay: String
        let inBasket: String
        let ingredientsOnList: Message
        let itemsLabel: String
        let lastDay: String
        let leaveThemOff: String
        let listEmpty: String
        let listEmptyHelp: String
        let madeAgain: String
        let madeFrom: String
        let madeFromPlan: Message
        let makeAgain: String
        let makeAgainHint: String
        let makeFromDays: String
        let noLongerFromPlan: String
        let notChangedYet: String
        let nothingYet: String
        let offlineAddRefused: Message
        let offlineTickGone: Message
        let offlineTooMany: Message
        let offlineUnreadable: String
        let offlineUntickGone: Message
        let otherAisle: String
        let ownTickedCleared: String
        let pantryStaples: String
        let recipeOff: String
        let remaining: Message
        let removedFromList: String
        let saveStaples: String
        let showThem: String
        let staplesHint: String
        let staplesLeftOff: PluralMessage
        let staplesSaved: String
        let staplesShown: String
        let stopTakingFromPlan: String
        let takeOff: String
        let tickedHint: String
        let title: String
        let untickedHint: String
    }

    struct Skills: Sendable, Encodable {
        let allSkills: String
        let category: String
        let categoryBaking: String
        let categoryBakingInText: String
        let categoryCooking: String
        let categoryCookingInText: String
        let categoryCutting: String
        let categoryCuttingInText: String
        let categoryGeneral: String
        let categoryGeneralInText: String
        let categoryMixing: String
        let categoryMixingInText: String
        let categoryPlating: String
        let categoryPlatingInText: String
        let categoryPreserving: String
        let categoryPreservingInText: String
        let deleteButton: String
        let deleteHeading: String
        let deleteTitle: Message
        let deleted: String
        let formTitle: String
        let noSkills: String
        let noSkillsHelp: String
        let saveSkill: String
        let saved: Message
        let skillName: String
        let skillNameHint: String
        let title: String
        let unused: String
        let uses: PluralMessage
    }

    struct Tags: Sendable, Encodable {
        let change: String
        let countLabel: PluralMessage
        let deleteButton: String
        let deleteHeading: String
        let deleteLink: Message
        let deleteTitle: Message
        let deleted: String
        let goToRecipes: String
        let intro: String
        let nameTaken: String
        let newName: String
        let noTags: String
        let noTagsHelp: String
        let rename: String
        let renamed: String
        let title: String
        let unused: String
        let uses: PluralMessage
    }

    struct Units: Sendable, Encodable {
        let chooseFromButtons: String
        let legend: String
        let metric: String
        let nowMetric: String
        let nowUS: String
        let nowWritten: String
        let us: String
        let written: String
    }
}

extension Strings.Account {
    func deleteBlocker(household: String) -> String { self.deleteBlocker.format([household]) }
    func deletedNote(time: String, until: String) -> String { self.deletedNote.format([time, until]) }
    func deletedNoteBy(time: String, who: String, until: String) -> String { self.deletedNoteBy.format([time, who, until]) }
    func newTokenHeading(name: String) -> String { self.newTokenHeading.format([name]) }
    func newTokenLabel(name: String) -> String { self.newTokenLabel.format([name]) }
    func restoreButton(name: String) -> String { self.restoreButton.format([name]) }
    func revokeLabel(name: String) -> String { self.revokeLabel.format([name]) }
    func tokenExpired(date: String) -> String { self.tokenExpired.format([date]) }
    func tokenExpires(date: String) -> String { self.tokenExpires.format([date]) }
    func tokenLastUsed(time: String) -> String { self.tokenLastUsed.format([time]) }
    func tokenMade(date: String) -> String { self.tokenMade.format([date]) }
    func tokenRevoked(name: String) -> String { self.tokenRevoked.format([name]) }
}

extension Strings.Admin {
    func resetLinkValidUntil(time: String) -> String { self.resetLinkValidUntil.format([time]) }
}

extension Strings.ApiReference {
    func arrayOf(type: String) -> String { self.arrayOf.format([type]) }
    func bodyAs(type: String, mediaType: String) -> String { self.bodyAs.format([type, mediaType]) }
    func both(first: String, second: String) -> String { self.both.format([first, second]) }
    func either(first: String, second: String) -> String { self.either.format([first, second]) }
    func oneOf(type: String, values: String) -> String { self.oneOf.format([type, values]) }
    func orNull(type: String) -> String { self.orNull.format([type]) }
    func version(version: String) -> String { self.version.format([version]) }
}

extension Strings.Common {
    func listPair(first: String, last: String) -> String { self.listPair.format([first, last]) }
}

extension Strings.ConfirmDelete {
    func accessTokens(count: Int) -> String { self.accessTokens.format(count: count, []) }
    func accounts(count: Int) -> String { self.accounts.format(count: count, []) }
    func cookingLogEntries(count: Int) -> String { self.cookingLogEntries.format(count: count, []) }
    func cookingLogEntriesStay(count: Int) -> String { self.cookingLogEntriesStay.format(count: count, []) }
    func deletedRecipes(count: Int) -> String { self.deletedRecipes.format(count: count, []) }
    func earlierVersionPhotos(count: Int) -> String { self.earlierVersionPhotos.format(count: count, []) }
    func earlierVersions(count: Int) -> String { self.earlierVersions.format(count: count, []) }
    func earlierVersionsStay(count: Int) -> String { self.earlierVersionsStay.format(count: count, []) }
    func favourites(count: Int) -> String { self.favourites.format(count: count, []) }
    func fetchRecords(count: Int) -> String { self.fetchRecords.format(count: count, []) }
    func households(count: Int) -> String { self.households.format(count: count, []) }
    func householdsStay(count: Int) -> String { self.householdsStay.format(count: count, []) }
    func importAttempts(count: Int) -> String { self.importAttempts.format(count: count, []) }
    func importedAddresses(count: Int) -> String { self.importedAddresses.format(count: count, []) }
    func importedAddressesStay(count: Int) -> String { self.importedAddressesStay.format(count: count, []) }
    func ingredientLines(count: Int) -> String { self.ingredientLines.format(count: count, []) }
    func ingredientLinesStay(count: Int) -> String { self.ingredientLinesStay.format(count: count, []) }
    func ingredients(count: Int) -> String { self.ingredients.format(count: count, []) }
    func inviteLinks(count: Int) -> String { self.inviteLinks.format(count: count, []) }
    func inviteLinksStay(count: Int) -> String { self.inviteLinksStay.format(count: count, []) }
    func loginSessions(count: Int) -> String { self.loginSessions.format(count: count, []) }
    func loginSessionsStay(count: Int) -> String { self.loginSessionsStay.format(count: count, []) }
    func memberships(count: Int) -> String { self.memberships.format(count: count, []) }
    func passwordResetLinks(count: Int) -> String { self.passwordResetLinks.format(count: count, []) }
    func passwordResetLinksStay(count: Int) -> String { self.passwordResetLinksStay.format(count: count, []) }
    func photos(count: Int) -> String { self.photos.format(count: count, []) }
    func planEntries(count: Int) -> String { self.planEntries.format(count: count, []) }
    func planEntriesStay(count: Int) -> String { self.planEntriesStay.format(count: count, []) }
    func ratings(count: Int) -> String { self.ratings.format(count: count, []) }
    func recipeTags(count: Int) -> String { self.recipeTags.format(count: count, []) }
    func recipes(count: Int) -> String { self.recipes.format(count: count, []) }
    func recipesStay(count: Int) -> String { self.recipesStay.format(count: count, []) }
    func shareLinks(count: Int) -> String { self.shareLinks.format(count: count, []) }
    func shareLinksStay(count: Int) -> String { self.shareLinksStay.format(count: count, []) }
    func shoppingItems(count: Int) -> String { self.shoppingItems.format(count: count, []) }
    func shoppingRecipes(count: Int) -> String { self.shoppingRecipes.format(count: count, []) }
    func skills(count: Int) -> String { self.skills.format(count: count, []) }
    func stepSkills(count: Int) -> String { self.stepSkills.format(count: count, []) }
    func steps(count: Int) -> String { self.steps.format(count: count, []) }
    func tags(count: Int) -> String { self.tags.format(count: count, []) }
    func waitingFiles(count: Int) -> String { self.waitingFiles.format(count: count, []) }
    func waitingFilesStay(count: Int) -> String { self.waitingFilesStay.format(count: count, []) }
    func webImports(count: Int) -> String { self.webImports.format(count: count, []) }
    func webImportsStay(count: Int) -> String { self.webImportsStay.format(count: count, []) }
}

extension Strings.Cooking {
    func notedOn(day: String) -> String { self.notedOn.format([day]) }
    func rated(count: Int) -> String { self.rated.format(count: count, []) }
    func title(recipe: String) -> String { self.title.format([recipe]) }
}

extension Strings.Errors {
    func errorStatus(status: String) -> String { self.errorStatus.format([status]) }
    func householdChangedText(name: String) -> String { self.householdChangedText.format([name]) }
    func invalidText(problems: String) -> String { self.invalidText.format([problems]) }
    func noRecipeNamed(name: String) -> String { self.noRecipeNamed.format([name]) }
    func retryIn(count: Int) -> String { self.retryIn.format(count: count, []) }
    func tooLargeLimit(size: String) -> String { self.tooLargeLimit.format([size]) }
    func tooManyStreamsText(count: String) -> String { self.tooManyStreamsText.format([count]) }
}

extension Strings.History {
    func alreadyReads(version: String) -> String { self.alreadyReads.format([version]) }
    func changeLinesAdded(count: Int) -> String { self.changeLinesAdded.format(count: count, []) }
    func changeLinesChanged(count: Int) -> String { self.changeLinesChanged.format(count: count, []) }
    func changeLinesRemoved(count: Int) -> String { self.changeLinesRemoved.format(count: count, []) }
    func changeRenamed(name: String) -> String { self.changeRenamed.format([name]) }
    func changeRestored(version: String, changes: String) -> String { self.changeRestored.format([version, changes]) }
    func changeServings(from: String, to: String) -> String { self.changeServings.format([from, to]) }
    func changeStepAdded(number: String) -> String { self.changeStepAdded.format([number]) }
    func changeStepEdited(number: String) -> String { self.changeStepEdited.format([number]) }
    func changeStepRemoved(number: String) -> String { self.changeStepRemoved.format([number]) }
    func compareExplanation(older: String, newer: String) -> String { self.compareExplanation.format([older, newer]) }
    func compareFromVersion(number: String) -> String { self.compareFromVersion.format([number]) }
    func compareToVersion(number: String) -> String { self.compareToVersion.format([number]) }
    func historyOf(name: String) -> String { self.historyOf.format([name]) }
    func inStep(number: String) -> String { self.inStep.format([number]) }
    func lineCooking(time: String) -> String { self.lineCooking.format([time]) }
    func lineDuring(step: String) -> String { self.lineDuring.format([step]) }
    func lineIngredients(lines: String) -> String { self.lineIngredients.format([lines]) }
    func linePreparation(time: String) -> String { self.linePreparation.format([time]) }
    func lineSkills(skills: String) -> String { self.lineSkills.format([skills]) }
    func lineTime(time: String) -> String { self.lineTime.format([time]) }
    func lineTimeWaiting(time: String) -> String { self.lineTimeWaiting.format([time]) }
    func lineTools(tools: String) -> String { self.lineTools.format([tools]) }
    func lineTotal(time: String) -> String { self.lineTotal.format([time]) }
    func mergedStepAdded(step: String) -> String { self.mergedStepAdded.format([step]) }
    func mergedStepRemoved(step: String) -> String { self.mergedStepRemoved.format([step]) }
    func overwriteItem(part: String, change: String) -> String { self.overwriteItem.format([part, change]) }
    func partStep(number: String) -> String { self.partStep.format([number]) }
    func photoAlt(number: String) -> String { self.photoAlt.format([number]) }
    func photoCaption(number: String) -> String { self.photoCaption.format([number]) }
    func quoted(text: String) -> String { self.quoted.format([text]) }
    func restoreHidden(number: String) -> String { self.restoreHidden.format([number]) }
    func restoreInvalid(version: String, problems: String) -> String { self.restoreInvalid.format([version, problems]) }
    func restoreStale(current: String) -> String { self.restoreStale.format([current]) }
    func restoreVersion(number: String) -> String { self.restoreVersion.format([number]) }
    func restored(version: String, now: String, seen: String) -> String { self.restored.format([version, now, seen]) }
    func savedBy(date: String, name: String) -> String { self.savedBy.format([date, name]) }
    func savedLine(saved: String, summary: String) -> String { self.savedLine.format([saved, summary]) }
    func theyChangedItTo(value: String) -> String { self.theyChangedItTo.format([value]) }
    func version(number: String) -> String { self.version.format([number]) }
    func versionCurrent(number: String) -> String { self.versionCurrent.format([number]) }
    func versionsOf(older: String, newer: String, name: String) -> String { self.versionsOf.format([older, newer, name]) }
}

extension Strings.Household {
    func bringBackNote(period: String) -> String { self.bringBackNote.format([period]) }
    func created(date: String) -> String { self.created.format([date]) }
    func createdFlash(name: String) -> String { self.createdFlash.format([name]) }
    func deleteEllipsis(name: String) -> String { self.deleteEllipsis.format([name]) }
    func deleteTitle(name: String) -> String { self.deleteTitle.format([name]) }
    func deletedFlash(name: String, period: String) -> String { self.deletedFlash.format([name, period]) }
    func historyBoth(revisions: String, days: String) -> String { self.historyBoth.format([revisions, days]) }
    func historyDays(count: Int) -> String { self.historyDays.format(count: count, []) }
    func historyLatest(count: Int) -> String { self.historyLatest.format(count: count, []) }
    func historyRule(kept: String) -> String { self.historyRule.format([kept]) }
    func inviteExpires(date: String) -> String { self.inviteExpires.format([date]) }
    func inviteMade(date: String) -> String { self.inviteMade.format([date]) }
    func inviteMailed(email: String) -> String { self.inviteMailed.format([email]) }
    func joined(date: String) -> String { self.joined.format([date]) }
    func leaveButton(name: String) -> String { self.leaveButton.format([name]) }
    func leaveEllipsis(name: String) -> String { self.leaveEllipsis.format([name]) }
    func leaveNotice(name: String) -> String { self.leaveNotice.format([name]) }
    func leaveQuestion(name: String) -> String { self.leaveQuestion.format([name]) }
    func leftFlash(name: String) -> String { self.leftFlash.format([name]) }
    func onlyMemberWarning(name: String, period: String) -> String { self.onlyMemberWarning.format([name, period]) }
    func openedByLink(household: String) -> String { self.openedByLink.format([household]) }
    func restoredFlash(name: String) -> String { self.restoredFlash.format([name]) }
    func timeZoneFollows(zone: String) -> String { self.timeZoneFollows.format([zone]) }
    func timeZoneSaved(zone: String) -> String { self.timeZoneSaved.format([zone]) }
    func undoWindow(count: Int) -> String { self.undoWindow.format(count: count, []) }
    func usesLimited(used: String, maximum: String) -> String { self.usesLimited.format([used, maximum]) }
    func usesUnlimited(count: Int) -> String { self.usesUnlimited.format(count: count, []) }
}

extension Strings.ImportProblems {
    func chooseMealieGroup(number: String, groups: String) -> String { self.chooseMealieGroup.format([number, groups]) }
    func couldNotBeRead(error: String) -> String { self.couldNotBeRead.format([error]) }
    func couldNotBeSaved(error: String) -> String { self.couldNotBeSaved.format([error]) }
    func couldNotFetch(reason: String) -> String { self.couldNotFetch.format([reason]) }
    func cutToFitSummary(maximum: String) -> String { self.cutToFitSummary.format([maximum]) }
    func damagedGzipSaying(error: String) -> String { self.damagedGzipSaying.format([error]) }
    func documentNestsTooDeep(maximum: String) -> String { self.documentNestsTooDeep.format([maximum]) }
    func documentTooLarge(megabytes: String, maximum: String) -> String { self.documentTooLarge.format([megabytes, maximum]) }
    func expectedDateTime(found: String) -> String { self.expectedDateTime.format([found]) }
    func expectedDay(found: String) -> String { self.expectedDay.format([found]) }
    func expectedDecimal(found: String) -> String { self.expectedDecimal.format([found]) }
    func expectedDocumentObject(format: String, found: String) -> String { self.expectedDocumentObject.format([format, found]) }
    func expectedOneOf(choices: String) -> String { self.expectedOneOf.format([choices]) }
    func expectedOneOfFound(choices: String, found: String) -> String { self.expectedOneOfFound.format([choices, found]) }
    func expectedValue(kind: String) -> String { self.expectedValue.format([kind]) }
    func expectedValueFound(kind: String, found: String) -> String { self.expectedValueFound.format([kind, found]) }
    func fetchBadAddress(address: String) -> String { self.fetchBadAddress.format([address]) }
    func fetchHTTPStatus(status: String) -> String { self.fetchHTTPStatus.format([status]) }
    func fetchRefusedAddress(host: String, address: String) -> String { self.fetchRefusedAddress.format([host, address]) }
    func fetchRefusedPort(port: String) -> String { self.fetchRefusedPort.format([port]) }
    func fetchRefusedScheme(scheme: String) -> String { self.fetchRefusedScheme.format([scheme]) }
    func fetchTimedOut(seconds: String) -> String { self.fetchTimedOut.format([seconds]) }
    func fetchTooManyRedirects(limit: String) -> String { self.fetchTooManyRedirects.format([limit]) }
    func fetchUnreachable(reason: String) -> String { self.fetchUnreachable.format([reason]) }
    func fetchUnresolvable(host: String) -> String { self.fetchUnresolvable.format([host]) }
    func fieldIssue(field: String, problem: String) -> String { self.fieldIssue.format([field, problem]) }
    func fileTooLarge(megabytes: String, maximum: String) -> String { self.fileTooLarge.format([megabytes, maximum]) }
    func formatExpected(format: String, found: String) -> String { self.formatExpected.format([format, found]) }
    func formatMissing(format: String) -> String { self.formatMissing.format([format]) }
    func givenUp(tries: String) -> String { self.givenUp.format([tries]) }
    func jsonNestsTooDeep(maximum: String) -> String { self.jsonNestsTooDeep.format([maximum]) }
    func leftOut(what: String, reason: String) -> String { self.leftOut.format([what, reason]) }
    func listedTwice(name: String, path: String) -> String { self.listedTwice.format([name, path]) }
    func mealieGroup(count: Int, name: String) -> String { self.mealieGroup.format(count: count, [name]) }
    func named(name: String, problem: String) -> String { self.named.format([name, problem]) }
    func neitherLarderNorSchemaOrg(format: String) -> String { self.neitherLarderNorSchemaOrg.format([format]) }
    func noRecipeOnPage(contents: String) -> String { self.noRecipeOnPage.format([contents]) }
    func noSuchMealieGroup(chosen: String, groups: String) -> String { self.noSuchMealieGroup.format([chosen, groups]) }
    func notAWebPage(type: String) -> String { self.notAWebPage.format([type]) }
    func pageBoth(first: String, second: String) -> String { self.pageBoth.format([first, second]) }
    func pageOtherKinds(kinds: String) -> String { self.pageOtherKinds.format([kinds]) }
    func pageTitle(title: String) -> String { self.pageTitle.format([title]) }
    func photoTooLarge(megabytes: String) -> String { self.photoTooLarge.format([megabytes]) }
    func photoTooManyPixels(millions: String) -> String { self.photoTooManyPixels.format([millions]) }
    func pictureTooLarge(megabytes: String) -> String { self.pictureTooLarge.format([megabytes]) }
    func ratingKeptAs(rating: String, stars: String) -> String { self.ratingKeptAs.format([rating, stars]) }
    func summaryFull(maximum: String) -> String { self.summaryFull.format([maximum]) }
    func tagsPerImport(count: Int) -> String { self.tagsPerImport.format(count: count, []) }
    func timelineNotKept(count: Int) -> String { self.timelineNotKept.format(count: count, []) }
    func tooManyAddresses(addresses: String, maximum: String) -> String { self.tooManyAddresses.format([addresses, maximum]) }
    func tooManyDecimals(quantity: String) -> String { self.tooManyDecimals.format([quantity]) }
    func tooManyOpenJobs(maximum: String) -> String { self.tooManyOpenJobs.format([maximum]) }
    func tooManyZipFiles(maximum: String) -> String { self.tooManyZipFiles.format([maximum]) }
    func truncated(problem: String, megabytes: String) -> String { self.truncated.format([problem, megabytes]) }
    func unknownFormat(found: String, format: String) -> String { self.unknownFormat.format([found, format]) }
    func unpacksToMoreThan(megabytes: String) -> String { self.unpacksToMoreThan.format([megabytes]) }
    func versionExpected(newest: String, found: String) -> String { self.versionExpected.format([newest, found]) }
    func versionTooNew(version: String, newest: String) -> String { self.versionTooNew.format([version, newest]) }
    func versionTwice(version: String) -> String { self.versionTwice.format([version]) }
    func yieldKeptAs(count: Int, yield: String) -> String { self.yieldKeptAs.format(count: count, [yield]) }
    func zipTooLarge(megabytes: String) -> String { self.zipTooLarge.format([megabytes]) }
}

extension Strings.Importing {
    func canImport(count: Int, total: String, from: String) -> String { self.canImport.format(count: count, [total, from]) }
    func doesNotFit(problems: String) -> String { self.doesNotFit.format([problems]) }
    func doneOf(done: String, total: String) -> String { self.doneOf.format([done, total]) }
    func fetchBudget(count: Int) -> String { self.fetchBudget.format(count: count, []) }
    func groupChoice(count: Int, name: String) -> String { self.groupChoice.format(count: count, [name]) }
    func importOthers(count: Int) -> String { self.importOthers.format(count: count, []) }
    func importedFrom(count: Int, format: String) -> String { self.importedFrom.format(count: count, [format]) }
    func importedFromHost(host: String) -> String { self.importedFromHost.format([host]) }
    func keptUploads(used: String, quota: String) -> String { self.keptUploads.format([used, quota]) }
    func limitsText(addresses: String, jobs: String) -> String { self.limitsText.format([addresses, jobs]) }
    func mealieGroups(count: Int) -> String { self.mealieGroups.format(count: count, []) }
    func notImported(path: String, problem: String) -> String { self.notImported.format([path, problem]) }
    func notePictureLeftOut(problem: String) -> String { self.notePictureLeftOut.format([problem]) }
    func noteReadFromPage(way: String) -> String { self.noteReadFromPage.format([way]) }
    func noteSavedAs(name: String) -> String { self.noteSavedAs.format([name]) }
    func noteSeveralRecipes(count: Int, names: String) -> String { self.noteSeveralRecipes.format(count: count, [names]) }
    func pictureLeftOut(path: String, problem: String) -> String { self.pictureLeftOut.format([path, problem]) }
    func quotaFull(used: String, quota: String) -> String { self.quotaFull.format([used, quota]) }
    func readFromPage(name: String, way: String) -> String { self.readFromPage.format([name, way]) }
    func renamedCount(count: Int) -> String { self.renamedCount.format(count: count, []) }
    func replacedCount(count: Int) -> String { self.replacedCount.format(count: count, []) }
    func skippedCount(count: Int) -> String { self.skippedCount.format(count: count, []) }
    func toGoOf(total: String) -> String { self.toGoOf.format([total]) }
}

extension Strings.Ingredients {
    func countLabel(count: Int) -> String { self.countLabel.format(count: count, []) }
    func deleteLink(name: String) -> String { self.deleteLink.format([name]) }
    func deleteTitle(name: String) -> String { self.deleteTitle.format([name]) }
    func linesKeepText(count: Int) -> String { self.linesKeepText.format(count: count, []) }
    func noMatch(search: String) -> String { self.noMatch.format([search]) }
    func pictureHint(limit: String) -> String { self.pictureHint.format([limit]) }
    func uses(count: Int) -> String { self.uses.format(count: count, []) }
}

extension Strings.Invite {
    func alreadyFlash(name: String) -> String { self.alreadyFlash.format([name]) }
    func alreadyIn(name: String) -> String { self.alreadyIn.format([name]) }
    func expiredTextNamed(name: String) -> String { self.expiredTextNamed.format([name]) }
    func goTo(name: String) -> String { self.goTo.format([name]) }
    func joinNotice(name: String) -> String { self.joinNotice.format([name]) }
    func joinTitle(name: String) -> String { self.joinTitle.format([name]) }
    func joinedFlash(name: String) -> String { self.joinedFlash.format([name]) }
    func revokedTextNamed(name: String) -> String { self.revokedTextNamed.format([name]) }
    func usedUpTextNamed(name: String) -> String { self.usedUpTextNamed.format([name]) }
}

extension Strings.Issues {
    func controlCharacters(label: String) -> String { self.controlCharacters.format([label]) }
    func cookedOnDate(example: String) -> String { self.cookedOnDate.format([example]) }
    func keepDays(maximum: String) -> String { self.keepDays.format([maximum]) }
    func keepRevisions(maximum: String) -> String { self.keepRevisions.format([maximum]) }
    func labelNamedTag(name: String) -> String { self.labelNamedTag.format([name]) }
    func labelStaple(name: String) -> String { self.labelStaple.format([name]) }
    func linkExpiry(minimumDays: String, maximumDays: String) -> String { self.linkExpiry.format([minimumDays, maximumDays]) }
    func listTooLong(maximumDays: String) -> String { self.listTooLong.format([maximumDays]) }
    func passwordTooLong(maximum: String) -> String { self.passwordTooLong.format([maximum]) }
    func passwordTooShort(minimum: String) -> String { self.passwordTooShort.format([minimum]) }
    func required(label: String) -> String { self.required.format([label]) }
    func singleLine(label: String) -> String { self.singleLine.format([label]) }
    func stepDoesNotWait(step: String) -> String { self.stepDoesNotWait.format([step]) }
    func tokenExpiry(minimumDays: String, maximumDays: String) -> String { self.tokenExpiry.format([minimumDays, maximumDays]) }
    func tooLong(label: String, maximum: String, length: String) -> String { self.tooLong.format([label, maximum, length]) }
    func tooManyMeasures(maximum: String) -> String { self.tooManyMeasures.format([maximum]) }
    func tooManyRecipeLines(maximum: String) -> String { self.tooManyRecipeLines.format([maximum]) }
    func tooManySkills(maximum: String) -> String { self.tooManySkills.format([maximum]) }
    func tooManyStaples(maximum: String) -> String { self.tooManyStaples.format([maximum]) }
    func tooManyStepLines(maximum: String) -> String { self.tooManyStepLines.format([maximum]) }
    func tooManySteps(maximum: String) -> String { self.tooManySteps.format([maximum]) }
    func tooManyTags(maximum: String) -> String { self.tooManyTags.format([maximum]) }
    func tooManyTools(maximum: String) -> String { self.tooManyTools.format([maximum]) }
    func tooShort(label: String, minimum: String) -> String { self.tooShort.format([label, minimum]) }
}

extension Strings.Layout {
    func signedInAs(name: String) -> String { self.signedInAs.format([name]) }
}

extension Strings.Login {
    func joined(household: String) -> String { self.joined.format([household]) }
    func providerEmailTaken(email: String, provider: String) -> String { self.providerEmailTaken.format([email, provider]) }
    func providerEmailUnusable(provider: String, email: String) -> String { self.providerEmailUnusable.format([provider, email]) }
    func providerFailed(provider: String) -> String { self.providerFailed.format([provider]) }
    func providerNoEmail(provider: String) -> String { self.providerNoEmail.format([provider]) }
    func providerRefused(provider: String, detail: String) -> String { self.providerRefused.format([provider, detail]) }
    func providerUnreachable(provider: String) -> String { self.providerUnreachable.format([provider]) }
    func providerUntrusted(provider: String) -> String { self.providerUntrusted.format([provider]) }
    func signInWith(provider: String) -> String { self.signInWith.format([provider]) }
    func welcome(name: String) -> String { self.welcome.format([name]) }
    func welcomeCreateHousehold(name: String) -> String { self.welcomeCreateHousehold.format([name]) }
    func welcomeTo(household: String) -> String { self.welcomeTo.format([household]) }
}

extension Strings.Mail {
    func footer(address: String) -> String { self.footer.format([address]) }
    func inviteAction(household: String) -> String { self.inviteAction.format([household]) }
    func inviteExpires(date: String) -> String { self.inviteExpires.format([date]) }
    func inviteIgnore(inviter: String) -> String { self.inviteIgnore.format([inviter]) }
    func inviteLead(inviter: String, household: String) -> String { self.inviteLead.format([inviter, household]) }
    func inviteSubject(inviter: String, household: String) -> String { self.inviteSubject.format([inviter, household]) }
    func resetLead(email: String) -> String { self.resetLead.format([email]) }
}

extension Strings.Pagination {
    func pageNumber(number: String) -> String { self.pageNumber.format([number]) }
    func pageOf(number: String, total: String) -> String { self.pageOf.format([number, total]) }
}

extension Strings.Plan {
    func addToDay(day: String) -> String { self.addToDay.format([day]) }
    func movedTo(slot: String, day: String) -> String { self.movedTo.format([slot, day]) }
    func noRecipeLike(query: String) -> String { self.noRecipeLike.format([query]) }
    func noRecipeNamed(name: String) -> String { self.noRecipeNamed.format([name]) }
    func noRecipeNamedNorLike(name: String) -> String { self.noRecipeNamedNorLike.format([name]) }
    func planRecipe(name: String) -> String { self.planRecipe.format([name]) }
    func plannedFor(day: String) -> String { self.plannedFor.format([day]) }
    func plannedForSlot(slot: String, day: String) -> String { self.plannedForSlot.format([slot, day]) }
    func plannedLike(recipe: String, day: String, typed: String) -> String { self.plannedLike.format([recipe, day, typed]) }
    func recipeForDay(day: String) -> String { self.recipeForDay.format([day]) }
    func scheduleBusy(time: String) -> String { self.scheduleBusy.format([time]) }
    func scheduleStep(number: String) -> String { self.scheduleStep.format([number]) }
    func scheduleSumNote(sum: String) -> String { self.scheduleSumNote.format([sum]) }
    func scheduleSummary(time: String, busy: String) -> String { self.scheduleSummary.format([time, busy]) }
    func scheduleWaiting(time: String) -> String { self.scheduleWaiting.format([time]) }
    func scheduleWhileStepWaits(text: String, step: String) -> String { self.scheduleWhileStepWaits.format([text, step]) }
    func weekOf(day: String) -> String { self.weekOf.format([day]) }
    func weeksStartOn(weekday: String) -> String { self.weeksStartOn.format([weekday]) }
}

extension Strings.Recipe {
    func addedBy(name: String, date: String) -> String { self.addedBy.format([name, date]) }
    func addedOn(date: String) -> String { self.addedOn.format([date]) }
    func asStatedTimes(times: String) -> String { self.asStatedTimes.format([times]) }
    func backTo(servings: String) -> String { self.backTo.format([servings]) }
    func cookedSummary(times: String, day: String) -> String { self.cookedSummary.format([times, day]) }
    func cookedSummaryBy(times: String, day: String, cook: String) -> String { self.cookedSummaryBy.format([times, day, cook]) }
    func cookedTimes(count: Int) -> String { self.cookedTimes.format(count: count, []) }
    func cookingTime(time: String) -> String { self.cookingTime.format([time]) }
    func deleteTitle(name: String) -> String { self.deleteTitle.format([name]) }
    func during(step: String) -> String { self.during.format([step]) }
    func entry(count: Int, day: String) -> String { self.entry.format(count: count, [day]) }
    func entryBy(count: Int, day: String, cook: String) -> String { self.entryBy.format(count: count, [day, cook]) }
    func preparationTime(time: String) -> String { self.preparationTime.format([time]) }
    func publishedOn(date: String) -> String { self.publishedOn.format([date]) }
    func rateIt(count: Int) -> String { self.rateIt.format(count: count, []) }
    func ratingSummary(count: Int, average: String) -> String { self.ratingSummary.format(count: count, [average]) }
    func removeEntry(entry: String) -> String { self.removeEntry.format([entry]) }
    func scaledFrom(servings: String) -> String { self.scaledFrom.format([servings]) }
    func scheduleReadyIn(time: String) -> String { self.scheduleReadyIn.format([time]) }
    func skillsForStep(number: String) -> String { self.skillsForStep.format([number]) }
    func startTimer(time: String) -> String { self.startTimer.format([time]) }
    func step(number: String) -> String { self.step.format([number]) }
    func undoNote(time: String) -> String { self.undoNote.format([time]) }
    func viewed(count: Int) -> String { self.viewed.format(count: count, []) }
}

extension Strings.RecipeForm {
    func atMostSteps(maximum: String) -> String { self.atMostSteps.format([maximum]) }
    func conflictMerged(changes: String) -> String { self.conflictMerged.format([changes]) }
    func conflictOverwrites(parts: String) -> String { self.conflictOverwrites.format([parts]) }
    func conflictSaved(time: String) -> String { self.conflictSaved.format([time]) }
    func created(name: String) -> String { self.created.format([name]) }
    func editTitle(name: String) -> String { self.editTitle.format([name]) }
    func ingredientOf(line: String) -> String { self.ingredientOf.format([line]) }
    func lineIssue(line: String, problem: String) -> String { self.lineIssue.format([line, problem]) }
    func photoHint(size: String) -> String { self.photoHint.format([size]) }
    func photoNotAPicture(file: String) -> String { self.photoNotAPicture.format([file]) }
    func photoTooBig(file: String, size: String, limit: String) -> String { self.photoTooBig.format([file, size, limit]) }
    func photoTooLarge(file: String, megabytes: String) -> String { self.photoTooLarge.format([file, megabytes]) }
    func photoTooManyPixels(file: String, millions: String) -> String { self.photoTooManyPixels.format([file, millions]) }
    func quotedFile(file: String) -> String { self.quotedFile.format([file]) }
    func savedMerged(changes: String) -> String { self.savedMerged.format([changes]) }
    func stepAdded(number: String) -> String { self.stepAdded.format([number]) }
    func stepMovedDown(from: String, to: String) -> String { self.stepMovedDown.format([from, to]) }
    func stepMovedUp(from: String, to: String) -> String { self.stepMovedUp.format([from, to]) }
    func stepRemoved(number: String) -> String { self.stepRemoved.format([number]) }
}

extension Strings.Recipes {
    func countCapped(count: Int) -> String { self.countCapped.format(count: count, []) }
    func deleted(count: Int, name: String, time: String) -> String { self.deleted.format(count: count, [name, time]) }
    func deletedLead(time: String) -> String { self.deletedLead.format([time]) }
    func deletedMeta(deleted: String, expires: String) -> String { self.deletedMeta.format([deleted, expires]) }
    func hours(count: Int) -> String { self.hours.format(count: count, []) }
    func match(count: Int) -> String { self.match.format(count: count, []) }
    func moreTags(count: Int) -> String { self.moreTags.format(count: count, []) }
    func moreThanMatch(count: Int) -> String { self.moreThanMatch.format(count: count, []) }
    func nearMatches(query: String) -> String { self.nearMatches.format([query]) }
    func noneDeleted(time: String) -> String { self.noneDeleted.format([time]) }
    func quoted(name: String) -> String { self.quoted.format([name]) }
    func recipeCount(count: Int) -> String { self.recipeCount.format(count: count, []) }
    func restored(name: String) -> String { self.restored.format([name]) }
    func restoredSkillsGone(count: Int) -> String { self.restoredSkillsGone.format(count: count, []) }
    func restoredUnlinked(count: Int) -> String { self.restoredUnlinked.format(count: count, []) }
    func serves(count: Int) -> String { self.serves.format(count: count, []) }
    func stars(count: Int) -> String { self.stars.format(count: count, []) }
    func starsOrMore(count: Int) -> String { self.starsOrMore.format(count: count, []) }
}

extension Strings.Register {
    func accountsFromProvider(provider: String) -> String { self.accountsFromProvider.format([provider]) }
}

extension Strings.ResetPassword {
    func sentText(email: String) -> String { self.sentText.format([email]) }
}

extension Strings.Sharing {
    func days(count: Int) -> String { self.days.format(count: count, []) }
    func made(date: String) -> String { self.made.format([date]) }
    func madeBy(date: String, name: String) -> String { self.madeBy.format([date, name]) }
    func revokeLinkHidden(detail: String) -> String { self.revokeLinkHidden.format([detail]) }
    func revokeLinkToHidden(name: String) -> String { self.revokeLinkToHidden.format([name]) }
    func shareTitle(name: String) -> String { self.shareTitle.format([name]) }
    func worksUntil(date: String) -> String { self.worksUntil.format([date]) }
}

extension Strings.Shopping {
    func forServings(servings: String) -> String { self.forServings.format([servings]) }
    func fromPlanDays(from: String, to: String) -> String { self.fromPlanDays.format([from, to]) }
    func ingredientsOnList(servings: String) -> String { self.ingredientsOnList.format([servings]) }
    func madeFromPlan(from: String, to: String) -> String { self.madeFromPlan.format([from, to]) }
    func offlineAddRefused(item: String, reason: String) -> String { self.offlineAddRefused.format([item, reason]) }
    func offlineTickGone(item: String) -> String { self.offlineTickGone.format([item]) }
    func offlineTooMany(maximum: String) -> String { self.offlineTooMany.format([maximum]) }
    func offlineUntickGone(item: String) -> String { self.offlineUntickGone.format([item]) }
    func remaining(toBuy: String, inBasket: String) -> String { self.remaining.format([toBuy, inBasket]) }
    func staplesLeftOff(count: Int, items: String) -> String { self.staplesLeftOff.format(count: count, [items]) }
}

extension Strings.Skills {
    func deleteTitle(name: String) -> String { self.deleteTitle.format([name]) }
    func saved(name: String, category: String) -> String { self.saved.format([name, category]) }
    func uses(count: Int) -> String { self.uses.format(count: count, []) }
}

extension Strings.Tags {
    func countLabel(count: Int) -> String { self.countLabel.format(count: count, []) }
    func deleteLink(name: String) -> String { self.deleteLink.format([name]) }
    func deleteTitle(name: String) -> String { self.deleteTitle.format([name]) }
    func uses(count: Int) -> String { self.uses.format(count: count, []) }
}

extension Strings {
    /// Each language's catalog, in `Language.allCases`' order.
    static let all: [Strings] = [en, de, fr, es]

    static func catalog(for language: Language) -> Strings { all[Language.allCases.firstIndex(of: language)!] }

    static let en = Strings(
        language: .en,
        account: Account(
            accountDeleted: "Your account was deleted.",
            apiLink: "What the API offers",
            changePasswordButton: "Change password",
            changePasswordTitle: "Change password",
            chooseExpiry: "Choose how long the token lasts.",
            chooseHousehold: "Choose one of your households.",
            chooseLanguage: "Choose a language from the buttons",
            chooseScope: "Choose read only, or read and change.",
            currentPassword: "Current password",
            deleteBlocker: Message("You are the only owner of “{household}”, which has other members: make one of them an owner first, on the household page.", names: ["household"]),
            deleteButton: "Delete my account",
            deleteHeading: "Delete your account?",
            deleteIntro: "Your recipes stay with your households, without your name on them. You will see what else happens before anything is deleted.",
            deleteLink: "Delete account…",
            deleteTitle: "Delete your account",
            deletedIntro: "You are an owner of these, and can bring them back as they were, recipes and all.",
            deletedNote: Message("deleted {time}; until {until}.", names: ["time", "until"]),
            deletedNoteBy: Message("deleted {time} by {who}; until {until}.", names: ["time", "who", "until"]),
            deletedTitle: "Deleted households",
            directoryPassword: "You sign in through your organisation’s identity service (its directory or its provider); change your password there.",
            email: "Email",
            enterCurrentPassword: "Enter your current password",
            expiry30Days: "30 days",
            expiry90Days: "90 days",
            expiryNever: "until revoked",
            expiryYear: "a year",
            languageChanged: "Pages are now in English.",
            languageChosen: "Your choice holds on every phone and computer, whatever language the browser asks for.",
            languageFollowsBrowser: "Until you choose, pages follow your browser's language.",
            languageLegend: "Language",
            logsOutElsewhere: "Changing your password logs you out everywhere else, on every other phone and computer.",
            makeTokenButton: "Make token",
            makeTokenTitle: "Make a token",
            newPassword: "New password",
            newTokenCopy: "Copy it now: it is not kept, and will not be shown again.",
            newTokenHeading: Message("Your new token “{name}”.", names: ["name"]),
            newTokenLabel: Message("The new token “{name}”", names: ["name"]),
            noTokens: "You have no tokens yet.",
            notCurrentPassword: "This is not your current password",
            passwordChanged: "Your password is changed. Every other device was logged out.",
            passwordHint: "At least 10 characters.",
            passwordTitle: "Password",
            restoreButton: Message("Bring back {name}", names: ["name"]),
            revoke: "Revoke",
            revokeLabel: Message("Revoke “{name}”", names: ["name"]),
            scopeRead: "read only",
            scopeReadOption: "Read only",
            scopeReadWrite: "read and change",
            scopeReadWriteOption: "Read and change",
            title: "Your account",
            tokenExpired: Message("expired {date}", names: ["date"]),
            tokenExpires: Message("expires {date}", names: ["date"]),
            tokenHousehold: "Household",
            tokenLastUsed: Message("last used {time}", names: ["time"]),
            tokenLasts: "It works for",
            tokenMade: Message("made {date}", names: ["date"]),
            tokenNameHint: "What will use it, such as “Home Assistant” or “meal-plan script”.",
            tokenNeedsHousehold: "A token acts in one household: make a household or join one, and you can make its token here.",
            tokenNeverExpires: "never expires",
            tokenNeverUsed: "never used",
            tokenRevoked: Message("The token “{name}” is revoked: whatever used it can no longer reach Larder.", names: ["name"]),
            tokenScope: "It may",
            tokensIntro: "An app or a script reaches Larder's JSON API with a token. It acts as you, in one household, and only reads unless you let it change things. Revoke a token when you stop using what holds it.",
            tokensTitle: "Access tokens",
            unitsHint: "Recipes and the shopping list show quantities this way; a recipe's page can show another for a while.",
            you: "You"
        ),
        admin: Admin(
            accountEmail: "Account email",
            applied: "Applied",
            checksum: "Checksum",
            copyLink: "Copy link",
            households: "Households",
            kind: "Kind",
            makeResetLink: "Make a reset link",
            migrationsHint: "Run migrations from the command line:",
            migrationsSee: "see",
            migrationsTitle: "Migrations",
            noAccount: "No account has this email address.",
            notApplied: "not applied",
            poolIdle: "Idle",
            poolOpen: "Open",
            poolTitle: "Database connections",
            poolWaiting: "Requests waiting",
            privacy: "Admins see counts and the state of the server, never any household’s recipes.",
            recipes: "Recipes",
            resetHint: "For someone who cannot log in: make a link, and give it to them yourself. It works once, for an hour, and replaces any earlier link for that account. Using it logs out every device of the account.",
            resetLinkFor: "A reset link for",
            resetLinkLabel: "Password-reset link",
            resetLinkValidUntil: Message("valid until {time}. It is shown only now: copy it.", names: ["time"]),
            resetTitle: "Password reset",
            state: "State",
            stateApplied: "Applied",
            stateChanged: "File changed since it was applied",
            statePending: "Pending",
            stateUnknown: "Applied by a newer Larder",
            title: "Admin",
            totalsTitle: "Totals",
            users: "Users",
            version: "Version"
        ),
        apiReference: ApiReference(
            about: "About",
            addressesStart: "Every address below starts with",
            arrayOf: Message("array of {type}", names: ["type"]),
            body: "Body:",
            bodyAs: Message("{type} as {mediaType}", names: ["type", "mediaType"]),
            both: Message("{first} and {second}", names: ["first", "second"]),
            bytes: "bytes",
            documentAfterLink: ": a client generator (swift-openapi-generator, openapi-python-client and others) reads it as it is.",
            documentAt: "The document itself is at",
            either: Message("{first} or {second}", names: ["first", "second"]),
            location: "In",
            needsReadWrite: "needs a read-write token",
            oneOf: Message("{type} (one of {values})", names: ["type", "values"]),
            operations: "Operations",
            orNull: Message("{type} or null", names: ["type"]),
            parameters: "Parameters",
            problemBadRequest: "The request could not be read: a body that is not the operation's JSON, a parameter of the wrong type or out of range, a header missing.",
            problemConflict: "The change clashes with what is there now, such as a name another recipe has.",
            problemInternal: "A fault in Larder, which it logged.",
            problemInvalidFields: "Some fields are invalid. `errors` lists each, by its path in the request.",
            problemMethodNotAllowed: "The address is an operation's, but not with this method. `Allow` lists the methods it takes.",
            problemNotFound: "Nothing here, or it belongs to another household.",
            problemRateLimited: "The token has made its requests for this minute. `Retry-After` says when to try again.",
            problemReadOnlyToken: "The token's scope is read, and the operation changes something.",
            problemStaleVersion: "The recipe changed since the version in `If-Match`. The problem carries the `current` recipe.",
            problemTooLarge: "The body is over the operation's limit: 1 MB of JSON, or a 5 MB photo.",
            problemUnauthorized: "No token, or one that is unknown, revoked or expired, or whose member has left the household.",
            problemUnavailable: "The database is busy or unreachable, or too many files are being read at once. `Retry-After` says when to try again.",
            problems: "Problems",
            problemsLead: "Every error is an RFC 9457 problem (`application/problem+json`); its `type` points here.",
            required: "required",
            responses: "Responses",
            schemas: "Schemas",
            title: "API reference",
            type: "Type",
            version: Message("version {version}", names: ["version"])
        ),
        common: Common(
            add: "Add",
            back: "Back",
            cancel: "Cancel",
            close: "Close",
            delete: "Delete",
            edit: "Edit",
            listPair: Message("{first} and {last}", names: ["first", "last"]),
            name: "Name",
            never: "never",
            no: "No",
            none: "none",
            optional: "optional",
            remove: "Remove",
            save: "Save",
            search: "Search",
            yes: "Yes"
        ),
        confirmDelete: ConfirmDelete(
            accessTokens: PluralMessage(language: .en, one: Message("{count} access token for scripts, in this household", names: ["count"]), other: Message("{count} access tokens for scripts, in this household", names: ["count"])),
            accounts: PluralMessage(language: .en, one: Message("{count} account", names: ["count"]), other: Message("{count} accounts", names: ["count"])),
            blockedHeading: "This cannot be deleted yet",
            cannotUndo: "This cannot be undone.",
            cookingLogEntries: PluralMessage(language: .en, one: Message("{count} cooking-log entry", names: ["count"]), other: Message("{count} cooking-log entries", names: ["count"])),
            cookingLogEntriesStay: PluralMessage(language: .en, one: Message("{count} cooking-log entry stays, without their cook", names: ["count"]), other: Message("{count} cooking-log entries stay, without their cook", names: ["count"])),
            deletedHeading: "What will be deleted",
            deletedRecipes: PluralMessage(language: .en, one: Message("{count} deleted recipe kept for undo", names: ["count"]), other: Message("{count} deleted recipes kept for undo", names: ["count"])),
            earlierVersionPhotos: PluralMessage(language: .en, one: Message("{count} photo of an earlier version", names: ["count"]), other: Message("{count} photos of earlier versions", names: ["count"])),
            earlierVersions: PluralMessage(language: .en, one: Message("{count} earlier version", names: ["count"]), other: Message("{count} earlier versions", names: ["count"])),
            earlierVersionsStay: PluralMessage(language: .en, one: Message("{count} earlier version stays, without who saved them", names: ["count"]), other: Message("{count} earlier versions stay, without who saved them", names: ["count"])),
            favourites: PluralMessage(language: .en, one: Message("{count} favourite mark", names: ["count"]), other: Message("{count} favourite marks", names: ["count"])),
            fetchRecords: PluralMessage(language: .en, one: Message("{count} record of pages fetched from the web", names: ["count"]), other: Message("{count} records of pages fetched from the web", names: ["count"])),
            goBack: "Go back",
            households: PluralMessage(language: .en, one: Message("{count} household", names: ["count"]), other: Message("{count} households", names: ["count"])),
            householdsStay: PluralMessage(language: .en, one: Message("{count} household stays", names: ["count"]), other: Message("{count} households stay", names: ["count"])),
            importAttempts: PluralMessage(language: .en, one: Message("{count} count of tries at an address", names: ["count"]), other: Message("{count} counts of tries at addresses", names: ["count"])),
            importedAddresses: PluralMessage(language: .en, one: Message("{count} imported address", names: ["count"]), other: Message("{count} imported addresses", names: ["count"])),
            importedAddressesStay: PluralMessage(language: .en, one: Message("{count} imported address stays in their import, without their recipe", names: ["count"]), other: Message("{count} imported addresses stay in their import, without their recipe", names: ["count"])),
            ingredientLines: PluralMessage(language: .en, one: Message("{count} ingredient line", names: ["count"]), other: Message("{count} ingredient lines", names: ["count"])),
            ingredientLinesStay: PluralMessage(language: .en, one: Message("{count} ingredient line in recipes stay and keep their own text", names: ["count"]), other: Message("{count} ingredient lines in recipes stay and keep their own text", names: ["count"])),
            ingredients: PluralMessage(language: .en, one: Message("{count} ingredient", names: ["count"]), other: Message("{count} ingredients", names: ["count"])),
            inviteLinks: PluralMessage(language: .en, one: Message("{count} invite link", names: ["count"]), other: Message("{count} invite links", names: ["count"])),
            inviteLinksStay: PluralMessage(language: .en, one: Message("{count} invite link stays, without their creator", names: ["count"]), other: Message("{count} invite links stay, without their creator", names: ["count"])),
            loginSessions: PluralMessage(language: .en, one: Message("{count} login session", names: ["count"]), other: Message("{count} login sessions", names: ["count"])),
            loginSessionsStay: PluralMessage(language: .en, one: Message("{count} login session stays logged in, in no household", names: ["count"]), other: Message("{count} login sessions stay logged in, in no household", names: ["count"])),
            memberships: PluralMessage(language: .en, one: Message("{count} person's membership", names: ["count"]), other: Message("{count} people's memberships", names: ["count"])),
            passwordResetLinks: PluralMessage(language: .en, one: Message("{count} password-reset link", names: ["count"]), other: Message("{count} password-reset links", names: ["count"])),
            passwordResetLinksStay: PluralMessage(language: .en, one: Message("{count} password-reset link stays, without their maker", names: ["count"]), other: Message("{count} password-reset links stay, without their maker", names: ["count"])),
            photos: PluralMessage(language: .en, one: Message("{count} photo", names: ["count"]), other: Message("{count} photos", names: ["count"])),
            planEntries: PluralMessage(language: .en, one: Message("{count} meal-plan entry", names: ["count"]), other: Message("{count} meal-plan entries", names: ["count"])),
            planEntriesStay: PluralMessage(language: .en, one: Message("{count} meal-plan entry stays, without their maker", names: ["count"]), other: Message("{count} meal-plan entries stay, without their maker", names: ["count"])),
            ratings: PluralMessage(language: .en, one: Message("{count} rating", names: ["count"]), other: Message("{count} ratings", names: ["count"])),
            recipeTags: PluralMessage(language: .en, one: Message("{count} tag on a recipe", names: ["count"]), other: Message("{count} tags on recipes", names: ["count"])),
            recipes: PluralMessage(language: .en, one: Message("{count} recipe", names: ["count"]), other: Message("{count} recipes", names: ["count"])),
            recipesStay: PluralMessage(language: .en, one: Message("{count} recipe stays, without an author", names: ["count"]), other: Message("{count} recipes stay, without an author", names: ["count"])),
            shareLinks: PluralMessage(language: .en, one: Message("{count} share link", names: ["count"]), other: Message("{count} share links", names: ["count"])),
            shareLinksStay: PluralMessage(language: .en, one: Message("{count} share link stays, without their maker", names: ["count"]), other: Message("{count} share links stay, without their maker", names: ["count"])),
            shoppingItems: PluralMessage(language: .en, one: Message("{count} shopping-list item", names: ["count"]), other: Message("{count} shopping-list items", names: ["count"])),
            shoppingRecipes: PluralMessage(language: .en, one: Message("{count} recipe on the shopping list", names: ["count"]), other: Message("{count} recipes on the shopping list", names: ["count"])),
            skills: PluralMessage(language: .en, one: Message("{count} skill", names: ["count"]), other: Message("{count} skills", names: ["count"])),
            staysHeading: "What stays",
            stepSkills: PluralMessage(language: .en, one: Message("{count} skill mentioned on a step", names: ["count"]), other: Message("{count} skills mentioned on steps", names: ["count"])),
            steps: PluralMessage(language: .en, one: Message("{count} step", names: ["count"]), other: Message("{count} steps", names: ["count"])),
            tags: PluralMessage(language: .en, one: Message("{count} tag", names: ["count"]), other: Message("{count} tags", names: ["count"])),
            waitingFiles: PluralMessage(language: .en, one: Message("{count} file waiting to be imported", names: ["count"]), other: Message("{count} files waiting to be imported", names: ["count"])),
            waitingFilesStay: PluralMessage(language: .en, one: Message("{count} file waiting to be imported stays, without who sent them", names: ["count"]), other: Message("{count} files waiting to be imported stay, without who sent them", names: ["count"])),
            webImports: PluralMessage(language: .en, one: Message("{count} import from the web", names: ["count"]), other: Message("{count} imports from the web", names: ["count"])),
            webImportsStay: PluralMessage(language: .en, one: Message("{count} import from the web stays, without who started them", names: ["count"]), other: Message("{count} imports from the web stay, without who started them", names: ["count"]))
        ),
        cooking: Cooking(
            chooseStars: "Choose from 1 to 5 stars.",
            day: "Day",
            entryRemoved: "The entry is removed from the cooking log.",
            favouriteAdded: "Added to your favourites.",
            favouriteRemoved: "Removed from your favourites.",
            introAfter: ": the household sees how often, and when last.",
            introBefore: "Note when you cooked",
            notNoted: "Not noted yet: please correct the fields marked below.",
            noteHint: "What you would change next time, or who loved it.",
            noteIt: "Note it",
            noteOptional: "Note (optional)",
            notedOn: Message("Noted: you cooked it on {day}.", names: ["day"]),
            notedToday: "Noted: you cooked it today.",
            rated: PluralMessage(language: .en, one: Message("You rated it {count} star.", names: ["count"]), other: Message("You rated it {count} stars.", names: ["count"])),
            ratingRemoved: "Your rating is taken away.",
            servings: "Servings",
            title: Message("Cooked {recipe}", names: ["recipe"])
        ),
        errors: Errors(
            backToLogIn: "Back to log in",
            badRequestHeading: "Something in the request was wrong",
            busyFiles: "Many files are being read just now. Please send yours again in a moment.",
            busyHeading: "Larder is busy",
            busyLogins: "Too many people are logging in just now. Please try again in a moment.",
            busyPages: "Too many pages are being served just now. Please try again in a moment.",
            entryNameTaken: "Another entry of this household has this name. Nothing was changed.",
            errorStatus: Message("Error {status}", names: ["status"]),
            failedHeading: "Something went wrong",
            failedText: "Larder could not finish this request. It has been logged.",
            formExpired: "This form has expired or did not come from Larder. Go back, reload the page and try again.",
            home: "Home",
            homePage: "Go to the home page",
            householdChangedHeading: "This form was for another household",
            householdChangedText: Message("The household open now is “{name}”, but the form was shown for another one, perhaps before you switched in another tab. Nothing was changed. Check which household is open (at the top of the page), then try again.", names: ["name"]),
            householdFirst: "Create a household first: recipes belong to a household.",
            invalidHeading: "Something was not valid",
            invalidText: Message("Nothing was saved: {problems}.", names: ["problems"]),
            inviteMailsPausedHeading: "Many invites mailed already",
            inviteMailsPausedText: "This household has mailed many invites in the last hour, so Larder waits before mailing more. You can still make a link and send it yourself.",
            nameTakenHeading: "That name is taken",
            noRecipeNamed: Message("The household has no recipe “{name}”. Nothing was saved.", names: ["name"]),
            notAllowedHeading: "Not allowed",
            notFoundHeading: "Not found",
            notFoundText: "There is nothing here, or it belongs to a household you are not in.",
            ownerOnly: "Only an owner of this household can do that.",
            recipeNameTaken: "Another recipe of this household has this name. Nothing was changed.",
            registrationsPausedHeading: "New accounts are paused for a while",
            registrationsPausedText: "Many accounts were made on this Larder in the last hour, so the registration form waits before taking more. Please try again later. Someone in a household here can send you an invite link: with it you can register now.",
            requestNotHandled: "The request could not be handled.",
            resetHelpAfter: "); it works once, for an hour, and lets you choose a new password.",
            resetHelpBefore: "If you cannot remember your password, ask an admin of this Larder for a password-reset link. They make one on the admin page (or with",
            resetRequestsPausedHeading: "Too many requests for a link",
            resetRequestsPausedText: "Many password-reset links were asked for from here in the last hour, so this form waits before sending more. Please try again later.",
            retryAfter: "You can try again after",
            retryIn: PluralMessage(language: .en, one: Message("in about a minute", names: ["count"]), other: Message("in about {count} minutes", names: ["count"])),
            throttledNotice: "There have been too many failed attempts to log in with this email address, so logging in to it is paused for a while. This protects the account from password guessing.",
            throttledTitle: "Too many attempts",
            tooLargeHeading: "Too large",
            tooLargeLimit: Message("That was more than the {size} this page accepts.", names: ["size"]),
            tooLargeText: "That was more than this page accepts.",
            tooManyStreamsHeading: "Too many live lists",
            tooManyStreamsText: Message("You follow the shopping list in {count} windows already. Close one, then reload this one.", names: ["count"]),
            unavailableHeading: "Larder is unavailable",
            unavailableText: "The database cannot be reached just now. Please try again in a moment."
        ),
        forms: Forms(
            errorPrefix: "Error:"
        ),
        history: History(
            alreadyReads: Message("The recipe already reads as version {version}: nothing changed.", names: ["version"]),
            backToRecipe: "Back to the recipe",
            changeDetails: "details edited",
            changeLinesAdded: PluralMessage(language: .en, one: Message("{count} line added", names: ["count"]), other: Message("{count} lines added", names: ["count"])),
            changeLinesChanged: PluralMessage(language: .en, one: Message("{count} line changed", names: ["count"]), other: Message("{count} lines changed", names: ["count"])),
            changeLinesRemoved: PluralMessage(language: .en, one: Message("{count} line removed", names: ["count"]), other: Message("{count} lines removed", names: ["count"])),
            changeNothing: "nothing",
            changePhotoAdded: "photo added",
            changePhotoRemoved: "photo removed",
            changePhotoReplaced: "photo replaced",
            changeRenamed: Message("renamed to “{name}”", names: ["name"]),
            changeRestored: Message("restored version {version}: {changes}", names: ["version", "changes"]),
            changeServings: Message("servings {from} → {to}", names: ["from", "to"]),
            changeSourceChanged: "source changed",
            changeSourceRemoved: "source removed",
            changeStepAdded: Message("step {number} added", names: ["number"]),
            changeStepEdited: Message("step {number} edited", names: ["number"]),
            changeStepRemoved: Message("step {number} removed", names: ["number"]),
            changeStepsReordered: "steps reordered",
            changeSummaryEdited: "summary edited",
            changeTags: "tags changed",
            changeTimes: "times changed",
            changesColumn: "What changed",
            chooseTwo: "Choose two different versions to compare.",
            compareButton: "Compare the two chosen versions",
            compareExplanation: Message("Each part that differs, version {older} on the left and version {newer} on the right; the lines one side lacks are marked.", names: ["older", "newer"]),
            compareFromLabel: "Compare from",
            compareFromVersion: Message("Compare from version {number}", names: ["number"]),
            compareToLabel: "Compare to",
            compareToVersion: Message("Compare to version {number}", names: ["number"]),
            currentBadge: "current",
            firstVersion: "first version",
            fromColumn: "From",
            historyLead: "Every saved version, newest first. Compare any two, or restore an earlier one: it is saved as a new version, so a restore can be undone the same way.",
            historyOf: Message("History of {name}", names: ["name"]),
            inAStep: "a step",
            inName: "name",
            inNewSteps: "new steps",
            inOwnLines: "you will need",
            inServings: "servings",
            inSource: "source",
            inStep: Message("step {number}", names: ["number"]),
            inStepOrder: "order of the steps",
            inSummary: "summary",
            inTags: "tags",
            inTimes: "times",
            lineCooking: Message("Cooking: {time}", names: ["time"]),
            lineDuring: Message("Done while step {step} waits", names: ["step"]),
            lineIngredients: Message("Ingredients: {lines}", names: ["lines"]),
            lineNone: "(none)",
            linePreparation: Message("Preparation: {time}", names: ["time"]),
            lineRemoved: "(removed)",
            lineSkills: Message("Skills: {skills}", names: ["skills"]),
            lineTime: Message("Time: {time}", names: ["time"]),
            lineTimeWaiting: Message("Time: {time} (waiting)", names: ["time"]),
            lineTools: Message("Tools: {tools}", names: ["tools"]),
            lineTotal: Message("Total: {time}", names: ["time"]),
            mergedStepAdded: Message("{step} added", names: ["step"]),
            mergedStepOrder: "step order",
            mergedStepRemoved: Message("{step} removed", names: ["step"]),
            noEarlier: "This recipe has not been changed since it was made. Each save from now on keeps the version it replaces here.",
            noPhoto: "No photo",
            notRecorded: "not recorded",
            overwriteItem: Message("their {part} ({change})", names: ["part", "change"]),
            partAStep: "A step",
            partColumn: "Part",
            partName: "Name",
            partNewSteps: "New steps",
            partOwnLines: "You will need",
            partServings: "Servings",
            partSource: "Source",
            partStep: Message("Step {number}", names: ["number"]),
            partStepOrder: "Order of the steps",
            partSummary: "Summary",
            partTags: "Tags",
            partTimes: "Times",
            photoAlt: Message("The photo of version {number}", names: ["number"]),
            photoCaption: Message("Photo of version {number}", names: ["number"]),
            quoted: Message("“{text}”", names: ["text"]),
            restoreButton: "Restore",
            restoreColumn: "Restore",
            restoreHidden: Message("version {number}", names: ["number"]),
            restoreInvalid: Message("Nothing was restored: version {version} is no longer a valid recipe ({problems}). Open the editor and change the recipe instead.", names: ["version", "problems"]),
            restoreNameTaken: "Nothing was restored: another recipe of the household has that version's name now. Rename one of them first.",
            restoreNotSeen: "Nothing was restored: open the history again and choose the version.",
            restoreStale: Message("Nothing was restored: someone saved the recipe (now version {current}) after you opened its history. Check what changed, then choose again.", names: ["current"]),
            restoreVersion: Message("Restore version {number}", names: ["number"]),
            restored: Message("Version {version} is restored, as version {now}. To undo this, restore version {seen} from the history.", names: ["version", "now", "seen"]),
            sameText: "These two versions read the same.",
            savedBy: Message("{date} by {name}", names: ["date", "name"]),
            savedColumn: "Saved",
            savedLine: Message("Saved {saved}: {summary}", names: ["saved", "summary"]),
            theirsTitle: "Theirs, saved now",
            theyAddedSteps: "they added steps where you did",
            theyChangedIt: "they changed it",
            theyChangedItTo: Message("they changed it to {value}", names: ["value"]),
            theyChangedThem: "they changed them",
            theyRemovedIt: "they removed it",
            theyReordered: "they reordered them",
            toColumn: "To",
            version: Message("Version {number}", names: ["number"]),
            versionColumn: "Version",
            versionCurrent: Message("Version {number} (current)", names: ["number"]),
            versionsOf: Message("Versions {older} and {newer} of {name}", names: ["older", "newer", "name"]),
            yoursTitle: "Yours, not saved yet"
        ),
        home: Home(
            goToRecipes: "Go to your recipes",
            heroTitle: "Your household’s recipes, shared and ready to cook",
            kitchenText: "Large, readable steps, tick-off ingredients, step timers that ring, and a screen that stays awake. Fast on any phone, and it works without JavaScript.",
            kitchenTitle: "Made for the kitchen",
            lead: "Larder is a recipe server for families and flatmates. Write recipes once, step by step, and cook from them on the phone propped up in the kitchen.",
            logIn: "Log in",
            privacyText: "Everyone in a household sees all of its recipes; nobody else does. You join a household only through an invite link from its owner. Server admins see counts, never your recipes.",
            privacyTitle: "Clear about who sees what",
            register: "Register",
            structuredText: "Every step carries its own ingredients, time, tools and skills, so you can search by what is in the fridge or how long you have.",
            structuredTitle: "Structured, not scanned",
            takeAwayText: "Import recipes from schema.org JSON-LD, which most recipe sites publish, and export any recipe whenever you like.",
            takeAwayTitle: "Yours to take away"
        ),
        household: Household(
            abilityInvite: "invite people with a link, and revoke invites",
            abilityLeave: "leave the household",
            abilityLeaveAsOwner: "leave, once another member is an owner",
            abilityRecipes: "see, add, edit and delete the household's recipes, ingredients and skills",
            abilityRemoveMembers: "remove members",
            abilityRename: "rename the household",
            abilityRoles: "make another member an owner, or step down to member",
            abilitySeeMembers: "see who else belongs to the household",
            aboutHeading: "What is a household?",
            aboutNotYet: "You are not in a household yet. Create one and invite the people you cook with, or ask someone to send you an invite link to theirs.",
            aboutShared: "A household is a shared cookbook: a family, a couple, flatmates. Everyone in a household sees all of its recipes; nobody else does.",
            anotherHeading: "Create another household",
            anotherText: "You can belong to several households and switch between them at the top of the page.",
            bringBackNote: Message("You can bring it back, as it was, from your account page for {period}.", names: ["period"]),
            chooseTimeZone: "Choose a time zone from the list.",
            copyLink: "Copy link",
            createButton: "Create household",
            createHeading: "Create a household",
            createHint: "For example “The Nguyens” or “Flat 4B”.",
            createInvite: "Create invite link",
            created: Message("created {date}", names: ["date"]),
            createdFlash: Message("{name} is ready. Invite the people you cook with.", names: ["name"]),
            deleteButton: "Delete the household and everything in it",
            deleteEllipsis: Message("Delete {name}…", names: ["name"]),
            deleteHeading: "Delete this household?",
            deleteTitle: Message("Delete {name}", names: ["name"]),
            deletedFlash: Message("{name} was deleted. You can bring it back from your account page for {period}.", names: ["name", "period"]),
            expiresDay: "1 day",
            expiresLabel: "Link works for",
            expiresMonth: "30 days",
            expiresWeek: "1 week",
            historyBoth: Message("{revisions}, and only {days}", names: ["revisions", "days"]),
            historyDays: PluralMessage(language: .en, one: Message("versions saved in the last {count} day", names: ["count"]), other: Message("versions saved in the last {count} days", names: ["count"])),
            historyEverything: "Every earlier version of every recipe is kept.",
            historyHeading: "Recipe history",
            historyLatest: PluralMessage(language: .en, one: Message("the latest {count} earlier version of each recipe", names: ["count"]), other: Message("the latest {count} earlier versions of each recipe", names: ["count"])),
            historyOwnerOnly: "Only an owner can change how much history the household keeps.",
            historyRule: Message("Pruning keeps {kept}; the current version always stays.", names: ["kept"]),
            historySaved: "An administrator applies it with larder prune-history.",
            inviteActive: "Active",
            inviteEmailHint: "Optional: one address. Larder sends the link in a mail, in the reader’s language.",
            inviteEmailIssue: "Enter one email address, as name@example.org, or leave it empty.",
            inviteEmailLabel: "Email the link to",
            inviteExpired: "Expired",
            inviteExpires: Message("expires {date}", names: ["date"]),
            inviteExpiryIssue: "Choose how long the link works: from 1 hour to 90 days",
            inviteLinksHeading: "Invite links",
            inviteMade: Message("made {date}", names: ["date"]),
            inviteMailUnset: "Larder can email invites once an admin sets LARDER_SMTP_URL, LARDER_MAIL_FROM and LARDER_PUBLIC_URL.",
            inviteMailed: Message("The link is on its way to {email}.", names: ["email"]),
            inviteRevoked: "Revoked",
            inviteUsedUp: "Used up",
            inviteUsesIssue: "Choose how many people can use the link: from 1 to 1000, or anyone with the link",
            inviteWarningAfter: "as a member and will see all of its recipes. Send it only to the people you mean to invite.",
            inviteWarningBefore: "Anyone who opens an active invite link can join",
            invitesHeading: "Invite people",
            joined: Message("joined {date}", names: ["date"]),
            keepDaysHint: "Empty: for good.",
            keepDaysLabel: "For how many days",
            keepOwner: "The household must keep an owner.",
            keepOwnerFirst: "The household must keep an owner: make someone else an owner first.",
            keepRevisionsHint: "Empty: all of them.",
            keepRevisionsLabel: "Earlier versions per recipe",
            leaveButton: Message("Leave {name}", names: ["name"]),
            leaveDeleteButton: "Leave and delete the household",
            leaveDeleteHeading: "Leave and delete this household?",
            leaveEllipsis: Message("Leave {name}…", names: ["name"]),
            leaveHeading: "Leave or delete",
            leaveNotice: Message("You will no longer see {name}’s recipes. To come back you will need a new invite link.", names: ["name"]),
            leaveQuestion: Message("Leave {name}?", names: ["name"]),
            leftFlash: Message("You left {name}.", names: ["name"]),
            makeMember: "Make member",
            makeOwner: "Make owner",
            membersHeading: "Members",
            nameLabel: "Household name",
            newInviteLabel: "New invite link",
            newInviteText: "Copy it now and send it to the person you want to invite. Larder keeps only a fingerprint of it, so it cannot show you this link again; if you lose it, revoke it and make another.",
            newInviteTitle: "Your new invite link.",
            noInvites: "No invite links yet.",
            nowMember: "They are now a member.",
            nowOwner: "They are now an owner.",
            onlyMemberNote: "You are its only member, so leaving deletes it.",
            onlyMemberWarning: Message("You are the only member: leaving deletes {name} and all its recipes. You will be asked first, and can bring it back for {period}.", names: ["name", "period"]),
            onlyOwnerWarning: "You are the only owner: make another member an owner before you leave.",
            openedByLink: Message("{household} is open now: the page you opened is one of its.", names: ["household"]),
            ownerCanChange: "An owner can change it.",
            privacyAfter: "sees all of its recipes; nobody else does.",
            privacyBefore: "Everyone in",
            pruneAfter: "removes what this no longer keeps.",
            pruneBefore: "An administrator's",
            removeAfter: "from household",
            removeBefore: "Remove",
            removedFlash: "The member was removed; they no longer see this household.",
            renameButton: "Rename household",
            renameHeading: "Rename",
            renamedFlash: "The household is renamed.",
            restoreGone: "That household can no longer be brought back: it was restored already, or deleted too long ago.",
            restoredFlash: Message("{name} is back, as it was.", names: ["name"]),
            revoke: "Revoke",
            revokedFlash: "The invite link no longer works.",
            roleInvalid: "The role must be owner or member.",
            roleMember: "Member",
            roleOwner: "Owner",
            rolesHeading: "What each role can do",
            saveHistory: "Save history rule",
            saveTimeZone: "Save time zone",
            settingsHeading: "Household settings",
            sharedHeading: "Shared recipes",
            sharedLink: "See and revoke the share links",
            sharedText: "Recipes anyone with the link can read, without an account.",
            switchButton: "Switch",
            switcherLabel: "Household",
            timeZoneFollows: Message("Days and times follow {zone}.", names: ["zone"]),
            timeZoneHeading: "Time zone",
            timeZoneHint: "What “today” is on the plan and in the cooking log, and the zone times are shown in.",
            timeZoneLabel: "Where the household lives",
            timeZoneSaved: Message("Days and times now follow {zone}.", names: ["zone"]),
            title: "Your household",
            undoWindow: PluralMessage(language: .en, one: Message("{count} day", names: ["count"]), other: Message("{count} days", names: ["count"])),
            usesAnyone: "Anyone with the link",
            usesFive: "Up to 5 people",
            usesLabel: "Number of people",
            usesLimited: Message("{used} of {maximum} used", names: ["used", "maximum"]),
            usesOne: "One person",
            usesUnlimited: PluralMessage(language: .en, one: Message("{count} used, no limit", names: ["count"]), other: Message("{count} used, no limit", names: ["count"])),
            wholeNumber: "Give a whole number, or leave it empty to keep everything",
            youTag: "you",
            yourRole: "Your role:"
        ),
        importProblems: ImportProblems(
            archiveOfNoKnownApp: "a zip or gzip file, but no export Larder reads: Mealie, Tandoor, Paprika and Nextcloud Cookbook exports are",
            checksumMismatch: "damaged in the zip file (its checksum does not match)",
            chooseMealieGroup: Message("this Mealie backup holds {number} groups: {groups}; choose the group to import", names: ["number", "groups"]),
            couldNotBeRead: Message("could not be read: {error}", names: ["error"]),
            couldNotBeSaved: Message("could not be saved ({error})", names: ["error"]),
            couldNotFetch: Message("could not fetch the page: {reason}", names: ["reason"]),
            cutToFitSummary: Message("cut short: a recipe's summary holds at most {maximum} characters", names: ["maximum"]),
            damagedGzip: "damaged gzip data",
            damagedGzipSaying: Message("damaged gzip data ({error})", names: ["error"]),
            damagedInZip: "damaged in the zip file",
            damagedZip: "a damaged zip file",
            damagedZipContents: "a damaged zip file: its table of contents cannot be read",
            documentNestsTooDeep: Message("the document nests arrays and objects more than {maximum} levels deep", names: ["maximum"]),
            documentTooLarge: Message("the document is {megabytes} MB; at most {maximum} MB can be imported", names: ["megabytes", "maximum"]),
            elementUnreadable: "could not be read",
            expectedDateTime: Message("expected an ISO 8601 date and time like \"2024-05-01T12:30:00Z\", found \"{found}\"", names: ["found"]),
            expectedDay: Message("expected a day like \"2026-11-25\", found \"{found}\"", names: ["found"]),
            expectedDecimal: Message("expected a decimal number written as a string, like \"1.5\", found \"{found}\"", names: ["found"]),
            expectedDocumentObject: Message("expected an object with \"format\": \"{format}\", found {found}", names: ["format", "found"]),
            expectedOneOf: Message("expected one of {choices}", names: ["choices"]),
            expectedOneOfFound: Message("expected one of {choices}, found \"{found}\"", names: ["choices", "found"]),
            expectedValue: Message("expected {kind}", names: ["kind"]),
            expectedValueFound: Message("expected {kind}, found {found}", names: ["kind", "found"]),
            fetchBadAddress: Message("“{address}” is not a web address", names: ["address"]),
            fetchHTTPStatus: Message("the site answered {status}", names: ["status"]),
            fetchRefusedAddress: Message("{host} is a private or local address ({address}), which Larder does not fetch", names: ["host", "address"]),
            fetchRefusedPort: Message("only the usual web ports (80 and 443) are fetched, not {port}", names: ["port"]),
            fetchRefusedScheme: Message("only http and https addresses are fetched, not {scheme}:", names: ["scheme"]),
            fetchTimedOut: Message("the site did not answer within {seconds} seconds", names: ["seconds"]),
            fetchTooManyRedirects: Message("the page redirected more than {limit} times", names: ["limit"]),
            fetchUnreachable: Message("the site could not be reached ({reason})", names: ["reason"]),
            fetchUnresolvable: Message("{host} could not be found", names: ["host"]),
            fieldIssue: Message("{field}: {problem}", names: ["field", "problem"]),
            fileTooLarge: Message("the file is {megabytes} MB; at most {maximum} MB can be imported", names: ["megabytes", "maximum"]),
            formatExpected: Message("expected \"{format}\", found {found}", names: ["format", "found"]),
            formatMissing: Message("missing; a Larder document says \"format\": \"{format}\"", names: ["format"]),
            givenUp: Message("given up after {tries} tries, each of which ended its server before it was done", names: ["tries"]),
            gzipCutShort: "damaged gzip data (cut short)",
            headsNoLines: "no ingredient line follows this heading",
            headsNoSteps: "no step follows this heading",
            jsonNestsTooDeep: Message("its JSON nests more than {maximum} levels deep", names: ["maximum"]),
            kindArray: "an array",
            kindNumber: "a number",
            kindObject: "an object",
            kindString: "a string",
            kindTrueOrFalse: "true or false",
            kindWholeNumber: "a whole number",
            leftOut: Message("“{what}” was left out: {reason}", names: ["what", "reason"]),
            lineWithoutWords: "an ingredient line with no words was left out",
            listedTwice: Message("\"{name}\" is listed twice (also at {path}); names must differ, ignoring case", names: ["name", "path"]),
            mealieGroup: PluralMessage(language: .en, one: Message("“{name}” ({count} recipe)", names: ["count", "name"]), other: Message("“{name}” ({count} recipes)", names: ["count", "name"])),
            missing: "missing (required)",
            named: Message("“{name}”: {problem}", names: ["name", "problem"]),
            namesNoRecipe: "names no recipe of this document",
            needsName: "a recipe needs a name",
            neitherLarderNorSchemaOrg: Message("neither a Larder export (\"format\": \"{format}\") nor schema.org recipe JSON-LD (an object with \"@type\": \"Recipe\")", names: ["format"]),
            noAddresses: "give at least one address",
            noPlaceInLarder: "Larder has no place for it",
            noRecipeJSON: "it holds no recipe.json",
            noRecipeOnPage: Message("no recipe found on this page; it holds {contents}", names: ["contents"]),
            noSchemaOrgRecipe: "no schema.org recipe found (an object with \"@type\": \"Recipe\")",
            noStepForTool: "the recipe has no step to hold it",
            noSuchMealieGroup: Message("this Mealie backup has no group “{chosen}”; its groups are {groups}", names: ["chosen", "groups"]),
            notAPicture: "not a PNG, JPEG, GIF or WebP picture",
            notAPlainFileName: "must be a plain file name of at most 200 characters, without folders",
            notAWebAddress: "not a web address",
            notAWebAddressScheme: "not a web address (one starting with https:// or http://)",
            notAWebPage: Message("this address is not a web page (it is {type})", names: ["type"]),
            notBase64: "not valid base64",
            notGzip: "not gzip data",
            notJSON: "not valid JSON",
            notMealieBackup: "not a Mealie backup (1.0 or later): it holds no database.json",
            notPaprikaGzip: "not a Paprika recipe (not gzip data)",
            notPaprikaRecipe: "not a Paprika recipe (no name, ingredients or directions)",
            notTandoorRecipe: "not a recipe of a Tandoor export (each is a zip file)",
            nutritionNotKept: "nutrition facts were left out: Larder keeps none",
            onePhotoPerRecipe: "a recipe keeps one photo",
            pageBoth: Message("{first} and {second}", names: ["first", "second"]),
            pageNoSchemaData: "no schema.org data at all",
            pageOtherKinds: Message("schema.org data of another kind ({kinds})", names: ["kinds"]),
            pageTitle: Message("the title “{title}”", names: ["title"]),
            pathLeavesZip: "a path that leads out of the zip file; the file is refused",
            photoNotAPicture: "is not a PNG, JPEG or WebP picture (or the file is damaged)",
            photoTooLarge: Message("is larger than {megabytes} MB", names: ["megabytes"]),
            photoTooManyPixels: Message("has more than {millions} million pixels", names: ["millions"]),
            pictureTooLarge: Message("the picture is larger than {megabytes} MB", names: ["megabytes"]),
            ratingKeptAs: Message("rated {rating}, kept as {stars} of 5 stars: Larder rates in whole stars", names: ["rating", "stars"]),
            recipeOrNote: "an entry is a recipe with servings, or a note",
            servingsRange: "expected from 1 to 100 servings",
            starsRange: "expected from 1 to 5 stars",
            stepWithoutWords: "a step with no words of its own was left out",
            summaryFull: Message("the recipe's summary is full (it holds at most {maximum} characters)", names: ["maximum"]),
            tagsPerImport: PluralMessage(language: .en, one: Message("an import gives a recipe at most {count} tag", names: ["count"]), other: Message("an import gives a recipe at most {count} tags", names: ["count"])),
            timeUnreadable: "Larder could not read it as a time",
            timelineNotKept: PluralMessage(language: .en, one: Message("the recipe's timeline ({count} entry) was left out: Larder keeps none", names: ["count"]), other: Message("the recipe's timeline ({count} entries) was left out: Larder keeps none", names: ["count"])),
            tooManyAddresses: Message("{addresses} addresses is more than the {maximum} one import takes", names: ["addresses", "maximum"]),
            tooManyDecimals: Message("at most 3 decimal places are kept; write {quantity} with 3 or fewer", names: ["quantity"]),
            tooManyOpenJobs: Message("this household has {maximum} imports running, as many as it may: wait for one to finish", names: ["maximum"]),
            tooManyZipFiles: Message("the zip holds more than {maximum} files", names: ["maximum"]),
            truncated: Message("{problem} (only its first {megabytes} MB were read)", names: ["problem", "megabytes"]),
            unknownFormat: Message("unknown format {found}; Larder reads \"{format}\" documents and schema.org recipes", names: ["found", "format"]),
            unknownTimeZone: "not a time zone Larder knows",
            unpacksToMoreThan: Message("unpacks to more than {megabytes} MB", names: ["megabytes"]),
            versionExpected: Message("expected a version number from 1 to {newest}, found {found}", names: ["newest", "found"]),
            versionFromOne: "expected a version from 1 on",
            versionTooNew: Message("this document is version {version} of the Larder format, but this Larder reads versions up to {newest}; upgrade Larder to import it", names: ["version", "newest"]),
            versionTwice: Message("version {version} is given twice", names: ["version"]),
            weekdayRange: "expected a day of the week from 1 (Monday) to 7 (Sunday)",
            yieldKeptAs: PluralMessage(language: .en, one: Message("the yield “{yield}” is kept as {count} serving", names: ["count", "yield"]), other: Message("the yield “{yield}” is kept as {count} servings", names: ["count", "yield"])),
            yieldWithoutNumber: "Larder counts servings, and it names no number",
            zipTooLarge: Message("the zip file unpacks to more than {megabytes} MB; it is refused", names: ["megabytes"])
        ),
        importing: Importing(
            addressesDone: "Addresses done",
            addressesHint: "Paste one address, or many, one per line. Larder reads the recipe and its photo from each page.",
            addressesLabel: "Addresses of recipe pages",
            addressesPlaceholder: "https://",
            alreadyHaveIt: "You already have this recipe; nothing changed.",
            alreadyTitle: "You already have this recipe",
            appTerm: "Another app’s export",
            appText: "A Mealie backup (1.0 and later, or the export of earlier versions), a Tandoor export, a Paprika",
            appTextEnd: "file, or a Nextcloud Cookbook export: recipes, photos, tags and favourites come across. Before anything is written you see which recipes could not be read.",
            belongToHousehold: "Imported recipes belong to your current household",
            canImport: PluralMessage(language: .en, one: Message("{count} of {total} recipes can be imported from {from}", names: ["count", "total", "from"]), other: Message("{count} of {total} recipes can be imported from {from}", names: ["count", "total", "from"])),
            cancelAndDelete: "Cancel and delete the file",
            cancelled: "Nothing was imported; the file is deleted.",
            chooseFileOrPaste: "Choose a file or paste a recipe to import.",
            chooseGroup: "Choose the group whose recipes to bring into this household.",
            continueButton: "Continue",
            doesNotFit: Message("The page’s recipe does not fit: {problems}", names: ["problems"]),
            doneOf: Message("{done} of {total}", names: ["done", "total"]),
            everyoneSees: ", and everyone in it will see them.",
            failedCount: "failed",
            fetchBudget: PluralMessage(language: .en, one: Message("This household has fetched {count} page in the last minute. Wait a minute and try again.", names: ["count"]), other: Message("This household has fetched {count} pages in the last minute. Wait a minute and try again.", names: ["count"])),
            fileConflictLegend: "If a recipe with the same name already exists",
            fileProblems: "Nothing was imported: the file has problems.",
            fixThese: "Fix these in the file and try again:",
            followHint: "This page follows the import as it goes; you can leave it, and the import goes on.",
            formatLarder: "Larder JSON",
            formatMealie: "a Mealie backup",
            formatMealieLegacy: "a Mealie export (before 1.0)",
            formatNextcloud: "a Nextcloud Cookbook export",
            formatPaprika: "a Paprika export",
            formatSchemaOrg: "schema.org JSON-LD",
            formatTandoor: "a Tandoor export",
            formatWebPage: "a web page",
            formatsTitle: "What can I bring in?",
            fromFile: "From a file",
            fromSite: "From a recipe site",
            groupChoice: PluralMessage(language: .en, one: Message("{name} ({count} recipe)", names: ["count", "name"]), other: Message("{name} ({count} recipes)", names: ["count", "name"])),
            groupLegend: "Group",
            householdHas: ", and this household already has:",
            importFile: "Import the file",
            importFromWeb: "Import from the web",
            importMore: "Import more",
            importOthers: PluralMessage(language: .en, one: Message("Import the {count} others", names: ["count"]), other: Message("Import the {count} others", names: ["count"])),
            importedCount: "imported",
            importedFrom: PluralMessage(language: .en, one: Message("{count} recipe imported from {format}", names: ["count", "format"]), other: Message("{count} recipes imported from {format}", names: ["count", "format"])),
            importedFromHost: Message("Imported from {host}.", names: ["host"]),
            jobFinished: "Import finished",
            jobRunning: "Importing recipes",
            jsonHint: "For example the",
            jsonHintEnd: "block from a recipe web page.",
            keepBoth: "Keep both",
            keepMine: "Keep mine",
            keptUploads: Message("Files waiting for a decision are kept for a day: this household keeps {used} of its {quota}.", names: ["used", "quota"]),
            keywordsAsTags: "Make the recipes’ keywords tags too",
            keywordsHint: "Otherwise only categories and cuisines become tags, at most 5 a recipe: keywords are mostly written for search engines.",
            larderTerm: "Larder JSON",
            larderText: "What “Export” on a recipe or household gives you, from this or another Larder server. It keeps everything: steps, their ingredients, times, tools and skills.",
            limitsText: Message("One import takes up to {addresses} addresses, and a household may have {jobs} imports running at once.", names: ["addresses", "jobs"]),
            mealieGroups: PluralMessage(language: .en, one: Message("This Mealie backup holds {count} group", names: ["count"]), other: Message("This Mealie backup holds {count} groups", names: ["count"])),
            notImported: Message("Not imported: {path}: {problem}.", names: ["path", "problem"]),
            noteKeptTheirs: "already in the household, which keeps its own",
            notePictureLeftOut: Message("the picture was left out: {problem}", names: ["problem"]),
            noteReadFromPage: Message("read from {way}, as the page has no schema.org recipe: check it against the page", names: ["way"]),
            noteReplacedTheirs: "replaced the household’s own",
            noteSavedAs: Message("saved as “{name}”", names: ["name"]),
            noteSeveralRecipes: PluralMessage(language: .en, one: Message("{count} recipe on the page: {names}", names: ["count", "names"]), other: Message("{count} recipes on the page: {names}", names: ["count", "names"])),
            or: "or",
            pageHolds: "The page holds",
            pasteAddress: "Paste the address of a recipe page, or several, one per line.",
            pasteJSON: "Paste JSON",
            pictureLeftOut: Message("The picture at {path} was left out: {problem}.", names: ["path", "problem"]),
            policyAsk: "Ask me",
            policyRename: "Keep both: save the new one as “Name (2)”",
            policyReplace: "Replace mine with the imported one",
            policySkip: "Keep mine: leave the imported one out",
            problemsTitle: "Problems in the file",
            progress: "Progress",
            quotaFull: Message("This file cannot be kept for you to decide on: the household keeps {used} of files waiting for a decision, and may keep {quota}. Decide on those first, or try again tomorrow.", names: ["used", "quota"]),
            readFromPage: Message("“{name}” was read from {way}, as the page has no schema.org recipe: check it against the page.", names: ["name", "way"]),
            recipeProblems: "Nothing was imported: a recipe has problems.",
            renamedCount: PluralMessage(language: .en, one: Message("{count} renamed", names: ["count"]), other: Message("{count} renamed", names: ["count"])),
            replaceMine: "Replace mine",
            replacedCount: PluralMessage(language: .en, one: Message("{count} replaced", names: ["count"]), other: Message("{count} replaced", names: ["count"])),
            seeRecipes: "See your recipes",
            siteTerm: "A recipe site’s page",
            siteText: "Most recipe sites describe their recipes for search engines (schema.org); Larder reads that, with the main photo. A list of addresses is imported in the background, and you can watch it go.",
            skippedCount: PluralMessage(language: .en, one: Message("{count} skipped (already there)", names: ["count"]), other: Message("{count} skipped (already there)", names: ["count"])),
            stateFailed: "Failed",
            stateImported: "Imported",
            stateWaiting: "Waiting",
            takeSettings: "Take a Larder export’s settings (time zone, week start, pantry staples)",
            takeSettingsHint: "Otherwise the household keeps its own, and the report says what would have changed.",
            thePage: "the page",
            title: "Import recipes",
            toGoOf: Message("to go, of {total}", names: ["total"]),
            unreadableIntro: "These could not be read, and would be left out:",
            uploadGone: "That upload is no longer kept (uploads wait a day). Upload the file again.",
            uploadHint: "An export from Mealie, Tandoor, Paprika or Nextcloud Cookbook, a web page saved from your browser, or a",
            uploadHintEnd: "file such as a Larder export.",
            uploadLabel: "Upload a file",
            urlConflictLegend: "If I already have the recipe (same address or name)",
            wayHeadings: "its headings and lists",
            wayMicroformats: "its microformats",
            wayPlugin: "a recipe plugin’s card",
            wayRDFa: "its RDFa"
        ),
        ingredients: Ingredients(
            aisle: "Aisle:",
            aisleField: "Aisle on the shopping list",
            aislePlaceholder: "e.g. Dairy",
            aisleSaved: "The aisle is saved: the shopping list files it there when it is next made.",
            change: "Change",
            choosePicture: "Choose a picture to upload.",
            countLabel: PluralMessage(language: .en, one: Message("{count} ingredient", names: ["count"]), other: Message("{count} ingredients", names: ["count"])),
            deleteButton: "Delete the ingredient",
            deleteHeading: "Delete this ingredient?",
            deleteLink: Message("Delete {name}…", names: ["name"]),
            deleteTitle: Message("Delete {name}", names: ["name"]),
            deleted: "The ingredient is deleted.",
            density: "Grams per millilitre",
            densityHint: "Lets recipes show it by weight or in cups. Flour about 0.53, sugar 0.85, butter 0.96; empty for none.",
            densityPlaceholder: "e.g. 0.53",
            densitySaved: "The density is saved: recipes can now show it by weight or by volume.",
            findIngredient: "Find an ingredient",
            linesKeepText: PluralMessage(language: .en, one: Message("{count} recipe line keep their own text.", names: ["count"]), other: Message("{count} recipe lines keep their own text.", names: ["count"])),
            nameTaken: "Another ingredient already has that name.",
            newName: "New name",
            noIngredients: "No ingredients yet",
            noIngredientsHelp: "Ingredients appear here as you add them to recipe steps.",
            noMatch: Message("No ingredient matches “{search}”", names: ["search"]),
            picture: "Picture",
            pictureHint: Message("JPEG, PNG or WebP, up to {limit}.", names: ["limit"]),
            pictureSaved: "The picture is saved.",
            rename: "Rename",
            renamed: "The ingredient is renamed.",
            saveAisle: "Save aisle",
            saveDensity: "Save density",
            showAll: "Show all",
            showAllIngredients: "Show all ingredients",
            title: "Ingredients",
            unused: "Not in any recipe line yet",
            upload: "Upload",
            uses: PluralMessage(language: .en, one: Message("In {count} recipe line", names: ["count"]), other: Message("In {count} recipe lines", names: ["count"]))
        ),
        invite: Invite(
            alreadyFlash: Message("You already belong to {name}.", names: ["name"]),
            alreadyIn: Message("You are already in {name}", names: ["name"]),
            alreadyInText: "This invite is for a household you belong to, so there is nothing more to do.",
            askOwner: "Ask someone who owns the household for a new invite link. It only takes them a moment on their Household page.",
            expiredHeading: "This invite link has expired",
            expiredText: "Invite links only work for a limited time.",
            expiredTextNamed: Message("Invite links only work for a limited time, and this one to {name} has run out.", names: ["name"]),
            goTo: Message("Go to {name}", names: ["name"]),
            homePage: "Go to the home page",
            invitedAfter: "on Larder.",
            invitedBefore: "You have been invited to",
            joinNotice: Message("Once you join, you will see all of {name}’s recipes and can add your own. Everyone in it will see your name and email address.", names: ["name"]),
            joinTitle: Message("Join {name}", names: ["name"]),
            joinedFlash: Message("You joined {name}. Everyone in it sees its recipes.", names: ["name"]),
            linkTitle: "Invite link",
            logIn: "Log in",
            logInToJoin: "Log in or register to join.",
            notNow: "Not now",
            register: "Register",
            revokedHeading: "This invite link was withdrawn",
            revokedText: "The owner of the household has revoked it, so it no longer works.",
            revokedTextNamed: Message("The owner of {name} has revoked it, so it no longer works.", names: ["name"]),
            unknownHeading: "We don’t recognise this invite link",
            unknownText: "Check that the whole link was copied. Links can break when they are split over two lines in a message.",
            usedUpHeading: "This invite link has already been used",
            usedUpText: "It was meant for a set number of people, and they have all joined.",
            usedUpTextNamed: Message("It was meant for a set number of people joining {name}, and they have all joined.", names: ["name"])
        ),
        issues: Issues(
            chooseDay: "Choose a day",
            chooseSlot: "Choose breakfast, lunch, dinner or other",
            chooseTimeZone: "Choose a time zone from the list",
            chooseWeekday: "Choose a day of the week",
            controlCharacters: Message("{label} contains control characters that cannot be stored", names: ["label"]),
            cookedOnDate: Message("Give the day as a date, such as {example}", names: ["example"]),
            cookedOnFuture: "That day has not come yet",
            cookedOnTooEarly: "Give a day from 1900 on",
            density: "Give the density in grams per millilitre, between 0.05 and 25 (flour is about 0.53), or leave it empty",
            emailInvalid: "Enter an email address like name@example.com",
            emailRequired: "Email is required",
            emailTooLong: "Email can be at most 254 characters",
            keepDays: Message("Keep revisions for 1 to {maximum} days, or leave it empty to keep them for good", names: ["maximum"]),
            keepRevisions: Message("Keep between 1 and {maximum} revisions of each recipe, or leave it empty to keep all", names: ["maximum"]),
            labelANote: "A note",
            labelAisle: "Aisle",
            labelAnItem: "An item",
            labelGroup: "Group",
            labelIngredient: "Ingredient",
            labelIngredientLine: "Ingredient line",
            labelIngredientName: "Ingredient name",
            labelInstructions: "Instructions",
            labelItem: "Item",
            labelName: "Name",
            labelNamedTag: Message("Tag “{name}”", names: ["name"]),
            labelNote: "Note",
            labelRecipeOrNote: "A recipe or a note",
            labelSize: "Size",
            labelSkill: "Skill",
            labelSkillName: "Skill name",
            labelStaple: Message("“{name}”", names: ["name"]),
            labelSummary: "Summary",
            labelTag: "Tag",
            labelTool: "Tool",
            labelToolNote: "Tool note",
            labelUnit: "Unit",
            lastDayBeforeFirst: "The last day comes before the first",
            linkExpiry: Message("A link expires after {minimumDays} to {maximumDays} days, or never.", names: ["minimumDays", "maximumDays"]),
            listTooLong: Message("A list covers at most {maximumDays} days", names: ["maximumDays"]),
            negativeQuantity: "Quantity cannot be negative",
            onlyWhileEarlierStepWaits: "A step can only be done while an earlier step waits",
            passwordCharacter: "Password contains a character that cannot be used",
            passwordTooLong: Message("Password can be at most {maximum} characters", names: ["maximum"]),
            passwordTooShort: Message("Password needs at least {minimum} characters", names: ["minimum"]),
            pictureFormat: "The file is not a PNG, JPEG or WebP picture",
            pictureTooLarge: "The picture can be at most 5 MB",
            pictureTooManyPixels: "The picture can have at most 50 million pixels",
            quantityTooLarge: "Quantity is too large",
            rangeNeedsLowerQuantity: "A range needs a lower quantity too",
            rangeUpperBelowLower: "The upper quantity cannot be below the lower one",
            required: Message("{label} is required", names: ["label"]),
            servings: "Servings must be between 1 and 100",
            servingsWhole: "Servings must be a whole number between 1 and 100",
            singleLine: Message("{label} must be a single line without control characters", names: ["label"]),
            sourceAddress: "Source must be a web address starting with http:// or https://",
            stars: "Give from 1 to 5 stars",
            stepDoesNotWait: Message("Step {step} has no waiting time, so nothing can be done while it waits", names: ["step"]),
            tagComma: "A tag cannot contain a comma",
            time: "Time must be between 0 and 7 days",
            tokenExpiry: Message("A token expires after {minimumDays} to {maximumDays} days, or never.", names: ["minimumDays", "maximumDays"]),
            tooLong: Message("{label} can be at most {maximum} characters (it has {length})", names: ["label", "maximum", "length"]),
            tooManyMeasures: Message("A line can name at most {maximum} amounts of each kind", names: ["maximum"]),
            tooManyRecipeLines: Message("A recipe can list at most {maximum} ingredient lines outside its steps", names: ["maximum"]),
            tooManySkills: Message("A step can list at most {maximum} skills", names: ["maximum"]),
            tooManyStaples: Message("Keep it to {maximum} staples at most", names: ["maximum"]),
            tooManyStepLines: Message("A step can have at most {maximum} ingredient lines", names: ["maximum"]),
            tooManySteps: Message("A recipe can have at most {maximum} steps", names: ["maximum"]),
            tooManyTags: Message("A recipe can have at most {maximum} tags", names: ["maximum"]),
            tooManyTools: Message("A step can list at most {maximum} tools", names: ["maximum"]),
            tooShort: Message("{label} needs at least {minimum} characters", names: ["label", "minimum"])
        ),
        layout: Layout(
            account: "Account",
            accountNav: "Account",
            admin: "Admin",
            checkTheForm: "Please check the form",
            household: "Household",
            ingredients: "Ingredients",
            install: "Install Larder on this device",
            installHint: "Opens like an app, and keeps the list, the week and your recipes for when there is no signal.",
            logIn: "Log in",
            logOut: "Log out",
            mainNav: "Main",
            plan: "Plan",
            privacy: "Larder keeps each household’s recipes private to that household.",
            recipes: "Recipes",
            register: "Register",
            shopping: "Shopping",
            signedInAs: Message("Signed in as {name}.", names: ["name"]),
            skills: "Skills",
            skipLink: "Skip to main content",
            undo: "Undo"
        ),
        login: Login(
            correctFields: "Please correct the fields marked below.",
            createAccount: "Create an account",
            createHousehold: "Create a household to start.",
            directoryDown: "The directory cannot be reached just now, so Larder cannot check your password. Try again in a minute.",
            directoryEmailUnusable: "Your directory entry's email address cannot be used here. Ask whoever runs your directory to correct it.",
            directoryFailed: "Signing in through the directory failed. An admin can find why in Larder's log.",
            directoryHint: "Log in with the name and password of your organisation’s directory; your account here is made the first time.",
            directoryNoEmail: "Your directory entry has no email address, which Larder needs. Ask whoever runs your directory to add one.",
            email: "Email",
            emailOrUserName: "Email or user name",
            enterEmailOrName: "Enter your email or user name",
            joined: Message("You joined {household}.", names: ["household"]),
            logIn: "Log in",
            loggedOut: "You are logged out.",
            nameTooLong: "This name is too long",
            newHere: "New here?",
            password: "Password",
            passwordRequired: "Password is required",
            passwordTooLong: "Password is too long",
            providerEmailTaken: Message("An account with {email} exists already, and {provider} has not verified that this address is yours, so the two are not joined. Log in with the account's password, or verify the address with {provider}.", names: ["email", "provider"]),
            providerEmailUnusable: Message("{provider} gave an email address Larder cannot use ({email}).", names: ["provider", "email"]),
            providerFailed: Message("Signing in through {provider} failed. Try again in a minute.", names: ["provider"]),
            providerNoEmail: Message("{provider} did not give your email address, which Larder needs. Ask an admin to let Larder see it.", names: ["provider"]),
            providerRefused: Message("{provider} did not sign you in ({detail}).", names: ["provider", "detail"]),
            providerUnreachable: Message("{provider} cannot be reached just now. Try again in a minute.", names: ["provider"]),
            providerUntrusted: Message("{provider}'s answer could not be trusted, so you are not signed in. An admin can find why in Larder's log.", names: ["provider"]),
            signInExpired: "This sign-in has expired, was finished already, or began in another browser. Start again.",
            signInWith: Message("Sign in with {provider}", names: ["provider"]),
            title: "Log in",
            welcome: Message("Welcome to Larder, {name}.", names: ["name"]),
            welcomeCreateHousehold: Message("Welcome to Larder, {name}. Start by creating your household.", names: ["name"]),
            welcomeTo: Message("Welcome to {household}.", names: ["household"]),
            wrongEmailOrPassword: "The email or the password is wrong.",
            wrongNameOrPassword: "The name or the password is wrong."
        ),
        mail: Mail(
            footer: Message("Sent by Larder at {address}.", names: ["address"]),
            inviteAction: Message("Join {household}", names: ["household"]),
            inviteExpires: Message("The link works until {date}.", names: ["date"]),
            inviteIgnore: Message("If you don’t know {inviter}, you can ignore this mail.", names: ["inviter"]),
            inviteLead: Message("{inviter} invites you to join the household “{household}” on Larder, to share its recipes, meal plan and shopping list.", names: ["inviter", "household"]),
            inviteSubject: Message("{inviter} invites you to {household} on Larder", names: ["inviter", "household"]),
            linkFallback: "If the button does not work, open this address in your browser:",
            resetAction: "Choose a new password",
            resetExpires: "The link works once, for an hour.",
            resetIgnore: "If you did not ask, ignore this mail: your password stays as it is.",
            resetLead: Message("Someone, most likely you, asked to choose a new password for the account {email} on Larder.", names: ["email"]),
            resetSubject: "Choose a new password for Larder"
        ),
        offline: Offline(
            keptHere: "Kept on this device",
            lead: "Larder cannot reach its server from this device just now. What this device keeps opens without it; the rest comes back with the network.",
            noRecipes: "No recipes yet: a recipe you open while online, or plan for the week, is kept for 14 days.",
            recipes: "Recipes",
            shoppingList: "The shopping list",
            title: "You are offline",
            tryAgain: "Try again",
            week: "This week’s plan"
        ),
        pagination: Pagination(
            label: "Pages",
            next: "Next",
            pageHidden: "page",
            pageNumber: Message("Page {number}", names: ["number"]),
            pageOf: Message("Page {number} of {total}", names: ["number", "total"]),
            previous: "Previous"
        ),
        plan: Plan(
            addToDay: Message("to {day}", names: ["day"]),
            addToPlan: "Add to the plan",
            backToPlan: "Back to the plan",
            change: "Change",
            chooseDayAndMeal: "Choose a day and a meal to move it to.",
            chooseRecipeTitle: "Choose a recipe",
            chooseWeekday: "Choose a day of the week.",
            day: "Day",
            feedHowTo: "In your calendar app, choose “Subscribe to calendar” (or “Add calendar from URL”) and paste it. Anyone with the link sees the plan.",
            feedLink: "Calendar link",
            feedOff: "Subscribe to the plan from a phone or computer calendar: every planned meal appears as an all-day event.",
            feedOn: "A calendar link is on. Calendars subscribed to it show the plan from four weeks back to twelve ahead.",
            feedReady: "Your calendar link is ready. Copy it now: for safety, Larder keeps only a fingerprint of it and cannot show it again.",
            feedTitle: "In your phone’s calendar",
            feedTurnedOff: "The calendar link is turned off: calendars that used it no longer get the plan.",
            find: "Find",
            findRecipe: "Find a recipe…",
            friday: "Friday",
            makeFeedLink: "Make a calendar link",
            meal: "Meal",
            monday: "Monday",
            move: "Move",
            movedTo: Message("Moved to {slot} on {day}.", names: ["slot", "day"]),
            newFeedLink: "Make a new link (the old one stops)",
            nextWeek: "Next week →",
            noRecipeLike: Message("No recipe has a name like “{query}”.", names: ["query"]),
            noRecipeNamed: Message("Your household has no recipe called “{name}”. Did you mean one of these?", names: ["name"]),
            noRecipeNamedNorLike: Message("Your household has no recipe called “{name}”, nor one like it. Find one on the recipe list.", names: ["name"]),
            notPlannedYet: "Not planned yet: please correct the fields marked below.",
            note: "Or a note",
            noteHint: "Such as “leftovers” or “eating out”.",
            nothingPlanned: "Nothing planned.",
            pickHint: "Part of its name; case, accents and a typo or two do not matter.",
            planIt: "Plan it",
            planRecipe: Message("Plan {name}", names: ["name"]),
            planThis: "Plan this",
            plannedFor: Message("Planned for {day}.", names: ["day"]),
            plannedForSlot: Message("Planned for {slot} on {day}. See the week under Plan.", names: ["slot", "day"]),
            plannedLike: Message("Planned “{recipe}” for {day}: the one recipe like “{typed}”.", names: ["recipe", "day", "typed"]),
            previousWeek: "← Previous week",
            putOnPlanAfter: "on the household’s meal plan.",
            putOnPlanBefore: "Put",
            recipe: "Recipe",
            recipeForDay: Message("A recipe for {day}", names: ["day"]),
            recipeHint: "Type part of its name; case and accents do not matter.",
            recipeOrNote: "Name a recipe of the household, or write a note",
            removeFromPlan: "Remove from the plan",
            removed: "Removed from the plan.",
            saturday: "Saturday",
            scheduleBusy: Message("{time} busy", names: ["time"]),
            scheduleNoTime: "no time given",
            scheduleStep: Message("Step {number}", names: ["number"]),
            scheduleSumNote: Message("The times add up to {sum}, but some steps are done while others wait.", names: ["sum"]),
            scheduleSummary: Message("Ready in {time}: {busy} of it busy.", names: ["time", "busy"]),
            scheduleUntimedNote: "Steps with no time given are not counted.",
            scheduleWaiting: Message("{time} waiting", names: ["time"]),
            scheduleWhileStepWaits: Message("{text}, while step {step} waits", names: ["text", "step"]),
            servings: "Servings",
            servingsHint: "Empty: the recipe’s own.",
            shoppingListForWeek: "Shopping list for this week",
            slotBreakfast: "Breakfast",
            slotBreakfastInText: "breakfast",
            slotDinner: "Dinner",
            slotDinnerInText: "dinner",
            slotLunch: "Lunch",
            slotLunchInText: "lunch",
            slotOther: "Other",
            slotOtherInText: "other",
            suggestions: "Recipes like the name typed",
            sunday: "Sunday",
            thisWeek: "This week",
            thursday: "Thursday",
            title: "Meal plan",
            today: "Today",
            tuesday: "Tuesday",
            turnFeedOff: "Turn the link off",
            wednesday: "Wednesday",
            weekOf: Message("Week of {day}", names: ["day"]),
            weekStart: "The household’s weeks start on",
            weeksNav: "Weeks",
            weeksStartOn: Message("Weeks now start on {weekday}.", names: ["weekday"])
        ),
        recipe: Recipe(
            addSome: "Add some",
            addToFavourites: "Add to favourites",
            addToShoppingList: "Add to shopping list",
            addedBy: Message("Added by {name} on {date}.", names: ["name", "date"]),
            addedOn: Message("Added on {date}.", names: ["date"]),
            asStated: "as the recipe states",
            asStatedTimes: Message("as the recipe states: {times}", names: ["times"]),
            backTo: Message("Back to {servings}", names: ["servings"]),
            busy: "Busy",
            clearRating: "Clear my rating",
            cookedOn: "Cooked on",
            cookedOnce: "once",
            cookedSummary: Message("Cooked {times}, last on {day}.", names: ["times", "day"]),
            cookedSummaryBy: Message("Cooked {times}, last on {day} by {cook}.", names: ["times", "day", "cook"]),
            cookedTimes: PluralMessage(language: .en, one: Message("{count} time", names: ["count"]), other: Message("{count} times", names: ["count"])),
            cookedTwice: "twice",
            cookingLog: "Cooking log",
            cookingTime: Message("cooking {time}", names: ["time"]),
            deleteButton: "Delete the recipe",
            deleteHeading: "Delete this recipe?",
            deleteRecipe: "Delete recipe",
            deleteTitle: Message("Delete {name}", names: ["name"]),
            during: Message("Can be done while step {step} waits.", names: ["step"]),
            entry: PluralMessage(language: .en, one: Message("{day}, for {count}", names: ["count", "day"]), other: Message("{day}, for {count}", names: ["count", "day"])),
            entryBy: PluralMessage(language: .en, one: Message("{day} by {cook}, for {count}", names: ["count", "day", "cook"]), other: Message("{day} by {cook}, for {count}", names: ["count", "day", "cook"])),
            exportLarder: "Export as Larder JSON",
            exportSchemaOrg: "Export as schema.org JSON-LD",
            favourite: "Favourite",
            fewerServings: "Fewer servings",
            history: "History",
            iCookedIt: "I cooked it",
            ingredients: "Ingredients",
            keepScreenOn: "Keep screen on",
            kindActive: "active",
            kindWaiting: "waiting",
            method: "Method",
            moreServings: "More servings",
            noIngredients: "No ingredients listed.",
            noSteps: "This recipe has no steps yet.",
            notCooked: "Not cooked yet.",
            notRated: "Not rated yet",
            noteOptional: "Note (optional)",
            planThis: "Plan this",
            preparationTime: Message("preparation {time}", names: ["time"]),
            print: "Print",
            publishedOn: Message("Published on {date}.", names: ["date"]),
            rateIt: PluralMessage(language: .en, one: Message("Rate it {count} star", names: ["count"]), other: Message("Rate it {count} stars", names: ["count"])),
            ratingSummary: PluralMessage(language: .en, one: Message("{average} from {count} rating", names: ["count", "average"]), other: Message("{average} from {count} ratings", names: ["count", "average"])),
            readyIn: "Ready in",
            removeEntry: Message("the entry {entry}", names: ["entry"]),
            scaledFrom: Message("Scaled from {servings}.", names: ["servings"]),
            schedule: "Schedule",
            scheduleReadyIn: Message("Schedule: ready in {time}", names: ["time"]),
            serves: "Serves",
            servings: "Servings",
            servingsToShow: "Servings to show",
            share: "Share",
            show: "Show",
            showQuantities: "Show quantities",
            skillsForStep: Message("Skills for step {number}", names: ["number"]),
            source: "Source:",
            startTimer: Message("Start {time} timer", names: ["time"]),
            step: Message("Step {number}", names: ["number"]),
            tags: "Tags",
            tickThemOff: "Tick them off as you gather them.",
            tools: "Tools:",
            undoNote: Message("You can undo this for {time}, from “Recently deleted” under Recipes.", names: ["time"]),
            units: "Units",
            viewed: PluralMessage(language: .en, one: Message("Viewed {count} time since the server started.", names: ["count"]), other: Message("Viewed {count} times since the server started.", names: ["count"])),
            waiting: "Waiting",
            youWillNeed: "You will need",
            yourRating: "Your rating"
        ),
        recipeForm: RecipeForm(
            aboutRecipe: "About the recipe",
            addStep: "Add step",
            amount: "Amount",
            atMostSteps: Message("A recipe has at most {maximum} steps.", names: ["maximum"]),
            busyActive: "busy (active)",
            conflictHint: "Or change the form below, taking from both, and save: it is checked against their version again.",
            conflictMerged: Message("What only they changed ({changes}) is already in the form below, with your changes.", names: ["changes"]),
            conflictOverwrites: Message("Keeping yours overwrites {parts}.", names: ["parts"]),
            conflictParts: "Here is each part you both changed, theirs as saved and yours as typed; the lines that differ are marked.",
            conflictSaved: Message("Someone saved this recipe {time}, after you opened the editor, and changed some of what you changed. Nothing you typed is lost.", names: ["time"]),
            conflictTitle: "Not saved yet: someone else changed the same parts",
            cooking: "Cooking",
            cookingHint: "e.g. 45",
            createRecipe: "Create recipe",
            created: Message("“{name}” is saved.", names: ["name"]),
            currentPhoto: "The recipe’s photo now",
            deletedMeanwhile: "Someone deleted this recipe while you were editing it; your changes were not saved.",
            duringHint: "Optional: the number of an earlier step that waits (an oven, a rise). Empty: this step waits for the one before it.",
            duringIssue: "Give the number of an earlier step that waits, or leave it empty",
            duringLabel: "Can be done while step … waits",
            duringLegend: "During this time you are",
            editTitle: Message("Edit {name}", names: ["name"]),
            ingredient: "Ingredient",
            ingredientOf: Message("Ingredient of “{line}”", names: ["line"]),
            keepMine: "Keep mine (overwrite those)",
            line: "Line",
            lineIssue: Message("Line {line}: {problem}", names: ["line", "problem"]),
            moveDown: "Move down",
            moveHint: "To move a step, you can also press Alt with ↑ or ↓ inside it.",
            moveUp: "Move up",
            nameTaken: "Your household already has a recipe with this name.",
            nameTakenOther: "Your household already has another recipe with this name.",
            newTitle: "New recipe",
            notSavedEdit: "Your changes were not saved: please correct the fields marked below.",
            notSavedNew: "The recipe was not saved: please correct the fields marked below.",
            note: "Note",
            nothingChanged: "Nothing changed: the recipe is as it was.",
            openExisting: "Open the existing recipe",
            ownLines: "Ingredients no step uses",
            ownLinesHint: "One per line, e.g. rice, to serve. Lines a step uses go with that step below.",
            ownTimes: "The recipe’s own times (optional)",
            ownTimesHint: "For a recipe whose steps have no times, as recipes from other sites often do. When any step has a time, the steps’ schedule says how long the recipe takes.",
            photoHint: Message("A PNG, JPEG or WebP picture of at most {size}.", names: ["size"]),
            photoNotAPicture: Message("{file} is not a PNG, JPEG or WebP picture (or the file is damaged). Choose another; nothing was saved.", names: ["file"]),
            photoOptional: "Photo (optional)",
            photoTooBig: Message("{file} is {size}: a photo can be at most {limit}. Choose a smaller one; nothing was saved.", names: ["file", "size", "limit"]),
            photoTooLarge: Message("{file} is larger than {megabytes} MB. Choose another; nothing was saved.", names: ["file", "megabytes"]),
            photoTooManyPixels: Message("{file} has more than {millions} million pixels. Choose another; nothing was saved.", names: ["file", "millions"]),
            preparation: "Preparation",
            preparationHint: "e.g. 15, or 1 h 30",
            quotedFile: Message("“{file}”", names: ["file"]),
            readings: "How Larder reads these lines",
            readingsHint: "Correct a line’s ingredient here; leave it empty for a line that names none (“salt, to taste”). A line you change in the box above is read again when you save.",
            removePhoto: "Remove the photo",
            removeStep: "Remove step",
            replacePhoto: "Replace the photo",
            saveChanges: "Save changes",
            saved: "Your changes are saved.",
            savedMerged: Message("Your changes are saved, together with the changes someone else saved meanwhile ({changes}).", names: ["changes"]),
            servings: "Servings",
            skills: "Skills",
            skillsHint: "Skill names, separated with commas, e.g. julienne",
            sourceHint: "Where the recipe comes from, e.g. https://example.com/lemon-tart",
            sourceOptional: "Source (optional)",
            step: "Step",
            stepAdded: Message("Step {number} added.", names: ["number"]),
            stepIngredients: "Ingredients for this step",
            stepIngredientsHint: "One ingredient per line, e.g. 200 g butter, softened",
            stepLower: "step",
            stepMovedDown: Message("Step {from} moved down: it is now step {to}.", names: ["from", "to"]),
            stepMovedUp: Message("Step {from} moved up: it is now step {to}.", names: ["from", "to"]),
            stepRemoved: Message("Step {number} removed.", names: ["number"]),
            steps: "Steps",
            stepsHint: "Each step lists the ingredients it uses, its time, and any tools or skills it needs. A step left empty is dropped when you save.",
            summary: "Summary",
            summaryHint: "A sentence or two: what it is and why you love it.",
            tagsHint: "Separated by commas, e.g. vegetarian, weeknight, Sunday lunch. A tag your household has already is reused.",
            tagsOptional: "Tags (optional)",
            takeTheirs: "Take theirs (discard mine)",
            theFile: "The file",
            time: "Time",
            timeHint: "Minutes, or e.g. 45 s, 1 h 30, 1:30. Leave empty if untimed.",
            timeIssue: "Write the time as minutes (20), or as 45 s, 1 h 30 or 1:30; at most a week",
            tools: "Tools",
            toolsHint: "Separate with commas, e.g. large pot, sieve",
            total: "Total",
            totalHint: "When it is more than the two",
            waitingPassive: "waiting (passive)",
            whatToDo: "What to do",
            youWillNeed: "You will need"
        ),
        recipes: Recipes(
            anyRating: "Any rating",
            applyFilters: "Apply filters",
            backToRecipes: "Back to the recipes",
            clearSearch: "Clear search",
            countCapped: PluralMessage(language: .en, one: Message("{count}+ recipes", names: ["count"]), other: Message("{count}+ recipes", names: ["count"])),
            deleted: PluralMessage(language: .en, one: Message("{name} and its {count} step were deleted; its ingredients and skills stay. You can undo this for {time}.", names: ["count", "name", "time"]), other: Message("{name} and its {count} steps were deleted; its ingredients and skills stay. You can undo this for {time}.", names: ["count", "name", "time"])),
            deletedLead: Message("A deleted recipe can be brought back for {time}, exactly as it was. After that it is gone for good.", names: ["time"]),
            deletedMeta: Message("Deleted {deleted}; can be restored until {expires}.", names: ["deleted", "expires"]),
            emptyText: "This household’s cookbook is empty. Write down a recipe you know by heart, or import one from a recipe website or another Larder.",
            emptyTitle: "No recipes yet",
            exportAll: "Export all",
            exportAllHint: "Every recipe of this household as one Larder JSON file",
            filters: "Filters and sorting",
            hours: PluralMessage(language: .en, one: Message("{count} hour", names: ["count"]), other: Message("{count} hours", names: ["count"])),
            importButton: "Import",
            importRecipes: "Import recipes",
            ingredientExample: "e.g. leek",
            manageTags: "Manage tags",
            match: PluralMessage(language: .en, one: Message("{count} recipe matches", names: ["count"]), other: Message("{count} recipes match", names: ["count"])),
            maxMinutes: "Ready in at most (minutes)",
            moreTags: PluralMessage(language: .en, one: Message("{count} more tag", names: ["count"]), other: Message("{count} more tags", names: ["count"])),
            moreThanMatch: PluralMessage(language: .en, one: Message("More than {count} recipes match", names: ["count"]), other: Message("More than {count} recipes match", names: ["count"])),
            nearMatches: Message("No recipe contains “{query}”. These have a name like it:", names: ["query"]),
            newRecipe: "New recipe",
            noneDeleted: Message("No recipe was deleted in the last {time}.", names: ["time"]),
            nothingMatches: "Nothing matches",
            onlyFavourites: "Only my favourites",
            quoted: Message("“{name}”", names: ["name"]),
            rated: "Rated",
            recentlyDeleted: "Recently deleted recipes",
            recipeCount: PluralMessage(language: .en, one: Message("{count} recipe", names: ["count"]), other: Message("{count} recipes", names: ["count"])),
            removeFilter: "Remove the filter",
            restore: "Restore",
            restoreGone: "That recipe can no longer be restored: it was restored already, or it was deleted too long ago.",
            restoreNameTaken: "A recipe with the same name has been made since. Rename or delete that one, then undo again.",
            restored: Message("“{name}” is back, as it was.", names: ["name"]),
            restoredSkillsGone: PluralMessage(language: .en, one: Message("{count} skill mentioned on its steps could not come back: it was deleted meanwhile.", names: ["count"]), other: Message("{count} skills mentioned on its steps could not come back: they were deleted meanwhile.", names: ["count"])),
            restoredUnlinked: PluralMessage(language: .en, one: Message("{count} ingredient line's ingredient was deleted meanwhile: the line keeps its text, without the link.", names: ["count"]), other: Message("{count} ingredient lines' ingredients were deleted meanwhile: the lines keep their text, without the link.", names: ["count"])),
            searchLabel: "Search recipes",
            searchPlaceholder: "Name or words in the summary",
            serves: PluralMessage(language: .en, one: Message("Serves {count}", names: ["count"]), other: Message("Serves {count}", names: ["count"])),
            showAll: "Show all recipes",
            skillExample: "e.g. julienne",
            sortBestRated: "Best rated first",
            sortBy: "Sort by",
            sortLeastCooked: "Least recently cooked",
            sortLongest: "Longest first",
            sortNameAscending: "Name, A–Z",
            sortNameDescending: "Name, Z–A",
            sortNewest: "Newest first",
            sortOldest: "Oldest first",
            sortQuickest: "Quickest first",
            stars: PluralMessage(language: .en, one: Message("{count} star", names: ["count"]), other: Message("{count} stars", names: ["count"])),
            starsOnAverage: "stars on average",
            starsOrMore: PluralMessage(language: .en, one: Message("{count} star or more", names: ["count"]), other: Message("{count} stars or more", names: ["count"])),
            tags: "Tags",
            title: "Recipes",
            tryFewer: "Try fewer words or remove a filter.",
            usesIngredient: "Uses ingredient",
            usesSkill: "Uses skill",
            writeFirst: "Write your first recipe"
        ),
        register: Register(
            accountsFromDirectory: "Accounts here come from your directory: log in with your name and password there.",
            accountsFromProvider: Message("Accounts here come from {provider}: sign in with it below.", names: ["provider"]),
            correctFields: "Please correct the fields marked below.",
            createButton: "Create account",
            email: "Email",
            haveAccount: "Already have an account?",
            joiningAfter: ". Once your account exists you will be a member and see all of its recipes.",
            joiningBefore: "You are joining",
            logIn: "Log in",
            nameHint: "Shown to the people in your households.",
            password: "Password",
            passwordHint: "At least 10 characters. A short sentence is easy to remember.",
            signInNow: "If this address had no account here, it has one now: sign in below with the password you chose. If it had one already, sign in with that account’s password.",
            title: "Create your account",
            yourName: "Your name"
        ),
        resetPassword: ResetPassword(
            askAdmin: "Ask an admin of this Larder for a new link. If you remember your password, just log in.",
            brokenTitle: "This link no longer works",
            changed: "Your password is changed. Log in with it; every device that was logged in has been logged out.",
            chooseTitle: "Choose a new password",
            email: "Email",
            emailIssue: "Enter the email address of your account, as name@example.org.",
            forAccountAfter: ". This link works once, and for an hour after it was made.",
            forAccountBefore: "For the account",
            forgotLead: "Give the email address of your account, and Larder sends it a link to choose a new password.",
            forgotLink: "Forgot your password?",
            forgotTitle: "Forgot your password?",
            linkUnusable: "This password-reset link has been used already, has expired (a link works for an hour), or was never made.",
            logIn: "Log in",
            newPassword: "New password",
            noMail: "This Larder does not send mail, so it cannot send you a link. Ask one of its admins for a reset link.",
            noMailSetup: "Admins: Larder sends reset links and invites by email once LARDER_SMTP_URL, LARDER_MAIL_FROM and LARDER_PUBLIC_URL are set (see the README, “Email”).",
            notChanged: "Your password was not changed: please correct the field marked below.",
            passwordHint: "At least 10 characters.",
            sendButton: "Send me a link",
            sentSpam: "Nothing after a few minutes? Look in your spam folder, or ask again.",
            sentText: Message("If an account has the address {email}, a link to choose a new password is on its way. It works once, for an hour.", names: ["email"]),
            sentTitle: "Check your mail",
            setButton: "Set the new password"
        ),
        sharing: Sharing(
            aDay: "a day",
            aWeek: "a week",
            aYear: "a year",
            chooseExpiry: "Choose how long the link works.",
            copyLink: "Copy link",
            days: PluralMessage(language: .en, one: Message("{count} day", names: ["count"]), other: Message("{count} days", names: ["count"])),
            expiresLabel: "It works",
            household: "Household",
            keepScreenOn: "Keep screen on",
            linksTitle: "Links that work now",
            listLead: "The household's recipes that anyone with the link can read. Revoke a link and whoever has it finds nothing there.",
            listedUnder: "Every link of the household is listed under",
            listedUnderEnd: ".",
            made: Message("made {date}", names: ["date"]),
            madeBy: Message("made {date} by {name}", names: ["date", "name"]),
            makeLinkButton: "Make a share link",
            makeLinkTitle: "Make a link",
            newLinkCopy: "Copy it now: it is not kept, and will not be shown again.",
            newLinkLabel: "The new share link",
            newLinkTitle: "Your new link.",
            noLinks: "This recipe has no share links.",
            noneShared: "No recipe is shared. Share one from its page, with the Share button.",
            openAsOthers: "Open it as others will see it",
            print: "Print",
            revoke: "Revoke",
            revokeLinkHidden: Message("the link {detail}", names: ["detail"]),
            revokeLinkToHidden: Message("the link to {name}", names: ["name"]),
            revokedFlash: "The link is revoked: whoever has it now finds nothing there.",
            shareLead: "A share link lets anyone who has it read this recipe, without an account: its photo, ingredients and method, and nothing else of the household. Other recipe apps can import it from the link.",
            shareTitle: Message("Share {name}", names: ["name"]),
            sharedNote: "A recipe shared from Larder, to read.",
            sharedRecipes: "Shared recipes",
            sourceLabel: "Source:",
            untilRevoked: "until revoked",
            worksUntil: Message("works until {date}", names: ["date"]),
            worksUntilRevoked: "works until revoked"
        ),
        shopping: Shopping(
            addByHand: "Add by hand",
            addByHandHint: "Something no recipe needs, such as kitchen roll.",
            added: "Added to the list.",
            alwaysInKitchen: "Always in the kitchen",
            backOnList: "Back on the list.",
            clearTicked: "Clear ticked items you added",
            everythingInBasket: "Everything is in the basket.",
            firstDay: "First day",
            forServings: Message("for {servings}", names: ["servings"]),
            fromPlan: "From the meal plan",
            fromPlanDays: Message("The meal plan, {from} to {to}.", names: ["from", "to"]),
            giveFirstDay: "Give the first day as a date",
            giveLastDay: "Give the last day as a date",
            inBasket: "In the basket.",
            ingredientsOnList: Message("Its ingredients for {servings} are on the shopping list.", names: ["servings"]),
            itemsLabel: "Items",
            lastDay: "Last day",
            leaveThemOff: "Leave them off",
            listEmpty: "The list is empty",
            listEmptyHelp: "Make it from the meal plan’s days or from a recipe’s page (“Add to shopping list”), or add things by hand below.",
            madeAgain: "The list is made again from the plan and the recipes; ticks and your own items stay.",
            madeFrom: "Made from",
            madeFromPlan: Message("The list is made from the plan, {from} to {to}.", names: ["from", "to"]),
            makeAgain: "Make the list again",
            makeAgainHint: "After the plan changes. Ticks and the items you added stay.",
            makeFromDays: "Make the list from these days",
            noLongerFromPlan: "The list no longer takes from the plan.",
            notChangedYet: "Not changed yet: please correct the fields marked below.",
            nothingYet: "Nothing yet: choose planned days below, or add a recipe from its page.",
            offlineAddRefused: Message("“{item}”, added offline, could not be added: {reason}", names: ["item", "reason"]),
            offlineTickGone: Message("“{item}” was no longer on the list when your phone came back online, so your tick was not kept.", names: ["item"]),
            offlineTooMany: Message("At most {maximum} offline changes can be sent at once.", names: ["maximum"]),
            offlineUnreadable: "These offline changes could not be read. Reload the shopping list and make them again.",
            offlineUntickGone: Message("“{item}” was no longer on the list when your phone came back online, so it was not put back.", names: ["item"]),
            otherAisle: "Other",
            ownTickedCleared: "Your own ticked items are cleared.",
            pantryStaples: "Pantry staples",
            recipeOff: "The recipe is off the list.",
            remaining: Message("{toBuy} to buy, {inBasket} in the basket", names: ["toBuy", "inBasket"]),
            removedFromList: "Removed from the list.",
            saveStaples: "Save the staples",
            showThem: "Show them",
            staplesHint: "Separated by commas. The list leaves these off, with a way to show them.",
            staplesLeftOff: PluralMessage(language: .en, one: Message("{count} pantry staple is left off: {items}.", names: ["count", "items"]), other: Message("{count} pantry staples are left off: {items}.", names: ["count", "items"])),
            staplesSaved: "The pantry staples are saved: the list leaves them off.",
            staplesShown: "Pantry staples are shown.",
            stopTakingFromPlan: "Stop taking from the plan",
            takeOff: "Take off",
            tickedHint: "(in the basket: put it back on the list)",
            title: "Shopping list",
            untickedHint: "(tick it off)"
        ),
        skills: Skills(
            allSkills: "All skills",
            category: "Category",
            categoryBaking: "Baking",
            categoryBakingInText: "baking",
            categoryCooking: "Cooking",
            categoryCookingInText: "cooking",
            categoryCutting: "Cutting",
            categoryCuttingInText: "cutting",
            categoryGeneral: "General",
            categoryGeneralInText: "general",
            categoryMixing: "Mixing",
            categoryMixingInText: "mixing",
            categoryPlating: "Plating",
            categoryPlatingInText: "plating",
            categoryPreserving: "Preserving",
            categoryPreservingInText: "preserving",
            deleteButton: "Delete the skill",
            deleteHeading: "Delete this skill?",
            deleteTitle: Message("Delete {name}", names: ["name"]),
            deleted: "The skill is deleted; the steps that used it stay.",
            formTitle: "Add or update a skill",
            noSkills: "No skills yet",
            noSkillsHelp: "Skills are techniques a step needs, such as “julienne” or “make a roux”. Add them here or in a recipe’s steps.",
            saveSkill: "Save skill",
            saved: Message("{name} is saved as a {category} skill.", names: ["name", "category"]),
            skillName: "Skill name",
            skillNameHint: "Adding an existing name updates its category.",
            title: "Skills",
            unused: "Not in any step yet",
            uses: PluralMessage(language: .en, one: Message("In {count} step", names: ["count"]), other: Message("In {count} steps", names: ["count"]))
        ),
        tags: Tags(
            change: "Change",
            countLabel: PluralMessage(language: .en, one: Message("{count} tag", names: ["count"]), other: Message("{count} tags", names: ["count"])),
            deleteButton: "Delete the tag",
            deleteHeading: "Delete this tag?",
            deleteLink: Message("Delete {name}…", names: ["name"]),
            deleteTitle: Message("Delete {name}", names: ["name"]),
            deleted: "The tag is deleted; the recipes that carried it stay.",
            goToRecipes: "Go to the recipes",
            intro: "Tags are added in the recipe editor; here they are renamed or deleted.",
            nameTaken: "Another tag already has that name.",
            newName: "New name",
            noTags: "No tags yet",
            noTagsHelp: "Give a recipe tags such as “vegetarian” or “weeknight” in its editor, and find them again from the recipe list.",
            rename: "Rename",
            renamed: "The tag is renamed.",
            title: "Tags",
            unused: "Not in any recipe yet",
            uses: PluralMessage(language: .en, one: Message("In {count} recipe", names: ["count"]), other: Message("In {count} recipes", names: ["count"]))
        ),
        units: Units(
            chooseFromButtons: "Choose units from the buttons",
            legend: "Show quantities",
            metric: "metric",
            nowMetric: "Quantities now show in metric units.",
            nowUS: "Quantities now show in US customary units.",
            nowWritten: "Quantities now show as each recipe wrote them.",
            us: "US customary",
            written: "as written"
        )
    )

    static let de = Strings(
        language: .de,
        account: Account(
            accountDeleted: "Dein Konto wurde gelöscht.",
            apiLink: "Was die API bietet",
            changePasswordButton: "Passwort ändern",
            changePasswordTitle: "Passwort ändern",
            chooseExpiry: "Wähle, wie lange das Token gilt.",
            chooseHousehold: "Wähle einen deiner Haushalte.",
            chooseLanguage: "Wähle eine Sprache mit den Knöpfen",
            chooseScope: "Wähle „nur lesen“ oder „lesen und ändern“.",
            currentPassword: "Aktuelles Passwort",
            deleteBlocker: Message("Du bist der einzige Eigentümer von „{household}“, das weitere Mitglieder hat: Mach zuerst eines von ihnen auf der Haushaltsseite zum Eigentümer.", names: ["household"]),
            deleteButton: "Mein Konto löschen",
            deleteHeading: "Dein Konto löschen?",
            deleteIntro: "Deine Rezepte bleiben in deinen Haushalten, ohne deinen Namen. Bevor etwas gelöscht wird, siehst du, was sonst noch geschieht.",
            deleteLink: "Konto löschen …",
            deleteTitle: "Konto löschen",
            deletedIntro: "Du bist Eigentümer dieser Haushalte und kannst sie so zurückholen, wie sie waren, samt Rezepten.",
            deletedNote: Message("gelöscht am {time}; wiederherstellbar bis {until}.", names: ["time", "until"]),
            deletedNoteBy: Message("gelöscht am {time} von {who}; wiederherstellbar bis {until}.", names: ["time", "who", "until"]),
            deletedTitle: "Gelöschte Haushalte",
            directoryPassword: "Du meldest dich über den Anmeldedienst deiner Organisation an (ihr Verzeichnis oder ihren Anbieter); ändere dein Passwort dort.",
            email: "E-Mail",
            enterCurrentPassword: "Gib dein aktuelles Passwort ein",
            expiry30Days: "30 Tage",
            expiry90Days: "90 Tage",
            expiryNever: "bis zum Widerruf",
            expiryYear: "ein Jahr",
            languageChanged: "Die Seiten sind jetzt auf Deutsch.",
            languageChosen: "Deine Wahl gilt auf jedem Handy und Computer, egal welche Sprache der Browser wünscht.",
            languageFollowsBrowser: "Bis du wählst, richten sich die Seiten nach der Sprache deines Browsers.",
            languageLegend: "Sprache",
            logsOutElsewhere: "Wenn du dein Passwort änderst, wirst du überall sonst abgemeldet, auf jedem anderen Handy und Computer.",
            makeTokenButton: "Token erstellen",
            makeTokenTitle: "Token erstellen",
            newPassword: "Neues Passwort",
            newTokenCopy: "Kopiere es jetzt: Es wird nicht gespeichert und nie wieder angezeigt.",
            newTokenHeading: Message("Dein neues Token „{name}“.", names: ["name"]),
            newTokenLabel: Message("Das neue Token „{name}“", names: ["name"]),
            noTokens: "Du hast noch keine Token.",
            notCurrentPassword: "Das ist nicht dein aktuelles Passwort",
            passwordChanged: "Dein Passwort ist geändert. Alle anderen Geräte wurden abgemeldet.",
            passwordHint: "Mindestens 10 Zeichen.",
            passwordTitle: "Passwort",
            restoreButton: Message("{name} zurückholen", names: ["name"]),
            revoke: "Widerrufen",
            revokeLabel: Message("„{name}“ widerrufen", names: ["name"]),
            scopeRead: "nur lesen",
            scopeReadOption: "Nur lesen",
            scopeReadWrite: "lesen und ändern",
            scopeReadWriteOption: "Lesen und ändern",
            title: "Dein Konto",
            tokenExpired: Message("abgelaufen am {date}", names: ["date"]),
            tokenExpires: Message("läuft ab am {date}", names: ["date"]),
            tokenHousehold: "Haushalt",
            tokenLastUsed: Message("zuletzt genutzt am {time}", names: ["time"]),
            tokenLasts: "Es gilt",
            tokenMade: Message("erstellt am {date}", names: ["date"]),
            tokenNameHint: "Was es nutzen wird, etwa „Home Assistant“ oder „Essensplan-Skript“.",
            tokenNeedsHousehold: "Ein Token handelt in einem Haushalt: Lege einen Haushalt an oder tritt einem bei, dann kannst du hier sein Token erstellen.",
            tokenNeverExpires: "läuft nie ab",
            tokenNeverUsed: "nie genutzt",
            tokenRevoked: Message("Das Token „{name}“ ist widerrufen: Was es verwendet hat, erreicht Larder nicht mehr.", names: ["name"]),
            tokenScope: "Es darf",
            tokensIntro: "Eine App oder ein Skript erreicht die JSON-API von Larder mit einem Token. Es handelt in deinem Namen, in einem Haushalt, und liest nur, außer du erlaubst ihm Änderungen. Widerrufe ein Token, sobald du nicht mehr nutzt, was es verwendet.",
            tokensTitle: "Zugangstoken",
            unitsHint: "Rezepte und die Einkaufsliste zeigen Mengen so an; auf der Seite eines Rezepts kannst du vorübergehend etwas anderes wählen.",
            you: "Du"
        ),
        admin: Admin(
            accountEmail: "E-Mail des Kontos",
            applied: "Angewendet",
            checksum: "Prüfsumme",
            copyLink: "Link kopieren",
            households: "Haushalte",
            kind: "Art",
            makeResetLink: "Link erstellen",
            migrationsHint: "Migrationen laufen über die Kommandozeile:",
            migrationsSee: "siehe",
            migrationsTitle: "Migrationen",
            noAccount: "Kein Konto hat diese E-Mail-Adresse.",
            notApplied: "nicht angewendet",
            poolIdle: "Frei",
            poolOpen: "Offen",
            poolTitle: "Datenbankverbindungen",
            poolWaiting: "Wartende Anfragen",
            privacy: "Wer verwaltet, sieht Zahlen und den Zustand des Servers, nie die Rezepte eines Haushalts.",
            recipes: "Rezepte",
            resetHint: "Für jemanden, der sich nicht anmelden kann: Erstelle einen Link und gib ihn der Person selbst. Er funktioniert einmal, eine Stunde lang, und ersetzt jeden früheren Link für dieses Konto. Wer ihn benutzt, meldet alle Geräte des Kontos ab.",
            resetLinkFor: "Ein Link zum Zurücksetzen für",
            resetLinkLabel: "Link zum Zurücksetzen des Passworts",
            resetLinkValidUntil: Message("gültig bis {time}. Er wird nur jetzt angezeigt: Kopiere ihn.", names: ["time"]),
            resetTitle: "Passwort zurücksetzen",
            state: "Zustand",
            stateApplied: "Angewendet",
            stateChanged: "Datei seit dem Anwenden geändert",
            statePending: "Ausstehend",
            stateUnknown: "Von einem neueren Larder angewendet",
            title: "Verwaltung",
            totalsTitle: "Gesamt",
            users: "Personen",
            version: "Version"
        ),
        apiReference: ApiReference(
            about: "Beschreibung",
            addressesStart: "Jede Adresse unten beginnt mit",
            arrayOf: Message("Array von {type}", names: ["type"]),
            body: "Body:",
            bodyAs: Message("{type} als {mediaType}", names: ["type", "mediaType"]),
            both: Message("{first} und {second}", names: ["first", "second"]),
            bytes: "Bytes",
            documentAfterLink: ": Ein Client-Generator (swift-openapi-generator, openapi-python-client und andere) liest es so, wie es ist.",
            documentAt: "Das Dokument selbst liegt unter",
            either: Message("{first} oder {second}", names: ["first", "second"]),
            location: "In",
            needsReadWrite: "braucht ein Token mit Schreibrecht",
            oneOf: Message("{type} (eins von {values})", names: ["type", "values"]),
            operations: "Operationen",
            orNull: Message("{type} oder null", names: ["type"]),
            parameters: "Parameter",
            problemBadRequest: "Die Anfrage ließ sich nicht lesen: ein Body, der nicht das JSON der Operation ist, ein Parameter mit falschem Typ oder außerhalb des Bereichs, ein fehlender Header.",
            problemConflict: "Die Änderung widerspricht dem, was jetzt da ist, etwa einem Namen, den ein anderes Rezept hat.",
            problemInternal: "Ein Fehler in Larder, den es protokolliert hat.",
            problemInvalidFields: "Einige Felder sind ungültig. `errors` nennt jedes mit seinem Pfad in der Anfrage.",
            problemMethodNotAllowed: "Die Adresse gehört zu einer Operation, aber nicht mit dieser Methode. `Allow` nennt die Methoden, die sie annimmt.",
            problemNotFound: "Hier ist nichts, oder es gehört zu einem anderen Haushalt.",
            problemRateLimited: "Das Token hat seine Anfragen für diese Minute verbraucht. `Retry-After` sagt, wann es weitergeht.",
            problemReadOnlyToken: "Das Token darf nur lesen, und die Operation ändert etwas.",
            problemStaleVersion: "Das Rezept hat sich seit der Version in `If-Match` geändert. Das Problem enthält das aktuelle Rezept in `current`.",
            problemTooLarge: "Der Body überschreitet das Limit der Operation: 1 MB JSON oder ein Foto von 5 MB.",
            problemUnauthorized: "Kein Token, oder eines, das unbekannt, widerrufen oder abgelaufen ist oder dessen Mitglied den Haushalt verlassen hat.",
            problemUnavailable: "Die Datenbank ist ausgelastet oder nicht erreichbar, oder es werden gerade zu viele Dateien gelesen. `Retry-After` sagt, wann es weitergeht.",
            problems: "Fehler",
            problemsLead: "Jeder Fehler ist ein RFC-9457-Problem (`application/problem+json`); sein `type` verweist hierher.",
            required: "Pflicht",
            responses: "Antworten",
            schemas: "Schemas",
            title: "API-Referenz",
            type: "Typ",
            version: Message("Version {version}", names: ["version"])
        ),
        common: Common(
            add: "Hinzufügen",
            back: "Zurück",
            cancel: "Abbrechen",
            close: "Schließen",
            delete: "Löschen",
            edit: "Bearbeiten",
            listPair: Message("{first} und {last}", names: ["first", "last"]),
            name: "Name",
            never: "nie",
            no: "Nein",
            none: "keine",
            optional: "optional",
            remove: "Entfernen",
            save: "Speichern",
            search: "Suchen",
            yes: "Ja"
        ),
        confirmDelete: ConfirmDelete(
            accessTokens: PluralMessage(language: .de, one: Message("{count} Zugangstoken für Skripte, in diesem Haushalt", names: ["count"]), other: Message("{count} Zugangstoken für Skripte, in diesem Haushalt", names: ["count"])),
            accounts: PluralMessage(language: .de, one: Message("{count} Konto", names: ["count"]), other: Message("{count} Konten", names: ["count"])),
            blockedHeading: "Das lässt sich noch nicht löschen",
            cannotUndo: "Das lässt sich nicht rückgängig machen.",
            cookingLogEntries: PluralMessage(language: .de, one: Message("{count} Eintrag im Kochprotokoll", names: ["count"]), other: Message("{count} Einträge im Kochprotokoll", names: ["count"])),
            cookingLogEntriesStay: PluralMessage(language: .de, one: Message("{count} Eintrag im Kochprotokoll bleibt, ohne Angabe, wer gekocht hat", names: ["count"]), other: Message("{count} Einträge im Kochprotokoll bleiben, ohne Angabe, wer gekocht hat", names: ["count"])),
            deletedHeading: "Was gelöscht wird",
            deletedRecipes: PluralMessage(language: .de, one: Message("{count} gelöschtes Rezept, das zum Wiederherstellen aufbewahrt wird", names: ["count"]), other: Message("{count} gelöschte Rezepte, die zum Wiederherstellen aufbewahrt werden", names: ["count"])),
            earlierVersionPhotos: PluralMessage(language: .de, one: Message("{count} Foto einer früheren Fassung", names: ["count"]), other: Message("{count} Fotos früherer Fassungen", names: ["count"])),
            earlierVersions: PluralMessage(language: .de, one: Message("{count} frühere Fassung", names: ["count"]), other: Message("{count} frühere Fassungen", names: ["count"])),
            earlierVersionsStay: PluralMessage(language: .de, one: Message("{count} frühere Fassung bleibt, ohne Angabe, wer sie gespeichert hat", names: ["count"]), other: Message("{count} frühere Fassungen bleiben, ohne Angabe, wer sie gespeichert hat", names: ["count"])),
            favourites: PluralMessage(language: .de, one: Message("{count} Favoritenmarkierung", names: ["count"]), other: Message("{count} Favoritenmarkierungen", names: ["count"])),
            fetchRecords: PluralMessage(language: .de, one: Message("{count} Aufzeichnung aus dem Web abgerufener Seiten", names: ["count"]), other: Message("{count} Aufzeichnungen aus dem Web abgerufener Seiten", names: ["count"])),
            goBack: "Zurück",
            households: PluralMessage(language: .de, one: Message("{count} Haushalt", names: ["count"]), other: Message("{count} Haushalte", names: ["count"])),
            householdsStay: PluralMessage(language: .de, one: Message("{count} Haushalt bleibt", names: ["count"]), other: Message("{count} Haushalte bleiben", names: ["count"])),
            importAttempts: PluralMessage(language: .de, one: Message("{count} Zähler der Versuche bei einer Adresse", names: ["count"]), other: Message("{count} Zähler der Versuche bei Adressen", names: ["count"])),
            importedAddresses: PluralMessage(language: .de, one: Message("{count} importierte Adresse", names: ["count"]), other: Message("{count} importierte Adressen", names: ["count"])),
            importedAddressesStay: PluralMessage(language: .de, one: Message("{count} importierte Adresse bleibt in ihrem Import, ohne ihr Rezept", names: ["count"]), other: Message("{count} importierte Adressen bleiben in ihrem Import, ohne ihr Rezept", names: ["count"])),
            ingredientLines: PluralMessage(language: .de, one: Message("{count} Zutatenzeile", names: ["count"]), other: Message("{count} Zutatenzeilen", names: ["count"])),
            ingredientLinesStay: PluralMessage(language: .de, one: Message("{count} Zutatenzeile in Rezepten bleibt und behält ihren eigenen Text", names: ["count"]), other: Message("{count} Zutatenzeilen in Rezepten bleiben und behalten ihren eigenen Text", names: ["count"])),
            ingredients: PluralMessage(language: .de, one: Message("{count} Zutat", names: ["count"]), other: Message("{count} Zutaten", names: ["count"])),
            inviteLinks: PluralMessage(language: .de, one: Message("{count} Einladungslink", names: ["count"]), other: Message("{count} Einladungslinks", names: ["count"])),
            inviteLinksStay: PluralMessage(language: .de, one: Message("{count} Einladungslink bleibt, ohne Ersteller", names: ["count"]), other: Message("{count} Einladungslinks bleiben, ohne Ersteller", names: ["count"])),
            loginSessions: PluralMessage(language: .de, one: Message("{count} Anmeldesitzung", names: ["count"]), other: Message("{count} Anmeldesitzungen", names: ["count"])),
            loginSessionsStay: PluralMessage(language: .de, one: Message("{count} Anmeldesitzung bleibt angemeldet, in keinem Haushalt", names: ["count"]), other: Message("{count} Anmeldesitzungen bleiben angemeldet, in keinem Haushalt", names: ["count"])),
            memberships: PluralMessage(language: .de, one: Message("{count} Mitgliedschaft", names: ["count"]), other: Message("{count} Mitgliedschaften", names: ["count"])),
            passwordResetLinks: PluralMessage(language: .de, one: Message("{count} Link zum Zurücksetzen des Passworts", names: ["count"]), other: Message("{count} Links zum Zurücksetzen des Passworts", names: ["count"])),
            passwordResetLinksStay: PluralMessage(language: .de, one: Message("{count} Link zum Zurücksetzen des Passworts bleibt, ohne Ersteller", names: ["count"]), other: Message("{count} Links zum Zurücksetzen des Passworts bleiben, ohne Ersteller", names: ["count"])),
            photos: PluralMessage(language: .de, one: Message("{count} Foto", names: ["count"]), other: Message("{count} Fotos", names: ["count"])),
            planEntries: PluralMessage(language: .de, one: Message("{count} Eintrag im Essensplan", names: ["count"]), other: Message("{count} Einträge im Essensplan", names: ["count"])),
            planEntriesStay: PluralMessage(language: .de, one: Message("{count} Eintrag im Essensplan bleibt, ohne Ersteller", names: ["count"]), other: Message("{count} Einträge im Essensplan bleiben, ohne Ersteller", names: ["count"])),
            ratings: PluralMessage(language: .de, one: Message("{count} Bewertung", names: ["count"]), other: Message("{count} Bewertungen", names: ["count"])),
            recipeTags: PluralMessage(language: .de, one: Message("{count} Schlagwort an einem Rezept", names: ["count"]), other: Message("{count} Schlagwörter an Rezepten", names: ["count"])),
            recipes: PluralMessage(language: .de, one: Message("{count} Rezept", names: ["count"]), other: Message("{count} Rezepte", names: ["count"])),
            recipesStay: PluralMessage(language: .de, one: Message("{count} Rezept bleibt, ohne Autor", names: ["count"]), other: Message("{count} Rezepte bleiben, ohne Autor", names: ["count"])),
            shareLinks: PluralMessage(language: .de, one: Message("{count} Freigabelink", names: ["count"]), other: Message("{count} Freigabelinks", names: ["count"])),
            shareLinksStay: PluralMessage(language: .de, one: Message("{count} Freigabelink bleibt, ohne Ersteller", names: ["count"]), other: Message("{count} Freigabelinks bleiben, ohne Ersteller", names: ["count"])),
            shoppingItems: PluralMessage(language: .de, one: Message("{count} Eintrag auf der Einkaufsliste", names: ["count"]), other: Message("{count} Einträge auf der Einkaufsliste", names: ["count"])),
            shoppingRecipes: PluralMessage(language: .de, one: Message("{count} Rezept auf der Einkaufsliste", names: ["count"]), other: Message("{count} Rezepte auf der Einkaufsliste", names: ["count"])),
            skills: PluralMessage(language: .de, one: Message("{count} Technik", names: ["count"]), other: Message("{count} Techniken", names: ["count"])),
            staysHeading: "Was bleibt",
            stepSkills: PluralMessage(language: .de, one: Message("{count} bei einem Schritt genannte Technik", names: ["count"]), other: Message("{count} bei Schritten genannte Techniken", names: ["count"])),
            steps: PluralMessage(language: .de, one: Message("{count} Schritt", names: ["count"]), other: Message("{count} Schritte", names: ["count"])),
            tags: PluralMessage(language: .de, one: Message("{count} Schlagwort", names: ["count"]), other: Message("{count} Schlagwörter", names: ["count"])),
            waitingFiles: PluralMessage(language: .de, one: Message("{count} Datei, die auf den Import wartet", names: ["count"]), other: Message("{count} Dateien, die auf den Import warten", names: ["count"])),
            waitingFilesStay: PluralMessage(language: .de, one: Message("{count} Datei, die auf den Import wartet, bleibt, ohne Absender", names: ["count"]), other: Message("{count} Dateien, die auf den Import warten, bleiben, ohne Absender", names: ["count"])),
            webImports: PluralMessage(language: .de, one: Message("{count} Import aus dem Web", names: ["count"]), other: Message("{count} Importe aus dem Web", names: ["count"])),
            webImportsStay: PluralMessage(language: .de, one: Message("{count} Import aus dem Web bleibt, ohne Angabe, wer ihn gestartet hat", names: ["count"]), other: Message("{count} Importe aus dem Web bleiben, ohne Angabe, wer sie gestartet hat", names: ["count"]))
        ),
        cooking: Cooking(
            chooseStars: "Wähle 1 bis 5 Sterne.",
            day: "Tag",
            entryRemoved: "Der Eintrag ist aus dem Kochtagebuch entfernt.",
            favouriteAdded: "Zu deinen Favoriten hinzugefügt.",
            favouriteRemoved: "Aus deinen Favoriten entfernt.",
            introAfter: " gekocht hast – so sieht der Haushalt, wie oft und wann zuletzt.",
            introBefore: "Notiere, wann du",
            notNoted: "Noch nicht notiert: Bitte korrigiere die markierten Felder.",
            noteHint: "Was du nächstes Mal anders machen würdest, oder wem es geschmeckt hat.",
            noteIt: "Notieren",
            noteOptional: "Notiz (optional)",
            notedOn: Message("Notiert: Du hast es am {day} gekocht.", names: ["day"]),
            notedToday: "Notiert: Du hast es heute gekocht.",
            rated: PluralMessage(language: .de, one: Message("Du hast es mit {count} Stern bewertet.", names: ["count"]), other: Message("Du hast es mit {count} Sternen bewertet.", names: ["count"])),
            ratingRemoved: "Deine Bewertung ist entfernt.",
            servings: "Portionen",
            title: Message("{recipe} gekocht", names: ["recipe"])
        ),
        errors: Errors(
            backToLogIn: "Zurück zur Anmeldung",
            badRequestHeading: "In der Anfrage stimmte etwas nicht",
            busyFiles: "Gerade werden viele Dateien gelesen. Bitte schicke deine gleich noch einmal.",
            busyHeading: "Larder ist ausgelastet",
            busyLogins: "Gerade melden sich zu viele Leute an. Bitte versuch es gleich noch einmal.",
            busyPages: "Gerade werden zu viele Seiten ausgeliefert. Bitte versuch es gleich noch einmal.",
            entryNameTaken: "Ein anderer Eintrag dieses Haushalts hat diesen Namen. Nichts wurde geändert.",
            errorStatus: Message("Fehler {status}", names: ["status"]),
            failedHeading: "Etwas ist schiefgelaufen",
            failedText: "Larder konnte diese Anfrage nicht abschließen. Der Fehler wurde protokolliert.",
            formExpired: "Dieses Formular ist abgelaufen oder kam nicht von Larder. Geh zurück, lade die Seite neu und versuch es noch einmal.",
            home: "Startseite",
            homePage: "Zur Startseite",
            householdChangedHeading: "Dieses Formular war für einen anderen Haushalt",
            householdChangedText: Message("Gerade ist der Haushalt „{name}“ geöffnet, aber das Formular wurde für einen anderen angezeigt, vielleicht bevor du in einem anderen Tab gewechselt hast. Es wurde nichts geändert. Prüfe, welcher Haushalt geöffnet ist (oben auf der Seite), und versuch es dann noch einmal.", names: ["name"]),
            householdFirst: "Leg zuerst einen Haushalt an: Rezepte gehören immer zu einem Haushalt.",
            invalidHeading: "Etwas war ungültig",
            invalidText: Message("Nichts wurde gespeichert: {problems}.", names: ["problems"]),
            inviteMailsPausedHeading: "Schon viele Einladungen verschickt",
            inviteMailsPausedText: "Dieser Haushalt hat in der letzten Stunde viele Einladungen per Mail verschickt, deshalb wartet Larder, bevor es weitere schickt. Du kannst trotzdem einen Link erstellen und ihn selbst schicken.",
            nameTakenHeading: "Dieser Name ist vergeben",
            noRecipeNamed: Message("Der Haushalt hat kein Rezept „{name}“. Nichts wurde gespeichert.", names: ["name"]),
            notAllowedHeading: "Nicht erlaubt",
            notFoundHeading: "Nicht gefunden",
            notFoundText: "Hier ist nichts, oder es gehört zu einem Haushalt, in dem du nicht bist.",
            ownerOnly: "Nur ein Eigentümer dieses Haushalts kann das tun.",
            recipeNameTaken: "Ein anderes Rezept dieses Haushalts hat diesen Namen. Nichts wurde geändert.",
            registrationsPausedHeading: "Neue Konten sind für eine Weile pausiert",
            registrationsPausedText: "In der letzten Stunde wurden auf diesem Larder viele Konten angelegt, daher wartet das Registrierungsformular, bevor es weitere annimmt. Bitte versuch es später noch einmal. Jemand aus einem Haushalt hier kann dir einen Einladungslink schicken: Damit kannst du dich sofort registrieren.",
            requestNotHandled: "Die Anfrage konnte nicht bearbeitet werden.",
            resetHelpAfter: "); der Link funktioniert einmal, eine Stunde lang, und du kannst damit ein neues Passwort wählen.",
            resetHelpBefore: "Wenn du dein Passwort nicht mehr weißt, bitte einen Admin dieses Larder um einen Link zum Zurücksetzen. Er erstellt ihn auf der Verwaltungsseite (oder mit",
            resetRequestsPausedHeading: "Zu viele Anfragen nach einem Link",
            resetRequestsPausedText: "In der letzten Stunde wurden von hier aus viele Links zum Zurücksetzen angefordert, deshalb wartet dieses Formular, bevor es weitere schickt. Versuch es bitte später noch einmal.",
            retryAfter: "Du kannst es wieder versuchen ab",
            retryIn: PluralMessage(language: .de, one: Message("in etwa einer Minute", names: ["count"]), other: Message("in etwa {count} Minuten", names: ["count"])),
            throttledNotice: "Es gab zu viele fehlgeschlagene Anmeldeversuche mit dieser E-Mail-Adresse, deshalb ist die Anmeldung damit eine Weile gesperrt. Das schützt das Konto davor, dass jemand das Passwort errät.",
            throttledTitle: "Zu viele Versuche",
            tooLargeHeading: "Zu groß",
            tooLargeLimit: Message("Das war mehr als die {size}, die diese Seite annimmt.", names: ["size"]),
            tooLargeText: "Das war mehr, als diese Seite annimmt.",
            tooManyStreamsHeading: "Zu viele offene Listen",
            tooManyStreamsText: Message("Du verfolgst die Einkaufsliste schon in {count} Fenstern. Schließ eines und lade dieses neu.", names: ["count"]),
            unavailableHeading: "Larder ist nicht erreichbar",
            unavailableText: "Die Datenbank ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal."
        ),
        forms: Forms(
            errorPrefix: "Fehler:"
        ),
        history: History(
            alreadyReads: Message("Das Rezept entspricht schon Fassung {version}: Nichts hat sich geändert.", names: ["version"]),
            backToRecipe: "Zurück zum Rezept",
            changeDetails: "Details bearbeitet",
            changeLinesAdded: PluralMessage(language: .de, one: Message("{count} Zeile hinzugefügt", names: ["count"]), other: Message("{count} Zeilen hinzugefügt", names: ["count"])),
            changeLinesChanged: PluralMessage(language: .de, one: Message("{count} Zeile geändert", names: ["count"]), other: Message("{count} Zeilen geändert", names: ["count"])),
            changeLinesRemoved: PluralMessage(language: .de, one: Message("{count} Zeile entfernt", names: ["count"]), other: Message("{count} Zeilen entfernt", names: ["count"])),
            changeNothing: "nichts",
            changePhotoAdded: "Foto hinzugefügt",
            changePhotoRemoved: "Foto entfernt",
            changePhotoReplaced: "Foto ersetzt",
            changeRenamed: Message("umbenannt in „{name}“", names: ["name"]),
            changeRestored: Message("Version {version} wiederhergestellt: {changes}", names: ["version", "changes"]),
            changeServings: Message("Portionen {from} → {to}", names: ["from", "to"]),
            changeSourceChanged: "Quelle geändert",
            changeSourceRemoved: "Quelle entfernt",
            changeStepAdded: Message("Schritt {number} hinzugefügt", names: ["number"]),
            changeStepEdited: Message("Schritt {number} bearbeitet", names: ["number"]),
            changeStepRemoved: Message("Schritt {number} entfernt", names: ["number"]),
            changeStepsReordered: "Schritte umsortiert",
            changeSummaryEdited: "Kurzbeschreibung bearbeitet",
            changeTags: "Schlagwörter geändert",
            changeTimes: "Zeiten geändert",
            changesColumn: "Was sich geändert hat",
            chooseTwo: "Wähle zwei verschiedene Fassungen zum Vergleichen.",
            compareButton: "Die zwei gewählten Fassungen vergleichen",
            compareExplanation: Message("Jeder Teil, der sich unterscheidet: links Fassung {older}, rechts Fassung {newer}. Zeilen, die einer Seite fehlen, sind markiert.", names: ["older", "newer"]),
            compareFromLabel: "Vergleichen von",
            compareFromVersion: Message("Vergleichen von Fassung {number}", names: ["number"]),
            compareToLabel: "Vergleichen mit",
            compareToVersion: Message("Vergleichen mit Fassung {number}", names: ["number"]),
            currentBadge: "aktuell",
            firstVersion: "erste Fassung",
            fromColumn: "Von",
            historyLead: "Jede gespeicherte Fassung, die neueste zuerst. Vergleiche zwei beliebige oder stelle eine frühere wieder her: Sie wird als neue Fassung gespeichert, also lässt sich auch das Wiederherstellen genauso rückgängig machen.",
            historyOf: Message("Verlauf von {name}", names: ["name"]),
            inAStep: "ein Schritt",
            inName: "Name",
            inNewSteps: "neue Schritte",
            inOwnLines: "„Das brauchst du“",
            inServings: "Portionen",
            inSource: "Quelle",
            inStep: Message("Schritt {number}", names: ["number"]),
            inStepOrder: "Reihenfolge der Schritte",
            inSummary: "Zusammenfassung",
            inTags: "Schlagwörter",
            inTimes: "Zeiten",
            lineCooking: Message("Kochen: {time}", names: ["time"]),
            lineDuring: Message("Während Schritt {step} wartet", names: ["step"]),
            lineIngredients: Message("Zutaten: {lines}", names: ["lines"]),
            lineNone: "(keine)",
            linePreparation: Message("Vorbereitung: {time}", names: ["time"]),
            lineRemoved: "(entfernt)",
            lineSkills: Message("Techniken: {skills}", names: ["skills"]),
            lineTime: Message("Zeit: {time}", names: ["time"]),
            lineTimeWaiting: Message("Zeit: {time} (Wartezeit)", names: ["time"]),
            lineTools: Message("Utensilien: {tools}", names: ["tools"]),
            lineTotal: Message("Gesamt: {time}", names: ["time"]),
            mergedStepAdded: Message("{step} hinzugefügt", names: ["step"]),
            mergedStepOrder: "Reihenfolge der Schritte",
            mergedStepRemoved: Message("{step} entfernt", names: ["step"]),
            noEarlier: "Dieses Rezept wurde seit dem Anlegen nicht geändert. Ab jetzt bleibt bei jedem Speichern hier die Fassung erhalten, die es ersetzt.",
            noPhoto: "Kein Foto",
            notRecorded: "nicht festgehalten",
            overwriteItem: Message("{part} ({change})", names: ["part", "change"]),
            partAStep: "Ein Schritt",
            partColumn: "Teil",
            partName: "Name",
            partNewSteps: "Neue Schritte",
            partOwnLines: "Das brauchst du",
            partServings: "Portionen",
            partSource: "Quelle",
            partStep: Message("Schritt {number}", names: ["number"]),
            partStepOrder: "Reihenfolge der Schritte",
            partSummary: "Zusammenfassung",
            partTags: "Schlagwörter",
            partTimes: "Zeiten",
            photoAlt: Message("Das Foto von Fassung {number}", names: ["number"]),
            photoCaption: Message("Foto von Fassung {number}", names: ["number"]),
            quoted: Message("„{text}“", names: ["text"]),
            restoreButton: "Wiederherstellen",
            restoreColumn: "Wiederherstellen",
            restoreHidden: Message("Fassung {number}", names: ["number"]),
            restoreInvalid: Message("Nichts wurde wiederhergestellt: Fassung {version} ist kein gültiges Rezept mehr ({problems}). Öffne stattdessen den Editor und ändere das Rezept dort.", names: ["version", "problems"]),
            restoreNameTaken: "Nichts wurde wiederhergestellt: Ein anderes Rezept des Haushalts trägt jetzt den Namen dieser Fassung. Benenne zuerst eines der beiden um.",
            restoreNotSeen: "Nichts wurde wiederhergestellt: Öffne den Verlauf noch einmal und wähle die Fassung.",
            restoreStale: Message("Nichts wurde wiederhergestellt: Jemand hat das Rezept gespeichert (jetzt Fassung {current}), nachdem du den Verlauf geöffnet hast. Sieh nach, was sich geändert hat, und wähle dann noch einmal.", names: ["current"]),
            restoreVersion: Message("Fassung {number} wiederherstellen", names: ["number"]),
            restored: Message("Fassung {version} ist wiederhergestellt, als Fassung {now}. Um das rückgängig zu machen, stelle Fassung {seen} aus dem Verlauf wieder her.", names: ["version", "now", "seen"]),
            sameText: "Diese beiden Fassungen sind gleich.",
            savedBy: Message("{date} von {name}", names: ["date", "name"]),
            savedColumn: "Gespeichert",
            savedLine: Message("Gespeichert am {saved}: {summary}", names: ["saved", "summary"]),
            theirsTitle: "Andere Fassung, schon gespeichert",
            theyAddedSteps: "in der anderen Fassung an derselben Stelle wie bei dir eingefügt",
            theyChangedIt: "in der anderen Fassung geändert",
            theyChangedItTo: Message("in der anderen Fassung: {value}", names: ["value"]),
            theyChangedThem: "in der anderen Fassung geändert",
            theyRemovedIt: "in der anderen Fassung entfernt",
            theyReordered: "in der anderen Fassung umsortiert",
            toColumn: "Mit",
            version: Message("Fassung {number}", names: ["number"]),
            versionColumn: "Fassung",
            versionCurrent: Message("Fassung {number} (aktuell)", names: ["number"]),
            versionsOf: Message("Fassungen {older} und {newer} von {name}", names: ["older", "newer", "name"]),
            yoursTitle: "Deine, noch nicht gespeichert"
        ),
        home: Home(
            goToRecipes: "Zu deinen Rezepten",
            heroTitle: "Die Rezepte deines Haushalts, geteilt und bereit zum Kochen",
            kitchenText: "Große, gut lesbare Schritte, Zutaten zum Abhaken, Schritt-Timer, die klingeln, und ein Bildschirm, der wach bleibt. Schnell auf jedem Handy, und es geht auch ohne JavaScript.",
            kitchenTitle: "Für die Küche gemacht",
            lead: "Larder ist ein Rezeptserver für Familien und WGs. Schreib Rezepte einmal auf, Schritt für Schritt, und koch danach vom Handy, das in der Küche an der Wand lehnt.",
            logIn: "Anmelden",
            privacyText: "Alle in einem Haushalt sehen alle seine Rezepte, sonst niemand. In einen Haushalt kommst du nur über einen Einladungslink seines Eigentümers. Wer den Server verwaltet, sieht Zahlen, nie deine Rezepte.",
            privacyTitle: "Klar, wer was sieht",
            register: "Registrieren",
            structuredText: "Jeder Schritt hat seine eigenen Zutaten, Zeiten, Werkzeuge und Techniken, so kannst du danach suchen, was im Kühlschrank ist oder wie viel Zeit du hast.",
            structuredTitle: "Strukturiert, nicht eingescannt",
            takeAwayText: "Importiere Rezepte aus schema.org-JSON-LD, das die meisten Rezeptseiten veröffentlichen, und exportiere jedes Rezept, wann immer du willst.",
            takeAwayTitle: "Deine Daten gehören dir"
        ),
        household: Household(
            abilityInvite: "Leute per Link einladen und Einladungen zurückziehen",
            abilityLeave: "den Haushalt verlassen",
            abilityLeaveAsOwner: "den Haushalt verlassen, sobald ein anderes Mitglied Eigentümer ist",
            abilityRecipes: "die Rezepte, Zutaten und Techniken des Haushalts sehen, hinzufügen, bearbeiten und löschen",
            abilityRemoveMembers: "Mitglieder entfernen",
            abilityRename: "den Haushalt umbenennen",
            abilityRoles: "ein anderes Mitglied zum Eigentümer machen oder selbst wieder Mitglied werden",
            abilitySeeMembers: "sehen, wer noch zum Haushalt gehört",
            aboutHeading: "Was ist ein Haushalt?",
            aboutNotYet: "Du bist noch in keinem Haushalt. Leg einen an und lade die Leute ein, mit denen du kochst, oder lass dir einen Einladungslink zu einem bestehenden Haushalt schicken.",
            aboutShared: "Ein Haushalt ist ein gemeinsames Kochbuch: eine Familie, ein Paar, eine WG. Alle im Haushalt sehen alle seine Rezepte, sonst niemand.",
            anotherHeading: "Weiteren Haushalt anlegen",
            anotherText: "Du kannst zu mehreren Haushalten gehören und oben auf der Seite zwischen ihnen wechseln.",
            bringBackNote: Message("Du kannst ihn {period} lang über deine Kontoseite zurückholen, so wie er war.", names: ["period"]),
            chooseTimeZone: "Wähle eine Zeitzone aus der Liste.",
            copyLink: "Link kopieren",
            createButton: "Haushalt anlegen",
            createHeading: "Haushalt anlegen",
            createHint: "Zum Beispiel „Familie Nguyen“ oder „WG Hafenstraße“.",
            createInvite: "Einladungslink erstellen",
            created: Message("angelegt am {date}", names: ["date"]),
            createdFlash: Message("{name} ist bereit. Lade die Leute ein, mit denen du kochst.", names: ["name"]),
            deleteButton: "Haushalt mit allem Inhalt löschen",
            deleteEllipsis: Message("{name} löschen…", names: ["name"]),
            deleteHeading: "Diesen Haushalt löschen?",
            deleteTitle: Message("{name} löschen", names: ["name"]),
            deletedFlash: Message("{name} wurde gelöscht. Du kannst den Haushalt {period} lang über deine Kontoseite zurückholen.", names: ["name", "period"]),
            expiresDay: "1 Tag",
            expiresLabel: "Link gilt für",
            expiresMonth: "30 Tage",
            expiresWeek: "1 Woche",
            historyBoth: Message("{revisions}, und davon nur {days}", names: ["revisions", "days"]),
            historyDays: PluralMessage(language: .de, one: Message("Fassungen vom letzten Tag", names: ["count"]), other: Message("Fassungen der letzten {count} Tage", names: ["count"])),
            historyEverything: "Jede frühere Fassung jedes Rezepts bleibt erhalten.",
            historyHeading: "Rezeptverlauf",
            historyLatest: PluralMessage(language: .de, one: Message("die letzte frühere Fassung jedes Rezepts", names: ["count"]), other: Message("die letzten {count} früheren Fassungen jedes Rezepts", names: ["count"])),
            historyOwnerOnly: "Nur ein Eigentümer kann ändern, wie viel Verlauf der Haushalt behält.",
            historyRule: Message("Das Aufräumen behält {kept}; die aktuelle Fassung bleibt immer erhalten.", names: ["kept"]),
            historySaved: "Ein Admin wendet sie mit larder prune-history an.",
            inviteActive: "Aktiv",
            inviteEmailHint: "Freiwillig: eine Adresse. Larder schickt den Link per Mail, in der Sprache der Person.",
            inviteEmailIssue: "Gib eine E-Mail-Adresse an, etwa name@example.org, oder lass das Feld leer.",
            inviteEmailLabel: "Link per Mail an",
            inviteExpired: "Abgelaufen",
            inviteExpires: Message("läuft ab am {date}", names: ["date"]),
            inviteExpiryIssue: "Wähle, wie lange der Link gilt: 1 Stunde bis 90 Tage",
            inviteLinksHeading: "Einladungslinks",
            inviteMade: Message("erstellt am {date}", names: ["date"]),
            inviteMailUnset: "Larder kann Einladungen per Mail schicken, sobald jemand aus der Verwaltung LARDER_SMTP_URL, LARDER_MAIL_FROM und LARDER_PUBLIC_URL setzt.",
            inviteMailed: Message("Der Link ist unterwegs an {email}.", names: ["email"]),
            inviteRevoked: "Zurückgezogen",
            inviteUsedUp: "Aufgebraucht",
            inviteUsesIssue: "Wähle, wie viele Leute den Link nutzen können: 1 bis 1000, oder alle mit dem Link",
            inviteWarningAfter: "als Mitglied beitreten und sieht dann alle seine Rezepte. Schick ihn nur an die Leute, die du einladen willst.",
            inviteWarningBefore: "Wer einen gültigen Einladungslink öffnet, kann",
            invitesHeading: "Leute einladen",
            joined: Message("dabei seit {date}", names: ["date"]),
            keepDaysHint: "Leer: für immer.",
            keepDaysLabel: "Für wie viele Tage",
            keepOwner: "Der Haushalt braucht einen Eigentümer.",
            keepOwnerFirst: "Der Haushalt braucht einen Eigentümer: Mach zuerst jemand anderen zum Eigentümer.",
            keepRevisionsHint: "Leer: alle.",
            keepRevisionsLabel: "Frühere Fassungen pro Rezept",
            leaveButton: Message("{name} verlassen", names: ["name"]),
            leaveDeleteButton: "Verlassen und Haushalt löschen",
            leaveDeleteHeading: "Haushalt verlassen und löschen?",
            leaveEllipsis: Message("{name} verlassen…", names: ["name"]),
            leaveHeading: "Verlassen oder löschen",
            leaveNotice: Message("Du siehst die Rezepte von {name} dann nicht mehr. Um zurückzukommen, brauchst du einen neuen Einladungslink.", names: ["name"]),
            leaveQuestion: Message("{name} verlassen?", names: ["name"]),
            leftFlash: Message("Du hast {name} verlassen.", names: ["name"]),
            makeMember: "Zum Mitglied machen",
            makeOwner: "Zum Eigentümer machen",
            membersHeading: "Mitglieder",
            nameLabel: "Name des Haushalts",
            newInviteLabel: "Neuer Einladungslink",
            newInviteText: "Kopier ihn jetzt und schick ihn an die Person, die du einladen willst. Larder speichert nur einen Fingerabdruck davon und kann dir den Link deshalb nicht noch einmal zeigen; wenn du ihn verlierst, zieh ihn zurück und erstelle einen neuen.",
            newInviteTitle: "Dein neuer Einladungslink.",
            noInvites: "Noch keine Einladungslinks.",
            nowMember: "Die Person ist jetzt Mitglied.",
            nowOwner: "Die Person ist jetzt Eigentümer.",
            onlyMemberNote: "Du bist sein einziges Mitglied, daher wird er gelöscht, wenn du gehst.",
            onlyMemberWarning: Message("Du bist das einzige Mitglied: Wenn du gehst, wird {name} mit allen Rezepten gelöscht. Du wirst vorher gefragt und kannst den Haushalt {period} lang zurückholen.", names: ["name", "period"]),
            onlyOwnerWarning: "Du bist der einzige Eigentümer: Mach ein anderes Mitglied zum Eigentümer, bevor du gehst.",
            openedByLink: Message("Jetzt ist {household} geöffnet: Die Seite, die du geöffnet hast, gehört dazu.", names: ["household"]),
            ownerCanChange: "Ein Eigentümer kann das ändern.",
            privacyAfter: "sehen alle seine Rezepte, sonst niemand.",
            privacyBefore: "Alle in",
            pruneAfter: "entfernt ein Admin, was diese Regel nicht mehr behält.",
            pruneBefore: "Mit",
            removeAfter: "",
            removeBefore: "Aus dem Haushalt entfernen",
            removedFlash: "Das Mitglied wurde entfernt und sieht diesen Haushalt nicht mehr.",
            renameButton: "Haushalt umbenennen",
            renameHeading: "Umbenennen",
            renamedFlash: "Der Haushalt ist umbenannt.",
            restoreGone: "Dieser Haushalt lässt sich nicht mehr zurückholen: Er wurde schon wiederhergestellt oder vor zu langer Zeit gelöscht.",
            restoredFlash: Message("{name} ist wieder da, so wie vorher.", names: ["name"]),
            revoke: "Zurückziehen",
            revokedFlash: "Der Einladungslink funktioniert nicht mehr.",
            roleInvalid: "Die Rolle muss Eigentümer oder Mitglied sein.",
            roleMember: "Mitglied",
            roleOwner: "Eigentümer",
            rolesHeading: "Was jede Rolle darf",
            saveHistory: "Regel speichern",
            saveTimeZone: "Zeitzone speichern",
            settingsHeading: "Einstellungen des Haushalts",
            sharedHeading: "Geteilte Rezepte",
            sharedLink: "Freigabelinks ansehen und zurückziehen",
            sharedText: "Rezepte, die alle mit dem Link lesen können, auch ohne Konto.",
            switchButton: "Wechseln",
            switcherLabel: "Haushalt",
            timeZoneFollows: Message("Tage und Uhrzeiten richten sich nach {zone}.", names: ["zone"]),
            timeZoneHeading: "Zeitzone",
            timeZoneHint: "Was im Plan und im Kochprotokoll „heute“ ist, und in welcher Zone Uhrzeiten angezeigt werden.",
            timeZoneLabel: "Wo der Haushalt lebt",
            timeZoneSaved: Message("Tage und Uhrzeiten richten sich jetzt nach {zone}.", names: ["zone"]),
            title: "Dein Haushalt",
            undoWindow: PluralMessage(language: .de, one: Message("{count} Tag", names: ["count"]), other: Message("{count} Tage", names: ["count"])),
            usesAnyone: "Alle mit dem Link",
            usesFive: "Bis zu 5 Personen",
            usesLabel: "Anzahl Personen",
            usesLimited: Message("{used} von {maximum} genutzt", names: ["used", "maximum"]),
            usesOne: "Eine Person",
            usesUnlimited: PluralMessage(language: .de, one: Message("{count}-mal genutzt, ohne Limit", names: ["count"]), other: Message("{count}-mal genutzt, ohne Limit", names: ["count"])),
            wholeNumber: "Gib eine ganze Zahl ein oder lass das Feld leer, um alles zu behalten",
            youTag: "du",
            yourRole: "Deine Rolle:"
        ),
        importProblems: ImportProblems(
            archiveOfNoKnownApp: "eine Zip- oder Gzip-Datei, aber kein Export, den Larder liest: Larder liest Exporte von Mealie, Tandoor, Paprika und Nextcloud Cookbook",
            checksumMismatch: "in der Zip-Datei beschädigt (die Prüfsumme stimmt nicht)",
            chooseMealieGroup: Message("diese Mealie-Sicherung enthält {number} Gruppen: {groups}; wähle die Gruppe, die du importieren willst", names: ["number", "groups"]),
            couldNotBeRead: Message("ließ sich nicht lesen: {error}", names: ["error"]),
            couldNotBeSaved: Message("ließ sich nicht speichern ({error})", names: ["error"]),
            couldNotFetch: Message("die Seite ließ sich nicht abrufen: {reason}", names: ["reason"]),
            cutToFitSummary: Message("gekürzt: die Beschreibung eines Rezepts fasst höchstens {maximum} Zeichen", names: ["maximum"]),
            damagedGzip: "beschädigte Gzip-Daten",
            damagedGzipSaying: Message("beschädigte Gzip-Daten ({error})", names: ["error"]),
            damagedInZip: "in der Zip-Datei beschädigt",
            damagedZip: "eine beschädigte Zip-Datei",
            damagedZipContents: "eine beschädigte Zip-Datei: ihr Inhaltsverzeichnis lässt sich nicht lesen",
            documentNestsTooDeep: Message("das Dokument verschachtelt Arrays und Objekte tiefer als {maximum} Ebenen", names: ["maximum"]),
            documentTooLarge: Message("das Dokument ist {megabytes} MB groß; importiert werden können höchstens {maximum} MB", names: ["megabytes", "maximum"]),
            elementUnreadable: "ließ sich nicht lesen",
            expectedDateTime: Message("erwartet werden Datum und Uhrzeit nach ISO 8601 wie \"2024-05-01T12:30:00Z\", gefunden: \"{found}\"", names: ["found"]),
            expectedDay: Message("erwartet wird ein Tag wie \"2026-11-25\", gefunden: \"{found}\"", names: ["found"]),
            expectedDecimal: Message("erwartet wird eine Dezimalzahl als Zeichenkette, etwa \"1.5\", gefunden: \"{found}\"", names: ["found"]),
            expectedDocumentObject: Message("erwartet wird ein Objekt mit \"format\": \"{format}\", gefunden: {found}", names: ["format", "found"]),
            expectedOneOf: Message("erwartet wird einer dieser Werte: {choices}", names: ["choices"]),
            expectedOneOfFound: Message("erwartet wird einer dieser Werte: {choices}; gefunden: \"{found}\"", names: ["choices", "found"]),
            expectedValue: Message("erwartet wird {kind}", names: ["kind"]),
            expectedValueFound: Message("erwartet wird {kind}, gefunden: {found}", names: ["kind", "found"]),
            fetchBadAddress: Message("„{address}“ ist keine Webadresse", names: ["address"]),
            fetchHTTPStatus: Message("die Website antwortete mit {status}", names: ["status"]),
            fetchRefusedAddress: Message("{host} ist eine private oder lokale Adresse ({address}), die Larder nicht abruft", names: ["host", "address"]),
            fetchRefusedPort: Message("abgerufen wird nur über die üblichen Web-Ports (80 und 443), nicht über {port}", names: ["port"]),
            fetchRefusedScheme: Message("abgerufen werden nur http- und https-Adressen, nicht {scheme}:", names: ["scheme"]),
            fetchTimedOut: Message("die Website hat nicht innerhalb von {seconds} Sekunden geantwortet", names: ["seconds"]),
            fetchTooManyRedirects: Message("die Seite hat mehr als {limit}-mal weitergeleitet", names: ["limit"]),
            fetchUnreachable: Message("die Website war nicht erreichbar ({reason})", names: ["reason"]),
            fetchUnresolvable: Message("{host} wurde nicht gefunden", names: ["host"]),
            fieldIssue: Message("{field}: {problem}", names: ["field", "problem"]),
            fileTooLarge: Message("die Datei ist {megabytes} MB groß; importiert werden können höchstens {maximum} MB", names: ["megabytes", "maximum"]),
            formatExpected: Message("erwartet wird \"{format}\", gefunden: {found}", names: ["format", "found"]),
            formatMissing: Message("fehlt; ein Larder-Dokument enthält \"format\": \"{format}\"", names: ["format"]),
            givenUp: Message("nach {tries} Versuchen aufgegeben; jeder davon hat seinen Server beendet, bevor er fertig war", names: ["tries"]),
            gzipCutShort: "beschädigte Gzip-Daten (abgeschnitten)",
            headsNoLines: "unter dieser Überschrift steht keine Zutat",
            headsNoSteps: "unter dieser Überschrift steht kein Schritt",
            jsonNestsTooDeep: Message("sein JSON ist tiefer als {maximum} Ebenen verschachtelt", names: ["maximum"]),
            kindArray: "ein Array",
            kindNumber: "eine Zahl",
            kindObject: "ein Objekt",
            kindString: "eine Zeichenkette",
            kindTrueOrFalse: "true oder false",
            kindWholeNumber: "eine ganze Zahl",
            leftOut: Message("„{what}“ wurde weggelassen: {reason}", names: ["what", "reason"]),
            lineWithoutWords: "eine Zutatenzeile ohne Text wurde weggelassen",
            listedTwice: Message("\"{name}\" steht zweimal in der Liste (auch unter {path}); Namen müssen sich unterscheiden, auch ohne Rücksicht auf Groß- und Kleinschreibung", names: ["name", "path"]),
            mealieGroup: PluralMessage(language: .de, one: Message("„{name}“ ({count} Rezept)", names: ["count", "name"]), other: Message("„{name}“ ({count} Rezepte)", names: ["count", "name"])),
            missing: "fehlt (Pflichtangabe)",
            named: Message("„{name}“: {problem}", names: ["name", "problem"]),
            namesNoRecipe: "nennt kein Rezept dieses Dokuments",
            needsName: "ein Rezept braucht einen Namen",
            neitherLarderNorSchemaOrg: Message("weder ein Larder-Export (\"format\": \"{format}\") noch schema.org-Rezept-JSON-LD (ein Objekt mit \"@type\": \"Recipe\")", names: ["format"]),
            noAddresses: "gib mindestens eine Adresse an",
            noPlaceInLarder: "dafür hat Larder kein Feld",
            noRecipeJSON: "sie enthält keine recipe.json",
            noRecipeOnPage: Message("auf dieser Seite wurde kein Rezept gefunden; sie enthält {contents}", names: ["contents"]),
            noSchemaOrgRecipe: "kein schema.org-Rezept gefunden (ein Objekt mit \"@type\": \"Recipe\")",
            noStepForTool: "das Rezept hat keinen Schritt, zu dem es gehören könnte",
            noSuchMealieGroup: Message("diese Mealie-Sicherung hat keine Gruppe „{chosen}“; ihre Gruppen sind {groups}", names: ["chosen", "groups"]),
            notAPicture: "kein PNG-, JPEG-, GIF- oder WebP-Bild",
            notAPlainFileName: "muss ein einfacher Dateiname mit höchstens 200 Zeichen sein, ohne Ordner",
            notAWebAddress: "keine Webadresse",
            notAWebAddressScheme: "keine Webadresse (sie muss mit https:// oder http:// beginnen)",
            notAWebPage: Message("diese Adresse ist keine Webseite (sondern {type})", names: ["type"]),
            notBase64: "kein gültiges Base64",
            notGzip: "keine Gzip-Daten",
            notJSON: "kein gültiges JSON",
            notMealieBackup: "keine Mealie-Sicherung (ab 1.0): sie enthält keine database.json",
            notPaprikaGzip: "kein Paprika-Rezept (keine Gzip-Daten)",
            notPaprikaRecipe: "kein Paprika-Rezept (weder Name noch Zutaten oder Anleitung)",
            notTandoorRecipe: "kein Rezept eines Tandoor-Exports (dort ist jedes eine Zip-Datei)",
            nutritionNotKept: "die Nährwertangaben wurden weggelassen: Larder speichert keine",
            onePhotoPerRecipe: "ein Rezept hat nur ein Foto",
            pageBoth: Message("{first} und {second}", names: ["first", "second"]),
            pageNoSchemaData: "überhaupt keine schema.org-Daten",
            pageOtherKinds: Message("schema.org-Daten anderer Art ({kinds})", names: ["kinds"]),
            pageTitle: Message("den Titel „{title}“", names: ["title"]),
            pathLeavesZip: "ein Pfad, der aus der Zip-Datei hinausführt; die Datei wird abgelehnt",
            photoNotAPicture: "ist kein PNG-, JPEG- oder WebP-Bild (oder die Datei ist beschädigt)",
            photoTooLarge: Message("ist größer als {megabytes} MB", names: ["megabytes"]),
            photoTooManyPixels: Message("hat mehr als {millions} Millionen Pixel", names: ["millions"]),
            pictureTooLarge: Message("das Bild ist größer als {megabytes} MB", names: ["megabytes"]),
            ratingKeptAs: Message("mit {rating} bewertet, übernommen mit {stars} von 5 Sternen: Larder bewertet in ganzen Sternen", names: ["rating", "stars"]),
            recipeOrNote: "ein Eintrag ist entweder ein Rezept mit Portionen oder eine Notiz",
            servingsRange: "erwartet werden 1 bis 100 Portionen",
            starsRange: "erwartet werden 1 bis 5 Sterne",
            stepWithoutWords: "ein Schritt ohne eigenen Text wurde weggelassen",
            summaryFull: Message("die Beschreibung des Rezepts ist voll (sie fasst höchstens {maximum} Zeichen)", names: ["maximum"]),
            tagsPerImport: PluralMessage(language: .de, one: Message("ein Import gibt einem Rezept höchstens {count} Schlagwort", names: ["count"]), other: Message("ein Import gibt einem Rezept höchstens {count} Schlagwörter", names: ["count"])),
            timeUnreadable: "Larder konnte das nicht als Zeitangabe lesen",
            timelineNotKept: PluralMessage(language: .de, one: Message("der Verlauf des Rezepts ({count} Eintrag) wurde weggelassen: Larder übernimmt keinen", names: ["count"]), other: Message("der Verlauf des Rezepts ({count} Einträge) wurde weggelassen: Larder übernimmt keinen", names: ["count"])),
            tooManyAddresses: Message("{addresses} Adressen sind mehr als die {maximum}, die ein Import annimmt", names: ["addresses", "maximum"]),
            tooManyDecimals: Message("höchstens 3 Nachkommastellen werden übernommen; schreibe {quantity} mit 3 oder weniger", names: ["quantity"]),
            tooManyOpenJobs: Message("dieser Haushalt hat schon {maximum} Importe laufen, so viele wie erlaubt: warte, bis einer fertig ist", names: ["maximum"]),
            tooManyZipFiles: Message("die Zip-Datei enthält mehr als {maximum} Dateien", names: ["maximum"]),
            truncated: Message("{problem} (nur die ersten {megabytes} MB wurden gelesen)", names: ["problem", "megabytes"]),
            unknownFormat: Message("unbekanntes Format {found}; Larder liest Dokumente mit \"format\": \"{format}\" und schema.org-Rezepte", names: ["found", "format"]),
            unknownTimeZone: "keine Zeitzone, die Larder kennt",
            unpacksToMoreThan: Message("ist entpackt größer als {megabytes} MB", names: ["megabytes"]),
            versionExpected: Message("erwartet wird eine Versionsnummer von 1 bis {newest}, gefunden: {found}", names: ["newest", "found"]),
            versionFromOne: "erwartet wird eine Version ab 1",
            versionTooNew: Message("dieses Dokument hat Version {version} des Larder-Formats, dieses Larder liest aber nur Versionen bis {newest}; aktualisiere Larder, um es zu importieren", names: ["version", "newest"]),
            versionTwice: Message("Version {version} kommt zweimal vor", names: ["version"]),
            weekdayRange: "erwartet wird ein Wochentag von 1 (Montag) bis 7 (Sonntag)",
            yieldKeptAs: PluralMessage(language: .de, one: Message("die Mengenangabe „{yield}“ wird als {count} Portion übernommen", names: ["count", "yield"]), other: Message("die Mengenangabe „{yield}“ wird als {count} Portionen übernommen", names: ["count", "yield"])),
            yieldWithoutNumber: "Larder zählt Portionen, und hier steht keine Zahl",
            zipTooLarge: Message("die Zip-Datei ist entpackt größer als {megabytes} MB; sie wird abgelehnt", names: ["megabytes"])
        ),
        importing: Importing(
            addressesDone: "Erledigte Adressen",
            addressesHint: "Füge eine Adresse ein oder mehrere, eine pro Zeile. Larder liest von jeder Seite das Rezept und sein Foto.",
            addressesLabel: "Adressen von Rezeptseiten",
            addressesPlaceholder: "https://",
            alreadyHaveIt: "Dieses Rezept hast du schon; nichts hat sich geändert.",
            alreadyTitle: "Dieses Rezept hast du schon",
            appTerm: "Der Export einer anderen App",
            appText: "Ein Mealie-Backup (ab 1.0, oder der Export älterer Versionen), ein Tandoor-Export, eine Paprika",
            appTextEnd: "Datei oder ein Nextcloud-Cookbook-Export: Rezepte, Fotos, Schlagwörter und Favoriten kommen mit. Bevor etwas gespeichert wird, siehst du, welche Rezepte sich nicht lesen ließen.",
            belongToHousehold: "Importierte Rezepte gehören zu deinem aktuellen Haushalt",
            canImport: PluralMessage(language: .de, one: Message("{count} von {total} Rezepten kann aus {from} importiert werden", names: ["count", "total", "from"]), other: Message("{count} von {total} Rezepten können aus {from} importiert werden", names: ["count", "total", "from"])),
            cancelAndDelete: "Abbrechen und Datei löschen",
            cancelled: "Nichts wurde importiert; die Datei ist gelöscht.",
            chooseFileOrPaste: "Wähle eine Datei oder füge ein Rezept zum Importieren ein.",
            chooseGroup: "Wähle die Gruppe, deren Rezepte in diesen Haushalt kommen sollen.",
            continueButton: "Weiter",
            doesNotFit: Message("Das Rezept der Seite passt nicht: {problems}", names: ["problems"]),
            doneOf: Message("{done} von {total}", names: ["done", "total"]),
            everyoneSees: ", und alle darin sehen sie.",
            failedCount: "fehlgeschlagen",
            fetchBudget: PluralMessage(language: .de, one: Message("Dieser Haushalt hat in der letzten Minute {count} Seite abgerufen. Warte eine Minute und versuche es dann noch einmal.", names: ["count"]), other: Message("Dieser Haushalt hat in der letzten Minute {count} Seiten abgerufen. Warte eine Minute und versuche es dann noch einmal.", names: ["count"])),
            fileConflictLegend: "Wenn es schon ein Rezept mit demselben Namen gibt",
            fileProblems: "Nichts wurde importiert: Die Datei hat Probleme.",
            fixThese: "Behebe sie in der Datei und versuche es noch einmal:",
            followHint: "Diese Seite verfolgt den Import, während er läuft; du kannst sie verlassen, und der Import geht weiter.",
            formatLarder: "Larder-JSON",
            formatMealie: "einem Mealie-Backup",
            formatMealieLegacy: "einem Mealie-Export (vor 1.0)",
            formatNextcloud: "einem Nextcloud-Cookbook-Export",
            formatPaprika: "einem Paprika-Export",
            formatSchemaOrg: "schema.org-JSON-LD",
            formatTandoor: "einem Tandoor-Export",
            formatWebPage: "einer Webseite",
            formatsTitle: "Was kann ich importieren?",
            fromFile: "Aus einer Datei",
            fromSite: "Von einer Rezeptseite",
            groupChoice: PluralMessage(language: .de, one: Message("{name} ({count} Rezept)", names: ["count", "name"]), other: Message("{name} ({count} Rezepte)", names: ["count", "name"])),
            groupLegend: "Gruppe",
            householdHas: ", und dieser Haushalt hat schon:",
            importFile: "Datei importieren",
            importFromWeb: "Aus dem Web importieren",
            importMore: "Mehr importieren",
            importOthers: PluralMessage(language: .de, one: Message("Das andere importieren", names: ["count"]), other: Message("Die anderen {count} importieren", names: ["count"])),
            importedCount: "importiert",
            importedFrom: PluralMessage(language: .de, one: Message("{count} Rezept aus {format} importiert", names: ["count", "format"]), other: Message("{count} Rezepte aus {format} importiert", names: ["count", "format"])),
            importedFromHost: Message("Importiert von {host}.", names: ["host"]),
            jobFinished: "Import abgeschlossen",
            jobRunning: "Rezepte werden importiert",
            jsonHint: "Zum Beispiel der",
            jsonHintEnd: "Block aus einer Rezept-Webseite.",
            keepBoth: "Beide behalten",
            keepMine: "Meins behalten",
            keptUploads: Message("Dateien, die auf eine Entscheidung warten, werden einen Tag aufbewahrt: Dieser Haushalt bewahrt {used} von {quota} auf.", names: ["used", "quota"]),
            keywordsAsTags: "Auch die Stichwörter der Rezepte zu Schlagwörtern machen",
            keywordsHint: "Sonst werden nur Kategorien und Küchen zu Schlagwörtern, höchstens 5 je Rezept: Stichwörter sind meist für Suchmaschinen geschrieben.",
            larderTerm: "Larder-JSON",
            larderText: "Was „Exportieren“ bei einem Rezept oder Haushalt liefert, von diesem oder einem anderen Larder-Server. Es enthält alles: Schritte, ihre Zutaten, Zeiten, Utensilien und Techniken.",
            limitsText: Message("Ein Import nimmt bis zu {addresses} Adressen an, und ein Haushalt kann {jobs} Importe gleichzeitig laufen lassen.", names: ["addresses", "jobs"]),
            mealieGroups: PluralMessage(language: .de, one: Message("Dieses Mealie-Backup enthält {count} Gruppe", names: ["count"]), other: Message("Dieses Mealie-Backup enthält {count} Gruppen", names: ["count"])),
            notImported: Message("Nicht importiert: {path}: {problem}.", names: ["path", "problem"]),
            noteKeptTheirs: "schon im Haushalt, der sein eigenes behält",
            notePictureLeftOut: Message("das Bild wurde weggelassen: {problem}", names: ["problem"]),
            noteReadFromPage: Message("aus {way} gelesen, weil die Seite kein schema.org-Rezept enthält: bitte mit der Seite vergleichen", names: ["way"]),
            noteReplacedTheirs: "hat das Rezept des Haushalts ersetzt",
            noteSavedAs: Message("gespeichert als „{name}“", names: ["name"]),
            noteSeveralRecipes: PluralMessage(language: .de, one: Message("{count} Rezept auf der Seite: {names}", names: ["count", "names"]), other: Message("{count} Rezepte auf der Seite: {names}", names: ["count", "names"])),
            or: "oder",
            pageHolds: "Die Seite enthält",
            pasteAddress: "Füge die Adresse einer Rezeptseite ein, oder mehrere, eine pro Zeile.",
            pasteJSON: "JSON einfügen",
            pictureLeftOut: Message("Das Bild unter {path} wurde weggelassen: {problem}.", names: ["path", "problem"]),
            policyAsk: "Mich fragen",
            policyRename: "Beide behalten: das neue als „Name (2)“ speichern",
            policyReplace: "Meins durch das importierte ersetzen",
            policySkip: "Meins behalten: das importierte weglassen",
            problemsTitle: "Probleme in der Datei",
            progress: "Fortschritt",
            quotaFull: Message("Diese Datei kann nicht für deine Entscheidung aufbewahrt werden: Der Haushalt bewahrt schon {used} an wartenden Dateien auf und darf {quota} aufbewahren. Entscheide zuerst über diese, oder versuch es morgen noch einmal.", names: ["used", "quota"]),
            readFromPage: Message("„{name}“ wurde aus {way} gelesen, weil die Seite kein schema.org-Rezept enthält: bitte mit der Seite vergleichen.", names: ["name", "way"]),
            recipeProblems: "Nichts wurde importiert: Ein Rezept hat Probleme.",
            renamedCount: PluralMessage(language: .de, one: Message("{count} umbenannt", names: ["count"]), other: Message("{count} umbenannt", names: ["count"])),
            replaceMine: "Meins ersetzen",
            replacedCount: PluralMessage(language: .de, one: Message("{count} ersetzt", names: ["count"]), other: Message("{count} ersetzt", names: ["count"])),
            seeRecipes: "Deine Rezepte ansehen",
            siteTerm: "Die Seite einer Rezeptwebsite",
            siteText: "Die meisten Rezeptseiten beschreiben ihre Rezepte für Suchmaschinen (schema.org); Larder liest das, samt Hauptfoto. Eine Liste von Adressen wird im Hintergrund importiert, und du kannst dabei zusehen.",
            skippedCount: PluralMessage(language: .de, one: Message("{count} übersprungen (schon vorhanden)", names: ["count"]), other: Message("{count} übersprungen (schon vorhanden)", names: ["count"])),
            stateFailed: "Fehlgeschlagen",
            stateImported: "Importiert",
            stateWaiting: "Wartet",
            takeSettings: "Die Einstellungen eines Larder-Exports übernehmen (Zeitzone, Wochenbeginn, Vorräte)",
            takeSettingsHint: "Sonst behält der Haushalt seine eigenen, und der Bericht sagt, was sich geändert hätte.",
            thePage: "der Seite",
            title: "Rezepte importieren",
            toGoOf: Message("offen, von {total}", names: ["total"]),
            unreadableIntro: "Diese ließen sich nicht lesen und würden weggelassen:",
            uploadGone: "Dieser Upload ist nicht mehr da (Uploads warten einen Tag). Lade die Datei noch einmal hoch.",
            uploadHint: "Ein Export aus Mealie, Tandoor, Paprika oder Nextcloud Cookbook, eine im Browser gespeicherte Webseite oder eine",
            uploadHintEnd: "Datei, etwa ein Larder-Export.",
            uploadLabel: "Datei hochladen",
            urlConflictLegend: "Wenn ich das Rezept schon habe (gleiche Adresse oder gleicher Name)",
            wayHeadings: "ihren Überschriften und Listen",
            wayMicroformats: "ihren Mikroformaten",
            wayPlugin: "der Rezeptkarte eines Plugins",
            wayRDFa: "ihrem RDFa"
        ),
        ingredients: Ingredients(
            aisle: "Gang:",
            aisleField: "Gang auf der Einkaufsliste",
            aislePlaceholder: "z. B. Milchprodukte",
            aisleSaved: "Der Gang ist gespeichert: Die Einkaufsliste ordnet die Zutat dort ein, wenn sie das nächste Mal erstellt wird.",
            change: "Ändern",
            choosePicture: "Wähle ein Bild zum Hochladen.",
            countLabel: PluralMessage(language: .de, one: Message("{count} Zutat", names: ["count"]), other: Message("{count} Zutaten", names: ["count"])),
            deleteButton: "Zutat löschen",
            deleteHeading: "Diese Zutat löschen?",
            deleteLink: Message("{name} löschen…", names: ["name"]),
            deleteTitle: Message("{name} löschen", names: ["name"]),
            deleted: "Die Zutat ist gelöscht.",
            density: "Gramm pro Milliliter",
            densityHint: "Damit Rezepte es nach Gewicht oder in Cups zeigen können. Mehl etwa 0,53, Zucker 0,85, Butter 0,96; leer für keine Angabe.",
            densityPlaceholder: "z. B. 0,53",
            densitySaved: "Die Dichte ist gespeichert: Rezepte können die Zutat jetzt nach Gewicht oder Volumen zeigen.",
            findIngredient: "Zutat suchen",
            linesKeepText: PluralMessage(language: .de, one: Message("{count} Rezeptzeile behält ihren eigenen Text.", names: ["count"]), other: Message("{count} Rezeptzeilen behalten ihren eigenen Text.", names: ["count"])),
            nameTaken: "Eine andere Zutat hat schon diesen Namen.",
            newName: "Neuer Name",
            noIngredients: "Noch keine Zutaten",
            noIngredientsHelp: "Zutaten erscheinen hier, sobald du sie zu Rezeptschritten hinzufügst.",
            noMatch: Message("Keine Zutat passt zu „{search}“", names: ["search"]),
            picture: "Bild",
            pictureHint: Message("JPEG, PNG oder WebP, bis {limit}.", names: ["limit"]),
            pictureSaved: "Das Bild ist gespeichert.",
            rename: "Umbenennen",
            renamed: "Die Zutat ist umbenannt.",
            saveAisle: "Gang speichern",
            saveDensity: "Dichte speichern",
            showAll: "Alle anzeigen",
            showAllIngredients: "Alle Zutaten anzeigen",
            title: "Zutaten",
            unused: "Noch in keiner Rezeptzeile",
            upload: "Hochladen",
            uses: PluralMessage(language: .de, one: Message("In {count} Rezeptzeile", names: ["count"]), other: Message("In {count} Rezeptzeilen", names: ["count"]))
        ),
        invite: Invite(
            alreadyFlash: Message("Du gehörst schon zu {name}.", names: ["name"]),
            alreadyIn: Message("Du bist schon in {name}", names: ["name"]),
            alreadyInText: "Diese Einladung gilt für einen Haushalt, zu dem du schon gehörst – es gibt also nichts mehr zu tun.",
            askOwner: "Bitte einen Eigentümer des Haushalts um einen neuen Einladungslink. Das dauert auf der Haushaltsseite nur einen Moment.",
            expiredHeading: "Dieser Einladungslink ist abgelaufen",
            expiredText: "Einladungslinks gelten nur für begrenzte Zeit.",
            expiredTextNamed: Message("Einladungslinks gelten nur für begrenzte Zeit, und dieser zu {name} ist abgelaufen.", names: ["name"]),
            goTo: Message("Zu {name}", names: ["name"]),
            homePage: "Zur Startseite",
            invitedAfter: "auf Larder eingeladen.",
            invitedBefore: "Du wurdest zu",
            joinNotice: Message("Sobald du beitrittst, siehst du alle Rezepte von {name} und kannst eigene hinzufügen. Alle dort sehen deinen Namen und deine E-Mail-Adresse.", names: ["name"]),
            joinTitle: Message("{name} beitreten", names: ["name"]),
            joinedFlash: Message("Du bist {name} beigetreten. Alle dort sehen die Rezepte des Haushalts.", names: ["name"]),
            linkTitle: "Einladungslink",
            logIn: "Anmelden",
            logInToJoin: "Melde dich an oder registriere dich, um beizutreten.",
            notNow: "Jetzt nicht",
            register: "Registrieren",
            revokedHeading: "Dieser Einladungslink wurde zurückgezogen",
            revokedText: "Der Eigentümer des Haushalts hat ihn zurückgezogen, daher funktioniert er nicht mehr.",
            revokedTextNamed: Message("Der Eigentümer von {name} hat ihn zurückgezogen, daher funktioniert er nicht mehr.", names: ["name"]),
            unknownHeading: "Diesen Einladungslink kennen wir nicht",
            unknownText: "Prüfe, ob der ganze Link kopiert wurde. Links können kaputtgehen, wenn sie in einer Nachricht auf zwei Zeilen umbrochen werden.",
            usedUpHeading: "Dieser Einladungslink wurde schon genutzt",
            usedUpText: "Er war für eine bestimmte Anzahl von Personen gedacht, und alle sind schon beigetreten.",
            usedUpTextNamed: Message("Er war für eine bestimmte Anzahl von Personen gedacht, die {name} beitreten sollten, und alle sind schon beigetreten.", names: ["name"])
        ),
        issues: Issues(
            chooseDay: "Wähle einen Tag",
            chooseSlot: "Wähle Frühstück, Mittagessen, Abendessen oder Sonstiges",
            chooseTimeZone: "Wähle eine Zeitzone aus der Liste",
            chooseWeekday: "Wähle einen Wochentag",
            controlCharacters: Message("{label} enthält Steuerzeichen, die nicht gespeichert werden können", names: ["label"]),
            cookedOnDate: Message("Gib den Tag als Datum an, etwa {example}", names: ["example"]),
            cookedOnFuture: "Dieser Tag liegt noch in der Zukunft",
            cookedOnTooEarly: "Gib einen Tag ab 1900 an",
            density: "Gib die Dichte in Gramm pro Milliliter an, zwischen 0,05 und 25 (Mehl hat etwa 0,53), oder lass das Feld leer",
            emailInvalid: "Gib eine E-Mail-Adresse wie name@example.com ein",
            emailRequired: "Bitte gib eine E-Mail-Adresse an",
            emailTooLong: "Die E-Mail-Adresse darf höchstens 254 Zeichen haben",
            keepDays: Message("Behalte Versionen 1 bis {maximum} Tage, oder lass das Feld leer, um sie für immer zu behalten", names: ["maximum"]),
            keepRevisions: Message("Behalte 1 bis {maximum} Versionen je Rezept, oder lass das Feld leer, um alle zu behalten", names: ["maximum"]),
            labelANote: "Notiz",
            labelAisle: "Gang",
            labelAnItem: "Eintrag",
            labelGroup: "Gruppe",
            labelIngredient: "Zutat",
            labelIngredientLine: "Zutatenzeile",
            labelIngredientName: "Name der Zutat",
            labelInstructions: "Anleitung",
            labelItem: "Eintrag",
            labelName: "Name",
            labelNamedTag: Message("Schlagwort „{name}“", names: ["name"]),
            labelNote: "Notiz",
            labelRecipeOrNote: "Rezept oder Notiz",
            labelSize: "Größe",
            labelSkill: "Technik",
            labelSkillName: "Name der Technik",
            labelStaple: Message("„{name}“", names: ["name"]),
            labelSummary: "Kurzbeschreibung",
            labelTag: "Schlagwort",
            labelTool: "Gerät",
            labelToolNote: "Hinweis zum Gerät",
            labelUnit: "Einheit",
            lastDayBeforeFirst: "Der letzte Tag liegt vor dem ersten",
            linkExpiry: Message("Ein Link läuft nach {minimumDays} bis {maximumDays} Tagen ab – oder nie.", names: ["minimumDays", "maximumDays"]),
            listTooLong: Message("Eine Liste umfasst höchstens {maximumDays} Tage", names: ["maximumDays"]),
            negativeQuantity: "Die Menge darf nicht negativ sein",
            onlyWhileEarlierStepWaits: "Ein Schritt kann nur erledigt werden, während ein früherer Schritt wartet",
            passwordCharacter: "Das Passwort enthält ein Zeichen, das nicht erlaubt ist",
            passwordTooLong: Message("Das Passwort darf höchstens {maximum} Zeichen haben", names: ["maximum"]),
            passwordTooShort: Message("Das Passwort braucht mindestens {minimum} Zeichen", names: ["minimum"]),
            pictureFormat: "Die Datei ist kein PNG-, JPEG- oder WebP-Bild",
            pictureTooLarge: "Das Bild darf höchstens 5 MB groß sein",
            pictureTooManyPixels: "Das Bild darf höchstens 50 Millionen Pixel haben",
            quantityTooLarge: "Die Menge ist zu groß",
            rangeNeedsLowerQuantity: "Eine Spanne braucht auch eine untere Menge",
            rangeUpperBelowLower: "Die obere Menge darf nicht unter der unteren liegen",
            required: Message("{label} fehlt noch", names: ["label"]),
            servings: "Die Portionen müssen zwischen 1 und 100 liegen",
            servingsWhole: "Die Portionen müssen eine ganze Zahl zwischen 1 und 100 sein",
            singleLine: Message("{label} muss eine einzige Zeile ohne Steuerzeichen sein", names: ["label"]),
            sourceAddress: "Die Quelle muss eine Webadresse sein, die mit http:// oder https:// beginnt",
            stars: "Vergib 1 bis 5 Sterne",
            stepDoesNotWait: Message("Schritt {step} hat keine Wartezeit, also kann währenddessen nichts erledigt werden", names: ["step"]),
            tagComma: "Ein Schlagwort darf kein Komma enthalten",
            time: "Die Zeit muss zwischen 0 und 7 Tagen liegen",
            tokenExpiry: Message("Ein Token läuft nach {minimumDays} bis {maximumDays} Tagen ab – oder nie.", names: ["minimumDays", "maximumDays"]),
            tooLong: Message("{label} darf höchstens {maximum} Zeichen haben (es sind {length})", names: ["label", "maximum", "length"]),
            tooManyMeasures: Message("Eine Zeile kann höchstens {maximum} Mengen jeder Art nennen", names: ["maximum"]),
            tooManyRecipeLines: Message("Ein Rezept kann außerhalb seiner Schritte höchstens {maximum} Zutatenzeilen haben", names: ["maximum"]),
            tooManySkills: Message("Ein Schritt kann höchstens {maximum} Techniken nennen", names: ["maximum"]),
            tooManyStaples: Message("Höchstens {maximum} Vorräte, bitte", names: ["maximum"]),
            tooManyStepLines: Message("Ein Schritt kann höchstens {maximum} Zutatenzeilen haben", names: ["maximum"]),
            tooManySteps: Message("Ein Rezept kann höchstens {maximum} Schritte haben", names: ["maximum"]),
            tooManyTags: Message("Ein Rezept kann höchstens {maximum} Schlagwörter haben", names: ["maximum"]),
            tooManyTools: Message("Ein Schritt kann höchstens {maximum} Geräte nennen", names: ["maximum"]),
            tooShort: Message("{label} braucht mindestens {minimum} Zeichen", names: ["label", "minimum"])
        ),
        layout: Layout(
            account: "Konto",
            accountNav: "Konto",
            admin: "Verwaltung",
            checkTheForm: "Bitte prüfe das Formular",
            household: "Haushalt",
            ingredients: "Zutaten",
            install: "Larder auf diesem Gerät installieren",
            installHint: "Öffnet sich wie eine App und bewahrt Liste, Woche und Rezepte für Orte ohne Netz auf.",
            logIn: "Anmelden",
            logOut: "Abmelden",
            mainNav: "Hauptmenü",
            plan: "Plan",
            privacy: "Larder hält die Rezepte jedes Haushalts privat – nur der Haushalt selbst sieht sie.",
            recipes: "Rezepte",
            register: "Registrieren",
            shopping: "Einkauf",
            signedInAs: Message("Angemeldet als {name}.", names: ["name"]),
            skills: "Techniken",
            skipLink: "Zum Inhalt springen",
            undo: "Rückgängig"
        ),
        login: Login(
            correctFields: "Bitte korrigiere die unten markierten Felder.",
            createAccount: "Konto erstellen",
            createHousehold: "Leg einen Haushalt an, um loszulegen.",
            directoryDown: "Das Verzeichnis ist gerade nicht erreichbar, daher kann Larder dein Passwort nicht prüfen. Versuch es in einer Minute noch einmal.",
            directoryEmailUnusable: "Die E-Mail-Adresse deines Verzeichniseintrags kann hier nicht verwendet werden. Bitte die Person, die dein Verzeichnis betreut, sie zu korrigieren.",
            directoryFailed: "Die Anmeldung über das Verzeichnis ist fehlgeschlagen. Wer Larder verwaltet, findet den Grund im Protokoll.",
            directoryHint: "Melde dich mit dem Namen und Passwort aus dem Verzeichnis deiner Organisation an; dein Konto hier wird beim ersten Mal angelegt.",
            directoryNoEmail: "Dein Verzeichniseintrag hat keine E-Mail-Adresse, die Larder aber braucht. Bitte die Person, die dein Verzeichnis betreut, eine einzutragen.",
            email: "E-Mail",
            emailOrUserName: "E-Mail oder Benutzername",
            enterEmailOrName: "Gib deine E-Mail oder deinen Benutzernamen ein",
            joined: Message("Du bist jetzt Mitglied von {household}.", names: ["household"]),
            logIn: "Anmelden",
            loggedOut: "Du bist abgemeldet.",
            nameTooLong: "Dieser Name ist zu lang",
            newHere: "Neu hier?",
            password: "Passwort",
            passwordRequired: "Passwort fehlt noch",
            passwordTooLong: "Das Passwort ist zu lang",
            providerEmailTaken: Message("Ein Konto mit {email} gibt es schon, und {provider} hat nicht bestätigt, dass diese Adresse dir gehört, daher werden die beiden nicht verbunden. Melde dich mit dem Passwort des Kontos an oder bestätige die Adresse bei {provider}.", names: ["email", "provider"]),
            providerEmailUnusable: Message("{provider} hat eine E-Mail-Adresse geliefert, die Larder nicht verwenden kann ({email}).", names: ["provider", "email"]),
            providerFailed: Message("Die Anmeldung über {provider} ist fehlgeschlagen. Versuch es in einer Minute noch einmal.", names: ["provider"]),
            providerNoEmail: Message("{provider} hat deine E-Mail-Adresse nicht mitgeteilt, die Larder aber braucht. Bitte eine Person, die Larder verwaltet, sie für Larder freizugeben.", names: ["provider"]),
            providerRefused: Message("{provider} hat dich nicht angemeldet ({detail}).", names: ["provider", "detail"]),
            providerUnreachable: Message("{provider} ist gerade nicht erreichbar. Versuch es in einer Minute noch einmal.", names: ["provider"]),
            providerUntrusted: Message("Der Antwort von {provider} war nicht zu trauen, daher bist du nicht angemeldet. Wer Larder verwaltet, findet den Grund im Protokoll.", names: ["provider"]),
            signInExpired: "Diese Anmeldung ist abgelaufen, wurde schon abgeschlossen oder in einem anderen Browser begonnen. Fang noch einmal an.",
            signInWith: Message("Mit {provider} anmelden", names: ["provider"]),
            title: "Anmelden",
            welcome: Message("Willkommen bei Larder, {name}.", names: ["name"]),
            welcomeCreateHousehold: Message("Willkommen bei Larder, {name}. Leg zuerst deinen Haushalt an.", names: ["name"]),
            welcomeTo: Message("Willkommen bei {household}.", names: ["household"]),
            wrongEmailOrPassword: "E-Mail oder Passwort stimmt nicht.",
            wrongNameOrPassword: "Name oder Passwort stimmt nicht."
        ),
        mail: Mail(
            footer: Message("Gesendet von Larder unter {address}.", names: ["address"]),
            inviteAction: Message("{household} beitreten", names: ["household"]),
            inviteExpires: Message("Der Link funktioniert bis {date}.", names: ["date"]),
            inviteIgnore: Message("Wenn du {inviter} nicht kennst, kannst du diese Mail einfach ignorieren.", names: ["inviter"]),
            inviteLead: Message("{inviter} lädt dich in den Haushalt „{household}“ auf Larder ein, um Rezepte, Essensplan und Einkaufsliste zu teilen.", names: ["inviter", "household"]),
            inviteSubject: Message("{inviter} lädt dich in den Haushalt {household} auf Larder ein", names: ["inviter", "household"]),
            linkFallback: "Falls der Knopf nicht funktioniert, öffne diese Adresse im Browser:",
            resetAction: "Neues Passwort wählen",
            resetExpires: "Der Link funktioniert einmal, eine Stunde lang.",
            resetIgnore: "Wenn du das nicht warst, ignorier diese Mail: Dein Passwort bleibt, wie es ist.",
            resetLead: Message("Jemand, wahrscheinlich du, möchte ein neues Passwort für das Konto {email} auf Larder wählen.", names: ["email"]),
            resetSubject: "Neues Passwort für Larder wählen"
        ),
        offline: Offline(
            keptHere: "Auf diesem Gerät aufbewahrt",
            lead: "Larder erreicht seinen Server von diesem Gerät aus gerade nicht. Was dieses Gerät aufbewahrt, öffnet sich auch so; der Rest kommt mit dem Netz zurück.",
            noRecipes: "Noch keine Rezepte: Ein Rezept, das du online öffnest oder für die Woche planst, wird 14 Tage aufbewahrt.",
            recipes: "Rezepte",
            shoppingList: "Die Einkaufsliste",
            title: "Du bist offline",
            tryAgain: "Noch einmal versuchen",
            week: "Der Plan dieser Woche"
        ),
        pagination: Pagination(
            label: "Seiten",
            next: "Nächste",
            pageHidden: "Seite",
            pageNumber: Message("Seite {number}", names: ["number"]),
            pageOf: Message("Seite {number} von {total}", names: ["number", "total"]),
            previous: "Vorherige"
        ),
        plan: Plan(
            addToDay: Message("am {day}", names: ["day"]),
            addToPlan: "Zum Plan hinzufügen",
            backToPlan: "Zurück zum Plan",
            change: "Ändern",
            chooseDayAndMeal: "Wähle einen Tag und eine Mahlzeit, auf die du es verschieben willst.",
            chooseRecipeTitle: "Rezept wählen",
            chooseWeekday: "Wähle einen Wochentag.",
            day: "Tag",
            feedHowTo: "Wähle in deiner Kalender-App „Kalender abonnieren“ (oder „Kalender per URL hinzufügen“) und füge ihn dort ein. Wer den Link hat, sieht den Plan.",
            feedLink: "Kalenderlink",
            feedOff: "Abonniere den Plan im Kalender deines Handys oder Computers: Jede geplante Mahlzeit erscheint als ganztägiger Termin.",
            feedOn: "Ein Kalenderlink ist aktiv. Kalender, die ihn abonniert haben, zeigen den Plan von vier Wochen zurück bis zwölf Wochen voraus.",
            feedReady: "Dein Kalenderlink ist fertig. Kopiere ihn jetzt: Aus Sicherheitsgründen speichert Larder nur einen Fingerabdruck davon und kann ihn nicht noch einmal zeigen.",
            feedTitle: "Im Kalender deines Handys",
            feedTurnedOff: "Der Kalenderlink ist abgeschaltet: Kalender, die ihn genutzt haben, bekommen den Plan nicht mehr.",
            find: "Suchen",
            findRecipe: "Rezept suchen…",
            friday: "Freitag",
            makeFeedLink: "Kalenderlink erstellen",
            meal: "Mahlzeit",
            monday: "Montag",
            move: "Verschieben",
            movedTo: Message("Verschoben auf {day} ({slot}).", names: ["slot", "day"]),
            newFeedLink: "Neuen Link erstellen (der alte erlischt)",
            nextWeek: "Nächste Woche →",
            noRecipeLike: Message("Kein Rezept hat einen Namen wie „{query}“.", names: ["query"]),
            noRecipeNamed: Message("Dein Haushalt hat kein Rezept namens „{name}“. Meintest du eins von diesen?", names: ["name"]),
            noRecipeNamedNorLike: Message("Dein Haushalt hat kein Rezept namens „{name}“ und auch keins mit ähnlichem Namen. Such eins in der Rezeptliste.", names: ["name"]),
            notPlannedYet: "Noch nicht eingeplant: Bitte korrigiere die markierten Felder.",
            note: "Oder eine Notiz",
            noteHint: "Etwa „Reste“ oder „auswärts essen“.",
            nothingPlanned: "Nichts geplant.",
            pickHint: "Ein Teil des Namens; Groß- und Kleinschreibung, Akzente und ein, zwei Tippfehler sind egal.",
            planIt: "Einplanen",
            planRecipe: Message("{name} einplanen", names: ["name"]),
            planThis: "Einplanen",
            plannedFor: Message("Für {day} eingeplant.", names: ["day"]),
            plannedForSlot: Message("Eingeplant für {day} ({slot}). Die Woche findest du unter Plan.", names: ["slot", "day"]),
            plannedLike: Message("„{recipe}“ ist für {day} eingeplant: das einzige Rezept wie „{typed}“.", names: ["recipe", "day", "typed"]),
            previousWeek: "← Vorige Woche",
            putOnPlanAfter: "auf den Essensplan des Haushalts.",
            putOnPlanBefore: "Setze",
            recipe: "Rezept",
            recipeForDay: Message("Ein Rezept für {day}", names: ["day"]),
            recipeHint: "Gib einen Teil des Namens ein; Groß- und Kleinschreibung und Akzente sind egal.",
            recipeOrNote: "Nenne ein Rezept des Haushalts oder schreib eine Notiz",
            removeFromPlan: "Aus dem Plan nehmen",
            removed: "Aus dem Plan genommen.",
            saturday: "Samstag",
            scheduleBusy: Message("{time} Arbeit", names: ["time"]),
            scheduleNoTime: "keine Zeit angegeben",
            scheduleStep: Message("Schritt {number}", names: ["number"]),
            scheduleSumNote: Message("Die Zeiten ergeben zusammen {sum}, aber manche Schritte laufen, während andere warten.", names: ["sum"]),
            scheduleSummary: Message("Fertig in {time}, davon {busy} Arbeit.", names: ["time", "busy"]),
            scheduleUntimedNote: "Schritte ohne Zeitangabe sind nicht mitgezählt.",
            scheduleWaiting: Message("{time} Wartezeit", names: ["time"]),
            scheduleWhileStepWaits: Message("{text}, während Schritt {step} wartet", names: ["text", "step"]),
            servings: "Portionen",
            servingsHint: "Leer: so viele wie im Rezept.",
            shoppingListForWeek: "Einkaufsliste für diese Woche",
            slotBreakfast: "Frühstück",
            slotBreakfastInText: "Frühstück",
            slotDinner: "Abendessen",
            slotDinnerInText: "Abendessen",
            slotLunch: "Mittagessen",
            slotLunchInText: "Mittagessen",
            slotOther: "Sonstiges",
            slotOtherInText: "Sonstiges",
            suggestions: "Rezepte mit ähnlichem Namen",
            sunday: "Sonntag",
            thisWeek: "Diese Woche",
            thursday: "Donnerstag",
            title: "Essensplan",
            today: "Heute",
            tuesday: "Dienstag",
            turnFeedOff: "Link abschalten",
            wednesday: "Mittwoch",
            weekOf: Message("Woche ab {day}", names: ["day"]),
            weekStart: "Die Wochen des Haushalts beginnen am",
            weeksNav: "Wochen",
            weeksStartOn: Message("Die Wochen beginnen jetzt am {weekday}.", names: ["weekday"])
        ),
        recipe: Recipe(
            addSome: "Schritte hinzufügen",
            addToFavourites: "Als Favorit merken",
            addToShoppingList: "Auf die Einkaufsliste",
            addedBy: Message("Hinzugefügt von {name} am {date}.", names: ["name", "date"]),
            addedOn: Message("Hinzugefügt am {date}.", names: ["date"]),
            asStated: "laut Rezept",
            asStatedTimes: Message("laut Rezept: {times}", names: ["times"]),
            backTo: Message("Zurück zu {servings}", names: ["servings"]),
            busy: "Arbeitszeit",
            clearRating: "Meine Bewertung löschen",
            cookedOn: "Gekocht am",
            cookedOnce: "einmal",
            cookedSummary: Message("Schon {times} gekocht, zuletzt am {day}.", names: ["times", "day"]),
            cookedSummaryBy: Message("Schon {times} gekocht, zuletzt am {day} von {cook}.", names: ["times", "day", "cook"]),
            cookedTimes: PluralMessage(language: .de, one: Message("{count}-mal", names: ["count"]), other: Message("{count}-mal", names: ["count"])),
            cookedTwice: "zweimal",
            cookingLog: "Kochtagebuch",
            cookingTime: Message("Garzeit {time}", names: ["time"]),
            deleteButton: "Rezept löschen",
            deleteHeading: "Dieses Rezept löschen?",
            deleteRecipe: "Rezept löschen",
            deleteTitle: Message("{name} löschen", names: ["name"]),
            during: Message("Geht, während Schritt {step} wartet.", names: ["step"]),
            entry: PluralMessage(language: .de, one: Message("{day}, für {count} Person", names: ["count", "day"]), other: Message("{day}, für {count} Personen", names: ["count", "day"])),
            entryBy: PluralMessage(language: .de, one: Message("{day} von {cook}, für {count} Person", names: ["count", "day", "cook"]), other: Message("{day} von {cook}, für {count} Personen", names: ["count", "day", "cook"])),
            exportLarder: "Als Larder-JSON exportieren",
            exportSchemaOrg: "Als schema.org-JSON-LD exportieren",
            favourite: "Favorit",
            fewerServings: "Weniger Portionen",
            history: "Verlauf",
            iCookedIt: "Hab ich gekocht",
            ingredients: "Zutaten",
            keepScreenOn: "Bildschirm anlassen",
            kindActive: "Arbeitszeit",
            kindWaiting: "Wartezeit",
            method: "Zubereitung",
            moreServings: "Mehr Portionen",
            noIngredients: "Keine Zutaten angegeben.",
            noSteps: "Dieses Rezept hat noch keine Schritte.",
            notCooked: "Noch nie gekocht.",
            notRated: "Noch nicht bewertet",
            noteOptional: "Notiz (optional)",
            planThis: "Einplanen",
            preparationTime: Message("Vorbereitung {time}", names: ["time"]),
            print: "Drucken",
            publishedOn: Message("Veröffentlicht am {date}.", names: ["date"]),
            rateIt: PluralMessage(language: .de, one: Message("Mit {count} Stern bewerten", names: ["count"]), other: Message("Mit {count} Sternen bewerten", names: ["count"])),
            ratingSummary: PluralMessage(language: .de, one: Message("{average} aus {count} Bewertung", names: ["count", "average"]), other: Message("{average} aus {count} Bewertungen", names: ["count", "average"])),
            readyIn: "Fertig in",
            removeEntry: Message("Eintrag {entry}", names: ["entry"]),
            scaledFrom: Message("Umgerechnet von {servings}.", names: ["servings"]),
            schedule: "Zeitplan",
            scheduleReadyIn: Message("Zeitplan: fertig in {time}", names: ["time"]),
            serves: "Portionen",
            servings: "Portionen",
            servingsToShow: "Angezeigte Portionen",
            share: "Teilen",
            show: "Anzeigen",
            showQuantities: "Mengen anzeigen",
            skillsForStep: Message("Techniken für Schritt {number}", names: ["number"]),
            source: "Quelle:",
            startTimer: Message("Timer „{time}“ starten", names: ["time"]),
            step: Message("Schritt {number}", names: ["number"]),
            tags: "Schlagwörter",
            tickThemOff: "Hake sie ab, während du sie bereitlegst.",
            tools: "Geräte:",
            undoNote: Message("Du kannst das {time} lang rückgängig machen, unter Rezepte bei „Kürzlich gelöscht“.", names: ["time"]),
            units: "Einheiten",
            viewed: PluralMessage(language: .de, one: Message("{count}-mal angesehen, seit der Server läuft.", names: ["count"]), other: Message("{count}-mal angesehen, seit der Server läuft.", names: ["count"])),
            waiting: "Wartezeit",
            youWillNeed: "Du brauchst",
            yourRating: "Deine Bewertung"
        ),
        recipeForm: RecipeForm(
            aboutRecipe: "Über das Rezept",
            addStep: "Schritt hinzufügen",
            amount: "Menge",
            atMostSteps: Message("Ein Rezept hat höchstens {maximum} Schritte.", names: ["maximum"]),
            busyActive: "beschäftigt (aktiv)",
            conflictHint: "Oder ändere das Formular unten, nimm aus beiden, und speichere: Es wird dann erneut mit ihrer Fassung abgeglichen.",
            conflictMerged: Message("Was nur die andere Person geändert hat ({changes}), steht schon unten im Formular, zusammen mit deinen Änderungen.", names: ["changes"]),
            conflictOverwrites: Message("Wenn du deine Fassung behältst, überschreibst du {parts}.", names: ["parts"]),
            conflictParts: "Hier ist jeder Teil, den ihr beide geändert habt: ihre Fassung wie gespeichert, deine wie eingegeben; abweichende Zeilen sind markiert.",
            conflictSaved: Message("Jemand hat dieses Rezept {time} gespeichert, nachdem du den Editor geöffnet hast, und dabei manches geändert, was du auch geändert hast. Nichts, was du eingegeben hast, geht verloren.", names: ["time"]),
            conflictTitle: "Noch nicht gespeichert: Jemand hat dieselben Teile geändert",
            cooking: "Garzeit",
            cookingHint: "z. B. 45",
            createRecipe: "Rezept anlegen",
            created: Message("„{name}“ ist gespeichert.", names: ["name"]),
            currentPhoto: "Das aktuelle Foto des Rezepts",
            deletedMeanwhile: "Jemand hat dieses Rezept gelöscht, während du es bearbeitet hast; deine Änderungen wurden nicht gespeichert.",
            duringHint: "Optional: die Nummer eines früheren Schritts, der wartet (Ofen, Gehzeit). Leer: Dieser Schritt wartet auf den davor.",
            duringIssue: "Gib die Nummer eines früheren Schritts an, der wartet, oder lass das Feld leer",
            duringLabel: "Geht, während Schritt … wartet",
            duringLegend: "In dieser Zeit bist du",
            editTitle: Message("{name} bearbeiten", names: ["name"]),
            ingredient: "Zutat",
            ingredientOf: Message("Zutat von „{line}“", names: ["line"]),
            keepMine: "Meine behalten (überschreiben)",
            line: "Zeile",
            lineIssue: Message("Zeile {line}: {problem}", names: ["line", "problem"]),
            moveDown: "Nach unten",
            moveHint: "Einen Schritt kannst du auch mit Alt und ↑ oder ↓ darin verschieben.",
            moveUp: "Nach oben",
            nameTaken: "Dein Haushalt hat schon ein Rezept mit diesem Namen.",
            nameTakenOther: "Dein Haushalt hat schon ein anderes Rezept mit diesem Namen.",
            newTitle: "Neues Rezept",
            notSavedEdit: "Deine Änderungen wurden nicht gespeichert: Bitte korrigiere die markierten Felder.",
            notSavedNew: "Das Rezept wurde nicht gespeichert: Bitte korrigiere die markierten Felder.",
            note: "Hinweis",
            nothingChanged: "Nichts geändert: Das Rezept ist wie vorher.",
            openExisting: "Vorhandenes Rezept öffnen",
            ownLines: "Zutaten, die kein Schritt verwendet",
            ownLinesHint: "Eine pro Zeile, z. B. Reis, zum Servieren. Zeilen, die ein Schritt verwendet, gehören unten zu diesem Schritt.",
            ownTimes: "Eigene Zeiten des Rezepts (optional)",
            ownTimesHint: "Für ein Rezept, dessen Schritte keine Zeiten haben, wie oft bei Rezepten von anderen Seiten. Sobald ein Schritt eine Zeit hat, sagt der Zeitplan der Schritte, wie lange das Rezept dauert.",
            photoHint: Message("Ein PNG-, JPEG- oder WebP-Bild mit höchstens {size}.", names: ["size"]),
            photoNotAPicture: Message("{file} ist kein PNG-, JPEG- oder WebP-Bild (oder die Datei ist beschädigt). Wähle ein anderes; nichts wurde gespeichert.", names: ["file"]),
            photoOptional: "Foto (optional)",
            photoTooBig: Message("{file} ist {size} groß, ein Foto darf höchstens {limit} haben. Wähle ein kleineres; nichts wurde gespeichert.", names: ["file", "size", "limit"]),
            photoTooLarge: Message("{file} ist größer als {megabytes} MB. Wähle ein anderes; nichts wurde gespeichert.", names: ["file", "megabytes"]),
            photoTooManyPixels: Message("{file} hat mehr als {millions} Millionen Pixel. Wähle ein anderes; nichts wurde gespeichert.", names: ["file", "millions"]),
            preparation: "Vorbereitung",
            preparationHint: "z. B. 15 oder 1 h 30",
            quotedFile: Message("„{file}“", names: ["file"]),
            readings: "Wie Larder diese Zeilen liest",
            readingsHint: "Korrigiere hier die Zutat einer Zeile; lass das Feld leer bei einer Zeile ohne Zutat („Salz nach Geschmack“). Eine Zeile, die du oben im Feld änderst, wird beim Speichern neu gelesen.",
            removePhoto: "Foto entfernen",
            removeStep: "Schritt entfernen",
            replacePhoto: "Foto ersetzen",
            saveChanges: "Änderungen speichern",
            saved: "Deine Änderungen sind gespeichert.",
            savedMerged: Message("Deine Änderungen sind gespeichert, zusammen mit denen, die jemand anderes inzwischen gespeichert hat ({changes}).", names: ["changes"]),
            servings: "Portionen",
            skills: "Techniken",
            skillsHint: "Namen von Techniken, durch Kommas getrennt, z. B. Julienne",
            sourceHint: "Woher das Rezept stammt, z. B. https://example.com/zitronentarte",
            sourceOptional: "Quelle (optional)",
            step: "Schritt",
            stepAdded: Message("Schritt {number} hinzugefügt.", names: ["number"]),
            stepIngredients: "Zutaten für diesen Schritt",
            stepIngredientsHint: "Eine Zutat pro Zeile, z. B. 200 g Butter, weich",
            stepLower: "Schritt",
            stepMovedDown: Message("Schritt {from} nach unten verschoben: Er ist jetzt Schritt {to}.", names: ["from", "to"]),
            stepMovedUp: Message("Schritt {from} nach oben verschoben: Er ist jetzt Schritt {to}.", names: ["from", "to"]),
            stepRemoved: Message("Schritt {number} entfernt.", names: ["number"]),
            steps: "Schritte",
            stepsHint: "Jeder Schritt nennt seine Zutaten, seine Zeit und die Geräte oder Techniken, die er braucht. Ein leerer Schritt fällt beim Speichern weg.",
            summary: "Beschreibung",
            summaryHint: "Ein, zwei Sätze: was es ist und warum du es liebst.",
            tagsHint: "Durch Kommas getrennt, z. B. vegetarisch, unter der Woche, Sonntagsessen. Ein Schlagwort, das dein Haushalt schon hat, wird wiederverwendet.",
            tagsOptional: "Schlagwörter (optional)",
            takeTheirs: "Ihre übernehmen (meine verwerfen)",
            theFile: "Die Datei",
            time: "Zeit",
            timeHint: "Minuten, oder z. B. 45 s, 1 h 30, 1:30. Leer lassen, wenn ohne Zeit.",
            timeIssue: "Gib die Zeit in Minuten an (20) oder als 45 s, 1 h 30 oder 1:30; höchstens eine Woche",
            tools: "Geräte",
            toolsHint: "Durch Kommas getrennt, z. B. großer Topf, Sieb",
            total: "Gesamt",
            totalHint: "Wenn es mehr ist als beide zusammen",
            waitingPassive: "am Warten (passiv)",
            whatToDo: "Was zu tun ist",
            youWillNeed: "Du brauchst"
        ),
        recipes: Recipes(
            anyRating: "Beliebige Bewertung",
            applyFilters: "Filter anwenden",
            backToRecipes: "Zurück zu den Rezepten",
            clearSearch: "Suche zurücksetzen",
            countCapped: PluralMessage(language: .de, one: Message("{count}+ Rezepte", names: ["count"]), other: Message("{count}+ Rezepte", names: ["count"])),
            deleted: PluralMessage(language: .de, one: Message("{name} wurde mit {count} Schritt gelöscht; Zutaten und Techniken bleiben. Du kannst das {time} lang rückgängig machen.", names: ["count", "name", "time"]), other: Message("{name} wurde mit {count} Schritten gelöscht; Zutaten und Techniken bleiben. Du kannst das {time} lang rückgängig machen.", names: ["count", "name", "time"])),
            deletedLead: Message("Ein gelöschtes Rezept lässt sich {time} lang genau so zurückholen, wie es war. Danach ist es endgültig weg.", names: ["time"]),
            deletedMeta: Message("Gelöscht am {deleted}; wiederherstellbar bis {expires}.", names: ["deleted", "expires"]),
            emptyText: "Das Kochbuch dieses Haushalts ist leer. Schreib ein Rezept auf, das du auswendig kannst, oder importiere eins von einer Rezeptseite oder einem anderen Larder.",
            emptyTitle: "Noch keine Rezepte",
            exportAll: "Alle exportieren",
            exportAllHint: "Alle Rezepte dieses Haushalts als eine Larder-JSON-Datei",
            filters: "Filter und Sortierung",
            hours: PluralMessage(language: .de, one: Message("{count} Stunde", names: ["count"]), other: Message("{count} Stunden", names: ["count"])),
            importButton: "Importieren",
            importRecipes: "Rezepte importieren",
            ingredientExample: "z. B. Lauch",
            manageTags: "Schlagwörter verwalten",
            match: PluralMessage(language: .de, one: Message("{count} Rezept passt", names: ["count"]), other: Message("{count} Rezepte passen", names: ["count"])),
            maxMinutes: "Fertig in höchstens (Minuten)",
            moreTags: PluralMessage(language: .de, one: Message("{count} weiteres Schlagwort", names: ["count"]), other: Message("{count} weitere Schlagwörter", names: ["count"])),
            moreThanMatch: PluralMessage(language: .de, one: Message("Mehr als {count} Rezept passt", names: ["count"]), other: Message("Mehr als {count} Rezepte passen", names: ["count"])),
            nearMatches: Message("Kein Rezept enthält „{query}“. Diese heißen so ähnlich:", names: ["query"]),
            newRecipe: "Neues Rezept",
            noneDeleted: Message("In den letzten {time} wurde kein Rezept gelöscht.", names: ["time"]),
            nothingMatches: "Nichts gefunden",
            onlyFavourites: "Nur meine Favoriten",
            quoted: Message("„{name}“", names: ["name"]),
            rated: "Bewertung",
            recentlyDeleted: "Kürzlich gelöschte Rezepte",
            recipeCount: PluralMessage(language: .de, one: Message("{count} Rezept", names: ["count"]), other: Message("{count} Rezepte", names: ["count"])),
            removeFilter: "Filter entfernen:",
            restore: "Wiederherstellen",
            restoreGone: "Dieses Rezept lässt sich nicht mehr wiederherstellen: Es wurde schon wiederhergestellt oder vor zu langer Zeit gelöscht.",
            restoreNameTaken: "Inzwischen gibt es ein Rezept mit demselben Namen. Benenne es um oder lösche es und mach das Löschen dann noch einmal rückgängig.",
            restored: Message("„{name}“ ist wieder da, so wie es war.", names: ["name"]),
            restoredSkillsGone: PluralMessage(language: .de, one: Message("{count} Technik aus den Schritten konnte nicht zurückkommen: Sie wurde inzwischen gelöscht.", names: ["count"]), other: Message("{count} Techniken aus den Schritten konnten nicht zurückkommen: Sie wurden inzwischen gelöscht.", names: ["count"])),
            restoredUnlinked: PluralMessage(language: .de, one: Message("Die Zutat von {count} Zutatenzeile wurde inzwischen gelöscht: Die Zeile behält ihren Text, ohne Verknüpfung.", names: ["count"]), other: Message("Die Zutaten von {count} Zutatenzeilen wurden inzwischen gelöscht: Die Zeilen behalten ihren Text, ohne Verknüpfung.", names: ["count"])),
            searchLabel: "Rezepte suchen",
            searchPlaceholder: "Name oder Wörter aus der Beschreibung",
            serves: PluralMessage(language: .de, one: Message("Für {count} Person", names: ["count"]), other: Message("Für {count} Personen", names: ["count"])),
            showAll: "Alle Rezepte zeigen",
            skillExample: "z. B. Julienne",
            sortBestRated: "Beste Bewertung zuerst",
            sortBy: "Sortieren nach",
            sortLeastCooked: "Am längsten nicht gekocht",
            sortLongest: "Längste Dauer zuerst",
            sortNameAscending: "Name, A–Z",
            sortNameDescending: "Name, Z–A",
            sortNewest: "Neueste zuerst",
            sortOldest: "Älteste zuerst",
            sortQuickest: "Schnellste zuerst",
            stars: PluralMessage(language: .de, one: Message("{count} Stern", names: ["count"]), other: Message("{count} Sterne", names: ["count"])),
            starsOnAverage: "Sterne im Schnitt",
            starsOrMore: PluralMessage(language: .de, one: Message("Ab {count} Stern", names: ["count"]), other: Message("Ab {count} Sternen", names: ["count"])),
            tags: "Schlagwörter",
            title: "Rezepte",
            tryFewer: "Versuch es mit weniger Wörtern oder entferne einen Filter.",
            usesIngredient: "Mit Zutat",
            usesSkill: "Mit Technik",
            writeFirst: "Erstes Rezept schreiben"
        ),
        register: Register(
            accountsFromDirectory: "Konten kommen hier aus deinem Verzeichnis: Melde dich mit deinem Namen und Passwort von dort an.",
            accountsFromProvider: Message("Konten kommen hier von {provider}: Melde dich unten damit an.", names: ["provider"]),
            correctFields: "Bitte korrigiere die unten markierten Felder.",
            createButton: "Konto erstellen",
            email: "E-Mail",
            haveAccount: "Schon ein Konto?",
            joiningAfter: ". Sobald dein Konto angelegt ist, gehörst du dazu und siehst alle Rezepte des Haushalts.",
            joiningBefore: "Du wirst Mitglied von",
            logIn: "Anmelden",
            nameHint: "Den sehen die Leute in deinen Haushalten.",
            password: "Passwort",
            passwordHint: "Mindestens 10 Zeichen. Ein kurzer Satz ist leicht zu merken.",
            signInNow: "Hatte diese Adresse hier noch kein Konto, hat sie jetzt eines: Melde dich unten mit dem gewählten Passwort an. Hatte sie schon eines, melde dich mit dessen Passwort an.",
            title: "Konto erstellen",
            yourName: "Dein Name"
        ),
        resetPassword: ResetPassword(
            askAdmin: "Bitte eine Person, die dieses Larder verwaltet, um einen neuen Link. Wenn du dein Passwort noch weißt, melde dich einfach an.",
            brokenTitle: "Dieser Link funktioniert nicht mehr",
            changed: "Dein Passwort ist geändert. Melde dich damit an; alle angemeldeten Geräte wurden abgemeldet.",
            chooseTitle: "Neues Passwort wählen",
            email: "E-Mail",
            emailIssue: "Gib die E-Mail-Adresse deines Kontos an, etwa name@example.org.",
            forAccountAfter: ". Dieser Link funktioniert einmal, und eine Stunde lang, nachdem er erstellt wurde.",
            forAccountBefore: "Für das Konto",
            forgotLead: "Gib die E-Mail-Adresse deines Kontos an, und Larder schickt dir einen Link, mit dem du ein neues Passwort wählst.",
            forgotLink: "Passwort vergessen?",
            forgotTitle: "Passwort vergessen?",
            linkUnusable: "Dieser Link zum Zurücksetzen des Passworts wurde schon benutzt, ist abgelaufen (ein Link gilt eine Stunde) oder wurde nie erstellt.",
            logIn: "Anmelden",
            newPassword: "Neues Passwort",
            noMail: "Dieses Larder verschickt keine Mails und kann dir deshalb keinen Link schicken. Bitte eine Person, die es verwaltet, um einen Link zum Zurücksetzen.",
            noMailSetup: "Für die Verwaltung: Larder verschickt Links und Einladungen per Mail, sobald LARDER_SMTP_URL, LARDER_MAIL_FROM und LARDER_PUBLIC_URL gesetzt sind (siehe README, „Email“).",
            notChanged: "Dein Passwort wurde nicht geändert: Bitte korrigiere das unten markierte Feld.",
            passwordHint: "Mindestens 10 Zeichen.",
            sendButton: "Link schicken",
            sentSpam: "Nach ein paar Minuten noch nichts da? Schau im Spam-Ordner nach, oder frag noch einmal.",
            sentText: Message("Wenn es ein Konto mit der Adresse {email} gibt, ist ein Link für ein neues Passwort unterwegs. Er funktioniert einmal, eine Stunde lang.", names: ["email"]),
            sentTitle: "Schau in dein Postfach",
            setButton: "Neues Passwort speichern"
        ),
        sharing: Sharing(
            aDay: "einen Tag",
            aWeek: "eine Woche",
            aYear: "ein Jahr",
            chooseExpiry: "Wähle, wie lange der Link gültig ist.",
            copyLink: "Link kopieren",
            days: PluralMessage(language: .de, one: Message("{count} Tag", names: ["count"]), other: Message("{count} Tage", names: ["count"])),
            expiresLabel: "Gültig",
            household: "Haushalt",
            keepScreenOn: "Bildschirm anlassen",
            linksTitle: "Links, die jetzt funktionieren",
            listLead: "Die Rezepte des Haushalts, die jede Person mit dem Link lesen kann. Widerrufst du einen Link, findet dort niemand mehr etwas.",
            listedUnder: "Alle Links des Haushalts findest du unter",
            listedUnderEnd: ".",
            made: Message("erstellt am {date}", names: ["date"]),
            madeBy: Message("erstellt am {date} von {name}", names: ["date", "name"]),
            makeLinkButton: "Link zum Teilen erstellen",
            makeLinkTitle: "Link erstellen",
            newLinkCopy: "Kopiere ihn jetzt: Er wird nicht gespeichert und nicht noch einmal angezeigt.",
            newLinkLabel: "Der neue Link zum Teilen",
            newLinkTitle: "Dein neuer Link.",
            noLinks: "Für dieses Rezept gibt es keine Links zum Teilen.",
            noneShared: "Kein Rezept ist geteilt. Teile eines auf seiner Seite mit der Schaltfläche „Teilen“.",
            openAsOthers: "So öffnen, wie andere ihn sehen",
            print: "Drucken",
            revoke: "Widerrufen",
            revokeLinkHidden: Message("den Link {detail}", names: ["detail"]),
            revokeLinkToHidden: Message("den Link zu {name}", names: ["name"]),
            revokedFlash: "Der Link ist widerrufen: Wer ihn hat, findet dort jetzt nichts mehr.",
            shareLead: "Mit einem Link zum Teilen kann jede Person, die ihn hat, dieses Rezept lesen, auch ohne Konto: Foto, Zutaten und Zubereitung, und sonst nichts aus dem Haushalt. Andere Rezept-Apps können es über den Link importieren.",
            shareTitle: Message("{name} teilen", names: ["name"]),
            sharedNote: "Ein aus Larder geteiltes Rezept zum Lesen.",
            sharedRecipes: "Geteilte Rezepte",
            sourceLabel: "Quelle:",
            untilRevoked: "bis zum Widerruf",
            worksUntil: Message("gültig bis {date}", names: ["date"]),
            worksUntilRevoked: "gültig bis zum Widerruf"
        ),
        shopping: Shopping(
            addByHand: "Von Hand hinzufügen",
            addByHandHint: "Etwas, das kein Rezept braucht, etwa Küchenrolle.",
            added: "Zur Liste hinzugefügt.",
            alwaysInKitchen: "Immer in der Küche",
            backOnList: "Wieder auf der Liste.",
            clearTicked: "Abgehakte eigene Artikel löschen",
            everythingInBasket: "Alles ist im Korb.",
            firstDay: "Erster Tag",
            forServings: Message("für {servings}", names: ["servings"]),
            fromPlan: "Aus dem Essensplan",
            fromPlanDays: Message("Der Essensplan ({from} bis {to}).", names: ["from", "to"]),
            giveFirstDay: "Gib den ersten Tag als Datum an",
            giveLastDay: "Gib den letzten Tag als Datum an",
            inBasket: "Im Korb.",
            ingredientsOnList: Message("Die Zutaten für {servings} stehen auf der Einkaufsliste.", names: ["servings"]),
            itemsLabel: "Artikel",
            lastDay: "Letzter Tag",
            leaveThemOff: "Ausblenden",
            listEmpty: "Die Liste ist leer",
            listEmptyHelp: "Erstelle sie aus Tagen des Essensplans oder auf der Seite eines Rezepts („Zur Einkaufsliste hinzufügen“), oder füge unten etwas von Hand hinzu.",
            madeAgain: "Die Liste ist neu aus dem Plan und den Rezepten erstellt; Häkchen und deine eigenen Artikel bleiben.",
            madeFrom: "Erstellt aus",
            madeFromPlan: Message("Die Liste ist aus dem Plan erstellt ({from} bis {to}).", names: ["from", "to"]),
            makeAgain: "Liste neu erstellen",
            makeAgainHint: "Nachdem sich der Plan geändert hat. Häkchen und deine eigenen Artikel bleiben.",
            makeFromDays: "Liste aus diesen Tagen erstellen",
            noLongerFromPlan: "Die Liste übernimmt nichts mehr aus dem Plan.",
            notChangedYet: "Noch nicht geändert: Bitte korrigiere die markierten Felder.",
            nothingYet: "Noch nichts: Wähle unten geplante Tage oder füge ein Rezept auf seiner Seite hinzu.",
            offlineAddRefused: Message("„{item}“, offline hinzugefügt, konnte nicht hinzugefügt werden: {reason}", names: ["item", "reason"]),
            offlineTickGone: Message("„{item}“ stand nicht mehr auf der Liste, als dein Telefon wieder online war; dein Häkchen wurde nicht übernommen.", names: ["item"]),
            offlineTooMany: Message("Höchstens {maximum} Offline-Änderungen können auf einmal gesendet werden.", names: ["maximum"]),
            offlineUnreadable: "Diese Offline-Änderungen konnten nicht gelesen werden. Lade die Einkaufsliste neu und mache sie noch einmal.",
            offlineUntickGone: Message("„{item}“ stand nicht mehr auf der Liste, als dein Telefon wieder online war; es wurde nicht zurückgesetzt.", names: ["item"]),
            otherAisle: "Sonstiges",
            ownTickedCleared: "Deine abgehakten eigenen Artikel sind gelöscht.",
            pantryStaples: "Vorräte",
            recipeOff: "Das Rezept ist von der Liste genommen.",
            remaining: Message("{toBuy} zu kaufen, {inBasket} im Korb", names: ["toBuy", "inBasket"]),
            removedFromList: "Von der Liste entfernt.",
            saveStaples: "Vorräte speichern",
            showThem: "Anzeigen",
            staplesHint: "Durch Kommas getrennt. Die Liste lässt sie weg, kann sie aber anzeigen.",
            staplesLeftOff: PluralMessage(language: .de, one: Message("{count} Vorratsartikel ist ausgeblendet: {items}.", names: ["count", "items"]), other: Message("{count} Vorratsartikel sind ausgeblendet: {items}.", names: ["count", "items"])),
            staplesSaved: "Die Vorräte sind gespeichert: Die Liste lässt sie weg.",
            staplesShown: "Vorräte werden angezeigt.",
            stopTakingFromPlan: "Nicht mehr aus dem Plan übernehmen",
            takeOff: "Entfernen",
            tickedHint: "(im Korb: wieder auf die Liste setzen)",
            title: "Einkaufsliste",
            untickedHint: "(abhaken)"
        ),
        skills: Skills(
            allSkills: "Alle Techniken",
            category: "Kategorie",
            categoryBaking: "Backen",
            categoryBakingInText: "Backen",
            categoryCooking: "Garen",
            categoryCookingInText: "Garen",
            categoryCutting: "Schneiden",
            categoryCuttingInText: "Schneiden",
            categoryGeneral: "Allgemein",
            categoryGeneralInText: "Allgemein",
            categoryMixing: "Mischen",
            categoryMixingInText: "Mischen",
            categoryPlating: "Anrichten",
            categoryPlatingInText: "Anrichten",
            categoryPreserving: "Haltbarmachen",
            categoryPreservingInText: "Haltbarmachen",
            deleteButton: "Technik löschen",
            deleteHeading: "Diese Technik löschen?",
            deleteTitle: Message("{name} löschen", names: ["name"]),
            deleted: "Die Technik ist gelöscht; die Schritte, die sie nutzten, bleiben.",
            formTitle: "Technik hinzufügen oder ändern",
            noSkills: "Noch keine Techniken",
            noSkillsHelp: "Techniken sind Handgriffe, die ein Schritt braucht, etwa „in Julienne schneiden“ oder „Mehlschwitze machen“. Füge sie hier oder in den Schritten eines Rezepts hinzu.",
            saveSkill: "Technik speichern",
            saved: Message("{name} ist als Technik der Kategorie „{category}“ gespeichert.", names: ["name", "category"]),
            skillName: "Name der Technik",
            skillNameHint: "Gibst du einen vorhandenen Namen ein, wird seine Kategorie geändert.",
            title: "Techniken",
            unused: "Noch in keinem Schritt",
            uses: PluralMessage(language: .de, one: Message("In {count} Schritt", names: ["count"]), other: Message("In {count} Schritten", names: ["count"]))
        ),
        tags: Tags(
            change: "Ändern",
            countLabel: PluralMessage(language: .de, one: Message("{count} Schlagwort", names: ["count"]), other: Message("{count} Schlagwörter", names: ["count"])),
            deleteButton: "Schlagwort löschen",
            deleteHeading: "Dieses Schlagwort löschen?",
            deleteLink: Message("{name} löschen…", names: ["name"]),
            deleteTitle: Message("{name} löschen", names: ["name"]),
            deleted: "Das Schlagwort ist gelöscht; die Rezepte, die es trugen, bleiben.",
            goToRecipes: "Zu den Rezepten",
            intro: "Schlagwörter fügst du im Rezepteditor hinzu; hier kannst du sie umbenennen oder löschen.",
            nameTaken: "Ein anderes Schlagwort hat schon diesen Namen.",
            newName: "Neuer Name",
            noTags: "Noch keine Schlagwörter",
            noTagsHelp: "Gib einem Rezept in seinem Editor Schlagwörter wie „vegetarisch“ oder „unter der Woche“ und finde sie über die Rezeptliste wieder.",
            rename: "Umbenennen",
            renamed: "Das Schlagwort ist umbenannt.",
            title: "Schlagwörter",
            unused: "Noch in keinem Rezept",
            uses: PluralMessage(language: .de, one: Message("In {count} Rezept", names: ["count"]), other: Message("In {count} Rezepten", names: ["count"]))
        ),
        units: Units(
            chooseFromButtons: "Wähle die Einheiten mit den Knöpfen",
            legend: "Mengen anzeigen",
            metric: "metrisch",
            nowMetric: "Mengen erscheinen jetzt in metrischen Einheiten.",
            nowUS: "Mengen erscheinen jetzt in US-Maßen.",
            nowWritten: "Mengen erscheinen jetzt so, wie jedes Rezept sie angibt.",
            us: "US-Maße",
            written: "wie geschrieben"
        )
    )

    static let fr = Strings(
        language: .fr,
        account: Account(
            accountDeleted: "Votre compte a été supprimé.",
            apiLink: "Ce que propose l’API",
            changePasswordButton: "Changer le mot de passe",
            changePasswordTitle: "Changer le mot de passe",
            chooseExpiry: "Choisissez la durée de validité du jeton.",
            chooseHousehold: "Choisissez l’un de vos foyers.",
            chooseLanguage: "Choisissez une langue avec les boutons",
            chooseScope: "Choisissez lecture seule, ou lecture et modification.",
            currentPassword: "Mot de passe actuel",
            deleteBlocker: Message("Vous êtes le seul propriétaire de « {household} », qui a d’autres membres : nommez d’abord l’un d’eux propriétaire, sur la page du foyer.", names: ["household"]),
            deleteButton: "Supprimer mon compte",
            deleteHeading: "Supprimer votre compte ?",
            deleteIntro: "Vos recettes restent dans vos foyers, sans votre nom. Vous verrez ce qui se passe d’autre avant que quoi que ce soit soit supprimé.",
            deleteLink: "Supprimer le compte…",
            deleteTitle: "Supprimer votre compte",
            deletedIntro: "Vous en êtes propriétaire et pouvez les rétablir tels qu’ils étaient, recettes comprises.",
            deletedNote: Message("supprimé le {time} ; rétablissable jusqu’au {until}.", names: ["time", "until"]),
            deletedNoteBy: Message("supprimé le {time} par {who} ; rétablissable jusqu’au {until}.", names: ["time", "who", "until"]),
            deletedTitle: "Foyers supprimés",
            directoryPassword: "Vous vous connectez via le service d’identité de votre organisation (son annuaire ou son fournisseur) ; changez votre mot de passe là-bas.",
            email: "E-mail",
            enterCurrentPassword: "Saisissez votre mot de passe actuel",
            expiry30Days: "30 jours",
            expiry90Days: "90 jours",
            expiryNever: "jusqu’à révocation",
            expiryYear: "un an",
            languageChanged: "Les pages sont désormais en français.",
            languageChosen: "Votre choix vaut sur chaque téléphone et ordinateur, quelle que soit la langue demandée par le navigateur.",
            languageFollowsBrowser: "Tant que vous n’avez pas choisi, les pages suivent la langue de votre navigateur.",
            languageLegend: "Langue",
            logsOutElsewhere: "Changer votre mot de passe vous déconnecte partout ailleurs, sur tous vos autres téléphones et ordinateurs.",
            makeTokenButton: "Créer le jeton",
            makeTokenTitle: "Créer un jeton",
            newPassword: "Nouveau mot de passe",
            newTokenCopy: "Copiez-le maintenant : il n’est pas conservé et ne sera plus affiché.",
            newTokenHeading: Message("Votre nouveau jeton « {name} ».", names: ["name"]),
            newTokenLabel: Message("Le nouveau jeton « {name} »", names: ["name"]),
            noTokens: "Vous n’avez encore aucun jeton.",
            notCurrentPassword: "Ce n’est pas votre mot de passe actuel",
            passwordChanged: "Votre mot de passe est changé. Tous vos autres appareils ont été déconnectés.",
            passwordHint: "Au moins 10 caractères.",
            passwordTitle: "Mot de passe",
            restoreButton: Message("Rétablir {name}", names: ["name"]),
            revoke: "Révoquer",
            revokeLabel: Message("Révoquer « {name} »", names: ["name"]),
            scopeRead: "lecture seule",
            scopeReadOption: "Lire seulement",
            scopeReadWrite: "lecture et modification",
            scopeReadWriteOption: "Lire et modifier",
            title: "Votre compte",
            tokenExpired: Message("expiré le {date}", names: ["date"]),
            tokenExpires: Message("expire le {date}", names: ["date"]),
            tokenHousehold: "Foyer",
            tokenLastUsed: Message("utilisé pour la dernière fois le {time}", names: ["time"]),
            tokenLasts: "Valable",
            tokenMade: Message("créé le {date}", names: ["date"]),
            tokenNameHint: "Ce qui l’utilisera, par exemple « Home Assistant » ou « script du planning ».",
            tokenNeedsHousehold: "Un jeton agit dans un foyer : créez un foyer ou rejoignez-en un, et vous pourrez créer son jeton ici.",
            tokenNeverExpires: "n’expire jamais",
            tokenNeverUsed: "jamais utilisé",
            tokenRevoked: Message("Le jeton « {name} » est révoqué : ce qui l’utilisait ne peut plus accéder à Larder.", names: ["name"]),
            tokenScope: "Il peut",
            tokensIntro: "Une application ou un script accède à l’API JSON de Larder avec un jeton. Il agit en votre nom, dans un foyer, et ne fait que lire, sauf si vous l’autorisez à modifier. Révoquez un jeton dès que vous n’utilisez plus ce qui le détient.",
            tokensTitle: "Jetons d’accès",
            unitsHint: "Les recettes et la liste de courses affichent les quantités ainsi ; la page d’une recette peut en montrer d’autres un moment.",
            you: "Vous"
        ),
        admin: Admin(
            accountEmail: "E-mail du compte",
            applied: "Appliquée",
            checksum: "Somme de contrôle",
            copyLink: "Copier le lien",
            households: "Foyers",
            kind: "Type",
            makeResetLink: "Créer un lien",
            migrationsHint: "Lancez les migrations en ligne de commande :",
            migrationsSee: "voir",
            migrationsTitle: "Migrations",
            noAccount: "Aucun compte n’a cette adresse e-mail.",
            notApplied: "non appliquée",
            poolIdle: "Libres",
            poolOpen: "Ouvertes",
            poolTitle: "Connexions à la base de données",
            poolWaiting: "Requêtes en attente",
            privacy: "Les administrateurs voient des chiffres et l’état du serveur, jamais les recettes d’un foyer.",
            recipes: "Recettes",
            resetHint: "Pour quelqu’un qui ne peut pas se connecter : créez un lien et donnez-le-lui vous-même. Il sert une fois, pendant une heure, et remplace tout lien précédent pour ce compte. Son utilisation déconnecte tous les appareils du compte.",
            resetLinkFor: "Un lien de réinitialisation pour",
            resetLinkLabel: "Lien de réinitialisation du mot de passe",
            resetLinkValidUntil: Message("valable jusqu’au {time}. Il n’est affiché que maintenant : copiez-le.", names: ["time"]),
            resetTitle: "Réinitialisation du mot de passe",
            state: "État",
            stateApplied: "Appliquée",
            stateChanged: "Fichier modifié depuis son application",
            statePending: "En attente",
            stateUnknown: "Appliquée par un Larder plus récent",
            title: "Administration",
            totalsTitle: "Totaux",
            users: "Utilisateurs",
            version: "Version"
        ),
        apiReference: ApiReference(
            about: "Description",
            addressesStart: "Chaque adresse ci-dessous commence par",
            arrayOf: Message("tableau de {type}", names: ["type"]),
            body: "Corps :",
            bodyAs: Message("{type} en {mediaType}", names: ["type", "mediaType"]),
            both: Message("{first} et {second}", names: ["first", "second"]),
            bytes: "octets",
            documentAfterLink: " : un générateur de clients (swift-openapi-generator, openapi-python-client et d’autres) le lit tel quel.",
            documentAt: "Le document lui-même se trouve à",
            either: Message("{first} ou {second}", names: ["first", "second"]),
            location: "Dans",
            needsReadWrite: "exige un jeton en lecture-écriture",
            oneOf: Message("{type} (parmi {values})", names: ["type", "values"]),
            operations: "Opérations",
            orNull: Message("{type} ou null", names: ["type"]),
            parameters: "Paramètres",
            problemBadRequest: "La requête est illisible : un corps qui n’est pas le JSON de l’opération, un paramètre du mauvais type ou hors limites, un en-tête manquant.",
            problemConflict: "La modification entre en conflit avec l’existant, par exemple un nom déjà pris par une autre recette.",
            problemInternal: "Une erreur interne de Larder, qu’il a journalisée.",
            problemInvalidFields: "Certains champs sont invalides. `errors` les liste un par un, selon leur chemin dans la requête.",
            problemMethodNotAllowed: "L’adresse est celle d’une opération, mais pas avec cette méthode. `Allow` liste les méthodes qu’elle accepte.",
            problemNotFound: "Rien ici, ou cela appartient à un autre foyer.",
            problemRateLimited: "Le jeton a épuisé ses requêtes pour cette minute. `Retry-After` indique quand réessayer.",
            problemReadOnlyToken: "Le jeton est en lecture seule, et l’opération modifie quelque chose.",
            problemStaleVersion: "La recette a changé depuis la version indiquée dans `If-Match`. Le problème contient la recette actuelle, dans `current`.",
            problemTooLarge: "Le corps dépasse la limite de l’opération : 1 Mo de JSON, ou une photo de 5 Mo.",
            problemUnauthorized: "Pas de jeton, ou un jeton inconnu, révoqué ou expiré, ou dont le membre a quitté le foyer.",
            problemUnavailable: "La base de données est occupée ou injoignable, ou trop de fichiers sont lus en même temps. `Retry-After` indique quand réessayer.",
            problems: "Erreurs",
            problemsLead: "Chaque erreur est un problème RFC 9457 (`application/problem+json`) ; son `type` renvoie ici.",
            required: "obligatoire",
            responses: "Réponses",
            schemas: "Schémas",
            title: "Référence de l’API",
            type: "Type",
            version: Message("Version {version}", names: ["version"])
        ),
        common: Common(
            add: "Ajouter",
            back: "Retour",
            cancel: "Annuler",
            close: "Fermer",
            delete: "Supprimer",
            edit: "Modifier",
            listPair: Message("{first} et {last}", names: ["first", "last"]),
            name: "Nom",
            never: "jamais",
            no: "Non",
            none: "aucun",
            optional: "facultatif",
            remove: "Retirer",
            save: "Enregistrer",
            search: "Rechercher",
            yes: "Oui"
        ),
        confirmDelete: ConfirmDelete(
            accessTokens: PluralMessage(language: .fr, one: Message("{count} jeton d’accès pour scripts, dans ce foyer", names: ["count"]), other: Message("{count} jetons d’accès pour scripts, dans ce foyer", names: ["count"])),
            accounts: PluralMessage(language: .fr, one: Message("{count} compte", names: ["count"]), other: Message("{count} comptes", names: ["count"])),
            blockedHeading: "Impossible de supprimer pour l’instant",
            cannotUndo: "Cette action est irréversible.",
            cookingLogEntries: PluralMessage(language: .fr, one: Message("{count} entrée du journal de cuisine", names: ["count"]), other: Message("{count} entrées du journal de cuisine", names: ["count"])),
            cookingLogEntriesStay: PluralMessage(language: .fr, one: Message("{count} entrée du journal de cuisine reste, sans son cuisinier", names: ["count"]), other: Message("{count} entrées du journal de cuisine restent, sans leur cuisinier", names: ["count"])),
            deletedHeading: "Ce qui sera supprimé",
            deletedRecipes: PluralMessage(language: .fr, one: Message("{count} recette supprimée gardée pour pouvoir l’annuler", names: ["count"]), other: Message("{count} recettes supprimées gardées pour pouvoir les annuler", names: ["count"])),
            earlierVersionPhotos: PluralMessage(language: .fr, one: Message("{count} photo d’une version précédente", names: ["count"]), other: Message("{count} photos de versions précédentes", names: ["count"])),
            earlierVersions: PluralMessage(language: .fr, one: Message("{count} version précédente", names: ["count"]), other: Message("{count} versions précédentes", names: ["count"])),
            earlierVersionsStay: PluralMessage(language: .fr, one: Message("{count} version précédente reste, sans le nom de qui l’a enregistrée", names: ["count"]), other: Message("{count} versions précédentes restent, sans le nom de qui les a enregistrées", names: ["count"])),
            favourites: PluralMessage(language: .fr, one: Message("{count} marque de favori", names: ["count"]), other: Message("{count} marques de favori", names: ["count"])),
            fetchRecords: PluralMessage(language: .fr, one: Message("{count} relevé de pages récupérées sur le web", names: ["count"]), other: Message("{count} relevés de pages récupérées sur le web", names: ["count"])),
            goBack: "Revenir",
            households: PluralMessage(language: .fr, one: Message("{count} foyer", names: ["count"]), other: Message("{count} foyers", names: ["count"])),
            householdsStay: PluralMessage(language: .fr, one: Message("{count} foyer reste", names: ["count"]), other: Message("{count} foyers restent", names: ["count"])),
            importAttempts: PluralMessage(language: .fr, one: Message("{count} compteur d’essais pour une adresse", names: ["count"]), other: Message("{count} compteurs d’essais pour des adresses", names: ["count"])),
            importedAddresses: PluralMessage(language: .fr, one: Message("{count} adresse importée", names: ["count"]), other: Message("{count} adresses importées", names: ["count"])),
            importedAddressesStay: PluralMessage(language: .fr, one: Message("{count} adresse importée reste dans son import, sans sa recette", names: ["count"]), other: Message("{count} adresses importées restent dans leur import, sans leur recette", names: ["count"])),
            ingredientLines: PluralMessage(language: .fr, one: Message("{count} ligne d’ingrédient", names: ["count"]), other: Message("{count} lignes d’ingrédients", names: ["count"])),
            ingredientLinesStay: PluralMessage(language: .fr, one: Message("{count} ligne d’ingrédient reste dans sa recette avec son propre texte", names: ["count"]), other: Message("{count} lignes d’ingrédients restent dans leurs recettes avec leur propre texte", names: ["count"])),
            ingredients: PluralMessage(language: .fr, one: Message("{count} ingrédient", names: ["count"]), other: Message("{count} ingrédients", names: ["count"])),
            inviteLinks: PluralMessage(language: .fr, one: Message("{count} lien d’invitation", names: ["count"]), other: Message("{count} liens d’invitation", names: ["count"])),
            inviteLinksStay: PluralMessage(language: .fr, one: Message("{count} lien d’invitation reste, sans son créateur", names: ["count"]), other: Message("{count} liens d’invitation restent, sans leur créateur", names: ["count"])),
            loginSessions: PluralMessage(language: .fr, one: Message("{count} session de connexion", names: ["count"]), other: Message("{count} sessions de connexion", names: ["count"])),
            loginSessionsStay: PluralMessage(language: .fr, one: Message("{count} session de connexion reste ouverte, sans foyer", names: ["count"]), other: Message("{count} sessions de connexion restent ouvertes, sans foyer", names: ["count"])),
            memberships: PluralMessage(language: .fr, one: Message("{count} adhésion", names: ["count"]), other: Message("{count} adhésions", names: ["count"])),
            passwordResetLinks: PluralMessage(language: .fr, one: Message("{count} lien de réinitialisation du mot de passe", names: ["count"]), other: Message("{count} liens de réinitialisation du mot de passe", names: ["count"])),
            passwordResetLinksStay: PluralMessage(language: .fr, one: Message("{count} lien de réinitialisation du mot de passe reste, sans son créateur", names: ["count"]), other: Message("{count} liens de réinitialisation du mot de passe restent, sans leur créateur", names: ["count"])),
            photos: PluralMessage(language: .fr, one: Message("{count} photo", names: ["count"]), other: Message("{count} photos", names: ["count"])),
            planEntries: PluralMessage(language: .fr, one: Message("{count} entrée du planning des repas", names: ["count"]), other: Message("{count} entrées du planning des repas", names: ["count"])),
            planEntriesStay: PluralMessage(language: .fr, one: Message("{count} entrée du planning des repas reste, sans son auteur", names: ["count"]), other: Message("{count} entrées du planning des repas restent, sans leur auteur", names: ["count"])),
            ratings: PluralMessage(language: .fr, one: Message("{count} note", names: ["count"]), other: Message("{count} notes", names: ["count"])),
            recipeTags: PluralMessage(language: .fr, one: Message("{count} étiquette sur une recette", names: ["count"]), other: Message("{count} étiquettes sur des recettes", names: ["count"])),
            recipes: PluralMessage(language: .fr, one: Message("{count} recette", names: ["count"]), other: Message("{count} recettes", names: ["count"])),
            recipesStay: PluralMessage(language: .fr, one: Message("{count} recette reste, sans auteur", names: ["count"]), other: Message("{count} recettes restent, sans auteur", names: ["count"])),
            shareLinks: PluralMessage(language: .fr, one: Message("{count} lien de partage", names: ["count"]), other: Message("{count} liens de partage", names: ["count"])),
            shareLinksStay: PluralMessage(language: .fr, one: Message("{count} lien de partage reste, sans son créateur", names: ["count"]), other: Message("{count} liens de partage restent, sans leur créateur", names: ["count"])),
            shoppingItems: PluralMessage(language: .fr, one: Message("{count} article de la liste de courses", names: ["count"]), other: Message("{count} articles de la liste de courses", names: ["count"])),
            shoppingRecipes: PluralMessage(language: .fr, one: Message("{count} recette sur la liste de courses", names: ["count"]), other: Message("{count} recettes sur la liste de courses", names: ["count"])),
            skills: PluralMessage(language: .fr, one: Message("{count} technique", names: ["count"]), other: Message("{count} techniques", names: ["count"])),
            staysHeading: "Ce qui reste",
            stepSkills: PluralMessage(language: .fr, one: Message("{count} technique citée dans une étape", names: ["count"]), other: Message("{count} techniques citées dans des étapes", names: ["count"])),
            steps: PluralMessage(language: .fr, one: Message("{count} étape", names: ["count"]), other: Message("{count} étapes", names: ["count"])),
            tags: PluralMessage(language: .fr, one: Message("{count} étiquette", names: ["count"]), other: Message("{count} étiquettes", names: ["count"])),
            waitingFiles: PluralMessage(language: .fr, one: Message("{count} fichier en attente d’import", names: ["count"]), other: Message("{count} fichiers en attente d’import", names: ["count"])),
            waitingFilesStay: PluralMessage(language: .fr, one: Message("{count} fichier en attente d’import reste, sans son expéditeur", names: ["count"]), other: Message("{count} fichiers en attente d’import restent, sans leur expéditeur", names: ["count"])),
            webImports: PluralMessage(language: .fr, one: Message("{count} import depuis le web", names: ["count"]), other: Message("{count} imports depuis le web", names: ["count"])),
            webImportsStay: PluralMessage(language: .fr, one: Message("{count} import depuis le web reste, sans le nom de qui l’a lancé", names: ["count"]), other: Message("{count} imports depuis le web restent, sans le nom de qui les a lancés", names: ["count"]))
        ),
        cooking: Cooking(
            chooseStars: "Choisissez de 1 à 5 étoiles.",
            day: "Jour",
            entryRemoved: "L’entrée est retirée du journal de cuisine.",
            favouriteAdded: "Ajoutée à vos favoris.",
            favouriteRemoved: "Retirée de vos favoris.",
            introAfter: " : le foyer voit combien de fois, et quand pour la dernière fois.",
            introBefore: "Notez quand vous avez cuisiné",
            notNoted: "Pas encore noté : veuillez corriger les champs signalés ci-dessous.",
            noteHint: "Ce que vous changeriez la prochaine fois, ou qui a adoré.",
            noteIt: "Noter",
            noteOptional: "Note (facultatif)",
            notedOn: Message("C’est noté : vous l’avez cuisinée le {day}.", names: ["day"]),
            notedToday: "C’est noté : vous l’avez cuisinée aujourd’hui.",
            rated: PluralMessage(language: .fr, one: Message("Vous lui avez donné {count} étoile.", names: ["count"]), other: Message("Vous lui avez donné {count} étoiles.", names: ["count"])),
            ratingRemoved: "Votre note est retirée.",
            servings: "Portions",
            title: Message("J’ai cuisiné {recipe}", names: ["recipe"])
        ),
        errors: Errors(
            backToLogIn: "Retour à la connexion",
            badRequestHeading: "Quelque chose n’allait pas dans la requête",
            busyFiles: "De nombreux fichiers sont en cours de lecture. Veuillez renvoyer le vôtre dans un instant.",
            busyHeading: "Larder est très sollicité",
            busyLogins: "Trop de personnes se connectent en ce moment. Veuillez réessayer dans un instant.",
            busyPages: "Trop de pages sont servies en ce moment. Veuillez réessayer dans un instant.",
            entryNameTaken: "Une autre entrée de ce foyer porte ce nom. Rien n’a été modifié.",
            errorStatus: Message("Erreur {status}", names: ["status"]),
            failedHeading: "Une erreur est survenue",
            failedText: "Larder n’a pas pu terminer cette requête. L’erreur a été enregistrée.",
            formExpired: "Ce formulaire a expiré ou ne vient pas de Larder. Revenez en arrière, rechargez la page et réessayez.",
            home: "Accueil",
            homePage: "Aller à l’accueil",
            householdChangedHeading: "Ce formulaire concernait un autre foyer",
            householdChangedText: Message("Le foyer ouvert actuellement est « {name} », mais le formulaire a été affiché pour un autre, peut-être avant que vous changiez de foyer dans un autre onglet. Rien n’a été modifié. Vérifiez quel foyer est ouvert (en haut de la page), puis réessayez.", names: ["name"]),
            householdFirst: "Créez d’abord un foyer : les recettes appartiennent à un foyer.",
            invalidHeading: "Quelque chose n’était pas valide",
            invalidText: Message("Rien n’a été enregistré : {problems}.", names: ["problems"]),
            inviteMailsPausedHeading: "Déjà beaucoup d’invitations envoyées",
            inviteMailsPausedText: "Ce foyer a envoyé beaucoup d’invitations par e-mail dans la dernière heure : Larder attend avant d’en envoyer d’autres. Vous pouvez toujours créer un lien et l’envoyer vous-même.",
            nameTakenHeading: "Ce nom est déjà pris",
            noRecipeNamed: Message("Le foyer n’a pas de recette « {name} ». Rien n’a été enregistré.", names: ["name"]),
            notAllowedHeading: "Non autorisé",
            notFoundHeading: "Introuvable",
            notFoundText: "Il n’y a rien ici, ou cela appartient à un foyer dont vous ne faites pas partie.",
            ownerOnly: "Seul un propriétaire de ce foyer peut faire cela.",
            recipeNameTaken: "Une autre recette de ce foyer porte ce nom. Rien n’a été modifié.",
            registrationsPausedHeading: "Les nouveaux comptes sont suspendus pour un moment",
            registrationsPausedText: "Beaucoup de comptes ont été créés sur ce Larder au cours de la dernière heure : le formulaire d’inscription attend donc avant d’en accepter d’autres. Veuillez réessayer plus tard. Une personne d’un foyer d’ici peut vous envoyer un lien d’invitation : avec lui, vous pouvez vous inscrire tout de suite.",
            requestNotHandled: "La requête n’a pas pu être traitée.",
            resetHelpAfter: ") ; il ne fonctionne qu’une fois, pendant une heure, et vous permet de choisir un nouveau mot de passe.",
            resetHelpBefore: "Si vous ne vous souvenez plus de votre mot de passe, demandez à un administrateur de ce Larder un lien de réinitialisation. Il le crée sur la page d’administration (ou avec",
            resetRequestsPausedHeading: "Trop de demandes de lien",
            resetRequestsPausedText: "Beaucoup de liens de réinitialisation ont été demandés depuis ici dans la dernière heure : ce formulaire attend avant d’en envoyer d’autres. Réessayez plus tard.",
            retryAfter: "Vous pourrez réessayer à partir de",
            retryIn: PluralMessage(language: .fr, one: Message("dans environ une minute", names: ["count"]), other: Message("dans environ {count} minutes", names: ["count"])),
            throttledNotice: "Il y a eu trop de tentatives de connexion échouées avec cette adresse e-mail : la connexion à ce compte est donc suspendue pour un moment. Cela protège le compte contre qui voudrait deviner le mot de passe.",
            throttledTitle: "Trop de tentatives",
            tooLargeHeading: "Trop volumineux",
            tooLargeLimit: Message("C’était plus que les {size} acceptés par cette page.", names: ["size"]),
            tooLargeText: "C’était plus que ce que cette page accepte.",
            tooManyStreamsHeading: "Trop de listes ouvertes",
            tooManyStreamsText: Message("Vous suivez déjà la liste de courses dans {count} fenêtres. Fermez-en une, puis rechargez celle-ci.", names: ["count"]),
            unavailableHeading: "Larder est indisponible",
            unavailableText: "La base de données est injoignable pour le moment. Veuillez réessayer dans un instant."
        ),
        forms: Forms(
            errorPrefix: "Erreur :"
        ),
        history: History(
            alreadyReads: Message("La recette correspond déjà à la version {version} : rien n’a changé.", names: ["version"]),
            backToRecipe: "Retour à la recette",
            changeDetails: "détails modifiés",
            changeLinesAdded: PluralMessage(language: .fr, one: Message("{count} ligne ajoutée", names: ["count"]), other: Message("{count} lignes ajoutées", names: ["count"])),
            changeLinesChanged: PluralMessage(language: .fr, one: Message("{count} ligne modifiée", names: ["count"]), other: Message("{count} lignes modifiées", names: ["count"])),
            changeLinesRemoved: PluralMessage(language: .fr, one: Message("{count} ligne supprimée", names: ["count"]), other: Message("{count} lignes supprimées", names: ["count"])),
            changeNothing: "rien",
            changePhotoAdded: "photo ajoutée",
            changePhotoRemoved: "photo retirée",
            changePhotoReplaced: "photo remplacée",
            changeRenamed: Message("renommée « {name} »", names: ["name"]),
            changeRestored: Message("version {version} restaurée : {changes}", names: ["version", "changes"]),
            changeServings: Message("portions {from} → {to}", names: ["from", "to"]),
            changeSourceChanged: "source modifiée",
            changeSourceRemoved: "source retirée",
            changeStepAdded: Message("étape {number} ajoutée", names: ["number"]),
            changeStepEdited: Message("étape {number} modifiée", names: ["number"]),
            changeStepRemoved: Message("étape {number} supprimée", names: ["number"]),
            changeStepsReordered: "étapes réordonnées",
            changeSummaryEdited: "résumé modifié",
            changeTags: "étiquettes modifiées",
            changeTimes: "durées modifiées",
            changesColumn: "Modifications",
            chooseTwo: "Choisissez deux versions différentes à comparer.",
            compareButton: "Comparer les deux versions choisies",
            compareExplanation: Message("Chaque partie qui diffère, la version {older} à gauche et la version {newer} à droite ; les lignes absentes d’un côté sont surlignées.", names: ["older", "newer"]),
            compareFromLabel: "Comparer de",
            compareFromVersion: Message("Comparer à partir de la version {number}", names: ["number"]),
            compareToLabel: "Comparer à",
            compareToVersion: Message("Comparer avec la version {number}", names: ["number"]),
            currentBadge: "actuelle",
            firstVersion: "première version",
            fromColumn: "De",
            historyLead: "Toutes les versions enregistrées, de la plus récente à la plus ancienne. Comparez-en deux, ou restaurez une version antérieure : elle est enregistrée comme nouvelle version, vous pouvez donc annuler une restauration de la même façon.",
            historyOf: Message("Historique de {name}", names: ["name"]),
            inAStep: "une étape",
            inName: "le nom",
            inNewSteps: "les nouvelles étapes",
            inOwnLines: "« Il vous faut »",
            inServings: "les portions",
            inSource: "la source",
            inStep: Message("l’étape {number}", names: ["number"]),
            inStepOrder: "l’ordre des étapes",
            inSummary: "le résumé",
            inTags: "les étiquettes",
            inTimes: "les temps",
            lineCooking: Message("Cuisson : {time}", names: ["time"]),
            lineDuring: Message("Pendant l’attente de l’étape {step}", names: ["step"]),
            lineIngredients: Message("Ingrédients : {lines}", names: ["lines"]),
            lineNone: "(aucune)",
            linePreparation: Message("Préparation : {time}", names: ["time"]),
            lineRemoved: "(supprimée)",
            lineSkills: Message("Techniques : {skills}", names: ["skills"]),
            lineTime: Message("Durée : {time}", names: ["time"]),
            lineTimeWaiting: Message("Durée : {time} (attente)", names: ["time"]),
            lineTools: Message("Ustensiles : {tools}", names: ["tools"]),
            lineTotal: Message("Total : {time}", names: ["time"]),
            mergedStepAdded: Message("{step} ajoutée", names: ["step"]),
            mergedStepOrder: "l’ordre des étapes",
            mergedStepRemoved: Message("{step} supprimée", names: ["step"]),
            noEarlier: "Cette recette n’a pas été modifiée depuis sa création. Désormais, chaque enregistrement conserve ici la version qu’il remplace.",
            noPhoto: "Pas de photo",
            notRecorded: "non noté",
            overwriteItem: Message("{part} ({change})", names: ["part", "change"]),
            partAStep: "Une étape",
            partColumn: "Partie",
            partName: "Nom",
            partNewSteps: "Nouvelles étapes",
            partOwnLines: "Il vous faut",
            partServings: "Portions",
            partSource: "Source",
            partStep: Message("Étape {number}", names: ["number"]),
            partStepOrder: "Ordre des étapes",
            partSummary: "Résumé",
            partTags: "Étiquettes",
            partTimes: "Temps",
            photoAlt: Message("La photo de la version {number}", names: ["number"]),
            photoCaption: Message("Photo de la version {number}", names: ["number"]),
            quoted: Message("« {text} »", names: ["text"]),
            restoreButton: "Restaurer",
            restoreColumn: "Restaurer",
            restoreHidden: Message("la version {number}", names: ["number"]),
            restoreInvalid: Message("Rien n’a été restauré : la version {version} n’est plus une recette valide ({problems}). Ouvrez plutôt l’éditeur pour modifier la recette.", names: ["version", "problems"]),
            restoreNameTaken: "Rien n’a été restauré : une autre recette du foyer porte maintenant le nom de cette version. Renommez d’abord l’une des deux.",
            restoreNotSeen: "Rien n’a été restauré : rouvrez l’historique et choisissez la version.",
            restoreStale: Message("Rien n’a été restauré : quelqu’un a enregistré la recette (désormais version {current}) après que vous avez ouvert son historique. Regardez ce qui a changé, puis choisissez à nouveau.", names: ["current"]),
            restoreVersion: Message("Restaurer la version {number}", names: ["number"]),
            restored: Message("La version {version} est restaurée, en tant que version {now}. Pour annuler, restaurez la version {seen} depuis l’historique.", names: ["version", "now", "seen"]),
            sameText: "Ces deux versions sont identiques.",
            savedBy: Message("{date} par {name}", names: ["date", "name"]),
            savedColumn: "Enregistrée",
            savedLine: Message("Enregistrée le {saved} : {summary}", names: ["saved", "summary"]),
            theirsTitle: "L’autre version, enregistrée",
            theyAddedSteps: "ajoutées au même endroit dans l’autre version",
            theyChangedIt: "modification dans l’autre version",
            theyChangedItTo: Message("{value} dans l’autre version", names: ["value"]),
            theyChangedThem: "modifiées dans l’autre version",
            theyRemovedIt: "supprimée dans l’autre version",
            theyReordered: "modifié dans l’autre version",
            toColumn: "À",
            version: Message("Version n° {number}", names: ["number"]),
            versionColumn: "Version",
            versionCurrent: Message("Version n° {number} (actuelle)", names: ["number"]),
            versionsOf: Message("Versions {older} et {newer} de {name}", names: ["older", "newer", "name"]),
            yoursTitle: "La vôtre, pas encore enregistrée"
        ),
        home: Home(
            goToRecipes: "Voir vos recettes",
            heroTitle: "Les recettes de votre foyer, partagées et prêtes à cuisiner",
            kitchenText: "De grandes étapes lisibles, des ingrédients à cocher, des minuteurs qui sonnent et un écran qui reste allumé. Rapide sur tout téléphone, et ça marche sans JavaScript.",
            kitchenTitle: "Fait pour la cuisine",
            lead: "Larder est un serveur de recettes pour les familles et les colocations. Écrivez vos recettes une fois, étape par étape, et cuisinez-les depuis le téléphone posé dans la cuisine.",
            logIn: "Se connecter",
            privacyText: "Chaque membre d’un foyer voit toutes ses recettes, et personne d’autre. On ne rejoint un foyer que par un lien d’invitation de son propriétaire. Les administrateurs du serveur voient des chiffres, jamais vos recettes.",
            privacyTitle: "Clair sur qui voit quoi",
            register: "Créer un compte",
            structuredText: "Chaque étape a ses propres ingrédients, durée, ustensiles et techniques : cherchez selon ce qu’il y a dans le frigo ou le temps dont vous disposez.",
            structuredTitle: "Structuré, pas scanné",
            takeAwayText: "Importez des recettes au format JSON-LD de schema.org, que publient la plupart des sites de cuisine, et exportez n’importe quelle recette quand vous voulez.",
            takeAwayTitle: "Vos recettes vous appartiennent"
        ),
        household: Household(
            abilityInvite: "inviter des personnes par un lien, et révoquer les invitations",
            abilityLeave: "quitter le foyer",
            abilityLeaveAsOwner: "quitter le foyer, une fois qu’un autre membre est propriétaire",
            abilityRecipes: "voir, ajouter, modifier et supprimer les recettes, ingrédients et techniques du foyer",
            abilityRemoveMembers: "retirer des membres",
            abilityRename: "renommer le foyer",
            abilityRoles: "nommer un autre membre propriétaire, ou redevenir simple membre",
            abilitySeeMembers: "voir qui d’autre fait partie du foyer",
            aboutHeading: "Qu’est-ce qu’un foyer ?",
            aboutNotYet: "Vous ne faites encore partie d’aucun foyer. Créez-en un et invitez les personnes avec qui vous cuisinez, ou demandez à quelqu’un de vous envoyer un lien d’invitation vers le sien.",
            aboutShared: "Un foyer est un livre de cuisine partagé : une famille, un couple, des colocataires. Tous les membres d’un foyer voient toutes ses recettes ; personne d’autre ne les voit.",
            anotherHeading: "Créer un autre foyer",
            anotherText: "Vous pouvez appartenir à plusieurs foyers et passer de l’un à l’autre en haut de la page.",
            bringBackNote: Message("Vous pourrez le récupérer tel quel depuis la page de votre compte pendant {period}.", names: ["period"]),
            chooseTimeZone: "Choisissez un fuseau horaire dans la liste.",
            copyLink: "Copier le lien",
            createButton: "Créer le foyer",
            createHeading: "Créer un foyer",
            createHint: "Par exemple « Les Nguyen » ou « Coloc du 4B ».",
            createInvite: "Créer un lien d’invitation",
            created: Message("créé le {date}", names: ["date"]),
            createdFlash: Message("{name} est prêt. Invitez les personnes avec qui vous cuisinez.", names: ["name"]),
            deleteButton: "Supprimer le foyer et tout son contenu",
            deleteEllipsis: Message("Supprimer {name}…", names: ["name"]),
            deleteHeading: "Supprimer ce foyer ?",
            deleteTitle: Message("Supprimer {name}", names: ["name"]),
            deletedFlash: Message("{name} a été supprimé. Vous pouvez le récupérer depuis la page de votre compte pendant {period}.", names: ["name", "period"]),
            expiresDay: "1 jour",
            expiresLabel: "Lien valable",
            expiresMonth: "30 jours",
            expiresWeek: "1 semaine",
            historyBoth: Message("{revisions}, et seulement {days}", names: ["revisions", "days"]),
            historyDays: PluralMessage(language: .fr, one: Message("les versions enregistrées le dernier jour", names: ["count"]), other: Message("les versions enregistrées ces {count} derniers jours", names: ["count"])),
            historyEverything: "Toutes les versions précédentes de chaque recette sont conservées.",
            historyHeading: "Historique des recettes",
            historyLatest: PluralMessage(language: .fr, one: Message("la dernière version précédente de chaque recette", names: ["count"]), other: Message("les {count} dernières versions précédentes de chaque recette", names: ["count"])),
            historyOwnerOnly: "Seul un propriétaire peut modifier la part d’historique que garde le foyer.",
            historyRule: Message("Le nettoyage conserve {kept} ; la version actuelle reste toujours.", names: ["kept"]),
            historySaved: "Un administrateur l’applique avec larder prune-history.",
            inviteActive: "Actif",
            inviteEmailHint: "Facultatif : une adresse. Larder envoie le lien par e-mail, dans la langue de la personne.",
            inviteEmailIssue: "Indiquez une adresse e-mail, par exemple nom@example.org, ou laissez le champ vide.",
            inviteEmailLabel: "Envoyer le lien à",
            inviteExpired: "Expiré",
            inviteExpires: Message("expire le {date}", names: ["date"]),
            inviteExpiryIssue: "Choisissez la durée de validité du lien : de 1 heure à 90 jours",
            inviteLinksHeading: "Liens d’invitation",
            inviteMade: Message("créé le {date}", names: ["date"]),
            inviteMailUnset: "Larder peut envoyer les invitations par e-mail dès qu’un administrateur définit LARDER_SMTP_URL, LARDER_MAIL_FROM et LARDER_PUBLIC_URL.",
            inviteMailed: Message("Le lien est en route vers {email}.", names: ["email"]),
            inviteRevoked: "Révoqué",
            inviteUsedUp: "Épuisé",
            inviteUsesIssue: "Choisissez combien de personnes peuvent utiliser le lien : de 1 à 1000, ou toute personne ayant le lien",
            inviteWarningAfter: "en tant que membre et verra toutes ses recettes. Ne l’envoyez qu’aux personnes que vous voulez inviter.",
            inviteWarningBefore: "Toute personne qui ouvre un lien d’invitation actif peut rejoindre",
            invitesHeading: "Inviter des personnes",
            joined: Message("membre depuis le {date}", names: ["date"]),
            keepDaysHint: "Vide : pour toujours.",
            keepDaysLabel: "Pendant combien de jours",
            keepOwner: "Le foyer doit garder un propriétaire.",
            keepOwnerFirst: "Le foyer doit garder un propriétaire : nommez d’abord quelqu’un d’autre propriétaire.",
            keepRevisionsHint: "Vide : toutes.",
            keepRevisionsLabel: "Versions précédentes par recette",
            leaveButton: Message("Quitter {name}", names: ["name"]),
            leaveDeleteButton: "Quitter et supprimer le foyer",
            leaveDeleteHeading: "Quitter et supprimer ce foyer ?",
            leaveEllipsis: Message("Quitter {name}…", names: ["name"]),
            leaveHeading: "Quitter ou supprimer",
            leaveNotice: Message("Vous ne verrez plus les recettes de {name}. Pour revenir, il vous faudra un nouveau lien d’invitation.", names: ["name"]),
            leaveQuestion: Message("Quitter {name} ?", names: ["name"]),
            leftFlash: Message("Vous avez quitté {name}.", names: ["name"]),
            makeMember: "Nommer membre",
            makeOwner: "Nommer propriétaire",
            membersHeading: "Membres",
            nameLabel: "Nom du foyer",
            newInviteLabel: "Nouveau lien d’invitation",
            newInviteText: "Copiez-le maintenant et envoyez-le à la personne que vous voulez inviter. Larder n’en garde qu’une empreinte et ne pourra donc plus vous montrer ce lien ; si vous le perdez, révoquez-le et créez-en un autre.",
            newInviteTitle: "Votre nouveau lien d’invitation.",
            noInvites: "Aucun lien d’invitation pour l’instant.",
            nowMember: "Cette personne est maintenant membre.",
            nowOwner: "Cette personne est maintenant propriétaire.",
            onlyMemberNote: "Vous en êtes le seul membre : le quitter le supprime.",
            onlyMemberWarning: Message("Vous êtes le seul membre : partir supprime {name} et toutes ses recettes. Une confirmation vous sera demandée, et vous pourrez le récupérer pendant {period}.", names: ["name", "period"]),
            onlyOwnerWarning: "Vous êtes le seul propriétaire : nommez un autre membre propriétaire avant de partir.",
            openedByLink: Message("{household} est ouvert maintenant : la page que vous avez ouverte en fait partie.", names: ["household"]),
            ownerCanChange: "Un propriétaire peut le modifier.",
            privacyAfter: "voient toutes ses recettes ; personne d’autre ne les voit.",
            privacyBefore: "Tous les membres de",
            pruneAfter: "d’un administrateur supprime ce que cette règle ne garde plus.",
            pruneBefore: "La commande",
            removeAfter: "du foyer",
            removeBefore: "Retirer",
            removedFlash: "Le membre a été retiré ; il ne voit plus ce foyer.",
            renameButton: "Renommer le foyer",
            renameHeading: "Renommer",
            renamedFlash: "Le foyer est renommé.",
            restoreGone: "Ce foyer ne peut plus être récupéré : il a déjà été restauré, ou supprimé il y a trop longtemps.",
            restoredFlash: Message("{name} est de retour, tel quel.", names: ["name"]),
            revoke: "Révoquer",
            revokedFlash: "Le lien d’invitation ne fonctionne plus.",
            roleInvalid: "Le rôle doit être propriétaire ou membre.",
            roleMember: "Membre",
            roleOwner: "Propriétaire",
            rolesHeading: "Ce que permet chaque rôle",
            saveHistory: "Enregistrer la règle",
            saveTimeZone: "Enregistrer le fuseau",
            settingsHeading: "Réglages du foyer",
            sharedHeading: "Recettes partagées",
            sharedLink: "Voir et révoquer les liens de partage",
            sharedText: "Des recettes que toute personne ayant le lien peut lire, sans compte.",
            switchButton: "Changer",
            switcherLabel: "Foyer",
            timeZoneFollows: Message("Les jours et les heures suivent le fuseau {zone}.", names: ["zone"]),
            timeZoneHeading: "Fuseau horaire",
            timeZoneHint: "Ce qu’est « aujourd’hui » dans le planning et le journal de cuisine, et le fuseau dans lequel les heures s’affichent.",
            timeZoneLabel: "Où vit le foyer",
            timeZoneSaved: Message("Les jours et les heures suivent désormais le fuseau {zone}.", names: ["zone"]),
            title: "Votre foyer",
            undoWindow: PluralMessage(language: .fr, one: Message("{count} jour", names: ["count"]), other: Message("{count} jours", names: ["count"])),
            usesAnyone: "Toute personne ayant le lien",
            usesFive: "Jusqu’à 5 personnes",
            usesLabel: "Nombre de personnes",
            usesLimited: Message("utilisé {used} fois sur {maximum}", names: ["used", "maximum"]),
            usesOne: "Une personne",
            usesUnlimited: PluralMessage(language: .fr, one: Message("utilisé {count} fois, sans limite", names: ["count"]), other: Message("utilisé {count} fois, sans limite", names: ["count"])),
            wholeNumber: "Indiquez un nombre entier, ou laissez vide pour tout garder",
            youTag: "vous",
            yourRole: "Votre rôle :"
        ),
        importProblems: ImportProblems(
            archiveOfNoKnownApp: "un fichier zip ou gzip, mais pas un export que Larder sait lire : il lit ceux de Mealie, Tandoor, Paprika et Nextcloud Cookbook",
            checksumMismatch: "endommagé dans le fichier zip (sa somme de contrôle ne correspond pas)",
            chooseMealieGroup: Message("cette sauvegarde Mealie contient {number} groupes : {groups} ; choisissez le groupe à importer", names: ["number", "groups"]),
            couldNotBeRead: Message("lecture impossible : {error}", names: ["error"]),
            couldNotBeSaved: Message("enregistrement impossible ({error})", names: ["error"]),
            couldNotFetch: Message("impossible de récupérer la page : {reason}", names: ["reason"]),
            cutToFitSummary: Message("raccourci : le résumé d’une recette compte au plus {maximum} caractères", names: ["maximum"]),
            damagedGzip: "données gzip endommagées",
            damagedGzipSaying: Message("données gzip endommagées ({error})", names: ["error"]),
            damagedInZip: "endommagé dans le fichier zip",
            damagedZip: "un fichier zip endommagé",
            damagedZipContents: "un fichier zip endommagé : sa table des matières est illisible",
            documentNestsTooDeep: Message("le document imbrique tableaux et objets sur plus de {maximum} niveaux", names: ["maximum"]),
            documentTooLarge: Message("le document fait {megabytes} Mo ; on peut importer {maximum} Mo au plus", names: ["megabytes", "maximum"]),
            elementUnreadable: "lecture impossible",
            expectedDateTime: Message("attendu : une date et une heure ISO 8601 comme \"2024-05-01T12:30:00Z\", trouvé : \"{found}\"", names: ["found"]),
            expectedDay: Message("attendu : un jour comme \"2026-11-25\", trouvé : \"{found}\"", names: ["found"]),
            expectedDecimal: Message("attendu : un nombre décimal écrit comme une chaîne, par exemple \"1.5\", trouvé : \"{found}\"", names: ["found"]),
            expectedDocumentObject: Message("attendu : un objet avec \"format\": \"{format}\", trouvé : {found}", names: ["format", "found"]),
            expectedOneOf: Message("attendu : l’une des valeurs {choices}", names: ["choices"]),
            expectedOneOfFound: Message("attendu : l’une des valeurs {choices}, trouvé : \"{found}\"", names: ["choices", "found"]),
            expectedValue: Message("attendu : {kind}", names: ["kind"]),
            expectedValueFound: Message("attendu : {kind}, trouvé : {found}", names: ["kind", "found"]),
            fetchBadAddress: Message("« {address} » n’est pas une adresse web", names: ["address"]),
            fetchHTTPStatus: Message("le site a répondu {status}", names: ["status"]),
            fetchRefusedAddress: Message("{host} est une adresse privée ou locale ({address}), que Larder ne consulte pas", names: ["host", "address"]),
            fetchRefusedPort: Message("seuls les ports web habituels (80 et 443) sont utilisés, pas {port}", names: ["port"]),
            fetchRefusedScheme: Message("seules les adresses http et https sont récupérées, pas {scheme}:", names: ["scheme"]),
            fetchTimedOut: Message("le site n’a pas répondu en {seconds} secondes", names: ["seconds"]),
            fetchTooManyRedirects: Message("la page a redirigé plus de {limit} fois", names: ["limit"]),
            fetchUnreachable: Message("le site est injoignable ({reason})", names: ["reason"]),
            fetchUnresolvable: Message("{host} est introuvable", names: ["host"]),
            fieldIssue: Message("{field} : {problem}", names: ["field", "problem"]),
            fileTooLarge: Message("le fichier fait {megabytes} Mo ; on peut importer {maximum} Mo au plus", names: ["megabytes", "maximum"]),
            formatExpected: Message("attendu : \"{format}\", trouvé : {found}", names: ["format", "found"]),
            formatMissing: Message("absent ; un document Larder indique \"format\": \"{format}\"", names: ["format"]),
            givenUp: Message("abandonné après {tries} tentatives, qui ont chacune arrêté leur serveur avant la fin", names: ["tries"]),
            gzipCutShort: "données gzip endommagées (tronquées)",
            headsNoLines: "aucun ingrédient ne suit ce titre",
            headsNoSteps: "aucune étape ne suit ce titre",
            jsonNestsTooDeep: Message("son JSON s’imbrique sur plus de {maximum} niveaux", names: ["maximum"]),
            kindArray: "un tableau",
            kindNumber: "un nombre",
            kindObject: "un objet",
            kindString: "une chaîne",
            kindTrueOrFalse: "true ou false",
            kindWholeNumber: "un nombre entier",
            leftOut: Message("« {what} » a été laissé de côté : {reason}", names: ["what", "reason"]),
            lineWithoutWords: "une ligne d’ingrédient sans texte a été laissée de côté",
            listedTwice: Message("\"{name}\" figure deux fois (aussi en {path}) ; les noms doivent différer, majuscules et minuscules confondues", names: ["name", "path"]),
            mealieGroup: PluralMessage(language: .fr, one: Message("« {name} » ({count} recette)", names: ["count", "name"]), other: Message("« {name} » ({count} recettes)", names: ["count", "name"])),
            missing: "absent (obligatoire)",
            named: Message("« {name} » : {problem}", names: ["name", "problem"]),
            namesNoRecipe: "ne désigne aucune recette de ce document",
            needsName: "une recette doit avoir un nom",
            neitherLarderNorSchemaOrg: Message("ni un export Larder (\"format\": \"{format}\"), ni une recette schema.org en JSON-LD (un objet avec \"@type\": \"Recipe\")", names: ["format"]),
            noAddresses: "donnez au moins une adresse",
            noPlaceInLarder: "Larder n’a pas de champ pour cela",
            noRecipeJSON: "il ne contient pas de recipe.json",
            noRecipeOnPage: Message("aucune recette trouvée sur cette page ; elle contient : {contents}", names: ["contents"]),
            noSchemaOrgRecipe: "aucune recette schema.org trouvée (un objet avec \"@type\": \"Recipe\")",
            noStepForTool: "la recette n’a aucune étape à laquelle le rattacher",
            noSuchMealieGroup: Message("cette sauvegarde Mealie n’a pas de groupe « {chosen} » ; ses groupes sont {groups}", names: ["chosen", "groups"]),
            notAPicture: "pas une image PNG, JPEG, GIF ou WebP",
            notAPlainFileName: "doit être un simple nom de fichier de 200 caractères au plus, sans dossier",
            notAWebAddress: "pas une adresse web",
            notAWebAddressScheme: "pas une adresse web (elle doit commencer par https:// ou http://)",
            notAWebPage: Message("cette adresse n’est pas une page web (c’est {type})", names: ["type"]),
            notBase64: "base64 non valide",
            notGzip: "pas des données gzip",
            notJSON: "JSON non valide",
            notMealieBackup: "pas une sauvegarde Mealie (1.0 ou plus récente) : elle ne contient pas de database.json",
            notPaprikaGzip: "pas une recette Paprika (pas des données gzip)",
            notPaprikaRecipe: "pas une recette Paprika (ni nom, ni ingrédients, ni instructions)",
            notTandoorRecipe: "pas une recette d’un export Tandoor (chacune y est un fichier zip)",
            nutritionNotKept: "les valeurs nutritionnelles ont été laissées de côté : Larder n’en conserve pas",
            onePhotoPerRecipe: "une recette ne garde qu’une photo",
            pageBoth: Message("{first} et {second}", names: ["first", "second"]),
            pageNoSchemaData: "aucune donnée schema.org",
            pageOtherKinds: Message("des données schema.org d’un autre type ({kinds})", names: ["kinds"]),
            pageTitle: Message("le titre « {title} »", names: ["title"]),
            pathLeavesZip: "un chemin qui sort du fichier zip ; le fichier est refusé",
            photoNotAPicture: "n’est pas une image PNG, JPEG ou WebP (ou le fichier est endommagé)",
            photoTooLarge: Message("dépasse {megabytes} Mo", names: ["megabytes"]),
            photoTooManyPixels: Message("compte plus de {millions} millions de pixels", names: ["millions"]),
            pictureTooLarge: Message("l’image dépasse {megabytes} Mo", names: ["megabytes"]),
            ratingKeptAs: Message("noté {rating}, conservé avec {stars} étoiles sur 5 : Larder note en étoiles entières", names: ["rating", "stars"]),
            recipeOrNote: "une entrée est soit une recette avec des portions, soit une note",
            servingsRange: "attendu : de 1 à 100 portions",
            starsRange: "attendu : de 1 à 5 étoiles",
            stepWithoutWords: "une étape sans texte propre a été laissée de côté",
            summaryFull: Message("le résumé de la recette est plein (il compte au plus {maximum} caractères)", names: ["maximum"]),
            tagsPerImport: PluralMessage(language: .fr, one: Message("une importation donne au plus {count} étiquette à une recette", names: ["count"]), other: Message("une importation donne au plus {count} étiquettes à une recette", names: ["count"])),
            timeUnreadable: "Larder n’a pas pu le lire comme une durée",
            timelineNotKept: PluralMessage(language: .fr, one: Message("l’historique de la recette ({count} entrée) a été laissé de côté : Larder n’en conserve pas", names: ["count"]), other: Message("l’historique de la recette ({count} entrées) a été laissé de côté : Larder n’en conserve pas", names: ["count"])),
            tooManyAddresses: Message("{addresses} adresses, c’est plus que les {maximum} qu’accepte un import", names: ["addresses", "maximum"]),
            tooManyDecimals: Message("3 décimales au plus sont conservées ; écrivez {quantity} avec 3 décimales ou moins", names: ["quantity"]),
            tooManyOpenJobs: Message("ce foyer a déjà {maximum} imports en cours, autant qu’il peut : attendez qu’un se termine", names: ["maximum"]),
            tooManyZipFiles: Message("le zip contient plus de {maximum} fichiers", names: ["maximum"]),
            truncated: Message("{problem} (seuls ses {megabytes} premiers Mo ont été lus)", names: ["problem", "megabytes"]),
            unknownFormat: Message("format inconnu {found} ; Larder lit les documents \"{format}\" et les recettes schema.org", names: ["found", "format"]),
            unknownTimeZone: "fuseau horaire inconnu de Larder",
            unpacksToMoreThan: Message("fait plus de {megabytes} Mo une fois décompressé", names: ["megabytes"]),
            versionExpected: Message("attendu : un numéro de version de 1 à {newest}, trouvé : {found}", names: ["newest", "found"]),
            versionFromOne: "attendu : une version à partir de 1",
            versionTooNew: Message("ce document est en version {version} du format Larder, mais ce Larder lit les versions jusqu’à {newest} ; mettez Larder à jour pour l’importer", names: ["version", "newest"]),
            versionTwice: Message("la version {version} figure deux fois", names: ["version"]),
            weekdayRange: "attendu : un jour de la semaine de 1 (lundi) à 7 (dimanche)",
            yieldKeptAs: PluralMessage(language: .fr, one: Message("le rendement « {yield} » est conservé comme {count} portion", names: ["count", "yield"]), other: Message("le rendement « {yield} » est conservé comme {count} portions", names: ["count", "yield"])),
            yieldWithoutNumber: "Larder compte des portions, et aucun nombre n’y figure",
            zipTooLarge: Message("le fichier zip fait plus de {megabytes} Mo une fois décompressé ; il est refusé", names: ["megabytes"])
        ),
        importing: Importing(
            addressesDone: "Adresses traitées",
            addressesHint: "Collez une adresse, ou plusieurs, une par ligne. Larder lit la recette et sa photo sur chaque page.",
            addressesLabel: "Adresses de pages de recettes",
            addressesPlaceholder: "https://",
            alreadyHaveIt: "Vous avez déjà cette recette ; rien n’a changé.",
            alreadyTitle: "Vous avez déjà cette recette",
            appTerm: "L’export d’une autre application",
            appText: "Une sauvegarde Mealie (1.0 et ultérieures, ou l’export des versions antérieures), un export Tandoor, un fichier Paprika",
            appTextEnd: "ou un export Nextcloud Cookbook : recettes, photos, étiquettes et favoris sont repris. Avant toute écriture, vous voyez quelles recettes n’ont pas pu être lues.",
            belongToHousehold: "Les recettes importées appartiennent à votre foyer actuel",
            canImport: PluralMessage(language: .fr, one: Message("{count} recette sur {total} peut être importée depuis {from}", names: ["count", "total", "from"]), other: Message("{count} recettes sur {total} peuvent être importées depuis {from}", names: ["count", "total", "from"])),
            cancelAndDelete: "Annuler et supprimer le fichier",
            cancelled: "Rien n’a été importé ; le fichier est supprimé.",
            chooseFileOrPaste: "Choisissez un fichier ou collez une recette à importer.",
            chooseGroup: "Choisissez le groupe dont les recettes doivent entrer dans ce foyer.",
            continueButton: "Continuer",
            doesNotFit: Message("La recette de la page ne convient pas : {problems}", names: ["problems"]),
            doneOf: Message("{done} sur {total}", names: ["done", "total"]),
            everyoneSees: ", et tous ses membres les verront.",
            failedCount: "en échec",
            fetchBudget: PluralMessage(language: .fr, one: Message("Ce foyer a récupéré {count} page au cours de la dernière minute. Attendez une minute et réessayez.", names: ["count"]), other: Message("Ce foyer a récupéré {count} pages au cours de la dernière minute. Attendez une minute et réessayez.", names: ["count"])),
            fileConflictLegend: "Si une recette du même nom existe déjà",
            fileProblems: "Rien n’a été importé : le fichier comporte des problèmes.",
            fixThese: "Corrigez-les dans le fichier et réessayez :",
            followHint: "Cette page suit l’import en direct ; vous pouvez la quitter, l’import continue.",
            formatLarder: "JSON Larder",
            formatMealie: "une sauvegarde Mealie",
            formatMealieLegacy: "un export Mealie (avant 1.0)",
            formatNextcloud: "un export Nextcloud Cookbook",
            formatPaprika: "un export Paprika",
            formatSchemaOrg: "JSON-LD schema.org",
            formatTandoor: "un export Tandoor",
            formatWebPage: "une page web",
            formatsTitle: "Que puis-je importer ?",
            fromFile: "Depuis un fichier",
            fromSite: "Depuis un site de recettes",
            groupChoice: PluralMessage(language: .fr, one: Message("{name} ({count} recette)", names: ["count", "name"]), other: Message("{name} ({count} recettes)", names: ["count", "name"])),
            groupLegend: "Groupe",
            householdHas: ", et ce foyer a déjà :",
            importFile: "Importer le fichier",
            importFromWeb: "Importer depuis le web",
            importMore: "Importer d’autres recettes",
            importOthers: PluralMessage(language: .fr, one: Message("Importer {count} recette lisible", names: ["count"]), other: Message("Importer les {count} recettes lisibles", names: ["count"])),
            importedCount: "dans vos recettes",
            importedFrom: PluralMessage(language: .fr, one: Message("{count} recette importée depuis {format}", names: ["count", "format"]), other: Message("{count} recettes importées depuis {format}", names: ["count", "format"])),
            importedFromHost: Message("Importée depuis {host}.", names: ["host"]),
            jobFinished: "Import terminé",
            jobRunning: "Import des recettes en cours",
            jsonHint: "Par exemple le bloc",
            jsonHintEnd: "d’une page web de recette.",
            keepBoth: "Garder les deux",
            keepMine: "Garder la mienne",
            keptUploads: Message("Les fichiers en attente d’une décision sont gardés un jour : ce foyer en garde {used} sur {quota}.", names: ["used", "quota"]),
            keywordsAsTags: "Faire aussi des mots-clés des recettes des étiquettes",
            keywordsHint: "Sinon, seules les catégories et les cuisines deviennent des étiquettes, 5 au plus par recette : les mots-clés sont surtout écrits pour les moteurs de recherche.",
            larderTerm: "JSON Larder",
            larderText: "Ce que donne « Exporter » sur une recette ou un foyer, depuis ce serveur Larder ou un autre. Tout est conservé : étapes, leurs ingrédients, temps, ustensiles et techniques.",
            limitsText: Message("Un import accepte jusqu’à {addresses} adresses, et un foyer peut avoir {jobs} imports en cours à la fois.", names: ["addresses", "jobs"]),
            mealieGroups: PluralMessage(language: .fr, one: Message("Cette sauvegarde Mealie contient {count} groupe", names: ["count"]), other: Message("Cette sauvegarde Mealie contient {count} groupes", names: ["count"])),
            notImported: Message("Non importée : {path} : {problem}.", names: ["path", "problem"]),
            noteKeptTheirs: "déjà dans le foyer, qui garde la sienne",
            notePictureLeftOut: Message("l’image a été laissée de côté : {problem}", names: ["problem"]),
            noteReadFromPage: Message("lue à partir de {way}, car la page ne contient pas de recette schema.org : vérifiez-la sur la page", names: ["way"]),
            noteReplacedTheirs: "a remplacé celle du foyer",
            noteSavedAs: Message("enregistrée sous « {name} »", names: ["name"]),
            noteSeveralRecipes: PluralMessage(language: .fr, one: Message("{count} recette sur la page : {names}", names: ["count", "names"]), other: Message("{count} recettes sur la page : {names}", names: ["count", "names"])),
            or: "ou",
            pageHolds: "La page contient",
            pasteAddress: "Collez l’adresse d’une page de recette, ou plusieurs, une par ligne.",
            pasteJSON: "Coller du JSON",
            pictureLeftOut: Message("L’image à l’adresse {path} a été laissée de côté : {problem}.", names: ["path", "problem"]),
            policyAsk: "Me demander",
            policyRename: "Garder les deux : enregistrer la nouvelle sous « Nom (2) »",
            policyReplace: "Remplacer la mienne par l’importée",
            policySkip: "Garder la mienne : laisser l’importée de côté",
            problemsTitle: "Problèmes dans le fichier",
            progress: "Avancement",
            quotaFull: Message("Ce fichier ne peut pas être gardé en attendant votre décision : le foyer garde déjà {used} de fichiers en attente, et peut en garder {quota}. Décidez d’abord pour ceux-là, ou réessayez demain.", names: ["used", "quota"]),
            readFromPage: Message("« {name} » a été lue à partir de {way}, car la page ne contient pas de recette schema.org : vérifiez-la sur la page.", names: ["name", "way"]),
            recipeProblems: "Rien n’a été importé : une recette comporte des problèmes.",
            renamedCount: PluralMessage(language: .fr, one: Message("{count} renommée", names: ["count"]), other: Message("{count} renommées", names: ["count"])),
            replaceMine: "Remplacer la mienne",
            replacedCount: PluralMessage(language: .fr, one: Message("{count} remplacée", names: ["count"]), other: Message("{count} remplacées", names: ["count"])),
            seeRecipes: "Voir vos recettes",
            siteTerm: "La page d’un site de recettes",
            siteText: "La plupart des sites de recettes décrivent leurs recettes pour les moteurs de recherche (schema.org) ; Larder lit cette description, avec la photo principale. Une liste d’adresses s’importe en arrière-plan, et vous pouvez suivre l’avancement.",
            skippedCount: PluralMessage(language: .fr, one: Message("{count} ignorée (déjà présente)", names: ["count"]), other: Message("{count} ignorées (déjà présentes)", names: ["count"])),
            stateFailed: "Échec",
            stateImported: "Importée",
            stateWaiting: "En attente",
            takeSettings: "Reprendre les réglages d’un export Larder (fuseau horaire, début de semaine, produits de base)",
            takeSettingsHint: "Sinon, le foyer garde les siens, et le compte rendu dit ce qui aurait changé.",
            thePage: "la page",
            title: "Importer des recettes",
            toGoOf: Message("en attente, sur {total}", names: ["total"]),
            unreadableIntro: "Ces éléments n’ont pas pu être lus et seraient laissés de côté :",
            uploadGone: "Ce fichier envoyé n’est plus conservé (les envois attendent un jour). Envoyez à nouveau le fichier.",
            uploadHint: "Un export de Mealie, Tandoor, Paprika ou Nextcloud Cookbook, une page web enregistrée depuis votre navigateur, ou un fichier",
            uploadHintEnd: "comme un export Larder.",
            uploadLabel: "Envoyer un fichier",
            urlConflictLegend: "Si j’ai déjà la recette (même adresse ou même nom)",
            wayHeadings: "ses titres et ses listes",
            wayMicroformats: "ses microformats",
            wayPlugin: "la fiche d’une extension de recettes",
            wayRDFa: "son RDFa"
        ),
        ingredients: Ingredients(
            aisle: "Rayon :",
            aisleField: "Rayon sur la liste de courses",
            aislePlaceholder: "p. ex. Produits laitiers",
            aisleSaved: "Le rayon est enregistré : la liste de courses y rangera l’ingrédient la prochaine fois qu’elle sera faite.",
            change: "Modifier",
            choosePicture: "Choisissez une image à envoyer.",
            countLabel: PluralMessage(language: .fr, one: Message("{count} ingrédient", names: ["count"]), other: Message("{count} ingrédients", names: ["count"])),
            deleteButton: "Supprimer l’ingrédient",
            deleteHeading: "Supprimer cet ingrédient ?",
            deleteLink: Message("Supprimer {name}…", names: ["name"]),
            deleteTitle: Message("Supprimer {name}", names: ["name"]),
            deleted: "L’ingrédient est supprimé.",
            density: "Grammes par millilitre",
            densityHint: "Permet aux recettes de l’indiquer en poids ou en tasses. Farine environ 0,53, sucre 0,85, beurre 0,96 ; vide pour aucune.",
            densityPlaceholder: "p. ex. 0,53",
            densitySaved: "La densité est enregistrée : les recettes peuvent maintenant l’indiquer en poids ou en volume.",
            findIngredient: "Chercher un ingrédient",
            linesKeepText: PluralMessage(language: .fr, one: Message("{count} ligne de recette garde son propre texte.", names: ["count"]), other: Message("{count} lignes de recette gardent leur propre texte.", names: ["count"])),
            nameTaken: "Un autre ingrédient porte déjà ce nom.",
            newName: "Nouveau nom",
            noIngredients: "Aucun ingrédient pour l’instant",
            noIngredientsHelp: "Les ingrédients apparaissent ici à mesure que vous les ajoutez aux étapes des recettes.",
            noMatch: Message("Aucun ingrédient ne correspond à « {search} »", names: ["search"]),
            picture: "Image",
            pictureHint: Message("JPEG, PNG ou WebP, jusqu’à {limit}.", names: ["limit"]),
            pictureSaved: "L’image est enregistrée.",
            rename: "Renommer",
            renamed: "L’ingrédient est renommé.",
            saveAisle: "Enregistrer le rayon",
            saveDensity: "Enregistrer la densité",
            showAll: "Tout afficher",
            showAllIngredients: "Afficher tous les ingrédients",
            title: "Ingrédients",
            unused: "Dans aucune ligne de recette pour l’instant",
            upload: "Envoyer",
            uses: PluralMessage(language: .fr, one: Message("Dans {count} ligne de recette", names: ["count"]), other: Message("Dans {count} lignes de recette", names: ["count"]))
        ),
        invite: Invite(
            alreadyFlash: Message("Vous faites déjà partie de {name}.", names: ["name"]),
            alreadyIn: Message("Vous faites déjà partie de {name}", names: ["name"]),
            alreadyInText: "Cette invitation concerne un foyer dont vous faites déjà partie : il n’y a rien de plus à faire.",
            askOwner: "Demandez un nouveau lien d’invitation à un propriétaire du foyer. Cela ne lui prendra qu’un instant sur sa page Foyer.",
            expiredHeading: "Ce lien d’invitation a expiré",
            expiredText: "Les liens d’invitation ne fonctionnent que pendant une durée limitée.",
            expiredTextNamed: Message("Les liens d’invitation ne fonctionnent que pendant une durée limitée, et celui-ci pour {name} a expiré.", names: ["name"]),
            goTo: Message("Aller à {name}", names: ["name"]),
            homePage: "Aller à l’accueil",
            invitedAfter: "sur Larder.",
            invitedBefore: "Vous êtes invité à rejoindre",
            joinNotice: Message("Une fois membre, vous verrez toutes les recettes de {name} et pourrez ajouter les vôtres. Tous ses membres verront votre nom et votre adresse e-mail.", names: ["name"]),
            joinTitle: Message("Rejoindre {name}", names: ["name"]),
            joinedFlash: Message("Vous avez rejoint {name}. Tous ses membres voient ses recettes.", names: ["name"]),
            linkTitle: "Lien d’invitation",
            logIn: "Se connecter",
            logInToJoin: "Connectez-vous ou inscrivez-vous pour rejoindre le foyer.",
            notNow: "Pas maintenant",
            register: "S’inscrire",
            revokedHeading: "Ce lien d’invitation a été retiré",
            revokedText: "Le propriétaire du foyer l’a révoqué, il ne fonctionne donc plus.",
            revokedTextNamed: Message("Le propriétaire de {name} l’a révoqué, il ne fonctionne donc plus.", names: ["name"]),
            unknownHeading: "Nous ne reconnaissons pas ce lien d’invitation",
            unknownText: "Vérifiez que le lien a été copié en entier. Un lien peut se casser lorsqu’il est coupé sur deux lignes dans un message.",
            usedUpHeading: "Ce lien d’invitation a déjà été utilisé",
            usedUpText: "Il était prévu pour un nombre précis de personnes, et toutes ont déjà rejoint le foyer.",
            usedUpTextNamed: Message("Il était prévu pour un nombre précis de personnes rejoignant {name}, et toutes l’ont déjà rejoint.", names: ["name"])
        ),
        issues: Issues(
            chooseDay: "Choisissez un jour",
            chooseSlot: "Choisissez petit-déjeuner, déjeuner, dîner ou autre",
            chooseTimeZone: "Choisissez un fuseau horaire dans la liste",
            chooseWeekday: "Choisissez un jour de la semaine",
            controlCharacters: Message("Le champ « {label} » contient des caractères de contrôle impossibles à enregistrer", names: ["label"]),
            cookedOnDate: Message("Indiquez le jour sous forme de date, par exemple {example}", names: ["example"]),
            cookedOnFuture: "Ce jour n’est pas encore arrivé",
            cookedOnTooEarly: "Indiquez un jour à partir de 1900",
            density: "Indiquez la densité en grammes par millilitre, entre 0,05 et 25 (la farine fait environ 0,53), ou laissez vide",
            emailInvalid: "Saisissez une adresse e-mail comme nom@example.com",
            emailRequired: "L’adresse e-mail est obligatoire",
            emailTooLong: "L’adresse e-mail ne peut dépasser 254 caractères",
            keepDays: Message("Conservez les versions de 1 à {maximum} jours, ou laissez vide pour les garder pour toujours", names: ["maximum"]),
            keepRevisions: Message("Conservez entre 1 et {maximum} versions de chaque recette, ou laissez vide pour tout garder", names: ["maximum"]),
            labelANote: "Note",
            labelAisle: "Rayon",
            labelAnItem: "Article",
            labelGroup: "Groupe",
            labelIngredient: "Ingrédient",
            labelIngredientLine: "Ligne d’ingrédient",
            labelIngredientName: "Nom de l’ingrédient",
            labelInstructions: "Instructions",
            labelItem: "Article",
            labelName: "Nom",
            labelNamedTag: Message("étiquette « {name} »", names: ["name"]),
            labelNote: "Note",
            labelRecipeOrNote: "Recette ou note",
            labelSize: "Taille",
            labelSkill: "Technique",
            labelSkillName: "Nom de la technique",
            labelStaple: Message("{name}", names: ["name"]),
            labelSummary: "Résumé",
            labelTag: "Étiquette",
            labelTool: "Ustensile",
            labelToolNote: "Note sur l’ustensile",
            labelUnit: "Unité",
            lastDayBeforeFirst: "Le dernier jour précède le premier",
            linkExpiry: Message("Un lien expire après {minimumDays} à {maximumDays} jours, ou jamais.", names: ["minimumDays", "maximumDays"]),
            listTooLong: Message("Une liste couvre au plus {maximumDays} jours", names: ["maximumDays"]),
            negativeQuantity: "La quantité ne peut pas être négative",
            onlyWhileEarlierStepWaits: "Une étape ne peut se faire que pendant l’attente d’une étape précédente",
            passwordCharacter: "Le mot de passe contient un caractère non autorisé",
            passwordTooLong: Message("Le mot de passe ne peut dépasser {maximum} caractères", names: ["maximum"]),
            passwordTooShort: Message("Le mot de passe doit compter au moins {minimum} caractères", names: ["minimum"]),
            pictureFormat: "Le fichier n’est pas une image PNG, JPEG ou WebP",
            pictureTooLarge: "L’image ne peut dépasser 5 Mo",
            pictureTooManyPixels: "L’image peut avoir au plus 50 millions de pixels",
            quantityTooLarge: "La quantité est trop grande",
            rangeNeedsLowerQuantity: "Une fourchette demande aussi une quantité minimale",
            rangeUpperBelowLower: "La quantité maximale ne peut pas être inférieure à la minimale",
            required: Message("Le champ « {label} » est obligatoire", names: ["label"]),
            servings: "Le nombre de portions doit être compris entre 1 et 100",
            servingsWhole: "Le nombre de portions doit être un nombre entier entre 1 et 100",
            singleLine: Message("Le champ « {label} » doit tenir sur une seule ligne, sans caractères de contrôle", names: ["label"]),
            sourceAddress: "La source doit être une adresse web commençant par http:// ou https://",
            stars: "Donnez de 1 à 5 étoiles",
            stepDoesNotWait: Message("L’étape {step} n’a pas de temps d’attente : rien ne peut se faire pendant qu’elle attend", names: ["step"]),
            tagComma: "Une étiquette ne peut pas contenir de virgule",
            time: "La durée doit être comprise entre 0 et 7 jours",
            tokenExpiry: Message("Un jeton expire après {minimumDays} à {maximumDays} jours, ou jamais.", names: ["minimumDays", "maximumDays"]),
            tooLong: Message("Le champ « {label} » ne peut dépasser {maximum} caractères (il en a {length})", names: ["label", "maximum", "length"]),
            tooManyMeasures: Message("Une ligne peut indiquer au plus {maximum} quantités de chaque sorte", names: ["maximum"]),
            tooManyRecipeLines: Message("Une recette peut lister au plus {maximum} lignes d’ingrédients hors de ses étapes", names: ["maximum"]),
            tooManySkills: Message("Une étape peut lister au plus {maximum} techniques", names: ["maximum"]),
            tooManyStaples: Message("Gardez au plus {maximum} produits de base", names: ["maximum"]),
            tooManyStepLines: Message("Une étape peut avoir au plus {maximum} lignes d’ingrédients", names: ["maximum"]),
            tooManySteps: Message("Une recette peut avoir au plus {maximum} étapes", names: ["maximum"]),
            tooManyTags: Message("Une recette peut avoir au plus {maximum} étiquettes", names: ["maximum"]),
            tooManyTools: Message("Une étape peut lister au plus {maximum} ustensiles", names: ["maximum"]),
            tooShort: Message("Le champ « {label} » demande au moins {minimum} caractères", names: ["label", "minimum"])
        ),
        layout: Layout(
            account: "Compte",
            accountNav: "Compte",
            admin: "Administration",
            checkTheForm: "Veuillez vérifier le formulaire",
            household: "Foyer",
            ingredients: "Ingrédients",
            install: "Installer Larder sur cet appareil",
            installHint: "S’ouvre comme une application, et garde la liste, la semaine et vos recettes pour quand il n’y a pas de réseau.",
            logIn: "Se connecter",
            logOut: "Se déconnecter",
            mainNav: "Menu principal",
            plan: "Planning",
            privacy: "Larder garde les recettes de chaque foyer réservées à ce foyer.",
            recipes: "Recettes",
            register: "Créer un compte",
            shopping: "Courses",
            signedInAs: Message("Connecté en tant que {name}.", names: ["name"]),
            skills: "Techniques",
            skipLink: "Aller au contenu principal",
            undo: "Annuler"
        ),
        login: Login(
            correctFields: "Veuillez corriger les champs signalés ci-dessous.",
            createAccount: "Créer un compte",
            createHousehold: "Créez un foyer pour commencer.",
            directoryDown: "L’annuaire est injoignable pour le moment, Larder ne peut donc pas vérifier votre mot de passe. Réessayez dans une minute.",
            directoryEmailUnusable: "L’adresse e-mail de votre fiche d’annuaire ne peut pas être utilisée ici. Demandez au responsable de votre annuaire de la corriger.",
            directoryFailed: "La connexion par l’annuaire a échoué. Un administrateur en trouvera la cause dans le journal de Larder.",
            directoryHint: "Connectez-vous avec le nom et le mot de passe de l’annuaire de votre organisation ; votre compte ici est créé lors de la première connexion.",
            directoryNoEmail: "Votre fiche d’annuaire n’a pas d’adresse e-mail, dont Larder a besoin. Demandez au responsable de votre annuaire d’en ajouter une.",
            email: "E-mail",
            emailOrUserName: "E-mail ou nom d’utilisateur",
            enterEmailOrName: "Saisissez votre e-mail ou votre nom d’utilisateur",
            joined: Message("Vous avez rejoint {household}.", names: ["household"]),
            logIn: "Se connecter",
            loggedOut: "Vous êtes déconnecté.",
            nameTooLong: "Ce nom est trop long",
            newHere: "Nouveau ici ?",
            password: "Mot de passe",
            passwordRequired: "Le mot de passe est obligatoire",
            passwordTooLong: "Le mot de passe est trop long",
            providerEmailTaken: Message("Un compte existe déjà avec {email}, et {provider} n’a pas vérifié que cette adresse est la vôtre : les deux ne sont donc pas reliés. Connectez-vous avec le mot de passe du compte, ou faites vérifier l’adresse par {provider}.", names: ["email", "provider"]),
            providerEmailUnusable: Message("{provider} a fourni une adresse e-mail que Larder ne peut pas utiliser ({email}).", names: ["provider", "email"]),
            providerFailed: Message("La connexion via {provider} a échoué. Réessayez dans une minute.", names: ["provider"]),
            providerNoEmail: Message("{provider} n’a pas transmis votre adresse e-mail, dont Larder a besoin. Demandez à un administrateur de permettre à Larder de la voir.", names: ["provider"]),
            providerRefused: Message("{provider} ne vous a pas connecté ({detail}).", names: ["provider", "detail"]),
            providerUnreachable: Message("{provider} est injoignable pour le moment. Réessayez dans une minute.", names: ["provider"]),
            providerUntrusted: Message("La réponse de {provider} n’était pas fiable, vous n’êtes donc pas connecté. Un administrateur en trouvera la cause dans le journal de Larder.", names: ["provider"]),
            signInExpired: "Cette connexion a expiré, est déjà terminée ou a commencé dans un autre navigateur. Recommencez.",
            signInWith: Message("Se connecter avec {provider}", names: ["provider"]),
            title: "Connexion",
            welcome: Message("Bienvenue sur Larder, {name}.", names: ["name"]),
            welcomeCreateHousehold: Message("Bienvenue sur Larder, {name}. Commencez par créer votre foyer.", names: ["name"]),
            welcomeTo: Message("Bienvenue dans {household}.", names: ["household"]),
            wrongEmailOrPassword: "L’e-mail ou le mot de passe est incorrect.",
            wrongNameOrPassword: "Le nom ou le mot de passe est incorrect."
        ),
        mail: Mail(
            footer: Message("Envoyé par Larder à l’adresse {address}.", names: ["address"]),
            inviteAction: Message("Rejoindre {household}", names: ["household"]),
            inviteExpires: Message("Le lien fonctionne jusqu’au {date}.", names: ["date"]),
            inviteIgnore: Message("Si vous ne connaissez pas {inviter}, vous pouvez ignorer ce message.", names: ["inviter"]),
            inviteLead: Message("{inviter} vous invite à rejoindre le foyer « {household} » sur Larder, pour partager ses recettes, son planning des repas et sa liste de courses.", names: ["inviter", "household"]),
            inviteSubject: Message("{inviter} vous invite dans le foyer {household} sur Larder", names: ["inviter", "household"]),
            linkFallback: "Si le bouton ne fonctionne pas, ouvrez cette adresse dans votre navigateur :",
            resetAction: "Choisir un nouveau mot de passe",
            resetExpires: "Le lien fonctionne une seule fois, pendant une heure.",
            resetIgnore: "Si ce n’était pas vous, ignorez ce message : votre mot de passe ne change pas.",
            resetLead: Message("Quelqu’un, sans doute vous, a demandé à choisir un nouveau mot de passe pour le compte {email} sur Larder.", names: ["email"]),
            resetSubject: "Choisissez un nouveau mot de passe pour Larder"
        ),
        offline: Offline(
            keptHere: "Gardé sur cet appareil",
            lead: "Larder ne joint pas son serveur depuis cet appareil pour le moment. Ce que cet appareil garde s’ouvre sans lui ; le reste revient avec le réseau.",
            noRecipes: "Aucune recette pour l’instant : une recette ouverte en ligne, ou prévue pour la semaine, est gardée 14 jours.",
            recipes: "Recettes",
            shoppingList: "La liste de courses",
            title: "Vous êtes hors ligne",
            tryAgain: "Réessayer",
            week: "Le planning de la semaine"
        ),
        pagination: Pagination(
            label: "Pages",
            next: "Suivante",
            pageHidden: "",
            pageNumber: Message("Page {number}", names: ["number"]),
            pageOf: Message("Page {number} sur {total}", names: ["number", "total"]),
            previous: "Précédente"
        ),
        plan: Plan(
            addToDay: Message("au {day}", names: ["day"]),
            addToPlan: "Ajouter au planning",
            backToPlan: "Retour au planning",
            change: "Modifier",
            chooseDayAndMeal: "Choisissez le jour et le repas où le déplacer.",
            chooseRecipeTitle: "Choisir une recette",
            chooseWeekday: "Choisissez un jour de la semaine.",
            day: "Jour",
            feedHowTo: "Dans votre application de calendrier, choisissez « S’abonner à un calendrier » (ou « Ajouter un calendrier depuis une URL ») et collez-le. Toute personne qui a le lien voit le planning.",
            feedLink: "Lien du calendrier",
            feedOff: "Abonnez-vous au planning depuis le calendrier d’un téléphone ou d’un ordinateur : chaque repas prévu y apparaît comme un événement sur la journée.",
            feedOn: "Un lien de calendrier est actif. Les calendriers abonnés affichent le planning de quatre semaines en arrière à douze semaines en avant.",
            feedReady: "Votre lien de calendrier est prêt. Copiez-le maintenant : par sécurité, Larder n’en garde qu’une empreinte et ne pourra plus l’afficher.",
            feedTitle: "Dans le calendrier de votre téléphone",
            feedTurnedOff: "Le lien de calendrier est désactivé : les calendriers qui l’utilisaient ne reçoivent plus le planning.",
            find: "Chercher",
            findRecipe: "Chercher une recette…",
            friday: "vendredi",
            makeFeedLink: "Créer un lien de calendrier",
            meal: "Repas",
            monday: "lundi",
            move: "Déplacer",
            movedTo: Message("Déplacé au {day} ({slot}).", names: ["slot", "day"]),
            newFeedLink: "Créer un nouveau lien (l’ancien cesse de marcher)",
            nextWeek: "Semaine suivante →",
            noRecipeLike: Message("Aucune recette n’a un nom proche de « {query} ».", names: ["query"]),
            noRecipeNamed: Message("Votre foyer n’a aucune recette nommée « {name} ». Vouliez-vous dire l’une de celles-ci ?", names: ["name"]),
            noRecipeNamedNorLike: Message("Votre foyer n’a aucune recette nommée « {name} », ni au nom proche. Cherchez-en une dans la liste des recettes.", names: ["name"]),
            notPlannedYet: "Pas encore planifié : veuillez corriger les champs signalés ci-dessous.",
            note: "Ou une note",
            noteHint: "Par exemple « restes » ou « au restaurant ».",
            nothingPlanned: "Rien de prévu.",
            pickHint: "Une partie de son nom ; majuscules, accents et une ou deux fautes de frappe n’ont pas d’importance.",
            planIt: "Planifier",
            planRecipe: Message("Planifier {name}", names: ["name"]),
            planThis: "Planifier",
            plannedFor: Message("Ajouté au planning ({day}).", names: ["day"]),
            plannedForSlot: Message("Prévu pour le {day} ({slot}). Retrouvez la semaine sous Planning.", names: ["slot", "day"]),
            plannedLike: Message("« {recipe} » est prévu pour {day} : la seule recette qui ressemble à « {typed} ».", names: ["recipe", "day", "typed"]),
            previousWeek: "← Semaine précédente",
            putOnPlanAfter: "au planning des repas du foyer.",
            putOnPlanBefore: "Ajouter",
            recipe: "Recette",
            recipeForDay: Message("Une recette pour le {day}", names: ["day"]),
            recipeHint: "Tapez une partie de son nom ; majuscules et accents n’ont pas d’importance.",
            recipeOrNote: "Indiquez une recette du foyer, ou écrivez une note",
            removeFromPlan: "Retirer du planning",
            removed: "Retiré du planning.",
            saturday: "samedi",
            scheduleBusy: Message("{time} de travail", names: ["time"]),
            scheduleNoTime: "aucune durée indiquée",
            scheduleStep: Message("Étape {number}", names: ["number"]),
            scheduleSumNote: Message("Les durées totalisent {sum}, mais certaines étapes se font pendant que d’autres attendent.", names: ["sum"]),
            scheduleSummary: Message("Prêt en {time}, dont {busy} de travail.", names: ["time", "busy"]),
            scheduleUntimedNote: "Les étapes sans durée ne sont pas comptées.",
            scheduleWaiting: Message("{time} d’attente", names: ["time"]),
            scheduleWhileStepWaits: Message("{text}, pendant que l’étape {step} attend", names: ["text", "step"]),
            servings: "Portions",
            servingsHint: "Vide : celles de la recette.",
            shoppingListForWeek: "Liste de courses de la semaine",
            slotBreakfast: "Petit-déjeuner",
            slotBreakfastInText: "petit-déjeuner",
            slotDinner: "Dîner",
            slotDinnerInText: "dîner",
            slotLunch: "Déjeuner",
            slotLunchInText: "déjeuner",
            slotOther: "Autre",
            slotOtherInText: "autre",
            suggestions: "Recettes au nom proche",
            sunday: "dimanche",
            thisWeek: "Cette semaine",
            thursday: "jeudi",
            title: "Planning des repas",
            today: "Aujourd’hui",
            tuesday: "mardi",
            turnFeedOff: "Désactiver le lien",
            wednesday: "mercredi",
            weekOf: Message("Semaine du {day}", names: ["day"]),
            weekStart: "Les semaines du foyer commencent le",
            weeksNav: "Semaines",
            weeksStartOn: Message("Les semaines commencent désormais le {weekday}.", names: ["weekday"])
        ),
        recipe: Recipe(
            addSome: "En ajouter",
            addToFavourites: "Ajouter aux favoris",
            addToShoppingList: "Ajouter aux courses",
            addedBy: Message("Ajoutée par {name} le {date}.", names: ["name", "date"]),
            addedOn: Message("Ajoutée le {date}.", names: ["date"]),
            asStated: "selon la recette",
            asStatedTimes: Message("selon la recette : {times}", names: ["times"]),
            backTo: Message("Revenir à {servings}", names: ["servings"]),
            busy: "Temps actif",
            clearRating: "Retirer ma note",
            cookedOn: "Cuisinée le",
            cookedOnce: "une fois",
            cookedSummary: Message("Cuisinée {times}, la dernière fois le {day}.", names: ["times", "day"]),
            cookedSummaryBy: Message("Cuisinée {times}, la dernière fois le {day} par {cook}.", names: ["times", "day", "cook"]),
            cookedTimes: PluralMessage(language: .fr, one: Message("{count} fois", names: ["count"]), other: Message("{count} fois", names: ["count"])),
            cookedTwice: "deux fois",
            cookingLog: "Journal de cuisine",
            cookingTime: Message("cuisson {time}", names: ["time"]),
            deleteButton: "Supprimer la recette",
            deleteHeading: "Supprimer cette recette ?",
            deleteRecipe: "Supprimer la recette",
            deleteTitle: Message("Supprimer {name}", names: ["name"]),
            during: Message("Peut se faire pendant l’attente de l’étape {step}.", names: ["step"]),
            entry: PluralMessage(language: .fr, one: Message("{day}, pour {count} personne", names: ["count", "day"]), other: Message("{day}, pour {count} personnes", names: ["count", "day"])),
            entryBy: PluralMessage(language: .fr, one: Message("{day} par {cook}, pour {count} personne", names: ["count", "day", "cook"]), other: Message("{day} par {cook}, pour {count} personnes", names: ["count", "day", "cook"])),
            exportLarder: "Exporter en JSON Larder",
            exportSchemaOrg: "Exporter en JSON-LD schema.org",
            favourite: "Favori",
            fewerServings: "Moins de portions",
            history: "Historique",
            iCookedIt: "Je l’ai cuisinée",
            ingredients: "Ingrédients",
            keepScreenOn: "Garder l’écran allumé",
            kindActive: "de travail",
            kindWaiting: "d’attente",
            method: "Préparation",
            moreServings: "Plus de portions",
            noIngredients: "Aucun ingrédient indiqué.",
            noSteps: "Cette recette n’a pas encore d’étapes.",
            notCooked: "Pas encore cuisinée.",
            notRated: "Pas encore notée",
            noteOptional: "Note (facultatif)",
            planThis: "Planifier",
            preparationTime: Message("préparation {time}", names: ["time"]),
            print: "Imprimer",
            publishedOn: Message("Publiée le {date}.", names: ["date"]),
            rateIt: PluralMessage(language: .fr, one: Message("Donner {count} étoile", names: ["count"]), other: Message("Donner {count} étoiles", names: ["count"])),
            ratingSummary: PluralMessage(language: .fr, one: Message("{average} d’après {count} note", names: ["count", "average"]), other: Message("{average} d’après {count} notes", names: ["count", "average"])),
            readyIn: "Prête en",
            removeEntry: Message("l’entrée {entry}", names: ["entry"]),
            scaledFrom: Message("Adaptée à partir de {servings}.", names: ["servings"]),
            schedule: "Déroulé",
            scheduleReadyIn: Message("Déroulé : prête en {time}", names: ["time"]),
            serves: "Portions",
            servings: "Portions",
            servingsToShow: "Portions affichées",
            share: "Partager",
            show: "Afficher",
            showQuantities: "Afficher les quantités",
            skillsForStep: Message("Techniques de l’étape {number}", names: ["number"]),
            source: "Source :",
            startTimer: Message("Lancer le minuteur « {time} »", names: ["time"]),
            step: Message("Étape {number}", names: ["number"]),
            tags: "Étiquettes",
            tickThemOff: "Cochez-les à mesure que vous les sortez.",
            tools: "Ustensiles :",
            undoNote: Message("Vous pouvez annuler pendant {time}, depuis « Supprimées récemment » dans Recettes.", names: ["time"]),
            units: "Unités",
            viewed: PluralMessage(language: .fr, one: Message("Vue {count} fois depuis le démarrage du serveur.", names: ["count"]), other: Message("Vue {count} fois depuis le démarrage du serveur.", names: ["count"])),
            waiting: "Temps d’attente",
            youWillNeed: "Il vous faut",
            yourRating: "Votre note"
        ),
        recipeForm: RecipeForm(
            aboutRecipe: "À propos de la recette",
            addStep: "Ajouter une étape",
            amount: "Quantité",
            atMostSteps: Message("Une recette a au plus {maximum} étapes.", names: ["maximum"]),
            busyActive: "occupé (actif)",
            conflictHint: "Ou modifiez le formulaire ci-dessous en prenant des deux, puis enregistrez : il sera de nouveau comparé à sa version.",
            conflictMerged: Message("Ce que seule l’autre personne a modifié ({changes}) figure déjà dans le formulaire ci-dessous, avec vos modifications.", names: ["changes"]),
            conflictOverwrites: Message("Garder votre version écrase {parts}.", names: ["parts"]),
            conflictParts: "Voici chaque partie que vous avez modifiée tous les deux, la sienne telle qu’enregistrée et la vôtre telle que saisie ; les lignes qui diffèrent sont signalées.",
            conflictSaved: Message("Quelqu’un a enregistré cette recette {time}, après que vous avez ouvert l’éditeur, et a modifié une partie de ce que vous avez modifié. Rien de ce que vous avez saisi n’est perdu.", names: ["time"]),
            conflictTitle: "Pas encore enregistré : quelqu’un a modifié les mêmes parties",
            cooking: "Cuisson",
            cookingHint: "p. ex. 45",
            createRecipe: "Créer la recette",
            created: Message("« {name} » est enregistrée.", names: ["name"]),
            currentPhoto: "La photo actuelle de la recette",
            deletedMeanwhile: "Quelqu’un a supprimé cette recette pendant que vous la modifiiez ; vos modifications n’ont pas été enregistrées.",
            duringHint: "Facultatif : le numéro d’une étape précédente qui attend (un four, une levée). Vide : cette étape attend la précédente.",
            duringIssue: "Indiquez le numéro d’une étape précédente qui attend, ou laissez vide",
            duringLabel: "Se fait pendant l’attente de l’étape …",
            duringLegend: "Pendant ce temps, vous êtes",
            editTitle: Message("Modifier {name}", names: ["name"]),
            ingredient: "Ingrédient",
            ingredientOf: Message("Ingrédient de « {line} »", names: ["line"]),
            keepMine: "Garder la mienne (écraser)",
            line: "Ligne",
            lineIssue: Message("Ligne {line} : {problem}", names: ["line", "problem"]),
            moveDown: "Descendre",
            moveHint: "Pour déplacer une étape, vous pouvez aussi appuyer sur Alt avec ↑ ou ↓ à l’intérieur.",
            moveUp: "Monter",
            nameTaken: "Votre foyer a déjà une recette de ce nom.",
            nameTakenOther: "Votre foyer a déjà une autre recette de ce nom.",
            newTitle: "Nouvelle recette",
            notSavedEdit: "Vos modifications n’ont pas été enregistrées : veuillez corriger les champs signalés ci-dessous.",
            notSavedNew: "La recette n’a pas été enregistrée : veuillez corriger les champs signalés ci-dessous.",
            note: "Remarque",
            nothingChanged: "Rien n’a changé : la recette est telle qu’elle était.",
            openExisting: "Ouvrir la recette existante",
            ownLines: "Ingrédients utilisés par aucune étape",
            ownLinesHint: "Un par ligne, p. ex. riz, pour servir. Les lignes utilisées par une étape vont avec cette étape, plus bas.",
            ownTimes: "Temps indiqués par la recette (facultatif)",
            ownTimesHint: "Pour une recette dont les étapes n’ont pas de temps, comme souvent celles d’autres sites. Dès qu’une étape a un temps, le déroulé des étapes indique la durée de la recette.",
            photoHint: Message("Une image PNG, JPEG ou WebP de {size} au plus.", names: ["size"]),
            photoNotAPicture: Message("{file} n’est pas une image PNG, JPEG ou WebP (ou le fichier est abîmé). Choisissez-en une autre ; rien n’a été enregistré.", names: ["file"]),
            photoOptional: "Photo (facultatif)",
            photoTooBig: Message("{file} fait {size} : une photo ne peut pas dépasser {limit}. Choisissez-en une plus petite ; rien n’a été enregistré.", names: ["file", "size", "limit"]),
            photoTooLarge: Message("{file} dépasse {megabytes} Mo. Choisissez-en une autre ; rien n’a été enregistré.", names: ["file", "megabytes"]),
            photoTooManyPixels: Message("{file} a plus de {millions} millions de pixels. Choisissez-en une autre ; rien n’a été enregistré.", names: ["file", "millions"]),
            preparation: "Préparation",
            preparationHint: "p. ex. 15, ou 1 h 30",
            quotedFile: Message("« {file} »", names: ["file"]),
            readings: "Comment Larder lit ces lignes",
            readingsHint: "Corrigez ici l’ingrédient d’une ligne ; laissez vide pour une ligne qui n’en nomme aucun (« sel, selon le goût »). Une ligne modifiée dans le champ ci-dessus est relue à l’enregistrement.",
            removePhoto: "Retirer la photo",
            removeStep: "Retirer l’étape",
            replacePhoto: "Remplacer la photo",
            saveChanges: "Enregistrer",
            saved: "Vos modifications sont enregistrées.",
            savedMerged: Message("Vos modifications sont enregistrées, avec celles que quelqu’un d’autre a enregistrées entre-temps ({changes}).", names: ["changes"]),
            servings: "Portions",
            skills: "Techniques",
            skillsHint: "Noms de techniques, séparés par des virgules, p. ex. julienne",
            sourceHint: "D’où vient la recette, p. ex. https://example.com/tarte-au-citron",
            sourceOptional: "Source (facultatif)",
            step: "Étape",
            stepAdded: Message("Étape {number} ajoutée.", names: ["number"]),
            stepIngredients: "Ingrédients de cette étape",
            stepIngredientsHint: "Un ingrédient par ligne, p. ex. 200 g de beurre, ramolli",
            stepLower: "étape",
            stepMovedDown: Message("Étape {from} descendue : c’est maintenant l’étape {to}.", names: ["from", "to"]),
            stepMovedUp: Message("Étape {from} montée : c’est maintenant l’étape {to}.", names: ["from", "to"]),
            stepRemoved: Message("Étape {number} retirée.", names: ["number"]),
            steps: "Étapes",
            stepsHint: "Chaque étape indique les ingrédients qu’elle utilise, son temps et les ustensiles ou techniques nécessaires. Une étape laissée vide est supprimée à l’enregistrement.",
            summary: "Résumé",
            summaryHint: "Une phrase ou deux : ce que c’est et pourquoi vous l’aimez.",
            tagsHint: "Séparées par des virgules, p. ex. végétarien, en semaine, déjeuner du dimanche. Une étiquette que votre foyer a déjà est réutilisée.",
            tagsOptional: "Étiquettes (facultatif)",
            takeTheirs: "Prendre la sienne (abandonner la mienne)",
            theFile: "Le fichier",
            time: "Temps",
            timeHint: "En minutes, ou p. ex. 45 s, 1 h 30, 1:30. Laissez vide si non minuté.",
            timeIssue: "Indiquez le temps en minutes (20), ou sous la forme 45 s, 1 h 30 ou 1:30 ; une semaine au plus",
            tools: "Ustensiles",
            toolsHint: "Séparés par des virgules, p. ex. grande casserole, passoire",
            total: "Total",
            totalHint: "S’il dépasse la somme des deux",
            waitingPassive: "en attente (passif)",
            whatToDo: "Que faire",
            youWillNeed: "Il vous faut"
        ),
        recipes: Recipes(
            anyRating: "Toutes les notes",
            applyFilters: "Appliquer les filtres",
            backToRecipes: "Retour aux recettes",
            clearSearch: "Effacer la recherche",
            countCapped: PluralMessage(language: .fr, one: Message("{count}+ recettes", names: ["count"]), other: Message("{count}+ recettes", names: ["count"])),
            deleted: PluralMessage(language: .fr, one: Message("Vous avez supprimé {name} ({count} étape) ; ses ingrédients et techniques restent. Vous pouvez annuler pendant {time}.", names: ["count", "name", "time"]), other: Message("Vous avez supprimé {name} et ses {count} étapes ; ses ingrédients et techniques restent. Vous pouvez annuler pendant {time}.", names: ["count", "name", "time"])),
            deletedLead: Message("Une recette supprimée peut être récupérée pendant {time}, telle qu’elle était. Ensuite, elle disparaît pour de bon.", names: ["time"]),
            deletedMeta: Message("Supprimée le {deleted} ; récupérable jusqu’au {expires}.", names: ["deleted", "expires"]),
            emptyText: "Le livre de cuisine de ce foyer est vide. Notez une recette que vous connaissez par cœur, ou importez-en une depuis un site de recettes ou un autre Larder.",
            emptyTitle: "Pas encore de recettes",
            exportAll: "Tout exporter",
            exportAllHint: "Toutes les recettes de ce foyer dans un seul fichier JSON Larder",
            filters: "Filtres et tri",
            hours: PluralMessage(language: .fr, one: Message("{count} heure", names: ["count"]), other: Message("{count} heures", names: ["count"])),
            importButton: "Importer",
            importRecipes: "Importer des recettes",
            ingredientExample: "p. ex. poireau",
            manageTags: "Gérer les étiquettes",
            match: PluralMessage(language: .fr, one: Message("{count} recette correspond", names: ["count"]), other: Message("{count} recettes correspondent", names: ["count"])),
            maxMinutes: "Prête en au plus (minutes)",
            moreTags: PluralMessage(language: .fr, one: Message("{count} autre étiquette", names: ["count"]), other: Message("{count} autres étiquettes", names: ["count"])),
            moreThanMatch: PluralMessage(language: .fr, one: Message("Plus de {count} recette correspond", names: ["count"]), other: Message("Plus de {count} recettes correspondent", names: ["count"])),
            nearMatches: Message("Aucune recette ne contient « {query} ». Celles-ci ont un nom proche :", names: ["query"]),
            newRecipe: "Nouvelle recette",
            noneDeleted: Message("Aucune recette supprimée ces dernières {time}.", names: ["time"]),
            nothingMatches: "Aucun résultat",
            onlyFavourites: "Seulement mes favoris",
            quoted: Message("« {name} »", names: ["name"]),
            rated: "Note",
            recentlyDeleted: "Recettes supprimées récemment",
            recipeCount: PluralMessage(language: .fr, one: Message("{count} recette", names: ["count"]), other: Message("{count} recettes", names: ["count"])),
            removeFilter: "Retirer le filtre",
            restore: "Restaurer",
            restoreGone: "Cette recette ne peut plus être restaurée : elle l’a déjà été, ou elle a été supprimée il y a trop longtemps.",
            restoreNameTaken: "Une recette du même nom a été créée depuis. Renommez-la ou supprimez-la, puis annulez à nouveau.",
            restored: Message("« {name} » est de retour, telle qu’elle était.", names: ["name"]),
            restoredSkillsGone: PluralMessage(language: .fr, one: Message("{count} technique citée dans ses étapes n’a pas pu revenir : elle a été supprimée entre-temps.", names: ["count"]), other: Message("{count} techniques citées dans ses étapes n’ont pas pu revenir : elles ont été supprimées entre-temps.", names: ["count"])),
            restoredUnlinked: PluralMessage(language: .fr, one: Message("L’ingrédient de {count} ligne a été supprimé entre-temps : la ligne garde son texte, sans le lien.", names: ["count"]), other: Message("Les ingrédients de {count} lignes ont été supprimés entre-temps : les lignes gardent leur texte, sans le lien.", names: ["count"])),
            searchLabel: "Rechercher des recettes",
            searchPlaceholder: "Nom ou mots du résumé",
            serves: PluralMessage(language: .fr, one: Message("Pour {count} personne", names: ["count"]), other: Message("Pour {count} personnes", names: ["count"])),
            showAll: "Voir toutes les recettes",
            skillExample: "p. ex. julienne",
            sortBestRated: "Mieux notées d’abord",
            sortBy: "Trier par",
            sortLeastCooked: "Cuisinées il y a le plus longtemps",
            sortLongest: "Plus longues d’abord",
            sortNameAscending: "Nom, A–Z",
            sortNameDescending: "Nom, Z–A",
            sortNewest: "Plus récentes d’abord",
            sortOldest: "Plus anciennes d’abord",
            sortQuickest: "Plus rapides d’abord",
            stars: PluralMessage(language: .fr, one: Message("{count} étoile", names: ["count"]), other: Message("{count} étoiles", names: ["count"])),
            starsOnAverage: "étoiles en moyenne",
            starsOrMore: PluralMessage(language: .fr, one: Message("{count} étoile ou plus", names: ["count"]), other: Message("{count} étoiles ou plus", names: ["count"])),
            tags: "Étiquettes",
            title: "Recettes",
            tryFewer: "Essayez avec moins de mots ou retirez un filtre.",
            usesIngredient: "Avec l’ingrédient",
            usesSkill: "Avec la technique",
            writeFirst: "Écrire votre première recette"
        ),
        register: Register(
            accountsFromDirectory: "Ici, les comptes viennent de votre annuaire : connectez-vous avec le nom et le mot de passe que vous y avez.",
            accountsFromProvider: Message("Ici, les comptes viennent de {provider} : connectez-vous avec ci-dessous.", names: ["provider"]),
            correctFields: "Veuillez corriger les champs signalés ci-dessous.",
            createButton: "Créer le compte",
            email: "E-mail",
            haveAccount: "Vous avez déjà un compte ?",
            joiningAfter: ". Dès que votre compte existe, vous en serez membre et verrez toutes ses recettes.",
            joiningBefore: "Vous rejoignez",
            logIn: "Se connecter",
            nameHint: "Visible par les personnes de vos foyers.",
            password: "Mot de passe",
            passwordHint: "Au moins 10 caractères. Une courte phrase se retient facilement.",
            signInNow: "Si cette adresse n’avait pas encore de compte ici, elle en a un maintenant : connectez-vous ci-dessous avec le mot de passe choisi. Si elle en avait déjà un, connectez-vous avec le mot de passe de ce compte.",
            title: "Créer votre compte",
            yourName: "Votre nom"
        ),
        resetPassword: ResetPassword(
            askAdmin: "Demandez un nouveau lien à un administrateur de ce Larder. Si vous vous souvenez de votre mot de passe, connectez-vous simplement.",
            brokenTitle: "Ce lien ne fonctionne plus",
            changed: "Votre mot de passe est changé. Connectez-vous avec ; tous les appareils connectés ont été déconnectés.",
            chooseTitle: "Choisir un nouveau mot de passe",
            email: "E-mail",
            emailIssue: "Indiquez l’adresse e-mail de votre compte, par exemple nom@example.org.",
            forAccountAfter: ". Ce lien ne sert qu’une fois, pendant une heure après sa création.",
            forAccountBefore: "Pour le compte",
            forgotLead: "Indiquez l’adresse e-mail de votre compte : Larder y envoie un lien pour choisir un nouveau mot de passe.",
            forgotLink: "Mot de passe oublié ?",
            forgotTitle: "Mot de passe oublié ?",
            linkUnusable: "Ce lien de réinitialisation a déjà servi, a expiré (un lien vaut une heure) ou n’a jamais été créé.",
            logIn: "Se connecter",
            newPassword: "Nouveau mot de passe",
            noMail: "Ce Larder n’envoie pas d’e-mails et ne peut donc pas vous envoyer de lien. Demandez un lien de réinitialisation à l’un de ses administrateurs.",
            noMailSetup: "Administrateurs : Larder envoie les liens et les invitations par e-mail dès que LARDER_SMTP_URL, LARDER_MAIL_FROM et LARDER_PUBLIC_URL sont définis (voir le README, « Email »).",
            notChanged: "Votre mot de passe n’a pas été changé : veuillez corriger le champ signalé ci-dessous.",
            passwordHint: "Au moins 10 caractères.",
            sendButton: "M’envoyer un lien",
            sentSpam: "Rien après quelques minutes ? Regardez dans vos indésirables, ou demandez à nouveau.",
            sentText: Message("Si un compte utilise l’adresse {email}, un lien pour choisir un nouveau mot de passe est en route. Il fonctionne une seule fois, pendant une heure.", names: ["email"]),
            sentTitle: "Consultez votre messagerie",
            setButton: "Enregistrer le mot de passe"
        ),
        sharing: Sharing(
            aDay: "un jour",
            aWeek: "une semaine",
            aYear: "un an",
            chooseExpiry: "Choisissez combien de temps le lien reste valable.",
            copyLink: "Copier le lien",
            days: PluralMessage(language: .fr, one: Message("{count} jour", names: ["count"]), other: Message("{count} jours", names: ["count"])),
            expiresLabel: "Valable",
            household: "Foyer",
            keepScreenOn: "Garder l’écran allumé",
            linksTitle: "Liens actifs",
            listLead: "Les recettes du foyer que toute personne ayant le lien peut lire. Révoquez un lien, et qui l’a ne trouvera plus rien.",
            listedUnder: "Tous les liens du foyer figurent dans",
            listedUnderEnd: ".",
            made: Message("créé le {date}", names: ["date"]),
            madeBy: Message("créé le {date} par {name}", names: ["date", "name"]),
            makeLinkButton: "Créer un lien de partage",
            makeLinkTitle: "Créer un lien",
            newLinkCopy: "Copiez-le maintenant : il n’est pas conservé et ne sera plus affiché.",
            newLinkLabel: "Le nouveau lien de partage",
            newLinkTitle: "Votre nouveau lien.",
            noLinks: "Cette recette n’a aucun lien de partage.",
            noneShared: "Aucune recette n’est partagée. Partagez-en une depuis sa page, avec le bouton Partager.",
            openAsOthers: "L’ouvrir comme les autres le verront",
            print: "Imprimer",
            revoke: "Révoquer",
            revokeLinkHidden: Message("le lien {detail}", names: ["detail"]),
            revokeLinkToHidden: Message("le lien vers {name}", names: ["name"]),
            revokedFlash: "Le lien est révoqué : qui l’a ne trouvera plus rien.",
            shareLead: "Un lien de partage permet à quiconque l’a de lire cette recette, sans compte : sa photo, ses ingrédients et ses étapes, et rien d’autre du foyer. D’autres applications de recettes peuvent l’importer depuis le lien.",
            shareTitle: Message("Partager {name}", names: ["name"]),
            sharedNote: "Une recette partagée depuis Larder, à lire.",
            sharedRecipes: "Recettes partagées",
            sourceLabel: "Source :",
            untilRevoked: "jusqu’à révocation",
            worksUntil: Message("valable jusqu’au {date}", names: ["date"]),
            worksUntilRevoked: "valable jusqu’à révocation"
        ),
        shopping: Shopping(
            addByHand: "Ajouter à la main",
            addByHandHint: "Quelque chose qu’aucune recette ne demande, comme de l’essuie-tout.",
            added: "Ajouté à la liste.",
            alwaysInKitchen: "Toujours dans la cuisine",
            backOnList: "De retour sur la liste.",
            clearTicked: "Effacer vos articles cochés",
            everythingInBasket: "Tout est dans le panier.",
            firstDay: "Premier jour",
            forServings: Message("pour {servings}", names: ["servings"]),
            fromPlan: "À partir du planning des repas",
            fromPlanDays: Message("Le planning des repas (du {from} au {to}).", names: ["from", "to"]),
            giveFirstDay: "Indiquez le premier jour sous forme de date",
            giveLastDay: "Indiquez le dernier jour sous forme de date",
            inBasket: "Dans le panier.",
            ingredientsOnList: Message("Ses ingrédients pour {servings} sont sur la liste de courses.", names: ["servings"]),
            itemsLabel: "Articles",
            lastDay: "Dernier jour",
            leaveThemOff: "Les masquer",
            listEmpty: "La liste est vide",
            listEmptyHelp: "Faites-la à partir des jours du planning des repas ou depuis la page d’une recette (« Ajouter à la liste de courses »), ou ajoutez des articles à la main ci-dessous.",
            madeAgain: "La liste est refaite à partir du planning et des recettes ; les coches et vos propres articles restent.",
            madeFrom: "Faite à partir de",
            madeFromPlan: Message("La liste est faite à partir du planning (du {from} au {to}).", names: ["from", "to"]),
            makeAgain: "Refaire la liste",
            makeAgainHint: "Après un changement du planning. Les coches et les articles que vous avez ajoutés restent.",
            makeFromDays: "Faire la liste de ces jours",
            noLongerFromPlan: "La liste ne part plus du planning.",
            notChangedYet: "Pas encore modifié : veuillez corriger les champs signalés ci-dessous.",
            nothingYet: "Rien pour l’instant : choisissez des jours du planning ci-dessous, ou ajoutez une recette depuis sa page.",
            offlineAddRefused: Message("« {item} », ajouté hors ligne, n’a pas pu être ajouté : {reason}", names: ["item", "reason"]),
            offlineTickGone: Message("« {item} » n’était plus sur la liste quand votre téléphone est revenu en ligne : votre coche n’a pas été gardée.", names: ["item"]),
            offlineTooMany: Message("Au plus {maximum} changements hors ligne peuvent être envoyés à la fois.", names: ["maximum"]),
            offlineUnreadable: "Ces changements hors ligne n’ont pas pu être lus. Rechargez la liste de courses et refaites-les.",
            offlineUntickGone: Message("« {item} » n’était plus sur la liste quand votre téléphone est revenu en ligne : il n’a pas été remis.", names: ["item"]),
            otherAisle: "Autres",
            ownTickedCleared: "Vos articles cochés sont effacés.",
            pantryStaples: "Produits de base",
            recipeOff: "La recette est retirée de la liste.",
            remaining: Message("{toBuy} à acheter, {inBasket} dans le panier", names: ["toBuy", "inBasket"]),
            removedFromList: "Retiré de la liste.",
            saveStaples: "Enregistrer les produits de base",
            showThem: "Les afficher",
            staplesHint: "Séparés par des virgules. La liste les omet, avec un moyen de les afficher.",
            staplesLeftOff: PluralMessage(language: .fr, one: Message("{count} produit de base est omis : {items}.", names: ["count", "items"]), other: Message("{count} produits de base sont omis : {items}.", names: ["count", "items"])),
            staplesSaved: "Les produits de base sont enregistrés : la liste les omet.",
            staplesShown: "Les produits de base sont affichés.",
            stopTakingFromPlan: "Ne plus partir du planning",
            takeOff: "Retirer",
            tickedHint: "(dans le panier : le remettre sur la liste)",
            title: "Liste de courses",
            untickedHint: "(le cocher)"
        ),
        skills: Skills(
            allSkills: "Toutes les techniques",
            category: "Catégorie",
            categoryBaking: "Pâtisserie",
            categoryBakingInText: "pâtisserie",
            categoryCooking: "Cuisson",
            categoryCookingInText: "cuisson",
            categoryCutting: "Découpe",
            categoryCuttingInText: "découpe",
            categoryGeneral: "Général",
            categoryGeneralInText: "général",
            categoryMixing: "Mélange",
            categoryMixingInText: "mélange",
            categoryPlating: "Dressage",
            categoryPlatingInText: "dressage",
            categoryPreserving: "Conservation",
            categoryPreservingInText: "conservation",
            deleteButton: "Supprimer la technique",
            deleteHeading: "Supprimer cette technique ?",
            deleteTitle: Message("Supprimer {name}", names: ["name"]),
            deleted: "La technique est supprimée ; les étapes qui l’utilisaient restent.",
            formTitle: "Ajouter ou modifier une technique",
            noSkills: "Aucune technique pour l’instant",
            noSkillsHelp: "Les techniques sont les gestes dont une étape a besoin, comme « julienne » ou « faire un roux ». Ajoutez-les ici ou dans les étapes d’une recette.",
            saveSkill: "Enregistrer la technique",
            saved: Message("{name} est enregistrée dans la catégorie « {category} ».", names: ["name", "category"]),
            skillName: "Nom de la technique",
            skillNameHint: "Saisir un nom existant met à jour sa catégorie.",
            title: "Techniques",
            unused: "Dans aucune étape pour l’instant",
            uses: PluralMessage(language: .fr, one: Message("Dans {count} étape", names: ["count"]), other: Message("Dans {count} étapes", names: ["count"]))
        ),
        tags: Tags(
            change: "Modifier",
            countLabel: PluralMessage(language: .fr, one: Message("{count} étiquette", names: ["count"]), other: Message("{count} étiquettes", names: ["count"])),
            deleteButton: "Supprimer l’étiquette",
            deleteHeading: "Supprimer cette étiquette ?",
            deleteLink: Message("Supprimer {name}…", names: ["name"]),
            deleteTitle: Message("Supprimer {name}", names: ["name"]),
            deleted: "L’étiquette est supprimée ; les recettes qui la portaient restent.",
            goToRecipes: "Aller aux recettes",
            intro: "Les étiquettes s’ajoutent dans l’éditeur de recettes ; ici, vous pouvez les renommer ou les supprimer.",
            nameTaken: "Une autre étiquette porte déjà ce nom.",
            newName: "Nouveau nom",
            noTags: "Aucune étiquette pour l’instant",
            noTagsHelp: "Donnez à une recette des étiquettes comme « végétarien » ou « soir de semaine » dans son éditeur, et retrouvez-les depuis la liste des recettes.",
            rename: "Renommer",
            renamed: "L’étiquette est renommée.",
            title: "Étiquettes",
            unused: "Dans aucune recette pour l’instant",
            uses: PluralMessage(language: .fr, one: Message("Dans {count} recette", names: ["count"]), other: Message("Dans {count} recettes", names: ["count"]))
        ),
        units: Units(
            chooseFromButtons: "Choisissez les unités avec les boutons",
            legend: "Afficher les quantités",
            metric: "métriques",
            nowMetric: "Les quantités s’affichent désormais en unités métriques.",
            nowUS: "Les quantités s’affichent désormais en unités américaines.",
            nowWritten: "Les quantités s’affichent désormais telles que chaque recette les écrit.",
            us: "américaines",
            written: "telles qu’écrites"
        )
    )

    static let es = Strings(
        language: .es,
        account: Account(
            accountDeleted: "Tu cuenta se ha eliminado.",
            apiLink: "Lo que ofrece la API",
            changePasswordButton: "Cambiar contraseña",
            changePasswordTitle: "Cambiar contraseña",
            chooseExpiry: "Elige cuánto tiempo vale el token.",
            chooseHousehold: "Elige uno de tus hogares.",
            chooseLanguage: "Elige un idioma con los botones",
            chooseScope: "Elige solo lectura, o lectura y cambios.",
            currentPassword: "Contraseña actual",
            deleteBlocker: Message("Eres el único propietario de «{household}», que tiene más miembros: primero haz propietario a uno de ellos, en la página del hogar.", names: ["household"]),
            deleteButton: "Eliminar mi cuenta",
            deleteHeading: "¿Eliminar tu cuenta?",
            deleteIntro: "Tus recetas se quedan en tus hogares, sin tu nombre. Verás qué más ocurre antes de que se elimine nada.",
            deleteLink: "Eliminar cuenta…",
            deleteTitle: "Eliminar tu cuenta",
            deletedIntro: "Eres propietario de estos hogares y puedes recuperarlos tal como estaban, con todas sus recetas.",
            deletedNote: Message("eliminado el {time}; recuperable hasta el {until}.", names: ["time", "until"]),
            deletedNoteBy: Message("eliminado el {time} por {who}; recuperable hasta el {until}.", names: ["time", "who", "until"]),
            deletedTitle: "Hogares eliminados",
            directoryPassword: "Inicias sesión con el servicio de identidad de tu organización (su directorio o su proveedor); cambia tu contraseña allí.",
            email: "Correo electrónico",
            enterCurrentPassword: "Escribe tu contraseña actual",
            expiry30Days: "30 días",
            expiry90Days: "90 días",
            expiryNever: "hasta revocarlo",
            expiryYear: "un año",
            languageChanged: "Las páginas ahora están en español.",
            languageChosen: "Tu elección vale en cada móvil y ordenador, pida el navegador el idioma que pida.",
            languageFollowsBrowser: "Hasta que elijas, las páginas siguen el idioma de tu navegador.",
            languageLegend: "Idioma",
            logsOutElsewhere: "Al cambiar tu contraseña se cierra tu sesión en todas partes, en cualquier otro móvil u ordenador.",
            makeTokenButton: "Crear token",
            makeTokenTitle: "Crear un token",
            newPassword: "Contraseña nueva",
            newTokenCopy: "Cópialo ahora: no se guarda y no se volverá a mostrar.",
            newTokenHeading: Message("Tu nuevo token «{name}».", names: ["name"]),
            newTokenLabel: Message("El nuevo token «{name}»", names: ["name"]),
            noTokens: "Aún no tienes tokens.",
            notCurrentPassword: "Esta no es tu contraseña actual",
            passwordChanged: "Tu contraseña ha cambiado. Se ha cerrado la sesión en todos tus otros dispositivos.",
            passwordHint: "Al menos 10 caracteres.",
            passwordTitle: "Contraseña",
            restoreButton: Message("Recuperar {name}", names: ["name"]),
            revoke: "Revocar",
            revokeLabel: Message("Revocar «{name}»", names: ["name"]),
            scopeRead: "solo lectura",
            scopeReadOption: "Solo leer",
            scopeReadWrite: "lectura y cambios",
            scopeReadWriteOption: "Leer y cambiar",
            title: "Tu cuenta",
            tokenExpired: Message("caducó el {date}", names: ["date"]),
            tokenExpires: Message("caduca el {date}", names: ["date"]),
            tokenHousehold: "Hogar",
            tokenLastUsed: Message("usado por última vez el {time}", names: ["time"]),
            tokenLasts: "Validez",
            tokenMade: Message("creado el {date}", names: ["date"]),
            tokenNameHint: "Qué lo va a usar, como «Home Assistant» o «script del plan de comidas».",
            tokenNeedsHousehold: "Un token actúa en un hogar: crea un hogar o únete a uno, y podrás crear aquí su token.",
            tokenNeverExpires: "no caduca nunca",
            tokenNeverUsed: "nunca usado",
            tokenRevoked: Message("El token «{name}» está revocado: lo que lo usaba ya no puede acceder a Larder.", names: ["name"]),
            tokenScope: "Puede",
            tokensIntro: "Una aplicación o un script accede a la API JSON de Larder con un token. Actúa en tu nombre, en un hogar, y solo lee a menos que le permitas cambiar cosas. Revoca un token cuando dejes de usar lo que lo tiene.",
            tokensTitle: "Tokens de acceso",
            unitsHint: "Las recetas y la lista de la compra muestran las cantidades así; la página de una receta puede mostrar otras durante un rato.",
            you: "Tú"
        ),
        admin: Admin(
            accountEmail: "Correo de la cuenta",
            applied: "Aplicada",
            checksum: "Suma de control",
            copyLink: "Copiar enlace",
            households: "Hogares",
            kind: "Tipo",
            makeResetLink: "Crear un enlace",
            migrationsHint: "Ejecuta las migraciones desde la línea de comandos:",
            migrationsSee: "consulta",
            migrationsTitle: "Migraciones",
            noAccount: "Ninguna cuenta tiene este correo electrónico.",
            notApplied: "sin aplicar",
            poolIdle: "Libres",
            poolOpen: "Abiertas",
            poolTitle: "Conexiones a la base de datos",
            poolWaiting: "Peticiones en espera",
            privacy: "Los administradores ven cifras y el estado del servidor, nunca las recetas de un hogar.",
            recipes: "Recetas",
            resetHint: "Para quien no puede iniciar sesión: crea un enlace y dáselo tú mismo. Funciona una vez, durante una hora, y sustituye cualquier enlace anterior de esa cuenta. Al usarlo se cierra la sesión en todos los dispositivos de la cuenta.",
            resetLinkFor: "Un enlace para restablecer la contraseña de",
            resetLinkLabel: "Enlace para restablecer la contraseña",
            resetLinkValidUntil: Message("válido hasta el {time}. Solo se muestra ahora: cópialo.", names: ["time"]),
            resetTitle: "Restablecer contraseña",
            state: "Estado",
            stateApplied: "Aplicada",
            stateChanged: "Archivo cambiado desde que se aplicó",
            statePending: "Pendiente",
            stateUnknown: "Aplicada por un Larder más reciente",
            title: "Administración",
            totalsTitle: "Totales",
            users: "Usuarios",
            version: "Versión"
        ),
        apiReference: ApiReference(
            about: "Descripción",
            addressesStart: "Todas las direcciones de abajo empiezan por",
            arrayOf: Message("array de {type}", names: ["type"]),
            body: "Cuerpo:",
            bodyAs: Message("{type} como {mediaType}", names: ["type", "mediaType"]),
            both: Message("{first} y {second}", names: ["first", "second"]),
            bytes: "bytes",
            documentAfterLink: ": un generador de clientes (swift-openapi-generator, openapi-python-client y otros) lo lee tal cual.",
            documentAt: "El documento en sí está en",
            either: Message("{first} o {second}", names: ["first", "second"]),
            location: "En",
            needsReadWrite: "necesita un token de lectura y escritura",
            oneOf: Message("{type} (uno de {values})", names: ["type", "values"]),
            operations: "Operaciones",
            orNull: Message("{type} o null", names: ["type"]),
            parameters: "Parámetros",
            problemBadRequest: "No se pudo leer la petición: un cuerpo que no es el JSON de la operación, un parámetro del tipo equivocado o fuera de rango, o falta una cabecera.",
            problemConflict: "El cambio choca con lo que hay ahora, como un nombre que ya tiene otra receta.",
            problemInternal: "Un fallo de Larder, que ha quedado en su registro.",
            problemInvalidFields: "Algunos campos no son válidos. `errors` los enumera uno a uno, por su ruta en la petición.",
            problemMethodNotAllowed: "La dirección es de una operación, pero no con este método. `Allow` enumera los métodos que admite.",
            problemNotFound: "Aquí no hay nada, o pertenece a otro hogar.",
            problemRateLimited: "El token ya ha hecho sus peticiones de este minuto. `Retry-After` indica cuándo volver a intentarlo.",
            problemReadOnlyToken: "El token es de solo lectura y la operación cambia algo.",
            problemStaleVersion: "La receta ha cambiado desde la versión de `If-Match`. El problema incluye la receta actual en `current`.",
            problemTooLarge: "El cuerpo supera el límite de la operación: 1 MB de JSON o una foto de 5 MB.",
            problemUnauthorized: "No hay token, o es desconocido, está revocado o caducado, o su miembro ha dejado el hogar.",
            problemUnavailable: "La base de datos está ocupada o no responde, o se están leyendo demasiados archivos a la vez. `Retry-After` indica cuándo volver a intentarlo.",
            problems: "Errores",
            problemsLead: "Cada error es un problema RFC 9457 (`application/problem+json`); su `type` apunta aquí.",
            required: "obligatorio",
            responses: "Respuestas",
            schemas: "Esquemas",
            title: "Referencia de la API",
            type: "Tipo",
            version: Message("versión {version}", names: ["version"])
        ),
        common: Common(
            add: "Añadir",
            back: "Volver",
            cancel: "Cancelar",
            close: "Cerrar",
            delete: "Eliminar",
            edit: "Editar",
            listPair: Message("{first} y {last}", names: ["first", "last"]),
            name: "Nombre",
            never: "nunca",
            no: "No",
            none: "ninguno",
            optional: "opcional",
            remove: "Quitar",
            save: "Guardar",
            search: "Buscar",
            yes: "Sí"
        ),
        confirmDelete: ConfirmDelete(
            accessTokens: PluralMessage(language: .es, one: Message("{count} token de acceso para scripts, en este hogar", names: ["count"]), other: Message("{count} tokens de acceso para scripts, en este hogar", names: ["count"])),
            accounts: PluralMessage(language: .es, one: Message("{count} cuenta", names: ["count"]), other: Message("{count} cuentas", names: ["count"])),
            blockedHeading: "Esto aún no se puede eliminar",
            cannotUndo: "Esto no se puede deshacer.",
            cookingLogEntries: PluralMessage(language: .es, one: Message("{count} entrada del registro de cocina", names: ["count"]), other: Message("{count} entradas del registro de cocina", names: ["count"])),
            cookingLogEntriesStay: PluralMessage(language: .es, one: Message("{count} entrada del registro de cocina se queda, sin quién cocinó", names: ["count"]), other: Message("{count} entradas del registro de cocina se quedan, sin quién cocinó", names: ["count"])),
            deletedHeading: "Qué se eliminará",
            deletedRecipes: PluralMessage(language: .es, one: Message("{count} receta eliminada guardada para deshacer", names: ["count"]), other: Message("{count} recetas eliminadas guardadas para deshacer", names: ["count"])),
            earlierVersionPhotos: PluralMessage(language: .es, one: Message("{count} foto de una versión anterior", names: ["count"]), other: Message("{count} fotos de versiones anteriores", names: ["count"])),
            earlierVersions: PluralMessage(language: .es, one: Message("{count} versión anterior", names: ["count"]), other: Message("{count} versiones anteriores", names: ["count"])),
            earlierVersionsStay: PluralMessage(language: .es, one: Message("{count} versión anterior se queda, sin quién la guardó", names: ["count"]), other: Message("{count} versiones anteriores se quedan, sin quién las guardó", names: ["count"])),
            favourites: PluralMessage(language: .es, one: Message("{count} marca de favorito", names: ["count"]), other: Message("{count} marcas de favorito", names: ["count"])),
            fetchRecords: PluralMessage(language: .es, one: Message("{count} registro de páginas descargadas de la web", names: ["count"]), other: Message("{count} registros de páginas descargadas de la web", names: ["count"])),
            goBack: "Volver",
            households: PluralMessage(language: .es, one: Message("{count} hogar", names: ["count"]), other: Message("{count} hogares", names: ["count"])),
            householdsStay: PluralMessage(language: .es, one: Message("{count} hogar se queda", names: ["count"]), other: Message("{count} hogares se quedan", names: ["count"])),
            importAttempts: PluralMessage(language: .es, one: Message("{count} recuento de intentos en una dirección", names: ["count"]), other: Message("{count} recuentos de intentos en direcciones", names: ["count"])),
            importedAddresses: PluralMessage(language: .es, one: Message("{count} dirección importada", names: ["count"]), other: Message("{count} direcciones importadas", names: ["count"])),
            importedAddressesStay: PluralMessage(language: .es, one: Message("{count} dirección importada se queda en su importación, sin su receta", names: ["count"]), other: Message("{count} direcciones importadas se quedan en su importación, sin su receta", names: ["count"])),
            ingredientLines: PluralMessage(language: .es, one: Message("{count} línea de ingrediente", names: ["count"]), other: Message("{count} líneas de ingredientes", names: ["count"])),
            ingredientLinesStay: PluralMessage(language: .es, one: Message("{count} línea de ingrediente se queda en su receta con su propio texto", names: ["count"]), other: Message("{count} líneas de ingredientes se quedan en sus recetas con su propio texto", names: ["count"])),
            ingredients: PluralMessage(language: .es, one: Message("{count} ingrediente", names: ["count"]), other: Message("{count} ingredientes", names: ["count"])),
            inviteLinks: PluralMessage(language: .es, one: Message("{count} enlace de invitación", names: ["count"]), other: Message("{count} enlaces de invitación", names: ["count"])),
            inviteLinksStay: PluralMessage(language: .es, one: Message("{count} enlace de invitación se queda, sin su creador", names: ["count"]), other: Message("{count} enlaces de invitación se quedan, sin su creador", names: ["count"])),
            loginSessions: PluralMessage(language: .es, one: Message("{count} sesión iniciada", names: ["count"]), other: Message("{count} sesiones iniciadas", names: ["count"])),
            loginSessionsStay: PluralMessage(language: .es, one: Message("{count} sesión iniciada sigue abierta, sin hogar", names: ["count"]), other: Message("{count} sesiones iniciadas siguen abiertas, sin hogar", names: ["count"])),
            memberships: PluralMessage(language: .es, one: Message("{count} membresía", names: ["count"]), other: Message("{count} membresías", names: ["count"])),
            passwordResetLinks: PluralMessage(language: .es, one: Message("{count} enlace para restablecer la contraseña", names: ["count"]), other: Message("{count} enlaces para restablecer la contraseña", names: ["count"])),
            passwordResetLinksStay: PluralMessage(language: .es, one: Message("{count} enlace para restablecer la contraseña se queda, sin su creador", names: ["count"]), other: Message("{count} enlaces para restablecer la contraseña se quedan, sin su creador", names: ["count"])),
            photos: PluralMessage(language: .es, one: Message("{count} foto", names: ["count"]), other: Message("{count} fotos", names: ["count"])),
            planEntries: PluralMessage(language: .es, one: Message("{count} entrada del plan de comidas", names: ["count"]), other: Message("{count} entradas del plan de comidas", names: ["count"])),
            planEntriesStay: PluralMessage(language: .es, one: Message("{count} entrada del plan de comidas se queda, sin su autor", names: ["count"]), other: Message("{count} entradas del plan de comidas se quedan, sin su autor", names: ["count"])),
            ratings: PluralMessage(language: .es, one: Message("{count} valoración", names: ["count"]), other: Message("{count} valoraciones", names: ["count"])),
            recipeTags: PluralMessage(language: .es, one: Message("{count} etiqueta en una receta", names: ["count"]), other: Message("{count} etiquetas en recetas", names: ["count"])),
            recipes: PluralMessage(language: .es, one: Message("{count} receta", names: ["count"]), other: Message("{count} recetas", names: ["count"])),
            recipesStay: PluralMessage(language: .es, one: Message("{count} receta se queda, sin autor", names: ["count"]), other: Message("{count} recetas se quedan, sin autor", names: ["count"])),
            shareLinks: PluralMessage(language: .es, one: Message("{count} enlace para compartir", names: ["count"]), other: Message("{count} enlaces para compartir", names: ["count"])),
            shareLinksStay: PluralMessage(language: .es, one: Message("{count} enlace para compartir se queda, sin su creador", names: ["count"]), other: Message("{count} enlaces para compartir se quedan, sin su creador", names: ["count"])),
            shoppingItems: PluralMessage(language: .es, one: Message("{count} artículo de la lista de la compra", names: ["count"]), other: Message("{count} artículos de la lista de la compra", names: ["count"])),
            shoppingRecipes: PluralMessage(language: .es, one: Message("{count} receta en la lista de la compra", names: ["count"]), other: Message("{count} recetas en la lista de la compra", names: ["count"])),
            skills: PluralMessage(language: .es, one: Message("{count} técnica", names: ["count"]), other: Message("{count} técnicas", names: ["count"])),
            staysHeading: "Qué se queda",
            stepSkills: PluralMessage(language: .es, one: Message("{count} técnica mencionada en un paso", names: ["count"]), other: Message("{count} técnicas mencionadas en pasos", names: ["count"])),
            steps: PluralMessage(language: .es, one: Message("{count} paso", names: ["count"]), other: Message("{count} pasos", names: ["count"])),
            tags: PluralMessage(language: .es, one: Message("{count} etiqueta", names: ["count"]), other: Message("{count} etiquetas", names: ["count"])),
            waitingFiles: PluralMessage(language: .es, one: Message("{count} archivo pendiente de importar", names: ["count"]), other: Message("{count} archivos pendientes de importar", names: ["count"])),
            waitingFilesStay: PluralMessage(language: .es, one: Message("{count} archivo pendiente de importar se queda, sin quién lo envió", names: ["count"]), other: Message("{count} archivos pendientes de importar se quedan, sin quién los envió", names: ["count"])),
            webImports: PluralMessage(language: .es, one: Message("{count} importación desde la web", names: ["count"]), other: Message("{count} importaciones desde la web", names: ["count"])),
            webImportsStay: PluralMessage(language: .es, one: Message("{count} importación desde la web se queda, sin quién la inició", names: ["count"]), other: Message("{count} importaciones desde la web se quedan, sin quién las inició", names: ["count"]))
        ),
        cooking: Cooking(
            chooseStars: "Elige de 1 a 5 estrellas.",
            day: "Día",
            entryRemoved: "La entrada se ha quitado del registro de cocina.",
            favouriteAdded: "Añadida a tus favoritas.",
            favouriteRemoved: "Quitada de tus favoritas.",
            introAfter: ": el hogar ve cuántas veces y cuándo fue la última.",
            introBefore: "Apunta cuándo cocinaste",
            notNoted: "Aún no se ha apuntado: corrige los campos marcados abajo.",
            noteHint: "Qué cambiarías la próxima vez, o a quién le encantó.",
            noteIt: "Apuntar",
            noteOptional: "Nota (opcional)",
            notedOn: Message("Apuntado: la cocinaste el {day}.", names: ["day"]),
            notedToday: "Apuntado: la cocinaste hoy.",
            rated: PluralMessage(language: .es, one: Message("Le has dado {count} estrella.", names: ["count"]), other: Message("Le has dado {count} estrellas.", names: ["count"])),
            ratingRemoved: "Tu valoración se ha quitado.",
            servings: "Raciones",
            title: Message("He cocinado {recipe}", names: ["recipe"])
        ),
        errors: Errors(
            backToLogIn: "Volver a iniciar sesión",
            badRequestHeading: "Algo en la solicitud no era correcto",
            busyFiles: "Ahora mismo se están leyendo muchos archivos. Vuelve a enviar el tuyo en un momento.",
            busyHeading: "Larder está muy ocupado",
            busyLogins: "Hay demasiadas personas iniciando sesión ahora mismo. Vuelve a intentarlo en un momento.",
            busyPages: "Se están sirviendo demasiadas páginas ahora mismo. Vuelve a intentarlo en un momento.",
            entryNameTaken: "Otra entrada de este hogar tiene este nombre. No se cambió nada.",
            errorStatus: Message("Código de error {status}", names: ["status"]),
            failedHeading: "Algo ha salido mal",
            failedText: "Larder no pudo terminar esta solicitud. Se ha registrado el error.",
            formExpired: "Este formulario ha caducado o no viene de Larder. Vuelve atrás, recarga la página e inténtalo de nuevo.",
            home: "Inicio",
            homePage: "Ir a la página de inicio",
            householdChangedHeading: "Este formulario era para otro hogar",
            householdChangedText: Message("El hogar abierto ahora es «{name}», pero el formulario se mostró para otro, quizá antes de que cambiaras en otra pestaña. No se ha cambiado nada. Comprueba qué hogar está abierto (arriba en la página) y vuelve a intentarlo.", names: ["name"]),
            householdFirst: "Primero crea un hogar: las recetas pertenecen a un hogar.",
            invalidHeading: "Algo no era válido",
            invalidText: Message("No se guardó nada: {problems}.", names: ["problems"]),
            inviteMailsPausedHeading: "Ya se han enviado muchas invitaciones",
            inviteMailsPausedText: "Este hogar ha enviado muchas invitaciones por correo en la última hora, así que Larder espera antes de enviar más. Puedes crear un enlace y enviarlo tú.",
            nameTakenHeading: "Ese nombre ya existe",
            noRecipeNamed: Message("El hogar no tiene ninguna receta «{name}». No se guardó nada.", names: ["name"]),
            notAllowedHeading: "No permitido",
            notFoundHeading: "No encontrado",
            notFoundText: "Aquí no hay nada, o pertenece a un hogar en el que no estás.",
            ownerOnly: "Solo un propietario de este hogar puede hacer eso.",
            recipeNameTaken: "Otra receta de este hogar tiene este nombre. No se cambió nada.",
            registrationsPausedHeading: "Las cuentas nuevas están en pausa un rato",
            registrationsPausedText: "En la última hora se han creado muchas cuentas en este Larder, así que el formulario de registro espera antes de aceptar más. Vuelve a intentarlo más tarde. Alguien de un hogar de aquí puede enviarte un enlace de invitación: con él puedes registrarte ya.",
            requestNotHandled: "No se pudo procesar la solicitud.",
            resetHelpAfter: "); funciona una sola vez, durante una hora, y te permite elegir una contraseña nueva.",
            resetHelpBefore: "Si no recuerdas tu contraseña, pide a un administrador de este Larder un enlace para restablecerla. Lo crea en la página de administración (o con",
            resetRequestsPausedHeading: "Demasiadas peticiones de enlace",
            resetRequestsPausedText: "En la última hora se han pedido desde aquí muchos enlaces para restablecer la contraseña, así que este formulario espera antes de enviar más. Vuelve a intentarlo más tarde.",
            retryAfter: "Podrás volver a intentarlo a partir de las",
            retryIn: PluralMessage(language: .es, one: Message("dentro de un minuto, más o menos", names: ["count"]), other: Message("dentro de unos {count} minutos", names: ["count"])),
            throttledNotice: "Ha habido demasiados intentos fallidos de iniciar sesión con esta dirección de correo, así que el inicio de sesión con ella está en pausa durante un rato. Así se protege la cuenta de quien intente adivinar la contraseña.",
            throttledTitle: "Demasiados intentos",
            tooLargeHeading: "Demasiado grande",
            tooLargeLimit: Message("Era más de los {size} que acepta esta página.", names: ["size"]),
            tooLargeText: "Era más de lo que acepta esta página.",
            tooManyStreamsHeading: "Demasiadas listas abiertas",
            tooManyStreamsText: Message("Ya sigues la lista de la compra en {count} ventanas. Cierra una y vuelve a cargar esta.", names: ["count"]),
            unavailableHeading: "Larder no está disponible",
            unavailableText: "No se puede acceder a la base de datos ahora mismo. Vuelve a intentarlo en un momento."
        ),
        forms: Forms(
            errorPrefix: "Error:"
        ),
        history: History(
            alreadyReads: Message("La receta ya coincide con la versión {version}: no ha cambiado nada.", names: ["version"]),
            backToRecipe: "Volver a la receta",
            changeDetails: "detalles editados",
            changeLinesAdded: PluralMessage(language: .es, one: Message("{count} línea añadida", names: ["count"]), other: Message("{count} líneas añadidas", names: ["count"])),
            changeLinesChanged: PluralMessage(language: .es, one: Message("{count} línea cambiada", names: ["count"]), other: Message("{count} líneas cambiadas", names: ["count"])),
            changeLinesRemoved: PluralMessage(language: .es, one: Message("{count} línea eliminada", names: ["count"]), other: Message("{count} líneas eliminadas", names: ["count"])),
            changeNothing: "nada",
            changePhotoAdded: "foto añadida",
            changePhotoRemoved: "foto quitada",
            changePhotoReplaced: "foto reemplazada",
            changeRenamed: Message("renombrada «{name}»", names: ["name"]),
            changeRestored: Message("versión {version} restaurada: {changes}", names: ["version", "changes"]),
            changeServings: Message("raciones {from} → {to}", names: ["from", "to"]),
            changeSourceChanged: "fuente cambiada",
            changeSourceRemoved: "fuente quitada",
            changeStepAdded: Message("paso {number} añadido", names: ["number"]),
            changeStepEdited: Message("paso {number} editado", names: ["number"]),
            changeStepRemoved: Message("paso {number} eliminado", names: ["number"]),
            changeStepsReordered: "pasos reordenados",
            changeSummaryEdited: "resumen editado",
            changeTags: "etiquetas cambiadas",
            changeTimes: "tiempos cambiados",
            changesColumn: "Qué cambió",
            chooseTwo: "Elige dos versiones distintas para comparar.",
            compareButton: "Comparar las dos versiones elegidas",
            compareExplanation: Message("Cada parte que cambia, la versión {older} a la izquierda y la versión {newer} a la derecha; las líneas que faltan en un lado están marcadas.", names: ["older", "newer"]),
            compareFromLabel: "Comparar desde",
            compareFromVersion: Message("Comparar desde la versión {number}", names: ["number"]),
            compareToLabel: "Comparar con",
            compareToVersion: Message("Comparar con la versión {number}", names: ["number"]),
            currentBadge: "actual",
            firstVersion: "primera versión",
            fromColumn: "Desde",
            historyLead: "Todas las versiones guardadas, de la más reciente a la más antigua. Compara dos cualesquiera o restaura una anterior: se guarda como una versión nueva, así que también puedes deshacer una restauración de la misma forma.",
            historyOf: Message("Historial de {name}", names: ["name"]),
            inAStep: "un paso",
            inName: "el nombre",
            inNewSteps: "los pasos nuevos",
            inOwnLines: "«Necesitarás»",
            inServings: "las raciones",
            inSource: "la fuente",
            inStep: Message("el paso {number}", names: ["number"]),
            inStepOrder: "el orden de los pasos",
            inSummary: "el resumen",
            inTags: "las etiquetas",
            inTimes: "los tiempos",
            lineCooking: Message("Cocción: {time}", names: ["time"]),
            lineDuring: Message("Mientras espera el paso {step}", names: ["step"]),
            lineIngredients: Message("Ingredientes: {lines}", names: ["lines"]),
            lineNone: "(ninguno)",
            linePreparation: Message("Preparación: {time}", names: ["time"]),
            lineRemoved: "(eliminado)",
            lineSkills: Message("Técnicas: {skills}", names: ["skills"]),
            lineTime: Message("Tiempo: {time}", names: ["time"]),
            lineTimeWaiting: Message("Tiempo: {time} (espera)", names: ["time"]),
            lineTools: Message("Utensilios: {tools}", names: ["tools"]),
            lineTotal: Message("Tiempo total: {time}", names: ["time"]),
            mergedStepAdded: Message("{step} añadido", names: ["step"]),
            mergedStepOrder: "el orden de los pasos",
            mergedStepRemoved: Message("{step} eliminado", names: ["step"]),
            noEarlier: "Esta receta no ha cambiado desde que se creó. A partir de ahora, cada vez que guardes se conservará aquí la versión que sustituye.",
            noPhoto: "Sin foto",
            notRecorded: "sin registrar",
            overwriteItem: Message("{part} ({change})", names: ["part", "change"]),
            partAStep: "Un paso",
            partColumn: "Parte",
            partName: "Nombre",
            partNewSteps: "Pasos nuevos",
            partOwnLines: "Necesitarás",
            partServings: "Raciones",
            partSource: "Fuente",
            partStep: Message("Paso {number}", names: ["number"]),
            partStepOrder: "Orden de los pasos",
            partSummary: "Resumen",
            partTags: "Etiquetas",
            partTimes: "Tiempos",
            photoAlt: Message("La foto de la versión {number}", names: ["number"]),
            photoCaption: Message("Foto de la versión {number}", names: ["number"]),
            quoted: Message("«{text}»", names: ["text"]),
            restoreButton: "Restaurar",
            restoreColumn: "Restaurar",
            restoreHidden: Message("la versión {number}", names: ["number"]),
            restoreInvalid: Message("No se ha restaurado nada: la versión {version} ya no es una receta válida ({problems}). Abre el editor y cambia la receta allí.", names: ["version", "problems"]),
            restoreNameTaken: "No se ha restaurado nada: otra receta del hogar tiene ahora el nombre de esa versión. Cambia antes el nombre de una de las dos.",
            restoreNotSeen: "No se ha restaurado nada: vuelve a abrir el historial y elige la versión.",
            restoreStale: Message("No se ha restaurado nada: alguien guardó la receta (ahora versión {current}) después de que abrieras su historial. Revisa qué ha cambiado y vuelve a elegir.", names: ["current"]),
            restoreVersion: Message("Restaurar la versión {number}", names: ["number"]),
            restored: Message("La versión {version} se ha restaurado como versión {now}. Para deshacerlo, restaura la versión {seen} desde el historial.", names: ["version", "now", "seen"]),
            sameText: "Estas dos versiones son iguales.",
            savedBy: Message("{date} por {name}", names: ["date", "name"]),
            savedColumn: "Guardada",
            savedLine: Message("Guardada el {saved}: {summary}", names: ["saved", "summary"]),
            theirsTitle: "La otra versión, ya guardada",
            theyAddedSteps: "añadidos en el mismo sitio en la otra versión",
            theyChangedIt: "con cambios en la otra versión",
            theyChangedItTo: Message("{value} en la otra versión", names: ["value"]),
            theyChangedThem: "cambiadas en la otra versión",
            theyRemovedIt: "eliminado en la otra versión",
            theyReordered: "cambiado en la otra versión",
            toColumn: "Con",
            version: Message("Versión {number}", names: ["number"]),
            versionColumn: "Versión",
            versionCurrent: Message("Versión {number} (actual)", names: ["number"]),
            versionsOf: Message("Versiones {older} y {newer} de {name}", names: ["older", "newer", "name"]),
            yoursTitle: "La tuya, aún sin guardar"
        ),
        home: Home(
            goToRecipes: "Ir a tus recetas",
            heroTitle: "Las recetas de tu hogar, compartidas y listas para cocinar",
            kitchenText: "Pasos grandes y legibles, ingredientes para ir tachando, temporizadores que suenan y una pantalla que no se apaga. Rápido en cualquier móvil, y funciona sin JavaScript.",
            kitchenTitle: "Hecho para la cocina",
            lead: "Larder es un servidor de recetas para familias y pisos compartidos. Escribe las recetas una vez, paso a paso, y cocina con ellas desde el móvil apoyado en la cocina.",
            logIn: "Iniciar sesión",
            privacyText: "Todos en un hogar ven todas sus recetas; nadie más. Solo entras en un hogar con un enlace de invitación de su propietario. Quien administra el servidor ve cifras, nunca tus recetas.",
            privacyTitle: "Claro en quién ve qué",
            register: "Registrarse",
            structuredText: "Cada paso lleva sus ingredientes, tiempo, utensilios y técnicas, así que puedes buscar por lo que hay en la nevera o por el tiempo que tienes.",
            structuredTitle: "Estructuradas, no escaneadas",
            takeAwayText: "Importa recetas en JSON-LD de schema.org, que publican la mayoría de webs de recetas, y exporta cualquier receta cuando quieras.",
            takeAwayTitle: "Tus recetas son tuyas"
        ),
        household: Household(
            abilityInvite: "invitar a personas con un enlace y revocar invitaciones",
            abilityLeave: "salir del hogar",
            abilityLeaveAsOwner: "salir del hogar, cuando otro miembro sea propietario",
            abilityRecipes: "ver, añadir, editar y eliminar las recetas, ingredientes y técnicas del hogar",
            abilityRemoveMembers: "quitar miembros",
            abilityRename: "cambiar el nombre del hogar",
            abilityRoles: "hacer propietario a otro miembro, o volver a ser miembro",
            abilitySeeMembers: "ver quién más pertenece al hogar",
            aboutHeading: "¿Qué es un hogar?",
            aboutNotYet: "Todavía no estás en ningún hogar. Crea uno e invita a las personas con las que cocinas, o pide a alguien que te envíe un enlace de invitación al suyo.",
            aboutShared: "Un hogar es un recetario compartido: una familia, una pareja, compañeros de piso. Todos en el hogar ven todas sus recetas; nadie más las ve.",
            anotherHeading: "Crear otro hogar",
            anotherText: "Puedes pertenecer a varios hogares y cambiar entre ellos en la parte de arriba de la página.",
            bringBackNote: Message("Puedes recuperarlo tal como estaba desde la página de tu cuenta durante {period}.", names: ["period"]),
            chooseTimeZone: "Elige una zona horaria de la lista.",
            copyLink: "Copiar enlace",
            createButton: "Crear hogar",
            createHeading: "Crear un hogar",
            createHint: "Por ejemplo, «Los Nguyen» o «Piso 4B».",
            createInvite: "Crear enlace de invitación",
            created: Message("creado el {date}", names: ["date"]),
            createdFlash: Message("{name} está listo. Invita a las personas con las que cocinas.", names: ["name"]),
            deleteButton: "Eliminar el hogar y todo su contenido",
            deleteEllipsis: Message("Eliminar {name}…", names: ["name"]),
            deleteHeading: "¿Eliminar este hogar?",
            deleteTitle: Message("Eliminar {name}", names: ["name"]),
            deletedFlash: Message("Se ha eliminado {name}. Puedes recuperarlo desde la página de tu cuenta durante {period}.", names: ["name", "period"]),
            expiresDay: "1 día",
            expiresLabel: "El enlace vale",
            expiresMonth: "30 días",
            expiresWeek: "1 semana",
            historyBoth: Message("{revisions}, y solo {days}", names: ["revisions", "days"]),
            historyDays: PluralMessage(language: .es, one: Message("las versiones guardadas el último día", names: ["count"]), other: Message("las versiones guardadas en los últimos {count} días", names: ["count"])),
            historyEverything: "Se conservan todas las versiones anteriores de cada receta.",
            historyHeading: "Historial de recetas",
            historyLatest: PluralMessage(language: .es, one: Message("la última versión anterior de cada receta", names: ["count"]), other: Message("las últimas {count} versiones anteriores de cada receta", names: ["count"])),
            historyOwnerOnly: "Solo un propietario puede cambiar cuánto historial conserva el hogar.",
            historyRule: Message("La limpieza conserva {kept}; la versión actual se queda siempre.", names: ["kept"]),
            historySaved: "Un administrador la aplica con larder prune-history.",
            inviteActive: "Activo",
            inviteEmailHint: "Opcional: una dirección. Larder envía el enlace por correo, en el idioma de quien lo recibe.",
            inviteEmailIssue: "Escribe una dirección de correo, como nombre@example.org, o déjalo vacío.",
            inviteEmailLabel: "Enviar el enlace a",
            inviteExpired: "Caducado",
            inviteExpires: Message("caduca el {date}", names: ["date"]),
            inviteExpiryIssue: "Elige cuánto tiempo vale el enlace: de 1 hora a 90 días",
            inviteLinksHeading: "Enlaces de invitación",
            inviteMade: Message("creado el {date}", names: ["date"]),
            inviteMailUnset: "Larder puede enviar invitaciones por correo en cuanto alguien que lo administra define LARDER_SMTP_URL, LARDER_MAIL_FROM y LARDER_PUBLIC_URL.",
            inviteMailed: Message("El enlace va de camino a {email}.", names: ["email"]),
            inviteRevoked: "Revocado",
            inviteUsedUp: "Agotado",
            inviteUsesIssue: "Elige cuántas personas pueden usar el enlace: de 1 a 1000, o cualquiera con el enlace",
            inviteWarningAfter: "como miembro y verá todas sus recetas. Envíalo solo a las personas que quieras invitar.",
            inviteWarningBefore: "Cualquiera que abra un enlace de invitación activo puede unirse a",
            invitesHeading: "Invitar a personas",
            joined: Message("se unió el {date}", names: ["date"]),
            keepDaysHint: "Vacío: para siempre.",
            keepDaysLabel: "Durante cuántos días",
            keepOwner: "El hogar debe tener un propietario.",
            keepOwnerFirst: "El hogar debe tener un propietario: primero haz propietario a otra persona.",
            keepRevisionsHint: "Vacío: todas.",
            keepRevisionsLabel: "Versiones anteriores por receta",
            leaveButton: Message("Salir de {name}", names: ["name"]),
            leaveDeleteButton: "Salir y eliminar el hogar",
            leaveDeleteHeading: "¿Salir y eliminar este hogar?",
            leaveEllipsis: Message("Salir de {name}…", names: ["name"]),
            leaveHeading: "Salir o eliminar",
            leaveNotice: Message("Ya no verás las recetas de {name}. Para volver necesitarás un nuevo enlace de invitación.", names: ["name"]),
            leaveQuestion: Message("¿Salir de {name}?", names: ["name"]),
            leftFlash: Message("Has salido de {name}.", names: ["name"]),
            makeMember: "Hacer miembro",
            makeOwner: "Hacer propietario",
            membersHeading: "Miembros",
            nameLabel: "Nombre del hogar",
            newInviteLabel: "Nuevo enlace de invitación",
            newInviteText: "Cópialo ahora y envíaselo a la persona que quieras invitar. Larder solo guarda una huella del enlace, así que no puede volver a mostrártelo; si lo pierdes, revócalo y crea otro.",
            newInviteTitle: "Tu nuevo enlace de invitación.",
            noInvites: "Aún no hay enlaces de invitación.",
            nowMember: "Ahora es miembro.",
            nowOwner: "Ahora es propietario.",
            onlyMemberNote: "Eres su único miembro, así que salir lo elimina.",
            onlyMemberWarning: Message("Eres el único miembro: si sales, se eliminan {name} y todas sus recetas. Se te preguntará antes, y podrás recuperarlo durante {period}.", names: ["name", "period"]),
            onlyOwnerWarning: "Eres el único propietario: haz propietario a otro miembro antes de salir.",
            openedByLink: Message("Ahora está abierto {household}: la página que has abierto es suya.", names: ["household"]),
            ownerCanChange: "Un propietario puede cambiarlo.",
            privacyAfter: "ven todas sus recetas; nadie más las ve.",
            privacyBefore: "Todos en",
            pruneAfter: "lo que esta regla ya no conserva.",
            pruneBefore: "Un administrador borra con",
            removeAfter: "del hogar",
            removeBefore: "Quitar",
            removedFlash: "Se ha quitado al miembro; ya no ve este hogar.",
            renameButton: "Cambiar nombre del hogar",
            renameHeading: "Cambiar nombre",
            renamedFlash: "El hogar tiene un nombre nuevo.",
            restoreGone: "Ese hogar ya no se puede recuperar: ya se restauró o se eliminó hace demasiado tiempo.",
            restoredFlash: Message("{name} ha vuelto, tal como estaba.", names: ["name"]),
            revoke: "Revocar",
            revokedFlash: "El enlace de invitación ya no funciona.",
            roleInvalid: "El rol debe ser propietario o miembro.",
            roleMember: "Miembro",
            roleOwner: "Propietario",
            rolesHeading: "Qué puede hacer cada rol",
            saveHistory: "Guardar regla",
            saveTimeZone: "Guardar zona horaria",
            settingsHeading: "Ajustes del hogar",
            sharedHeading: "Recetas compartidas",
            sharedLink: "Ver y revocar los enlaces para compartir",
            sharedText: "Recetas que cualquiera con el enlace puede leer, sin cuenta.",
            switchButton: "Cambiar",
            switcherLabel: "Hogar",
            timeZoneFollows: Message("Los días y las horas siguen la zona {zone}.", names: ["zone"]),
            timeZoneHeading: "Zona horaria",
            timeZoneHint: "Qué es «hoy» en el plan y en el registro de cocina, y la zona en la que se muestran las horas.",
            timeZoneLabel: "Dónde vive el hogar",
            timeZoneSaved: Message("Los días y las horas siguen ahora la zona {zone}.", names: ["zone"]),
            title: "Tu hogar",
            undoWindow: PluralMessage(language: .es, one: Message("{count} día", names: ["count"]), other: Message("{count} días", names: ["count"])),
            usesAnyone: "Cualquiera con el enlace",
            usesFive: "Hasta 5 personas",
            usesLabel: "Número de personas",
            usesLimited: Message("{used} de {maximum} usos", names: ["used", "maximum"]),
            usesOne: "Una persona",
            usesUnlimited: PluralMessage(language: .es, one: Message("{count} uso, sin límite", names: ["count"]), other: Message("{count} usos, sin límite", names: ["count"])),
            wholeNumber: "Escribe un número entero, o déjalo vacío para conservarlo todo",
            youTag: "tú",
            yourRole: "Tu rol:"
        ),
        importProblems: ImportProblems(
            archiveOfNoKnownApp: "un archivo zip o gzip, pero no una exportación que Larder sepa leer: lee las de Mealie, Tandoor, Paprika y Nextcloud Cookbook",
            checksumMismatch: "dañado dentro del archivo zip (su suma de comprobación no coincide)",
            chooseMealieGroup: Message("esta copia de seguridad de Mealie contiene {number} grupos: {groups}; elige el grupo que quieres importar", names: ["number", "groups"]),
            couldNotBeRead: Message("no se ha podido leer: {error}", names: ["error"]),
            couldNotBeSaved: Message("no se ha podido guardar ({error})", names: ["error"]),
            couldNotFetch: Message("no se ha podido obtener la página: {reason}", names: ["reason"]),
            cutToFitSummary: Message("recortado: el resumen de una receta admite como máximo {maximum} caracteres", names: ["maximum"]),
            damagedGzip: "datos gzip dañados",
            damagedGzipSaying: Message("datos gzip dañados ({error})", names: ["error"]),
            damagedInZip: "dañado dentro del archivo zip",
            damagedZip: "un archivo zip dañado",
            damagedZipContents: "un archivo zip dañado: no se puede leer su índice",
            documentNestsTooDeep: Message("el documento anida arrays y objetos en más de {maximum} niveles", names: ["maximum"]),
            documentTooLarge: Message("el documento ocupa {megabytes} MB; se pueden importar como máximo {maximum} MB", names: ["megabytes", "maximum"]),
            elementUnreadable: "no se ha podido leer",
            expectedDateTime: Message("se esperaba una fecha y hora ISO 8601 como \"2024-05-01T12:30:00Z\"; se encontró \"{found}\"", names: ["found"]),
            expectedDay: Message("se esperaba un día como \"2026-11-25\"; se encontró \"{found}\"", names: ["found"]),
            expectedDecimal: Message("se esperaba un número decimal escrito como cadena, como \"1.5\"; se encontró \"{found}\"", names: ["found"]),
            expectedDocumentObject: Message("se esperaba un objeto con \"format\": \"{format}\"; se encontró {found}", names: ["format", "found"]),
            expectedOneOf: Message("se esperaba uno de estos valores: {choices}", names: ["choices"]),
            expectedOneOfFound: Message("se esperaba uno de estos valores: {choices}; se encontró \"{found}\"", names: ["choices", "found"]),
            expectedValue: Message("se esperaba {kind}", names: ["kind"]),
            expectedValueFound: Message("se esperaba {kind}; se encontró {found}", names: ["kind", "found"]),
            fetchBadAddress: Message("«{address}» no es una dirección web", names: ["address"]),
            fetchHTTPStatus: Message("el sitio respondió {status}", names: ["status"]),
            fetchRefusedAddress: Message("{host} es una dirección privada o local ({address}), a la que Larder no accede", names: ["host", "address"]),
            fetchRefusedPort: Message("solo se usan los puertos web habituales (80 y 443), no el {port}", names: ["port"]),
            fetchRefusedScheme: Message("solo se obtienen direcciones http y https, no {scheme}:", names: ["scheme"]),
            fetchTimedOut: Message("el sitio no respondió en {seconds} segundos", names: ["seconds"]),
            fetchTooManyRedirects: Message("la página redirigió más de {limit} veces", names: ["limit"]),
            fetchUnreachable: Message("no se ha podido conectar con el sitio ({reason})", names: ["reason"]),
            fetchUnresolvable: Message("no se ha encontrado {host}", names: ["host"]),
            fieldIssue: Message("{field}: {problem}", names: ["field", "problem"]),
            fileTooLarge: Message("el archivo ocupa {megabytes} MB; se pueden importar como máximo {maximum} MB", names: ["megabytes", "maximum"]),
            formatExpected: Message("se esperaba \"{format}\"; se encontró {found}", names: ["format", "found"]),
            formatMissing: Message("falta; un documento de Larder indica \"format\": \"{format}\"", names: ["format"]),
            givenUp: Message("abandonada tras {tries} intentos; cada uno detuvo su servidor antes de terminar", names: ["tries"]),
            gzipCutShort: "datos gzip dañados (incompletos)",
            headsNoLines: "ningún ingrediente sigue a este encabezado",
            headsNoSteps: "ningún paso sigue a este encabezado",
            jsonNestsTooDeep: Message("su JSON anida más de {maximum} niveles", names: ["maximum"]),
            kindArray: "un array",
            kindNumber: "un número",
            kindObject: "un objeto",
            kindString: "una cadena",
            kindTrueOrFalse: "true o false",
            kindWholeNumber: "un número entero",
            leftOut: Message("«{what}» se ha dejado fuera: {reason}", names: ["what", "reason"]),
            lineWithoutWords: "se ha dejado fuera una línea de ingrediente sin texto",
            listedTwice: Message("\"{name}\" aparece dos veces (también en {path}); los nombres deben ser distintos, sin distinguir mayúsculas", names: ["name", "path"]),
            mealieGroup: PluralMessage(language: .es, one: Message("«{name}» ({count} receta)", names: ["count", "name"]), other: Message("«{name}» ({count} recetas)", names: ["count", "name"])),
            missing: "falta (obligatorio)",
            named: Message("«{name}»: {problem}", names: ["name", "problem"]),
            namesNoRecipe: "no nombra ninguna receta de este documento",
            needsName: "una receta necesita un nombre",
            neitherLarderNorSchemaOrg: Message("ni una exportación de Larder (\"format\": \"{format}\") ni una receta schema.org en JSON-LD (un objeto con \"@type\": \"Recipe\")", names: ["format"]),
            noAddresses: "indica al menos una dirección",
            noPlaceInLarder: "Larder no tiene dónde guardarlo",
            noRecipeJSON: "no contiene recipe.json",
            noRecipeOnPage: Message("no se ha encontrado ninguna receta en esta página; contiene: {contents}", names: ["contents"]),
            noSchemaOrgRecipe: "no se ha encontrado ninguna receta schema.org (un objeto con \"@type\": \"Recipe\")",
            noStepForTool: "la receta no tiene ningún paso al que asignarlo",
            noSuchMealieGroup: Message("esta copia de seguridad de Mealie no tiene el grupo «{chosen}»; sus grupos son {groups}", names: ["chosen", "groups"]),
            notAPicture: "no es una imagen PNG, JPEG, GIF ni WebP",
            notAPlainFileName: "debe ser un simple nombre de archivo de 200 caracteres como máximo, sin carpetas",
            notAWebAddress: "no es una dirección web",
            notAWebAddressScheme: "no es una dirección web (debe empezar por https:// o http://)",
            notAWebPage: Message("esta dirección no es una página web (es {type})", names: ["type"]),
            notBase64: "no es base64 válido",
            notGzip: "no son datos gzip",
            notJSON: "no es JSON válido",
            notMealieBackup: "no es una copia de seguridad de Mealie (1.0 o posterior): no contiene database.json",
            notPaprikaGzip: "no es una receta de Paprika (no son datos gzip)",
            notPaprikaRecipe: "no es una receta de Paprika (no tiene nombre, ingredientes ni instrucciones)",
            notTandoorRecipe: "no es una receta de una exportación de Tandoor (cada una es un archivo zip)",
            nutritionNotKept: "se ha dejado fuera la información nutricional: Larder no la guarda",
            onePhotoPerRecipe: "una receta solo guarda una foto",
            pageBoth: Message("{first} y {second}", names: ["first", "second"]),
            pageNoSchemaData: "ningún dato schema.org",
            pageOtherKinds: Message("datos schema.org de otro tipo ({kinds})", names: ["kinds"]),
            pageTitle: Message("el título «{title}»", names: ["title"]),
            pathLeavesZip: "una ruta que sale del archivo zip; se rechaza el archivo",
            photoNotAPicture: "no es una imagen PNG, JPEG ni WebP (o el archivo está dañado)",
            photoTooLarge: Message("ocupa más de {megabytes} MB", names: ["megabytes"]),
            photoTooManyPixels: Message("tiene más de {millions} millones de píxeles", names: ["millions"]),
            pictureTooLarge: Message("la imagen ocupa más de {megabytes} MB", names: ["megabytes"]),
            ratingKeptAs: Message("valorada con {rating}, se guarda con {stars} de 5 estrellas: Larder valora con estrellas enteras", names: ["rating", "stars"]),
            recipeOrNote: "una entrada es una receta con raciones o una nota",
            servingsRange: "se esperaban de 1 a 100 raciones",
            starsRange: "se esperaban de 1 a 5 estrellas",
            stepWithoutWords: "se ha dejado fuera un paso sin texto propio",
            summaryFull: Message("el resumen de la receta está lleno (admite como máximo {maximum} caracteres)", names: ["maximum"]),
            tagsPerImport: PluralMessage(language: .es, one: Message("una importación da a una receta {count} etiqueta como máximo", names: ["count"]), other: Message("una importación da a una receta {count} etiquetas como máximo", names: ["count"])),
            timeUnreadable: "Larder no ha podido leerlo como un tiempo",
            timelineNotKept: PluralMessage(language: .es, one: Message("se ha dejado fuera el historial de la receta ({count} entrada): Larder no lo guarda", names: ["count"]), other: Message("se ha dejado fuera el historial de la receta ({count} entradas): Larder no lo guarda", names: ["count"])),
            tooManyAddresses: Message("{addresses} direcciones son más de las {maximum} que admite una importación", names: ["addresses", "maximum"]),
            tooManyDecimals: Message("se conservan 3 decimales como máximo; escribe {quantity} con 3 o menos", names: ["quantity"]),
            tooManyOpenJobs: Message("este hogar ya tiene {maximum} importaciones en marcha, tantas como puede: espera a que termine una", names: ["maximum"]),
            tooManyZipFiles: Message("el zip contiene más de {maximum} archivos", names: ["maximum"]),
            truncated: Message("{problem} (solo se han leído sus primeros {megabytes} MB)", names: ["problem", "megabytes"]),
            unknownFormat: Message("formato desconocido {found}; Larder lee documentos \"{format}\" y recetas schema.org", names: ["found", "format"]),
            unknownTimeZone: "no es una zona horaria que Larder conozca",
            unpacksToMoreThan: Message("descomprimido ocupa más de {megabytes} MB", names: ["megabytes"]),
            versionExpected: Message("se esperaba un número de versión del 1 al {newest}; se encontró {found}", names: ["newest", "found"]),
            versionFromOne: "se esperaba una versión a partir de 1",
            versionTooNew: Message("este documento usa la versión {version} del formato de Larder, pero este Larder lee hasta la versión {newest}; actualiza Larder para importarlo", names: ["version", "newest"]),
            versionTwice: Message("la versión {version} aparece dos veces", names: ["version"]),
            weekdayRange: "se esperaba un día de la semana del 1 (lunes) al 7 (domingo)",
            yieldKeptAs: PluralMessage(language: .es, one: Message("el rendimiento «{yield}» se guarda como {count} ración", names: ["count", "yield"]), other: Message("el rendimiento «{yield}» se guarda como {count} raciones", names: ["count", "yield"])),
            yieldWithoutNumber: "Larder cuenta raciones, y aquí no figura ningún número",
            zipTooLarge: Message("el archivo zip descomprimido ocupa más de {megabytes} MB; se rechaza", names: ["megabytes"])
        ),
        importing: Importing(
            addressesDone: "Direcciones hechas",
            addressesHint: "Pega una dirección, o varias, una por línea. Larder lee la receta y su foto de cada página.",
            addressesLabel: "Direcciones de páginas de recetas",
            addressesPlaceholder: "https://",
            alreadyHaveIt: "Ya tienes esta receta; no ha cambiado nada.",
            alreadyTitle: "Ya tienes esta receta",
            appTerm: "La exportación de otra app",
            appText: "Una copia de seguridad de Mealie (1.0 y posteriores, o la exportación de versiones anteriores), una exportación de Tandoor, un archivo",
            appTextEnd: "de Paprika o una exportación de Nextcloud Cookbook: se traen recetas, fotos, etiquetas y favoritos. Antes de guardar nada, ves qué recetas no se han podido leer.",
            belongToHousehold: "Las recetas importadas pertenecen a tu hogar actual",
            canImport: PluralMessage(language: .es, one: Message("Se puede importar {count} de {total} recetas desde {from}", names: ["count", "total", "from"]), other: Message("Se pueden importar {count} de {total} recetas desde {from}", names: ["count", "total", "from"])),
            cancelAndDelete: "Cancelar y borrar el archivo",
            cancelled: "No se ha importado nada; el archivo se ha borrado.",
            chooseFileOrPaste: "Elige un archivo o pega una receta para importar.",
            chooseGroup: "Elige el grupo cuyas recetas quieres traer a este hogar.",
            continueButton: "Continuar",
            doesNotFit: Message("La receta de la página no encaja: {problems}", names: ["problems"]),
            doneOf: Message("{done} de {total}", names: ["done", "total"]),
            everyoneSees: ", y todos sus miembros las verán.",
            failedCount: "con error",
            fetchBudget: PluralMessage(language: .es, one: Message("Este hogar ha descargado {count} página en el último minuto. Espera un minuto y vuelve a intentarlo.", names: ["count"]), other: Message("Este hogar ha descargado {count} páginas en el último minuto. Espera un minuto y vuelve a intentarlo.", names: ["count"])),
            fileConflictLegend: "Si ya existe una receta con el mismo nombre",
            fileProblems: "No se ha importado nada: el archivo tiene problemas.",
            fixThese: "Corrígelos en el archivo y vuelve a intentarlo:",
            followHint: "Esta página sigue la importación mientras avanza; puedes salir de ella y la importación continúa.",
            formatLarder: "JSON de Larder",
            formatMealie: "una copia de seguridad de Mealie",
            formatMealieLegacy: "una exportación de Mealie (anterior a 1.0)",
            formatNextcloud: "una exportación de Nextcloud Cookbook",
            formatPaprika: "una exportación de Paprika",
            formatSchemaOrg: "JSON-LD de schema.org",
            formatTandoor: "una exportación de Tandoor",
            formatWebPage: "una página web",
            formatsTitle: "¿Qué puedo importar?",
            fromFile: "Desde un archivo",
            fromSite: "Desde una web de recetas",
            groupChoice: PluralMessage(language: .es, one: Message("{name} ({count} receta)", names: ["count", "name"]), other: Message("{name} ({count} recetas)", names: ["count", "name"])),
            groupLegend: "Grupo",
            householdHas: ", y este hogar ya tiene:",
            importFile: "Importar el archivo",
            importFromWeb: "Importar desde la web",
            importMore: "Importar más",
            importOthers: PluralMessage(language: .es, one: Message("Importar la otra", names: ["count"]), other: Message("Importar las otras {count}", names: ["count"])),
            importedCount: "en tus recetas",
            importedFrom: PluralMessage(language: .es, one: Message("{count} receta importada desde {format}", names: ["count", "format"]), other: Message("{count} recetas importadas desde {format}", names: ["count", "format"])),
            importedFromHost: Message("Importada desde {host}.", names: ["host"]),
            jobFinished: "Importación terminada",
            jobRunning: "Importando recetas",
            jsonHint: "Por ejemplo, el bloque",
            jsonHintEnd: "de una página web de recetas.",
            keepBoth: "Quedarme con las dos",
            keepMine: "Quedarme con la mía",
            keptUploads: Message("Los archivos que esperan una decisión se guardan un día: este hogar guarda {used} de sus {quota}.", names: ["used", "quota"]),
            keywordsAsTags: "Convertir también las palabras clave de las recetas en etiquetas",
            keywordsHint: "Si no, solo las categorías y las cocinas se convierten en etiquetas, 5 como máximo por receta: las palabras clave se escriben sobre todo para los buscadores.",
            larderTerm: "JSON de Larder",
            larderText: "Lo que te da «Exportar» en una receta o un hogar, desde este servidor de Larder o desde otro. Lo conserva todo: pasos, sus ingredientes, tiempos, utensilios y técnicas.",
            limitsText: Message("Una importación admite hasta {addresses} direcciones, y un hogar puede tener {jobs} importaciones en marcha a la vez.", names: ["addresses", "jobs"]),
            mealieGroups: PluralMessage(language: .es, one: Message("Esta copia de seguridad de Mealie tiene {count} grupo", names: ["count"]), other: Message("Esta copia de seguridad de Mealie tiene {count} grupos", names: ["count"])),
            notImported: Message("No importada: {path}: {problem}.", names: ["path", "problem"]),
            noteKeptTheirs: "ya está en el hogar, que conserva la suya",
            notePictureLeftOut: Message("se ha dejado fuera la imagen: {problem}", names: ["problem"]),
            noteReadFromPage: Message("se leyó a partir de {way}, porque la página no tiene una receta schema.org: compárala con la página", names: ["way"]),
            noteReplacedTheirs: "ha sustituido a la del hogar",
            noteSavedAs: Message("guardada como «{name}»", names: ["name"]),
            noteSeveralRecipes: PluralMessage(language: .es, one: Message("{count} receta en la página: {names}", names: ["count", "names"]), other: Message("{count} recetas en la página: {names}", names: ["count", "names"])),
            or: "o",
            pageHolds: "La página contiene",
            pasteAddress: "Pega la dirección de una página de recetas, o varias, una por línea.",
            pasteJSON: "Pegar JSON",
            pictureLeftOut: Message("La imagen de {path} se ha dejado fuera: {problem}.", names: ["path", "problem"]),
            policyAsk: "Preguntarme",
            policyRename: "Quedarme con las dos: guardar la nueva como «Nombre (2)»",
            policyReplace: "Sustituir la mía por la importada",
            policySkip: "Quedarme con la mía: dejar fuera la importada",
            problemsTitle: "Problemas en el archivo",
            progress: "Progreso",
            quotaFull: Message("Este archivo no se puede guardar para que decidas: el hogar ya guarda {used} de archivos en espera y puede guardar {quota}. Decide primero sobre esos, o vuelve a intentarlo mañana.", names: ["used", "quota"]),
            readFromPage: Message("«{name}» se leyó a partir de {way}, porque la página no tiene una receta schema.org: compárala con la página.", names: ["name", "way"]),
            recipeProblems: "No se ha importado nada: una receta tiene problemas.",
            renamedCount: PluralMessage(language: .es, one: Message("{count} renombrada", names: ["count"]), other: Message("{count} renombradas", names: ["count"])),
            replaceMine: "Sustituir la mía",
            replacedCount: PluralMessage(language: .es, one: Message("{count} sustituida", names: ["count"]), other: Message("{count} sustituidas", names: ["count"])),
            seeRecipes: "Ver tus recetas",
            siteTerm: "La página de una web de recetas",
            siteText: "La mayoría de las webs de recetas describen sus recetas para los buscadores (schema.org); Larder lee esa descripción, con la foto principal. Una lista de direcciones se importa en segundo plano, y puedes ver cómo avanza.",
            skippedCount: PluralMessage(language: .es, one: Message("{count} omitida (ya estaba)", names: ["count"]), other: Message("{count} omitidas (ya estaban)", names: ["count"])),
            stateFailed: "Con error",
            stateImported: "Importada",
            stateWaiting: "En espera",
            takeSettings: "Adoptar los ajustes de una exportación de Larder (zona horaria, inicio de semana, básicos de despensa)",
            takeSettingsHint: "Si no, el hogar conserva los suyos, y el informe dice qué habría cambiado.",
            thePage: "la página",
            title: "Importar recetas",
            toGoOf: Message("por hacer, de {total}", names: ["total"]),
            unreadableIntro: "Estas no se han podido leer y se quedarían fuera:",
            uploadGone: "Ese archivo ya no se conserva (los archivos subidos esperan un día). Vuelve a subirlo.",
            uploadHint: "Una exportación de Mealie, Tandoor, Paprika o Nextcloud Cookbook, una página web guardada desde tu navegador, o un archivo",
            uploadHintEnd: "como una exportación de Larder.",
            uploadLabel: "Subir un archivo",
            urlConflictLegend: "Si ya tengo la receta (misma dirección o mismo nombre)",
            wayHeadings: "sus títulos y listas",
            wayMicroformats: "sus microformatos",
            wayPlugin: "la ficha de un plugin de recetas",
            wayRDFa: "su RDFa"
        ),
        ingredients: Ingredients(
            aisle: "Pasillo:",
            aisleField: "Pasillo en la lista de la compra",
            aislePlaceholder: "p. ej. Lácteos",
            aisleSaved: "El pasillo se ha guardado: la lista de la compra lo colocará ahí la próxima vez que se haga.",
            change: "Cambiar",
            choosePicture: "Elige una imagen para subir.",
            countLabel: PluralMessage(language: .es, one: Message("{count} ingrediente", names: ["count"]), other: Message("{count} ingredientes", names: ["count"])),
            deleteButton: "Eliminar el ingrediente",
            deleteHeading: "¿Eliminar este ingrediente?",
            deleteLink: Message("Eliminar {name}…", names: ["name"]),
            deleteTitle: Message("Eliminar {name}", names: ["name"]),
            deleted: "El ingrediente se ha eliminado.",
            density: "Gramos por mililitro",
            densityHint: "Permite que las recetas lo muestren por peso o en tazas. Harina unos 0,53, azúcar 0,85, mantequilla 0,96; vacío para ninguna.",
            densityPlaceholder: "p. ej. 0,53",
            densitySaved: "La densidad se ha guardado: las recetas ya pueden mostrarlo por peso o por volumen.",
            findIngredient: "Buscar un ingrediente",
            linesKeepText: PluralMessage(language: .es, one: Message("{count} línea de receta conserva su propio texto.", names: ["count"]), other: Message("{count} líneas de receta conservan su propio texto.", names: ["count"])),
            nameTaken: "Otro ingrediente ya tiene ese nombre.",
            newName: "Nombre nuevo",
            noIngredients: "Aún no hay ingredientes",
            noIngredientsHelp: "Los ingredientes aparecen aquí a medida que los añades a los pasos de las recetas.",
            noMatch: Message("Ningún ingrediente coincide con «{search}»", names: ["search"]),
            picture: "Imagen",
            pictureHint: Message("JPEG, PNG o WebP, hasta {limit}.", names: ["limit"]),
            pictureSaved: "La imagen se ha guardado.",
            rename: "Renombrar",
            renamed: "El ingrediente se ha renombrado.",
            saveAisle: "Guardar pasillo",
            saveDensity: "Guardar densidad",
            showAll: "Mostrar todos",
            showAllIngredients: "Mostrar todos los ingredientes",
            title: "Ingredientes",
            unused: "Aún no está en ninguna línea de receta",
            upload: "Subir",
            uses: PluralMessage(language: .es, one: Message("En {count} línea de receta", names: ["count"]), other: Message("En {count} líneas de receta", names: ["count"]))
        ),
        invite: Invite(
            alreadyFlash: Message("Ya perteneces a {name}.", names: ["name"]),
            alreadyIn: Message("Ya estás en {name}", names: ["name"]),
            alreadyInText: "Esta invitación es para un hogar al que ya perteneces, así que no hay nada más que hacer.",
            askOwner: "Pide un nuevo enlace de invitación a alguien que sea propietario del hogar. Solo le llevará un momento en su página Hogar.",
            expiredHeading: "Este enlace de invitación ha caducado",
            expiredText: "Los enlaces de invitación solo funcionan durante un tiempo limitado.",
            expiredTextNamed: Message("Los enlaces de invitación solo funcionan durante un tiempo limitado, y este para {name} ya ha caducado.", names: ["name"]),
            goTo: Message("Ir a {name}", names: ["name"]),
            homePage: "Ir a la página de inicio",
            invitedAfter: "en Larder.",
            invitedBefore: "Te han invitado a",
            joinNotice: Message("En cuanto te unas, verás todas las recetas de {name} y podrás añadir las tuyas. Todos en el hogar verán tu nombre y tu correo electrónico.", names: ["name"]),
            joinTitle: Message("Unirte a {name}", names: ["name"]),
            joinedFlash: Message("Te has unido a {name}. Todos en el hogar ven sus recetas.", names: ["name"]),
            linkTitle: "Enlace de invitación",
            logIn: "Iniciar sesión",
            logInToJoin: "Inicia sesión o regístrate para unirte.",
            notNow: "Ahora no",
            register: "Registrarse",
            revokedHeading: "Este enlace de invitación se ha retirado",
            revokedText: "El propietario del hogar lo ha revocado, así que ya no funciona.",
            revokedTextNamed: Message("El propietario de {name} lo ha revocado, así que ya no funciona.", names: ["name"]),
            unknownHeading: "No reconocemos este enlace de invitación",
            unknownText: "Comprueba que se copió el enlace completo. Los enlaces pueden romperse cuando se parten en dos líneas en un mensaje.",
            usedUpHeading: "Este enlace de invitación ya se ha usado",
            usedUpText: "Era para un número fijo de personas, y ya se han unido todas.",
            usedUpTextNamed: Message("Era para un número fijo de personas que se unieran a {name}, y ya se han unido todas.", names: ["name"])
        ),
        issues: Issues(
            chooseDay: "Elige un día",
            chooseSlot: "Elige desayuno, comida, cena u otro",
            chooseTimeZone: "Elige una zona horaria de la lista",
            chooseWeekday: "Elige un día de la semana",
            controlCharacters: Message("El campo «{label}» contiene caracteres de control que no se pueden guardar", names: ["label"]),
            cookedOnDate: Message("Indica el día como fecha, por ejemplo {example}", names: ["example"]),
            cookedOnFuture: "Ese día todavía no ha llegado",
            cookedOnTooEarly: "Indica un día a partir de 1900",
            density: "Indica la densidad en gramos por mililitro, entre 0,05 y 25 (la harina ronda 0,53), o déjalo vacío",
            emailInvalid: "Escribe un correo electrónico como nombre@example.com",
            emailRequired: "El correo electrónico es obligatorio",
            emailTooLong: "El correo electrónico admite como máximo 254 caracteres",
            keepDays: Message("Conserva las versiones de 1 a {maximum} días, o déjalo vacío para guardarlas siempre", names: ["maximum"]),
            keepRevisions: Message("Conserva entre 1 y {maximum} versiones de cada receta, o déjalo vacío para guardarlas todas", names: ["maximum"]),
            labelANote: "Nota",
            labelAisle: "Pasillo",
            labelAnItem: "Artículo",
            labelGroup: "Grupo",
            labelIngredient: "Ingrediente",
            labelIngredientLine: "Línea de ingrediente",
            labelIngredientName: "Nombre del ingrediente",
            labelInstructions: "Instrucciones",
            labelItem: "Artículo",
            labelName: "Nombre",
            labelNamedTag: Message("etiqueta «{name}»", names: ["name"]),
            labelNote: "Nota",
            labelRecipeOrNote: "Receta o nota",
            labelSize: "Tamaño",
            labelSkill: "Técnica",
            labelSkillName: "Nombre de la técnica",
            labelStaple: Message("{name}", names: ["name"]),
            labelSummary: "Resumen",
            labelTag: "Etiqueta",
            labelTool: "Utensilio",
            labelToolNote: "Nota del utensilio",
            labelUnit: "Unidad",
            lastDayBeforeFirst: "El último día es anterior al primero",
            linkExpiry: Message("Un enlace caduca a los {minimumDays}–{maximumDays} días, o nunca.", names: ["minimumDays", "maximumDays"]),
            listTooLong: Message("Una lista abarca como máximo {maximumDays} días", names: ["maximumDays"]),
            negativeQuantity: "La cantidad no puede ser negativa",
            onlyWhileEarlierStepWaits: "Un paso solo puede hacerse mientras espera un paso anterior",
            passwordCharacter: "La contraseña contiene un carácter que no se puede usar",
            passwordTooLong: Message("La contraseña admite como máximo {maximum} caracteres", names: ["maximum"]),
            passwordTooShort: Message("La contraseña necesita al menos {minimum} caracteres", names: ["minimum"]),
            pictureFormat: "El archivo no es una imagen PNG, JPEG o WebP",
            pictureTooLarge: "La imagen puede ocupar como máximo 5 MB",
            pictureTooManyPixels: "La imagen puede tener como máximo 50 millones de píxeles",
            quantityTooLarge: "La cantidad es demasiado grande",
            rangeNeedsLowerQuantity: "Un intervalo necesita también una cantidad mínima",
            rangeUpperBelowLower: "La cantidad máxima no puede ser menor que la mínima",
            required: Message("El campo «{label}» es obligatorio", names: ["label"]),
            servings: "Las raciones deben estar entre 1 y 100",
            servingsWhole: "Las raciones deben ser un número entero entre 1 y 100",
            singleLine: Message("El campo «{label}» debe ser una sola línea sin caracteres de control", names: ["label"]),
            sourceAddress: "La fuente debe ser una dirección web que empiece por http:// o https://",
            stars: "Da de 1 a 5 estrellas",
            stepDoesNotWait: Message("El paso {step} no tiene tiempo de espera, así que no se puede hacer nada mientras tanto", names: ["step"]),
            tagComma: "Una etiqueta no puede contener comas",
            time: "El tiempo debe estar entre 0 y 7 días",
            tokenExpiry: Message("Un token caduca a los {minimumDays}–{maximumDays} días, o nunca.", names: ["minimumDays", "maximumDays"]),
            tooLong: Message("El campo «{label}» admite como máximo {maximum} caracteres (tiene {length})", names: ["label", "maximum", "length"]),
            tooManyMeasures: Message("Una línea puede indicar como máximo {maximum} cantidades de cada tipo", names: ["maximum"]),
            tooManyRecipeLines: Message("Una receta puede tener como máximo {maximum} líneas de ingredientes fuera de sus pasos", names: ["maximum"]),
            tooManySkills: Message("Un paso puede incluir como máximo {maximum} técnicas", names: ["maximum"]),
            tooManyStaples: Message("Como máximo {maximum} básicos", names: ["maximum"]),
            tooManyStepLines: Message("Un paso puede tener como máximo {maximum} líneas de ingredientes", names: ["maximum"]),
            tooManySteps: Message("Una receta puede tener como máximo {maximum} pasos", names: ["maximum"]),
            tooManyTags: Message("Una receta puede tener como máximo {maximum} etiquetas", names: ["maximum"]),
            tooManyTools: Message("Un paso puede incluir como máximo {maximum} utensilios", names: ["maximum"]),
            tooShort: Message("El campo «{label}» necesita al menos {minimum} caracteres", names: ["label", "minimum"])
        ),
        layout: Layout(
            account: "Cuenta",
            accountNav: "Cuenta",
            admin: "Administración",
            checkTheForm: "Revisa el formulario",
            household: "Hogar",
            ingredients: "Ingredientes",
            install: "Instalar Larder en este dispositivo",
            installHint: "Se abre como una aplicación y guarda la lista, la semana y tus recetas para cuando no hay cobertura.",
            logIn: "Iniciar sesión",
            logOut: "Cerrar sesión",
            mainNav: "Menú principal",
            plan: "Plan",
            privacy: "Larder mantiene las recetas de cada hogar solo para ese hogar.",
            recipes: "Recetas",
            register: "Registrarse",
            shopping: "Compra",
            signedInAs: Message("Has iniciado sesión como {name}.", names: ["name"]),
            skills: "Técnicas",
            skipLink: "Saltar al contenido principal",
            undo: "Deshacer"
        ),
        login: Login(
            correctFields: "Corrige los campos marcados abajo.",
            createAccount: "Crea una cuenta",
            createHousehold: "Crea un hogar para empezar.",
            directoryDown: "Ahora mismo no se puede contactar con el directorio, así que Larder no puede comprobar tu contraseña. Vuelve a intentarlo en un minuto.",
            directoryEmailUnusable: "El correo de tu entrada en el directorio no se puede usar aquí. Pide a quien gestiona tu directorio que lo corrija.",
            directoryFailed: "No se pudo iniciar sesión a través del directorio. Un administrador puede ver el motivo en el registro de Larder.",
            directoryHint: "Inicia sesión con el nombre y la contraseña del directorio de tu organización; tu cuenta aquí se crea la primera vez.",
            directoryNoEmail: "Tu entrada en el directorio no tiene correo, y Larder lo necesita. Pide a quien gestiona tu directorio que añada uno.",
            email: "Correo electrónico",
            emailOrUserName: "Correo electrónico o nombre de usuario",
            enterEmailOrName: "Escribe tu correo o tu nombre de usuario",
            joined: Message("Te has unido a {household}.", names: ["household"]),
            logIn: "Iniciar sesión",
            loggedOut: "Has cerrado la sesión.",
            nameTooLong: "Este nombre es demasiado largo",
            newHere: "¿Eres nuevo?",
            password: "Contraseña",
            passwordRequired: "Falta la contraseña",
            passwordTooLong: "La contraseña es demasiado larga",
            providerEmailTaken: Message("Ya existe una cuenta con {email}, y {provider} no ha verificado que esa dirección sea tuya, así que no se unen. Inicia sesión con la contraseña de la cuenta o verifica la dirección con {provider}.", names: ["email", "provider"]),
            providerEmailUnusable: Message("{provider} ha dado un correo que Larder no puede usar ({email}).", names: ["provider", "email"]),
            providerFailed: Message("No se pudo iniciar sesión con {provider}. Vuelve a intentarlo en un minuto.", names: ["provider"]),
            providerNoEmail: Message("{provider} no ha dado tu correo, y Larder lo necesita. Pide a un administrador que permita a Larder verlo.", names: ["provider"]),
            providerRefused: Message("{provider} no te ha dejado iniciar sesión ({detail}).", names: ["provider", "detail"]),
            providerUnreachable: Message("Ahora mismo no se puede contactar con {provider}. Vuelve a intentarlo en un minuto.", names: ["provider"]),
            providerUntrusted: Message("No se pudo confiar en la respuesta de {provider}, así que no has iniciado sesión. Un administrador puede ver el motivo en el registro de Larder.", names: ["provider"]),
            signInExpired: "Este inicio de sesión ha caducado, ya se completó o empezó en otro navegador. Empieza de nuevo.",
            signInWith: Message("Iniciar sesión con {provider}", names: ["provider"]),
            title: "Iniciar sesión",
            welcome: Message("Te damos la bienvenida a Larder, {name}.", names: ["name"]),
            welcomeCreateHousehold: Message("Te damos la bienvenida a Larder, {name}. Empieza creando tu hogar.", names: ["name"]),
            welcomeTo: Message("Te damos la bienvenida a {household}.", names: ["household"]),
            wrongEmailOrPassword: "El correo o la contraseña no son correctos.",
            wrongNameOrPassword: "El nombre o la contraseña no son correctos."
        ),
        mail: Mail(
            footer: Message("Enviado por Larder desde {address}.", names: ["address"]),
            inviteAction: Message("Unirte a {household}", names: ["household"]),
            inviteExpires: Message("El enlace funciona hasta el {date}.", names: ["date"]),
            inviteIgnore: Message("Si no conoces a {inviter}, puedes ignorar este correo.", names: ["inviter"]),
            inviteLead: Message("{inviter} te invita a unirte al hogar «{household}» en Larder, para compartir sus recetas, su plan de comidas y su lista de la compra.", names: ["inviter", "household"]),
            inviteSubject: Message("{inviter} te invita al hogar {household} en Larder", names: ["inviter", "household"]),
            linkFallback: "Si el botón no funciona, abre esta dirección en tu navegador:",
            resetAction: "Elegir una contraseña nueva",
            resetExpires: "El enlace funciona una vez, durante una hora.",
            resetIgnore: "Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.",
            resetLead: Message("Alguien, seguramente tú, ha pedido elegir una contraseña nueva para la cuenta {email} en Larder.", names: ["email"]),
            resetSubject: "Elige una contraseña nueva para Larder"
        ),
        offline: Offline(
            keptHere: "Guardado en este dispositivo",
            lead: "Larder no llega a su servidor desde este dispositivo ahora mismo. Lo que este dispositivo guarda se abre sin él; lo demás vuelve con la red.",
            noRecipes: "Aún no hay recetas: una receta que abras con conexión, o que planifiques para la semana, se guarda 14 días.",
            recipes: "Recetas",
            shoppingList: "La lista de la compra",
            title: "Estás sin conexión",
            tryAgain: "Reintentar",
            week: "El plan de esta semana"
        ),
        pagination: Pagination(
            label: "Páginas",
            next: "Siguiente",
            pageHidden: "",
            pageNumber: Message("Página {number}", names: ["number"]),
            pageOf: Message("Página {number} de {total}", names: ["number", "total"]),
            previous: "Anterior"
        ),
        plan: Plan(
            addToDay: Message("al {day}", names: ["day"]),
            addToPlan: "Añadir al plan",
            backToPlan: "Volver al plan",
            change: "Cambiar",
            chooseDayAndMeal: "Elige el día y la comida a los que moverlo.",
            chooseRecipeTitle: "Elegir una receta",
            chooseWeekday: "Elige un día de la semana.",
            day: "Día",
            feedHowTo: "En tu app de calendario, elige «Suscribirse a un calendario» (o «Añadir calendario desde URL») y pégalo. Cualquiera que tenga el enlace ve el plan.",
            feedLink: "Enlace del calendario",
            feedOff: "Suscríbete al plan desde el calendario de un móvil o un ordenador: cada comida planificada aparece como un evento de todo el día.",
            feedOn: "Hay un enlace de calendario activo. Los calendarios suscritos muestran el plan desde cuatro semanas atrás hasta doce semanas adelante.",
            feedReady: "Tu enlace de calendario está listo. Cópialo ahora: por seguridad, Larder solo guarda una huella de él y no puede volver a mostrarlo.",
            feedTitle: "En el calendario de tu móvil",
            feedTurnedOff: "El enlace de calendario está desactivado: los calendarios que lo usaban ya no reciben el plan.",
            find: "Buscar",
            findRecipe: "Buscar una receta…",
            friday: "viernes",
            makeFeedLink: "Crear un enlace de calendario",
            meal: "Comida",
            monday: "lunes",
            move: "Mover",
            movedTo: Message("Movido al {day} ({slot}).", names: ["slot", "day"]),
            newFeedLink: "Crear un enlace nuevo (el anterior deja de funcionar)",
            nextWeek: "Semana siguiente →",
            noRecipeLike: Message("Ninguna receta tiene un nombre como «{query}».", names: ["query"]),
            noRecipeNamed: Message("Tu hogar no tiene ninguna receta llamada «{name}». ¿Querías decir una de estas?", names: ["name"]),
            noRecipeNamedNorLike: Message("Tu hogar no tiene ninguna receta llamada «{name}» ni ninguna parecida. Busca una en la lista de recetas.", names: ["name"]),
            notPlannedYet: "Aún no está planificado: corrige los campos marcados abajo.",
            note: "O una nota",
            noteHint: "Como «sobras» o «comer fuera».",
            nothingPlanned: "Nada planificado.",
            pickHint: "Parte de su nombre; no importan las mayúsculas, los acentos ni una o dos erratas.",
            planIt: "Planificar",
            planRecipe: Message("Planificar {name}", names: ["name"]),
            planThis: "Planificar",
            plannedFor: Message("Añadido al plan ({day}).", names: ["day"]),
            plannedForSlot: Message("Planificado para el {day} ({slot}). Verás la semana en Plan.", names: ["slot", "day"]),
            plannedLike: Message("«{recipe}» está planificado para el {day}: la única receta parecida a «{typed}».", names: ["recipe", "day", "typed"]),
            previousWeek: "← Semana anterior",
            putOnPlanAfter: "al plan de comidas del hogar.",
            putOnPlanBefore: "Añade",
            recipe: "Receta",
            recipeForDay: Message("Una receta para el {day}", names: ["day"]),
            recipeHint: "Escribe parte de su nombre; no importan las mayúsculas ni los acentos.",
            recipeOrNote: "Indica una receta del hogar o escribe una nota",
            removeFromPlan: "Quitar del plan",
            removed: "Quitado del plan.",
            saturday: "sábado",
            scheduleBusy: Message("{time} de trabajo", names: ["time"]),
            scheduleNoTime: "sin tiempo indicado",
            scheduleStep: Message("Paso {number}", names: ["number"]),
            scheduleSumNote: Message("Los tiempos suman {sum}, pero algunos pasos se hacen mientras otros esperan.", names: ["sum"]),
            scheduleSummary: Message("Listo en {time}, con {busy} de trabajo.", names: ["time", "busy"]),
            scheduleUntimedNote: "No se cuentan los pasos sin tiempo indicado.",
            scheduleWaiting: Message("{time} de espera", names: ["time"]),
            scheduleWhileStepWaits: Message("{text}, mientras espera el paso {step}", names: ["text", "step"]),
            servings: "Raciones",
            servingsHint: "Vacío: las de la receta.",
            shoppingListForWeek: "Lista de la compra de esta semana",
            slotBreakfast: "Desayuno",
            slotBreakfastInText: "desayuno",
            slotDinner: "Cena",
            slotDinnerInText: "cena",
            slotLunch: "Almuerzo",
            slotLunchInText: "almuerzo",
            slotOther: "Otro",
            slotOtherInText: "otro",
            suggestions: "Recetas con un nombre parecido",
            sunday: "domingo",
            thisWeek: "Esta semana",
            thursday: "jueves",
            title: "Plan de comidas",
            today: "Hoy",
            tuesday: "martes",
            turnFeedOff: "Desactivar el enlace",
            wednesday: "miércoles",
            weekOf: Message("Semana del {day}", names: ["day"]),
            weekStart: "Las semanas del hogar empiezan el",
            weeksNav: "Semanas",
            weeksStartOn: Message("Ahora las semanas empiezan el {weekday}.", names: ["weekday"])
        ),
        recipe: Recipe(
            addSome: "Añade algunos",
            addToFavourites: "Añadir a favoritas",
            addToShoppingList: "Añadir a la lista de la compra",
            addedBy: Message("Añadida por {name} el {date}.", names: ["name", "date"]),
            addedOn: Message("Añadida el {date}.", names: ["date"]),
            asStated: "según la receta",
            asStatedTimes: Message("según la receta: {times}", names: ["times"]),
            backTo: Message("Volver a {servings}", names: ["servings"]),
            busy: "Tiempo activo",
            clearRating: "Quitar mi valoración",
            cookedOn: "Cocinada el",
            cookedOnce: "una vez",
            cookedSummary: Message("Cocinada {times}, la última el {day}.", names: ["times", "day"]),
            cookedSummaryBy: Message("Cocinada {times}, la última el {day} por {cook}.", names: ["times", "day", "cook"]),
            cookedTimes: PluralMessage(language: .es, one: Message("{count} vez", names: ["count"]), other: Message("{count} veces", names: ["count"])),
            cookedTwice: "dos veces",
            cookingLog: "Registro de cocina",
            cookingTime: Message("cocción {time}", names: ["time"]),
            deleteButton: "Eliminar la receta",
            deleteHeading: "¿Eliminar esta receta?",
            deleteRecipe: "Eliminar receta",
            deleteTitle: Message("Eliminar {name}", names: ["name"]),
            during: Message("Se puede hacer mientras espera el paso {step}.", names: ["step"]),
            entry: PluralMessage(language: .es, one: Message("{day}, para {count} persona", names: ["count", "day"]), other: Message("{day}, para {count} personas", names: ["count", "day"])),
            entryBy: PluralMessage(language: .es, one: Message("{day} por {cook}, para {count} persona", names: ["count", "day", "cook"]), other: Message("{day} por {cook}, para {count} personas", names: ["count", "day", "cook"])),
            exportLarder: "Exportar como JSON de Larder",
            exportSchemaOrg: "Exportar como JSON-LD de schema.org",
            favourite: "Favorita",
            fewerServings: "Menos raciones",
            history: "Historial",
            iCookedIt: "La he cocinado",
            ingredients: "Ingredientes",
            keepScreenOn: "Mantener la pantalla encendida",
            kindActive: "de trabajo",
            kindWaiting: "de espera",
            method: "Preparación",
            moreServings: "Más raciones",
            noIngredients: "No hay ingredientes.",
            noSteps: "Esta receta aún no tiene pasos.",
            notCooked: "Aún no se ha cocinado.",
            notRated: "Sin valorar todavía",
            noteOptional: "Nota (opcional)",
            planThis: "Planificar",
            preparationTime: Message("preparación {time}", names: ["time"]),
            print: "Imprimir",
            publishedOn: Message("Publicada el {date}.", names: ["date"]),
            rateIt: PluralMessage(language: .es, one: Message("Darle {count} estrella", names: ["count"]), other: Message("Darle {count} estrellas", names: ["count"])),
            ratingSummary: PluralMessage(language: .es, one: Message("{average} según {count} valoración", names: ["count", "average"]), other: Message("{average} según {count} valoraciones", names: ["count", "average"])),
            readyIn: "Lista en",
            removeEntry: Message("la entrada {entry}", names: ["entry"]),
            scaledFrom: Message("Adaptada desde {servings}.", names: ["servings"]),
            schedule: "Cronograma",
            scheduleReadyIn: Message("Cronograma: lista en {time}", names: ["time"]),
            serves: "Raciones",
            servings: "Raciones",
            servingsToShow: "Raciones a mostrar",
            share: "Compartir",
            show: "Mostrar",
            showQuantities: "Mostrar cantidades",
            skillsForStep: Message("Técnicas del paso {number}", names: ["number"]),
            source: "Fuente:",
            startTimer: Message("Iniciar el temporizador «{time}»", names: ["time"]),
            step: Message("Paso {number}", names: ["number"]),
            tags: "Etiquetas",
            tickThemOff: "Márcalos a medida que los reúnes.",
            tools: "Utensilios:",
            undoNote: Message("Puedes deshacerlo durante {time}, desde «Eliminadas recientemente» en Recetas.", names: ["time"]),
            units: "Unidades",
            viewed: PluralMessage(language: .es, one: Message("Vista {count} vez desde que arrancó el servidor.", names: ["count"]), other: Message("Vista {count} veces desde que arrancó el servidor.", names: ["count"])),
            waiting: "Tiempo de espera",
            youWillNeed: "Necesitarás",
            yourRating: "Tu valoración"
        ),
        recipeForm: RecipeForm(
            aboutRecipe: "Sobre la receta",
            addStep: "Añadir paso",
            amount: "Cantidad",
            atMostSteps: Message("Una receta tiene como mucho {maximum} pasos.", names: ["maximum"]),
            busyActive: "ocupado (activo)",
            conflictHint: "O cambia el formulario de abajo, tomando de las dos, y guarda: se volverá a comparar con su versión.",
            conflictMerged: Message("Lo que solo cambió la otra persona ({changes}) ya está en el formulario de abajo, junto con tus cambios.", names: ["changes"]),
            conflictOverwrites: Message("Si te quedas con la tuya, se sobrescribe {parts}.", names: ["parts"]),
            conflictParts: "Aquí tienes cada parte que cambiasteis los dos: la suya tal como se guardó y la tuya tal como la escribiste; las líneas que difieren están marcadas.",
            conflictSaved: Message("Alguien guardó esta receta {time}, después de que abrieras el editor, y cambió parte de lo que tú cambiaste. No se pierde nada de lo que escribiste.", names: ["time"]),
            conflictTitle: "Aún sin guardar: otra persona cambió las mismas partes",
            cooking: "Cocción",
            cookingHint: "p. ej. 45",
            createRecipe: "Crear receta",
            created: Message("«{name}» está guardada.", names: ["name"]),
            currentPhoto: "La foto actual de la receta",
            deletedMeanwhile: "Alguien eliminó esta receta mientras la editabas; tus cambios no se han guardado.",
            duringHint: "Opcional: el número de un paso anterior que espera (un horno, un levado). Vacío: este paso espera al anterior.",
            duringIssue: "Indica el número de un paso anterior que espera, o déjalo vacío",
            duringLabel: "Se puede hacer mientras espera el paso …",
            duringLegend: "Durante este tiempo estás",
            editTitle: Message("Editar {name}", names: ["name"]),
            ingredient: "Ingrediente",
            ingredientOf: Message("Ingrediente de «{line}»", names: ["line"]),
            keepMine: "Quedarme con la mía (sobrescribir)",
            line: "Línea",
            lineIssue: Message("Línea {line}: {problem}", names: ["line", "problem"]),
            moveDown: "Bajar",
            moveHint: "Para mover un paso, también puedes pulsar Alt con ↑ o ↓ dentro de él.",
            moveUp: "Subir",
            nameTaken: "Tu hogar ya tiene una receta con este nombre.",
            nameTakenOther: "Tu hogar ya tiene otra receta con este nombre.",
            newTitle: "Nueva receta",
            notSavedEdit: "Tus cambios no se han guardado: corrige los campos marcados abajo.",
            notSavedNew: "La receta no se ha guardado: corrige los campos marcados abajo.",
            note: "Nota",
            nothingChanged: "No ha cambiado nada: la receta sigue como estaba.",
            openExisting: "Abrir la receta existente",
            ownLines: "Ingredientes que no usa ningún paso",
            ownLinesHint: "Uno por línea, p. ej. arroz, para acompañar. Las líneas que usa un paso van con ese paso, más abajo.",
            ownTimes: "Tiempos propios de la receta (opcional)",
            ownTimesHint: "Para una receta cuyos pasos no tienen tiempos, como suele pasar con las de otras webs. En cuanto un paso tiene tiempo, el cronograma de los pasos dice cuánto tarda la receta.",
            photoHint: Message("Una imagen PNG, JPEG o WebP de {size} como máximo.", names: ["size"]),
            photoNotAPicture: Message("{file} no es una imagen PNG, JPEG o WebP (o el archivo está dañado). Elige otra; no se ha guardado nada.", names: ["file"]),
            photoOptional: "Foto (opcional)",
            photoTooBig: Message("{file} ocupa {size}: una foto puede ocupar como máximo {limit}. Elige una más pequeña; no se ha guardado nada.", names: ["file", "size", "limit"]),
            photoTooLarge: Message("{file} ocupa más de {megabytes} MB. Elige otra; no se ha guardado nada.", names: ["file", "megabytes"]),
            photoTooManyPixels: Message("{file} tiene más de {millions} millones de píxeles. Elige otra; no se ha guardado nada.", names: ["file", "millions"]),
            preparation: "Preparación",
            preparationHint: "p. ej. 15, o 1 h 30",
            quotedFile: Message("«{file}»", names: ["file"]),
            readings: "Cómo lee Larder estas líneas",
            readingsHint: "Corrige aquí el ingrediente de una línea; déjalo vacío si la línea no nombra ninguno («sal, al gusto»). Una línea que cambies en el cuadro de arriba se vuelve a leer al guardar.",
            removePhoto: "Quitar la foto",
            removeStep: "Quitar paso",
            replacePhoto: "Cambiar la foto",
            saveChanges: "Guardar cambios",
            saved: "Tus cambios están guardados.",
            savedMerged: Message("Tus cambios están guardados, junto con los que otra persona guardó mientras tanto ({changes}).", names: ["changes"]),
            servings: "Raciones",
            skills: "Técnicas",
            skillsHint: "Nombres de técnicas, separados por comas, p. ej. juliana",
            sourceHint: "De dónde viene la receta, p. ej. https://example.com/tarta-de-limon",
            sourceOptional: "Fuente (opcional)",
            step: "Paso",
            stepAdded: Message("Paso {number} añadido.", names: ["number"]),
            stepIngredients: "Ingredientes de este paso",
            stepIngredientsHint: "Un ingrediente por línea, p. ej. 200 g de mantequilla, blanda",
            stepLower: "paso",
            stepMovedDown: Message("Paso {from} bajado: ahora es el paso {to}.", names: ["from", "to"]),
            stepMovedUp: Message("Paso {from} subido: ahora es el paso {to}.", names: ["from", "to"]),
            stepRemoved: Message("Paso {number} quitado.", names: ["number"]),
            steps: "Pasos",
            stepsHint: "Cada paso indica los ingredientes que usa, su tiempo y los utensilios o técnicas que necesita. Un paso vacío se descarta al guardar.",
            summary: "Resumen",
            summaryHint: "Una o dos frases: qué es y por qué te encanta.",
            tagsHint: "Separadas por comas, p. ej. vegetariana, entre semana, comida del domingo. Si tu hogar ya tiene una etiqueta, se reutiliza.",
            tagsOptional: "Etiquetas (opcional)",
            takeTheirs: "Tomar la suya (descartar la mía)",
            theFile: "El archivo",
            time: "Tiempo",
            timeHint: "Minutos, o p. ej. 45 s, 1 h 30, 1:30. Déjalo vacío si no tiene tiempo.",
            timeIssue: "Escribe el tiempo en minutos (20), o como 45 s, 1 h 30 o 1:30; como mucho una semana",
            tools: "Utensilios",
            toolsHint: "Separados por comas, p. ej. olla grande, colador",
            total: "Total",
            totalHint: "Si es más que la suma de los dos",
            waitingPassive: "esperando (pasivo)",
            whatToDo: "Qué hacer",
            youWillNeed: "Necesitarás"
        ),
        recipes: Recipes(
            anyRating: "Cualquier valoración",
            applyFilters: "Aplicar filtros",
            backToRecipes: "Volver a las recetas",
            clearSearch: "Borrar la búsqueda",
            countCapped: PluralMessage(language: .es, one: Message("{count}+ recetas", names: ["count"]), other: Message("{count}+ recetas", names: ["count"])),
            deleted: PluralMessage(language: .es, one: Message("Se ha eliminado {name} con {count} paso; sus ingredientes y técnicas se quedan. Puedes deshacerlo durante {time}.", names: ["count", "name", "time"]), other: Message("Se ha eliminado {name} con sus {count} pasos; sus ingredientes y técnicas se quedan. Puedes deshacerlo durante {time}.", names: ["count", "name", "time"])),
            deletedLead: Message("Una receta eliminada se puede recuperar durante {time}, tal como estaba. Después desaparece para siempre.", names: ["time"]),
            deletedMeta: Message("Eliminada el {deleted}; se puede recuperar hasta el {expires}.", names: ["deleted", "expires"]),
            emptyText: "El recetario de este hogar está vacío. Escribe una receta que te sepas de memoria o importa una de una web de recetas o de otro Larder.",
            emptyTitle: "Aún no hay recetas",
            exportAll: "Exportar todo",
            exportAllHint: "Todas las recetas de este hogar en un solo archivo JSON de Larder",
            filters: "Filtros y orden",
            hours: PluralMessage(language: .es, one: Message("{count} hora", names: ["count"]), other: Message("{count} horas", names: ["count"])),
            importButton: "Importar",
            importRecipes: "Importar recetas",
            ingredientExample: "p. ej. puerro",
            manageTags: "Gestionar etiquetas",
            match: PluralMessage(language: .es, one: Message("{count} receta coincide", names: ["count"]), other: Message("{count} recetas coinciden", names: ["count"])),
            maxMinutes: "Lista en como mucho (minutos)",
            moreTags: PluralMessage(language: .es, one: Message("{count} etiqueta más", names: ["count"]), other: Message("{count} etiquetas más", names: ["count"])),
            moreThanMatch: PluralMessage(language: .es, one: Message("Más de {count} receta coincide", names: ["count"]), other: Message("Más de {count} recetas coinciden", names: ["count"])),
            nearMatches: Message("Ninguna receta contiene «{query}». Estas tienen un nombre parecido:", names: ["query"]),
            newRecipe: "Nueva receta",
            noneDeleted: Message("No se ha eliminado ninguna receta en las últimas {time}.", names: ["time"]),
            nothingMatches: "No hay coincidencias",
            onlyFavourites: "Solo mis favoritas",
            quoted: Message("«{name}»", names: ["name"]),
            rated: "Valoración",
            recentlyDeleted: "Recetas eliminadas recientemente",
            recipeCount: PluralMessage(language: .es, one: Message("{count} receta", names: ["count"]), other: Message("{count} recetas", names: ["count"])),
            removeFilter: "Quitar el filtro",
            restore: "Recuperar",
            restoreGone: "Esa receta ya no se puede recuperar: ya se recuperó o se eliminó hace demasiado tiempo.",
            restoreNameTaken: "Desde entonces se ha creado una receta con el mismo nombre. Cámbiale el nombre o elimínala y vuelve a deshacer.",
            restored: Message("«{name}» ha vuelto, tal como estaba.", names: ["name"]),
            restoredSkillsGone: PluralMessage(language: .es, one: Message("{count} técnica mencionada en sus pasos no ha podido volver: se eliminó mientras tanto.", names: ["count"]), other: Message("{count} técnicas mencionadas en sus pasos no han podido volver: se eliminaron mientras tanto.", names: ["count"])),
            restoredUnlinked: PluralMessage(language: .es, one: Message("El ingrediente de {count} línea se eliminó mientras tanto: la línea conserva su texto, sin el enlace.", names: ["count"]), other: Message("Los ingredientes de {count} líneas se eliminaron mientras tanto: las líneas conservan su texto, sin el enlace.", names: ["count"])),
            searchLabel: "Buscar recetas",
            searchPlaceholder: "Nombre o palabras del resumen",
            serves: PluralMessage(language: .es, one: Message("Para {count} persona", names: ["count"]), other: Message("Para {count} personas", names: ["count"])),
            showAll: "Ver todas las recetas",
            skillExample: "p. ej. juliana",
            sortBestRated: "Mejor valoradas primero",
            sortBy: "Ordenar por",
            sortLeastCooked: "Sin cocinar hace más tiempo",
            sortLongest: "Más largas primero",
            sortNameAscending: "Nombre, A–Z",
            sortNameDescending: "Nombre, Z–A",
            sortNewest: "Más nuevas primero",
            sortOldest: "Más antiguas primero",
            sortQuickest: "Más rápidas primero",
            stars: PluralMessage(language: .es, one: Message("{count} estrella", names: ["count"]), other: Message("{count} estrellas", names: ["count"])),
            starsOnAverage: "estrellas de media",
            starsOrMore: PluralMessage(language: .es, one: Message("{count} estrella o más", names: ["count"]), other: Message("{count} estrellas o más", names: ["count"])),
            tags: "Etiquetas",
            title: "Recetas",
            tryFewer: "Prueba con menos palabras o quita un filtro.",
            usesIngredient: "Con el ingrediente",
            usesSkill: "Con la técnica",
            writeFirst: "Escribe tu primera receta"
        ),
        register: Register(
            accountsFromDirectory: "Aquí las cuentas vienen de tu directorio: inicia sesión con tu nombre y contraseña de allí.",
            accountsFromProvider: Message("Aquí las cuentas vienen de {provider}: inicia sesión con él abajo.", names: ["provider"]),
            correctFields: "Corrige los campos marcados abajo.",
            createButton: "Crear cuenta",
            email: "Correo electrónico",
            haveAccount: "¿Ya tienes una cuenta?",
            joiningAfter: ". En cuanto exista tu cuenta serás miembro y verás todas sus recetas.",
            joiningBefore: "Te unes a",
            logIn: "Iniciar sesión",
            nameHint: "Lo ven las personas de tus hogares.",
            password: "Contraseña",
            passwordHint: "Al menos 10 caracteres. Una frase corta es fácil de recordar.",
            signInNow: "Si esta dirección no tenía cuenta aquí, ahora la tiene: inicia sesión abajo con la contraseña que elegiste. Si ya tenía una, inicia sesión con la contraseña de esa cuenta.",
            title: "Crea tu cuenta",
            yourName: "Tu nombre"
        ),
        resetPassword: ResetPassword(
            askAdmin: "Pide un enlace nuevo a un administrador de este Larder. Si recuerdas tu contraseña, simplemente inicia sesión.",
            brokenTitle: "Este enlace ya no funciona",
            changed: "Tu contraseña ha cambiado. Inicia sesión con ella; se ha cerrado la sesión en todos los dispositivos que la tenían abierta.",
            chooseTitle: "Elige una contraseña nueva",
            email: "Correo electrónico",
            emailIssue: "Escribe la dirección de correo de tu cuenta, como nombre@example.org.",
            forAccountAfter: ". Este enlace funciona una vez, durante una hora desde que se creó.",
            forAccountBefore: "Para la cuenta",
            forgotLead: "Escribe la dirección de correo de tu cuenta y Larder te enviará un enlace para elegir una contraseña nueva.",
            forgotLink: "¿Has olvidado tu contraseña?",
            forgotTitle: "¿Has olvidado tu contraseña?",
            linkUnusable: "Este enlace para restablecer la contraseña ya se ha usado, ha caducado (un enlace vale una hora) o nunca se creó.",
            logIn: "Iniciar sesión",
            newPassword: "Contraseña nueva",
            noMail: "Este Larder no envía correos, así que no puede enviarte un enlace. Pide un enlace para restablecerla a quien lo administra.",
            noMailSetup: "Para administrar: Larder envía enlaces e invitaciones por correo en cuanto se definen LARDER_SMTP_URL, LARDER_MAIL_FROM y LARDER_PUBLIC_URL (mira el README, «Email»).",
            notChanged: "Tu contraseña no ha cambiado: corrige el campo marcado abajo.",
            passwordHint: "Al menos 10 caracteres.",
            sendButton: "Enviarme un enlace",
            sentSpam: "¿No llega nada en unos minutos? Mira en la carpeta de spam o vuelve a pedirlo.",
            sentText: Message("Si hay una cuenta con la dirección {email}, ya va de camino un enlace para elegir una contraseña nueva. Funciona una vez, durante una hora.", names: ["email"]),
            sentTitle: "Mira tu correo",
            setButton: "Guardar la contraseña nueva"
        ),
        sharing: Sharing(
            aDay: "un día",
            aWeek: "una semana",
            aYear: "un año",
            chooseExpiry: "Elige cuánto tiempo funciona el enlace.",
            copyLink: "Copiar enlace",
            days: PluralMessage(language: .es, one: Message("{count} día", names: ["count"]), other: Message("{count} días", names: ["count"])),
            expiresLabel: "Válido",
            household: "Hogar",
            keepScreenOn: "Mantener la pantalla encendida",
            linksTitle: "Enlaces activos",
            listLead: "Las recetas del hogar que puede leer cualquiera que tenga el enlace. Revoca un enlace y quien lo tenga ya no encontrará nada.",
            listedUnder: "Todos los enlaces del hogar aparecen en",
            listedUnderEnd: ".",
            made: Message("creado el {date}", names: ["date"]),
            madeBy: Message("creado el {date} por {name}", names: ["date", "name"]),
            makeLinkButton: "Crear enlace para compartir",
            makeLinkTitle: "Crear un enlace",
            newLinkCopy: "Cópialo ahora: no se guarda y no volverá a mostrarse.",
            newLinkLabel: "El enlace nuevo para compartir",
            newLinkTitle: "Tu enlace nuevo.",
            noLinks: "Esta receta no tiene enlaces para compartir.",
            noneShared: "No hay ninguna receta compartida. Comparte una desde su página, con el botón Compartir.",
            openAsOthers: "Abrirlo como lo verán los demás",
            print: "Imprimir",
            revoke: "Revocar",
            revokeLinkHidden: Message("el enlace {detail}", names: ["detail"]),
            revokeLinkToHidden: Message("el enlace a {name}", names: ["name"]),
            revokedFlash: "El enlace está revocado: quien lo tenga ya no encontrará nada.",
            shareLead: "Un enlace para compartir permite que cualquiera que lo tenga lea esta receta, sin cuenta: su foto, sus ingredientes y su preparación, y nada más del hogar. Otras apps de recetas pueden importarla desde el enlace.",
            shareTitle: Message("Compartir {name}", names: ["name"]),
            sharedNote: "Una receta compartida desde Larder, para leer.",
            sharedRecipes: "Recetas compartidas",
            sourceLabel: "Fuente:",
            untilRevoked: "hasta que lo revoques",
            worksUntil: Message("válido hasta el {date}", names: ["date"]),
            worksUntilRevoked: "válido hasta que lo revoques"
        ),
        shopping: Shopping(
            addByHand: "Añadir a mano",
            addByHandHint: "Algo que no necesita ninguna receta, como papel de cocina.",
            added: "Añadido a la lista.",
            alwaysInKitchen: "Siempre en la cocina",
            backOnList: "De vuelta en la lista.",
            clearTicked: "Borrar tus artículos marcados",
            everythingInBasket: "Todo está en la cesta.",
            firstDay: "Primer día",
            forServings: Message("para {servings}", names: ["servings"]),
            fromPlan: "Del plan de comidas",
            fromPlanDays: Message("El plan de comidas (del {from} al {to}).", names: ["from", "to"]),
            giveFirstDay: "Indica el primer día como fecha",
            giveLastDay: "Indica el último día como fecha",
            inBasket: "En la cesta.",
            ingredientsOnList: Message("Sus ingredientes para {servings} están en la lista de la compra.", names: ["servings"]),
            itemsLabel: "Artículos",
            lastDay: "Último día",
            leaveThemOff: "Ocultarlos",
            listEmpty: "La lista está vacía",
            listEmptyHelp: "Hazla con días del plan de comidas o desde la página de una receta («Añadir a la lista de la compra»), o añade cosas a mano más abajo.",
            madeAgain: "La lista se ha rehecho con el plan y las recetas; las marcas y tus propios artículos se quedan.",
            madeFrom: "Hecha a partir de",
            madeFromPlan: Message("La lista se ha hecho con el plan (del {from} al {to}).", names: ["from", "to"]),
            makeAgain: "Rehacer la lista",
            makeAgainHint: "Cuando cambie el plan. Las marcas y los artículos que añadiste se quedan.",
            makeFromDays: "Hacer la lista con estos días",
            noLongerFromPlan: "La lista ya no usa el plan.",
            notChangedYet: "Aún no se ha cambiado: corrige los campos marcados abajo.",
            nothingYet: "Nada todavía: elige días del plan más abajo o añade una receta desde su página.",
            offlineAddRefused: Message("«{item}», añadido sin conexión, no se pudo añadir: {reason}", names: ["item", "reason"]),
            offlineTickGone: Message("«{item}» ya no estaba en la lista cuando tu teléfono volvió a tener conexión, así que tu marca no se guardó.", names: ["item"]),
            offlineTooMany: Message("Se pueden enviar como máximo {maximum} cambios sin conexión a la vez.", names: ["maximum"]),
            offlineUnreadable: "No se pudieron leer estos cambios sin conexión. Vuelve a cargar la lista de la compra y hazlos de nuevo.",
            offlineUntickGone: Message("«{item}» ya no estaba en la lista cuando tu teléfono volvió a tener conexión, así que no se devolvió.", names: ["item"]),
            otherAisle: "Otros",
            ownTickedCleared: "Tus artículos marcados se han borrado.",
            pantryStaples: "Básicos",
            recipeOff: "La receta ya no está en la lista.",
            remaining: Message("{toBuy} por comprar, {inBasket} en la cesta", names: ["toBuy", "inBasket"]),
            removedFromList: "Quitado de la lista.",
            saveStaples: "Guardar los básicos",
            showThem: "Mostrarlos",
            staplesHint: "Separados por comas. La lista los deja fuera, con una forma de mostrarlos.",
            staplesLeftOff: PluralMessage(language: .es, one: Message("{count} básico queda fuera: {items}.", names: ["count", "items"]), other: Message("{count} básicos quedan fuera: {items}.", names: ["count", "items"])),
            staplesSaved: "Los básicos se han guardado: la lista los deja fuera.",
            staplesShown: "Se muestran los básicos.",
            stopTakingFromPlan: "Dejar de usar el plan",
            takeOff: "Quitar",
            tickedHint: "(en la cesta: volver a ponerlo en la lista)",
            title: "Lista de la compra",
            untickedHint: "(marcarlo)"
        ),
        skills: Skills(
            allSkills: "Todas las técnicas",
            category: "Categoría",
            categoryBaking: "Horneado",
            categoryBakingInText: "horneado",
            categoryCooking: "Cocción",
            categoryCookingInText: "cocción",
            categoryCutting: "Corte",
            categoryCuttingInText: "corte",
            categoryGeneral: "General",
            categoryGeneralInText: "general",
            categoryMixing: "Mezcla",
            categoryMixingInText: "mezcla",
            categoryPlating: "Emplatado",
            categoryPlatingInText: "emplatado",
            categoryPreserving: "Conservación",
            categoryPreservingInText: "conservación",
            deleteButton: "Eliminar la técnica",
            deleteHeading: "¿Eliminar esta técnica?",
            deleteTitle: Message("Eliminar {name}", names: ["name"]),
            deleted: "La técnica se ha eliminado; los pasos que la usaban se quedan.",
            formTitle: "Añadir o actualizar una técnica",
            noSkills: "Aún no hay técnicas",
            noSkillsHelp: "Las técnicas son lo que necesita saber hacer un paso, como «juliana» o «hacer un roux». Añádelas aquí o en los pasos de una receta.",
            saveSkill: "Guardar técnica",
            saved: Message("{name} se ha guardado en la categoría «{category}».", names: ["name", "category"]),
            skillName: "Nombre de la técnica",
            skillNameHint: "Si añades un nombre que ya existe, se actualiza su categoría.",
            title: "Técnicas",
            unused: "Aún no está en ningún paso",
            uses: PluralMessage(language: .es, one: Message("En {count} paso", names: ["count"]), other: Message("En {count} pasos", names: ["count"]))
        ),
        tags: Tags(
            change: "Cambiar",
            countLabel: PluralMessage(language: .es, one: Message("{count} etiqueta", names: ["count"]), other: Message("{count} etiquetas", names: ["count"])),
            deleteButton: "Eliminar la etiqueta",
            deleteHeading: "¿Eliminar esta etiqueta?",
            deleteLink: Message("Eliminar {name}…", names: ["name"]),
            deleteTitle: Message("Eliminar {name}", names: ["name"]),
            deleted: "La etiqueta se ha eliminado; las recetas que la llevaban se quedan.",
            goToRecipes: "Ir a las recetas",
            intro: "Las etiquetas se añaden en el editor de recetas; aquí puedes renombrarlas o eliminarlas.",
            nameTaken: "Otra etiqueta ya tiene ese nombre.",
            newName: "Nombre nuevo",
            noTags: "Aún no hay etiquetas",
            noTagsHelp: "Ponle a una receta etiquetas como «vegetariana» o «entre semana» en su editor, y encuéntralas luego desde la lista de recetas.",
            rename: "Renombrar",
            renamed: "La etiqueta se ha renombrado.",
            title: "Etiquetas",
            unused: "Aún no está en ninguna receta",
            uses: PluralMessage(language: .es, one: Message("En {count} receta", names: ["count"]), other: Message("En {count} recetas", names: ["count"]))
        ),
        units: Units(
            chooseFromButtons: "Elige las unidades con los botones",
            legend: "Mostrar cantidades",
            metric: "métricas",
            nowMetric: "Las cantidades se muestran ahora en unidades métricas.",
            nowUS: "Las cantidades se muestran ahora en unidades de EE. UU.",
            nowWritten: "Las cantidades se muestran ahora como las escribió cada receta.",
            us: "de EE. UU.",
            written: "como están escritas"
        )
    )
}

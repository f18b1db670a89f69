import Foundation
import Hummingbird
import LarderActions
import LarderModel

/// The person's units and language.
extension AccountController {
    /// The units the person's pages show quantities in, from the account page or the shopping
    /// list's buttons; back to the page it came from.
    @Sendable func setUnits(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let back = Self.localPath(context.form["back"]) ?? "/account"
        guard let units = UnitSystem(rawValue: context.form["units"]) else { throw Failure.badRequest(context.strings.units.chooseFromButtons) }
        try await accounts.setUnits(units, of: context.user.id)
        return Redirect.to(back, flash: Flash(UnitsForm.chosen(units, context.strings)))
    }

    /// The language the person's pages are written in, whatever their browser asks for; the
    /// flash that says so is already in it.
    @Sendable func setLanguage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let language = Language(rawValue: context.form["language"]) else {
            throw Failure.badRequest(context.strings.account.chooseLanguage)
        }
        try await accounts.setLanguage(language, of: context.user.id)
        return Redirect.to("/account", flash: Flash(Strings.catalog(for: language).account.languageChanged))
    }
}

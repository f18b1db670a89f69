import Foundation
import LarderActions
import HummingbirdTesting
import LDAPClient
import SignInTestSupport
import LarderModel
@testable import LarderWeb
import Testing
@testable import WebTestSupport

/// Logging in with an LDAP directory's name and password, against a real slapd.
@Suite("Signing in through an LDAP directory")
struct DirectorySignInTests {
    typealias Server = DirectoryServer

    static func directory(_ server: Server, url: String? = nil) -> LDAPDirectory.Configuration {
        LDAPDirectory.Configuration(
            endpoint: LDAPEndpoint(url: url ?? server.url, startTLS: url == nil, caCertificateFile: server.certificateFile, timeoutSeconds: 3),
            baseDN: server.peopleDN, userFilter: Server.userFilter, adminGroupDN: server.adminGroupDN)
    }

    func logIn(_ app: WebApp, _ name: String, _ password: String) async throws -> (Browser, TestResponse) {
        let browser = app.browser()
        try await browser.get("/login")
        return (browser, try await browser.post("/login", [("email", name), ("password", password)]))
    }

    func accounts(_ app: WebApp) async throws -> [String] {
        try await app.pool.query("""
            SELECT u.email || ' ' || u.display_name || ' admin=' || u.is_admin || ' password=' || (u.password_hash IS NOT NULL)
                   || coalesce(' ' || i.subject, '')
            FROM users u LEFT JOIN user_identities i ON i.user_id = u.id ORDER BY u.email
            """).decode(String.self)
    }

    @Test("a first login makes the account from the directory's entry, admin by its group; the next finds the same account")
    func firstLoginMakesTheAccount() async throws {
        let server = try await Server.shared.value
        try await WebApp.run({ $0.directory = Self.directory(server) }) { app in
            let page = try await app.browser().get("/login")
            #expect(page.text.contains("Email or user name"))
            #expect(page.text.contains(#"type="text""#))

            let (ada, login) = try await logIn(app, "ada", Server.ada.password)
            #expect(login.status == .seeOther)
            #expect(try await ada.isLoggedIn())
            #expect(try await ada.get("/admin").status == .ok)
            let account = try await ada.get("/account").text
            #expect(account.contains("change your password there"))
            #expect(!account.contains("Current password"), "no password of Larder's own to change")
            let (grace, _) = try await logIn(app, "grace", Server.grace.password)
            #expect(try await grace.isLoggedIn())
            #expect(try await grace.get("/admin").status == .notFound, "not an admin")
            let (_, again) = try await logIn(app, "ada", Server.ada.password)
            #expect(again.status == .seeOther)
            #expect(try await accounts(app) == [
                "ada@larder.test Ada Lovelace admin=true password=false uid=ada,\(server.peopleDN)",
                "grace@larder.test Grace Hopper admin=false password=false uid=grace,\(server.peopleDN)",
            ])
        }
    }

    @Test("an account of Larder's own with the directory's email is linked, loses its own password and sessions, and follows the admin group both ways")
    func existingAccountIsLinked() async throws {
        let server = try await Server.shared.value
        try await WebApp.run({ $0.directory = Self.directory(server) }) { app in
            let registering = app.browser()
            try await registering.get("/register")
            let registered = try await registering.post(
                "/register", [("email", "Grace@Larder.test"), ("display_name", "Grace H."), ("password", WebApp.password)])
            #expect(registered.status == .ok)
            #expect(try await registering.post("/login", [("email", "Grace@Larder.test"), ("password", WebApp.password)]).status == .seeOther)
            try await app.pool.query("UPDATE users SET is_admin = true")
            let (grace, login) = try await logIn(app, "grace", Server.grace.password)
            #expect(login.status == .seeOther)
            #expect(try await grace.get("/admin").status == .notFound, "not an admin")
            #expect(try await accounts(app) == ["Grace@Larder.test Grace H. admin=false password=false uid=grace,\(server.peopleDN)"])
            // Whoever registered the address first keeps no way in: not the password, not the session.
            #expect(try await registering.isLoggedIn() == false)
            let (_, withPassword) = try await logIn(app, "grace@larder.test", WebApp.password)
            #expect(withPassword.status == .unprocessableContent)
        }
    }

    @Test("wrong passwords, people outside the filter and filter injection get the same refusal, and no account")
    func refusals() async throws {
        let server = try await Server.shared.value
        try await WebApp.run({ $0.directory = Self.directory(server) }) { app in
            for (name, password) in [("ada", "not her password"), (Server.mallory.uid, Server.mallory.password),
                                     ("*)(uid=*", Server.ada.password), ("a*", Server.ada.password), ("nobody", "some password")] {
                let (browser, response) = try await logIn(app, name, password)
                #expect(response.status == .unprocessableContent, "\(name)")
                #expect(response.text.contains("The name or the password is wrong."), "\(name)")
                #expect(try await browser.isLoggedIn() == false)
            }
            let (_, noMail) = try await logIn(app, Server.nomail.uid, Server.nomail.password)
            #expect(noMail.status == .forbidden)
            #expect(noMail.text.contains("Your directory entry has no email address"))
            #expect(try await accounts(app).isEmpty)
        }
    }

    @Test("a directory that is down gets a clear message, not a 500, and Larder's own accounts still log in")
    func directoryDown() async throws {
        let server = try await Server.shared.value
        let down = "ldap://127.0.0.1:\(try LocalPort.free())"
        try await WebApp.run({ $0.directory = Self.directory(server, url: down) }) { app in
            let (_, response) = try await logIn(app, "ada", Server.ada.password)
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("The directory cannot be reached just now"))
            #expect(response.text.contains(#"value="ada""#), "the name typed comes back")
            _ = try await app.register("Admin")
            let (admin, own) = try await logIn(app, WebApp.email("Admin"), WebApp.password)
            #expect(own.status == .seeOther)
            #expect(try await admin.isLoggedIn())
        }
    }

    @Test("with password login off, only the directory signs in: no registration, no password accounts")
    func passwordLoginOff() async throws {
        let server = try await Server.shared.value
        try await WebApp.run({ $0.directory = Self.directory(server); $0.passwordLogin = false }) { app in
            let login = try await app.browser().get("/login")
            #expect(!login.text.contains("Create an account"))
            let register = try await app.browser().get("/register")
            #expect(register.status == .seeOther)
            #expect(register.headers[.location] == "/login")
            // An account with a password, made before password login was turned off.
            _ = try await app.store.accounts.create(
                Registration(email: "own@example.com", password: WebApp.password, displayName: "Own"),
                passwordHash: try await PasswordHasher(cost: 4).hash(WebApp.password))
            let (_, own) = try await logIn(app, "own@example.com", WebApp.password)
            #expect(own.status == .unprocessableContent)
            let (_, ada) = try await logIn(app, "ada", Server.ada.password)
            #expect(ada.status == .seeOther)
        }
    }
}

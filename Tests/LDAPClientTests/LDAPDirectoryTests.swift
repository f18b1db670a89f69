import LDAPClient
import SignInTestSupport
import Testing

/// Sign-in against a real slapd (`DirectoryServer`): who gets in, who does not, and what a
/// directory that is down or untrusted says.
@Suite struct LDAPDirectoryTests {
    typealias Server = DirectoryServer

    func directory(_ server: Server, url: String? = nil, startTLS: Bool = false, trusted: Bool = true, adminGroup: Bool = true,
                   bindDN: String? = nil, bindPassword: String? = nil) -> LDAPDirectory {
        LDAPDirectory(LDAPDirectory.Configuration(
            endpoint: LDAPEndpoint(url: url ?? server.url, startTLS: startTLS, caCertificateFile: trusted ? server.certificateFile : nil,
                                   timeoutSeconds: 3),
            baseDN: server.peopleDN, userFilter: Server.userFilter, bindDN: bindDN, bindPassword: bindPassword,
            adminGroupDN: adminGroup ? server.adminGroupDN : nil))
    }

    @Test func theRightPasswordSignsInWithEmailNameAndAdminGroup() async throws {
        let server = try await Server.shared.value
        let ada = try directory(server).authenticate(username: Server.ada.uid, password: Server.ada.password)
        #expect(ada == LDAPDirectory.Person(dn: "uid=ada," + server.peopleDN, email: Server.ada.mail, displayName: Server.ada.name,
                                            isAdmin: true))
        let grace = try directory(server).authenticate(username: " grace ", password: Server.grace.password)
        #expect(grace.isAdmin == false)
        #expect(grace.email == Server.grace.mail)
        // Without an admin group the directory says nothing about admins.
        #expect(try directory(server, adminGroup: false).authenticate(username: "ada", password: Server.ada.password).isAdmin == nil)
    }

    @Test func aServiceAccountSearchesAndAWrongOneIsTheOperatorsError() async throws {
        let server = try await Server.shared.value
        let searching = directory(server, bindDN: server.managerDN, bindPassword: server.managerPassword)
        #expect(try searching.authenticate(username: "ada", password: Server.ada.password).email == Server.ada.mail)
        let misconfigured = directory(server, bindDN: server.managerDN, bindPassword: "not-it")
        #expect {
            try misconfigured.authenticate(username: "ada", password: Server.ada.password)
        } throws: { error in
            guard case LDAPError.failed(_, let message) = error else { return false }
            return message.contains("LARDER_LDAP_BIND_PASSWORD")
        }
    }

    @Test func wrongPasswordsUnknownPeopleAndPeopleOutsideTheFilterAreRefusedAlike() async throws {
        let server = try await Server.shared.value
        let refused: [(String, String)] = [
            ("ada", "wrong-password"), ("ada", Server.grace.password), ("nobody", "whatever-it-is"),
            (Server.mallory.uid, Server.mallory.password),
            // An empty password would be an anonymous bind, which directories accept.
            ("ada", ""), ("", Server.ada.password),
        ]
        for (name, password) in refused {
            #expect(throws: LDAPError.invalidCredentials, "\(name)") { try directory(server).authenticate(username: name, password: password) }
        }
    }

    @Test func filterInjectionInTheUserNameMatchesNoOne() async throws {
        let server = try await Server.shared.value
        // Unescaped, each of these names would match Ada's entry alone and bind with her password.
        for name in ["*)(uid=*", "ad*", "a*a", "*", "ada)(|(uid=*", "ada\\"] {
            #expect(throws: LDAPError.invalidCredentials, "\(name)") { try directory(server).authenticate(username: name, password: Server.ada.password) }
        }
        #expect(LDAPFilter.escape("*)(uid=*") == "\\2a\\29\\28uid=\\2a")
        #expect(LDAPFilter.escape("a\\b\u{0}") == "a\\5cb\\00")
        #expect(LDAPFilter.escape("Zoë") == "Zoë")
    }

    @Test func startTLSAndLDAPSCarryTheBindAndAnUntrustedCertificateIsRefused() async throws {
        let server = try await Server.shared.value
        #expect(try directory(server, startTLS: true).authenticate(username: "ada", password: Server.ada.password).isAdmin == true)
        #expect(try directory(server, url: server.secureURL).authenticate(username: "ada", password: Server.ada.password).isAdmin == true)
        for untrusted in [directory(server, startTLS: true, trusted: false), directory(server, url: server.secureURL, trusted: false)] {
            #expect {
                try untrusted.authenticate(username: "ada", password: Server.ada.password)
            } throws: { error in
                if case LDAPError.unavailable = error { return true }
                return false
            }
        }
    }

    @Test func aDirectoryThatIsDownSaysSoQuickly() async throws {
        let server = try await Server.shared.value
        let down = directory(server, url: "ldap://127.0.0.1:\(try LocalPort.free())")
        #expect {
            try down.authenticate(username: "ada", password: Server.ada.password)
        } throws: { error in
            if case LDAPError.unavailable = error { return true }
            return false
        }
    }

    @Test func anEntryWithoutAnEmailCannotSignIn() async throws {
        let server = try await Server.shared.value
        #expect(throws: LDAPError.incompleteEntry(dn: "uid=nomail," + server.peopleDN, attribute: "mail")) {
            try directory(server).authenticate(username: Server.nomail.uid, password: Server.nomail.password)
        }
    }
}

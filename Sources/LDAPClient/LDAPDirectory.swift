import Foundation

/// Signing people in against a directory the way self-hosted services do: find the person's
/// entry by a filter (as a service account, or anonymously), bind as that entry with the
/// password they typed, and read their email, name and whether they are in the admin group.
public struct LDAPDirectory: Sendable {
    public struct Configuration: Sendable, Equatable {
        public var endpoint: LDAPEndpoint
        /// Where people's entries are searched, e.g. `ou=people,dc=example,dc=org`.
        public var baseDN: String
        /// A filter in which `{username}` stands for what the person typed, escaped, e.g.
        /// `(&(objectClass=inetOrgPerson)(|(uid={username})(mail={username})))`.
        public var userFilter: String
        /// The account that searches; anonymous search when nil.
        public var bindDN: String?
        public var bindPassword: String?
        public var mailAttribute: String
        public var nameAttribute: String
        /// A group's DN: its members (`member`, `uniqueMember` or `memberUid`) are Larder's admins.
        /// When nil, the directory says nothing about who is an admin.
        public var adminGroupDN: String?

        public static let usernamePlaceholder = "{username}"

        public init(endpoint: LDAPEndpoint, baseDN: String, userFilter: String = "(uid={username})", bindDN: String? = nil,
                    bindPassword: String? = nil, mailAttribute: String = "mail", nameAttribute: String = "cn",
                    adminGroupDN: String? = nil) {
            self.endpoint = endpoint
            self.baseDN = baseDN
            self.userFilter = userFilter
            self.bindDN = bindDN
            self.bindPassword = bindPassword
            self.mailAttribute = mailAttribute
            self.nameAttribute = nameAttribute
            self.adminGroupDN = adminGroupDN
        }
    }

    /// Who the directory says signed in.
    public struct Person: Sendable, Equatable {
        /// Stays the same while email and name change: what an account is linked by.
        public var dn: String
        public var email: String
        public var displayName: String
        /// nil when no admin group is configured.
        public var isAdmin: Bool?

        public init(dn: String, email: String, displayName: String, isAdmin: Bool?) {
            self.dn = dn
            self.email = email
            self.displayName = displayName
            self.isAdmin = isAdmin
        }
    }

    public let configuration: Configuration

    public init(_ configuration: Configuration) {
        self.configuration = configuration
    }

    /// Checks the name and password against the directory. Blocks on the network: run it off
    /// the event loop. `LDAPError.invalidCredentials` when no single entry matches the name or
    /// the password is wrong, so that a caller cannot tell which.
    public func authenticate(username: String, password: String) throws -> Person {
        let username = username.trimmingCharacters(in: .whitespaces)
        guard !username.isEmpty, !password.isEmpty else { throw LDAPError.invalidCredentials }
        let connection = try LDAPConnection(configuration.endpoint)
        if let bindDN = configuration.bindDN {
            do {
                try connection.bind(dn: bindDN, password: configuration.bindPassword ?? "")
            } catch LDAPError.invalidCredentials {
                // The service account's password is the operator's mistake, not the person's.
                throw LDAPError.failed(code: 49, message: "the search account \(bindDN) cannot bind: check LARDER_LDAP_BIND_PASSWORD")
            }
        }
        let filter = configuration.userFilter.replacingOccurrences(
            of: Configuration.usernamePlaceholder, with: LDAPFilter.escape(username))
        let entries = try connection.search(
            base: configuration.baseDN, scope: .subtree, filter: filter,
            attributes: [configuration.mailAttribute, configuration.nameAttribute, "uid"], limit: 2)
        // None, or two people answering to one name: nobody to sign in as.
        guard entries.count == 1, let entry = entries.first else { throw LDAPError.invalidCredentials }
        try connection.bind(dn: entry.dn, password: password)
        guard let email = entry.first(configuration.mailAttribute)?.trimmingCharacters(in: .whitespaces), !email.isEmpty else {
            throw LDAPError.incompleteEntry(dn: entry.dn, attribute: configuration.mailAttribute)
        }
        var isAdmin: Bool?
        if let group = configuration.adminGroupDN {
            let dn = LDAPFilter.escape(entry.dn)
            let uid = LDAPFilter.escape(entry.first("uid") ?? username)
            // Read as the person, who may see their own groups; most directories let them.
            isAdmin = try !connection.search(
                base: group, scope: .base, filter: "(|(member=\(dn))(uniqueMember=\(dn))(memberUid=\(uid)))", attributes: ["cn"],
                limit: 1
            ).isEmpty
        }
        let name = entry.first(configuration.nameAttribute)?.trimmingCharacters(in: .whitespaces)
        return Person(dn: entry.dn, email: email, displayName: name.flatMap { $0.isEmpty ? nil : $0 } ?? username, isAdmin: isAdmin)
    }
}

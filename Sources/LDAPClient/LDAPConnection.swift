import CLDAP
import Foundation

/// What went wrong talking to a directory.
public enum LDAPError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The directory said the name or the password is wrong (result 49), or found no one by it.
    case invalidCredentials
    /// The directory could not be reached, did not answer in time, or TLS could not be set up.
    case unavailable(String)
    /// The person's entry lacks an attribute Larder needs (an email address).
    case incompleteEntry(dn: String, attribute: String)
    /// Anything else the directory or libldap reported.
    case failed(code: Int32, message: String)

    public var description: String {
        switch self {
        case .invalidCredentials: "invalid credentials"
        case .unavailable(let reason): "the directory cannot be reached: \(reason)"
        case .incompleteEntry(let dn, let attribute): "the entry \(dn) has no \(attribute)"
        case .failed(let code, let message): "LDAP error \(code): \(message)"
        }
    }
}

/// An entry a search found: its DN and the attributes asked for (names in lower case).
public struct LDAPEntry: Sendable, Equatable {
    public var dn: String
    public var attributes: [String: [String]]

    public func first(_ attribute: String) -> String? {
        attributes[attribute.lowercased()]?.first
    }
}

/// Where a directory is and how to talk to it safely.
public struct LDAPEndpoint: Sendable, Equatable {
    /// `ldap://host:port` or `ldaps://host:port`.
    public var url: String
    /// Upgrade an `ldap://` connection with StartTLS before anything is sent (a password above all).
    public var startTLS: Bool
    /// The certificate authorities to trust, in a PEM file; the system's when nil.
    public var caCertificateFile: String?
    /// For connecting and for each operation: a hung directory must not hang a login.
    public var timeoutSeconds: Int

    public init(url: String, startTLS: Bool = false, caCertificateFile: String? = nil, timeoutSeconds: Int = 5) {
        self.url = url
        self.startTLS = startTLS
        self.caCertificateFile = caCertificateFile
        self.timeoutSeconds = timeoutSeconds
    }
}

/// One connection to a directory through libldap, as `Connection` is one to PostgreSQL through
/// libpq. libldap's calls block, so a connection is made, used and dropped by one caller off
/// the event loop (`LDAPDirectory` does that); it is never shared.
public final class LDAPConnection {
    private let handle: OpaquePointer

    public init(_ endpoint: LDAPEndpoint) throws {
        var made: OpaquePointer?
        let status = ldap_initialize(&made, endpoint.url)
        guard status == LDAP_SUCCESS, let made else {
            throw LDAPError.failed(code: status, message: "cannot use the directory URL \(endpoint.url): " + String(cString: ldap_err2string(status)))
        }
        handle = made
        try setOption(LDAP_OPT_PROTOCOL_VERSION, LDAP_VERSION3)
        // Referrals would send the user's password to a server nobody configured.
        guard ldap_set_option(handle, LDAP_OPT_REFERRALS, nil) == LDAP_SUCCESS else {
            throw LDAPError.failed(code: -1, message: "libldap refused to turn referrals off")
        }
        let timeout = timeval(tv_sec: endpoint.timeoutSeconds, tv_usec: 0)
        try setOption(LDAP_OPT_NETWORK_TIMEOUT, timeout)
        try setOption(LDAP_OPT_TIMEOUT, timeout)
        try setOption(LDAP_OPT_X_TLS_REQUIRE_CERT, LDAP_OPT_X_TLS_DEMAND)
        if let file = endpoint.caCertificateFile {
            let status = file.withCString { ldap_set_option(handle, LDAP_OPT_X_TLS_CACERTFILE, $0) }
            guard status == LDAP_SUCCESS else { throw LDAPError.failed(code: status, message: "cannot use the CA file \(file)") }
        }
        // The TLS settings above apply to this handle only once it has a context of its own.
        try setOption(LDAP_OPT_X_TLS_NEWCTX, Int32(0))
        if endpoint.startTLS {
            try check(ldap_start_tls_s(handle, nil, nil), doing: "StartTLS")
        }
    }

    deinit {
        ldap_unbind_ext_s(handle, nil, nil)
    }

    /// A simple bind. An empty password is refused here: directories take it as an anonymous
    /// bind and say yes, which would let anyone in under any name.
    public func bind(dn: String, password: String) throws {
        guard !password.isEmpty else { throw LDAPError.invalidCredentials }
        var bytes = Array(password.utf8CString.dropLast())
        let status = bytes.withUnsafeMutableBufferPointer { buffer in
            var credential = berval(bv_len: ber_len_t(buffer.count), bv_val: buffer.baseAddress)
            return ldap_sasl_bind_s(handle, dn, nil, &credential, nil, nil, nil)
        }
        try check(status, doing: "bind")
    }

    public enum Scope: Sendable {
        case base, subtree
    }

    /// The entries under `base` that match `filter` (already escaped where it holds input), with
    /// the attributes asked for. At most `limit` entries; a directory that has more says so, and
    /// the first `limit` come back.
    public func search(base: String, scope: Scope, filter: String, attributes: [String], limit: Int32) throws -> [LDAPEntry] {
        var names: [UnsafeMutablePointer<CChar>?] = attributes.map { strdup($0) } + [nil]
        defer { for name in names { free(name) } }
        var result: OpaquePointer?
        defer { if let result { ldap_msgfree(result) } }
        let status = ldap_search_ext_s(
            handle, base, scope == .base ? larder_ldap_scope_base : larder_ldap_scope_subtree, filter, &names, 0, nil, nil, nil,
            limit, &result)
        if status != LDAP_SIZELIMIT_EXCEEDED && status != LDAP_NO_SUCH_OBJECT { try check(status, doing: "search") }
        var entries: [LDAPEntry] = []
        var entry = ldap_first_entry(handle, result)
        while let current = entry {
            entries.append(read(current, attributes: attributes))
            entry = ldap_next_entry(handle, current)
        }
        return entries
    }

    private func read(_ entry: OpaquePointer, attributes: [String]) -> LDAPEntry {
        let dnPointer = ldap_get_dn(handle, entry)
        defer { ldap_memfree(dnPointer) }
        var values: [String: [String]] = [:]
        for attribute in attributes {
            guard let list = ldap_get_values_len(handle, entry, attribute) else { continue }
            defer { ldap_value_free_len(list) }
            var index = 0
            while let value = list[index] {
                let bytes = UnsafeRawBufferPointer(start: value.pointee.bv_val, count: Int(value.pointee.bv_len))
                values[attribute.lowercased(), default: []].append(String(decoding: bytes, as: UTF8.self))
                index += 1
            }
        }
        return LDAPEntry(dn: dnPointer.map { String(cString: $0) } ?? "", attributes: values)
    }

    /// libldap copies the value it is given. A refused option is a configuration error (its
    /// status, -1, would otherwise read as "server down").
    private func setOption<Value>(_ option: Int32, _ value: Value) throws {
        var value = value
        let status = withUnsafePointer(to: &value) { ldap_set_option(handle, option, $0) }
        guard status == LDAP_SUCCESS else {
            throw LDAPError.failed(code: status, message: "libldap refused option \(option) (a CA file that cannot be read?)")
        }
    }

    private func check(_ status: Int32, doing action: String) throws {
        switch status {
        case LDAP_SUCCESS: return
        case LDAP_INVALID_CREDENTIALS: throw LDAPError.invalidCredentials
        case LDAP_SERVER_DOWN, LDAP_TIMEOUT, LDAP_CONNECT_ERROR, LDAP_UNAVAILABLE, LDAP_BUSY:
            throw LDAPError.unavailable("\(action): " + message(for: status))
        default: throw LDAPError.failed(code: status, message: "\(action): " + message(for: status))
        }
    }

    /// libldap's words for the status, and the server's own where it gave some.
    private func message(for status: Int32) -> String {
        var text = String(cString: ldap_err2string(status))
        var diagnostic: UnsafeMutablePointer<CChar>?
        if ldap_get_option(handle, LDAP_OPT_DIAGNOSTIC_MESSAGE, &diagnostic) == LDAP_SUCCESS, let diagnostic {
            let detail = String(cString: diagnostic)
            if !detail.isEmpty { text += " (\(detail))" }
            ldap_memfree(diagnostic)
        }
        return text
    }
}

/// Values put into a search filter (RFC 4515): a user name like `*)(uid=*` must match itself
/// only, never widen the filter.
public enum LDAPFilter {
    public static func escape(_ value: String) -> String {
        var escaped = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "*", "(", ")", "\\", "\0": escaped += String(format: "\\%02x", scalar.value)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real OpenLDAP server for the test run: Debian's `slapd` in a temporary folder, on free
/// ports of 127.0.0.1, holding a small directory of people and groups, with a self-signed
/// certificate for StartTLS and ldaps. Started once per process and stopped when it exits.
public struct DirectoryServer: Sendable {
    /// `ldap://127.0.0.1:port` (plain, and StartTLS).
    public let url: String
    /// `ldaps://127.0.0.1:port`.
    public let secureURL: String
    /// The certificate the server presents, which the tests trust.
    public let certificateFile: String
    public let baseDN = "dc=larder,dc=test"
    public var peopleDN: String { "ou=people," + baseDN }
    public var adminGroupDN: String { "cn=larder-admins,ou=groups," + baseDN }
    /// The manager, who may search everything (the service account of the tests that need one).
    public var managerDN: String { "cn=manager," + baseDN }
    public let managerPassword = "manager-secret"

    /// People of the directory: `uid`, password, and who they are.
    public static let ada = (uid: "ada", password: "ada-analytical-1843", mail: "ada@larder.test", name: "Ada Lovelace")
    public static let grace = (uid: "grace", password: "grace-cobol-1959", mail: "grace@larder.test", name: "Grace Hopper")
    /// Has a right password, but the filter of the tests leaves her out (no `businessCategory: larder`).
    public static let mallory = (uid: "mallory", password: "mallory-outside-1", mail: "mallory@larder.test", name: "Mallory")
    /// Has no email address.
    public static let nomail = (uid: "nomail", password: "nomail-password-1", name: "No Mail")
    /// The filter the tests configure: people of the directory who may use Larder.
    public static let userFilter = "(&(objectClass=inetOrgPerson)(uid={username})(businessCategory=larder))"

    public static let shared: Task<DirectoryServer, any Error> = Task { try DirectoryServer.start() }

    static func start() throws -> DirectoryServer {
        guard FileManager.default.isExecutableFile(atPath: "/usr/sbin/slapd") else {
            throw SignInTestSupportError("slapd is not installed: run scripts/install-dependencies.sh test")
        }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("slapd-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("data"), withIntermediateDirectories: true)
        let path = folder.path
        let log = "\(path)/commands.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        func run(_ program: String, _ arguments: [String]) throws { try DirectoryServer.run(program, arguments, log: log) }
        try run("/usr/bin/openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", "\(path)/key.pem", "-out", "\(path)/cert.pem",
                                      "-days", "2", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
        let (plainPort, securePort) = (try LocalPort.free(), try LocalPort.free())
        let server = DirectoryServer(url: "ldap://127.0.0.1:\(plainPort)", secureURL: "ldaps://127.0.0.1:\(securePort)",
                                     certificateFile: "\(path)/cert.pem")
        try server.configuration(folder: path).write(toFile: "\(path)/slapd.conf", atomically: true, encoding: .utf8)
        try server.entries.write(toFile: "\(path)/entries.ldif", atomically: true, encoding: .utf8)
        try run("/usr/sbin/slapadd", ["-q", "-f", "\(path)/slapd.conf", "-l", "\(path)/entries.ldif"])
        // In the foreground (`-d 0`): a daemon would keep Foundation's watch on its parent open,
        // and the tests would wait for it for ever. It writes its pid once it listens.
        let slapd = Process()
        slapd.executableURL = URL(fileURLWithPath: "/usr/sbin/slapd")
        slapd.arguments = ["-d", "0", "-f", "\(path)/slapd.conf", "-h", "\(server.url)/ \(server.secureURL)/"]
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        output.seekToEndOfFile()
        slapd.standardOutput = output
        slapd.standardError = output
        try slapd.run()
        let pidFile = "\(path)/slapd.pid"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: pidFile) {
            guard slapd.isRunning, Date() < deadline else {
                throw SignInTestSupportError("slapd did not start: \((try? String(contentsOfFile: log, encoding: .utf8))?.suffix(2000) ?? "")")
            }
            usleep(20_000)
        }
        DirectoryServerCleanup.register(folder: path)
        return server
    }

    private func configuration(folder: String) -> String {
        """
        include /etc/ldap/schema/core.schema
        include /etc/ldap/schema/cosine.schema
        include /etc/ldap/schema/inetorgperson.schema
        include /etc/ldap/schema/nis.schema
        modulepath /usr/lib/ldap
        moduleload back_mdb
        pidfile \(folder)/slapd.pid
        TLSCertificateFile \(folder)/cert.pem
        TLSCertificateKeyFile \(folder)/key.pem
        database mdb
        maxsize 10485760
        suffix "\(baseDN)"
        rootdn "\(managerDN)"
        rootpw \(managerPassword)
        directory \(folder)/data
        access to attrs=userPassword by anonymous auth by self write by * none
        access to * by * read

        """
    }

    private var entries: String {
        func person(_ uid: String, _ password: String, _ mail: String?, _ name: String, larder: Bool = true) -> String {
            """
            dn: uid=\(uid),\(peopleDN)
            objectClass: inetOrgPerson
            uid: \(uid)
            cn: \(name)
            sn: \(name.split(separator: " ").last ?? "")
            userPassword: \(password)
            \(mail.map { "mail: \($0)\n" } ?? "")\(larder ? "businessCategory: larder\n" : "")
            """
        }
        return """
            dn: \(baseDN)
            objectClass: dcObject
            objectClass: organization
            o: Larder tests
            dc: larder

            dn: \(peopleDN)
            objectClass: organizationalUnit
            ou: people

            \(person(Self.ada.uid, Self.ada.password, Self.ada.mail, Self.ada.name))
            \(person(Self.grace.uid, Self.grace.password, Self.grace.mail, Self.grace.name))
            \(person(Self.mallory.uid, Self.mallory.password, Self.mallory.mail, Self.mallory.name, larder: false))
            \(person(Self.nomail.uid, Self.nomail.password, nil, Self.nomail.name))
            dn: ou=groups,\(baseDN)
            objectClass: organizationalUnit
            ou: groups

            dn: \(adminGroupDN)
            objectClass: groupOfNames
            cn: larder-admins
            member: uid=\(Self.ada.uid),\(peopleDN)

            """
    }

    /// Runs a setup command to its end; its output goes to the folder's log, which a failure quotes.
    private static func run(_ program: String, _ arguments: [String], log: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        defer { try? output.close() }
        output.seekToEndOfFile()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            throw SignInTestSupportError("\(program) failed (\(process.terminationStatus)): \(said.suffix(2000))")
        }
    }
}

/// Stops slapd and removes its folder when the test process exits.
enum DirectoryServerCleanup {
    nonisolated(unsafe) private static var folder: String?

    static func register(folder: String) {
        self.folder = folder
        atexit {
            guard let folder = DirectoryServerCleanup.folder else { return }
            if let pid = try? String(contentsOfFile: folder + "/slapd.pid", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines),
               let number = pid_t(pid) {
                // Not SIGTERM: a child started from a thread that blocks it never sees it, and the
                // directory is thrown away anyway.
                kill(number, SIGKILL)
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
    }
}

import Foundation

public struct Household: Codable, Sendable, Hashable, Identifiable {
    public var id: UUID
    public var name: String
    public var createdAt: Date
    /// Where the household lives, as an IANA name ("Europe/Berlin"): what "today" is on its plan
    /// and in its cooking log, and the zone its pages give times in.
    public var timeZone: String

    public init(id: UUID, name: String, createdAt: Date, timeZone: String = "UTC") {
        self.id = id
        self.name = name
        self.createdAt = createdAt
        self.timeZone = timeZone
    }

    public static let nameRule = TextRule(minimum: 1, maximum: 100)

    /// The household's zone; UTC should a stored name ever be unknown to this machine.
    public var zone: TimeZone { TimeZone(identifier: timeZone) ?? .gmt }

    /// Today where the household lives.
    public var today: Day { Day(Date(), in: zone) }

    /// Whether `name` is a time zone this machine knows (IANA names: "Europe/Berlin", "UTC").
    public static func isTimeZone(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && (name == "UTC" || TimeZone.knownTimeZoneIdentifiers.contains(name))
    }
}

/// A deleted household an owner can still bring back.
public struct DeletedHousehold: Sendable, Equatable, Identifiable {
    public var id: UUID
    public var name: String
    public var deletedAt: Date
    public var restorableUntil: Date
    public var deletedBy: String?

    public init(id: UUID, name: String, deletedAt: Date, restorableUntil: Date, deletedBy: String?) {
        self.id = id
        self.name = name
        self.deletedAt = deletedAt
        self.restorableUntil = restorableUntil
        self.deletedBy = deletedBy
    }
}

/// What a person may do in a household.
public enum Role: String, Codable, Sendable, CaseIterable, Comparable {
    case owner
    case member

    public var label: String {
        switch self {
        case .owner: return "Owner"
        case .member: return "Member"
        }
    }

    /// What this role allows, as listed on the household page.
    public var abilities: [String] {
        switch self {
        case .member:
            return [
                "see, add, edit and delete the household's recipes, ingredients and skills",
                "see who else belongs to the household",
                "leave the household",
            ]
        case .owner:
            return Role.member.abilities.dropLast() + [
                "invite people with a link, and revoke invites",
                "remove members",
                "make another member an owner, or step down to member",
                "rename the household",
                "leave, once another member is an owner",
            ]
        }
    }

    public static func < (lhs: Role, rhs: Role) -> Bool {
        lhs == .member && rhs == .owner
    }
}

/// A household as one of its members sees it.
public struct Membership: Codable, Sendable, Hashable {
    public var household: Household
    public var role: Role
    public var joinedAt: Date

    public init(household: Household, role: Role, joinedAt: Date) {
        self.household = household
        self.role = role
        self.joinedAt = joinedAt
    }
}

/// A person in a household, as the household page lists them.
public struct Member: Codable, Sendable, Hashable, Identifiable {
    public var id: UUID
    public var displayName: String
    public var email: String
    public var role: Role
    public var joinedAt: Date

    public init(id: UUID, displayName: String, email: String, role: Role, joinedAt: Date) {
        self.id = id
        self.displayName = displayName
        self.email = email
        self.role = role
        self.joinedAt = joinedAt
    }
}

/// A link that lets someone join a household. Its secret code is not part of it: Larder keeps
/// only a hash, and the code is shown once, when the link is made.
public struct Invite: Codable, Sendable, Hashable {
    public var householdID: UUID
    public var id: UUID
    public var createdBy: UUID?
    /// nil: any number of people may use it until it expires.
    public var maxUses: Int?
    public var useCount: Int
    public var expiresAt: Date
    public var revokedAt: Date?
    public var createdAt: Date

    public init(householdID: UUID, id: UUID, createdBy: UUID?, maxUses: Int?, useCount: Int,
                expiresAt: Date, revokedAt: Date?, createdAt: Date) {
        self.householdID = householdID
        self.id = id
        self.createdBy = createdBy
        self.maxUses = maxUses
        self.useCount = useCount
        self.expiresAt = expiresAt
        self.revokedAt = revokedAt
        self.createdAt = createdAt
    }

    public enum State: String, Sendable {
        case active, expired, revoked, usedUp
    }

    public func state(at now: Date) -> State {
        if revokedAt != nil { return .revoked }
        if let maxUses, useCount >= maxUses { return .usedUp }
        if expiresAt <= now { return .expired }
        return .active
    }
}

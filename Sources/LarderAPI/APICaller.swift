import Foundation
import LarderModel
import LarderStore

/// Who an API request speaks for: the holder of its access token, found by `APIGate` before the
/// operation runs. The generated handlers receive only the request's decoded input, so the holder
/// travels as a task-local value, set for exactly the handling of one request.
enum APICaller {
    @TaskLocal static var current: TokenHolder?

    /// The holder; every operation runs behind the gate, so there always is one.
    static var holder: TokenHolder {
        get throws {
            guard let current else { throw APIProblem.unauthorized("Send a personal access token as `Authorization: Bearer …`.") }
            return current
        }
    }

    static var household: UUID { get throws { try holder.membership.household.id } }

    /// The household a write changes: the holder's, when their token may change things.
    static var householdToChange: UUID { get throws { try writer.membership.household.id } }

    /// The holder, when their token may change things: a read token gets 403 on every write.
    static var writer: TokenHolder {
        get throws {
            let holder = try holder
            guard holder.scope == .readWrite else { throw APIProblem.readOnly }
            return holder
        }
    }
}

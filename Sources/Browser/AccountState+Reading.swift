import Accounts
import Sections
import Store
import SyncState

extension AccountState {
    /// The state of `book` now.
    public static func read(from book: AddressBook, now: Int64 = AddressBook.currentTime()) throws -> AccountState {
        let auth = try book.authState(now: now)
        let until: Int64? = if case let .unlocked(_, until) = auth.vault { until } else { nil }
        return AccountState(loggedInUser: auth.loggedInUser, hasAccount: !(try book.accountNames().isEmpty),
                            connectedServices: auth.connectedServices,
                            syncs: try syncs(of: auth.connectedServices, in: book),
                            vaultUnlockedUntil: until, readAt: now)
    }

    /// Those of `services` connected to a server or a vdir (a token alone
    /// has nothing to sync with), each with its last sync: a small read per service.
    private static func syncs(of services: [String], in book: AddressBook) throws -> [ServiceSync] {
        try services.compactMap { service in
            guard let name = try? ServiceName(service),
                  try book.vdirFolder(service: name) != nil || book.thirdPartyAccount(name)?.serverURL != nil else {
                return nil
            }
            return ServiceSync(service: service, lastSyncedAt: try book.lastSync(service: service))
        }
    }
}

import Accounts
import ArgumentParser
import Reporting
import SharedOptions
import Store
import SyncState

extension Connect {
    /// `connect SERVICE [--collection NAME|HREF --to BOOK]...` for a service
    /// connected already: its stored secret discovers the address books,
    /// which are listed; each pair syncs one with a book here (made when
    /// there is none), the service's other syncs kept as they are.
    func changeCollections() throws {
        let service = try options.service.value
        // phonebook's own validation has said a service not connected lacks --user.
        let book = try database.openExisting()
        guard try book.isConnected(service) else { throw AuthError.notConnected(service) }
        if try book.vdirFolder(service: service) != nil {
            throw CommandFailure(message: "\(service) syncs with a vdir; connect it again with --vdir FOLDER --to BOOK "
                                 + "to sync it with another book", status: .usage)
        }
        let access = try book.serverAccess(service: service) ?? ServerAccess()
        // Discovery from the server's URL: from a collection's, it finds that collection alone.
        let client = try StoredServer.client(book: book, service: service, access: access, at: nil)
        defer { try? StoredServer.rememberLogin(of: client, access: access, service: service, in: book) }
        let found = try client.discover()
        let plan = CollectionPlan(choices: try BookChoice.named(options.chosenCollections, in: found,
                                                                defaultBook: book.defaultBook().name),
                                  keep: { _ in true })
        let lines = try book.transaction { try plan.store(in: book, service: service.rawValue) }
        let synced = try book.syncCollections(service: service.rawValue)
        StandardOutput.write(BookChoice.listing(found, syncs: Dictionary(synced.map { ($0.url, $0.bookName) },
                                                                         uniquingKeysWith: { first, _ in first })))
        for line in lines { StandardOutput.write(line) }
        guard !plan.choices.isEmpty else { return }
        StandardOutput.write("\(service) syncs \(synced.isEmpty ? "no address book" : CollectionPlan.described(synced)).")
    }
}

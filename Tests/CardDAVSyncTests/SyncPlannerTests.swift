import Accounts
import Credentials
import SyncState
import Testing
import TestSupport
@testable import CardDAVSync
import Store
import Exchange

/// The plan from a real book (SQLite, real cards through CardWrites) and a
/// server side given as values: one step per UID, by the 5.3 table.
@Suite("Sync planning")
struct SyncPlannerTests {
    static let book = "/alice/book/"

    static func card(_ uid: String?, _ name: String, note: String = "") -> [UInt8] {
        Array(("BEGIN:VCARD\r\nVERSION:3.0\r\n" + (uid.map { "UID:\($0)\r\n" } ?? "") + "FN:\(name)\r\n"
               + (note.isEmpty ? "" : "NOTE:\(note)\r\n") + "TEL;TYPE=cell:+1 555 0100\r\nEND:VCARD\r\n").utf8)
    }

    static func remote(_ uid: String, _ name: String, note: String = "", etag: String = "\"r\"") -> RemoteCard {
        let bytes = card(uid, name, note: note)
        return RemoteCard(href: book + uid + ".vcf", etag: etag, card: bytes, uid: uid, hash: hashed(bytes))
    }

    /// A book with the service connected, syncing a collection with the default book.
    struct Fixture {
        let book: AddressBook
        let writes: CardWrites
        let collection: SyncCollection

        init() throws {
            book = try AddressBook.inMemory()
            try book.connect(service: ServiceName("dav"), user: UserName("ada"), serverURL: nil,
                             credential: .passwordCommand(try #require(PasswordCommand("echo secret"))))
            try book.mapCollection(service: "dav", url: "https://dav.example.org" + SyncPlannerTests.book, name: nil,
                                   to: book.defaultBookID())
            collection = try #require(try book.syncCollections(service: "dav").first)
            writes = CardWrites(book: book)
        }

        /// A contact both sides agreed on at the last sync.
        @discardableResult
        func synced(_ uid: String, _ name: String, note: String = "") throws -> ContactID {
            let bytes = SyncPlannerTests.card(uid, name, note: note)
            let id = try writes.add(card: bytes)
            let hash = try #require(try book.syncLocalContacts(in: 1).first { $0.id == id }).contentHash
            try book.commitSync(collection, SyncCommit(item: SyncItem(
                uid: uid, href: SyncPlannerTests.book + uid + ".vcf", etag: "\"1\"", baseHash: hashed(bytes),
                baseCard: bytes, localHash: hash, contactID: id)))
            return id
        }

        func edit(_ id: ContactID, _ uid: String, _ name: String, note: String = "") throws {
            try writes.replace(id, card: SyncPlannerTests.card(uid, name, note: note))
        }

        func plan(_ remote: RemoteSnapshot, prefer: PreferredSide? = nil) throws -> [SyncAction] {
            let items = try book.syncItems(collection)
            let contacts = try book.syncLocalContacts(in: 1)
            var cards: [ContactID: LocalCard] = [:]
            let byUID = Dictionary(uniqueKeysWithValues: items.map { ($0.uid, $0) })
            for contact in contacts where byUID[contact.uid]?.localHash != contact.contentHash {
                let bytes = try #require(try book.storedCard(of: contact.id))
                cards[contact.id] = LocalCard(contact: contact, card: bytes, hash: hashed(bytes))
            }
            return try SyncPlanner(items: items, contacts: contacts, localCards: cards, remote: remote,
                               bookPath: SyncPlannerTests.book, prefer: prefer).plan()
        }
    }

    static func delta(_ cards: [RemoteCard] = [], removed: [String] = []) -> RemoteSnapshot {
        RemoteSnapshot(listing: .delta(removed: Set(removed.map { book + $0 + ".vcf" })),
                       fetched: Dictionary(uniqueKeysWithValues: cards.map { ($0.href, $0) }))
    }

    @Test func nothingChangedPlansNothing() throws {
        let fixture = try Fixture()
        try fixture.synced("a", "Ada")
        #expect(try fixture.plan(Self.delta()).isEmpty)
    }

    @Test func aChangeOnOneSideWins() throws {
        let fixture = try Fixture()
        let ada = try fixture.synced("a", "Ada")
        let bob = try fixture.synced("b", "Bob")
        try fixture.edit(ada, "a", "Ada", note: "edited here")
        let bobThere = Self.remote("b", "Bob", note: "edited there", etag: "\"2\"")
        let actions = try fixture.plan(Self.delta([bobThere]))
        #expect(actions.count == 2)
        guard case let .push(local, href, etag) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(local.contact.id == ada && href == Self.book + "a.vcf" && etag == "\"1\"")
        #expect(actions[1] == .pull(bobThere, into: bob, rewrittenByServer: false))
    }

    @Test func bothChangedIsAConflictUnlessTheyAgree() throws {
        let fixture = try Fixture()
        let ada = try fixture.synced("a", "Ada")
        let bob = try fixture.synced("b", "Bob")
        try fixture.edit(ada, "a", "Ada", note: "here")
        try fixture.edit(bob, "b", "Bob", note: "same")
        let actions = try fixture.plan(Self.delta([Self.remote("a", "Ada", note: "there", etag: "\"2\""),
                                                   Self.remote("b", "Bob", note: "same", etag: "\"2\"")]))
        guard case .conflict(uid: "a", _, let local?, let remote?, _, settle: nil) = actions[0] else { Issue.record("\(actions)"); return }
        #expect(String(decoding: local.card, as: UTF8.self).contains("here"))
        #expect(String(decoding: remote.card, as: UTF8.self).contains("there"))
        guard case .link(let card, let contact) = actions[1] else { Issue.record("\(actions)"); return }
        #expect(card.uid == "b" && contact.id == bob)
        // --prefer settles it for the run, still recording it.
        guard case .conflict(_, _, _, _, _, settle: .local) = try fixture.plan(
            Self.delta([Self.remote("a", "Ada", note: "there", etag: "\"2\"")]), prefer: .local)[0] else {
            Issue.record("not settled"); return
        }
    }

    @Test func editBeatsDeleteOnEitherSide() throws {
        let fixture = try Fixture()
        let ada = try fixture.synced("a", "Ada")
        try fixture.synced("b", "Bob")
        let cy = try fixture.synced("c", "Cy")
        let di = try fixture.synced("d", "Di")
        try fixture.edit(ada, "a", "Ada", note: "edited here")  // and deleted there: created again
        try fixture.book.remove([cy])  // deleted here, edited there: restored here
        try fixture.book.remove([di])  // deleted here, unchanged there: deleted there
        let cyThere = Self.remote("c", "Cy", note: "edited there", etag: "\"2\"")
        let actions = try fixture.plan(Self.delta([cyThere], removed: ["a", "b"]))
        #expect(actions.count == 4)
        guard case .push(_, Self.book + "a.vcf", nil) = actions[0] else { Issue.record("\(actions[0])"); return }
        guard case .deleteHere(let contact, _) = actions[1], contact.uid == "b" else { Issue.record("\(actions[1])"); return }
        #expect(actions[2] == .pull(cyThere, into: nil, rewrittenByServer: false))
        guard case .deleteThere(let item, "\"1\"") = actions[3], item.uid == "d" else { Issue.record("\(actions[3])"); return }
    }

    @Test func firstSyncLinksEqualUIDsAndKeepsDifferentOnesAsConflicts() throws {
        let fixture = try Fixture()
        _ = try fixture.writes.add(card: Self.card("a", "Ada"))
        _ = try fixture.writes.add(card: Self.card("b", "Bob", note: "mine"))
        _ = try fixture.writes.add(card: Self.card("c", "Cy"))
        _ = try fixture.writes.add(card: Self.card(nil, "No UID"))
        // The server's copy of Ada was reordered and given PRODID: still equal.
        let reordered = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Radicale//EN\r\nTEL;TYPE=cell:+1 555 0100\r\nUID:a\r\nFN:Ada\r\nEND:VCARD\r\n".utf8)
        let adaThere = RemoteCard(href: Self.book + "a.vcf", etag: "\"1\"", card: reordered, uid: "a", hash: hashed(reordered))
        let eve = Self.remote("e", "Eve")
        let all = [adaThere, Self.remote("b", "Bob", note: "theirs"), eve]
        let remote = RemoteSnapshot(listing: .full(hrefs: Set(all.map(\.href))),
                                    fetched: Dictionary(uniqueKeysWithValues: all.map { ($0.href, $0) }))
        let actions = try fixture.plan(remote)
        #expect(actions.map(\.uid).sorted() == ["a", "b", "c", "e", actions.first { $0.uid.hasPrefix("phonebook-content:") }?.uid ?? "?"].sorted())
        #expect(actions.contains { if case .link(let card, _) = $0 { return card.uid == "a" } else { return false } })
        #expect(actions.contains { if case .conflict(uid: "b", _, _, _, base: nil, _) = $0 { return true } else { return false } })
        #expect(actions.contains(.pull(eve, into: nil, rewrittenByServer: false)))
        #expect(actions.contains { if case .push(let card, Self.book + "c.vcf", nil) = $0 { return card.uid == "c" } else { return false } })
        #expect(actions.contains { if case .push(let card, _, nil) = $0 { return card.lacksUID } else { return false } })
    }

    @Test func aMaterialRewriteAfterUploadIsAppliedAndNamed() throws {
        let fixture = try Fixture()
        let ada = try fixture.synced("a", "Ada")
        var item = try #require(try fixture.book.syncItems(fixture.collection).first)
        item.uploaded = true
        try fixture.book.commitSync(fixture.collection, SyncCommit(item: item))
        let rewritten = Self.remote("a", "Ada", note: "server added this", etag: "\"2\"")
        #expect(try fixture.plan(Self.delta([rewritten])) == [.pull(rewritten, into: ada, rewrittenByServer: true)])
    }

    /// Ada's card as Radicale 3.9 writes it back: PRODID added, parameters upper-cased and merged, N padded.
    static let reSerialised = Array("""
        BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Radicale//NONSGML Radicale Server//EN\r\nFN:Ada\r\nN:Lovelace;Ada;;;\r\n\
        TEL;TYPE=CELL,VOICE:+1 555 0100\r\nUID:a\r\nEND:VCARD\r\n
        """.utf8)
    static let asSent = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:a\r\nFN:Ada\r\nN:Lovelace;Ada\r\nTEL;type=cell;type=voice:+1 555 0100\r\nEND:VCARD\r\n".utf8)

    @Test func aServerReSerialisationThatKeepsEveryValueIsNoChangeThere() throws {
        let fixture = try Fixture()
        let id = try fixture.writes.add(card: Self.asSent)
        let hash = try #require(try fixture.book.syncLocalContacts(in: 1).first { $0.id == id }).contentHash
        try fixture.book.commitSync(fixture.collection, SyncCommit(item: SyncItem(
            uid: "a", href: Self.book + "a.vcf", etag: "\"1\"", baseHash: hashed(Self.asSent), baseCard: Self.asSent,
            localHash: hash, contactID: id)))
        let there = RemoteCard(href: Self.book + "a.vcf", etag: "\"2\"", card: Self.reSerialised, uid: "a", hash: hashed(Self.reSerialised))
        #expect(there.hash != hashed(Self.asSent), "the lines differ")
        let actions = try fixture.plan(Self.delta([there]))
        guard case .link(let card, _) = actions.first, actions.count == 1, card.etag == "\"2\"" else {
            Issue.record("recorded as the new base, not applied here: \(actions)")
            return
        }
    }

    @Test func aFirstSyncLinksACardTheServerReSerialised() throws {
        let fixture = try Fixture()
        _ = try fixture.writes.add(card: Self.asSent)
        let there = RemoteCard(href: Self.book + "a.vcf", etag: "\"1\"", card: Self.reSerialised, uid: "a", hash: hashed(Self.reSerialised))
        let actions = try fixture.plan(RemoteSnapshot(listing: .full(hrefs: [there.href]), fetched: [there.href: there]))
        guard case .link = actions.first, actions.count == 1 else { Issue.record("no conflict: \(actions)"); return }
    }

    @Test func aCreateCutShortIsMadeAgainAtTheSameHref() throws {
        let fixture = try Fixture()
        try fixture.synced("a", "Ada")
        var item = try #require(try fixture.book.syncItems(fixture.collection).first)
        item.state = .pendingCreate
        item.etag = nil
        try fixture.book.commitSync(fixture.collection, SyncCommit(item: item))
        let actions = try fixture.plan(RemoteSnapshot(listing: .full(hrefs: []), fetched: [:]))
        guard case .push(_, Self.book + "a.vcf", nil) = actions.first else { Issue.record("\(actions)"); return }
        // Found on the server with our content: linked, not uploaded again.
        let there = Self.remote("a", "Ada", etag: "\"9\"")
        let found = try fixture.plan(RemoteSnapshot(listing: .full(hrefs: [there.href]), fetched: [there.href: there]))
        guard case .link(let card, _) = found.first, card.etag == "\"9\"" else { Issue.record("\(found)"); return }
    }

    @Test func theMassDeleteGuardRefusesEmptyingASide() throws {
        let fixture = try Fixture()
        for index in 0..<10 { try fixture.synced("u\(index)", "Name \(index)") }
        let removed = (0..<6).map { "u\($0)" }
        let actions = try fixture.plan(Self.delta(removed: removed))
        #expect(actions.count == 6)
        #expect(MassDeleteGuard.refusal(of: actions, here: 10, there: 10, location: "on the server") != nil)
        #expect(MassDeleteGuard.refusal(of: Array(actions.prefix(5)), here: 10, there: 10, location: "on the server") == nil)
        #expect(MassDeleteGuard.refusal(of: Array(actions.prefix(2)), here: 2, there: 2, location: "on the server") != nil)
        #expect(MassDeleteGuard.refusal(of: Array(actions.prefix(1)), here: 2, there: 2, location: "on the server") == nil)
    }
}

/// The normalised hash, for fixtures: libcrypto is there wherever the tests run.
private func hashed(_ card: [UInt8]) -> String {
    try! NormalisedCard.hash(card)
}

@testable import Exchange
import Foundation
import Migrations
import SQLite
import Store
import Testing
import TestSupport
import VCard

/// Cards of groups as servers write them, and books holding them.
enum GroupCards {
    /// A card of `version` with `lines` between BEGIN and END, CRLF-ended.
    static func card(_ version: String, _ lines: String...) -> String {
        card(version, lines)
    }

    static func card(_ version: String, _ lines: [String]) -> String {
        (["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
    }

    /// A group card as iCloud writes one: `X-ADDRESSBOOKSERVER-KIND:group`
    /// and a `X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:` line a member.
    static func appleGroup(uid: String, name: String, members: [String], extra: [String] = []) -> String {
        card("3.0", ["PRODID:-//Apple Inc.//iOS 17.0//EN", "N:\(name);;;;", "FN:\(name)", "UID:\(uid)",
                     "X-ADDRESSBOOKSERVER-KIND:group"]
            + members.map { "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:\($0)" } + extra)
    }

    /// The card of the book at `db` holding `line` (a group card's `FN:` or
    /// `UID:`), as `export` writes it: a CONTACT argument never names a group card.
    static func exported(_ db: String, holding line: String) throws -> String {
        let cards = try phonebook("export", "--db", db).stdout.components(separatedBy: "BEGIN:VCARD")
        return cards.first { $0.contains("\r\n" + line + "\r\n") }.map { "BEGIN:VCARD" + $0 } ?? ""
    }

    /// A book in `folder` with `cards` imported; its path.
    static func book(_ cards: String, in folder: URL) throws -> String {
        let file = folder.appendingPathComponent("cards.vcf")
        try Data(cards.utf8).write(to: file)
        let db = folder.appendingPathComponent("p.sqlite3").path
        let imported = try phonebook("import", "--db", db, file.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        return db
    }
}

/// A book as phonebook left it before group cards were read (the
/// migrations before 0032, card reading revision 5): every card a contact's row as today's
/// reading makes it, but a group card's a person's, no members or
/// categories kept.
enum OldBook {
    static func write(at path: String, cards: String) throws {
        let database = try Database(path: path)
        try Migrator(migrations: SchemaMigrations.all.filter { $0.version < 32 }).migrate(database)
        let book = OldSchema.book(on: database)
        try OldSchema.seedingWithTodaysWriter(database) {
            try book.transaction {
                let writer = try ContactWriter(book, now: 0)
                for card in cards.components(separatedBy: "END:VCARD\r\n") where card.contains("BEGIN:VCARD") {
                    let bytes = Array((card + "END:VCARD\r\n").utf8)
                    var record = bytes.withUnsafeBytes { raw in
                        var problems: [VCardProblem] = []
                        let parsed = VCardParser.parse(raw, keeping: .fieldsOnly, problems: &problems)
                        var record = CardMapping.record(from: parsed, uid: parsed.uid ?? "", raw: bytes, hash: 0, source: nil)
                        record.phones = parsed.telephones.map(CardMapping.phone)
                        record.emails = parsed.emails.map(CardMapping.email)
                        return record
                    }
                    (record.isGroup, record.members) = (false, [])
                    try writer.insert(record)
                }
            }
        }
        try database.execute("PRAGMA user_version = 5")
    }

    /// The values `sql` selects, each row's first column, joined by spaces.
    static func rows(_ path: String, _ sql: String) throws -> String {
        try Database(path: path, mode: .readOnly).prepare(sql).map { $0.text(0) }.joined(separator: " ")
    }
}

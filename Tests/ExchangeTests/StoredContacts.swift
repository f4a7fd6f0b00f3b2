import Foundation
@testable import SQLite
@testable import Store
import Exchange
import TestSupport

/// A contact as the tests read it back from the database.
struct StoredContact: Equatable, CustomStringConvertible {
    var uid: String
    var name: String
    var phones: [Phone]
    var emails: [String]

    struct Phone: Equatable, CustomStringConvertible {
        var label: String
        var number: String
        var description: String { "\(label): \(number)" }
    }

    var description: String { "\(name) \(phones)" }
}

extension AddressBook {
    /// Every contact in import order, with its numbers and emails in card order.
    func storedContacts() throws -> [StoredContact] {
        var contacts: [StoredContact] = []
        try database.prepare("SELECT id, uid, display_name FROM contacts ORDER BY id").forEachRow { row in
            let id = row.int64(0)
            let phones = try database.prepare(
                "SELECT label, number FROM phone_numbers WHERE contact_id = ? ORDER BY position")
                .map([id]) { StoredContact.Phone(label: $0.text(0), number: $0.text(1)) }
            let emails = try database.prepare("SELECT address FROM emails WHERE contact_id = ? ORDER BY position")
                .map([id]) { $0.text(0) }
            contacts.append(StoredContact(uid: row.text(1), name: row.text(2), phones: phones, emails: emails))
        }
        return contacts
    }

    func rawCard(uid: String) throws -> [UInt8] {
        try database.prepare("SELECT card FROM contacts WHERE uid = ?").first([uid]) { row in
            row.withTextBytes(0) { Array($0) }
        } ?? []
    }

    /// SQLite's count of changes to the file, to prove a run wrote nothing.
    func dataVersionProbe() throws -> SQLiteValue {
        try database.scalar("SELECT total_changes()")
    }

    func integrityCheck() throws -> SQLiteValue {
        try database.scalar("PRAGMA integrity_check")
    }
}

/// Imports `text` as one input named `name`.
func importText(_ text: String, into book: AddressBook, name: String = "cards.vcf",
                options: ImportOptions = ImportOptions()) throws -> ImportSummary {
    try Importer(book: book, options: options).run([.text(text, name: name, source: "/sources/" + name)])
}

/// Cards written the way tests need them: CRLF, one property a line.
func vcard(_ lines: String...) -> String {
    (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
}

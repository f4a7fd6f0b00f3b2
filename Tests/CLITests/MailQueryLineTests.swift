@testable import Reading
import Sections
@testable import Store
import Testing
@testable import phonebook

/// A mail client's line written from the store's bytes is the line made
/// from the entry's strings, whatever the fields hold.
@Suite("A mail query's line written from bytes")
struct MailQueryLineTests {
    static let fields = ["Grace Hopper", "", " Pad ", "Pad ", " Pad", "Zoë Ångström", "Ann\tLee", "Ann\u{85}Lee",
                         "a@b.example", " a@b.example", "exämple@x.se", "home", "x", "\u{7F}", "a\u{2028}b"]

    @Test func everyFieldGivesTheLineOfTheEntry() {
        for format in [MailQueryFormat.mutt, .aerc] {
            for address in Self.fields {
                for name in Self.fields {
                    for label in ["work", "", " x ", "Boat\t"] {
                        let entry = EmailEntry(contactID: 1, uid: "u", name: name,
                                               email: EmailRecord(label: label, address: address), position: 0)
                        var out = ByteBuffer()
                        var (a, n, l) = (address, name, label)
                        a.withUTF8 { a in
                            n.withUTF8 { n in
                                l.withUTF8 { l in
                                    format.writeLine(EmailColumns(name: UnsafeRawBufferPointer(n), label: UnsafeRawBufferPointer(l),
                                                                  address: UnsafeRawBufferPointer(a)), to: &out)
                                }
                            }
                        }
                        let written = out.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
                        #expect(written == format.line(entry), "\(format) \(address) \(name) \(label)")
                    }
                }
            }
        }
    }

    /// The documented rule holds for every control character, C1 (U+009B, a one-byte CSI) as well as ESC and BEL.
    @Test func aControlCharacterGoesOutAsASpace() {
        let entry = EmailEntry(contactID: 1, uid: "u", name: "Ann\u{9B}Lee\u{1B}]0;x\u{07}",
                               email: EmailRecord(label: "wo\u{85}rk", address: "a@b.example"), position: 0)
        #expect(MailQueryFormat.mutt.line(entry) == "a@b.example\tAnn Lee ]0;x\two rk\n")
        #expect(MailQueryFormat.aerc.line(entry) == "a@b.example\tAnn Lee ]0;x\n")
    }
}

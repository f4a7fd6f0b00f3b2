@testable import Reading
import Sections
@testable import Store
import Foundation
import Testing
import TestSupport
@testable import phonebook

/// A mail client's line written field by field is the line made from the
/// entry's strings, whatever the fields hold.
@Suite("A mail query's line written field by field")
struct MailQueryLineTests {
    static let fields = ["Grace Hopper", "", " Pad ", "Pad ", " Pad", "Zoë Ångström", "Ann\tLee", "Ann\u{85}Lee",
                         "a@b.example", " a@b.example", "exämple@x.se", "home", "x", "\u{7F}", "a\u{2028}b",
                         "Ann\u{202E}Lee", "\u{2066}x\u{2069}"]

    /// What `write` puts out for `entry`, through a file.
    private func written(_ entry: EmailEntry, _ format: MailQueryFormat) throws -> String {
        try withTemporaryDirectory { folder in
            let path = folder.appendingPathComponent("line").path
            let descriptor = open(path, O_CREAT | O_WRONLY, 0o600)
            defer { close(descriptor) }
            var out = OutputBuffer(descriptor: descriptor)
            format.write(entry, to: &out)
            try out.flush()
            return try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    @Test func everyFieldGivesTheLineOfTheEntry() throws {
        for format in [MailQueryFormat.mutt, .aerc] {
            for address in Self.fields {
                for name in Self.fields {
                    for label in ["work", "", " x ", "Boat\t"] {
                        let entry = EmailEntry(contactID: 1, uid: "u", name: name,
                                               email: EmailRecord(label: label, address: address), position: 0)
                        #expect(try written(entry, format) == format.line(entry), "\(format) \(address) \(name) \(label)")
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

    /// A bidi override or isolate goes out as `list` shows it, on the line it was on.
    @Test func aBidiOverrideOrIsolateGoesOutShown() {
        let entry = EmailEntry(contactID: 1, uid: "u", name: "Ann\u{202E}Lee\u{2066}",
                               email: EmailRecord(label: "wo\u{2067}rk", address: "a\u{202D}@b.example"), position: 0)
        #expect(MailQueryFormat.mutt.line(entry) == "a<U+202D>@b.example\tAnn<U+202E>Lee<U+2066>\two<U+2067>rk\n")
        #expect(MailQueryFormat.aerc.line(entry) == "a<U+202D>@b.example\tAnn<U+202E>Lee<U+2066>\n")
    }
}

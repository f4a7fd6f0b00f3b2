import Foundation
import Testing
import TestSupport

/// `add --from-mail`: the sender of a message on standard input, as khard's `add-email` and abook's
/// `--add-email` add one from mutt.
@Suite("add --from-mail")
struct AddFromMailTests {
    /// `text` (LF line breaks made CRLF when `crlf`) in a file of `folder`, for standard input.
    static func message(_ text: String, in folder: URL, crlf: Bool = false) throws -> URL {
        let file = folder.appendingPathComponent("message-\(UUID().uuidString).eml")
        try Data((crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text).utf8).write(to: file)
        return file
    }

    static let foldedEncodedSender = """
        Return-Path: <grace@navy.mil>
        Received: from mx.navy.mil by mail.example.org;
        \tMon, 1 Jan 2024 09:00:00 +0000
        From: =?UTF-8?Q?Gr=C3=A5ce?=
         =?ISO-8859-1?B?IEjpbG/vc2U=?= Hopper <Grace@Navy.mil>
        Reply-To: "Navy, Desk" <desk@navy.mil>
        Subject: =?UTF-8?Q?caf=C3=A9?=

        From: Someone Else <else@example.org>

        """

    @Test func theSenderIsAddedDecodedAsOneChangeUndoRemoves() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let message = try Self.message(Self.foldedEncodedSender, in: folder, crlf: true)
            let added = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--yes"], stdinFile: message)
            #expect(added.status == 0, "\(added.stderr)")
            let uid = try #require(added.stdout.wholeMatch(of: /(urn:uuid:[0-9a-f-]{36})\n/)).output.1
            #expect(added.stderr == "phonebook: added Gråce Hélo\u{EF}se Hopper <Grace@Navy.mil>; phonebook undo removes it\n")
            let card = try exportedCard(db, String(uid))
            #expect(card.contains("\r\nFN:Gråce Hélo\u{EF}se Hopper\r\nN:Hopper;Gråce Hélo\u{EF}se;;;\r\nEMAIL:Grace@Navy.mil\r\nEND:VCARD\r\n"),
                    "\(card)")
            #expect(try plainHistory(db).hasSuffix("\tadd\t-\tadd Gråce Hélo\u{EF}se Hopper\n"))
            #expect(try phonebook("undo", "--db", db).status == 0)
            #expect(try contactCount(db) == 0)
        }
    }

    @Test func replyToIsTheSenderOnlyWhenAskedAndLastFirstNamesReadFamilyFirst() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let message = try Self.message(Self.foldedEncodedSender, in: folder)
            let added = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--reply-to", "-y"], stdinFile: message)
            #expect(added.status == 0, "\(added.stderr)")
            let card = try exportedCard(db, added.stdout.trimmingCharacters(in: .newlines))
            #expect(card.contains("\r\nFN:Desk Navy\r\nN:Navy;Desk;;;\r\nEMAIL:desk@navy.mil\r\n"), "\(card)")
            #expect(try contactCount(db) == 1)
        }
    }

    @Test(arguments: [
        ("grace@navy.mil (Grace Hopper)", "Grace Hopper", "grace@navy.mil"),
        ("grace@navy.mil", "grace@navy.mil", "grace@navy.mil"),
        ("\"grace@navy.mil\" <grace@navy.mil>", "grace@navy.mil", "grace@navy.mil"),
        ("'Grace Hopper' <grace@navy.mil>", "Grace Hopper", "grace@navy.mil"),
    ])
    func everyFormOfFromNamesTheContact(from: String, name: String, address: String) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let message = try Self.message("From: \(from)\nSubject: x\n\nhello\n", in: folder)
            let added = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--yes"], stdinFile: message)
            #expect(added.status == 0, "\(added.stderr)")
            #expect(added.stderr == "phonebook: added \(name) <\(address)>; phonebook undo removes it\n")
        }
    }

    @Test func anAddressTheBookHasAlreadyChangesNothingAndNamesWhoHasIt() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            #expect(try phonebook("add", "--db", db, "--name", "Grace Hopper", "--email", "work=grace@navy.mil").status == 0)
            let history = try plainHistory(db)
            let message = try Self.message(Self.foldedEncodedSender, in: folder)
            let again = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--yes"], stdinFile: message)
            #expect(again.status == 0)
            #expect(again.stdout == "")
            #expect(again.stderr == "phonebook: Grace Hopper already has grace@navy.mil; nothing was added\n")
            #expect(try contactCount(db) == 1)
            #expect(try plainHistory(db) == history)
        }
    }

    @Test func malformedMessagesGetOneLineNamingTheInputAndNoHang() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let latin1 = folder.appendingPathComponent("latin1.eml")
            try Data(Array("Subject: x\nFrom: Andr".utf8) + [0xE9] + Array(" <andre@example.org>\n\nbody\n".utf8)).write(to: latin1)
            let noEnd = folder.appendingPathComponent("no-end.eml")
            try Data(repeating: UInt8(ascii: "a"), count: 2 << 20).write(to: noEnd)
            let cases: [(URL, Int32, String)] = [
                (try Self.message("Subject: no sender\n\nFrom: body@example.org\n", in: folder), 65,
                 "phonebook: -: the message's header has no From: field; nothing was added\n"),
                (latin1, 65, "phonebook: -:2: the From: field is not UTF-8 text (8-bit bytes the sender's mailer did not "
                    + "encode as RFC 2047 words); nothing was added\n"),
                (try Self.message("From: undisclosed-recipients:;\n\n", in: folder), 65,
                 "phonebook: -:1: the From: field holds no email address; nothing was added\n"),
                (try Self.message("", in: folder), 65, "phonebook: -: no message came in (the input is empty); nothing was added\n"),
                (noEnd, 65, "phonebook: -: no empty line ends the message's header within its first 1 MB, so this is no "
                    + "mail message; nothing was added\n"),
            ]
            for (file, status, message) in cases {
                let result = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--yes"], stdinFile: file)
                #expect(result.status == status && result.stderr == message, "\(file.lastPathComponent): \(result.stderr)")
                #expect(result.stdout == "")
            }
            // A 10 MB body is never read: the header decides, in the time a small message takes.
            let big = folder.appendingPathComponent("big.eml")
            var bytes = Array("From: Big Sender <big@example.org>\nSubject: big\n\n".utf8)
            bytes += [UInt8](repeating: UInt8(ascii: "x"), count: 10 << 20)
            try Data(bytes).write(to: big)
            let added = try phonebook(arguments: ["add", "--db", db, "--from-mail", "--yes"], stdinFile: big)
            #expect(added.status == 0 && added.stderr.hasPrefix("phonebook: added Big Sender <big@example.org>"), "\(added.stderr)")
            #expect(try contactCount(db) == 1)
            #expect(try plainHistory(db).split(separator: "\n").count == 1)
        }
    }

    @Test func offATerminalItAsksForYesAndFromATerminalItNeedsAMessage() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let message = try Self.message(Self.foldedEncodedSender, in: folder)
            let unasked = try phonebook(arguments: ["add", "--db", db, "--from-mail"], stdinFile: message)
            #expect(unasked.status == 64)
            #expect(unasked.stderr == "phonebook: not on a terminal, so adding the sender cannot be confirmed; "
                    + "pass --yes to add without asking\n")
            // Standard input the terminal: no message to read, and no wait for one.
            let typed = try phonebookInTerminal(["add", "--db", db, "--from-mail"], script: [])
            #expect(typed.status == 64, "\(typed.transcript)")
            #expect(typed.transcript.contains("phonebook: --from-mail reads a mail message on standard input, which is the terminal"))
            let mixed = try phonebook("add", "--db", db, "--from-mail", "--name", "X")
            #expect(mixed.status == 64 && mixed.stderr.hasPrefix("phonebook: --from-mail takes the contact's fields from its input"))
            let stray = try phonebook("add", "--db", db, "--reply-to", "--name", "X")
            #expect(stray.status == 64 && stray.stderr.hasPrefix("phonebook: --reply-to is for --from-mail"))
            #expect(try contactCount(db) == 0)
        }
    }

    @Test func onATerminalItShowsTheContactAndAddsOnlyOnYes() throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            try makeEmptyBook(at: db)
            let escape = "\u{1B}]0;owned\u{07}"
            let message = try Self.message("From: \"Eve \(escape)Evil\" <eve@example.org>\n\n", in: folder)
            let declined = try phonebookInTerminal(["add", "--db", db, "--from-mail"],
                                                   script: [("Add it? [y/N] ", .type("n"))], stdinFile: message)
            #expect(declined.status == 1, "\(declined.transcript)")
            #expect(declined.transcript.contains("The message's From: line makes this contact:\r\n"))
            #expect(declined.transcript.contains("  Email (other): eve@example.org\r\n"))
            #expect(declined.transcript.contains("phonebook: nothing was added"))
            // The name's escape sequence reaches the terminal only as visible text.
            #expect(!declined.bytes.contains(0x1B) && !declined.bytes.contains(0x07))
            #expect(try contactCount(db) == 0)
            let accepted = try phonebookInTerminal(["add", "--db", db, "--from-mail"],
                                                   script: [("Add it? [y/N] ", .type("y"))], stdinFile: message)
            #expect(accepted.status == 0, "\(accepted.transcript)")
            #expect(accepted.transcript.contains("phonebook: added Eve"))
            #expect(try contactCount(db) == 1)
        }
    }
}

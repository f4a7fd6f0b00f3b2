import Testing
@testable import Mail

/// A message's sender read as mailers write it: every RFC 5322 form of a mailbox, RFC 2047 words in
/// B and Q and in several charsets, folded lines, and the fields around them.
@Suite("mail senders")
struct MailboxTests {
    @Test(arguments: [
        ("Grace Hopper <grace@navy.mil>", "Grace Hopper", "grace@navy.mil"),
        ("\"Hopper, Grace\" <grace@navy.mil>", "Hopper, Grace", "grace@navy.mil"),
        ("grace@navy.mil", "", "grace@navy.mil"),
        ("grace@navy.mil (Grace Hopper)", "Grace Hopper", "grace@navy.mil"),
        ("<grace@navy.mil>", "", "grace@navy.mil"),
        ("  Grace   Brewster\tHopper  < grace@navy.mil >", "Grace Brewster Hopper", "grace@navy.mil"),
        ("\"Ann \\\"Annie\\\" O'Neil\" <annie@example.org>", "Ann \"Annie\" O'Neil", "annie@example.org"),
        ("Grace (the admiral) Hopper <grace@navy.mil>", "Grace Hopper", "grace@navy.mil"),
        ("grace@navy.mil (Grace (Amazing) Hopper)", "Grace (Amazing) Hopper", "grace@navy.mil"),
        ("<@relay.example:grace@navy.mil>", "", "grace@navy.mil"),
        ("Navy: Grace Hopper <grace@navy.mil>, ada@navy.mil;", "Grace Hopper", "grace@navy.mil"),
        ("undisclosed-recipients:;, Ada <ada@example.org>", "Ada", "ada@example.org"),
        ("\"john smith\"@example.com", "", "\"john smith\"@example.com"),
        ("Zoë Ångström <zoe@exämple.se>", "Zoë Ångström", "zoe@exämple.se"),
    ])
    func everyFormOfAMailboxGivesItsNameAndAddress(field: String, name: String, address: String) {
        #expect(Mailbox.list(field).first == Mailbox(name: name, address: address), "\(field)")
    }

    @Test func aFieldWithoutAnAddressHasNoMailbox() {
        #expect(Mailbox.list("Grace Hopper").isEmpty)
        #expect(Mailbox.list("undisclosed-recipients:;").isEmpty)
        #expect(Mailbox.list("<@navy.mil>").isEmpty)
        #expect(Mailbox.list("").isEmpty)
    }

    @Test(arguments: [
        ("=?UTF-8?Q?Gr=C3=A5ce_Hopper?=", "Gråce Hopper"),
        ("=?utf-8?b?R3LDpWNlIEhvcHBlcg==?=", "Gråce Hopper"),
        ("=?ISO-8859-1?Q?Andr=E9?= Pirard", "André Pirard"),
        ("=?iso-8859-1?q?this=20is=20some=20text?=", "this is some text"),
        ("=?ISO-8859-1?Q?a?= =?ISO-8859-1?Q?b?=", "ab"),
        ("=?ISO-8859-1?Q?a?=  \t =?ISO-8859-2?Q?_b?=", "a b"),
        ("=?ISO-8859-1?Q?a?= b", "a b"),
        ("=?UTF-8*en?Q?Grace?=", "Grace"),
        ("=?KOI8-R?B?98nUwczJyg==?=", "Виталий"),
        ("=?windows-1251?B?wu7r7uTo7Ojw?=", "Володимир"),
        ("=?Shift_JIS?B?k/qWe4zq?=", "日本語"),
        // A character split between two words of one charset still comes out whole.
        ("=?UTF-8?B?R3LD?= =?UTF-8?B?pWNl?=", "Gråce"),
        // Words that do not parse, or name an unknown charset, stay as written.
        ("=?x-unknown?Q?abc?=", "=?x-unknown?Q?abc?="),
        ("=?UTF-8?X?abc?=", "=?UTF-8?X?abc?="),
        ("=?UTF-8?Q?a b?=", "=?UTF-8?Q?a b?="),
        ("=?UTF-8?Q?=ZZ?=", "=?UTF-8?Q?=ZZ?="),
    ])
    func encodedWordsAreDecodedInEveryCharsetCardsRead(written: String, decoded: String) {
        #expect(EncodedWords.decoded(written) == decoded)
    }

    @Test func theSenderComesFromFromUnfoldedAndDecodedAndReplyToOnlyWhenAsked() throws {
        let message = """
            From sender@example.org Mon Jan  1 00:00:00 2024
            Received: from mail.example.org
            \tby mx.example.org
            From: =?UTF-8?Q?Gr=C3=A5ce?=
             =?UTF-8?Q?_Hopper?= <grace@navy.mil>
            Reply-To: Navy Desk <desk@navy.mil>
            Subject: hello

            From: Body Person <body@example.org>
            """
        let header = MessageHeader(Array(message.utf8))
        let from = try header.sender(replyTo: false, input: "-")
        #expect(from.mailbox == Mailbox(name: "Gråce Hopper", address: "grace@navy.mil"))
        #expect(from.field.line == 4)
        let replyTo = try header.sender(replyTo: true, input: "-")
        #expect(replyTo.mailbox == Mailbox(name: "Navy Desk", address: "desk@navy.mil"))
        // Without a Reply-To:, --reply-to takes From:.
        let plain = MessageHeader(Array("From: ada@example.org\r\nSubject: x\r\n\r\n".utf8))
        #expect(try plain.sender(replyTo: true, input: "-").mailbox == Mailbox(name: "", address: "ada@example.org"))
    }

    @Test func aMessageWithoutAUsableFromSaysWhyNamingItsLine() {
        #expect(throws: MailError.noField(input: "-", field: "From")) {
            try MessageHeader(Array("Subject: hi\n\nFrom: body@example.org\n".utf8)).sender(replyTo: false, input: "-")
        }
        #expect(throws: MailError.notUTF8(input: "-", line: 2, field: "From")) {
            try MessageHeader([UInt8]("Subject: hi\nFrom: Andr".utf8) + [0xE9] + [UInt8](" <a@b.example>\n".utf8))
                .sender(replyTo: false, input: "-")
        }
        #expect(throws: MailError.noAddress(input: "-", line: 1, field: "from")) {
            try MessageHeader(Array("from: Grace Hopper\n".utf8)).sender(replyTo: false, input: "-")
        }
    }
}

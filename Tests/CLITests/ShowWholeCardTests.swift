import Foundation
import Testing
import TestSupport

/// `show` tells of everything a card holds: its photos (media type and
/// size, never the data), related names (Apple's X-ABRELATEDNAMES with
/// its label, vCard 4's RELATED with its type) and how the name is said
/// (X-PHONETIC-*), in every format; hostile text in them reaches a
/// terminal only visibly.
@Suite("show: the card, whole")
struct ShowWholeCardTests {
    /// An Apple-style 3.0 card and a 4.0 card, each with photos and related names.
    static let cards = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Jon Doe
        N:Doe;Jon;;;
        X-PHONETIC-FIRST-NAME:Jon
        X-PHONETIC-LAST-NAME:Dow
        ORG:Acme
        X-PHONETIC-ORG:Ak-mee
        PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ==
        item1.X-ABRELATEDNAMES;TYPE=pref:Jenny
        item1.X-ABLabel:_$!<Spouse>!$_
        UID:jon-doe
        END:VCARD
        BEGIN:VCARD
        VERSION:4.0
        FN:Ann Lee
        PHOTO:data:image/png;base64,iVBORw0KGgo=
        PHOTO;MEDIATYPE=image/jpeg:https://example.com/ann.jpg
        RELATED;TYPE=friend;VALUE=text:Bo Li
        RELATED;TYPE=child:urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af
        UID:ann-lee
        END:VCARD

        """

    private func book(in folder: URL, cards: String = cards) throws -> String {
        let db = folder.appendingPathComponent("book.sqlite3").path
        let file = folder.appendingPathComponent("cards.vcf")
        try cards.write(to: file, atomically: true, encoding: .utf8)
        let imported = try phonebook("import", "--db", db, file.path)
        try #require(imported.status == 0, "\(imported.stderr)")
        return db
    }

    @Test func theTableTellsOfPhotosRelatedAndPhoneticNames() throws {
        try withTemporaryDirectory { folder in
            let db = try book(in: folder)
            let jon = try phonebook("show", "jon-doe", "--format", "table", "--db", db)
            #expect(jon.stdout == """
                Jon Doe
                  Name           Jon Doe
                  Phonetic Name  Jon Dow
                  Organization   Acme
                  Phonetic Org.  Ak-mee
                  Photo          image/jpeg, 13 bytes
                  Starred        no
                  UID            jon-doe

                Related Names
                  Spouse         Jenny

                """)
            let ann = try phonebook("show", "ann-lee", "--format", "table", "--db", db)
            #expect(ann.stdout == """
                Ann Lee
                  Name     Ann Lee
                  Photo    image/png, 8 bytes
                  Photo    image/jpeg at https://example.com/ann.jpg
                  Starred  no
                  UID      ann-lee

                Related Names
                  friend   Bo Li
                  child    urn:uuid:03a0e51f-d1aa-4385-8a53-e29025acd8af

                """)
            #expect(!jon.stdout.contains("/9j/") && !ann.stdout.contains("iVBOR"))
        }
    }

    @Test func scriptsGetThemAsFieldsAndMembers() throws {
        try withTemporaryDirectory { folder in
            let db = try book(in: folder)
            let plain = try phonebook("show", "ann-lee", "--format", "plain", "--db", db).stdout
            #expect(plain.contains("Ann Lee\tphoto\tcontact/photo:0\timage/png\t8\t\n"), "\(plain)")
            #expect(plain.contains("Ann Lee\tphoto\tcontact/photo:1\timage/jpeg\t0\thttps://example.com/ann.jpg\n"))
            #expect(plain.contains("Related Names\trelated\trelated/related:0\tfriend\tBo Li\n"), "\(plain)")
            let json = try phonebook("show", "jon-doe", "--format", "json", "--db", db).stdout
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let contact = try #require(object?["contact"] as? [String: Any])
            let photos = try #require(contact["photos"] as? [[String: Any]])
            #expect(photos.count == 1 && photos[0]["mediaType"] as? String == "image/jpeg")
            #expect(photos.first?["bytes"] as? Int == 13 && photos.first?["link"] as? String == "")
            #expect(contact["relatedNames"] as? [[String: String]] == [["label": "Spouse", "name": "Jenny"]])
            #expect(contact["phoneticName"] as? [String: String] == ["given": "Jon", "middle": "", "family": "Dow"])
            #expect(contact["phoneticOrganization"] as? String == "Ak-mee")
            #expect(!json.contains("/9j/"))
        }
    }

    /// ESC, BEL and a C1 control in every new value (a related name and its
    /// label, a photo's link, a phonetic name) show as visible
    /// characters on a terminal; none reaches it as a control.
    @Test func hostileValuesReachTheTerminalOnlyVisibly() throws {
        try withTemporaryDirectory { folder in
            let hostile = "\u{1B}]52;c;aGk=\u{07}\u{9B}2J"
            let db = try book(in: folder, cards: """
                BEGIN:VCARD
                VERSION:3.0
                FN:Eve
                X-PHONETIC-FIRST-NAME:Eve\(hostile)
                PHOTO;VALUE=uri;TYPE=JPEG:https://example.com/\(hostile).jpg
                item1.X-ABRELATEDNAMES:Mallory\(hostile)
                item1.X-ABLabel:boss\(hostile)
                RELATED;TYPE=agent;VALUE=text:Trent\(hostile)
                UID:eve-hostile
                END:VCARD

                """)
            let shown = try phonebookInTerminal(["show", "eve-hostile", "--db", db], script: [], size: (24, 200))
            #expect(shown.status == 0)
            #expect(HostileCardTerminalTests.hostileBytes(in: shown.bytes).isEmpty,
                    "\(HostileCardTerminalTests.hostileBytes(in: shown.bytes)) in \(shown.transcript.debugDescription)")
            let visible = "␛]52;c;aGk=␇<U+009B>2J"
            for value in ["Eve" + visible, "Mallory" + visible, "boss" + visible, "Trent" + visible,
                          "image/jpeg at https://example.com/" + visible + ".jpg"] {
                #expect(shown.transcript.contains(value), "\(value) in \(shown.transcript.debugDescription)")
            }
        }
    }
}

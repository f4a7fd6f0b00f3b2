import Testing
@testable import DAV

@Suite("Multistatus replies as Radicale and Xandikos send them")
struct MultistatusParsingTests {
    @Test func radicalesDefaultNamespaceWithTheTokenFirst() throws {
        let reply = try Multistatus(parsing: Array("""
            <?xml version="1.0"?>
            <multistatus xmlns="DAV:"><sync-token>http://radicale.org/ns/sync/b8be</sync-token>
            <response><href>/alice/book/a.vcf</href><propstat><prop><getetag>&quot;101a&quot;</getetag></prop>
            <status>HTTP/1.1 200 OK</status></propstat></response>
            <response><href>/alice/book/gone.vcf</href><status>HTTP/1.1 404 Not Found</status></response>
            </multistatus>
            """.utf8))
        #expect(reply.syncToken == "http://radicale.org/ns/sync/b8be")
        #expect(reply.responses.map(\.href) == ["/alice/book/a.vcf", "/alice/book/gone.vcf"])
        #expect(reply.responses[0].property(.dav("getetag"))?.trimmedText == "\"101a\"")
        #expect(reply.responses[1].status == 404)
    }

    @Test func xandikosPrefixesWithTheTokenLastAndStatusBeforeProp() throws {
        let reply = try Multistatus(parsing: Array("""
            <?xml version="1.0" ?><ns0:multistatus xmlns:ns0="DAV:" xmlns:ns1="urn:ietf:params:xml:ns:carddav">
            <ns0:response><ns0:href>/user/contacts/</ns0:href><ns0:propstat><ns0:status>HTTP/1.1 200 OK</ns0:status>
            <ns0:prop><ns1:addressbook-home-set><ns0:href>/user/contacts/</ns0:href></ns1:addressbook-home-set></ns0:prop>
            </ns0:propstat><ns0:propstat><ns0:status>HTTP/1.1 404 Not Found</ns0:status><ns0:prop><ns0:getetag/></ns0:prop>
            </ns0:propstat></ns0:response><ns0:sync-token>3399df</ns0:sync-token></ns0:multistatus>
            """.utf8))
        #expect(reply.syncToken == "3399df")
        #expect(reply.responses[0].hrefProperty(.cardDAV("addressbook-home-set")) == "/user/contacts/")
        #expect(reply.responses[0].property(.dav("getetag")) == nil)  // only from a 2xx propstat
    }

    @Test func addressDataGetsItsCRLFBackAndControlCharactersGo() throws {
        let reply = try Multistatus(parsing: Array("""
            <d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav"><d:response><d:href>/b/x.vcf</d:href>
            <d:propstat><d:prop><c:address-data>BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\u{1}da &amp; Co\r\nEND:VCARD\r\n</c:address-data>
            </d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>
            """.utf8))
        let data = try #require(reply.responses[0].property(.cardDAV("address-data")))
        #expect(!data.text.contains(0x0D))  // what XML parsing does to line ends
        #expect(AddressData.card(from: data.text) == Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada & Co\r\nEND:VCARD\r\n".utf8))
    }

    @Test(arguments: [
        ("<html><body>Please log in</body></html>", "expected a DAV:multistatus"),
        ("<d:multistatus xmlns:d=\"DAV:\"><d:response>", "line"),
        ("<?xml version=\"1.0\"?><!DOCTYPE m [<!ENTITY a \"aaaa\">]><m>&a;</m>", "DOCTYPE"),
        ("<?xml version=\"1.0\"?><!DOCTYPE m SYSTEM \"file:///etc/passwd\"><m/>", "DOCTYPE"),
        ("<error xmlns=\"DAV:\"><valid-sync-token/></error>", "expected a DAV:multistatus"),
        ("", "no element"),
    ])
    func anythingButAMultistatusIsRefused(body: String, reason: String) {
        do {
            _ = try Multistatus(parsing: Array(body.utf8))
            Issue.record("accepted \(body)")
        } catch {
            #expect(error.description.contains(reason), "\(error.description)")
        }
    }

    @Test func nestingBeyondTheLimitIsRefused() {
        let deep = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect(throws: XMLProblem.self) { try XMLTreeParser.parse(Array(deep.utf8)) }
    }

    @Test func errorBodiesNameTheirPreconditions() {
        #expect(ErrorBody.conditions(in: Array("<?xml version=\"1.0\" ?><ns0:error xmlns:ns0=\"DAV:\"><ns0:valid-sync-token/><ns0:responsedescription>x</ns0:responsedescription></ns0:error>".utf8))
            .contains(.dav("valid-sync-token")))
        #expect(ErrorBody.conditions(in: Array("<error xmlns=\"DAV:\" xmlns:CR=\"urn:ietf:params:xml:ns:carddav\"><CR:no-uid-conflict/></error>".utf8))
            == [.cardDAV("no-uid-conflict")])
        #expect(ErrorBody.conditions(in: Array("Precondition failed.".utf8)).isEmpty)
    }
}

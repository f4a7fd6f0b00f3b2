import Testing
@testable import DAV

@Suite("Server URLs and hrefs")
struct ServerURLTests {
    @Test(arguments: ["http://127.0.0.1:5232/", "http://127.9.8.7/x", "http://localhost:8080/", "http://[::1]:80/",
                      "https://carddav.example.org/dav/"])
    func httpsAndLoopbackHttpAreAllowed(text: String) throws {
        #expect(try #require(ServerURL(text)).refusal == nil)
    }

    @Test(arguments: ["http://example.org/", "http://128.0.0.1/", "http://127.0.0.1.example.org/", "http://10.0.0.1/"])
    func plainHttpElsewhereIsRefused(text: String) throws {
        #expect(try #require(ServerURL(text)).refusal != nil)
    }

    @Test(arguments: ["ftp://x/", "carddav.example.org", "https://", "https://user:pw@host/", "/relative"])
    func notAnAbsoluteHttpURL(text: String) {
        #expect(ServerURL(text) == nil)
    }

    @Test func hrefsResolveOnTheOriginAndKeepTheirBytes() throws {
        let base = try #require(ServerURL("http://127.0.0.1:5232/alice/book/"))
        #expect(base.resolving("/alice/book/a%20b@c.vcf")?.text == "http://127.0.0.1:5232/alice/book/a%20b@c.vcf")
        #expect(base.resolving("x.vcf")?.text == "http://127.0.0.1:5232/alice/book/x.vcf")
        #expect(base.resolving("https://other.example/y")?.text == "https://other.example/y")
        #expect(try #require(base.resolving("/b/a b\u{e9}.vcf")).requestText == "http://127.0.0.1:5232/b/a%20b%C3%A9.vcf")
    }

    @Test func hrefKeysMatchSpellingsOfOneResource() {
        #expect(HrefKey.of("/b/ada%40example.org.vcf") == HrefKey.of("/b/ada@example.org.vcf"))
        #expect(HrefKey.of("/b/") == HrefKey.of("/b"))
        #expect(HrefKey.of("http://h:1/b/x.vcf") == HrefKey.of("/b/x.vcf"))
        #expect(HrefKey.of("/b/x%2Fy.vcf") != HrefKey.of("/b/x%2Gy.vcf"))
    }
}

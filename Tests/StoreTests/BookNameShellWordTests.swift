import Store
import SyncState
import Testing

/// A book's name as a suggested command line writes it: one word the shell reads back as it is.
@Suite("A book's name as a shell word")
struct BookNameShellWordTests {
    @Test(arguments: [
        ("work", "work"), ("Zoë_2025-q1", "Zoë_2025-q1"), ("a@b.example:x,y/z+%", "a@b.example:x,y/z+%"),
        ("my work", "'my work'"), ("Ann's", "'Ann'\\''s'"), ("$HOME", "'$HOME'"), ("a;b", "'a;b'"),
        ("~x", "'~x'"), ("*", "'*'"), ("\u{A0}x", "'\u{A0}x'"), ("'", "''\\'''"),
    ])
    func aNameIsQuotedOnlyWhenTheShellWouldReadItOtherwise(name: String, word: String) {
        #expect(BookName.shellWord(name) == word)
    }

    /// Each message that suggests a command with a book's name writes it so.
    @Test func theSuggestedCommandsQuoteTheBook() {
        #expect(BookError.synced("my work", services: ["dav"], onlyThis: []).description
                    .hasSuffix("run `phonebook disconnect dav --book 'my work'` first"))
        // A service syncing no other book is disconnected whole.
        #expect(BookError.synced("my work", services: ["dav", "khard"], onlyThis: ["khard"]).description
                    .hasSuffix("while dav and khard sync with it: run `phonebook disconnect dav --book 'my work'` "
                               + "and `phonebook disconnect khard` first"))
        #expect(CollectionMappingError.bookTaken(service: "dav", book: "my work", collection: "Work").description
                    .contains("run `phonebook disconnect dav --book 'my work'` first"))
    }
}

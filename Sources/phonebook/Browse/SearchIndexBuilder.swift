import Store
import Threads

/// Builds the book's search index, then its listing (`Listing`), on a
/// thread of its own once the browser's first frame is made, if an import
/// left them unbuilt (until the listing is built, pages read the join). The index: built by the first search instead,
/// it made that keystroke wait about a second on 100k contacts (bin/bench,
/// session 5: a search typed at once 16-24 ms, but 1,042 ms in the round
/// right after an import). Until it is built, a search reads every contact
/// (`AddressBook.searchBuildsIndex`), which takes tens of milliseconds.
///
/// The build holds the book's write lock for its second; a write from the
/// browser in that time waits for it. Quitting meanwhile rolls it back.
enum SearchIndexBuilder {
    /// Starts the build for the book at `path` (which this process has open);
    /// a failure (a read-only file, a full disk) leaves searches reading every contact.
    static func start(path: String) {
        DetachedThread.start {
            guard let book = try? AddressBook.open(at: path, options: .anotherConnection) else { return }
            try? book.buildSearchIndexIfMissing()
            try? book.buildListingIfMissing()
        }
    }
}

import Foundation
import Testing
import TestSupport

/// `phonebook browse` in tmux (80x24, no colour) on a new book in `folder`
/// of the cards in `file`, once its first frame is drawn; `options` are
/// more lines of tmux configuration. The book's path comes with it.
func browseImported(_ file: String, in folder: URL, options: [String] = []) throws -> (tmux: TmuxSession, db: String) {
    let db = folder.appendingPathComponent("book.sqlite3").path
    let imported = try phonebook("import", "--db", db, file)
    try #require(imported.status == 0, "\(imported.stderr)")
    let tmux = try TmuxSession("NO_COLOR=1 '\(Repository.binary.path)' browse --db '\(db)'", folder: folder,
                               options: options)
    try tmux.waitForScreen { $0.last?.hasSuffix("q quit") == true }
    return (tmux, db)
}

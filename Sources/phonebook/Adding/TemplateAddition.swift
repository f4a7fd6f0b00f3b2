import CardEditing
import Exchange
import FoundationEssentials
import Reading
import Reporting
import SharedOptions
import Store

/// `add --from-file FILE|-`: the one vCard in the file becomes a contact as written (`khard new -i`
/// takes a template so), read as `import` reads a card.
struct TemplateAddition {
    let database: DatabaseOptions
    let books: BookOptions
    /// The file's path, or "-" for standard input.
    let path: String

    /// The new contact's UID, once its warnings are printed; the add is partial (exit 2 afterwards)
    /// when a line of the card was left out of its fields.
    func run() throws -> (uid: String, isIncomplete: Bool) {
        let input: ImportInput
        if path == "-" {
            input = try .standardInput()
        } else {
            var isFolder = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
                throw CommandFailure(message: "\(path): a folder, where add takes one vCard file (phonebook import "
                                         + "\(path) adds its cards)", status: .usage)
            }
            guard let file = try ImportInput.resolve([path]).first else { throw ImportError.missingInput(path: path) }
            input = file
        }
        let template = try CardTemplate.read(input, newUID: CardStamp.randomUID())
        for warning in template.warnings { printError(warning.description) }
        let book = try database.open()
        let id: ContactID
        do {
            id = try CardWrites(book: book, into: books.target(in: book)).add(template: template)
        } catch JournalError.uidInUse(let uid) {
            throw CommandFailure(message: "\(path): another contact already has the card's UID \(uid); nothing was added "
                                     + "(phonebook import \(path) updates that contact from it)", status: .dataError)
        }
        guard let contact = try book.contactDetail(id) else { throw JournalError.noSuchContact(id) }
        printError("phonebook: added \(contact.name.display); phonebook undo removes it")
        return (contact.uid, template.isIncomplete)
    }
}

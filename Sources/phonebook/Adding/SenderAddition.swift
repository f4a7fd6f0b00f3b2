import CardEditing
import Exchange
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Mail
import Reading
import SharedOptions
import Store

/// `add --from-mail`: the sender of the message on standard input becomes a contact, unless the book
/// holds the address already. Only the message's header is read, whatever follows it.
struct SenderAddition {
    let database: DatabaseOptions
    let books: BookOptions
    /// Reply-To: rather than From:, when the message has one.
    let replyTo: Bool
    /// Show the contact and ask on the terminal first (no `--yes`).
    let asks: Bool

    /// The new contact's UID; nil when a contact has the address already (which it says).
    func run() throws -> String? {
        guard isatty(STDIN_FILENO) == 0 else {
            throw CommandFailure(message: "--from-mail reads a mail message on standard input, which is the terminal; "
                                     + "pipe one in (<pipe-message> in neomutt, :pipe -m in aerc)", status: .usage)
        }
        let sender: Mailbox, field: MessageHeader.Field
        do {
            (sender, field) = try MessageHeader.read(from: STDIN_FILENO, name: "-").sender(replyTo: replyTo, input: "-")
        } catch {
            throw CommandFailure(message: "\(error); nothing was added", status: error.exitStatus)
        }
        let book = try database.open()
        if let holder = try book.emailHolders(of: sender.address).first {
            printError("phonebook: \(holder.name) already has \(holder.email.address); "
                       + "nothing was added")
            return nil
        }
        let details = ContactDetails.sender(named: sender.name, address: sender.address)
        if let problem = FieldCheck.problem(with: details.entries[0]) {
            throw CommandFailure(message: "-:\(field.line): \(problem); nothing was added", status: .dataError)
        }
        if asks { try confirm(details, from: field) }
        let uid = CardStamp.randomUID()
        let card = try NewCard.bytes(details, phonebookVersion: PhonebookVersion.current, now: Date(), uid: uid)
        let id = try CardWrites(book: book, into: books.target(in: book)).add(card: card)
        let name = try book.contactDetail(id)?.name.display ?? sender.address
        printError("phonebook: added \(name) <\(sender.address)>; phonebook undo removes it")
        return uid
    }

    /// Shows the contact as the form would and asks, on the controlling terminal (standard input is
    /// the message); throws, adding nothing, unless the answer is yes.
    private func confirm(_ details: ContactDetails, from field: MessageHeader.Field) throws {
        let terminal = Confirmation.controllingTerminal()
        defer { if terminal >= 0 { close(terminal) } }
        let shown = ContactForm.filledLines(details).map { "  \($0)\n" }.joined()
        try Confirmation(doing: "adding the sender", verb: "add", done: "added").ask(
            "The message's \(field.name): line makes this contact:\n\(shown)Add it? [y/N] ", answeredOn: terminal)
    }
}

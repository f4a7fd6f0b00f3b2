import Accounts
import DAV
import Foundation
import Reporting
import Store
import TerminalText

/// `connect` on a terminal, when a server has several address books and
/// none is named: it lists them numbered, asks which to sync, and for each
/// the book here it syncs with (the first the default book, the others a
/// book named after them, offered in brackets; Enter takes it).
enum CollectionPrompt {
    /// Whether there is a person to ask: standard input and error both a terminal.
    static var isPossible: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1 }

    /// How often an answer that cannot be taken is asked again before connect gives up.
    static let attempts = 3

    static func ask(_ books: [AddressBookInfo], service: ServiceName, defaultBook: String) throws -> [CollectionChoice] {
        StandardError.write("\(service) has \(books.count) address books:")
        for (index, info) in books.enumerated() {
            StandardError.write("  \(index + 1)  \(info.displayName ?? "(no name)")  \(info.href)"
                                + (info.readOnly ? "  (read-only)" : ""))
        }
        let picked: [Int] = try answer("Sync which? Their numbers, e.g. 1 3 (Enter: none): ") { text in
            let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," }).map { Int($0) }
            guard !numbers.contains(nil), numbers.allSatisfy({ (1...books.count).contains($0!) }) else {
                return .failure("give numbers from 1 to \(books.count)")
            }
            return .success(numbers.map { $0! - 1 })
        }
        guard !picked.isEmpty else {
            throw CommandFailure(message: "no address book chosen; nothing was stored", status: .usage)
        }
        var choices: [CollectionChoice] = []
        var seen = Set<Int>()
        for index in picked where seen.insert(index).inserted {
            let info = books[index]
            let taken = Set(choices.map(\.book))
            let offered = suggestion(for: info, first: choices.isEmpty, defaultBook: defaultBook).flatMap {
                taken.contains($0) ? nil : $0
            }
            let name = info.displayName ?? info.href
            let book: String = try answer("Book here for \"\(name)\"" + (offered.map { " [\($0)]" } ?? "") + ": ") { text in
                let given = text.isEmpty ? offered ?? "" : text
                guard let valid = try? BookName(given) else {
                    return .failure(given.isEmpty ? "give a book's name" : BookError.invalidName(given).description)
                }
                guard !taken.contains(valid.rawValue) else {
                    return .failure("\(valid) syncs with another of them already; give another book")
                }
                return .success(valid.rawValue)
            }
            choices.append(CollectionChoice(info, book: book))
        }
        return choices
    }

    /// The book offered for `info`: the default book for the first chosen;
    /// else its display name (or the last part of its href) in lower case,
    /// when that is a book's name.
    static func suggestion(for info: AddressBookInfo, first: Bool, defaultBook: String) -> String? {
        if first { return defaultBook }
        let last = info.href.split(separator: "/").last.map(String.init)
        let words = [info.displayName, last.flatMap { $0.removingPercentEncoding }].compactMap { $0 }
        return words.lazy.compactMap { try? BookName($0.lowercased()) }.first?.rawValue
    }

    /// The first answer `take` accepts, asked again (saying why) up to `attempts` times.
    private static func answer<T>(_ prompt: String, _ take: (String) -> Result<T, PromptRefusal>) throws -> T {
        for _ in 0..<attempts {
            writeText(VisibleText.line(prompt), to: STDERR_FILENO)
            guard let line = readLine(strippingNewline: true) else { break }
            switch take(line.trimmingCharacters(in: .whitespaces)) {
            case .success(let value): return value
            case .failure(let refusal): StandardError.write("phonebook: \(refusal.reason)")
            }
        }
        throw CommandFailure(message: "no answer taken; nothing was stored", status: .usage)
    }
}

/// Why an answer to a prompt was not taken.
struct PromptRefusal: Error {
    var reason: String
}

extension Result where Failure == PromptRefusal {
    static func failure(_ reason: String) -> Self { .failure(PromptRefusal(reason: reason)) }
}

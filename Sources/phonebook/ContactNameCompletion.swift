import ArgumentParser
import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Store
import TerminalText

extension CompletionKind {
    /// A CONTACT argument completes to contact names from the database:
    /// the completion script runs `phonebook ---completion …`, which lands here.
    static var contactNames: CompletionKind {
        .custom { words, _, typed in ContactNameCompletion.names(words: words, typed: typed) }
    }
}

/// The names offered for a CONTACT argument being typed: read with one key
/// range of a sort-key index (`AddressBook.names(beginning:limit:)`), so a
/// tab is answered as fast as the program starts (see docs/speed.md).
enum ContactNameCompletion {
    /// At most this many names: a shell lists them all, and more than a screenful helps no one.
    static let limit = 50

    /// The names beginning as `typed` does, in the database the command line
    /// names (`--db PATH`), else the default one; none when it cannot be read
    /// (a completion never prints an error). The shell shows them and puts
    /// one on the command line: each is shown as `VisibleText.line` shows
    /// it, so a name holding a control or a bidi override cannot drive the
    /// terminal or break the one-name-a-line answer (such a name, completed,
    /// no longer finds its contact by itself; its UID does).
    static func names(words: [String], typed: String) -> [String] {
        let prefix = unescaped(typed)
        guard !prefix.trimmed.isEmpty else { return [] }
        let path = DatabaseLocation.resolve(explicit: databaseOption(in: words),
                                            environment: ProcessInfo.processInfo.environment)
        guard let book = try? AddressBook.open(at: path, options: OpenOptions(createsIfMissing: false, readsOnly: true)),
              let names = try? book.names(beginning: prefix, limit: limit) else { return [] }
        return names.map { VisibleText.line(fitted($0, to: prefix)) }
    }

    /// The value of `--db PATH` or `--db=PATH` on the command line being completed.
    static func databaseOption(in words: [String]) -> String? {
        var value: String?
        for (index, word) in words.enumerated() {
            if word == "--db", index + 1 < words.count { value = unescaped(words[index + 1]) }
            if word.hasPrefix("--db=") { value = unescaped(String(word.dropFirst(5))) }
        }
        return value
    }

    /// A word as the shell would read it: backslash escapes and quotes removed ("Grace\ H" → "Grace H").
    static func unescaped(_ word: String) -> String {
        var result = "", escaping = false
        for character in word {
            if escaping {
                result.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character != "\"" && character != "'" {
                result.append(character)
            }
        }
        return result
    }

    /// `name` beginning with exactly what was typed, when it begins with it
    /// only ignoring case and accents ("gra" + "ce Hopper"): bash offers only
    /// words that begin with the text typed, and the resolution ignores case
    /// and accents, so the completed word still finds the contact.
    static func fitted(_ name: String, to typed: String) -> String {
        if name.hasPrefix(typed) { return name }
        let target = TextFolding.fold(typed)
        var end = name.startIndex
        while end < name.endIndex {
            end = name.index(after: end)
            if TextFolding.fold(String(name[..<end])) == target { return typed + name[end...] }
        }
        return name
    }
}

extension CompletionKind {
    /// A book's name (`--book`, `books rename`, `books remove`) completes to
    /// the books of the database the command line names.
    static var bookNames: CompletionKind {
        .custom { words, _, typed in
            let path = DatabaseLocation.resolve(explicit: ContactNameCompletion.databaseOption(in: words),
                                                environment: ProcessInfo.processInfo.environment)
            guard let book = try? AddressBook.open(at: path, options: OpenOptions(createsIfMissing: false, readsOnly: true)),
                  let books = try? book.books() else { return [] }
            let prefix = ContactNameCompletion.unescaped(typed)
            return books.map { VisibleText.line($0.name) }.filter { $0.hasPrefix(prefix) }
        }
    }
}

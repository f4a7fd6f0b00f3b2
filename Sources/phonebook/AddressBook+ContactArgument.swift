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
import Terminal

extension ArgumentHelp {
    /// What a CONTACT argument accepts, for every command that takes one.
    static func contact(_ purpose: String) -> ArgumentHelp {
        ArgumentHelp(purpose + " A UID, a full name (either order), or any part of a name, nickname, "
                         + "organization, email or number, ignoring case and accents; see \"Finding a contact\" in docs/commands.md.",
                     valueName: "contact")
    }
}

extension AddressBook {
    /// Candidates listed (and offered on a terminal) when an argument names several.
    static let candidatesShown = 20

    /// The one contact a CONTACT argument names: every command taking
    /// CONTACT calls this. A UID, a full name either way round, or any part
    /// of a name, organization, email or number (`resolve`, in the store,
    /// says in what order). Several matches: on a terminal (stdin and
    /// stderr) a numbered choice; else a failure listing them. None: a
    /// failure suggesting the nearest names.
    ///
    /// With `books`, only among its book's contacts (`BookOptions.readFilter`).
    func contact(matching argument: String, in books: BookOptions? = nil) throws -> ContactID {
        let settings = try appSettings(localeEnvironment: ProcessInfo.processInfo.environment)
        let book = try books?.readFilter(in: self)
        switch try resolve(ContactReference(argument), settings: settings, limit: Self.candidatesShown, in: book) {
        case .one(let id):
            return id
        case let .several(candidates, total):
            if isatty(STDIN_FILENO) == 1, isatty(STDERR_FILENO) == 1 {
                return try CandidateChoice(argument: argument, candidates: candidates, total: total).ask()
            }
            throw CommandFailure(message: CandidateChoice.listing(argument, candidates, total: total),
                                 status: .failure)
        case .none(let suggestions):
            throw CommandFailure(message: Self.noMatch(argument, suggestions), status: .failure)
        }
    }

    /// Each argument's contact, in the order given, each once.
    func contacts(matching arguments: [String], in books: BookOptions? = nil) throws -> [ContactID] {
        var seen = Set<ContactID>()
        return try arguments.map { try contact(matching: $0, in: books) }.filter { seen.insert($0).inserted }
    }

    /// `no contact matches "x"; did you mean "Grace Hopper"?`
    static func noMatch(_ argument: String, _ suggestions: [String]) -> String {
        let message = "no contact matches \"\(argument)\""
        guard !suggestions.isEmpty else { return message }
        let quoted = suggestions.map { "\"\($0)\"" }
        let alternatives = quoted.count == 1 ? quoted[0]
            : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return message + "; did you mean \(alternatives)?"
    }
}

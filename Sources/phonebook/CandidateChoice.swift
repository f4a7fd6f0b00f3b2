import Contacts
import FoundationEssentials
import Reading
import Reporting
import Store
import Terminal
import TerminalText
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The contacts an argument named, offered on the terminal as a numbered
/// list (on stderr, so stdout stays the command's data), or listed in the
/// failure that ends a script's run.
struct CandidateChoice {
    var argument: String
    var candidates: [ContactCandidate]
    /// How many matched, of which `candidates` are the first.
    var total: Int

    /// Asks until a listed number is typed; Enter (or the end of input) cancels with status 1.
    func ask() throws -> ContactID {
        printError(Self.heading(argument, total: total))
        for (index, candidate) in candidates.enumerated() {
            printError("\(index + 1)) \(VisibleText.line(candidate.summary))")
        }
        if total > candidates.count { printError(Self.more(total - candidates.count)) }
        let prompt = "Which one? [1-\(candidates.count), Enter to cancel] "
        while true {
            writeText(prompt, to: STDERR_FILENO)
            let answer = String(decoding: InputLine.read(from: STDIN_FILENO), as: UTF8.self).trimmed
            guard !answer.isEmpty else { throw CommandFailure(message: "cancelled", status: .failure) }
            if let number = Int(answer), candidates.indices.contains(number - 1) { return candidates[number - 1].id }
        }
    }

    /// The failure's message: a heading line, then one candidate a line.
    /// Candidates of several books may share a UID (a copy): --book tells them apart.
    static func listing(_ argument: String, _ candidates: [ContactCandidate], total: Int) -> String {
        let books = Set(candidates.compactMap(\.book)).count > 1 ? "--book BOOK, " : ""
        var lines = [heading(argument, total: total) + "; give \(books)its UID or more of its name:"]
        lines += candidates.map { "  " + VisibleText.line($0.summary) }
        if total > candidates.count { lines.append("  " + more(total - candidates.count)) }
        return lines.joined(separator: "\n")
    }

    private static func heading(_ argument: String, total: Int) -> String {
        "\"\(VisibleText.line(argument))\" matches \(total) contacts"
    }

    private static func more(_ count: Int) -> String { "… and \(count) more" }
}

import CardEditing
import Contacts
import VCard

/// The one vCard `add --from-file` makes a contact of (as `khard new -i` takes a template), read as
/// an import reads a file: UTF-16 made UTF-8, every charset decoded as the import decodes it, a card
/// over the size limit refused, a malformed line or a missing END kept out of the fields with a
/// warning naming its line, a control byte kept with a warning (and shown visibly by whoever prints
/// the contact). The card is kept byte for byte; one without a UID gets one line, `UID:…`.
public struct CardTemplate: Sendable {
    /// The card's bytes, BEGIN to END, with a UID line added when it had none.
    public let card: [UInt8]
    /// What the reading found, each naming the input's line: print them before the card is added.
    public let warnings: [ImportProblem]
    /// A line or the END was left out of the contact's fields (the card keeps it): the add is partial.
    public let isIncomplete: Bool

    /// Reads the one card `input` holds; `newUID` for a card without one. Throws ``CardTemplateError``
    /// when the input holds no card, several, or a card the import would skip.
    public static func read(_ input: ImportInput, newUID: String) throws -> CardTemplate {
        let found = try input.withBytes { bytes, _ -> Result<CardTemplate, CardTemplateError> in
            guard let utf8 = UTF16Input.utf8(from: bytes) else { return read(bytes, name: input.name, newUID: newUID) }
            return utf8.withUnsafeBytes { read($0, name: input.name, newUID: newUID) }
        }
        return try found.get()
    }

    private static func read(_ bytes: UnsafeRawBufferPointer, name: String, newUID: String) -> Result<CardTemplate, CardTemplateError> {
        let format = ImportFormat.recognised(bytes)
        guard format == .vcard else {
            return .failure(.notACard(ImportProblem(file: name, line: 1, message:
                "this looks like \(format.fileName), not a vCard; phonebook import reads it")))
        }
        var warnings: [ImportProblem] = []
        var cards: [RawCard] = []
        for item in VCardScanner(bytes) {
            switch item {
            case .card(let raw): cards.append(raw)
            case .problem(let problem) where problem.isWarning:
                warnings.append(ImportProblem(file: name, line: problem.line, message: CardProblemWording.message(problem),
                                              isWarning: true))
            case .problem(let problem):
                return .failure(.refused(ImportProblem(file: name, line: problem.line, message: CardProblemWording.message(problem))))
            }
        }
        guard let raw = cards.first else {
            return .failure(.notACard(ImportProblem(file: name, line: 1, message: bytes.contains { $0 > 0x20 }
                ? "this looks like \(UnrecognisedFile.looks(bytes)), not a vCard" : "no vCard in this file")))
        }
        guard cards.count == 1 else { return .failure(.severalCards(file: name, count: cards.count)) }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[raw.byteRange])
        var problems: [VCardProblem] = []
        let card = VCardParser.parse(slice, firstLine: raw.line, keeping: .fieldsOnly, problems: &problems)
        if let cutOff = raw.cutOffProblem(kept: true) { problems.insert(cutOff, at: 0) }
        for problem in problems {
            let message = problem.severity == .skippedLine ? CardProblemWording.leftOut(problem) : CardProblemWording.message(problem)
            warnings.append(ImportProblem(file: name, line: problem.line, message: message, isWarning: true))
        }
        var kept = Array(slice)
        if card.uid?.trimmed.isEmpty != false, let withUID = try? CardEditor.withUIDAdded(newUID, to: kept) {
            kept = withUID
        }
        return .success(CardTemplate(card: kept, warnings: warnings,
                                     isIncomplete: problems.contains { $0.severity == .skippedLine || $0.severity == .cutOff }))
    }
}

/// Why `add --from-file` adds nothing, worded for a person as `FILE:LINE: …`.
public enum CardTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input holds no vCard.
    case notACard(ImportProblem)
    /// The card is one the import would skip.
    case refused(ImportProblem)
    /// More than one card: each would be a contact, which is an import's work.
    case severalCards(file: String, count: Int)

    public var description: String {
        switch self {
        case .notACard(let problem), .refused(let problem):
            return "\(problem); nothing was added"
        case let .severalCards(file, count):
            return "\(file): \(count) vCards in the file, where add takes one; nothing was added "
                + "(phonebook import \(file) adds them all)"
        }
    }
}

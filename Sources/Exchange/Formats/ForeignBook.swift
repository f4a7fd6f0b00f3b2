import VCard

/// The contacts an abook, LDIF or CSV file holds, and what its reader had
/// to say about it, turned into vCard 3.0 cards for the vCard import path.
struct ForeignBook {
    var contacts: [ForeignContact] = []
    /// Located in the source file, not in the cards made from it.
    var problems: [VCardProblem] = []

    /// Reads `bytes` as `format`; vCard is no foreign format (the planner reads it as it is).
    static func read(_ bytes: UnsafeRawBufferPointer, as format: ImportFormat) -> ForeignBook {
        let decoded = ForeignText(bytes)
        var book: ForeignBook
        switch format {
        case .abook: book = AbookFile.read(decoded.text)
        case .ldif: book = LDIFFile.read(decoded.text)
        case .csv: book = ContactCSV.read(decoded.text)
        case .vcard: preconditionFailure("vCard files are planned as they are, not converted")
        }
        if let problem = decoded.problem { book.problems.insert(problem, at: 0) }
        return book
    }

    /// Every contact as a card, one after the other, and for each card's
    /// first line among them the line its contact begins on in the source,
    /// so that what the import says of a card names the source's line.
    ///
    /// A contact's UID is `phonebook-FORMAT-` and 16 hex digits of a hash
    /// of its name (FN) and how many contacts of that name came before it
    /// in the file: the same row of an unchanged or edited file gets the
    /// same UID, so a re-import updates its contact. A renamed contact is a
    /// new one.
    func cards(as format: ImportFormat) -> (bytes: [UInt8], sourceLines: [Int: Int]) {
        var seen: [String: Int] = [:]
        var cards: [UInt8] = []
        var sourceLines: [Int: Int] = [:]
        var line = 1
        for contact in contacts {
            let name = contact.name
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            let card = contact.card(uid: Self.uid(name: name, occurrence: occurrence, format: format), format: format)
            sourceLines[line] = contact.line
            line += card.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            cards += card
        }
        return (cards, sourceLines)
    }

    /// 64-bit FNV-1a of the name, a NUL, and the occurrence in decimal.
    static func uid(name: String, occurrence: Int, format: ImportFormat) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 + [0] + String(occurrence).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return "phonebook-\(format.rawValue)-" + String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// Adds the contact unless it holds nothing; a row or record with
    /// values but none a contact is made of is reported, not dropped unseen.
    mutating func append(_ contact: ForeignContact, what: String) {
        if !contact.isBlank {
            contacts.append(contact)
        } else if !contact.extras.isEmpty {
            problems.append(VCardProblem(line: contact.line, cardLine: nil,
                                         message: "\(what) without a name, number, email, address, URL or note; left out",
                                         severity: .warning))
        }
    }
}

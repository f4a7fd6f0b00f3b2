import Contacts
import VCard

extension ContactForm {
    /// Reads a form; the first thing wrong is thrown with its line. A form with every field empty gives
    /// empty details (``ContactDetails/isEmpty``): the caller changes nothing.
    public static func parse(_ text: String) throws(FormError) -> ContactDetails {
        try parse(text, validating: true)
    }

    /// Reads a form edited from `before`: an entry `before` already had is taken as it is, even when it
    /// would not pass as new (a card's number `BusinessPhone`), so a person is held to what they write.
    public static func parse(_ text: String, editedFrom before: ContactDetails) throws(FormError) -> ContactDetails {
        var reader = FormReader()
        reader.known = Set(before.entries)
        return try reader.read(text)
    }

    /// Reads a form; without `validating`, values are taken as they are (the form of a card as stored,
    /// which may hold an email without @: only what the person writes is checked).
    static func parse(_ text: String, validating: Bool) throws(FormError) -> ContactDetails {
        var reader = FormReader()
        reader.validating = validating
        return try reader.read(text)
    }
}

/// Reads a form line by line, gathering each field's value (continuation lines included) before
/// checking it.
private struct FormReader {
    var details = ContactDetails()
    /// The field being read: it may continue on the next lines.
    var open: (field: FormField, label: String, value: String, line: Int)?
    /// Where each single field was given, to report a second one.
    var seen: [FormField: Int] = [:]
    var firstFieldLine: Int?
    var validating = true
    /// Entries taken without checks: the card had them already.
    var known: Set<CardEntry> = []

    /// Reads every line of `text`.
    mutating func read(_ text: String) throws(FormError) -> ContactDetails {
        for (offset, line) in text.withLFLineBreaks.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            try read(String(line), number: offset + 1)
        }
        return try finish()
    }

    mutating func read(_ line: String, number: Int) throws(FormError) {
        if line.hasPrefix("#") { return try close() }
        if line.allSatisfy(\.isWhitespace) {
            // A blank line inside an indented run is an empty line of the value; a wholly empty one ends it.
            if !line.isEmpty, open != nil { open!.value += "\n" }
            else { try close() }
            return
        }
        if line.first == " " || line.first == "\t" {
            guard open != nil else {
                throw FormError(line: number, "a line starting with a blank continues the field above, and there is none")
            }
            let text = line.hasPrefix("  ") ? line.dropFirst(2) : line.dropFirst()
            open!.value += "\n" + text
            return
        }
        try close()
        guard let colon = Self.colon(in: line) else {
            throw FormError(line: number, "no \":\" after the field name: write \"Field: value\"")
        }
        var name = String(line[..<colon]).trimmed
        var label = ""
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            label = String(name[name.index(after: open)..<name.index(before: name.endIndex)]).trimmed
            name = String(name[..<open]).trimmed
        }
        guard let field = FormField(named: name) else {
            let known = FormField.allCases.map(\.title).joined(separator: ", ")
            throw FormError(line: number, "unknown field \"\(name)\" (the fields are \(known))")
        }
        if !label.isEmpty && !(field.kind?.takesLabel ?? false) {
            throw FormError(line: number, "\(field.title) takes no label in parentheses")
        }
        open = (field, label, String(line[line.index(after: colon)...]), number)
    }

    /// The colon ending the field's name: after the closing parenthesis when there is a label, so a
    /// label may hold a colon.
    static func colon(in line: String) -> String.Index? {
        guard let firstColon = line.firstIndex(of: ":") else { return nil }
        guard let open = line.firstIndex(of: "("), open < firstColon, let close = line[open...].firstIndex(of: ")") else {
            return firstColon
        }
        return line[close...].firstIndex(of: ":")
    }

    /// Checks the open field and puts it in the details.
    mutating func close() throws(FormError) {
        guard let (field, label, raw, line) = open else { return }
        open = nil
        let value = FormText.normalized(raw)
        guard !value.isEmpty else { return }
        if firstFieldLine == nil { firstFieldLine = line }
        if field == .category {
            if !details.categories.contains(value) { details.categories.append(value) }
            return
        }
        if let kind = field.kind {
            let entry = CardEntry(kind, label: label, value)
            if validating && !known.contains(entry), let problem = FieldCheck.problem(with: entry) {
                throw FormError(line: line, problem)
            }
            details.entries.append(entry)
            return
        }
        if let first = seen[field] {
            throw FormError(line: line, "a second \(field.title) (the first is on line \(first)); a card has one")
        }
        seen[field] = line
        switch field {
        case .name: details.name = value
        case .prefix: details.prefix = value
        case .given: details.given = value
        case .middle: details.middle = value
        case .family: details.family = value
        case .suffix: details.suffix = value
        case .organization:
            details.organization = value.split(separator: ";").map { String($0).trimmed }.filter { !$0.isEmpty }
                .joined(separator: "; ")
        case .title: details.title = value
        case .birthday:
            guard let date = BirthdayDate(value) else {
                guard validating else { return }
                throw FormError(line: line, CardEditError.badBirthday(value).description)
            }
            details.birthday = date.text
        case .anniversary:
            guard let date = BirthdayDate(value) else {
                guard validating else { return }
                throw FormError(line: line, CardEditError.badAnniversary(value).description)
            }
            details.anniversary = date.text
        case .nickname, .phone, .email, .instantMessaging, .address, .url, .note, .category: break
        }
    }

    /// The details, once every line is read.
    mutating func finish() throws(FormError) -> ContactDetails {
        try close()
        if validating, let line = firstFieldLine, details.name.isEmpty, details.given.isEmpty, details.family.isEmpty,
           details.organization.isEmpty, details.entries(.phone).isEmpty, details.entries(.email).isEmpty {
            throw FormError(line: line, "no name: give a Name (or an Organization, a Phone or an Email)")
        }
        return details
    }
}

import Contacts

/// A postal address as the form writes it: `street; city; region; postcode; country`, empty parts
/// at the end left out. These are ADR's last five components (RFC 6350 §6.3.1); the first two
/// (post office box, extended address), which few clients fill, stay as the card has them.
struct PostalAddress: Hashable {
    /// Street, city (locality), region, postal code, country; each without surrounding blanks.
    var parts: [String]

    static let partCount = 5

    /// Reads the form's text: parts separated by `;`; missing ones are empty.
    init(text: String) {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmed }
        while parts.count < Self.partCount { parts.append("") }
        self.parts = parts
    }

    /// Reads ADR's components (each a list of values), a street of several lines joined with ", ".
    init(components: [[String]]) {
        parts = (2..<(2 + Self.partCount)).map { index in
            let values = index < components.count ? components[index] : []
            return values.map { $0.split(whereSeparator: \.isNewline).map { String($0).trimmed }.joined(separator: ", ") }
                .filter { !$0.isEmpty }.joined(separator: ", ").trimmed
        }
    }

    /// More parts than an address has: the form reports it.
    var hasExtraParts: Bool { parts.count > Self.partCount && parts[Self.partCount...].contains { !$0.isEmpty } }

    /// No part filled in.
    var isEmpty: Bool { parts.allSatisfy(\.isEmpty) }

    /// The form's text: parts joined with "; ", trailing empty ones left out.
    var text: String {
        var shown = Array(parts.prefix(Self.partCount))
        while let last = shown.last, last.isEmpty { shown.removeLast() }
        return shown.joined(separator: "; ")
    }
}

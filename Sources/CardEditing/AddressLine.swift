import Contacts
import VCard

/// A postal address as the form writes it, on one line: `street; city; region; postcode; country`,
/// empty parts at the end left out. These are ADR's last five components (RFC 6350 §6.3.1); the first
/// two (post office box, extended address), which few clients fill, stay as the card has them. The
/// address as shown is ``PostalAddress``; this is the line a person edits.
struct AddressLine: Hashable {
    /// Street, city (locality), region, postal code, country; each without surrounding blanks.
    var parts: [String]

    static let partCount = 5

    /// Reads the form's text: parts separated by `;`; missing ones are empty.
    init(text: String) {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmed }
        while parts.count < Self.partCount { parts.append("") }
        self.parts = parts
    }

    /// A card's address as `show` reads it, each part on one line (a street's lines joined with ", ").
    init(_ address: CardAddress) {
        parts = [address.street, address.locality, address.region, address.postalCode, address.country].map(\.onOneLine)
    }

    /// More parts than an address has: the form reports it.
    var hasExtraParts: Bool { parts.count > Self.partCount && parts[Self.partCount...].contains { !$0.isEmpty } }

    /// The form's text: parts joined with "; ", trailing empty ones left out.
    var text: String {
        var shown = Array(parts.prefix(Self.partCount))
        while let last = shown.last, last.isEmpty { shown.removeLast() }
        return shown.joined(separator: "; ")
    }
}

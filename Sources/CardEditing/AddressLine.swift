import Contacts
import VCard

/// A postal address as the form writes it, on one line: `street; city; region; postcode; country`,
/// empty parts at the end left out; an address with an extended part (a suite, a flat) has it first,
/// as a sixth part, every part then written: `Suite 400; 1 Main St; Arlington; VA; 22201; USA`.
/// These are ADR's last six components (RFC 6350 §6.3.1); the first (a post office box), which few
/// clients fill, stays as the card has it. The address as shown is ``PostalAddress``; this is the
/// line a person edits.
struct AddressLine: Hashable {
    /// The extended address; "" for none.
    var extended: String
    /// Street, city (locality), region, postal code, country; each without surrounding blanks.
    var parts: [String]

    static let partCount = 5

    /// Reads the form's text: parts separated by `;`; six are the extended part and the five; missing
    /// ones are empty.
    init(text: String) {
        var parts = text.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmed }
        extended = parts.count == Self.partCount + 1 ? parts.removeFirst() : ""
        while parts.count < Self.partCount { parts.append("") }
        self.parts = parts
    }

    /// A card's address as `show` reads it, each part on one line (a street's lines joined with ", ").
    init(_ address: CardAddress) {
        extended = address.extended.onOneLine
        parts = [address.street, address.locality, address.region, address.postalCode, address.country].map(\.onOneLine)
    }

    /// More parts than an address has: the form reports it.
    var hasExtraParts: Bool { parts.count > Self.partCount && parts[Self.partCount...].contains { !$0.isEmpty } }

    /// The form's text: parts joined with "; ", trailing empty ones left out unless an extended part
    /// comes first (which the count of parts tells).
    var text: String {
        var shown = Array(parts.prefix(Self.partCount))
        guard extended.isEmpty else { return ([extended] + shown).joined(separator: "; ") }
        while let last = shown.last, last.isEmpty { shown.removeLast() }
        return shown.joined(separator: "; ")
    }
}

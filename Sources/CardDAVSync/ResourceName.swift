import Credentials
import Foundation

/// The href a new card is created at, derived from its UID alone, so a
/// retry after a lost reply targets the same resource (and `If-None-Match: *`
/// then answers 412 instead of making a second copy). `UID.vcf` when the
/// UID is made of characters safe in any path, as DAVx5 and vdirsyncer do;
/// otherwise a name-based UUID (SHA-256 of the UID, RFC 9562 §5.5's layout).
public enum ResourceName {
    /// The href under `book` (a path ending in "/") for a card with `uid`.
    public static func href(forUID uid: String, in book: String) throws -> String {
        let folder = book.hasSuffix("/") ? book : book + "/"
        return folder + (try fileName(forUID: uid))
    }

    /// The path of an address book's URL (or of a path), ending in "/":
    /// what hrefs in the server's answers start with.
    public static func collectionPath(_ bookURL: String) -> String {
        let path = URLComponents(string: bookURL)?.percentEncodedPath ?? bookURL
        return path.hasSuffix("/") ? path : path + "/"
    }

    static func fileName(forUID uid: String) throws -> String {
        let safe = uid.utf8.allSatisfy { byte in
            (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == 45 || byte == 95 || byte == 46
        }
        if safe, !uid.isEmpty, uid.utf8.count <= 128, !uid.hasPrefix(".") { return uid + ".vcf" }
        let hex = Array(try Digest.sha256Hex(Array(uid.utf8)).prefix(32))
        var digits = hex
        digits[12] = "5"  // version 5: name-based
        digits[16] = ["8", "9", "a", "b"][Int(String(hex[16]), radix: 16)! & 3]  // the RFC variant
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }
        return groups.joined(separator: "-") + ".vcf"
    }
}

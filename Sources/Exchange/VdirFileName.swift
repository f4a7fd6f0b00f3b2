/// The file a contact's card has in a vdir (a folder of one card a file,
/// as vdirsyncer and khard keep them): `UID.vcf`, as vdirsyncer's
/// `generate_href` names a file when the UID is "href safe" (letters,
/// digits and `_.-+@` only). Where it is not, vdirsyncer takes a random
/// UUID; this takes a hash of the UID instead, so the same contact gets
/// the same file at every export. Also hashed: a UID long enough to pass
/// file systems' 255-byte limit, one starting with a dot (a hidden file),
/// and a Windows device name (`CON`, `NUL`, `COM1`, …), so the folder can
/// be copied to any file system.
public enum VdirFileName {
    /// `UID.vcf`, or `phonebook-HASH.vcf` for a UID unsafe as a file name.
    public static func forUID(_ uid: String) -> String {
        isSafe(uid) ? uid + ".vcf" : hashed(uid)
    }

    /// The UID a card without one takes in a vdir, from the key it is
    /// known by here (its content key): the stem of the file it gets,
    /// `phonebook-HASH`, so its file is `UID.vcf` like every other card's
    /// and the UID stays the same at every export. khard skips a card
    /// without a UID, and a sync needs one to know the card again.
    public static func uid(forKey key: String) -> String {
        "phonebook-" + hexHash(key)
    }

    /// `phonebook-HASH.vcf`: the name for a UID unsafe as one, or whose own
    /// name differs only in case from another contact's.
    public static func hashed(_ uid: String) -> String {
        Self.uid(forKey: uid) + ".vcf"
    }

    static func isSafe(_ uid: String) -> Bool {
        let bytes = uid.utf8
        guard !bytes.isEmpty, bytes.count <= 200, bytes.first != 0x2E,
              bytes.allSatisfy(isSafeByte) else { return false }
        let stem = String(uid.prefix { $0 != "." }).uppercased()
        return !windowsDeviceNames.contains(stem)
    }

    /// vdirsyncer's SAFE_UID_CHARS: ASCII letters and digits, `_ . - + @`.
    private static func isSafeByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x2D, 0x2B, 0x40: true
        default: false
        }
    }

    private static let windowsDeviceNames: Set<String> = Set(["CON", "PRN", "AUX", "NUL"]
        + (1...9).flatMap { ["COM\($0)", "LPT\($0)"] })

    /// A 64-bit FNV-1a hash of the UID's UTF-8, in 16 hex digits: the chance
    /// that two of 100,000 hashed UIDs meet is about 3 in 10^10 (and the
    /// export refuses such a pair rather than write one over the other).
    static func hexHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

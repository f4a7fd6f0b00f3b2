import VCard
import Contacts

/// A content line's header, `[group.]NAME(;param)*`, as bytes in segments split at the `;` outside
/// quotes: kept as written, so a rewritten value keeps its group and parameters byte for byte, and
/// only the segments an edit is about change.
struct HeaderText {
    /// `[group.]NAME`, then one segment per parameter (`TYPE=CELL`, bare 2.1 `CELL`), without `;`.
    private(set) var segments: [[UInt8]]

    /// Splits a header as written.
    init(_ bytes: [UInt8]) {
        var segments: [[UInt8]] = []
        var current: [UInt8] = []
        var inQuotes = false
        for byte in bytes {
            if byte == 0x22 { inQuotes.toggle() }
            if byte == 0x3B && !inQuotes {
                segments.append(current)
                current = []
            } else {
                current.append(byte)
            }
        }
        segments.append(current)
        self.segments = segments
    }

    /// A new header: `group.NAME` and TYPE values as `version` writes them (bare in 2.1, `TYPE=a,b` after).
    init(group: String?, name: String, types: [String], version: VCardVersion) {
        segments = [Array(((group.map { $0 + "." } ?? "") + name).utf8)]
        append(types: types, version: version)
    }

    /// The header's bytes.
    var bytes: [UInt8] { Array(segments.joined(separator: [0x3B])) }

    /// The property name as written (`X-ABLabel`), without its group.
    var name: String {
        let first = segments[0]
        let name = first.lastIndex(of: 0x2E).map { first[($0 + 1)...] } ?? first[...]
        return String(decoding: name, as: UTF8.self)
    }

    /// Appends a parameter segment (`CHARSET=UTF-8`).
    mutating func append(_ segment: String) { segments.append(Array(segment.utf8)) }

    /// Appends TYPE values in the version's style.
    mutating func append(types: [String], version: VCardVersion) {
        guard !types.isEmpty else { return }
        if version == .v2_1 {
            for type in types { append(type) }
        } else {
            append("TYPE=" + types.joined(separator: ","))
        }
    }

    /// Without ENCODING, CHARSET and bare 2.1 encodings: the value is about to be written anew, and
    /// ``LineWriter`` adds what it needs.
    func withoutEncoding() -> HeaderText {
        var copy = self
        copy.segments = [segments[0]] + segments.dropFirst().filter { segment in
            let name = Self.parameterName(segment)
            return !["ENCODING", "CHARSET", "QUOTED-PRINTABLE", "8BIT", "7BIT"].contains(name)
        }
        return copy
    }

    /// With every TYPE value replaced by `types`; PREF stays when it was there.
    func replacingTypes(with types: [String], version: VCardVersion) -> HeaderText {
        var copy = self
        var wasPreferred = false
        copy.segments = [segments[0]] + segments.dropFirst().filter { segment in
            let name = Self.parameterName(segment)
            let isBareType = !segment.contains(0x3D) && !Self.bareNonTypes.contains(name)
            guard name == "TYPE" || isBareType else { return true }
            let values = isBareType ? name : String(decoding: segment.drop { $0 != 0x3D }.dropFirst(), as: UTF8.self).uppercased()
            if values.split(separator: ",").contains(where: { String($0).trimmed == "PREF" || String($0).trimmed == "\"PREF\"" }) {
                wasPreferred = true
            }
            return false
        }
        copy.append(types: types + (wasPreferred ? [version == .v4_0 ? "pref" : "PREF"] : []), version: version)
        return copy
    }

    /// With the group prefix set (`item3.TEL`).
    func settingGroup(_ group: String) -> HeaderText {
        var copy = self
        var name = segments[0]
        if let dot = name.lastIndex(of: 0x2E) { name = Array(name[(dot + 1)...]) }
        copy.segments[0] = Array((group + ".").utf8) + name
        return copy
    }

    /// Bare 2.1 parameters that are not types: encodings and value locations.
    private static let bareNonTypes: Set<String> = [
        "QUOTED-PRINTABLE", "BASE64", "8BIT", "7BIT", "INLINE", "URL", "CONTENT-ID", "CID",
    ]

    /// A segment's parameter name (the whole segment when bare), uppercased, without blanks.
    private static func parameterName(_ segment: [UInt8]) -> String {
        let name = segment.prefix { $0 != 0x3D }
        return String(decoding: name, as: UTF8.self).trimmed.uppercased()
    }
}

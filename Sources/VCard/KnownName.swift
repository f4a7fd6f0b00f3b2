/// Interned uppercase names: common property and parameter names come from string literals, which
/// costs nothing, instead of building a String for every line.
enum KnownName {
    /// The uppercase literal and kind for a common property name written in any case, or nil.
    static func property(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> (String, PropertyKind)? {
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(bytes, count, name) }
        switch count {
        case 1: if match("N") { return ("N", .name) }
        case 2:
            if match("FN") { return ("FN", .formattedName) }
            if match("TZ") { return ("TZ", .other) }
        case 3:
            if match("TEL") { return ("TEL", .telephone) }
            if match("UID") { return ("UID", .uid) }
            if match("ORG") { return ("ORG", .organization) }
            if match("ADR") { return ("ADR", .address) }
            if match("URL") { return ("URL", .other) }
            if match("REV") { return ("REV", .other) }
            if match("KEY") { return ("KEY", .other) }
            if match("GEO") { return ("GEO", .other) }
        case 4:
            if match("NOTE") { return ("NOTE", .note) }
            if match("BDAY") { return ("BDAY", .other) }
            if match("ROLE") { return ("ROLE", .other) }
            if match("IMPP") { return ("IMPP", .other) }
            if match("LANG") { return ("LANG", .other) }
            if match("KIND") { return ("KIND", .kind) }
        case 5:
            if match("EMAIL") { return ("EMAIL", .email) }
            if match("PHOTO") { return ("PHOTO", .other) }
            if match("TITLE") { return ("TITLE", .title) }
            if match("LABEL") { return ("LABEL", .other) }
        case 6:
            if match("PRODID") { return ("PRODID", .other) }
            if match("MEMBER") { return ("MEMBER", .member) }
        case 7: if match("VERSION") { return ("VERSION", .other) }
        case 8: if match("NICKNAME") { return ("NICKNAME", .nickname) }
        case 9: if match("X-ABLABEL") { return ("X-ABLABEL", .label) }
        case 10: if match("CATEGORIES") { return ("CATEGORIES", .categories) }
        case 24: if match("X-ADDRESSBOOKSERVER-KIND") { return ("X-ADDRESSBOOKSERVER-KIND", .kind) }
        case 26: if match("X-ADDRESSBOOKSERVER-MEMBER") { return ("X-ADDRESSBOOKSERVER-MEMBER", .member) }
        default: break
        }
        return nil
    }

    /// The literal for a common TYPE value already uppercased in `bytes`, or nil.
    static func type(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String? {
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(bytes, count, name) }
        switch count {
        case 3:
            if match("FAX") { return "FAX" }
            if match("MSG") { return "MSG" }
        case 4:
            if match("CELL") { return "CELL" }
            if match("HOME") { return "HOME" }
            if match("WORK") { return "WORK" }
            if match("PREF") { return "PREF" }
            if match("TEXT") { return "TEXT" }
        case 5:
            if match("VOICE") { return "VOICE" }
            if match("PAGER") { return "PAGER" }
            if match("VIDEO") { return "VIDEO" }
        case 8: if match("INTERNET") { return "INTERNET" }
        default: break
        }
        return nil
    }

    /// What the parser needs to know about a parameter name.
    enum Parameter {
        case type, encoding, charset, value, pref, other
    }

    /// The uppercase literal and kind for a common parameter name in any case, or nil.
    static func parameter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> (String, Parameter)? {
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(bytes, count, name) }
        switch count {
        case 4:
            if match("TYPE") { return ("TYPE", .type) }
            if match("PREF") { return ("PREF", .pref) }
        case 5:
            if match("VALUE") { return ("VALUE", .value) }
            if match("ALTID") { return ("ALTID", .other) }
        case 7: if match("CHARSET") { return ("CHARSET", .charset) }
        case 8:
            if match("ENCODING") { return ("ENCODING", .encoding) }
            if match("LANGUAGE") { return ("LANGUAGE", .other) }
        default: break
        }
        return nil
    }
}

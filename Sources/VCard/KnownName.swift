/// Interned uppercase names: common property and parameter names come from string literals, which
/// costs nothing, instead of building a String for every line.
enum KnownName {
    /// The uppercase literal for a common property name written in any case, or nil.
    static func property(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> String? {
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(bytes, count, name) }
        switch count {
        case 1: if match("N") { return "N" }
        case 2:
            if match("FN") { return "FN" }
            if match("TZ") { return "TZ" }
        case 3:
            if match("TEL") { return "TEL" }
            if match("UID") { return "UID" }
            if match("ORG") { return "ORG" }
            if match("ADR") { return "ADR" }
            if match("URL") { return "URL" }
            if match("REV") { return "REV" }
            if match("KEY") { return "KEY" }
            if match("GEO") { return "GEO" }
        case 4:
            if match("NOTE") { return "NOTE" }
            if match("BDAY") { return "BDAY" }
            if match("ROLE") { return "ROLE" }
            if match("IMPP") { return "IMPP" }
            if match("LANG") { return "LANG" }
        case 5:
            if match("EMAIL") { return "EMAIL" }
            if match("PHOTO") { return "PHOTO" }
            if match("TITLE") { return "TITLE" }
            if match("LABEL") { return "LABEL" }
        case 6: if match("PRODID") { return "PRODID" }
        case 7: if match("VERSION") { return "VERSION" }
        case 8: if match("NICKNAME") { return "NICKNAME" }
        case 9: if match("X-ABLABEL") { return "X-ABLABEL" }
        case 10: if match("CATEGORIES") { return "CATEGORIES" }
        default: break
        }
        return nil
    }

    /// What the parser needs to know about a parameter name.
    enum Parameter {
        case type, encoding, charset, other
    }

    /// The uppercase literal and kind for a common parameter name in any case, or nil.
    static func parameter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> (String, Parameter)? {
        @inline(__always) func match(_ name: StaticString) -> Bool { ASCII.equalsIgnoringCase(bytes, count, name) }
        switch count {
        case 4:
            if match("TYPE") { return ("TYPE", .type) }
            if match("PREF") { return ("PREF", .other) }
        case 5:
            if match("VALUE") { return ("VALUE", .other) }
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

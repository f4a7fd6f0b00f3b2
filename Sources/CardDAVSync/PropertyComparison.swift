import VCard

/// Two texts of a card compared by what their properties hold, not by how
/// their lines are written. Servers re-serialise what they store: Radicale
/// 3.9 (vobject) orders parameters its own way, merges `TYPE=A;TYPE=B`
/// into `TYPE=A,B`, drops quotes and changes the case of parameter values,
/// pads N with empty components, re-folds base64 and drops its padding, and
/// writes `http\://` as `http\\://`. None of that changes a value; a value
/// that reads otherwise (a name cut at a comma, mojibake) does.
///
/// A property matches one of the other text's with the same group, name
/// and parameters (names and values in any case and order, each list
/// value apart, `BASE64` as `B`) and the same value: inline binary data
/// by its decoded bytes; N, ADR and ORG by their `;`-separated fields
/// (empty trailing ones dropped); anything else whole; outer blanks
/// trimmed, escapes read, and no backslash compared: writers disagree on
/// the escapes a version does not define (a Mac's `http\://`, which
/// vobject keeps as a backslash and writes `http\\://`; its `\"`, which
/// vobject reads as a quote).
/// The volatile properties `NormalisedCard` drops are left out here too.
enum PropertyComparison {
    /// The names of the properties one text holds and the other does not
    /// (by value), in the order the first text has them, then the second's.
    static func changedProperties(_ first: [UInt8], _ second: [UInt8]) -> [String] {
        let before = properties(of: first), after = properties(of: second)
        var unmatched = after
        var names: [String] = []
        for property in before {
            if let index = unmatched.firstIndex(where: { $0.key == property.key && $0.value == property.value }) {
                unmatched.remove(at: index)
            } else if !names.contains(property.name) {
                names.append(property.name)
            }
        }
        for property in unmatched where !names.contains(property.name) { names.append(property.name) }
        return names
    }

    /// One property reduced to what a comparison looks at.
    struct Property {
        var name: String
        /// Group, name and parameters, normalised.
        var key: String
        var value: Value
    }

    /// A value as compared: decoded bytes, or the fields read.
    enum Value: Equatable {
        case binary([UInt8])
        case text([String])
    }

    /// The card's properties, volatile ones left out, in file order.
    static func properties(of card: [UInt8]) -> [Property] {
        var problems: [VCardProblem] = []
        let parsed = card.withUnsafeBytes { VCardParser.parse($0, keeping: .all, problems: &problems) }
        return parsed.properties.filter { !NormalisedCard.volatile.contains($0.name) }.map { property in
            var parameters: [String] = []
            for parameter in property.parameters {
                for value in parameter.value.split(separator: ",", omittingEmptySubsequences: false) {
                    let upper = value.trimmingBlanks.uppercased()
                    parameters.append(parameter.name + "=" + (parameter.name == "ENCODING" && upper == "BASE64" ? "B" : upper))
                }
            }
            let key = (property.group?.uppercased() ?? "") + "." + property.name + ";" + parameters.sorted().joined(separator: ";")
            if let bytes = property.binaryValue { return Property(name: property.name, key: key, value: .binary(bytes)) }
            let fields = Self.structured.contains(property.name) ? Self.fields(property.rawValue) : [property.rawValue[...].trimmingBlanks]
            return Property(name: property.name, key: key, value: .text(fields.map(read)))
        }
    }

    /// The properties whose value is fields separated by `;` (RFC 2426 §3.1.2, §3.2.1, §3.5.5).
    static let structured: Set<String> = ["N", "ADR", "ORG"]

    /// A structured value split at unescaped `;`, trimmed of outer blanks, without empty trailing fields.
    static func fields(_ value: String) -> [Substring] {
        var fields: [Substring] = []
        var start = value.startIndex, index = value.startIndex
        while index < value.endIndex {
            if value[index] == "\\" {
                index = value.index(after: index)
                if index < value.endIndex { index = value.index(after: index) }
                continue
            }
            if value[index] == ";" {
                fields.append(value[start..<index])
                start = value.index(after: index)
            }
            index = value.index(after: index)
        }
        fields.append(value[start...])
        fields = fields.map { $0.trimmingBlanks }
        while fields.count > 1, fields.last?.isEmpty == true { fields.removeLast() }
        return fields
    }

    /// `field` with its escapes read (`\n` a line break, `\X` the character X) and no backslash left.
    static func read(_ field: Substring) -> String {
        var result = ""
        var escaped = false
        for character in field {
            if escaped {
                if character == "n" || character == "N" {
                    result.append("\n")
                } else if character != "\\" {
                    result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Substring {
    /// Without leading and trailing spaces, tabs, vertical tabs and form feeds.
    var trimmingBlanks: Substring {
        var view = self
        while let first = view.unicodeScalars.first, [" ", "\t", "\u{0B}", "\u{0C}"].contains(first) { view = view.dropFirst() }
        while let last = view.unicodeScalars.last, [" ", "\t", "\u{0B}", "\u{0C}"].contains(last) { view = view.dropLast() }
        return view
    }
}

/// One line of a CSV file as RFC 4180 writes it: fields separated by commas,
/// a field quoted when it holds a comma, a quote, CR or LF (its quotes
/// doubled), the line ended by CRLF.
enum CSVRecord {
    /// `fields` as one CSV line, with its CRLF.
    static func line(_ fields: [String]) -> String {
        fields.map(quoted).joined(separator: ",") + "\r\n"
    }

    /// The field as written: as it is, or in quotes when it must be (RFC 4180 §2.6, §2.7).
    static func quoted(_ field: String) -> String {
        guard field.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else {
            return field
        }
        return "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\""
    }
}

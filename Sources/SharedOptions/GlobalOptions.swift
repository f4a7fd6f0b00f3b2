/// The options git and khard users type before the command
/// (`phonebook --db X import f.vcf`): `--db` and `--color`, each with its
/// value, are taken from the front of the line and given to the command,
/// which declares them, after its own words (before a `--`, which ends the
/// options). phonebook hands its command line to phonebook-dav for
/// `connect` and `sync` (`DAVProgram`) with them moved too.
public enum GlobalOptions {
    static let names: Set<String> = ["--db", "--color"]

    /// `arguments` with the leading global options moved after the rest.
    public static func movedAfterCommand(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let first = rest.first {
            if names.contains(first), rest.count > 1 {
                leading += rest.prefix(2)
                rest = rest.dropFirst(2)
            } else if let equals = first.firstIndex(of: "="), names.contains(String(first[..<equals])) {
                leading.append(first)
                rest = rest.dropFirst()
            } else {
                break
            }
        }
        guard !leading.isEmpty else { return arguments }
        let end = rest.firstIndex(of: "--") ?? rest.endIndex
        return Array(rest[..<end]) + leading + Array(rest[end...])
    }
}

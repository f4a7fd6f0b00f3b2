import Exchange
import TerminalText

/// What `import --dry-run` lists, contact by contact (docs/commands.md, "Import and
/// export"): one line per contact on stdout, `add`, `update` or `remove`,
/// its name and its UID, tab-separated; in JSON, the same beside the counts.
struct DryRunListing {
    let changes: ImportChanges

    /// "add\tAda Lovelace\tada-1", the added first, then the updated, then
    /// the removed; each field as `OutputTarget.recordField` makes it.
    func lines(for terminal: OutputTarget) -> [String] {
        groups.flatMap { verb, _, contacts in
            contacts.map { [verb, terminal.recordField($0.name), terminal.recordField($0.uid)].joined(separator: "\t") }
        }
    }

    /// `"would_add":[{"name":…,"uid":…}]` and its siblings.
    var jsonFields: [(String, JSONText)] {
        groups.map { _, key, contacts in
            (key, .array(contacts.map { .object([("name", .string($0.name)), ("uid", .string($0.uid))]) }))
        }
    }

    private var groups: [(verb: String, key: String, contacts: [ChangedContact])] {
        [("add", "would_add", changes.added),
         ("update", "would_update", changes.updated),
         ("remove", "would_remove", changes.removed)]
    }
}

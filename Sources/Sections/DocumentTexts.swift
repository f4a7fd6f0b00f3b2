/// The documents' wording. Changing it changes what users agreed to: keep
/// edits deliberate and note them in the release notes.
enum DocumentTexts {
    static let terms = [
        "phonebook is a local address book for the terminal. By using it you agree to these terms.",
        "You may use, copy and run phonebook for any lawful purpose. You are responsible for the contacts "
            + "you import and for having the right to keep them.",
        "phonebook keeps your data in one SQLite file on your own machine. Back it up: no copy is kept elsewhere, "
            + "and lost data cannot be recovered by anyone else.",
        "phonebook is provided as is, without warranty of any kind. Its authors are not liable for any loss "
            + "arising from its use, to the extent the law allows.",
        "These terms may change with a new release; the version in the binary you run is the one that applies.",
    ]

    static let privacy = [
        "phonebook keeps your contacts, settings and account state only in the database file you choose, "
            + "readable by you alone (mode 0600).",
        "Nothing leaves your machine unless you connect a service and sync with it; then your contacts and "
            + "that service's credentials go to that server alone, over https (plain http only if you "
            + "connected an http:// URL). No telemetry: no analytics, no crash reports, no update checks.",
        "Your account password never leaves your machine and is never stored, only a salted hash of it. "
            + "A service's secret is never printed: it is kept encrypted under a key only your password "
            + "unlocks, or, when you connect it with a password command, not kept at all.",
        "Logging out locks those secrets again; disconnecting a service deletes what was kept of it.",
        "To delete everything phonebook knows, delete the database file and its -wal and -shm companions.",
    ]
}

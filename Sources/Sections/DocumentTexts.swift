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
        "phonebook stores your contacts, settings and account state only in the database file you choose, "
            + "created readable by you alone (mode 0600).",
        "phonebook sends nothing over the network: no analytics, no crash reports, no contact data.",
        "Account passwords are never stored: only a salted hash from a key-derivation function. "
            + "Secrets of connected third-party accounts stay in the database file and are never printed.",
        "Logging out deletes the session; disconnecting a third party deletes its stored secret.",
        "To delete everything phonebook knows, delete the database file and its -wal and -shm companions.",
    ]
}

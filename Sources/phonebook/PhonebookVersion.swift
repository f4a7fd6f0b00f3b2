/// The release this binary is, printed by `phonebook --version`.
enum PhonebookVersion {
    static let current = "0.1.0"
}

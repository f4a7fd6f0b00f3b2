/// The release this binary is, printed by `phonebook --version` and sent as the CardDAV User-Agent.
public enum PhonebookVersion {
    public static let current = "0.1.0"
}

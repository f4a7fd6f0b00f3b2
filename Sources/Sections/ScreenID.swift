/// Which screen a model is: what `--format json` names as "screen".
public enum ScreenID: String, Sendable, Hashable {
    case contacts, settings, terms, privacy, debug, contact, lookup, duplicates, emails, birthdays, groups, books
}

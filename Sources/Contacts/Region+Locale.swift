extension Region {
    /// The region the locale names, if any: the territory of the first of
    /// `LC_ALL`, `LC_TELEPHONE` and `LANG` that names a country (POSIX's
    /// precedence, except that one naming none, such as the `LC_ALL=C.UTF-8`
    /// many shells set, gives way to the next); nil for `C`, `POSIX`,
    /// `C.UTF-8` or a language alone. `en_GB.UTF-8` is GB.
    public static func fromLocale(_ environment: [String: String]) -> Region? {
        for name in ["LC_ALL", "LC_TELEPHONE", "LANG"] {
            if let value = environment[name], let region = Region(localeName: value) { return region }
        }
        return nil
    }

    /// The territory of a POSIX locale name, `language[_TERRITORY][.codeset][@modifier]`.
    init?(localeName: String) {
        let name = localeName.prefix { $0 != "." && $0 != "@" }
        guard let separator = name.firstIndex(of: "_") else { return nil }
        self.init(code: String(name[name.index(after: separator)...]))
    }
}

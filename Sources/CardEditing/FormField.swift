/// A field of the form: its name as written on the line, and where its value goes.
enum FormField: CaseIterable {
    case name, prefix, given, middle, family, suffix, nickname, organization, title, phone, email, instantMessaging, address
    case birthday, anniversary, url, note
    /// A group the contact is in, a line each (a name may hold a comma): not a line of the card itself,
    /// for a book may keep its groups as cards of their own (see `ContactDetails.categories`).
    case category

    /// The name the form writes.
    var title: String {
        switch self {
        case .name: "Name"
        case .prefix: "Prefix"
        case .given: "Given name"
        case .middle: "Middle name"
        case .family: "Family name"
        case .suffix: "Suffix"
        case .nickname: "Nickname"
        case .organization: "Organization"
        case .title: "Title"
        case .phone: "Phone"
        case .email: "Email"
        case .instantMessaging: "IM"
        case .address: "Address"
        case .birthday: "Birthday"
        case .anniversary: "Anniversary"
        case .url: "URL"
        case .note: "Note"
        case .category: "Category"
        }
    }

    /// The entry kind of a repeatable field; nil for the fields a card has one of.
    var kind: CardEntry.Kind? {
        switch self {
        case .nickname: .nickname
        case .phone: .phone
        case .email: .email
        case .instantMessaging: .instantMessaging
        case .address: .address
        case .url: .url
        case .note: .note
        case .name, .prefix, .given, .middle, .family, .suffix, .organization, .title, .birthday, .anniversary,
             .category: nil
        }
    }

    /// The field a line's name means (any case, blanks collapsed), or nil.
    init?(named text: String) {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let aliases: [String: FormField] = ["e-mail": .email, "website": .url, "nicknames": .nickname, "impp": .instantMessaging,
                                            "middle names": .middle, "additional names": .middle,
                                            "categories": .category, "group": .category, "groups": .category]
        guard let field = Self.allCases.first(where: { $0.title.lowercased() == words }) ?? aliases[words] else {
            return nil
        }
        self = field
    }
}

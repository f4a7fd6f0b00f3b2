import Contacts

/// The SQL of what a listed entry shows of a contact `c` (and its number
/// `p`): the listing's fill writes it, and the read side selects it the same
/// way from the join, so the two cannot drift. Fixed fragments only; every
/// value is bound.
package enum ContactSQL {
    /// An entry's columns from the contact `c` and its number `p`, named as
    /// the listing table names its own (a contact without a number at
    /// position -1): Reading's `EntryBatch` reads either by these names.
    package static func columns(sortColumn: String, displayOrder: NameOrder) -> String {
        """
        c.id AS id, c.uid AS uid, c.\(sortColumn) AS sort_key, \(nameSQL(displayOrder)) AS name, \
        ifnull(p.position, -1) AS position, p.label AS label, p.number AS number
        """
    }

    /// The column of `contacts` holding the sort key of `order`.
    package static func sortColumn(_ order: NameOrder) -> String {
        order == .familyFirst ? "sort_key_family" : "sort_key_given"
    }

    /// The section title ("A"..."Z", "#") of the sort key in `column`, as
    /// `section_counts` keeps it: its first character, "#" for "~".
    package static func section(of column: String) -> String {
        "CASE WHEN substr(\(column), 1, 1) = '~' THEN '#' ELSE substr(\(column), 1, 1) END"
    }

    /// That the sort key in `column` is a person's, not a group card's:
    /// every section's keys lie from "A" (`SortKey.sectionsStart`), a group
    /// card's below it, so a read of a sort-key index leaves the groups out
    /// by its range alone, reading no row.
    package static func personKey(_ column: String) -> String {
        "\(column) >= '\(SortKey.sectionsStart)'"
    }

    /// The contact `alias` is the member a `group_members.member_uid` of
    /// `member` names on the group card `group`: its UID is that key, or
    /// `urn:uuid:` and it (a UID written as the URI, as phonebook's own
    /// are), in the group card's book (a group's members are within its
    /// book). Two seeks of the UID index, which holds the book too.
    package static func isMember(_ alias: String, of group: String, named member: String) -> String {
        "\(alias).uid IN (\(member), 'urn:uuid:' || \(member)) AND \(alias).book_id = \(group).book_id"
    }

    /// A contact `alias`'s UID as `group_members.member_uid` keys it: without its `urn:uuid:`.
    package static func memberKey(_ alias: String) -> String {
        "CASE WHEN \(alias).uid LIKE 'urn:uuid:_%' THEN substr(\(alias).uid, 10) ELSE \(alias).uid END"
    }

    /// That the card of contact `c` contains one of `words`, ignoring ASCII
    /// case (`BDAY` finds `bday;value=date:`), with the patterns to bind.
    package static func cardMentions(_ words: [String]) -> (condition: String, patterns: [String]) {
        (words.map { _ in "c.card LIKE ? ESCAPE '\\'" }.joined(separator: " OR "),
         words.map { "%" + likeEscaped($0) + "%" })
    }

    /// `text` matched literally by LIKE … ESCAPE '\': its wildcards escaped.
    package static func likeEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "%" || character == "_" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// `PersonName.formatted` in SQL, so a listing reads one finished string per row.
    package static func nameSQL(_ order: NameOrder) -> String {
        guard order == .familyFirst else { return "c.display_name" }
        return """
            CASE WHEN c.given_name = '' AND c.family_name = '' THEN c.display_name \
            WHEN c.given_name = '' THEN c.family_name WHEN c.family_name = '' THEN c.given_name \
            ELSE c.family_name || ' ' || c.given_name END
            """
    }

    /// The detail of the contact `c` (its organization, else its first
    /// email), as the listing keeps it (`listing_rows` says it again in SQL).
    package static let detailSQL = """
        CASE WHEN c.organization <> '' THEN c.organization
             ELSE (SELECT address FROM emails WHERE contact_id = c.id ORDER BY position LIMIT 1) END
        """
}

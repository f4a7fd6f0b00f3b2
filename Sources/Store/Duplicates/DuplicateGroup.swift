import Contacts

/// Contacts that are probably one person, as `duplicates` lists them and
/// `merge --group N` takes them: the same book gives the same groups, in
/// the same order, with the same numbers.
public struct DuplicateGroup: Sendable, Equatable {
    /// Its number in the listing, from 1.
    public let number: Int
    /// The contacts, oldest first (by contact id): the first is the one a merge keeps.
    public let members: [DuplicateMember]
    /// What they share.
    public let evidence: DuplicateEvidence

    public init(number: Int, members: [DuplicateMember], evidence: DuplicateEvidence) {
        self.number = number
        self.members = members
        self.evidence = evidence
    }

    /// The members' contact ids, in member order.
    public var contactIDs: [ContactID] { members.map(\.id) }
    /// The members' UIDs, in member order.
    public var uids: [String] { members.map(\.uid) }
    /// The evidence in words.
    public var reason: String { evidence.reason }
}

/// One contact of a duplicate group, as the listing shows it.
public struct DuplicateMember: Sendable, Equatable {
    public let id: ContactID
    public let uid: String
    /// The name in the display order asked for.
    public let name: String
    public let organization: String
    /// Its numbers and email addresses as written, in card order.
    public let numbers: [String]
    public let emails: [String]

    public init(id: ContactID, uid: String, name: String, organization: String, numbers: [String], emails: [String]) {
        self.id = id
        self.uid = uid
        self.name = name
        self.organization = organization
        self.numbers = numbers
        self.emails = emails
    }
}

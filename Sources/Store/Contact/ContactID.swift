/// A contact's id in this database (the `contacts` rowid).
public typealias ContactID = Int64

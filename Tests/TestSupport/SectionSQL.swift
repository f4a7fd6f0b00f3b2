/// The section of a stored sort key, in SQL: its first character, with "~"
/// standing for "#". Tests count sections with it to check the store's counts.
public func sectionSQL(_ sortKeyColumn: String) -> String {
    "CASE WHEN substr(\(sortKeyColumn), 1, 1) = '~' THEN '#' ELSE substr(\(sortKeyColumn), 1, 1) END"
}

import Store

/// What selecting a row means, as a value: the browser performs it, tests compare it.
public enum RowAction: Sendable, Equatable {
    /// Go to another screen.
    case open(Destination)
    /// Show or hide the inline detail under this entry row.
    case toggleDetail(RowID)
    /// Fetch the section's next page, continuing after the request's key.
    case loadMore(PageRequest)
    /// Log in, log out, disconnect a third party (the auth commands do it).
    case perform(AccountAction)
    /// Sync the connected service of this name with its server, after a question.
    case sync(service: String)
    /// Change a setting's value.
    case editSetting(String)
    /// Merge the contacts into the first, after a question (a duplicate group).
    case merge([ContactID])
    /// List this book's contacts (every book's when nil) on the contacts screen.
    case chooseBook(BookID?)
    /// Nothing: the row only shows a value.
    case none
}

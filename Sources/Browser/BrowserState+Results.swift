import Sections

/// Results of effects arriving: each lands on the screen it was asked for,
/// or is dropped when that screen has moved on. A contacts screen lands
/// with its Duplicates link as the latest count says (`linkingDuplicates`).
extension BrowserState {
    /// A page lands beside the load-more row it continues (above it when
    /// read forward, below it when read backward); dropped when no screen
    /// shows that row any more (a rebuild came first).
    mutating func receive(_ page: EntryPages.Page, continuing request: PageRequest) {
        pendingPages.removeAll { $0 == request }
        for index in stack.indices.reversed() {
            guard let screen = stack[index].screen,
                  let loadMore = screen.section(request.section)?.rows.last(where: { $0.pageRequest == request })
            else { continue }
            // On the load-more row itself, the cursor stays on its line and lands on the page's row
            // next to it: the first of a page read forward, the last of one read backward (after
            // End, that is the last row of the list).
            let landing = stack[index].cursor != loadMore.id ? nil
                : (page.direction == .forward ? page.rows.first : page.rows.last)?.id
            stack[index].show(LoadMoreRows.appending(page, continuing: request, to: screen), size: size,
                              cursorBecomes: landing)
            return
        }
    }

    /// A search result lands on the contacts screen only when it answers
    /// the latest search: one for an older query never shows over a newer one.
    mutating func receive(_ screen: Screen, generation: Int) {
        guard generation == searchGeneration,
              let index = stack.lastIndex(where: { $0.destination == .contacts }) else { return }
        stack[index].show(linkingDuplicates(screen), size: size)
    }

    /// A rebuilt screen replaces the one it was asked for (same place, same
    /// filter). An unfiltered contacts screen without a contact (an empty
    /// book) says on the status line how to import some.
    mutating func receive(_ screen: Screen, for request: ScreenRequest) {
        guard let index = stack.lastIndex(where: {
            $0.destination == request.destination && $0.search == request.search
        }) else { return }
        stack[index].show(linkingDuplicates(screen), size: size)
        if request.destination == .contacts, request.search == nil, ContactsScreen.listsNoContacts(screen) {
            message = ContactsScreen.emptyBookHint
        }
    }
}

import Sections
import Store

/// The contacts screen's Duplicates link, right for a book of any size
/// without delaying a frame. Counting the groups reads the whole book
/// (`duplicates` on the generated 100,000-contact book: 0.43 s), so it runs
/// off the input loop, as a search does, and the link appears when the
/// count arrives; screens are built without it and given it as they land.
///
/// The count is kept with the version of the book it was made in. After
/// each build of the contacts screen on the loop (the first, and the one
/// after every change) and on coming back to that screen, the version is
/// read, which costs two small reads; the book is counted again only when
/// the version is new. A count for any version but the latest read is
/// dropped, as a stale search is: the book changed since it was made.
extension BrowserState {
    /// A version of the book read: its duplicates are counted unless they are, or are being.
    mutating func receive(_ version: BookVersion) -> [BrowserEffect] {
        bookVersion = version
        guard duplicateCount?.version != version, countingDuplicates != version else { return [] }
        countingDuplicates = version
        return [.countDuplicates(version)]
    }

    /// A count arrives: kept, and every contacts screen's link shown as it
    /// says, unless the book has changed since it was counted.
    mutating func receive(_ count: DuplicateCount) {
        if countingDuplicates == count.version { countingDuplicates = nil }
        guard count.version == bookVersion else { return }
        duplicateCount = count
        for index in stack.indices {
            guard let screen = stack[index].screen, let linked = relinked(screen) else { continue }
            stack[index].show(linked, size: size)
        }
    }

    /// `screen` with its Links section as the latest count says: how a
    /// contacts screen lands on the stack, whoever built it.
    func linkingDuplicates(_ screen: Screen) -> Screen {
        relinked(screen) ?? screen
    }

    /// `screen`, a contacts screen, with its Links section as the count
    /// says; nil for another screen, or when the section already is.
    private func relinked(_ screen: Screen) -> Screen? {
        guard screen.id == .contacts, let index = screen.sections.firstIndex(where: { $0.id == .links }) else {
            return nil
        }
        let links = ContactsScreen.relinked(screen.sections[index], duplicateGroups: duplicateCount?.groups ?? 0)
        guard screen.sections[index] != links else { return nil }
        var linked = screen
        linked.sections[index] = links
        return linked
    }
}

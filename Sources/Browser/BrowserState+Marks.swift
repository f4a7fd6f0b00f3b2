import Sections
import Store

/// Marks (Space, as abook marks) and merging the marked contacts (`M`):
/// marks are contacts, not rows, so a contact of two numbers is marked on
/// both, and they stay across screens and filters until a merge uses them.
extension BrowserState {
    /// Marks the contact under the cursor, or unmarks it when it is marked.
    mutating func toggleMark() {
        guard mode == .normal else { return }
        guard let id = contactUnderCursor else {
            message = "no contact here"
            return
        }
        if let index = marked.firstIndex(of: id) { marked.remove(at: index) } else { marked.append(id) }
    }

    /// Asks the store what merging the marked contacts makes, for the question;
    /// the first marked is the one kept, as `phonebook merge` keeps the first named.
    mutating func mergeMarked() -> [BrowserEffect] {
        guard mode == .normal else { return [] }
        guard marked.count >= 2 else {
            message = marked.isEmpty ? "mark two or more contacts with Space to merge them"
                : "1 contact marked: mark another with Space to merge them"
            return []
        }
        return [.askToMerge(marked)]
    }
}

import Sections

/// Search-as-you-type on the contacts screen: every edit is a new
/// generation, run off the input loop by the driver.
extension BrowserState {
    /// Whether `/` searches here: on a contacts screen, not on a group's members or the other screens.
    var searchesHere: Bool { current.destination == .contacts }

    mutating func startSearch() {
        guard mode == .normal else { return }
        guard searchesHere else {
            message = "search works on the contacts list"
            return
        }
        mode = .searching(current.search ?? "")
    }

    mutating func editSearch(_ edit: TextEdit) -> [BrowserEffect] {
        guard case var .searching(text) = mode else { return [] }
        switch edit {
        case .insert(let typed): text += typed
        case .deleteBackward: if !text.isEmpty { text.removeLast() }
        }
        mode = .searching(text)
        return filter(text.isEmpty ? nil : text)
    }

    /// Leaves search mode and drops the filter.
    mutating func cancelSearch() -> [BrowserEffect] {
        if case .searching = mode { mode = .normal }
        return current.search == nil ? [] : filter(nil)
    }

    /// The contacts screen filtered by `search`, as a new generation.
    private mutating func filter(_ search: String?) -> [BrowserEffect] {
        guard search != current.search else { return [] }
        current.search = search
        current.matchesNoContact = false
        searchGeneration += 1
        var request = current.request
        request.paging = [:]  // a new filter starts from first pages
        return [.search(request, generation: searchGeneration)]
    }
}

import Sections

/// The browser's only way to change: a pure function of the state and one
/// input, giving the next state and the effects the driver must perform.
public func reduce(_ state: BrowserState, _ input: BrowserInput) -> (BrowserState, [BrowserEffect]) {
    var state = state
    var effects = state.apply(input)
    effects += state.prefetch()
    return (state, effects)
}

extension BrowserState {
    mutating func apply(_ input: BrowserInput) -> [BrowserEffect] {
        if input.isFromUser { message = nil }
        if mode == .help, let lines = input.helpScroll(page: ScreenState.bodyHeight(size)) {
            let last = max(0, HelpOverlay.lineCount(keymap, width: size.columns) - ScreenState.bodyHeight(size))
            helpTop = min(max(helpTop + lines, 0), last)
            return []
        }
        switch input {
        case .moveUp: current.move(by: -1, size: size)
        case .moveDown: current.move(by: 1, size: size)
        case .pageUp: current.page(forward: false, size: size)
        case .pageDown: current.page(forward: true, size: size)
        case .home: current.jump(toStart: true, size: size)
        case .end: return end()
        case .select:
            if case let .loggingIn(form) = mode { return submit(form) }
            return select()
        case .back: return back()
        case .quit:
            if mode != .normal || stack.count > 1 { return back() }
            return [.quit]
        case .quitNow: return [.quit]
        case .bookReplaced(let text):
            message = text
            return [.quit]
        case .suspend: return [.suspend]
        case .showHelp:
            mode = .help
            helpTop = 0
        case .startSearch: startSearch()
        case .edit(let edit):
            guard case let .loggingIn(form) = mode else { return editSearch(edit) }
            mode = .loggingIn(form.editing(edit))
        case .acceptSearch: if case .searching = mode { mode = .normal }
        case .cancelSearch: return cancelSearch()
        case .confirm(let yes): return confirm(yes)
        case .addContact: return addContact()
        case .editContact: return editContact()
        case .removeContact: return removeContact()
        case .toggleStar: return toggleStar()
        case .undo: return undo()
        case .toggleMark: toggleMark()
        case .mergeMarked: return mergeMarked()
        case .copy: return copy()
        case .ask(let question): if mode == .normal { mode = .confirming(question) }
        case .changed(let report):
            receive(report)
            if report.screens.contains(where: { $0.request.destination == .contacts }) { return [.readBookVersion] }
        case .loaded(.page(let page, let request)): receive(page, continuing: request)
        case let .loaded(.searchResult(screen, generation)): receive(screen, generation: generation)
        case .loaded(.duplicates(let count)): receive(count)
        case .bookVersion(let version): return receive(version)
        case let .screenRebuilt(screen, request):
            receive(screen, for: request)
            if request.destination == .contacts { return [.readBookVersion] }
        case let .syncing(service, event): return receive(event, of: service)
        case .resized(let newSize):
            size = newSize
            current.relayout(size)
            current.reveal(current.layout(size), size)
        case .failed(let text): message = text
        case .contactGone(let text): return [.refresh(text, then: stack.map(\.request))]
        case .bookGone(let text):
            mode = .normal
            stack = [ScreenState(.contacts), ScreenState(.books)]
            return [.refresh(text, then: stack.map(\.request))]
        }
        return []
    }

    /// The cursor on the last row. When that is a load-more row the section
    /// goes on in the store: its last page is asked for, read backwards from
    /// the end, and lands under the cursor (see `receive`), the rows between
    /// left as a gap.
    private mutating func end() -> [BrowserEffect] {
        current.jump(toStart: false, size: size)
        guard let request = current.cursorRow?.pageRequest, request.before == nil else { return [] }
        return requestPage(request, .backward)
    }

    /// What the row under the cursor means, as its kind says; never from its position.
    private mutating func select() -> [BrowserEffect] {
        guard mode == .normal, let row = current.cursorRow else { return [] }
        switch row.selection {
        case .open(let destination):
            // The books screen marks the book its contacts screen lists; the
            // groups screens list the groups and members of that book.
            stack.append(ScreenState(destination, book: destination.isOfListedBook ? stack[0].book : nil))
            return [.buildScreen(current.request)]
        case .chooseBook(let book):
            stack = [ScreenState(.contacts, book: book)]
            return [.buildScreen(current.request)]
        case .toggleDetail(let entry):
            if current.expanded.remove(entry) == nil { current.expanded.insert(entry) }
            current.cursor = entry
            return [.buildScreen(current.request)]
        case .loadMore(let request):
            return requestPage(request)
        case .perform(.logIn):
            mode = .loggingIn(LogInForm(.logIn))
        case .perform(.createAccount):
            mode = .loggingIn(LogInForm(.createAccount))
        case .perform(let action):
            mode = .confirming(.account(action))
        case .sync(let service):
            offerSync(of: service)
        case .editSetting(let key):
            message = "phonebook settings set \(key) VALUE"
        case .merge(let group):
            return [.askToMerge(group)]
        case .none:
            break
        }
        return []
    }

    /// The number or email address under the cursor, to the clipboard; the
    /// status line says what was copied (the terminal gives no answer), or
    /// that the row has nothing to copy.
    private mutating func copy() -> [BrowserEffect] {
        guard mode == .normal else { return [] }
        guard let text = current.cursorRow?.clipboardText else {
            message = "nothing to copy here: y copies a number or an email address"
            return []
        }
        message = "copied \(text) to the clipboard"
        return [.copyToClipboard(text)]
    }

    /// Closes the help or a prompt, leaves a search, clears a kept filter,
    /// or pops a screen; back on the contacts screen, whether the book
    /// changed (for the Duplicates link) is asked.
    private mutating func back() -> [BrowserEffect] {
        switch mode {
        case .help, .confirming, .loggingIn:
            mode = .normal
        case .searching:
            return cancelSearch()
        case .normal:
            if stack.count > 1 {
                stack.removeLast()
                current.relayout(size)
                current.reveal(current.layout(size), size)
                if current.destination == .contacts { return [.readBookVersion] }
            } else if current.search != nil {
                return cancelSearch()
            }
        }
        return []
    }

    /// Enter in the account form: on to the next field, then log in or
    /// create the account. A new account's name and password are checked
    /// as `account create` checks them before the form goes on; what is
    /// wrong is said on the status line, and the passwords are asked again.
    private mutating func submit(_ form: LogInForm) -> [BrowserEffect] {
        var next = form
        switch (form.field, form.purpose) {
        case (.user, _):
            guard !form.user.isEmpty else { return [] }
            if form.purpose == .createAccount, let problem = AccountRules.problem(withUser: form.user) {
                message = problem
                return []
            }
            next.field = .password
        case (.password, .logIn):
            mode = .normal
            return [.logIn(user: form.user, password: form.password, then: current.request)]
        case (.password, .createAccount):
            if let problem = AccountRules.problem(withPassword: form.password) {
                message = problem
                next = form.askingPasswordAgain
            } else {
                next.field = .repeatedPassword
            }
        case (.repeatedPassword, _):
            if form.password == form.repeatedPassword {
                mode = .normal
                return [.createAccount(user: form.user, password: form.password, then: current.request)]
            }
            message = AccountRules.mismatch
            next = form.askingPasswordAgain
        }
        mode = .loggingIn(next)
        return []
    }

    private mutating func confirm(_ yes: Bool) -> [BrowserEffect] {
        guard case let .confirming(question) = mode else { return [] }
        mode = .normal
        guard yes else { return [] }
        switch question {
        case .account(let action): return [.perform(action, then: current.request)]
        case .syncNow(let service): return startSync(of: service)
        case .removeContact(let id, _, _):
            marked.removeAll { $0 == id }
            return [.change(.remove(id), then: stack.map(\.request))]
        case .mergeContacts(let ids, _):
            marked.removeAll { ids.contains($0) }
            return [.change(.merge(ids), then: stack.map(\.request))]
        }
    }

    /// Asks for the page beside `request`'s load-more row, unless one is already on its way.
    private mutating func requestPage(_ request: PageRequest, _ direction: PageDirection = .forward) -> [BrowserEffect] {
        guard !pendingPages.contains(request) else { return [] }
        pendingPages.append(request)
        return [.loadPage(request, direction: direction)]
    }

    /// Pages for the load-more rows within a screenful below the view, so
    /// that scrolling a large book rarely stops at one; and, read backwards,
    /// for those within a screenful above the view and above the cursor, so
    /// that scrolling up from End meets each section's last rows the same
    /// way (a section not yet read from its end is read from there: its
    /// load-more row becomes a gap).
    mutating func prefetch() -> [BrowserEffect] {
        guard current.screen != nil else { return [] }
        let layout = current.layout(size), height = ScreenState.bodyHeight(size)
        let end = min(layout.lines.count, current.top + 2 * height)
        let start = min(max(0, current.top - height), end)
        let cursor = layout.index(of: current.cursor)
        var effects: [BrowserEffect] = []
        for case let .row(index, _, false) in layout.lines[start..<end] {
            let laidOut = layout.rows[index]
            guard let request = laidOut.row.pageRequest else { continue }
            let isAboveCursor = cursor.map { laidOut.firstLine < layout.rows[$0].firstLine } ?? false
            if isAboveCursor {
                effects += requestPage(request, .backward)
            } else if laidOut.firstLine >= current.top {
                effects += requestPage(request)
            }
        }
        return effects
    }
}

extension BrowserInput {
    /// Lines the help scrolls by for a move; nil for other inputs.
    func helpScroll(page: Int) -> Int? {
        switch self {
        case .moveUp: return -1
        case .moveDown: return 1
        case .pageUp: return -page
        case .pageDown: return page
        case .home: return Int.min / 2
        case .end: return Int.max / 2
        default: return nil
        }
    }

    /// Whether the user caused it by a key (rather than an effect's result
    /// arriving, or the terminal resizing).
    var isFromUser: Bool {
        switch self {
        case .loaded, .screenRebuilt, .failed, .contactGone, .bookGone, .resized, .ask, .changed, .bookVersion,
             .syncing:
            return false
        default: return true
        }
    }
}

extension Destination {
    /// Whether the screen is of the book the contacts screen lists: the
    /// books screen marks it, the groups screens read its groups alone.
    fileprivate var isOfListedBook: Bool {
        switch self {
        case .books, .groups, .group: true
        default: false
        }
    }
}

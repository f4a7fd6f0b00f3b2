import Accounts
import Credentials
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Reading
import Sections
import Store

/// Performs the browser's effects against one address book connection:
/// builds screens, fetches pages by key, runs searches, counts duplicates,
/// logs out. The driver calls `run` for each effect and feeds the answer
/// back to `reduce`. A connection belongs to one thread (AddressBook is not
/// Sendable): for searches and counts off the input loop, open another
/// session on the worker thread with `BrowserSession.open(at:)`.
public final class BrowserSession {
    public let book: AddressBook
    /// What its screens read of `book` (pages, counts, a contact in full, the
    /// search it last found), with the loader reading a contact in full.
    private let reader: BookReader
    private let build: BuildConfiguration
    /// Where the region setting's default comes from (the process's environment; tests leave it empty).
    private let localeEnvironment: [String: String]
    /// Where the settings screen's times are read ("unlocked until 14:30").
    private let timeZone: TimeZone?
    /// How `M` merges; without one (a search worker's session) a merge fails, saying so.
    let merger: ContactMerger?

    /// The session reads the time from `book.clock`: logging in and the
    /// vault's "until" on the settings screen use the book's one clock.
    public init(book: AddressBook, build: BuildConfiguration = .current, localeEnvironment: [String: String] = [:],
                loader: ContactLoader = .rows, timeZone: TimeZone? = nil, merger: ContactMerger? = nil) {
        self.book = book
        reader = BookReader(book, loader: loader)
        self.merger = merger
        self.build = build
        self.localeEnvironment = localeEnvironment
        self.timeZone = timeZone
    }

    /// A session on its own connection to the database at `path`, which
    /// this process has open already (the loop's session): for a worker
    /// thread. The file is not checked again (see `OpenOptions.checksFile`).
    public static func open(at path: String, build: BuildConfiguration = .current,
                            localeEnvironment: [String: String] = [:], loader: ContactLoader = .rows) throws
        -> BrowserSession {
        let book = try AddressBook.open(at: path, options: .anotherConnection)
        return BrowserSession(book: book, build: build,
                              localeEnvironment: localeEnvironment, loader: loader)
    }

    /// The input that answers `effect`; nil for `.quit`, `.suspend`, `.openEditor`,
    /// `.copyToClipboard` and `.sync`, the driver's own.
    /// A failure becomes `.failed`, worded for the status line.
    public func run(_ effect: BrowserEffect) -> BrowserInput? {
        do {
            switch effect {
            case .buildScreen(let request):
                return .screenRebuilt(try screen(for: request), for: request)
            case let .loadPage(request, direction):
                return .loaded(.page(try page(continuing: request, direction: direction), continuing: request))
            case let .search(request, generation):
                return .loaded(.searchResult(try screen(for: request), generation: generation))
            case .readBookVersion:
                return .bookVersion(try book.version())
            case .countDuplicates(let version):
                let settings = try book.appSettings(localeEnvironment: localeEnvironment)
                return .loaded(.duplicates(DuplicateCount(groups: try book.duplicateGroupCount(settings: settings),
                                                          version: version)))
            case let .perform(action, request):
                return .changed(try rebuilding(request, after: try perform(action)))
            case let .logIn(user, password, request):
                let user = try UserName(user)
                try book.logIn(user: user, password: Secret(password.text), now: book.clock())
                return .changed(try rebuilding(request, after: "logged in as \(user)"))
            case let .createAccount(user, password, request):
                let user = try UserName(user), password = Secret(password.text)
                try book.createAccount(user: user, password: password, now: book.clock())
                try book.logIn(user: user, password: password, now: book.clock())
                return .changed(try rebuilding(request, after: "created account \(user); logged in"))
            case .askToRemove(let id):
                return .ask(try question(removing: id))
            case .askToMerge(let ids):
                return .ask(.mergeContacts(ids, preview: try merging().preview(book, ids)))
            case let .change(change, requests):
                return .changed(try make(change, then: requests))
            case let .refresh(message, requests):
                return .changed(ChangeReport(message, screens: try rebuild(requests)))
            case .quit, .suspend, .openEditor, .copyToClipboard, .sync:
                return nil
            }
        } catch {
            return .failure(error)
        }
    }

    /// The screen `request` asks for, from the store as it is now.
    public func screen(for request: ScreenRequest) throws -> Screen {
        let settings = try book.appSettings(localeEnvironment: localeEnvironment)
        let screen: Screen
        switch request.destination {
        case .contacts:
            return try contacts(request, settings)
        case .settings:
            screen = SettingsScreen.build(SettingsState(account: try AccountState.read(from: book, now: book.clock()),
                                                        settings: settings, build: build, timeZone: timeZone))
        case .termsAndConditions:
            screen = DocumentScreen.build(.termsAndConditions)
        case .privacyPolicy:
            screen = DocumentScreen.build(.privacyPolicy)
        case .debugSettings:
            screen = DebugScreen.build(try DebugFacts.read(from: book))
        case .duplicates:
            screen = DuplicatesScreen.build(try book.duplicateGroups(settings: settings))
        case .contact(let id):
            guard let contact = try reader.contact(id) else { throw BrowserError.noSuchContact }
            screen = ContactScreen.build(contact, displayOrder: settings.displayOrder)
        case .groups:
            screen = GroupsScreen.build(try book.contactGroups(in: request.book))
        case .group(let name):
            return try contacts(request, settings, group: name)
        case .books:
            screen = BooksScreen.build(try book.books(), listed: request.book)
        }
        return try screen.decorated(by: [InlineDetail(expanded: request.expanded)], using: reader)
    }

    /// The contacts screen as the browser shows it: pages of the settings'
    /// size, each section as far as the user paged it, load-more rows and
    /// inline details (see `ContactsScreen.build`). Without the Duplicates
    /// link: the browser puts it in when its count, made off the loop, arrives.
    /// A group's screen is its members' contacts screen (none when the
    /// group is gone) in the book listed, titled with its name, without the
    /// Links: the way back is the screen it came from.
    private func contacts(_ request: ScreenRequest, _ settings: AppSettings, group: String? = nil) throws -> Screen {
        let members = try group.map { try book.contactGroup(named: $0, in: request.book)?.members ?? GroupMembers() }
        var state = ContactsState(settings: settings, search: request.search, group: members,
                                  pages: .loadMore(size: settings.pageSize), paging: request.paging,
                                  expanded: request.expanded, distinguishesSharedNames: true)
        try state.list(request.book, of: book)
        var screen = try ContactsScreen.build(state, from: reader)
        if let group {
            screen.title = group
            screen.sections.removeAll { $0.id == .links }
        }
        return screen
    }

    /// The page beside a load-more row, by key: after it, or before the rows read from the end.
    public func page(continuing request: PageRequest, direction: PageDirection = .forward) throws -> EntryPages.Page {
        try EntryPages.page(continuing: request, direction: direction, size: try book.appSettings().pageSize, in: reader)
    }

    /// Performs a confirmed account action on the stored auth state; returns what was done, for the status line.
    public func perform(_ action: AccountAction) throws -> String {
        switch action {
        case .logOut:
            return try book.logOut() ? "logged out" : "nobody was logged in"
        case .disconnect(let service):
            try book.disconnect(service: try ServiceName(service))
            return "logged out of \(service)"
        case .logIn, .createAccount:
            throw BrowserError.logInNeedsCredentials  // the form's `.logIn` and `.createAccount` effects do it
        }
    }

    /// `message`, with the screen `request` asks for rebuilt after an account action.
    private func rebuilding(_ request: ScreenRequest, after message: String) throws -> ChangeReport {
        ChangeReport(message, screens: [ChangeReport.Rebuilt(request, screen: try screen(for: request))])
    }
}

import Sections

/// Work the reducer asks for, as a value: the driver performs it (most of
/// it with `BrowserSession.run`) and feeds the outcome back as an input.
public enum BrowserEffect: Sendable, Equatable {
    /// Build a screen; answered by `.screenRebuilt(screen, for: request)`.
    case buildScreen(ScreenRequest)
    /// Fetch the page after a load-more row; answered by `.loaded(.page(…))`.
    case loadPage(PageRequest)
    /// Build the filtered contacts screen OFF the input loop; answered by
    /// `.loaded(.searchResult(screen, generation:))`, dropped when stale.
    case search(ScreenRequest, generation: Int)
    /// Perform a confirmed account action, then rebuild `then`.
    case perform(AccountAction, then: ScreenRequest)
    /// Log in with what the form collected, then rebuild `then`.
    case logIn(user: String, password: MaskedText, then: ScreenRequest)
    case quit
}

/// An account operation a settings row offers.
public enum AccountAction: String, Sendable, Hashable, CaseIterable {
    case logIn
    case logOut
    case thirdPartyLogOut
}

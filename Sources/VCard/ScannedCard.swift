/// One item from ``VCardScanner``: a complete card or a structural problem, in input order.
public enum ScannedCard: Sendable, Equatable {
    case card(RawCard)
    case problem(VCardProblem)
}

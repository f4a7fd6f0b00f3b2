/// The stable documents shipped in the binary, reached from the settings screen.
public enum Document: Sendable, CaseIterable {
    case termsAndConditions
    case privacyPolicy

    public var title: String {
        switch self {
        case .termsAndConditions: return "Terms and Conditions"
        case .privacyPolicy: return "Privacy Policy"
        }
    }

    public var destination: Destination {
        switch self {
        case .termsAndConditions: return .termsAndConditions
        case .privacyPolicy: return .privacyPolicy
        }
    }

    var screen: ScreenID {
        switch self {
        case .termsAndConditions: return .terms
        case .privacyPolicy: return .privacy
        }
    }

    /// The text, one paragraph per element.
    public var paragraphs: [String] {
        switch self {
        case .termsAndConditions: return DocumentTexts.terms
        case .privacyPolicy: return DocumentTexts.privacy
        }
    }
}

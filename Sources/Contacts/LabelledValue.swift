/// A value with the label it is shown after: a URL ("work"), an
/// instant-messaging handle (its service, "jabber").
public struct LabelledValue: Sendable, Equatable {
    public var label: String
    public var value: String

    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}

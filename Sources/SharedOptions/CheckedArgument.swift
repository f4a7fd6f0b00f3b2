import ArgumentParser

/// A word of the command line read into its domain type once, as
/// ArgumentParser parses the line (`transform: CheckedArgument.parser(…)`):
/// the value, or the reason it is not one.
///
/// The reason is reported by `validate()` as a usage error (exit 64, usage
/// shown) in the domain type's own words. A `transform:` that throws would
/// have ArgumentParser wrap them ("The value '…' is invalid for '<service>':
/// …") and report them before a missing argument; this keeps the message and
/// the order that `validate()` gives.
public struct CheckedArgument<Value: Sendable>: Sendable {
    private let result: Result<Value, ValidationError>

    public init(_ text: String, as parse: (String) throws -> Value) {
        do {
            result = .success(try parse(text))
        } catch {
            result = .failure(ValidationError("\(error)"))
        }
    }

    /// The transform for `@Option` and `@Argument`.
    public static func parser(_ parse: @escaping @Sendable (String) throws -> Value) -> @Sendable (String) -> Self {
        { CheckedArgument($0, as: parse) }
    }

    /// Throws the reason the word is not a `Value`, for a command's `validate()`.
    public func validate() throws(ValidationError) {
        _ = try result.get()
    }

    /// The value; ArgumentParser has called `validate()` before `run()`, so in
    /// `run()` this never throws.
    public var value: Value {
        get throws(ValidationError) { try result.get() }
    }
}

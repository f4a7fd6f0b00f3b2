import Foundation

/// Makes an address book with no contacts at `path` the way a person would:
/// only commands that write create one, and importing an empty file adds nothing.
public func makeEmptyBook(at path: String) throws {
    let result = try phonebook("import", "--quiet", "--db", path, "/dev/null")
    guard result.status == 0, FileManager.default.fileExists(atPath: path) else {
        throw EmptyBookFailure(message: "could not make an empty book at \(path): \(result.stderr)")
    }
}

struct EmptyBookFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

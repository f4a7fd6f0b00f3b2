import CCrypto

/// libcrypto's functions, opened at their first use instead of linked, so
/// that the commands which never touch a secret never load it: linked, its
/// 18,000 relocations cost every start of `phonebook` 3.0 M instructions
/// (callgrind, `--version`: 18.3 M linked, 15.4 M opened at first use).
enum LibCrypto {
    /// The functions, loaded once by whichever thread asks first.
    static func functions() throws(CredentialsError) -> CCryptoFunctions {
        guard let loaded = loaded.functions else { throw .libcryptoUnavailable(loaded.failure) }
        return loaded
    }

    private static let loaded = Loaded()

    /// The outcome of opening the library.
    private struct Loaded: @unchecked Sendable {  // immutable once made; the functions stay valid (never dlclose'd)
        var functions: CCryptoFunctions?
        var failure = ""

        init() {
            let table = UnsafeMutablePointer<CCryptoFunctions>.allocate(capacity: 1)
            defer { table.deallocate() }
            if ccrypto_load(table) {
                functions = table.pointee
            } else {
                failure = ccrypto_error().map { String(cString: $0) } ?? "libcrypto could not be opened"
            }
        }
    }
}

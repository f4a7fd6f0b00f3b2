import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One stream of vCards to import: a file, a file of a vdir, or standard input.
public struct ImportInput: Sendable {
    /// How messages name it: the path as given, or "-" for standard input.
    public let name: String
    /// What `--prune` mirrors: the file's or folder's absolute path, or "-".
    public let source: String
    let content: Content

    enum Content: Sendable {
        /// The size is read once, when the input is named: it only drives progress.
        case file(path: String, size: Int)
        case spooled(SpooledInput)
        case bytes([UInt8])
    }

    /// The size in bytes, for progress.
    public var size: Int {
        switch content {
        case .file(_, let size): return size
        case .spooled(let spool): return spool.size
        case .bytes(let bytes): return bytes.count
        }
    }

    /// Standard input, copied to an unlinked temporary file and mapped like
    /// any other file, so a large pipe costs no more memory than a file.
    /// `source` is what `--prune` mirrors it as (`--source NAME`; "-" without).
    public static func standardInput(source: String = "-") throws -> ImportInput {
        ImportInput(name: "-", source: source, content: .spooled(try SpooledInput(copying: STDIN_FILENO)))
    }

    /// Cards already in memory, named `name` in messages and mirrored as `source`.
    public static func bytes(_ bytes: [UInt8], name: String, source: String) -> ImportInput {
        ImportInput(name: name, source: source, content: .bytes(bytes))
    }

    /// In-memory text, for tests and callers that already hold the cards.
    public static func text(_ text: String, name: String, source: String) -> ImportInput {
        .bytes(Array(text.utf8), name: name, source: source)
    }

    /// The inputs the command line names: files, folders of `.vcf` files
    /// (a vdir, as vdirsyncer and khard keep them), or "-" for stdin.
    public static func resolve(_ arguments: [String],
                               standardInput: () throws -> ImportInput = { try .standardInput() }) throws -> [ImportInput] {
        var inputs: [ImportInput] = []
        for argument in arguments {
            if argument == "-" {
                inputs.append(try standardInput())
                continue
            }
            var isFolder = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw ImportError.missingInput(path: argument)
            }
            let absolute = URL(fileURLWithPath: argument).standardizedFileURL.resolvingSymlinksInPath().path
            if isFolder {
                let names: [String]
                do {
                    names = try FileManager.default.contentsOfDirectory(atPath: argument)
                } catch {
                    throw ImportError.unlistableFolder(path: argument, reason: Self.reason(error))
                }
                let cardFiles = names.sorted().filter(isCardFile)
                // Refused rather than read as "no cards": an unmounted or emptied
                // folder must not look like a vdir whose cards were all deleted.
                guard !cardFiles.isEmpty else { throw ImportError.noCardFiles(folder: argument) }
                for name in cardFiles {
                    let path = argument.hasSuffix("/") ? argument + name : argument + "/" + name
                    try checkReadable(path)
                    inputs.append(ImportInput(name: path, source: absolute, content: .file(path: path, size: fileSize(path))))
                }
            } else {
                try checkReadable(argument)
                inputs.append(ImportInput(name: argument, source: absolute, content: .file(path: argument, size: fileSize(argument))))
            }
        }
        return inputs
    }

    /// The system's words for why a folder could not be listed: its errno
    /// (FoundationEssentials keeps it as the underlying error).
    private static func reason(_ error: any Error) -> String {
        guard let code = ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue else { return "the system gave no reason" }
        return String(cString: strerror(code))
    }

    private static func isCardFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !name.hasPrefix(".") && (lower.hasSuffix(".vcf") || lower.hasSuffix(".vcard"))
    }

    /// stat(2)'s size; FoundationEssentials' attributes give it as a UInt64 that `as? Int` misses.
    private static func fileSize(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    private static func checkReadable(_ path: String) throws {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ImportError.unreadableInput(path: path, reason: "permission denied")
        }
    }

    /// Calls `body` with the whole content, memory-mapped for files.
    func withBytes<T>(_ body: (UnsafeRawBufferPointer, MappedFile?) throws -> T) throws -> T {
        switch content {
        case .bytes(let bytes):
            return try bytes.withUnsafeBytes { try body($0, nil) }
        case .file(let path, _):
            let file = try MappedFile(path: path)
            return try body(file.bytes, file)
        case .spooled(let spool):
            let file = try MappedFile(descriptor: spool.descriptor, name: "-")
            return try body(file.bytes, file)
        }
    }
}

/// Why an import could not start; nothing was written.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingInput(path: String)
    case unreadableInput(path: String, reason: String)
    /// A folder whose names cannot be read, with the system's reason.
    case unlistableFolder(path: String, reason: String)
    /// A folder without a `.vcf` (or `.vcard`) file in it.
    case noCardFiles(folder: String)

    public var description: String {
        switch self {
        case .missingInput(let path): return "\(path): no such file or folder"
        case .unreadableInput(let path, let reason): return "\(path): cannot read: \(reason)"
        case .unlistableFolder(let path, let reason): return "\(path): cannot list the folder: \(reason)"
        case .noCardFiles(let folder): return "\(folder): no .vcf or .vcard files in this folder; nothing was imported"
        }
    }
}

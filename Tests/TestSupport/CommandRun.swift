import Foundation

/// What one run of a program printed and how it ended.
public struct CommandResult: Sendable, Equatable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// True when it was ended by a signal rather than exiting.
    public var wasSignaled: Bool
}

/// Runs a program with arguments, standard input and a controlled
/// environment: no inherited PHONEBOOK_DB or PHONEBOOK_BOOK, HOME in `home`, COLUMNS pinned, sessions in `testSessionRuntime`,
/// and a locale naming no country (the region setting's default). `started`
/// is told the child's process id as soon as it runs (a test that kills it).
public func runProgram(
    _ executable: URL,
    _ arguments: [String],
    stdin: String? = nil,
    stdinFile: URL? = nil,
    environment extra: [String: String] = [:],
    home: URL? = nil,
    started: (Int32) -> Void = { _ in }
) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["PHONEBOOK_DB"] = nil
    environment["PHONEBOOK_BOOK"] = nil
    environment["XDG_DATA_HOME"] = nil
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "80"
    environment["LC_ALL"] = "C.UTF-8"
    environment["LANG"] = "C.UTF-8"
    environment["LC_TELEPHONE"] = nil
    // Sessions go to a folder of the tests' own, never the developer's real $XDG_RUNTIME_DIR/phonebook.
    environment["XDG_RUNTIME_DIR"] = testSessionRuntime
    if let home { environment["HOME"] = home.path }
    for (key, value) in extra { environment[key] = value }
    process.environment = environment

    let output = Pipe(), errors = Pipe(), input = Pipe()
    process.standardOutput = output
    process.standardError = errors
    // A file as standard input is read as far as the program likes: nothing is written to a pipe it
    // may have stopped reading.
    process.standardInput = try stdinFile.map { try FileHandle(forReadingFrom: $0) } ?? input
    try process.run()
    started(process.processIdentifier)
    // Read both pipes concurrently so neither fills up and blocks the child.
    let stdoutData = LockedData(), stderrData = LockedData()
    let group = DispatchGroup()
    for (pipe, sink) in [(output, stdoutData), (errors, stderrData)] {
        group.enter()
        DispatchQueue.global().async {
            sink.set(pipe.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
    }
    // A program may exit before it reads what it is given (a refusal): the
    // write then fails with EPIPE, which the test process must outlive.
    ignoreBrokenPipes
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus,
        stdout: String(decoding: stdoutData.get(), as: UTF8.self),
        stderr: String(decoding: stderrData.get(), as: UTF8.self),
        wasSignaled: process.terminationReason == .uncaughtSignal)
}

/// SIGPIPE ignored in the test process, once: a write to a child that has
/// exited fails instead of ending every suite of the run.
private let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

/// The XDG_RUNTIME_DIR the binary runs with unless a test gives its own: a
/// 0700 folder under the temporary folder, kept for every run of this user.
let testSessionRuntime: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("phonebook-tests-runtime-\(geteuid())").path
    mkdir(path, 0o700)
    return path
}()

/// Runs the built `phonebook` binary.
public func phonebook(_ arguments: String..., stdin: String? = nil,
                      environment: [String: String] = [:], home: URL? = nil) throws -> CommandResult {
    try runProgram(Repository.binary, arguments, stdin: stdin, environment: environment, home: home)
}

/// `phonebook` with an argument array.
public func phonebook(arguments: [String], stdin: String? = nil, stdinFile: URL? = nil,
                      environment: [String: String] = [:], home: URL? = nil,
                      started: (Int32) -> Void = { _ in }) throws -> CommandResult {
    try runProgram(Repository.binary, arguments, stdin: stdin, stdinFile: stdinFile, environment: environment, home: home,
                   started: started)
}

/// Data written by one thread and read by another after a barrier.
final class LockedData: @unchecked Sendable {
    // @unchecked: every access goes through `lock`.
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.lock(); data = value; lock.unlock() }
    func get() -> Data { lock.lock(); defer { lock.unlock() }; return data }
}

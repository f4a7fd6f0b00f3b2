import Foundation

/// What bash's completion offers for the last of `words` (the command line,
/// program first), with the completion script `script` loaded as
/// bash-completion loads it: the function `complete` names, called with
/// COMP_WORDS, COMP_CWORD, COMP_LINE and COMP_POINT set.
public func bashCompletions(_ words: [String], script: URL,
                            environment: [String: String] = [:]) throws -> CommandResult {
    let driver = """
        source "$1" || exit 3
        shift
        function=$(complete -p phonebook | sed -E 's/.* -F ([^ ]+) .*/\\1/')
        COMP_WORDS=("$@")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        COMP_LINE="${COMP_WORDS[*]}"
        COMP_POINT=${#COMP_LINE}
        "$function" phonebook "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
        printf '%s\\n' "${COMPREPLY[@]}"
        """
    return try runProgram(URL(fileURLWithPath: "/bin/bash"),
                          ["--norc", "--noprofile", "-c", driver, "bash", script.path] + words,
                          environment: environment)
}

@testable import phonebook
import CardEditing
import Foundation
import Testing
import TestSupport

/// The editor round shared by `edit`, `add` and the browser, driven by scripted editors.
@Suite("Editor session")
struct EditorSessionTests {
    /// A session whose editor is a shell script (its body given), with its temporary files in `folder`.
    func session(_ folder: URL, editor body: String, variable: String = "EDITOR") throws -> EditorSession {
        let script = folder.appendingPathComponent("editor-\(UUID().uuidString).sh")
        try ("#!/bin/sh\nDIR='\(folder.path)'\n" + body + "\n").write(to: script, atomically: true, encoding: .utf8)
        var environment = ["PATH": "/usr/bin:/bin", "TMPDIR": folder.path]
        // Run through sh, not executed itself: a script just written may still be open in a child
        // another test forked (ETXTBSY); and so EDITOR is a command with an argument.
        environment[variable] = "/bin/sh " + script.path
        return EditorSession(environment: environment)
    }

    /// What is left in `folder` besides the scripts and what they wrote: the session's own files.
    func leftovers(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("phonebook-edit-") }
    }

    static let form = ContactForm.render(ContactDetails(name: "Grace Hopper", given: "Grace", family: "Hopper"))

    @Test("an edited form comes back; the file was private and is gone")
    func edited() throws {
        try withTemporaryDirectory { folder in
            let editor = try session(folder, editor: """
                stat -c '%a' "$1" "$(dirname "$1")" > "$DIR/modes"
                sed -i 's/^Title:.*/Title: Rear Admiral/' "$1"
                """)
            let text = try #require(try editor.run(form: Self.form))
            #expect(try ContactForm.parse(text).title == "Rear Admiral")
            #expect(try String(contentsOf: folder.appendingPathComponent("modes"), encoding: .utf8) == "600\n700\n")
            #expect(try leftovers(folder) == [])
        }
    }

    @Test("a form left unchanged, or emptied, changes nothing")
    func unchanged() throws {
        try withTemporaryDirectory { folder in
            for body in ["exit 0", ": > \"$1\"", "sed -i 's/: .*/:/' \"$1\""] {
                let editor = try session(folder, editor: body)
                let result = try editor.run(form: Self.form)
                #expect(result == nil, "\(body)")
            }
            #expect(try leftovers(folder) == [])
        }
    }

    @Test("an invalid form is reopened with the error at the top, until it is right")
    func reopened() throws {
        try withTemporaryDirectory { folder in
            let editor = try session(folder, editor: """
                n=$(cat "$DIR/count" 2>/dev/null || echo 0); n=$((n + 1)); echo $n > "$DIR/count"
                cp "$1" "$DIR/seen-$n"
                if [ $n = 1 ]; then printf 'Name: Grace\\nBirthday: 1906-13-09\\n' > "$1"
                elif [ $n = 2 ]; then sed -i 's/1906-13-09/1906-12-09/' "$1"; echo 'Name: Again' >> "$1"
                else sed -i '/^Name: Again/d' "$1"; fi
                """)
            let text = try #require(try editor.run(form: Self.form))
            #expect(try ContactForm.parse(text) == ContactDetails(name: "Grace", birthday: "1906-12-09"))
            let second = try String(contentsOf: folder.appendingPathComponent("seen-2"), encoding: .utf8)
            let lines = second.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "# error: line 4: birthday \"1906-13-09\" is not a date as YYYY-MM-DD or --MM-DD")
            #expect(lines[3] == "Birthday: 1906-13-09")
            // The third round shows only the new error, numbered in the file it is shown in.
            let third = try String(contentsOf: folder.appendingPathComponent("seen-3"), encoding: .utf8)
            let thirdLines = third.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(thirdLines[0] == "# error: line 5: a second Name (the first is on line 3); a card has one")
            #expect(thirdLines[4] == "Name: Again")
            #expect(thirdLines.filter { $0.hasPrefix("# error:") }.count == 1)
            #expect(try leftovers(folder) == [])
        }
    }

    @Test("quitting a reopened form without saving changes nothing")
    func giveUp() throws {
        try withTemporaryDirectory { folder in
            let editor = try session(folder, editor: """
                if [ -e "$DIR/ran" ]; then exit 0; fi; touch "$DIR/ran"
                echo 'Birthday: someday' >> "$1"
                """)
            let result = try editor.run(form: Self.form)
            #expect(result == nil)
        }
    }

    @Test("an editor that fails changes nothing, and says so")
    func editorFails() throws {
        try withTemporaryDirectory { folder in
            let editor = try session(folder, editor: "echo 'Title: X' >> \"$1\"; exit 1")
            #expect(throws: EditorFailure.exited(editor: editor.editor, status: 1)) { try editor.run(form: Self.form) }
            #expect(EditorFailure.exited(editor: "vi", status: 1).description == "the editor (vi) exited with status 1; nothing changed")
            #expect(try leftovers(folder) == [])
        }
    }

    @Test("VISUAL comes before EDITOR; an editor command with arguments works")
    func editorChoice() throws {
        try withTemporaryDirectory { folder in
            var editor = try session(folder, editor: "sed -i 's/^Title:.*/Title: Visual/' \"$1\"", variable: "VISUAL")
            editor.environment["EDITOR"] = "false"
            let visual = try #require(try editor.run(form: Self.form))
            #expect(try ContactForm.parse(visual).title == "Visual")
            editor.environment["VISUAL"] = "sed -i s/^Title:.*/Title:\\ Args/"
            let arguments = try #require(try editor.run(form: Self.form))
            #expect(try ContactForm.parse(arguments).title == "Args")
            #expect(EditorSession(environment: [:]).editor == "vi")
        }
    }

    @Test("a raw card is checked as one whole vCard, errors reopened with their line")
    func raw() throws {
        let card = "BEGIN:VCARD\nVERSION:3.0\nFN:Grace Hopper\nEND:VCARD\n"
        try withTemporaryDirectory { folder in
            let editor = try session(folder, editor: """
                n=$(cat "$DIR/count" 2>/dev/null || echo 0); n=$((n + 1)); echo $n > "$DIR/count"
                cp "$1" "$DIR/seen-$n"
                if [ $n = 1 ]; then sed -i 's/^FN:.*/FN Grace/' "$1"
                else sed -i -e 's/^FN Grace/FN:Grace/' -e '/^#/d' "$1"; fi
                """)
            let text = try #require(try editor.run(rawCard: card))
            #expect(try RawCardText.check(text) == Array("BEGIN:VCARD\nVERSION:3.0\nFN:Grace\nEND:VCARD\n".utf8))
            let second = try String(contentsOf: folder.appendingPathComponent("seen-2"), encoding: .utf8)
            #expect(second.hasPrefix("# error: line 5: "))
            #expect(second.split(separator: "\n")[4] == "FN Grace")
        }
        #expect(throws: FormError(line: 5, "a second vCard: edit one contact at a time")) {
            try RawCardText.check(card + card)
        }
        #expect(throws: (any Error).self) { try RawCardText.check("BEGIN:VCARD\nFN:A\n") }
    }
}

import Foundation
import Testing
import TestSupport

/// The write path met by editors and scripts that misbehave: files saved in another encoding or with a
/// byte order mark, a raw card whose UID was deleted, options repeated by a script run twice, and a
/// book that cannot be written after the person has done their editing.
@Suite("edit, against misbehaving editors and scripts")
struct EditorMisbehaviourTests {
    /// Runs `body` with a book holding Grace Hopper (UID `grace`, one number, one email) and the test's folder.
    func withGrace(_ body: (String, URL) throws -> Void) throws {
        try withTemporaryDirectory { folder in
            let db = folder.appendingPathComponent("book.sqlite3").path
            let card = ["BEGIN:VCARD", "VERSION:3.0", "UID:grace", "FN:Grace Hopper", "N:Hopper;Grace;;;",
                        "TEL;TYPE=CELL:+1 555 0100", "EMAIL;TYPE=WORK:grace@navy.mil", "END:VCARD", ""].joined(separator: "\r\n")
            let imported = try phonebook("import", "--quiet", "--db", db, "-", stdin: card)
            #expect(imported.status == 0, "\(imported.stderr)")
            try body(db, folder)
        }
    }

    @Test func aFormSavedInLatin1IsReopenedSayingSoAndNothingIsWrittenUntilItIsUTF8() throws {
        try withGrace { db, folder in
            // Round 1 saves the title as Latin-1 (é as the byte E9), as an editor set to another encoding does.
            let editor = try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then sed -i "s/^Title:.*/Title: Caf$(printf '\\351')/" "$1"
                else sed -i "s/^Title:.*/Title: Café/" "$1"; fi
                """)
            let result = try phonebook("edit", "--db", db, "grace", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            let reopened = try shownToEditor(folder, round: 2)
            #expect(reopened.hasPrefix("# error: line "), "\(reopened)")
            #expect(reopened.components(separatedBy: "\n")[0].hasSuffix("is not UTF-8 text: save the file as UTF-8"), "\(reopened)")
            #expect(try exportedCard(db, "grace").contains("\r\nTITLE:Café\r\n"))
        }
    }

    @Test func aRawCardSavedInLatin1IsReopenedNotStoredWithReplacementCharacters() throws {
        try withGrace { db, folder in
            let editor = try scriptedEditor(folder, countedRound + """

                if [ $n = 1 ]; then sed -i "s/^FN:.*/FN:Jos$(printf '\\351')/" "$1"; fi
                """)
            let result = try phonebook("edit", "--db", db, "--raw", "grace", environment: editor)
            #expect(result.status == 0 && result.stderr == "phonebook: nothing changed\n", "\(result.stderr)")
            #expect(try shownToEditor(folder, round: 2).hasPrefix("# error: line 6: this line is not UTF-8 text"))
            #expect(try exportedCard(db, "grace").contains("FN:Grace Hopper\r\n"))
        }
    }

    @Test func aFormSavedWithAByteOrderMarkAndCRLFAsNotepadDoesIsRead() throws {
        try withGrace { db, folder in
            let editor = try scriptedEditor(folder, countedRound + """

                { printf '\\357\\273\\277'; sed 's/^Title:.*/Title: Admiral/; s/$/\\r/' "$1"; } > "$DIR/saved"
                cp "$DIR/saved" "$1"
                """)
            let result = try phonebook("edit", "--db", db, "grace", environment: editor)
            #expect(result.status == 0 && result.stderr == "phonebook: edited Grace Hopper; phonebook undo reverts it\n",
                    "\(result.stderr)")
            #expect(try String(contentsOf: folder.appendingPathComponent("count"), encoding: .utf8) == "1\n")
            #expect(try exportedCard(db, "grace").contains("\r\nTITLE:Admiral\r\n"))
        }
    }

    @Test func aRawEditThatDeletesTheUIDLineKeepsTheContactsUID() throws {
        try withGrace { db, folder in
            let editor = try scriptedEditor(folder, "sed -i '/^UID:/d; s/^FN:.*/FN:Grace B. Hopper/' \"$1\"")
            let result = try phonebook("edit", "--db", db, "--raw", "grace", environment: editor)
            #expect(result.status == 0, "\(result.stderr)")
            let card = try exportedCard(db, "grace")
            #expect(card.contains("\r\nUID:grace\r\n") && card.contains("FN:Grace B. Hopper"), "\(card)")
        }
    }

    @Test func addingANumberOrEmailTheContactHasChangesNothingSoAScriptCanRunTwice() throws {
        try withGrace { db, _ in
            let before = try exportedCard(db, "grace")
            let again = try phonebook("edit", "--db", db, "grace", "--add-phone", "+1 (555) 0100", "--add-email", "GRACE@navy.mil")
            #expect(again.status == 0 && again.stderr == "phonebook: nothing changed\n", "\(again.stderr)")
            #expect(try exportedCard(db, "grace") == before)
            // Removed and added in one command, the number is written anew, with its new label.
            let relabel = try phonebook("edit", "--db", db, "grace", "--remove-phone", "+15550100", "--add-phone", "work=+1 555 0100")
            #expect(relabel.status == 0, "\(relabel.stderr)")
            let card = try exportedCard(db, "grace")
            #expect(card.contains("\r\nTEL;TYPE=WORK:+1 555 0100\r\n") && !card.contains("CELL"), "\(card)")
            // Two of one new number in one command: one line.
            let twice = try phonebook("edit", "--db", db, "grace", "--add-phone", "+1 555 0199", "--add-phone", "1-555-0199")
            #expect(twice.status == 0, "\(twice.stderr)")
            #expect(try exportedCard(db, "grace").components(separatedBy: "0199").count == 2)
        }
    }

    @Test func aFormEditThatCannotBeWrittenKeepsWhatThePersonSavedAndSaysWhere() throws {
        try withGrace { db, folder in
            let before = try exportedCard(db, "grace")
            let editor = try scriptedEditor(folder, "sed -i 's/^Title:.*/Title: Rear Admiral/' \"$1\"")
            let holder = try LockWaitTests.LockHolder(db)
            defer { holder.release() }
            var environment = editor
            environment["PHONEBOOK_LOCK_TIMEOUT"] = "1"
            let result = try phonebook("edit", "--db", db, "grace", environment: environment)
            #expect(result.status == 74, "\(result.stderr)")
            let kept = try #require(result.stderr.firstMatch(of: /; what you saved is kept in (\S+)\n/)?.output.1, "\(result.stderr)")
            #expect(kept.hasPrefix(folder.path + "/phonebook-edit-"))
            #expect(try String(contentsOfFile: String(kept), encoding: .utf8).contains("\nTitle: Rear Admiral\n"))
            let attributes = try FileManager.default.attributesOfItem(atPath: String(kept))
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            #expect(try exportedCard(db, "grace") == before)
        }
    }
}

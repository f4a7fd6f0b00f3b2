import DAV
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Vdir

/// The vdir as the sync's other side: conditional, atomic writes that
/// never replace anything but a regular file, and a listing that tells the
/// rest without reading it.
@Suite struct VdirCollectionTests {
    static let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada\r\nEND:VCARD\r\n".utf8)
    static let edited = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n".utf8)

    @Test func aWriteTakesTheVersionTheNextListingFindsAndAStaleVersionIsA412() throws {
        try withTemporaryDirectory { folder in
            let vdir = VdirCollection(folder: folder.path)
            let href = try vdir.href(forUID: "ada", in: vdir.bookPath)
            #expect(href == folder.path + "/ada.vcf")
            let created = try vdir.put(Self.card, at: href, .create)
            #expect(try vdir.members(of: vdir.bookPath) == [RemoteMember(href: href, etag: created.etag)])
            #expect(throws: DAVError.preconditionFailed(href: href)) { try vdir.put(Self.card, at: href, .create) }

            // khard writes the file anew (a new inode) after our listing: our update is refused, its text kept.
            let theirs = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada King\r\nEND:VCARD\r\n".utf8)
            try Data(theirs).write(to: URL(fileURLWithPath: href), options: .atomic)
            #expect(throws: DAVError.preconditionFailed(href: href)) {
                try vdir.put(Self.edited, at: href, .update(etag: created.etag!))
            }
            #expect(throws: DAVError.preconditionFailed(href: href)) { try vdir.delete(href, etag: created.etag!) }
            #expect(try Array(Data(contentsOf: URL(fileURLWithPath: href))) == theirs)

            let current = try #require(try vdir.get(href))
            #expect(current.card == theirs)
            let updated = try vdir.put(Self.edited, at: href, .update(etag: try #require(current.etag)))
            #expect(try vdir.fetch([href], from: vdir.bookPath).cards == [FetchedCard(href: href, etag: updated.etag, card: Self.edited)])
            try vdir.delete(href, etag: try #require(updated.etag))
            #expect(try vdir.get(href) == nil)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "no temporary file left")
        }
    }

    @Test func aSymbolicLinkOrAFIFOIsListedWithoutAVersionAndNeverReadReplacedOrRemoved() throws {
        try withTemporaryDirectory { folder in
            let outside = folder.appendingPathComponent("outside.card")
            try Data(Self.card).write(to: outside)
            let vdir = VdirCollection(folder: folder.appendingPathComponent("vdir").path)
            try FileManager.default.createDirectory(atPath: vdir.folder, withIntermediateDirectories: false)
            let link = vdir.bookPath + "ada.vcf", fifo = vdir.bookPath + "grace.vcf"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.path)
            #expect(mkfifo(fifo, 0o600) == 0)

            let members = try vdir.members(of: vdir.bookPath)
            #expect(Set(members) == [RemoteMember(href: link, etag: nil), RemoteMember(href: fifo, etag: nil)])
            #expect(vdir.notes.count == 2)
            #expect(vdir.notes.contains { $0.hasPrefix(link + ": a symbolic link, not a regular file") })
            #expect(vdir.notes.contains { $0.hasPrefix(fifo + ": a FIFO, not a regular file") })
            // Read without waiting for a FIFO's writer, and without following the link.
            let read = try vdir.fetch([link, fifo], from: vdir.bookPath)
            #expect(read.cards.isEmpty && read.missing.isEmpty)

            for href in [link, fifo] {
                #expect(throws: DAVError.self) { try vdir.put(Self.edited, at: href, .update(etag: "1;2;3")) }
                #expect(throws: DAVError.self) { try vdir.put(Self.edited, at: href, .create) }
                #expect(throws: DAVError.self) { try vdir.delete(href, etag: "1;2;3") }
                #expect(throws: DAVError.self) { try vdir.get(href) }
            }
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == outside.path)
            #expect(try Array(Data(contentsOf: outside)) == Self.card)
            var status = stat()
            #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
            #expect(Set(try FileManager.default.contentsOfDirectory(atPath: vdir.folder)) == ["ada.vcf", "grace.vcf"])
        }
    }

    @Test func aTemporaryFileOfAKilledRunIsRemovedByTheNextListingAndAnotherRunsIsKept() throws {
        try withTemporaryDirectory { folder in
            let vdir = VdirCollection(folder: folder.path)
            // A process id no process has (above the kernel's limit), and this process's own.
            let abandoned = folder.appendingPathComponent(".phonebook-2147483646-a1b2c3").path
            let running = folder.appendingPathComponent(".phonebook-\(getpid())-d4e5f6").path
            for path in [abandoned, running] { try Data(Self.card).write(to: URL(fileURLWithPath: path)) }
            #expect(try vdir.members(of: vdir.bookPath).isEmpty)
            #expect(!FileManager.default.fileExists(atPath: abandoned))
            #expect(FileManager.default.fileExists(atPath: running))
        }
    }

    @Test func aCardWithoutAUIDTakesTheUIDAndFileNameExportGivesIt() {
        let vdir = VdirCollection(folder: "/tmp/x/")
        #expect(vdir.bookPath == "/tmp/x/")
        let uid = vdir.uid(forCardKnownAs: "phonebook-content:0123")
        #expect(uid.hasPrefix("phonebook-") && !uid.contains(":"))
        #expect((try? vdir.href(forUID: uid, in: vdir.bookPath)) == "/tmp/x/\(uid).vcf")
        #expect((try? vdir.href(forUID: "urn:uuid:1", in: vdir.bookPath))?.hasPrefix("/tmp/x/phonebook-") == true)
    }
}

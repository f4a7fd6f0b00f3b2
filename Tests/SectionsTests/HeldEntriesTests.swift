import Store
import Testing
@testable import Sections

/// Entries held past the row the store lends them in keep their text,
/// whether copied one by one or a contact at a time, and whatever was held before.
@Suite("Held entries")
struct HeldEntriesTests {
    /// An entry's texts as strings: name, label, number, detail.
    private func texts(_ held: HeldEntries, in range: Range<Int>? = nil,
                       detail: UnsafeRawBufferPointer?? = nil) -> [[String?]] {
        var texts: [[String?]] = []
        held.forEach(in: range, detail: detail) { entry in
            texts.append([String(decoding: entry.name, as: UTF8.self), String(decoding: entry.label, as: UTF8.self),
                          String(decoding: entry.number, as: UTF8.self), entry.detailText])
        }
        return texts
    }

    /// Entries of `contacts` (each its name and numbers) appended one at a time, given `detail`.
    private func held(_ contacts: [(ContactID, String, [String])], detail: String?) -> HeldEntries {
        var held = HeldEntries()
        for (contact, name, numbers) in contacts {
            for (position, number) in numbers.enumerated() {
                var name = name, label = "work", number = number, detail = detail
                name.withUTF8 { name in
                    label.withUTF8 { label in
                        number.withUTF8 { number in
                            let append = { (detail: UnsafeRawBufferPointer?) in
                                held.append(HeldEntry(contactID: contact, position: position, name: UnsafeRawBufferPointer(name),
                                                      label: UnsafeRawBufferPointer(label),
                                                      number: UnsafeRawBufferPointer(number), detail: detail))
                            }
                            if detail == nil { append(nil) } else { detail!.withUTF8 { append(UnsafeRawBufferPointer($0)) } }
                        }
                    }
                }
            }
        }
        return held
    }

    @Test func aContactCopiedInOneBlockKeepsEachEntrysText() {
        let source = held([(1, "Ann Lee", ["555-0100", "555-0101"]), (2, "Bo", ["1"]), (3, "Zoë Ñúñez", ["+44 20", "", "9"])],
                          detail: nil)
        var copied = held([(9, "Already here", ["000"])], detail: "kept")
        var detail = "Acme, Sales"
        detail.withUTF8 { copied.append(source, 2..<6, detail: UnsafeRawBufferPointer($0)) }
        copied.append(source, 0..<2, detail: nil)
        copied.append(source, 6..<6, detail: nil)
        #expect(copied.count == 7)
        #expect(texts(copied) == [
            ["Already here", "work", "000", "kept"],
            ["Bo", "work", "1", "Acme, Sales"],
            ["Zoë Ñúñez", "work", "+44 20", "Acme, Sales"], ["Zoë Ñúñez", "work", "", "Acme, Sales"],
            ["Zoë Ñúñez", "work", "9", "Acme, Sales"],
            ["Ann Lee", "work", "555-0100", nil], ["Ann Lee", "work", "555-0101", nil],
        ])
        // The source is as it was.
        #expect(texts(source).map { $0[0] } == ["Ann Lee", "Ann Lee", "Bo", "Zoë Ñúñez", "Zoë Ñúñez", "Zoë Ñúñez"])
    }

    @Test func emptiedAndFilledAgainHoldsOnlyTheNewEntries() {
        var held = held([(1, "Ann Lee", ["555-0100", "555-0101", "555-0102"])], detail: "Acme")
        let before = held
        held.removeAll()
        #expect(held.isEmpty && texts(held).isEmpty)
        let other = self.held([(2, "Bo", ["1"])], detail: nil)
        held.append(other, 0..<1, detail: nil)
        #expect(texts(held) == [["Bo", "work", "1", nil]])
        // A copy taken before keeps its entries.
        #expect(texts(before).count == 3 && texts(before)[2] == ["Ann Lee", "work", "555-0102", "Acme"])
    }
}

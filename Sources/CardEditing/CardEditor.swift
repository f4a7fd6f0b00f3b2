import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Edits a stored card in place: only the lines an edit is about are rewritten; every other byte
/// (PHOTO, `X-` properties, groups, parameters, folding, line breaks, unknown lines) stays as it was.
public enum CardEditor {
    /// The card's bytes with `edits` made, in order, REV set to `now` and a UID given when it had
    /// none (`newUID`, a fresh `urn:uuid:` unless told). No edits: the same bytes, REV untouched.
    public static func apply(_ edits: [CardEdit], to card: [UInt8], now: Date,
                             newUID: @autoclosure () -> String = CardStamp.randomUID()) throws(CardEditError) -> [UInt8] {
        guard !edits.isEmpty else { return card }
        var edited = try EditedCard(card)
        for edit in edits { try edited.apply(edit) }
        return stamp(&edited, now: now, newUID: newUID())
    }

    /// The card with REV set to `now`, and a UID when it had none: for a card a person rewrote whole
    /// (`edit --raw`).
    public static func stamped(_ card: [UInt8], now: Date,
                               newUID: @autoclosure () -> String = CardStamp.randomUID()) throws(CardEditError) -> [UInt8] {
        var edited = try EditedCard(card)
        return stamp(&edited, now: now, newUID: newUID())
    }

    /// The card under UID `uid` instead of its own, REV set to `now`: a copy
    /// kept beside the original (`sync resolve --keep both`).
    public static func withUID(_ uid: String, _ card: [UInt8], now: Date) throws(CardEditError) -> [UInt8] {
        var edited = try EditedCard(card)
        edited.setSingle("UID", value: edited.text.uri(uid))
        return stamp(&edited, now: now, newUID: uid)
    }

    /// `card` with a `UID:` line for `uid` added, every other byte as it
    /// was (no REV: the card says nothing new); nil when it has a UID.
    public static func withUIDAdded(_ uid: String, to card: [UInt8]) throws(CardEditError) -> [UInt8]? {
        var edited = try EditedCard(card)
        guard edited.firstText("UID")?.trimmed.isEmpty != false else { return nil }
        edited.setSingle("UID", value: edited.text.uri(uid))
        return edited.bytes()
    }

    /// `card` as a CardDAV server takes it: vCard 3.0 and 4.0 require FN
    /// (Radicale answers 400 without one), so a card without a formatted
    /// name gets `name` (the name phonebook lists it by), and one without a
    /// UID `newUID` (a new random one unless given); nil when it has both.
    /// Every other line is kept.
    public static func readyForServer(_ card: [UInt8], name: String, now: Date,
                                      newUID: @autoclosure () -> String = CardStamp.randomUID())
        throws(CardEditError) -> [UInt8]? {
        var edited = try EditedCard(card)
        let lacksName = edited.firstText("FN")?.trimmed.isEmpty != false
        let lacksUID = edited.firstText("UID")?.trimmed.isEmpty != false
        guard lacksName || lacksUID else { return nil }
        if lacksName { edited.setSingle("FN", value: edited.text.escaped(name)) }
        return stamp(&edited, now: now, newUID: newUID())
    }

    /// The card's UID, nil when it has none or an empty one.
    public static func uid(of card: [UInt8]) throws(CardEditError) -> String? {
        guard let uid = try EditedCard(card).firstText("UID")?.trimmed, !uid.isEmpty else { return nil }
        return uid
    }

    static func stamp(_ edited: inout EditedCard, now: Date, newUID: @autoclosure () -> String) -> [UInt8] {
        if edited.firstText("UID")?.trimmed.isEmpty != false {
            edited.setSingle("UID", value: edited.text.uri(newUID()))
        }
        edited.setSingle("REV", value: CardStamp.revision(now))
        return edited.bytes()
    }
}

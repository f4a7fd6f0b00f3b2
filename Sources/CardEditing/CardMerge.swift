import Contacts
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Makes one card out of several, losing nothing: the first card is the base, its bytes kept as an
/// edit keeps them (only added lines are new, and the NOTE when notes are joined); every value of the
/// others it lacks is added.
///
/// - Numbers, emails, addresses, URLs, IMPP, photos, `X-` and every other property are added unless
///   the same value is there (``SameValue``: a number by its digits, an email ignoring case); a second,
///   different photo is added too, after the base's, so a client showing one shows the base's.
/// - A group (`item1.TEL` with its `item1.X-ABLabel`) comes whole, renumbered past the base's groups.
/// - Another name (FN, else N) becomes a NICKNAME; the others' N, UID, REV, PRODID and VERSION are not
///   taken (the merged card keeps the base's UID; the store remembers the others').
/// - Notes are joined into the first NOTE, a blank line between them; a single-valued property
///   (BDAY, GENDER, …) the base holds differently is written into the note, "BDAY (from G. Hopper): …".
/// - Lines are written in the base's version (a 2.1 quoted-printable value into a 3.0 card is
///   re-escaped; into a 2.1 card it stays quoted-printable); REV is set to `now`.
public enum CardMerge {
    /// The merged card of `base` and `others`; `region` decides how national numbers compare.
    public static func merge(_ base: [UInt8], with others: [[UInt8]], region: Region?, now: Date,
                             newUID: @autoclosure () -> String = CardStamp.randomUID()) throws(CardEditError) -> MergedCard {
        var merged = try EditedCard(base)
        let same = SameValue(region: region)
        var notes: [String] = []
        var contributions: [MergedCard.Contribution] = []
        for bytes in others {
            let other = try EditedCard(bytes)
            let added = merged.take(other, same: same, notes: &notes)
            contributions.append(MergedCard.Contribution(name: other.mergeName, added: added))
        }
        merged.joinNotes(notes)
        let name = merged.mergeName
        return MergedCard(bytes: CardEditor.stamp(&merged, now: now, newUID: newUID()), name: name,
                          contributions: contributions)
    }
}

extension FoldedName {
    /// The parts of the name a search matches, each a part of its own (a
    /// search matches within one part at a time): the display name first,
    /// then the name family first ("hopper grace", so a name typed either
    /// way round is found), or the given or family name alone where the
    /// other is missing; a part the display name contains already is left out.
    public var searchParts: [FoldedText] {
        var parts = [displayName]
        if !given.isEmpty && !family.isEmpty {
            let familyFirst = FoldedText(family.string + " " + given.string)
            if !displayName.contains(familyFirst) { parts.append(familyFirst) }
        } else {
            if !displayName.contains(given) { parts.append(given) }
            if !displayName.contains(family) { parts.append(family) }
        }
        return parts
    }
}

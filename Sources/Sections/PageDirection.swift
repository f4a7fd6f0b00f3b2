/// Which way a page is read from a load-more row: on from the rows above
/// it (the usual "load more"), or back from the block below it, the rows
/// read from the section's end (End, then scrolling up).
public enum PageDirection: Sendable, Hashable {
    case forward, backward
}

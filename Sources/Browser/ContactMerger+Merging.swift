import CardEditing
import Store
import Exchange

extension ContactMerger {
    /// `M` in the browser merges as `phonebook merge` does: the same flow, the first contact kept.
    public static var merging: ContactMerger {
        ContactMerger(
            preview: { book, ids in MergePreview(try ContactMerging(book: book).preview(ids)) },
            merge: { book, ids in MergePreview(try ContactMerging(book: book).merge(ids)) }
        )
    }
}

extension MergePreview {
    /// The merged card in brief: its name, the others' names, what they add.
    init(_ merged: MergedCard) {
        self.init(name: merged.name, others: merged.contributions.map(\.name), brief: merged.brief)
    }
}

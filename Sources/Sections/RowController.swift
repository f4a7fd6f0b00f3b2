/// The behaviour of one row kind: how its record is presented and what
/// selecting it means. Exactly one controller per kind.
public protocol RowController: Sendable {
    /// The cells of text a renderer lays out.
    func cells(of row: Row) -> [Cell]
    /// How a renderer arranges those cells.
    var arrangement: CellArrangement { get }
    /// The record's fields, in order, for machine formats.
    func fields(of row: Row) -> [RowField]
    /// What selecting the row means.
    func selection(of row: Row) -> RowAction
}

extension RowController {
    public var arrangement: CellArrangement { .columns }
}

/// The controllers, found by row kind.
public enum RowControllers {
    public static func controller(for kind: RowKind) -> any RowController {
        switch kind {
        case .link: return LinkRowController()
        case .phone: return PhoneEntryRowController()
        case .contact: return ContactRowController()
        case .loadMore: return LoadMoreRowController()
        case .detail: return DetailRowController()
        case .action: return AccountActionRowController()
        case .setting: return SettingRowController()
        case .fact: return FactRowController()
        case .email: return EmailRowController()
        case .text: return TextRowController()
        }
    }
}

extension Row {
    /// The cells its controller renders.
    public var cells: [Cell] { RowControllers.controller(for: kind).cells(of: self) }
    /// How its cells are arranged.
    public var arrangement: CellArrangement { RowControllers.controller(for: kind).arrangement }
    /// The fields its controller gives machine formats.
    public var fields: [RowField] { RowControllers.controller(for: kind).fields(of: self) }
    /// What selecting it means.
    public var selection: RowAction { RowControllers.controller(for: kind).selection(of: self) }
}

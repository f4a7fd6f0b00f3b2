import SQLite

/// The schema files in this folder, embedded in the binary at build time
/// (no resource bundle is looked up at run time, so the binary can move).
/// SwiftPM names each `PackageResources` member after the file with its
/// leading digit replaced by "_": 0001_contacts.sql is `_001_contacts_sql`.
///
/// Add a file as `NNNN_what.sql`, list it here and in Package.swift's
/// `migrationFiles`; never edit one that has shipped. A test fails when a
/// file is on disk but not listed.
public enum SchemaMigrations {
    public static let all: [Migration] = [
        migration(1, "0001_contacts", PackageResources._001_contacts_sql),
        migration(2, "0002_settings", PackageResources._002_settings_sql),
        migration(3, "0003_accounts", PackageResources._003_accounts_sql),
        migration(4, "0004_section_counts", PackageResources._004_section_counts_sql),
        migration(5, "0005_leaner_rows", PackageResources._005_leaner_rows_sql),
        migration(6, "0006_sources", PackageResources._006_sources_sql),
        migration(7, "0007_journal", PackageResources._007_journal_sql),
        migration(8, "0008_import_memory", PackageResources._008_import_memory_sql),
        migration(9, "0009_vault", PackageResources._009_vault_sql),
        migration(10, "0010_merged_keys", PackageResources._010_merged_keys_sql),
        migration(11, "0011_carddav_book", PackageResources._011_carddav_book_sql),
        migration(12, "0012_carddav_sync", PackageResources._012_carddav_sync_sql),
        migration(13, "0013_listing_indexes", PackageResources._013_listing_indexes_sql),
        migration(14, "0014_search_index", PackageResources._014_search_index_sql),
        migration(15, "0015_listing", PackageResources._015_listing_sql),
        migration(16, "0016_search_text_in_sort_indexes", PackageResources._016_search_text_in_sort_indexes_sql),
        migration(17, "0017_search_letters", PackageResources._017_search_letters_sql),
        migration(18, "0018_emails_in_search_text", PackageResources._018_emails_in_search_text_sql),
        migration(19, "0019_letter_counts", PackageResources._019_letter_counts_sql),
        migration(20, "0020_search_index_pairs", PackageResources._020_search_index_pairs_sql),
        migration(21, "0021_email_listing", PackageResources._021_email_listing_sql),
        migration(22, "0022_listing_at_first_use", PackageResources._022_listing_at_first_use_sql),
        migration(23, "0023_sort_indexes_without_search_text",
                  PackageResources._023_sort_indexes_without_search_text_sql),
        migration(24, "0024_session_sealed_vault_key", PackageResources._024_session_sealed_vault_key_sql),
        migration(25, "0025_login_scheme", PackageResources._025_login_scheme_sql),
        migration(26, "0026_sync_refusals", PackageResources._026_sync_refusals_sql),
        migration(27, "0027_kept_tables", PackageResources._027_kept_tables_sql),
        migration(28, "0028_search_whole_card", PackageResources._028_search_whole_card_sql),
        migration(29, "0029_read_models_with_the_data", PackageResources._029_read_models_with_the_data_sql),
        migration(30, "0030_sync_upload_failures", PackageResources._030_sync_upload_failures_sql),
        migration(31, "0031_vdir_services", PackageResources._031_vdir_services_sql),
        migration(32, "0032_group_cards", PackageResources._032_group_cards_sql),
        migration(33, "0033_books", PackageResources._033_books_sql),
        migration(34, "0034_sync_collections", PackageResources._034_sync_collections_sql),
        migration(35, "0035_details_index_without_positions",
                  PackageResources._035_details_index_without_positions_sql),
        migration(36, "0036_counts_per_book", PackageResources._036_counts_per_book_sql),
        migration(37, "0037_search_index_hash_size", PackageResources._037_search_index_hash_size_sql),
    ]

    /// A migrator over every migration.
    public static var migrator: Migrator { Migrator(migrations: all) }

    private static func migration(_ version: Int, _ name: String, _ bytes: [UInt8]) -> Migration {
        Migration(version: version, name: name, sql: String(decoding: bytes, as: UTF8.self))
    }
}

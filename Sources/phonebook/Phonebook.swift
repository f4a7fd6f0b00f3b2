import ArgumentParser
@main struct Phonebook: ParsableCommand {}

import ArgumentParser

@main
struct Larder: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "larder",
        abstract: "Households share structured recipes through a browser.",
        discussion: """
            With no DATABASE_URL, larder uses its embedded database: a private PostgreSQL cluster \
            under ./.larder (LARDER_DATA_DIR overrides), created and started on demand.
            """,
        subcommands: [Serve.self, Migrate.self, Seed.self, UserCommand.self, TokenCommand.self, Export.self, Import.self, PruneHistory.self, MailCommand.self, Healthcheck.self]
    )
}

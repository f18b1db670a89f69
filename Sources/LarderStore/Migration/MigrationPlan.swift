import PostgresClient

/// Reports what a migration is doing, one line at a time (for long stages).
public typealias MigrationProgress = @Sendable (String) -> Void

/// One numbered stage: takes the schema from version n-1 to version n.
public struct MigrationStage: Sendable {
    /// Swift code a custom stage runs in the stage's transaction, before or after its SQL file.
    public typealias Step = @Sendable (Connection, MigrationProgress) async throws -> Void

    public enum Kind: Sendable {
        /// The SQL file alone.
        case lightweight
        /// The SQL file with Swift steps around it, all in one transaction.
        case custom(willMigrate: Step?, didMigrate: Step?)

        public var name: String {
            switch self {
            case .lightweight: return "lightweight"
            case .custom: return "custom"
            }
        }
    }

    public let schema: SchemaDeclaration
    public let kind: Kind
    public var version: Int { schema.version }

    public init(_ schema: SchemaDeclaration, _ kind: Kind) {
        self.schema = schema
        self.kind = kind
    }
}

/// The ordered stages of Larder's schema, mirroring SwiftData's `SchemaMigrationPlan`.
/// Stage n is `migrations/000n_*.sql`; a shipped stage is never edited, only followed.
public struct MigrationPlan: Sendable {
    public let stages: [MigrationStage]

    public init(stages: [MigrationStage]) {
        self.stages = stages
    }

    public static let larder = MigrationPlan(stages: [
        MigrationStage(SchemaV1.declaration, .lightweight),
        MigrationStage(SchemaV2.declaration, .custom(willMigrate: MergeDuplicateIngredients.run, didMigrate: nil)),
        MigrationStage(SchemaV3.declaration, .lightweight),
        MigrationStage(SchemaV4.declaration, .lightweight),
        MigrationStage(SchemaV5.declaration, .lightweight),
        MigrationStage(SchemaV6.declaration, .lightweight),
        MigrationStage(SchemaV7.declaration, .lightweight),
        MigrationStage(SchemaV8.declaration, .lightweight),
        MigrationStage(SchemaV9.declaration, .lightweight),
        MigrationStage(SchemaV10.declaration, .lightweight),
        MigrationStage(SchemaV11.declaration, .lightweight),
        MigrationStage(SchemaV12.declaration, .lightweight),
        MigrationStage(SchemaV13.declaration, .lightweight),
        MigrationStage(SchemaV14.declaration, .lightweight),
        MigrationStage(SchemaV15.declaration, .lightweight),
        MigrationStage(SchemaV16.declaration, .lightweight),
        MigrationStage(SchemaV17.declaration, .lightweight),
        MigrationStage(SchemaV18.declaration, .lightweight),
        MigrationStage(SchemaV19.declaration, .lightweight),
        MigrationStage(SchemaV20.declaration, .custom(willMigrate: FoldIngredientNames.run, didMigrate: nil)),
        MigrationStage(SchemaV21.declaration, .lightweight),
        MigrationStage(SchemaV22.declaration, .lightweight),
        MigrationStage(SchemaV23.declaration, .lightweight),
        MigrationStage(SchemaV24.declaration, .lightweight),
        MigrationStage(SchemaV25.declaration, .lightweight),
        MigrationStage(SchemaV26.declaration, .lightweight),
        MigrationStage(SchemaV27.declaration, .custom(willMigrate: RereadIngredientLines.run, didMigrate: nil)),
        MigrationStage(SchemaV28.declaration, .lightweight),
        MigrationStage(SchemaV29.declaration, .lightweight),
        MigrationStage(SchemaV30.declaration, .custom(willMigrate: StoreWordsAsMeaning.run, didMigrate: nil)),
        MigrationStage(SchemaV31.declaration, .lightweight),
    ])

    /// The schema the plan ends at.
    public var current: SchemaDeclaration { stages.last!.schema }
}

/// V1, stage `0001`: the initial model graph.
///
/// - Household → memberships, invites, recipes, ingredients, skills: cascade.
/// - Recipe → ordered steps → recipe lines: cascade. Step ↔ skill through `step_skills`.
/// - Ingredient → recipe lines: nullify. User → recipes they wrote: nullify.
/// - The last owner of a household with other members: deny (trigger `memberships_keep_an_owner`).
/// Ingredient names are not unique yet; steps have `descrip`, recipes `creation_date`.
public enum SchemaV1 {
    public static let declaration = SchemaDeclaration(version: 1, entities: [
        Entity("User", table: "users",
               attributes: [
                   Attribute("id", .uuid), Attribute("email", .text), Attribute("display_name", .text),
                   Attribute("password_hash", .text), Attribute("is_admin", .boolean),
                   Attribute("created_at", .timestamptz),
               ],
               primaryKey: ["id"],
               indexes: [Index("users_email_key", keys: ["lower(email)"], unique: true)]),

        Entity("Household", table: "households",
               attributes: [Attribute("id", .uuid), Attribute("name", .text), Attribute("created_at", .timestamptz)],
               primaryKey: ["id"]),

        Entity("Membership", table: "memberships",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("user_id", .uuid), Attribute("role", .text),
                   Attribute("joined_at", .timestamptz),
               ],
               primaryKey: ["household_id", "user_id"],
               relationships: [
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "memberships"),
                   Relationship("user", to: "users", columns: ["user_id"], deleteRule: .cascade, inverse: "memberships"),
               ],
               indexes: [Index("memberships_user_id_idx", keys: ["user_id"])],
               checks: ["memberships_role_check"],
               triggers: ["memberships_keep_an_owner"]),

        Entity("Invite", table: "invites",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("code", .text), Attribute("created_by", .uuid, optional: true),
                   Attribute("max_uses", .integer, optional: true), Attribute("use_count", .integer),
                   Attribute("expires_at", .timestamptz), Attribute("revoked_at", .timestamptz, optional: true),
                   Attribute("created_at", .timestamptz),
               ],
               primaryKey: ["household_id", "code"],
               relationships: [
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "invites"),
                   Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "invitesCreated"),
               ],
               indexes: [Index("invites_code_idx", keys: ["code"])],
               checks: ["invites_uses_check"]),

        Entity("Session", table: "sessions",
               attributes: [
                   Attribute("token_hash", .bytea), Attribute("user_id", .uuid, optional: true),
                   Attribute("household_id", .uuid, optional: true), Attribute("csrf_token", .text),
                   Attribute("created_at", .timestamptz), Attribute("last_seen_at", .timestamptz),
                   Attribute("expires_at", .timestamptz),
               ],
               primaryKey: ["token_hash"],
               relationships: [
                   Relationship("user", to: "users", columns: ["user_id"], deleteRule: .cascade, inverse: "sessions"),
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .nullify, inverse: "activeSessions"),
               ],
               indexes: [
                   Index("sessions_user_id_idx", keys: ["user_id"]),
                   Index("sessions_expires_at_idx", keys: ["expires_at"]),
               ]),

        Entity("Recipe", table: "recipes",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("name", .text),
                   Attribute("summary", .text), Attribute("servings", .integer),
                   Attribute("source_url", .text, optional: true), Attribute("author_id", .uuid, optional: true),
                   Attribute("creation_date", .timestamptz), Attribute("updated_at", .timestamptz),
               ],
               primaryKey: ["household_id", "id"],
               relationships: [
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "recipes"),
                   Relationship("author", to: "users", columns: ["author_id"], deleteRule: .nullify, inverse: "recipesWritten"),
               ],
               indexes: [
                   Index("recipes_household_name_key", keys: ["household_id", "lower(name)"], unique: true),
                   Index("recipes_household_creation_date_idx", keys: ["household_id", "creation_date", "id"]),
                   Index("recipes_author_id_idx", keys: ["author_id"]),
               ],
               checks: ["recipes_servings_check", "recipes_name_check"],
               transient: ["view_count"]),

        Entity("RecipeStep", table: "recipe_steps",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("recipe_id", .uuid),
                   Attribute("position", .integer), Attribute("descrip", .text),
                   Attribute("time_seconds", .integer, optional: true), Attribute("time_kind", .text, optional: true),
                   Attribute("tools", .jsonb),
               ],
               primaryKey: ["household_id", "id"],
               relationships: [
                   Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "steps"),
               ],
               uniqueConstraints: [
                   UniqueConstraint("recipe_steps_position_key", columns: ["household_id", "recipe_id", "position"], deferrable: true),
               ],
               checks: ["recipe_steps_position_check", "recipe_steps_time_check", "recipe_steps_tools_check"]),

        Entity("Ingredient", table: "ingredients",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("name", .text),
                   Attribute("image", .bytea, optional: true), Attribute("image_type", .text, optional: true),
                   Attribute("created_at", .timestamptz),
               ],
               primaryKey: ["household_id", "id"],
               relationships: [
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "ingredients"),
               ],
               indexes: [Index("ingredients_household_name_idx", keys: ["household_id", "name"])]),

        Entity("RecipeIngredient", table: "recipe_ingredients",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("step_id", .uuid),
                   Attribute("position", .integer), Attribute("ingredient_id", .uuid, optional: true),
                   Attribute("quantity", .quantity, optional: true), Attribute("quantity_max", .quantity, optional: true),
                   Attribute("unit", .text), Attribute("note", .text), Attribute("line_text", .text),
               ],
               primaryKey: ["household_id", "id"],
               relationships: [
                   Relationship("step", to: "recipe_steps", columns: ["household_id", "step_id"], deleteRule: .cascade, inverse: "lines"),
                   Relationship("ingredient", to: "ingredients", columns: ["household_id", "ingredient_id"], deleteRule: .nullify, inverse: "lines"),
               ],
               uniqueConstraints: [
                   UniqueConstraint("recipe_ingredients_position_key", columns: ["household_id", "step_id", "position"], deferrable: true),
               ],
               indexes: [Index("recipe_ingredients_ingredient_idx", keys: ["household_id", "ingredient_id"])],
               checks: [
                   "recipe_ingredients_position_check", "recipe_ingredients_quantity_check",
                   "recipe_ingredients_quantity_max_check",
               ]),

        Entity("Skill", table: "skills",
               attributes: [
                   Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("name", .text),
                   Attribute("category", .text), Attribute("ar_file_name", .text, optional: true),
               ],
               primaryKey: ["household_id", "id"],
               relationships: [
                   Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "skills"),
               ],
               indexes: [Index("skills_household_name_key", keys: ["household_id", "lower(name)"], unique: true)],
               checks: ["skills_category_check"]),

        Entity("StepSkill", table: "step_skills",
               attributes: [Attribute("household_id", .uuid), Attribute("step_id", .uuid), Attribute("skill_id", .uuid)],
               primaryKey: ["household_id", "step_id", "skill_id"],
               relationships: [
                   Relationship("step", to: "recipe_steps", columns: ["household_id", "step_id"], deleteRule: .cascade, inverse: "stepSkills"),
                   Relationship("skill", to: "skills", columns: ["household_id", "skill_id"], deleteRule: .cascade, inverse: "stepSkills"),
               ],
               indexes: [Index("step_skills_skill_idx", keys: ["household_id", "skill_id"])]),
    ])
}

/// V2, stage `0002` (custom): ingredient names unique per household, ignoring case.
public enum SchemaV2 {
    public static let declaration = SchemaV1.declaration.evolved(to: 2) { schema in
        schema.alter("ingredients") { ingredients in
            ingredients.indexes = [Index("ingredients_household_name_key", keys: ["household_id", "lower(name)"], unique: true)]
            ingredients.checks.append("ingredients_name_trimmed_check")
        }
    }
}

/// V3, stage `0003` (lightweight): `descrip` → `instructions`, `creation_date` → `created_at`.
public enum SchemaV3 {
    public static let declaration = SchemaV2.declaration.evolved(to: 3) { schema in
        schema.alter("recipe_steps") { $0.renameAttribute("descrip", to: "instructions") }
        schema.alter("recipes") { recipes in
            recipes.renameAttribute("creation_date", to: "created_at")
            recipes.renameIndex("recipes_household_creation_date_idx", to: "recipes_household_created_at_idx")
        }
    }
}

/// V4, stage `0004` (lightweight): trigram and full-text search indexes, and each recipe's
/// total time, kept by statement-level triggers on its steps.
public enum SchemaV4 {
    public static let declaration = SchemaV3.declaration.evolved(to: 4) { schema in
        schema.extensions = ["pg_trgm"]
        schema.alter("recipes") { recipes in
            recipes.attributes.append(Attribute("total_time_seconds", .integer))
            recipes.indexes += [
                Index("recipes_name_trgm_idx", keys: ["name gin_trgm_ops"], method: "gin"),
                Index("recipes_summary_trgm_idx", keys: ["summary gin_trgm_ops"], method: "gin"),
                Index("recipes_household_total_time_idx", keys: ["household_id", "total_time_seconds", "id"]),
            ]
        }
        schema.alter("ingredients") { $0.indexes.append(Index("ingredients_name_trgm_idx", keys: ["name gin_trgm_ops"], method: "gin")) }
        schema.alter("skills") { $0.indexes.append(Index("skills_name_trgm_idx", keys: ["name gin_trgm_ops"], method: "gin")) }
        schema.alter("recipe_steps") { steps in
            steps.indexes.append(Index("recipe_steps_instructions_fts_idx", keys: ["to_tsvector('english'::regconfig, instructions)"], method: "gin"))
            steps.triggers += ["recipe_steps_total_time_insert", "recipe_steps_total_time_update", "recipe_steps_total_time_delete"]
        }
    }
}

/// V5, stage `0005` (lightweight): failed logins per email, for throttling.
public enum SchemaV5 {
    public static let declaration = SchemaV4.declaration.evolved(to: 5) { schema in
        schema.entities.append(
            Entity("LoginFailure", table: "login_failures",
                   attributes: [Attribute("id", .bigint), Attribute("email_key", .text), Attribute("failed_at", .timestamptz)],
                   primaryKey: ["id"],
                   indexes: [Index("login_failures_email_key_idx", keys: ["email_key", "failed_at"])]))
    }
}

/// V6, stage `0006` (lightweight): the last-owner check locks its household first, so two
/// owners demoting each other at once cannot both succeed. No table changes.
public enum SchemaV6 {
    public static let declaration = SchemaV5.declaration.evolved(to: 6) { _ in }
}

/// V7, stage `0007` (lightweight): a version per recipe, for saves made from an older one; and
/// deleted recipes kept whole for a while, for undo.
public enum SchemaV7 {
    public static let declaration = SchemaV6.declaration.evolved(to: 7) { schema in
        schema.alter("recipes") { $0.attributes.append(Attribute("version", .integer)) }
        schema.entities.append(
            Entity("DeletedRecipe", table: "deleted_recipes",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("name", .text), Attribute("graph", .jsonb),
                       Attribute("deleted_at", .timestamptz), Attribute("expires_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "deletedRecipes"),
                   ],
                   indexes: [Index("deleted_recipes_expires_at_idx", keys: ["expires_at"])]))
    }
}

/// V8, stage `0008` (lightweight): one cover photo per recipe, with its thumbnail.
public enum SchemaV8 {
    public static let declaration = SchemaV7.declaration.evolved(to: 8) { schema in
        schema.entities.append(
            Entity("RecipePhoto", table: "recipe_photos",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("digest", .text),
                       Attribute("picture", .bytea), Attribute("width", .integer), Attribute("height", .integer),
                       Attribute("thumbnail", .bytea), Attribute("uploaded_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "recipe_id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "photo"),
                   ],
                   checks: ["recipe_photos_size_check"]))
    }
}

/// V9, stage `0009` (lightweight): one-time password-reset links, stored hashed.
public enum SchemaV9 {
    public static let declaration = SchemaV8.declaration.evolved(to: 9) { schema in
        schema.entities.append(
            Entity("PasswordReset", table: "password_resets",
                   attributes: [
                       Attribute("token_hash", .bytea), Attribute("user_id", .uuid), Attribute("created_by", .uuid, optional: true),
                       Attribute("created_at", .timestamptz), Attribute("expires_at", .timestamptz),
                       Attribute("used_at", .timestamptz, optional: true),
                   ],
                   primaryKey: ["token_hash"],
                   relationships: [
                       Relationship("user", to: "users", columns: ["user_id"], deleteRule: .cascade, inverse: "passwordResets"),
                       Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "passwordResetsMade"),
                   ],
                   indexes: [
                       Index("password_resets_user_id_idx", keys: ["user_id"]),
                       Index("password_resets_created_by_idx", keys: ["created_by"]),
                   ]))
    }
}

/// V10, stage `0010` (lightweight): the invite each member joined through, revoked with their removal.
public enum SchemaV10 {
    public static let declaration = SchemaV9.declaration.evolved(to: 10) { schema in
        schema.alter("memberships") { $0.attributes.append(Attribute("invite_code", .text, optional: true)) }
    }
}

/// V11, stage `0011` (lightweight): invite codes kept only as hashes; an invite has its own id,
/// which names it on the household page and on the membership it led to.
public enum SchemaV11 {
    public static let declaration = SchemaV10.declaration.evolved(to: 11) { schema in
        schema.alter("invites") { invites in
            invites.attributes.removeAll { $0.column == "code" }
            invites.attributes += [Attribute("id", .uuid), Attribute("code_hash", .bytea)]
            invites.primaryKey = ["household_id", "id"]
            invites.indexes = [Index("invites_code_hash_key", keys: ["code_hash"], unique: true)]
        }
        schema.alter("memberships") { memberships in
            memberships.attributes.removeAll { $0.column == "invite_code" }
            memberships.attributes.append(Attribute("invite_id", .uuid, optional: true))
        }
    }
}

/// V12, stage `0012` (lightweight): every session has a user; visitors get no row.
public enum SchemaV12 {
    public static let declaration = SchemaV11.declaration.evolved(to: 12) { schema in
        schema.alter("sessions") { sessions in
            if let index = sessions.attributes.firstIndex(where: { $0.column == "user_id" }) { sessions.attributes[index].isOptional = false }
        }
    }
}

/// V13, stage `0013` (lightweight): ingredients and skills keep how often they are used (recipe
/// lines, steps), exact through statement-level triggers, so the catalogs need not count.
public enum SchemaV13 {
    public static let declaration = SchemaV12.declaration.evolved(to: 13) { schema in
        schema.alter("ingredients") { $0.attributes.append(Attribute("use_count", .integer)) }
        schema.alter("skills") { $0.attributes.append(Attribute("use_count", .integer)) }
        schema.alter("recipe_ingredients") {
            $0.triggers += ["recipe_ingredients_count_insert", "recipe_ingredients_count_update", "recipe_ingredients_count_delete"]
        }
        schema.alter("step_skills") { $0.triggers += ["step_skills_count_insert", "step_skills_count_update", "step_skills_count_delete"] }
    }
}

/// V14, stage `0014` (lightweight): each recipe keeps its steps' words (`step_words`) and the
/// ingredients its lines name (`ingredient_ids`), kept with its total time by the steps'
/// statement-level triggers, so word and ingredient searches are conditions on the recipe row.
public enum SchemaV14 {
    public static let declaration = SchemaV13.declaration.evolved(to: 14) { schema in
        schema.alter("recipes") { recipes in
            recipes.attributes += [Attribute("step_words", ColumnType("tsvector")), Attribute("ingredient_ids", ColumnType("uuid[]"))]
            recipes.indexes += [Index("recipes_step_words_idx", keys: ["step_words"], method: "gin"),
                                Index("recipes_ingredient_ids_idx", keys: ["ingredient_ids"], method: "gin")]
        }
        schema.alter("recipe_steps") { steps in
            steps.indexes.removeAll { $0.name == "recipe_steps_instructions_fts_idx" }
            steps.triggers = steps.triggers.filter { !$0.hasPrefix("recipe_steps_total_time_") }
                + ["recipe_steps_summaries_insert", "recipe_steps_summaries_update", "recipe_steps_summaries_delete"]
        }
    }
}

/// V15, stage `0015` (lightweight): tags, unique per household ignoring case, linked to recipes;
/// each tag keeps how many recipes carry it, exact through statement-level triggers.
public enum SchemaV15 {
    public static let declaration = SchemaV14.declaration.evolved(to: 15) { schema in
        schema.entities += [
            Entity("Tag", table: "tags",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("name", .text),
                       Attribute("use_count", .integer), Attribute("created_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "tags"),
                   ],
                   indexes: [Index("tags_household_name_key", keys: ["household_id", "lower(name)"], unique: true)],
                   checks: ["tags_name_check"]),
            Entity("RecipeTag", table: "recipe_tags",
                   attributes: [Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("tag_id", .uuid)],
                   primaryKey: ["household_id", "recipe_id", "tag_id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "recipeTags"),
                       Relationship("tag", to: "tags", columns: ["household_id", "tag_id"], deleteRule: .cascade, inverse: "recipeTags"),
                   ],
                   indexes: [Index("recipe_tags_tag_idx", keys: ["household_id", "tag_id", "recipe_id"])],
                   triggers: ["recipe_tags_count_insert", "recipe_tags_count_delete"]),
        ]
    }
}

/// V16, stage `0016` (lightweight): members' favourite recipes (going with the membership), and
/// the household's cooking log (going with the recipe, keeping the entry when the cook's account
/// goes); each recipe keeps the last day it was cooked, through statement-level triggers.
public enum SchemaV16 {
    public static let declaration = SchemaV15.declaration.evolved(to: 16) { schema in
        schema.alter("recipes") { recipes in
            recipes.attributes.append(Attribute("last_cooked_on", .date, optional: true))
            recipes.indexes.append(Index("recipes_household_last_cooked_idx",
                                         keys: ["household_id", "COALESCE(last_cooked_on, '-infinity'::date)", "id"]))
        }
        schema.entities += [
            Entity("Favourite", table: "favourites",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("user_id", .uuid), Attribute("recipe_id", .uuid),
                       Attribute("created_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "user_id", "recipe_id"],
                   relationships: [
                       Relationship("member", to: "memberships", columns: ["household_id", "user_id"], destinationColumns: ["household_id", "user_id"],
                                    deleteRule: .cascade, inverse: "favourites"),
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "favourites"),
                   ],
                   indexes: [Index("favourites_recipe_idx", keys: ["household_id", "recipe_id"])]),
            Entity("CookingLogEntry", table: "cooking_log",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("recipe_id", .uuid),
                       Attribute("cook_id", .uuid, optional: true), Attribute("cooked_on", .date),
                       Attribute("servings", .integer), Attribute("note", .text), Attribute("created_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "cookingLog"),
                       Relationship("cook", to: "users", columns: ["cook_id"], deleteRule: .nullify, inverse: "dishesCooked"),
                   ],
                   indexes: [
                       Index("cooking_log_recipe_idx", keys: ["household_id", "recipe_id", "cooked_on"]),
                       Index("cooking_log_cook_id_idx", keys: ["cook_id"]),
                   ],
                   checks: ["cooking_log_servings_check", "cooking_log_note_check"],
                   triggers: ["cooking_log_last_cooked_insert", "cooking_log_last_cooked_update", "cooking_log_last_cooked_delete"]),
        ]
    }
}

/// V17, stage `0017` (lightweight): the meal plan (entries by day and slot, a recipe with
/// servings or a note, going with their recipe), the household's first day of the week, and the
/// hashed secret of its calendar feed.
public enum SchemaV17 {
    public static let declaration = SchemaV16.declaration.evolved(to: 17) { schema in
        schema.alter("households") { households in
            households.attributes += [Attribute("week_starts_on", .integer), Attribute("plan_feed_hash", .bytea, optional: true)]
            households.indexes.append(Index("households_plan_feed_hash_key", keys: ["plan_feed_hash"], unique: true))
            households.checks.append("households_week_starts_on_check")
        }
        schema.entities.append(
            Entity("PlanEntry", table: "plan_entries",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("day", .date), Attribute("slot", .text),
                       Attribute("recipe_id", .uuid, optional: true), Attribute("servings", .integer, optional: true),
                       Attribute("note", .text), Attribute("created_by", .uuid, optional: true), Attribute("created_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "planEntries"),
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "planEntries"),
                       Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "planEntriesMade"),
                   ],
                   indexes: [
                       Index("plan_entries_day_idx", keys: ["household_id", "day"]),
                       Index("plan_entries_recipe_idx", keys: ["household_id", "recipe_id"]),
                       Index("plan_entries_created_by_idx", keys: ["created_by"]),
                   ],
                   checks: ["plan_entries_slot_check", "plan_entries_content_check"]))
    }
}

/// V18, stage `0018` (lightweight): the shared shopping list (its sources, and items generated
/// or added by hand, each tickable), an aisle per ingredient, and a version per household's list
/// that every change raises and announces on channel `larder_shopping`.
public enum SchemaV18 {
    public static let declaration = SchemaV17.declaration.evolved(to: 18) { schema in
        schema.alter("ingredients") { ingredients in
            ingredients.attributes.append(Attribute("aisle", .text))
            ingredients.checks.append("ingredients_aisle_check")
        }
        schema.alter("households") { households in
            households.attributes += [Attribute("shopping_version", .bigint), Attribute("shopping_from", .date, optional: true),
                                      Attribute("shopping_to", .date, optional: true)]
        }
        schema.entities += [
            Entity("ShoppingRecipe", table: "shopping_recipes",
                   attributes: [Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("servings", .integer)],
                   primaryKey: ["household_id", "recipe_id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "shoppingUses"),
                   ],
                   checks: ["shopping_recipes_servings_check"]),
            Entity("ShoppingItem", table: "shopping_items",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("key", .text, optional: true),
                       Attribute("text", .text), Attribute("aisle", .text), Attribute("position", .integer),
                       Attribute("ticked_at", .timestamptz, optional: true), Attribute("created_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "shoppingItems"),
                   ],
                   indexes: [Index("shopping_items_household_idx", keys: ["household_id", "aisle", "\"position\""])],
                   checks: ["shopping_items_text_check"],
                   triggers: ["shopping_items_announce_insert", "shopping_items_announce_update", "shopping_items_announce_delete"]),
        ]
    }
}

/// V19, stage `0019` (lightweight): a household's first week. Households keep a time zone, pantry
/// staples (which shopping-list items mark), and their deletion for undo; recipes keep the times they state; a step may be done
/// while an earlier one waits; lines no step uses belong to their recipe; and every foreign key
/// has an index that leads with its columns.
public enum SchemaV19 {
    public static let declaration = SchemaV18.declaration.evolved(to: 19) { schema in
        schema.extensions.append("unaccent")
        schema.alter("households") { households in
            households.attributes += [
                Attribute("time_zone", .text), Attribute("pantry_staples", ColumnType("text[]")),
                Attribute("deleted_at", .timestamptz, optional: true), Attribute("deleted_by", .uuid, optional: true),
                Attribute("restorable_until", .timestamptz, optional: true),
            ]
            households.relationships.append(
                Relationship("deleter", to: "users", columns: ["deleted_by"], deleteRule: .nullify, inverse: "householdsDeleted"))
            households.indexes += [
                Index("households_deleted_by_idx", keys: ["deleted_by"]),
                Index("households_restorable_until_idx", keys: ["restorable_until"], where: "restorable_until IS NOT NULL"),
            ]
            households.checks += ["households_time_zone_check", "households_pantry_staples_check", "households_deleted_check"]
        }
        schema.alter("recipes") { recipes in
            recipes.attributes += [Attribute("prep_time_seconds", .integer, optional: true), Attribute("cook_time_seconds", .integer, optional: true),
                                   Attribute("stated_total_seconds", .integer, optional: true)]
            recipes.checks.append("recipes_stated_times_check")
            recipes.indexes.append(Index("recipes_name_fold_trgm_idx", keys: ["larder_fold(name) gin_trgm_ops"], method: "gin"))
            recipes.indexes.removeAll { $0.name == "recipes_household_last_cooked_idx" }
            recipes.indexes.append(Index("recipes_household_last_cooked_idx",
                                         keys: ["household_id", "COALESCE(last_cooked_on, '-infinity'::date)", "lower(name)", "id"]))
        }
        schema.alter("recipe_steps") { steps in
            steps.attributes.append(Attribute("during_step", .integer, optional: true))
            steps.checks.append("recipe_steps_during_check")
        }
        schema.alter("recipe_ingredients") { lines in
            if let index = lines.attributes.firstIndex(where: { $0.column == "step_id" }) { lines.attributes[index].isOptional = true }
            lines.attributes.append(Attribute("recipe_id", .uuid, optional: true))
            lines.relationships.append(
                Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "lines"))
            lines.indexes.append(Index("recipe_ingredients_recipe_idx", keys: ["household_id", "recipe_id", "\"position\""],
                                       where: "recipe_id IS NOT NULL"))
            lines.checks.append("recipe_ingredients_owner_check")
            lines.triggers += ["recipe_ingredients_recipe_lines_insert", "recipe_ingredients_recipe_lines_delete"]
        }
        schema.alter("shopping_items") { $0.attributes.append(Attribute("is_staple", .boolean)) }
        schema.alter("sessions") { $0.indexes.append(Index("sessions_household_id_idx", keys: ["household_id"])) }
        schema.alter("invites") { $0.indexes.append(Index("invites_created_by_idx", keys: ["created_by"])) }
    }
}

/// V20, stage `0020` (custom): ingredient names folded to one catalog name each ("Eggs", "egg"
/// and "large eggs" become "egg"), duplicates merged. No table changes.
public enum SchemaV20 {
    public static let declaration = SchemaV19.declaration.evolved(to: 20) { _ in }
}

/// V21, stage `0021` (lightweight): recipes brought in. Import jobs of web addresses, worked on by
/// every `larder serve` instance; the households' fetch budgets; apps' exports awaiting a choice;
/// and recipes found by the address they came from.
public enum SchemaV21 {
    public static let declaration = SchemaV20.declaration.evolved(to: 21) { schema in
        schema.entities += [
            Entity("ImportJob", table: "import_jobs",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("created_by", .uuid, optional: true),
                       Attribute("created_at", .timestamptz), Attribute("on_conflict", .text), Attribute("is_budgeted", .boolean),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "importJobs"),
                       Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "importJobsCreated"),
                   ],
                   indexes: [Index("import_jobs_created_by_idx", keys: ["created_by"])],
                   checks: ["import_jobs_on_conflict_check"]),
            Entity("ImportJobItem", table: "import_job_items",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("job_id", .uuid), Attribute("position", .integer),
                       Attribute("url", .text), Attribute("state", .text), Attribute("recipe_id", .uuid, optional: true),
                       Attribute("recipe_name", .text, optional: true), Attribute("message", .text),
                       Attribute("finished_at", .timestamptz, optional: true),
                   ],
                   primaryKey: ["household_id", "job_id", "position"],
                   relationships: [
                       Relationship("job", to: "import_jobs", columns: ["household_id", "job_id"], deleteRule: .cascade, inverse: "items"),
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .nullify, inverse: "importedBy"),
                   ],
                   indexes: [
                       Index("import_job_items_pending_idx", keys: ["household_id", "job_id", "\"position\""], where: "state = 'pending'::text"),
                       Index("import_job_items_recipe_idx", keys: ["household_id", "recipe_id"]),
                   ],
                   checks: ["import_job_items_state_check", "import_job_items_url_check"]),
            Entity("ImportJobAttempt", table: "import_job_attempts",
                   attributes: [Attribute("household_id", .uuid), Attribute("job_id", .uuid), Attribute("position", .integer),
                                Attribute("attempts", .integer)],
                   primaryKey: ["household_id", "job_id", "position"],
                   relationships: [
                       Relationship("item", to: "import_job_items", columns: ["household_id", "job_id", "position"],
                                    destinationColumns: ["household_id", "job_id", "position"], deleteRule: .cascade, inverse: "attempts"),
                   ]),
            Entity("FetchBudget", table: "fetch_budgets",
                   attributes: [Attribute("household_id", .uuid), Attribute("tokens", ColumnType("double precision")),
                                Attribute("refilled_at", .timestamptz)],
                   primaryKey: ["household_id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "fetchBudget"),
                   ]),
            Entity("ImportUpload", table: "import_uploads",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("created_by", .uuid, optional: true),
                       Attribute("created_at", .timestamptz), Attribute("file_name", .text), Attribute("document", .bytea),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "importUploads"),
                       Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "importUploadsCreated"),
                   ],
                   indexes: [
                       Index("import_uploads_created_by_idx", keys: ["created_by"]),
                       Index("import_uploads_created_at_idx", keys: ["created_at"]),
                   ]),
        ]
        schema.alter("recipes") { recipes in
            recipes.indexes.append(Index("recipes_source_url_idx", keys: ["household_id", "source_url"], where: "source_url IS NOT NULL"))
        }
    }
}

/// V22, stage `0022` (lightweight): personal access tokens for the JSON API, each belonging to a
/// membership and going with it.
public enum SchemaV22 {
    public static let declaration = SchemaV21.declaration.evolved(to: 22) { schema in
        schema.entities.append(
            Entity("AccessToken", table: "access_tokens",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("user_id", .uuid),
                       Attribute("name", .text), Attribute("scope", .text), Attribute("token_hash", .bytea),
                       Attribute("created_at", .timestamptz), Attribute("expires_at", .timestamptz, optional: true),
                       Attribute("last_used_at", .timestamptz, optional: true),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("membership", to: "memberships", columns: ["household_id", "user_id"],
                                    destinationColumns: ["household_id", "user_id"], deleteRule: .cascade, inverse: "accessTokens"),
                   ],
                   uniqueConstraints: [UniqueConstraint("access_tokens_token_hash_key", columns: ["token_hash"])],
                   indexes: [Index("access_tokens_user_household_idx", keys: ["user_id", "household_id"])],
                   checks: ["access_tokens_scope_check", "access_tokens_name_check"]))
    }
}

/// V23, stage `0023` (lightweight): each saved version of a recipe kept as a revision, members'
/// ratings with the household's average on the recipe, and public read-only share links.
public enum SchemaV23 {
    public static let declaration = SchemaV22.declaration.evolved(to: 23) { schema in
        schema.alter("recipes") { recipes in
            recipes.attributes += [
                Attribute("updated_by", .uuid, optional: true), Attribute("change_summary", .text, optional: true),
                Attribute("rating", ColumnType("numeric(3,2)"), optional: true), Attribute("rating_count", .integer),
            ]
            recipes.relationships.append(
                Relationship("saver", to: "users", columns: ["updated_by"], deleteRule: .nullify, inverse: "recipesLastSaved"))
            recipes.indexes += [
                Index("recipes_updated_by_idx", keys: ["updated_by"]),
                Index("recipes_household_rating_idx", keys: ["household_id", "COALESCE(rating, 0::numeric)", "lower(name)", "id"]),
            ]
        }
        schema.alter("households") { households in
            households.attributes += [Attribute("history_keep_revisions", .integer, optional: true),
                                      Attribute("history_keep_days", .integer, optional: true)]
            households.checks.append("households_history_keep_check")
        }
        schema.entities += [
            Entity("RecipeRevision", table: "recipe_revisions",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("version", .integer),
                       Attribute("graph", .jsonb), Attribute("photo_digest", .text, optional: true),
                       Attribute("saved_by", .uuid, optional: true), Attribute("saved_at", .timestamptz),
                       Attribute("summary", .text, optional: true),
                   ],
                   primaryKey: ["household_id", "recipe_id", "version"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "revisions"),
                       Relationship("saver", to: "users", columns: ["saved_by"], deleteRule: .nullify, inverse: "revisionsSaved"),
                   ],
                   indexes: [Index("recipe_revisions_saved_by_idx", keys: ["saved_by"])]),
            Entity("RevisionPhoto", table: "revision_photos",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("digest", .text),
                       Attribute("picture", .bytea), Attribute("width", .integer), Attribute("height", .integer),
                       Attribute("thumbnail", .bytea),
                   ],
                   primaryKey: ["household_id", "recipe_id", "digest"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade,
                                    inverse: "revisionPhotos"),
                   ]),
            Entity("RecipeRating", table: "recipe_ratings",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("recipe_id", .uuid), Attribute("user_id", .uuid),
                       Attribute("stars", .integer), Attribute("rated_at", .timestamptz),
                   ],
                   primaryKey: ["household_id", "recipe_id", "user_id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "ratings"),
                       Relationship("member", to: "memberships", columns: ["household_id", "user_id"],
                                    destinationColumns: ["household_id", "user_id"], deleteRule: .cascade, inverse: "ratings"),
                   ],
                   indexes: [Index("recipe_ratings_member_idx", keys: ["household_id", "user_id"])],
                   checks: ["recipe_ratings_stars_check"],
                   triggers: ["recipe_ratings_refresh_insert", "recipe_ratings_refresh_update", "recipe_ratings_refresh_delete"]),
            Entity("ShareLink", table: "share_links",
                   attributes: [
                       Attribute("household_id", .uuid), Attribute("id", .uuid), Attribute("recipe_id", .uuid),
                       Attribute("secret_hash", .bytea), Attribute("created_by", .uuid, optional: true),
                       Attribute("created_at", .timestamptz), Attribute("expires_at", .timestamptz, optional: true),
                   ],
                   primaryKey: ["household_id", "id"],
                   relationships: [
                       Relationship("recipe", to: "recipes", columns: ["household_id", "recipe_id"], deleteRule: .cascade, inverse: "shareLinks"),
                       Relationship("creator", to: "users", columns: ["created_by"], deleteRule: .nullify, inverse: "shareLinksCreated"),
                   ],
                   uniqueConstraints: [UniqueConstraint("share_links_secret_hash_key", columns: ["secret_hash"])],
                   indexes: [
                       Index("share_links_recipe_idx", keys: ["household_id", "recipe_id"]),
                       Index("share_links_created_by_idx", keys: ["created_by"]),
                   ]),
        ]
    }
}

/// V24, stage `0024` (lightweight): accounts that sign in through an LDAP directory or an
/// OpenID Connect provider: a password becomes optional, and each account keeps who it is to
/// each identity service. Quantities in each person's units: their choice, ingredients'
/// densities, and generated shopping items said in metric and US units too.
public enum SchemaV24 {
    public static let declaration = SchemaV23.declaration.evolved(to: 24) { schema in
        schema.alter("users") { users in
            if let index = users.attributes.firstIndex(where: { $0.column == "password_hash" }) { users.attributes[index].isOptional = true }
            users.attributes.append(Attribute("units", .text))
            users.checks.append("users_units_check")
        }
        schema.alter("ingredients") { ingredients in
            ingredients.attributes.append(Attribute("density", ColumnType("numeric(5,3)"), optional: true))
            ingredients.checks.append("ingredients_density_check")
        }
        schema.alter("shopping_items") { items in
            items.attributes += [Attribute("metric_text", .text, optional: true), Attribute("us_text", .text, optional: true)]
        }
        schema.entities.append(
            Entity("UserIdentity", table: "user_identities",
                   attributes: [
                       Attribute("provider", .text), Attribute("subject", .text), Attribute("user_id", .uuid),
                       Attribute("linked_at", .timestamptz),
                   ],
                   primaryKey: ["provider", "subject"],
                   relationships: [Relationship("user", to: "users", columns: ["user_id"], deleteRule: .cascade, inverse: "identities")],
                   indexes: [Index("user_identities_user_id_idx", keys: ["user_id"])]))
        schema.entities.append(
            Entity("SignInAttempt", table: "sign_in_attempts",
                   attributes: [
                       Attribute("state_hash", .bytea), Attribute("browser_hash", .bytea), Attribute("nonce", .text),
                       Attribute("code_verifier", .text),
                       Attribute("next", .text, optional: true), Attribute("expires_at", .timestamptz),
                   ],
                   primaryKey: ["state_hash"],
                   indexes: [Index("sign_in_attempts_expires_at_idx", keys: ["expires_at"])]))
        schema.alter("sessions") { $0.attributes.append(Attribute("id_token", .text, optional: true)) }
    }
}

/// V25, stage `0025` (lightweight): the language each person reads Larder in, once they choose
/// one; until then their browser's Accept-Language decides.
public enum SchemaV25 {
    public static let declaration = SchemaV24.declaration.evolved(to: 25) { schema in
        schema.alter("users") { users in
            users.attributes.append(Attribute("language", .text, optional: true))
            users.checks.append("users_language_check")
        }
    }
}

/// V26, stage `0026` (lightweight): what keeps one member from taking more than a fair share:
/// ingredient pictures marked checked once they went through the photo path, households' turns
/// at the import workers, attempts counted per client, and the keys the instances share.
public enum SchemaV26 {
    public static let declaration = SchemaV25.declaration.evolved(to: 26) { schema in
        schema.alter("ingredients") { ingredients in
            ingredients.attributes.append(Attribute("image_checked", .boolean))
        }
        schema.entities += [
            Entity("ImportTurn", table: "import_turns",
                   attributes: [Attribute("household_id", .uuid), Attribute("taken_at", .timestamptz)],
                   primaryKey: ["household_id"],
                   relationships: [
                       Relationship("household", to: "households", columns: ["household_id"], deleteRule: .cascade, inverse: "importTurn"),
                   ]),
            Entity("ClientAttempt", table: "client_attempts",
                   attributes: [Attribute("id", .bigint), Attribute("kind", .text), Attribute("client", .text),
                                Attribute("attempted_at", .timestamptz)],
                   primaryKey: ["id"],
                   indexes: [Index("client_attempts_client_idx", keys: ["kind", "client", "attempted_at"])]),
            Entity("ServerKey", table: "server_keys",
                   attributes: [Attribute("name", .text), Attribute("secret", .bytea), Attribute("created_at", .timestamptz)],
                   primaryKey: ["name"],
                   checks: ["server_keys_secret_check"]),
        ]
    }
}

/// V27, stage `0027` (custom): lines keep what the cook wrote beside the amount (its equivalents
/// in other units, the size of each item, the size of a thing counted) and the heading they are
/// listed under; recipes keep when their source published them, apart from when they were added;
/// an import job keeps whether its sources' keywords become tags. The stage's Swift step reads
/// every stored line again (`RereadIngredientLines`).
public enum SchemaV27 {
    public static let declaration = SchemaV26.declaration.evolved(to: 27) { schema in
        schema.alter("recipe_ingredients") { lines in
            lines.attributes += [Attribute("equivalents", .jsonb), Attribute("container", .jsonb),
                                 Attribute("size", .text), Attribute("group_name", .text)]
            lines.checks += ["recipe_ingredients_equivalents_check", "recipe_ingredients_container_check"]
        }
        schema.alter("recipes") { $0.attributes.append(Attribute("published_at", .timestamptz, optional: true)) }
        schema.alter("import_jobs") { $0.attributes.append(Attribute("keywords_as_tags", .boolean)) }
    }
}

/// V28, stage `0028` (lightweight): searches ignore accents as they ignore case. The trigram
/// indexes of the recipes' summaries and of ingredients' and skills' names are on their folded
/// text (`larder_fold`), as the recipes' names' has been since V19, whose plain index goes; the
/// steps' words are folded before they are stemmed.
public enum SchemaV28 {
    public static let declaration = SchemaV27.declaration.evolved(to: 28) { schema in
        schema.alter("recipes") { recipes in
            recipes.indexes.removeAll { $0.name == "recipes_name_trgm_idx" || $0.name == "recipes_summary_trgm_idx" }
            recipes.indexes.append(Index("recipes_summary_fold_trgm_idx", keys: ["larder_fold(summary) gin_trgm_ops"], method: "gin"))
        }
        schema.alter("ingredients") { ingredients in
            ingredients.indexes.removeAll { $0.name == "ingredients_name_trgm_idx" }
            ingredients.indexes.append(Index("ingredients_name_fold_trgm_idx", keys: ["larder_fold(name) gin_trgm_ops"], method: "gin"))
        }
        schema.alter("skills") { skills in
            skills.indexes.removeAll { $0.name == "skills_name_trgm_idx" }
            skills.indexes.append(Index("skills_name_fold_trgm_idx", keys: ["larder_fold(name) gin_trgm_ops"], method: "gin"))
        }
    }
}

/// V29, stage `0029` (lightweight): the mail Larder sends, kept until an instance has sent it
/// (`MailOutbox`).
public enum SchemaV29 {
    public static let declaration = SchemaV28.declaration.evolved(to: 29) { schema in
        schema.entities.append(
            Entity("OutgoingMail", table: "outgoing_mail",
                   attributes: [
                       Attribute("id", .uuid), Attribute("kind", .text), Attribute("recipient", .text), Attribute("subject", .text),
                       Attribute("message", .text, optional: true), Attribute("created_at", .timestamptz),
                       Attribute("next_attempt_at", .timestamptz), Attribute("attempts", .integer),
                       Attribute("last_error", .text, optional: true), Attribute("sent_at", .timestamptz, optional: true),
                       Attribute("failed_at", .timestamptz, optional: true),
                   ],
                   primaryKey: ["id"],
                   indexes: [Index("outgoing_mail_due_idx", keys: ["next_attempt_at"], where: "sent_at IS NULL AND failed_at IS NULL")],
                   checks: ["outgoing_mail_kind_check", "outgoing_mail_message_check"]))
    }
}

/// V30, stage `0030` (custom, `StoreWordsAsMeaning`): what a save changed and what an import job
/// says of an address are stored as meaning (`jsonb`), worded only when shown, in place of English.
public enum SchemaV30 {
    public static let declaration = SchemaV29.declaration.evolved(to: 30) { schema in
        schema.alter("recipes") { recipes in
            recipes.attributes.removeAll { $0.column == "change_summary" }
            recipes.attributes.append(Attribute("change", .jsonb, optional: true))
        }
        schema.alter("recipe_revisions") { revisions in
            revisions.attributes.removeAll { $0.column == "summary" }
            revisions.attributes.append(Attribute("change", .jsonb, optional: true))
        }
        schema.alter("import_job_items") { items in
            items.attributes.removeAll { $0.column == "message" }
            items.attributes.append(Attribute("said", .jsonb, optional: true))
        }
    }
}

/// V31, stage `0031` (lightweight): where the primary's log stood after each person's last
/// write, which their reads from replicas wait for (`ReadRouter`).
public enum SchemaV31 {
    public static let declaration = SchemaV30.declaration.evolved(to: 31) { schema in
        schema.alter("users") { users in
            users.attributes.append(Attribute("last_write_position", ColumnType("pg_lsn"), optional: true))
        }
    }
}

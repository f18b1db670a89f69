import Foundation

/// The words ingredient lines are written with, in English, German, French and Spanish: units,
/// sizes, amounts said in words, the phrases that end a line ("to taste"), the words that say how
/// a thing is prepared, and the equipment some sites list among the ingredients. Units are read in
/// every language whatever the recipe's: a German blog writes "1 cup" as often as "1 Tasse".
enum IngredientWords {
    // MARK: Units

    /// Each canonical unit (as Larder stores it, in English) and how cooks write it, lower case,
    /// without full stops ("Tbsp." is "tbsp"). Spellings of several words are read whole first.
    static let unitSpellings: [String: String] = {
        let spellings: [String: [String]] = [
            "cup": ["cup", "cups", "c", "tasse", "tassen", "tasses", "taza", "tazas", "verre", "verres", "vaso", "vasos", "glass", "glasses"],
            "tbsp": ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tblspn", "tablespoon", "tablespoons", "tbspn",
                     "el", "essl", "esslöffel", "eßlöffel", "essloeffel",
                     "c à soupe", "c à s", "cuil à soupe", "cuill à soupe", "cuil à s", "càs", "cas", "cs", "cuillère à soupe", "cuillères à soupe", "cuillerée à soupe",
                     "cuillerées à soupe", "c à table", "c à tab", "cuillère à table", "cuillères à table", "c soupe",
                     "cucharada", "cucharadas", "cda", "cdas", "cuchara", "cucharas", "c sopera", "cucharada sopera", "cucharadas soperas"],
            "tsp": ["tsp", "tsps", "teaspoon", "teaspoons", "tspn",
                    "tl", "teel", "teelöffel", "teeloeffel",
                    "c à café", "c à c", "cuil à café", "cuill à café", "cuil à c", "càc", "cac", "cc", "cuillère à café", "cuillères à café", "cuillerée à café",
                    "cuillerées à café", "c à thé", "cuillère à thé", "cuillères à thé", "c café",
                    "cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cditas", "cucharilla", "cucharillas"],
            "g": ["g", "gr", "grs", "gram", "grams", "gramme", "grammes", "gramm", "gramos", "gramo"],
            "kg": ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes", "kilogramm", "kilogramos", "kilogramo"],
            "mg": ["mg", "milligram", "milligrams", "milligramme", "milligrammes", "milligramm", "miligramos"],
            "ml": ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "mililitro", "mililitros"],
            "l": ["l", "ltr", "ltrs", "lt", "litre", "litres", "liter", "liters", "litro", "litros"],
            "dl": ["dl", "decilitre", "decilitres", "deciliter", "deciliters", "decilitro", "decilitros"],
            "cl": ["cl", "centilitre", "centilitres", "centiliter", "centiliters", "centilitro", "centilitros"],
            "oz": ["oz", "ozs", "ounce", "ounces", "unze", "unzen", "once", "onces", "onza", "onzas"],
            "lb": ["lb", "lbs", "pound", "pounds", "livre", "livres", "libra", "libras"],
            "fl oz": ["fl oz", "floz", "fl ozs", "fluid ounce", "fluid ounces", "fl", "fl ounces"],
            "pint": ["pint", "pints", "pt", "pts", "pinte", "pintes", "pinta", "pintas"],
            "quart": ["quart", "quarts", "qt", "qts"],
            "gallon": ["gallon", "gallons", "gal", "gals"],
            "pinch": ["pinch", "pinches", "prise", "prisen", "msp", "messerspitze", "messerspitzen", "pincée", "pincées",
                      "pizca", "pizcas", "pellizco"],
            "dash": ["dash", "dashes", "splash", "splashes", "drizzle", "glug", "glugs", "schuss", "spritzer", "trait", "traits",
                     "filet", "chorrito", "chorro", "chorritos"],
            "handful": ["handful", "handfuls", "handvoll", "hand voll", "poignée", "poignées", "puñado", "puñados", "puñadito"],
            "clove": ["clove", "cloves", "zehe", "zehen", "gousse", "gousses", "diente", "dientes"],
            "can": ["can", "cans", "tin", "tins", "dose", "dosen", "büchse", "büchsen", "boîte", "boîtes", "boite", "boites",
                    "lata", "latas", "bote", "botes"],
            "jar": ["jar", "jars", "glas", "gläser", "bocal", "bocaux", "pot", "tarro", "tarros", "frasco", "frascos"],
            "slice": ["slice", "slices", "scheibe", "scheiben", "tranche", "tranches", "rebanada", "rebanadas", "loncha", "lonchas", "rodaja", "rodajas"],
            "piece": ["piece", "pieces", "pc", "pcs", "stück", "stk", "stck", "würfel", "morceau", "morceaux", "trozo", "trozos", "pedazo", "pedazos"],
            "bunch": ["bunch", "bunches", "bund", "bünde", "bouquet", "bouquets", "botte", "bottes", "manojo", "manojos", "atado"],
            "sprig": ["sprig", "sprigs", "zweig", "zweige", "zweiglein", "brin", "brins", "ramita", "ramitas"],
            "stick": ["stick", "sticks", "bâton", "bâtons", "baton", "barra", "barras"],
            "package": ["package", "packages", "pkg", "pkgs", "packet", "packets", "pack", "packs", "pk", "sachet", "sachets", "block", "blocks",
                        "tube", "tubes", "packung", "packungen", "päckchen", "pck", "pkt", "paquet", "paquets",
                        "paquete", "paquetes", "sobre", "sobres", "envelope", "envelopes"],
            "sheet": ["sheet", "sheets", "platte", "platten", "rolle", "rollen", "rouleau", "rouleaux", "lámina", "láminas", "placa", "placas"],
            "stalk": ["stalk", "stalks", "rib", "ribs", "stange", "stangen", "stiel", "stiele", "branche", "branches", "tige", "tiges", "tallo",
                      "tallos", "rama", "ramas"],
            "head": ["head", "heads", "kopf", "köpfe", "knolle", "knollen", "tête", "têtes", "cabeza", "cabezas"],
            "leaf": ["leaf", "leaves", "blatt", "blätter", "feuille", "feuilles", "hoja", "hojas"],
            "bottle": ["bottle", "bottles", "flasche", "flaschen", "bouteille", "bouteilles", "botella", "botellas"],
            "carton": ["carton", "cartons", "brique", "briques", "brik", "briks", "brick", "bricks", "tetrapack", "tetrabrik", "tetra brik"],
            "tub": ["tub", "tubs", "pot", "pots", "container", "containers", "becher", "pote", "potes", "tarrina", "tarrinas"],
            "bag": ["bag", "bags", "pouch", "pouches", "sack", "beutel", "tüte", "tüten", "bolsa", "bolsas"],
            "box": ["box", "boxes", "schachtel", "caja", "cajas"],
            "punnet": ["punnet", "punnets", "schale", "schälchen", "barquette", "barquettes", "bandeja", "bandejas"],
            "rasher": ["rasher", "rashers"],
            "spear": ["spear", "spears"],
            "fillet": ["fillet", "fillets", "filet", "filets", "pavé", "pavés", "filete", "filetes"],
            "knob": ["knob", "knobs", "noisette", "nuez"],
            "cm": ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters", "zentimeter", "centímetro", "centímetros"],
            "mm": ["mm", "millimetre", "millimetres", "millimeter", "millimeters"],
            "inch": ["inch", "inches", "in", "pulgada", "pulgadas"],
        ]
        var table: [String: String] = [:]
        for (canonical, forms) in spellings {
            for form in forms where table[form] == nil { table[form] = canonical }
        }
        // Words that are units only in some places are settled here, where the lists overlap:
        // "pot" of cream is a tub, "filet" of oil a dash (a fish "filet" is written "filet de").
        table["pot"] = "tub"
        table["sachet"] = "package"
        table["becher"] = "tub"
        table["filet"] = "fillet"
        return table
    }()

    /// The longest spelling, in words: "cuillères à soupe" is three.
    static let longestUnitSpelling = unitSpellings.keys.map { $0.split(separator: " ").count }.max() ?? 1

    /// Spellings whose case decides: "T" is a tablespoon and "t" a teaspoon; "EL" and "TL" too.
    static let caseSensitiveUnits: [String: String] = ["T": "tbsp", "t": "tsp", "Tb": "tbsp", "EL": "tbsp", "TL": "tsp", "c.": "cup"]

    /// Spanish writes a tablespoon "C" and a teaspoon "c/c" or "cdta": read so in Spanish lines.
    static let spanishCaseSensitiveUnits: [String: String] = ["C": "tbsp", "c": "tsp", "cs": "tbsp", "cc": "tsp", "c/s": "tbsp", "c/c": "tsp"]

    /// Unit words that are ordinary words too, read as units only right after an amount: "in",
    /// "c", "l", "t", "fl", "pot", "glas", "filet", "noix" ("2 in", but "salt in a bowl"; "noix de
    /// beurre", but "noix de cajou" after no amount is nuts).
    static let unitsOnlyAfterAmount: Set<String> = ["in", "c", "l", "t", "fl", "pot", "glas", "filet", "noix", "nuez", "feuille de",
                                                    "becher", "schale", "block", "sack", "rib", "ribs", "pk", "pt", "el", "tl", "cs", "cc",
                                                    "cas", "cac", "once", "lt", "gal", "tête", "head", "trait", "stiel", "bote", "sobre",
                                                    "tige", "brin", "piece", "pieces", "trozo", "morceau", "stick", "sticks", "leaf", "leaves",
                                                    "feuille", "feuilles", "hoja", "hojas", "blatt", "blätter", "platte", "caja", "box",
                                                    "bag", "bolsa", "tub", "dose", "glas", "can", "tin", "jar", "bottle", "sheet", "sheets",
                                                    "slice", "slices", "tranche", "scheibe", "rama", "ramas", "clove", "diente"]

    /// Units no amount goes with, which stand for one of themselves: "pinch cumin", "bunch
    /// fresh parsley", "knob of butter".
    static let unitsStandingForOne: Set<String> = ["pinch", "dash", "handful", "bunch", "knob", "sprig"]

    /// Words written before an amount that say it is not exact, or is each's: "about 500ml",
    /// "ca. 200 ml", "environ 200 g", "unos 200 g", "je 1 TL", "evtl. 1 EL".
    static let leadingNotes: Set<String> = ["about", "approx", "approximately", "roughly", "around", "circa", "ca", "etwa", "ungefähr",
                                            "environ", "env", "aprox", "aproximadamente", "unos", "unas", "evtl", "eventuell", "optional",
                                            "facultatif", "opcional"]

    /// Names that begin with a unit's or a size's word and are things of their own.
    static let wholeNames: [[String]] = [["bouquet", "garni"], ["gousse", "de", "vanille"], ["noix", "de"], ["crème", "fraîche"],
                                         ["fromage", "frais"], ["queso", "fresco"], ["petits", "pois"], ["azúcar", "glas"],
                                         ["cube", "de", "bouillon"], ["pan", "de"]]

    /// The German endings of compounds that name a unit: "Knoblauchzehe", "Zimtstange", "Rosmarinzweig".
    static let germanUnitEndings: [(String, String)] = [
        ("zehen", "clove"), ("zehe", "clove"), ("stangen", "stalk"), ("stange", "stalk"), ("zweige", "sprig"), ("zweig", "sprig"),
        ("scheiben", "slice"), ("scheibe", "slice"), ("filets", "fillet"), ("filet", "fillet"),
    ]

    /// Single words that name a group of lines when they stand alone: "Dough", "Teig", "Pâte", "Masa".
    static let headingWords: Set<String> = [
        "dough", "pastry", "sauce", "dressing", "filling", "frosting", "icing", "glaze", "topping", "toppings", "garnish", "marinade",
        "batter", "crust", "base", "crumble", "streusel", "assembly", "equipment", "special equipment", "main ingredients", "optional toppings",
        "brine", "buttercream", "meatballs", "spice mix", "cake", "slaw", "cocktail", "syrup", "lemon drizzle", "decoration", "to serve",
        "for serving", "teig", "füllung", "belag", "glasur", "soße", "guss", "boden", "creme", "deko", "dekoration", "frosting", "streusel",
        "pâte", "la pâte", "garniture", "glaçage", "décoration", "matériel", "ustensiles", "la garniture", "la sauce", "crème",
        "masa", "la masa", "relleno", "el relleno", "cobertura", "aderezo", "marinada", "decoración", "glaseado", "utensilios",
        "para la masa", "pour la pâte",
    ]

    /// Units a cook writes after the ingredient: "2 garlic cloves", "8 bacon rashers".
    static let trailingUnits: Set<String> = ["clove", "stalk", "sprig", "stick", "sheet", "slice", "head", "bunch", "rasher",
                                             "spear", "fillet"]

    /// Units that hold an amount of their own: "1 (400 g) can", "400 g can", "2 x 400g tins".
    static let containerUnits: Set<String> = ["can", "jar", "package", "bottle", "carton", "tub", "bag", "box", "punnet", "piece",
                                              "sheet", "stick"]

    /// Measures, as opposed to units that count things: what an item's size is said in.
    static let measureUnits: Set<String> = ["cup", "tbsp", "tsp", "g", "kg", "mg", "ml", "l", "dl", "cl", "oz", "lb", "fl oz",
                                            "pint", "quart", "gallon", "cm", "mm", "inch"]

    // MARK: Amounts in words

    /// Numbers written as words, in the four languages.
    static let numberWords: [String: Decimal] = {
        let words: [(String, Int)] = [
            ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7), ("eight", 8), ("nine", 9),
            ("ten", 10), ("eleven", 11), ("twelve", 12), ("dozen", 12),
            ("zwei", 2), ("drei", 3), ("vier", 4), ("fünf", 5), ("sechs", 6), ("sieben", 7), ("acht", 8), ("neun", 9), ("zehn", 10),
            ("zwölf", 12),
            ("deux", 2), ("trois", 3), ("quatre", 4), ("cinq", 5), ("sept", 7), ("huit", 8), ("neuf", 9), ("dix", 10), ("douze", 12),
            ("dos", 2), ("tres", 3), ("cuatro", 4), ("cinco", 5), ("seis", 6), ("siete", 7), ("ocho", 8), ("nueve", 9), ("diez", 10),
            ("doce", 12),
        ]
        return Dictionary(words.map { ($0.0, Decimal($0.1)) }, uniquingKeysWith: { first, _ in first })
    }()

    /// Articles that say one: "a pinch", "eine Prise", "une pincée", "una pizca".
    static let articles: Set<String> = ["a", "an", "one", "ein", "eine", "einen", "einer", "eins", "un", "une", "una", "uno"]

    /// Words that say a half: "half a lemon", "eine halbe Zwiebel", "un demi-citron", "media cebolla".
    static let halves: Set<String> = ["half", "halbe", "halben", "halber", "halbes", "halb", "demi", "demie", "medio", "media"]

    /// "a quarter of", "un cuarto de".
    static let quarters: Set<String> = ["quarter", "viertel", "quart", "cuarto"]

    /// "a couple of" bay leaves: two.
    static let couples: Set<String> = ["couple"]

    /// Vague amounts, kept in the note: "a few sprigs", "einige Zweige", "quelques brins".
    static let vagueAmounts: [[String]] = [
        ["a", "few"], ["a", "little"], ["a", "bit", "of"], ["some"], ["few"], ["several"], ["einige"], ["etwas"], ["ein", "paar"], ["wenig"],
        ["ein", "wenig"], ["quelques"], ["un", "peu", "de"], ["un", "peu", "d'"], ["un", "peu"], ["unos"], ["unas"], ["algunos"], ["algunas"],
        ["un", "poco", "de"], ["un", "poco"], ["unas", "cuantas"], ["unos", "cuantos"],
    ]

    /// Words that join the two ends of a range: "2 to 3", "2 bis 3", "2 à 3", "2 a 3", "2 o 3".
    static let rangeWords: Set<String> = ["to", "or", "bis", "à", "a", "o", "ó", "ou", "oder", "-"]

    /// "x" of "2 x 400g tins".
    static let multipliers: Set<String> = ["x", "×"]

    /// What may stand between an amount and its ingredient and is not part of its name: "2 cups
    /// of flour", "2 EL von", "2 c. à soupe d'huile", "200 g de farine", "un poco de".
    static let linkWords: Set<String> = ["of", "de", "d'", "du", "des", "del", "von", "vom"]

    // MARK: Sizes

    /// Size words and the size they say, in the four languages and short forms.
    static let sizes: [String: String] = [
        "large": "large", "lg": "large", "lge": "large", "lrg": "large", "big": "large", "jumbo": "large",
        "medium": "medium", "med": "medium", "md": "medium", "medium-sized": "medium", "mid-sized": "medium",
        "small": "small", "sm": "small", "sml": "small", "little": "small",
        "extra-large": "extra-large", "xl": "extra-large", "x-large": "extra-large", "extra large": "extra-large",
        "medium-size": "medium", "large-size": "large", "small-size": "small", "large-sized": "large", "small-sized": "small", "kl": "small",
        "groß": "large", "große": "large", "großen": "large", "großer": "large", "großes": "large", "gross": "large", "grosse": "large",
        "mittelgroß": "medium", "mittelgroße": "medium", "mittelgroßen": "medium", "mittelgroßer": "medium", "mittlere": "medium",
        "mittleren": "medium", "mittel": "medium",
        "klein": "small", "kleine": "small", "kleinen": "small", "kleiner": "small", "kleines": "small",
        "gros": "large", "grosses": "large", "moyen": "medium", "moyenne": "medium", "moyens": "medium", "moyennes": "medium",
        "petit": "small", "petite": "small", "petits": "small", "petites": "small",
        "grande": "large", "grandes": "large", "mediano": "medium", "mediana": "medium", "medianos": "medium", "medianas": "medium",
        "pequeño": "small", "pequeña": "small", "pequeños": "small", "pequeñas": "small", "chico": "small", "chica": "small",
    ]

    /// Sizes of several words, read whole first.
    static let sizePhrases: [([String], String)] = [
        (["extra", "large"], "extra-large"), (["extra", "-", "large"], "extra-large"), (["x", "-", "large"], "extra-large"),
        (["extra", "groß"], "extra-large"), (["très", "gros"], "extra-large"), (["muy", "grande"], "extra-large"),
    ]

    /// Size words that are part of a name, never a size: "petits pois", "gros sel", "Petite
    /// carrots" are things of their own.
    static let namesWithSizes: [[String]] = [["petits", "pois"], ["petit", "pois"], ["gros", "sel"], ["petit", "suisse"], ["petits", "suisses"],
                                              ["big", "mac"], ["little", "gem"], ["grande", "champagne"]]

    /// Words that say how much of a unit a spoonful is: "1 heaped tsp", "1 cucharada colmada".
    static let unitAdjectives: Set<String> = ["heaped", "heaping", "level", "rounded", "scant", "generous", "good", "full", "big", "large",
                                              "small", "medium", "thick", "thin", "fat", "thumb-sized", "dünne", "dicke", "fines", "fine",
                                              "épaisse", "épaisses", "finas", "gruesas", "geh", "gestr", "gehäuft", "daumengroßes", "gehäufter", "gehäufte", "gestrichener", "gestrichene", "knapp", "gut",
                                              "gute", "guter", "bombée", "bombées", "rase", "rases", "bonne", "bon", "grosse", "petite",
                                              "colmada", "colmadas", "rasa", "rasas", "buena", "buen", "generosa", "generoso"]

    // MARK: Phrases that end a line

    /// What a line may end with that says how much or what for, not what: "to taste", "nach
    /// Belieben", "pour servir", "al gusto". Read case-insensitively at the end of a line's
    /// name or as a part of its note.
    static let amountPhrases: [String] = [
        "or more to taste", "or to taste", "plus more to taste", "to taste", "as needed", "as required", "if needed", "if required",
        "if desired", "if you like", "if liked", "optional", "to serve", "for serving", "to garnish", "for garnish", "for garnishing",
        "to decorate", "for decorating", "for decoration", "to dust", "for dusting", "to glaze", "for glazing", "for greasing",
        "to grease", "for frying", "for deep-frying", "for shallow-frying", "for brushing", "to brush", "to finish", "for the pan",
        "for the tin", "for the dish", "for drizzling", "to drizzle", "for sprinkling", "to sprinkle", "for topping", "for rolling",
        "nach belieben", "nach geschmack", "n. b.", "n.b.", "nb", "zum abschmecken", "zum bestreuen", "zum bestäuben", "zum braten",
        "zum anbraten", "zum frittieren", "zum servieren", "zum garnieren", "zum dekorieren", "zum einfetten", "für die form",
        "zum bestreichen", "zum verzieren", "optional", "nach wunsch", "bei bedarf", "wer mag",
        "selon le goût", "selon votre goût", "au goût", "à votre goût", "facultatif", "facultative", "pour servir", "pour le service",
        "pour la cuisson", "pour la friture", "pour frire", "pour le moule", "pour la décoration", "pour décorer", "pour garnir",
        "pour saupoudrer", "pour dorer", "pour badigeonner", "pour graisser", "pour beurrer", "pour fariner", "pour le plan de travail",
        "al gusto", "a gusto", "opcional", "para servir", "para decorar", "para freír", "para la fritura", "para engrasar", "para espolvorear",
        "para pintar", "para el molde", "para acompañar", "para adornar", "c/n", "cantidad necesaria", "c/s", "cantidad suficiente",
        "según el gusto",
    ]

    /// Words that start a note inside the name: "plus extra for dusting", "or 1 tbsp fresh",
    /// "such as Maris Piper".
    static let noteStarts: [[String]] = [
        ["plus"], ["+"], ["or"], ["such", "as"], ["like"], ["e.g."], ["eg"], ["for", "example"], ["oder"], ["z.", "b."], ["z.b."], ["zb"],
        ["und", "etwas"], ["sowie"], ["ou"], ["par", "exemple"], ["comme"], ["type"], ["et", "un", "peu"], ["o"], ["como"], ["tipo"],
        ["y", "un", "poco"], ["más"], ["mas"],
    ]

    /// Words that say each of several things: "2 tsp EACH cumin and coriander".
    static let eachWords: Set<String> = ["each", "jeweils", "je", "chacun", "chacune", "de cada", "cada"]

    /// "salt and pepper" in the four languages: one line, one name.
    static let ands: Set<String> = ["and", "&", "und", "et", "y", "e"]

    // MARK: Amounts inside the line

    /// Parts of a thing that a line names before its amount: "juice of ½ lemon", "zest of 2
    /// limes", "Saft von 1 Zitrone", "le jus d'un citron", "el zumo de 1 limón".
    static let partWords: Set<String> = ["juice", "zest", "rind", "seeds", "flesh", "saft", "abrieb", "schale", "jus", "zeste", "zestes",
                                         "zumo", "jugo", "ralladura", "piel", "cáscara"]

    // MARK: Headings

    /// What a heading may start with: "For the sauce", "Für den Teig", "Pour la pâte", "Para la salsa".
    static let headingStarts: [[String]] = [
        ["for", "the"], ["for"], ["für", "den"], ["für", "die"], ["für", "das"], ["für"], ["pour", "la"], ["pour", "le"], ["pour", "les"],
        ["pour", "l'"], ["pour"], ["para", "la"], ["para", "el"], ["para", "los"], ["para", "las"], ["para"],
    ]

    /// Headings that are whole as they are: "To serve", "Zum Servieren", "Pour servir", "Para servir".
    static let headingPhrases: Set<String> = [
        "to serve", "to garnish", "to decorate", "to finish", "to assemble", "ingredients", "you will need", "you'll need",
        "zum servieren", "zum garnieren", "zum dekorieren", "zum bestreuen", "zutaten", "außerdem", "ausserdem", "dazu",
        "pour servir", "pour le service", "pour décorer", "pour le dressage", "ingrédients", "garniture",
        "para servir", "para decorar", "para acompañar", "para el emplatado", "ingredientes", "además",
    ]

    // MARK: Equipment

    /// Words that name equipment wherever they head a line's name (its last word in English and
    /// German, its first in French and Spanish): "sugar thermometer", "moule à manqué".
    static let equipmentWords: Set<String> = [
        "pan", "pans", "tray", "trays", "dish", "dishes", "bowl", "bowls", "skewer", "skewers", "thermometer", "foil", "parchment",
        "nozzle", "whisk", "processor", "blender", "mixer", "basin", "basins", "mould", "moulds", "mold", "molds", "ramekin", "ramekins",
        "cutter", "cutters", "rack", "racks", "board", "knife", "grater", "sieve", "colander", "spatula", "ladle", "skillet", "wok",
        "saucepan", "griddle", "tongs", "mandoline", "muslin", "cheesecloth", "twine", "liners", "jug", "tins", "tin", "toothpicks",
        "film", "string", "cases", "moule", "moules", "plaque", "plaques", "poche", "douille", "saladier", "poêle", "fouet", "mixeur",
        "thermomètre", "ramequins", "ramequin", "cercle", "emporte-pièce", "cocotte", "ficelle", "cul-de-poule", "chinois", "tamis",
        "passoire", "pinceau", "batteur", "molde", "moldes", "bandeja", "bandejas", "manga", "boquilla", "bol", "sartén", "olla",
        "batidora", "varillas", "termómetro", "brochetas", "palillos", "rodillo", "cortapastas", "flanera", "flaneras", "cazo",
        "colador", "tamiz", "licuadora", "procesador", "recipiente", "cazuela", "casserole", "shaker", "wrap", "plate", "toothpick",
        "skewer", "ramekin", "paellera", "pics", "pic", "plat", "brocheta", "flanera", "ramequin", "pince", "hilo",
    ]

    /// Equipment named by two words whose last (or first) alone is ambiguous: "baking sheet",
    /// "kitchen paper", "piping bag", "jam jars", "papel de horno".
    static let equipmentPhrases: Set<String> = [
        "baking sheet", "baking sheets", "cookie sheet", "cookie sheets", "sheet pan", "baking paper", "kitchen paper", "greaseproof paper",
        "parchment paper", "wax paper", "waxed paper", "baking parchment", "baking beans", "cocktail sticks", "jam jars", "jam jar",
        "kilner jar", "kilner jars", "mason jar", "mason jars", "dutch oven", "slow cooker", "pressure cooker", "rice cooker", "instant pot",
        "stand mixer", "ice cream maker", "ice-cream maker", "piping bag", "piping bags", "freezer bag", "freezer bags", "ziplock bag",
        "zip-lock bag", "zip-top bag", "gallon-size zip-top bag", "rimmed baking sheet", "rimmed baking sheets", "baking beans", "rolling pin", "pastry brush", "food processor", "pie weights", "paper cases", "cupcake cases", "muffin cases",
        "kitchen string", "cling film", "tin foil", "sterilised jars", "sterilized jars", "papier sulfurisé", "papier cuisson",
        "papier aluminium", "papier absorbant", "film alimentaire", "poche à douille", "rouleau à pâtisserie", "papel de horno",
        "papel vegetal", "papel de aluminio", "papel film", "papel absorbente", "papel de cocina", "film transparente", "manga pastelera",
        "fuente de horno", "bandeja de horno", "hilo de bramante", "plat à gratin", "plastic wrap", "pie plate",
    ]

    /// The endings of German compounds that name equipment: "Springform", "Backblech", "Alufolie".
    static let germanEquipmentEndings: [String] = [
        "form", "formen", "blech", "bleche", "folie", "backpapier", "küchenpapier", "beutel", "schüssel", "pfanne", "topf", "spieße",
        "spieß", "tülle", "ring", "ausstecher", "gläser", "glas", "thermometer", "maschine", "rührgerät", "mixer", "stab", "sieb",
        "reibe", "holz", "garn", "rahmen", "besen", "pinsel", "gitter", "rost", "förmchen", "papier",
    ]

    /// German compounds with such an ending that are food: "Reispapier", "Teebeutel".
    static let germanFoodsLikeEquipment: Set<String> = ["reispapier", "teebeutel", "marzipanform", "zuckerglas", "honigglas"]

    // MARK: Preparation

    /// Words that say how a thing is prepared, how fresh or warm it is: the same thing bought in
    /// the same shop. English ones are in `IngredientName.descriptors`; these are the others,
    /// German adjectives in their base form (a declined "gehackte" is read as "gehackt").
    static let foreignDescriptors: Set<String> = [
        "gehackt", "gewürfelt", "geschnitten", "gerieben", "geschält", "gepresst", "zerdrückt", "zerlassen", "geschmolzen", "weich",
        "zimmerwarm", "kalt", "warm", "lauwarm", "frisch", "fein", "grob", "klein", "halbiert", "geviertelt", "entkernt", "gewaschen",
        "abgetropft", "abgespült", "geputzt", "gesiebt", "geröstet", "getrocknet", "verquirlt", "gehobelt", "gestiftelt", "zerkleinert",
        "feingehackt", "kleingeschnitten", "reif",
        "haché", "hachée", "hachés", "hachées", "émincé", "émincée", "émincés", "émincées", "râpé", "râpée", "râpés", "râpées",
        "coupé", "coupée", "coupés", "coupées", "épluché", "épluchée", "épluchés", "épluchées", "pelé", "pelée", "pelés", "pelées",
        "fondu", "fondue", "mou", "pommade", "ramolli", "tiède", "froid", "froide", "frais", "fraîche", "fraîches", "finement",
        "grossièrement", "concassé", "concassée", "ciselé", "ciselée", "pressé", "pressée", "écrasé", "écrasée", "égoutté", "égouttée",
        "égouttés", "lavé", "lavée", "lavés", "mûr", "mûre", "mûrs", "mûres", "battu", "battus", "tamisé", "tamisée", "dénoyauté",
        "dénoyautées", "épépiné", "épépinés", "écrasé", "ciselé", "émietté", "piqué", "entier", "grillé", "non traité", "en dés", "en chemise", "en rondelles", "en lamelles", "en morceaux", "en cubes",
        "picado", "picada", "picados", "picadas", "rallado", "rallada", "rallados", "ralladas", "pelado", "pelada", "pelados", "peladas",
        "troceado", "troceada", "troceados", "troceadas", "cortado", "cortada", "cortados", "cortadas", "derretido", "derretida",
        "fundido", "fundida", "blando", "blanda", "pomada", "tibio", "tibia", "frío", "fría", "fresco", "fresca", "frescos", "frescas",
        "finamente", "machacado", "machacada", "machacados", "escurrido", "escurrida", "escurridos", "escurridas", "lavado", "lavada",
        "maduro", "batido", "tamizado", "laminado", "troceado", "desmenuzado", "desvenado", "entero", "tostado", "en dados", "en rodajas", "en láminas", "en juliana", "en tiras", "en taquitos", "sin pelar", "a temperatura",
        "en trozos", "en cubos", "sin piel", "sin hueso", "sin semillas",
    ]
}

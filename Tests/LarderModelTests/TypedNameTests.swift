import LarderModel
import Testing

@Suite("What a typed name means")
struct TypedNameTests {
    @Test("the start of a name's words, or the words with a slip of the fingers, mean the name; another word does not")
    func slipsAndStarts() {
        let meant: [(String, String)] = [
            ("lemn drizle", "Lemon drizzle cake"), ("creme brule", "Crème brûlée"), ("brul", "Crème brûlée"), ("HAHNCHEN", "Hähnchen-Curry"),
            ("chiken", "Chicken curry"), ("chikcen curry", "Chicken curry"), ("jalapeno", "Jalapeño poppers"), ("lasagne", "Lasagna"),
            ("tomato soup", "Weeknight tomato and red lentil soup"),
        ]
        for (typed, name) in meant { #expect(TypedName.means(typed, name), "“\(typed)” should mean “\(name)”") }
        let notMeant: [(String, String)] = [
            ("Leek pie", "Leek soup"), ("cake", "Pancakes"), ("red", "Overnight no-knead bread"), ("", "Soup"),
            ("lemon tart", "Lemon drizzle cake"), ("stew", "Lentil soup"),
        ]
        for (typed, name) in notMeant { #expect(!TypedName.means(typed, name), "“\(typed)” should not mean “\(name)”") }
    }
}

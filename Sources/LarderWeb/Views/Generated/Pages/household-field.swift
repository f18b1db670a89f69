// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/household-field.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func householdField(page: PageChrome, into out: inout HTMLWriter) {
        out.text("<input type=\"hidden\" name=\"household\" value=\"")
        if let activeHousehold = page.activeHousehold {
            out.escaped(activeHousehold.id)
        }
        out.text("\">\n")
    }
}

// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/plan-recipe-options.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension PlanController.PickPage.Options: CompiledPage {
    static let template = "plan-recipe-options"

    func render(into out: inout HTMLWriter) {
        for matche in self.matches {
            out.text("<option value=\"")
            out.escaped(matche.name)
            out.text("\"></option>\n")
        }
    }
}

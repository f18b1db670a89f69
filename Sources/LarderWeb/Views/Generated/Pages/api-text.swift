// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/api-text.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Partials {
    static func apiText(segments: [APIReferenceController.Reference.Text.Segment], into out: inout HTMLWriter) {
        for segment in segments {
            let textHTML = out.escapedOnce(segment.text)
            if segment.isCode {
                out.text("<code>")
                out.write(textHTML)
                out.text("</code>")
            }
            if !segment.isCode {
                out.write(textHTML)
            }
        }
    }
}

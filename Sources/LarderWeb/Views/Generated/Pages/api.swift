// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/api.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension APIReferenceController.Page: CompiledPage {
    static let template = "api"

    func render(into out: inout HTMLWriter) {
        let needsReadWriteHTML = out.escapedOnce(self.page.t.apiReference.needsReadWrite)
        let parametersHTML = out.escapedOnce(self.page.t.apiReference.parameters)
        let nameHTML = out.escapedOnce(self.page.t.common.name)
        let locationHTML = out.escapedOnce(self.page.t.apiReference.location)
        let typeHTML = out.escapedOnce(self.page.t.apiReference.type)
        let aboutHTML = out.escapedOnce(self.page.t.apiReference.about)
        let requiredHTML = out.escapedOnce(self.page.t.apiReference.required)
        let bodyHTML = out.escapedOnce(self.page.t.apiReference.body)
        let responsesHTML = out.escapedOnce(self.page.t.apiReference.responses)
        Partials.layout(
            page: self.page, into: &out,
            content: { out in
                out.text("<h1>")
                out.escaped(self.reference.title)
                out.text(" <span class=\"meta\">")
                out.escaped(self.reference.versionLabel)
                out.text("</span></h1>\n")
                for paragraph in self.reference.paragraphs {
                    out.text("<p>")
                    Partials.apiText(segments: paragraph.segments, into: &out)
                    out.text("</p>\n")
                }
                out.text("<p>")
                out.escaped(self.page.t.apiReference.addressesStart)
                out.text(" <code>")
                out.escaped(self.reference.server)
                out.text("</code>. ")
                out.escaped(self.page.t.apiReference.documentAt)
                out.text(" <a href=\"")
                out.escaped(self.reference.documentPath)
                out.text("\"><code>")
                out.escaped(self.reference.documentPath)
                out.text("</code></a>")
                out.escaped(self.page.t.apiReference.documentAfterLink)
                out.text("</p>\n<nav class=\"card api-contents\" aria-label=\"")
                out.escaped(self.page.t.apiReference.operations)
                out.text("\">\n<h2>")
                out.escaped(self.page.t.apiReference.operations)
                out.text("</h2>\n")
                for group in self.reference.groups {
                    out.text("<h3>")
                    out.escaped(group.name)
                    out.text("</h3>\n<ul>\n")
                    for operation in group.operations {
                        out.text("<li><a href=\"#")
                        out.escaped(operation.id)
                        out.text("\"><span class=\"api-method\">")
                        out.escaped(operation.method)
                        out.text("</span> <code>")
                        out.escaped(operation.path)
                        out.text("</code></a>: ")
                        out.escaped(operation.summary)
                        out.text("</li>\n")
                    }
                    out.text("</ul>\n")
                }
                out.text("</nav>\n")
                for group2 in self.reference.groups {
                    out.text("<section class=\"api-group\">\n<h2>")
                    out.escaped(group2.name)
                    out.text("</h2>\n<p class=\"lead\">")
                    out.escaped(group2.description)
                    out.text("</p>\n")
                    for operation2 in group2.operations {
                        let idHTML = out.escapedOnce(operation2.id)
                        out.text("<article class=\"card api-operation\" id=\"")
                        out.write(idHTML)
                        out.text("\">\n<h3><span class=\"api-method\">")
                        out.escaped(operation2.method)
                        out.text("</span> <code>")
                        out.escaped(operation2.path)
                        out.text("</code></h3>\n<p><strong>")
                        out.escaped(operation2.summary)
                        out.text("</strong> <span class=\"meta\">(<code>")
                        out.write(idHTML)
                        out.text("</code>")
                        if operation2.writes {
                            out.text("; ")
                            out.write(needsReadWriteHTML)
                        }
                        out.text(")</span></p>\n")
                        for paragraph2 in operation2.paragraphs {
                            out.text("<p>")
                            Partials.apiText(segments: paragraph2.segments, into: &out)
                            out.text("</p>\n")
                        }
                        if !operation2.parameters.isEmpty {
                            out.text("<table class=\"api-table\">\n<caption>")
                            out.write(parametersHTML)
                            out.text("</caption>\n<thead><tr><th scope=\"col\">")
                            out.write(nameHTML)
                            out.text("</th><th scope=\"col\">")
                            out.write(locationHTML)
                            out.text("</th><th scope=\"col\">")
                            out.write(typeHTML)
                            out.text("</th><th scope=\"col\">")
                            out.write(aboutHTML)
                            out.text("</th></tr></thead>\n<tbody>\n")
                            for parameter in operation2.parameters {
                                out.text("<tr><td><code>")
                                out.escaped(parameter.name)
                                out.text("</code>")
                                if parameter.required {
                                    out.text(" <span class=\"meta\">")
                                    out.write(requiredHTML)
                                    out.text("</span>")
                                }
                                out.text("</td><td>")
                                out.escaped(parameter.location)
                                out.text("</td><td>")
                                out.escaped(parameter.type)
                                out.text("</td><td>")
                                Partials.apiText(segments: parameter.description.segments, into: &out)
                                out.text("</td></tr>\n")
                            }
                            out.text("</tbody>\n</table>\n")
                        }
                        if let body = operation2.body {
                            out.text("<p>")
                            out.write(bodyHTML)
                            out.text(" ")
                            out.escaped(body)
                            out.text("</p>\n")
                        }
                        out.text("<table class=\"api-table\">\n<caption>")
                        out.write(responsesHTML)
                        out.text("</caption>\n<tbody>\n")
                        for response in operation2.responses {
                            out.text("<tr><th scope=\"row\">")
                            out.escaped(response.status)
                            out.text("</th><td>")
                            Partials.apiText(segments: response.description.segments, into: &out)
                            if let schema = response.schema {
                                out.text(" <span class=\"meta\">(")
                                out.escaped(schema)
                                out.text(")</span>")
                            }
                            out.text("</td></tr>\n")
                        }
                        out.text("</tbody>\n</table>\n</article>\n")
                    }
                    out.text("</section>\n")
                }
                out.text("<section class=\"api-group\">\n<h2>")
                out.escaped(self.page.t.apiReference.problems)
                out.text("</h2>\n<p class=\"lead\">")
                Partials.apiText(segments: self.reference.problemsLead.segments, into: &out)
                out.text("</p>\n<dl class=\"api-problems\">\n")
                for problem in self.reference.problems {
                    out.text("<dt id=\"")
                    out.escaped(problem.id)
                    out.text("\"><code>")
                    out.escaped(problem.type)
                    out.text("</code> (")
                    out.escaped(problem.status)
                    out.text(")</dt><dd>")
                    Partials.apiText(segments: problem.description.segments, into: &out)
                    out.text("</dd>\n")
                }
                out.text("</dl>\n</section>\n<section class=\"api-group\">\n<h2>")
                out.escaped(self.page.t.apiReference.schemas)
                out.text("</h2>\n")
                for schema2 in self.reference.schemas {
                    let nameHTML2 = out.escapedOnce(schema2.name)
                    out.text("<article class=\"card api-schema\" id=\"schema-")
                    out.write(nameHTML2)
                    out.text("\">\n<h3>")
                    out.write(nameHTML2)
                    out.text("</h3>\n")
                    if !schema2.description.segments.isEmpty {
                        out.text("<p>")
                        Partials.apiText(segments: schema2.description.segments, into: &out)
                        out.text("</p>")
                    }
                    out.text("\n")
                    if !schema2.properties.isEmpty {
                        out.text("<table class=\"api-table\">\n<tbody>\n")
                        for property in schema2.properties {
                            out.text("<tr><td><code>")
                            out.escaped(property.name)
                            out.text("</code>")
                            if property.required {
                                out.text(" <span class=\"meta\">")
                                out.write(requiredHTML)
                                out.text("</span>")
                            }
                            out.text("</td><td>")
                            out.escaped(property.type)
                            out.text("</td><td>")
                            Partials.apiText(segments: property.description.segments, into: &out)
                            out.text("</td></tr>\n")
                        }
                        out.text("</tbody>\n</table>\n")
                    }
                    out.text("</article>\n")
                }
                out.text("</section>\n")
            })
    }
}

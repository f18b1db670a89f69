// Written by Tools/template-compiler from Templates/*.mustache and the view types in
// Sources/LarderWeb, Sources/LarderModel (`make templates`): do not edit.
// From Templates/mail.mustache. Each page's render function, and each partial's, writes what swift-mustache renders for it, byte for byte.

import Foundation
import LarderModel

extension Mailer.MailView: CompiledPage {
    static let template = "mail"

    func render(into out: inout HTMLWriter) {
        out.text("<!DOCTYPE html>\n<html lang=\"")
        out.escaped(self.language)
        out.text("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>")
        out.escaped(self.subject)
        out.text("</title>\n</head>\n<body style=\"margin:0;padding:24px 12px;background:#f6f1e7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#2b2118;\">\n<div style=\"max-width:34rem;margin:0 auto;background:#fffdf8;border:1px solid #e4d9c6;border-radius:12px;padding:24px;\">\n<p style=\"margin:0 0 16px;font-size:20px;font-weight:700;color:#8a3b12;\">Larder</p>\n<p style=\"margin:0 0 20px;font-size:16px;line-height:1.5;\">")
        out.escaped(self.lead)
        out.text("</p>\n<p style=\"margin:0 0 20px;\"><a href=\"")
        out.escaped(self.link)
        out.text("\" style=\"display:inline-block;background:#8a3b12;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px;\">")
        out.escaped(self.action)
        out.text("</a></p>\n")
        for note in self.notes {
            out.text("<p style=\"margin:0 0 12px;font-size:14px;line-height:1.5;color:#5c4d3f;\">")
            out.escaped(note)
            out.text("</p>\n")
        }
        out.text("<p style=\"margin:20px 0 4px;font-size:13px;color:#5c4d3f;\">")
        out.escaped(self.linkFallback)
        out.text("</p>\n<p style=\"margin:0 0 20px;font-size:13px;word-break:break-all;\"><a href=\"")
        out.escaped(self.link)
        out.text("\" style=\"color:#8a3b12;\">")
        out.escaped(self.link)
        out.text("</a></p>\n<p style=\"margin:0;font-size:12px;color:#8c7b6a;border-top:1px solid #e4d9c6;padding-top:12px;\">")
        out.escaped(self.footer)
        out.text("</p>\n</div>\n</body>\n</html>\n")
    }
}

#!/bin/sh
# What the template compiler does not support must stop the build with the file and line, never
# render differently: each broken template here must fail, naming where.
set -eu
compiler=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat >"$work/View.swift" <<'SWIFT'
struct View: Sendable, Encodable {
    struct Step: Sendable, Encodable { var text: String }
    var title: String
    var steps: [Step]
    var count: Int
}
SWIFT
check() { # name, expected message, template text
    mkdir -p "$work/$1" && cp "$work/View.swift" "$work/$1/"
    printf '%b' "{{! page: View }}\n$3" >"$work/$1/page.mustache"
    if "$compiler" --templates "$work/$1" --sources "$work/$1" --output "$work/$1/out.swift" 2>"$work/$1/error"; then
        echo "template-compiler: '$1' compiled, but must fail" >&2; exit 1
    fi
    grep -q "page.mustache:$4: error: .*$2" "$work/$1/error" \
        || { echo "template-compiler: '$1' failed without naming page.mustache:$4 and '$2':" >&2; cat "$work/$1/error" >&2; exit 1; }
}
check set-delimiters "set-delimiter" "{{title}}\n{{=<% %>=}}\n" 3
check unknown-name "no page that uses it has a value named titel" "<h1>{{titel}}</h1>\n" 2
check unknown-transform "transform uppercased" "{{uppercased(title)}}\n" 2
check whole-record "has no text" "{{#steps}}{{.}}{{/steps}}\n" 2
check indented-partial "indented standalone partial" "<ul>\n  {{> page}}\n</ul>\n" 3
check recursive-partial "includes itself" "{{#steps}}\n{{> page}}\n{{/steps}}\n" 3
check unclosed-section "never closed" "{{#steps}}\n{{text}}\n" 2
check wrong-close "closes no open section" "{{#steps}}{{text}}{{/step}}\n" 2
echo "templates: the compiler refuses what it does not support, naming the file and line"

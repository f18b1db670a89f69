#!/usr/bin/env python3
"""Checks the pages-without-schema corpus against expected.json and prints a summary.

Run it from anywhere: `python3 check_expected.py`. Standard library only. It checks that:
- every page is listed once, every listed page exists, names are unique and follow <shape>-<n>.html;
- every page is a complete UTF-8 HTML document of 2-60 KB, and none carries schema.org Recipe data
  as JSON-LD or microdata;
- every recipe's name, ingredient lines, group names, steps and yield are in the page's text, in
  order (entities decoded, white space collapsed); groups point inside the ingredient list, in order;
- the counts the corpus promises: at least 110 recipe pages shaped as at least 55 sites, at least
  30 pages that are not recipes, at least 40 pages read by their headings with at least 5 each in
  English, German, French and Spanish and at least 3 each in Dutch and Italian.
Exits non-zero on the first kind of failure it finds, after printing them all.
"""
import collections
import json
import os
import re
import sys
from html.parser import HTMLParser

HERE = os.path.dirname(os.path.abspath(__file__))


class Text(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts, self.attrs, self.skip, self.ldjson, self.cur = [], [], 0, [], None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag in ("script", "style"):
            self.skip += 1
            self.cur = "ld" if tag == "script" and (a.get("type") or "").lower() == "application/ld+json" else None
        for k in ("content", "value"):
            if a.get(k):
                self.attrs.append(a[k])
        if tag in ("br", "p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "h5", "h6"):
            self.parts.append(" ")

    def handle_endtag(self, tag):
        if tag in ("p", "div", "li", "td", "th", "tr", "h1", "h2", "h3", "h4", "h5", "h6"):
            self.parts.append(" ")
        if tag in ("script", "style"):
            self.skip = max(0, self.skip - 1)
            self.cur = None

    def handle_data(self, data):
        if self.cur == "ld":
            self.ldjson.append(data)
        if not self.skip:
            self.parts.append(data)


def norm(s):
    return " ".join(s.split())


def types_in(o):
    if isinstance(o, dict):
        t = o.get("@type")
        for x in (t if isinstance(t, list) else [t]):
            if isinstance(x, str):
                yield x
        for v in o.values():
            yield from types_in(v)
    elif isinstance(o, list):
        for v in o:
            yield from types_in(v)


def main():
    errors = []
    with open(os.path.join(HERE, "expected.json"), encoding="utf-8") as fh:
        expected = json.load(fh)
    files = sorted(f for f in os.listdir(HERE) if f.endswith(".html"))
    listed = [e["file"] for e in expected]
    dup = [f for f, n in collections.Counter(listed).items() if n > 1]
    if dup:
        errors.append("listed twice: %s" % dup)
    for f in sorted(set(files) - set(listed)):
        errors.append("not listed: %s" % f)
    for f in sorted(set(listed) - set(files)):
        errors.append("listed but missing: %s" % f)
    with_lang = without_lang = 0
    for e in expected:
        f = e["file"]
        if not re.fullmatch(re.escape(e["shape"]) + r"-\d+\.html", f):
            errors.append("%s: name is not <shape>-<n>.html for shape %s" % (f, e["shape"]))
        path = os.path.join(HERE, f)
        if not os.path.exists(path):
            continue
        raw = open(path, "rb").read()
        if not 2048 <= len(raw) <= 60 * 1024:
            errors.append("%s: %d bytes" % (f, len(raw)))
        try:
            src = raw.decode("utf-8")
        except UnicodeDecodeError as x:
            errors.append("%s: not UTF-8: %s" % (f, x))
            continue
        low = src.lower()
        for needle in ("<!doctype html", "<html", "<head>", "<title>", "<meta", "<body", "</html>"):
            if needle not in low:
                errors.append("%s: no %s" % (f, needle))
        if re.search(r"<html[^>]*\slang=", low):
            with_lang += 1
        else:
            without_lang += 1
        if re.search(r"itemtype\s*=\s*[\"'][^\"']*recipe", low):
            errors.append("%s: microdata Recipe" % f)
        p = Text()
        p.feed(src)
        for block in p.ldjson:
            try:
                data = json.loads(block)
            except ValueError:
                errors.append("%s: JSON-LD does not parse" % f)
                continue
            if any(t.lower().endswith("recipe") for t in types_in(data)):
                errors.append("%s: JSON-LD Recipe" % f)
        text = norm("".join(p.parts))
        attrs = norm(" ".join(p.attrs))
        if e["recipe"]:
            for k in ("language", "read_by", "name", "ingredients", "groups", "steps", "yield", "total_time_minutes"):
                if k not in e:
                    errors.append("%s: no %s" % (f, k))
            if e["read_by"] not in ("microformat", "rdfa", "plugin", "headings"):
                errors.append("%s: read_by %r" % (f, e["read_by"]))
            if not e["ingredients"] or not e["steps"]:
                errors.append("%s: no ingredients or no steps" % f)
            if e["name"] not in text and e["name"] not in attrs:
                errors.append("%s: name %r not on the page" % (f, e["name"]))
            pos = 0
            for line in e["ingredients"]:
                i = text.find(line, pos)
                if i < 0:
                    errors.append("%s: ingredient %r not found in order" % (f, line))
                    break
                pos = i + len(line)
            for line in e["steps"]:
                i = text.find(line, pos)
                if i < 0:
                    errors.append("%s: step %r not found in order after the ingredients" % (f, line[:60]))
                    break
                pos = i + len(line)
            last = -1
            for g in e["groups"]:
                if not (0 <= g["first"] < len(e["ingredients"])) or g["first"] <= last:
                    errors.append("%s: group %r points at %d" % (f, g["name"], g["first"]))
                last = g["first"]
                if g["name"] not in text:
                    errors.append("%s: group %r not on the page" % (f, g["name"]))
                if g["name"] in e["ingredients"]:
                    errors.append("%s: group %r is also an ingredient" % (f, g["name"]))
            if e["yield"] and e["yield"] not in text and e["yield"] not in attrs:
                errors.append("%s: yield %r not on the page" % (f, e["yield"]))
            if e["total_time_minutes"] is not None and not isinstance(e["total_time_minutes"], int):
                errors.append("%s: total_time_minutes %r" % (f, e["total_time_minutes"]))
            for line in e["ingredients"] + e["steps"]:
                if line != norm(line) or not line:
                    errors.append("%s: text not normalised: %r" % (f, line))
        else:
            if not e.get("why"):
                errors.append("%s: a non-recipe without why" % f)
            if not e["shape"].startswith("not-recipe-"):
                errors.append("%s: a non-recipe whose shape is %s" % (f, e["shape"]))

    recipes = [e for e in expected if e["recipe"]]
    others = [e for e in expected if not e["recipe"]]
    shapes = collections.Counter(e["shape"] for e in recipes)
    heads = collections.Counter(e["language"] for e in recipes if e["read_by"] == "headings")
    print("pages: %d (%d recipes, %d not recipes); html lang set on %d, absent on %d" % (
        len(expected), len(recipes), len(others), with_lang, without_lang))
    print("recipe shapes: %d" % len(shapes))
    by_kind = collections.Counter(e["read_by"] for e in recipes)
    for kind in ("microformat", "rdfa", "plugin", "headings"):
        ks = collections.Counter(e["shape"] for e in recipes if e["read_by"] == kind)
        print("  %-11s %3d pages, %2d shapes: %s" % (kind, by_kind[kind], len(ks), ", ".join("%s %d" % kv for kv in sorted(ks.items()))))
    print("recipe languages: %s" % ", ".join("%s %d" % kv for kv in sorted(collections.Counter(e["language"] for e in recipes).items())))
    print("read by headings, per language: %s" % ", ".join("%s %d" % kv for kv in sorted(heads.items())))
    print("with groups: %d; one-step methods: %d; with yield: %d; with total time: %d" % (
        sum(1 for e in recipes if e["groups"]), sum(1 for e in recipes if len(e["steps"]) == 1),
        sum(1 for e in recipes if e["yield"]), sum(1 for e in recipes if e["total_time_minutes"] is not None)))
    print("not recipes: %s" % ", ".join("%s %d" % kv for kv in sorted(collections.Counter(e["shape"] for e in others).items())))
    sizes = sorted(os.path.getsize(os.path.join(HERE, f)) for f in files)
    if sizes:
        print("sizes: %d to %d bytes, median %d" % (sizes[0], sizes[-1], sizes[len(sizes) // 2]))

    if len(recipes) < 110:
        errors.append("only %d recipe pages" % len(recipes))
    if len(shapes) < 55:
        errors.append("only %d recipe shapes" % len(shapes))
    if len(others) < 30:
        errors.append("only %d non-recipe pages" % len(others))
    if sum(heads.values()) < 40:
        errors.append("only %d pages read by headings" % sum(heads.values()))
    for lang, least in (("en", 5), ("de", 5), ("fr", 5), ("es", 5), ("nl", 3), ("it", 3)):
        if heads[lang] < least:
            errors.append("only %d %s pages read by headings" % (heads[lang], lang))
    if not with_lang or not without_lang:
        errors.append("html lang should be set on some pages and absent on others")
    for x in errors:
        print("ERROR " + x)
    print("OK" if not errors else "%d errors" % len(errors))
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())

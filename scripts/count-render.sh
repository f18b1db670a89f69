#!/bin/sh
# Counts, with callgrind, the instructions of one recipe page's view and HTML: `larder-bench
# render` run for 201 pages and for one, the difference divided by 200, so that neither the
# start-up nor what the first page sets up once (the catalogs' words) is counted. Prints the
# count and the functions that cost most (inclusive), for BENCHMARKS.md.
#   scripts/count-render.sh BINARY [PAGES]
# valgrind 3.19 cannot read DWARF 5, so it counts a copy of the binary without debug information.
set -eu
binary=$1
pages=${2:-200}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
objcopy --strip-debug "$binary" "$work/larder-bench"

count() {
    valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$1" "$work/larder-bench" render "$1" >/dev/null 2>"$work/log.$1"
    sed -n 's/^summary: //p' "$work/callgrind.$1"
}
base=$(count 1)
total=$(count $((pages + 1)))
echo "count-render: pages=$pages instructions_per_page=$(( (total - base) / pages )) first_page_and_startup=$base"
callgrind_annotate --inclusive=yes "$work/callgrind.$((pages + 1))" 2>/dev/null | sed -n '/^Ir/,$p' | sed -n '3,45p' | cut -c1-200

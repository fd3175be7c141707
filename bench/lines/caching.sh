#!/usr/bin/env bash
# Counts the lines (wc -l, comments included, tests and generated code
# not) of the caching code: what issue 26 item 8 ("less to read") asks to
# shrink. Usage: bench/lines/caching.sh [REV] (default: the working tree;
# a commit counts the files as they were then, 0 for one that did not
# exist). The lists say exactly which files count; a file that takes over
# one of them joins its group, or the group of the package it moved to.
set -euo pipefail
cd "$(dirname "$0")/../.."
rev=${1:-}

# core/build's caching files: the ones at 40447a7 (before the ledger) and
# their successors (output stamps, lock, program identity, manifests,
# garbage).
core_build="core/build/cache.go core/build/cache_pages.go core/build/loadstream.go
core/build/linkstore.go core/build/recycle.go core/build/reuse.go core/build/inputs.go
core/build/inputstamp.go core/build/outstamp.go core/build/lock.go core/build/program.go
core/build/manifest.go core/build/garbage.go"
# What core/build's caching code stands on, shared with the plugins. The
# ledger's dirstamp files are core/build's output stamper (outstamp_linux.go,
# outstamp_other.go until 2026-11-27), moved into the ledger as its one
# stamp implementation: they count here now, not in core/build's row.
core_support="core/ledger/record.go core/ledger/stamp.go core/ledger/stamp_darwin.go
core/ledger/stamp_linux.go core/ledger/stamp_other.go core/ledger/clock.go
core/ledger/dirstamp.go core/ledger/dirstamp_linux.go core/ledger/dirstamp_other.go
core/files/lock.go core/files/lock_unix.go core/files/lock_windows.go core/files/toolid.go
core/files/hash.go core/files/blob.go core/files/sweep.go core/files/store.go"
# The built-in plugins' stores.
plugins="plugins/docs/parsestore.go plugins/docs/parsecache.go plugins/search/recordcache.go
plugins/apiref/cache.go plugins/apiref/resultcache.go plugins/docs/toc.go
plugins/docs/parserecord.go"

lines() { # file → its line count at rev, 0 when absent
	if [ -z "$rev" ]; then
		if [ -f "$1" ]; then wc -l <"$1"; else echo 0; fi
	else
		{ git show "$rev:$1" 2>/dev/null || true; } | wc -l
	fi
}

group() { # name, files
	local total=0 n
	for f in $2; do
		n=$(lines "$f")
		[ "$n" -gt 0 ] && printf '  %-45s %5d\n' "$f" "$n"
		total=$((total + n))
	done
	printf '%-47s %5d\n' "$1" "$total"
}

echo "caching code at ${rev:-the working tree} (wc -l)"
group "core/build" "$core_build"
group "core/ledger + core/files" "$core_support"
group "plugins" "$plugins"

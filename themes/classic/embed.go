// Package classic carries folio's default theme (@folio/theme-classic)
// inside the folio binary, so that a site needs no copy of it in
// node_modules and always gets the theme of the binary it builds with.
//
// The core imports this package as its default theme. That keeps the arrows
// pointing down: this package holds files only and imports nothing of
// folio, so the core depends on data, not on theme code it calls.
package classic

import "embed"

// Files are the npm package as a site's build uses it. Tests and the
// TypeScript project file stay out.
//
//go:embed package.json index.ts css.d.ts theme.schema.json components css lib utilities
var Files embed.FS

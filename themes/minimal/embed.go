// Package minimal carries the minimal theme's files inside the folio
// binary: `folio new theme` starts a new theme from them, because they are
// the smallest complete theme (every route kind the built-in plugins make).
// The package holds files only and imports nothing of folio.
package minimal

import "embed"

// Files are the theme's source as a new theme starts from it; the README,
// package.json and TypeScript project file are the scaffold's own.
//
//go:embed index.ts css.d.ts theme.schema.json components css lib
var Files embed.FS

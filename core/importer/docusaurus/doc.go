// Package docusaurus moves a Docusaurus site to folio in place: `folio
// import docusaurus`. It evaluates docusaurus.config.{js,mjs,ts} and
// sidebars.{js,ts} with Node (evaluate.go), maps what folio has an
// equivalent for onto site.toml (site.go, themeconfig.go, plugins.go),
// writes the sidebars as JSON, and rewrites package.json for folio
// (packagejson.go). Content, src/ and static/ are left as they are, so the
// docs stay at the paths their edit links point to.
//
// Everything the site sets that folio cannot carry over is a Note with
// the reason and what to do (notes.go); the command prints them all.
package docusaurus

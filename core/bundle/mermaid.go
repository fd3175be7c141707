package bundle

import (
	"fmt"

	"github.com/evanw/esbuild/pkg/api"
)

// mermaidSource is the module folio:mermaid: the npm package mermaid when
// the site turns diagrams on (markdown.mermaid), else null. A theme draws
// ```mermaid diagrams with it, importing it lazily on pages that have one,
// so that pages without diagrams never load it, and a site without
// diagrams neither installs nor bundles Mermaid.
//
// The server bundle gets null too: diagrams are drawn in the browser after
// the page is on screen, never while rendering, and Mermaid with its
// dependencies is most of the code esbuild would parse for the server (on
// the Lexical site, 1 GB of peak memory for the build instead of 0.6).
func mermaidSource(b api.PluginBuild, rootDir string, enabled, server bool) (string, error) {
	if !enabled || server {
		return "export default null;\n", nil
	}
	r := b.Resolve("mermaid", api.ResolveOptions{ResolveDir: rootDir, Kind: api.ResolveJSDynamicImport})
	if len(r.Errors) > 0 {
		return "", fmt.Errorf("site.toml: markdown.mermaid is true, but the npm package mermaid is not installed; run npm install mermaid")
	}
	return "export { default } from 'mermaid';\n", nil
}

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
func mermaidSource(b api.PluginBuild, rootDir string, enabled bool) (string, error) {
	if !enabled {
		return "export default null;\n", nil
	}
	r := b.Resolve("mermaid", api.ResolveOptions{ResolveDir: rootDir, Kind: api.ResolveJSDynamicImport})
	if len(r.Errors) > 0 {
		return "", fmt.Errorf("site.toml: markdown.mermaid is true, but the npm package mermaid is not installed; run npm install mermaid")
	}
	return "export { default } from 'mermaid';\n", nil
}

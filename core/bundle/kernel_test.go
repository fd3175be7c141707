package bundle

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/folio-docs/folio/core/embedded"
	"github.com/folio-docs/folio/internal/sitetest"
)

func writeFiles(t *testing.T, dir string, files map[string]string) {
	for name, content := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

var staticImport = regexp.MustCompile(`import(?:\{[^}]*\}from)?"/assets/([^"]+)"`)

// A lazily loaded part that imports React alone used to split React from
// the runtime into chunks of their own: every page then loaded four or
// five small files. Behind the kernel, the client entry loads one chunk,
// and a part's chunk needs nothing else.
func TestLazyPartsShareOneKernelChunk(t *testing.T) {
	dir := t.TempDir()
	sitetest.LinkNodeModules(t, dir)
	writeFiles(t, dir, map[string]string{
		"theme/components/Page.tsx": `import { lazyComponent } from '@folio/client';
const Counter = lazyComponent(() => import('@theme/Counter'));
export default function Page() { return <main><Counter /></main>; }
`,
		"theme/components/Counter.tsx": `import { useState } from 'react';
export default function Counter() { const [n, setN] = useState(0); return <button className="the-counter" onClick={() => setN(n + 1)}>{n}</button>; }
`,
	})
	packages, err := embedded.Unpack(dir)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Build(Options{
		RootDir:    dir,
		Packages:   packages,
		Themes:     Themes{ThemeDir: filepath.Join(dir, "theme/components"), FallbackDir: filepath.Join(packages.Dir(embedded.Client), "src/theme-fallback")},
		Components: []string{"theme:Page"},
		SiteJSON:   []byte(`{"siteConfig":{"title":"T","baseUrl":"/","themeConfig":{}},"globalData":{}}`),
		OutDir:     filepath.Join(dir, "out"),
		ServerFile: filepath.Join(dir, "server.mjs"),
		BaseURL:    "/",
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Client.Preload) != 1 {
		t.Fatalf("the client entry should load one shared chunk, the kernel: %v", res.Client.Preload)
	}
	kernel := strings.TrimPrefix(res.Client.Preload[0], "/assets/")
	if page := res.Components["theme:Page"]; !slices.Contains(page.Preload, res.Client.Preload[0]) {
		t.Errorf("the page does not load the kernel: %v", page.Preload)
	}
	var code []byte
	for _, f := range res.Files {
		if b, err := os.ReadFile(filepath.Join(dir, "out", f)); err == nil && strings.Contains(string(b), `"the-counter"`) {
			code = b
		}
	}
	if code == nil {
		t.Fatal("no chunk holds the counter")
	}
	imports := staticImport.FindAllStringSubmatch(string(code), -1)
	if len(imports) != 1 || imports[0][1] != kernel {
		t.Errorf("the counter's chunk should import the kernel (%s) alone:\n%s", kernel, code)
	}
	// The React facade: hooks are called by name, not through CommonJS interop.
	if strings.Contains(string(code), ".useState)(") {
		t.Errorf("useState is called through an interop object:\n%s", code)
	}
}

func TestCJSExportNamesFollowTheProductionBuild(t *testing.T) {
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"index.js": `if (process.env.NODE_ENV === 'production') module.exports = require('./cjs/lib.production.js');
else module.exports = require('./cjs/lib.development.js');`,
		"cjs/lib.production.js": `exports.Fragment = exports.jsx = 1;
exports.useState = function (x) { return x; };
if (exports.useState == null) throw 0;
exports.useState = exports.useState;`,
	})
	got := cjsExportNames(filepath.Join(dir, "index.js"))
	if want := []string{"Fragment", "jsx", "useState"}; !slices.Equal(got, want) {
		t.Errorf("names = %v, want %v", got, want)
	}
	if got := cjsExportNames(filepath.Join(dir, "missing.js")); got != nil {
		t.Errorf("a missing file has no names, got %v", got)
	}
}

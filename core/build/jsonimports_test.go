package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A page reads a JSON file as webpack gives it to a Docusaurus site: the
// namespace has every top-level key, "0" and "my-key" included, and
// default; named and default imports read as before. This is the server's
// side, whose ES2022 bundle had every key before the rewrite too: the test
// keeps the rewritten page's HTML so, and a named import's tree-shaking in
// the browser's code. The browser's side is core/bundle's
// TestJSONNamespaceInTheClientBuild and e2e/docusaurus-import.test.mjs.
const jsonImportsSite = `
-- site.toml --
title = "Codes"
url = "https://codes.example"
-- site/pages/index.js --
import * as codes from './codes.json';
import all, {ok} from './codes.json';
import {small} from './big.json';
// Keys known only when the page runs, as the error page's ?code=N.
const wanted = ['0', 'my-key'];
export default function Home() {
  return <main>
    <p className="zero">{codes[wanted[0]]}</p>
    <p className="dash">{codes[wanted[1]]}</p>
    <p className="keys">{Object.keys(codes).sort().join(',')}</p>
    <p className="ident">{codes.ok} {ok} {all['my-key']} {codes.default['0']}</p>
    <p className="small">{small}</p>
  </main>;
}
-- site/pages/codes.json --
{"0": "Unexpected %s", "my-key": "with a dash", "ok": "fine"}
-- site/pages/big.json --
{"small": "tiny value", "huge": "HUGE-UNUSED-VALUE"}
`

func TestJSONNamespaceHasEveryKey(t *testing.T) {
	s := newTestSite(t, jsonImportsSite)
	s.mustBuild()
	s.assertFile("build/index.html",
		`<p class="zero">Unexpected %s</p>`,
		`<p class="dash">with a dash</p>`,
		`<p class="keys">0,default,my-key,ok</p>`,
		`<p class="ident">fine<!-- --> <!-- -->fine<!-- --> <!-- -->with a dash<!-- --> <!-- -->Unexpected %s</p>`,
		`<p class="small">tiny value</p>`)
	// A named import still takes only its key into the browser's code.
	assets, err := filepath.Glob(filepath.Join(s.dir, "build/assets/*.js"))
	if err != nil || len(assets) == 0 {
		t.Fatalf("no client scripts: %v", err)
	}
	found := false
	for _, file := range assets {
		b, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "HUGE-UNUSED-VALUE") {
			t.Errorf("%s holds the key no code reads", filepath.Base(file))
		}
		found = found || strings.Contains(string(b), "tiny value")
	}
	if !found {
		t.Errorf("no client script holds the imported key")
	}
}

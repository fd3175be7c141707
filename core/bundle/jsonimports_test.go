package bundle

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/evanw/esbuild/pkg/api"
)

func TestJSONNamespacesAreRewrittenWhereCodeTakesThem(t *testing.T) {
	then := ".then(" + jsonNamespace + ")"
	for _, c := range []struct{ name, in, want string }{
		{"a dynamic import in a call", "import('../codes.json').then(setCodes);",
			"import('../codes.json')" + then + ".then(setCodes);"},
		{"an awaited import", "const c = (await import(\"./data.json\"))['0'];",
			"const c = (await import(\"./data.json\")" + then + ")['0'];"},
		{"a promise's member after it", "import('./a.json') .catch(fail);",
			"import('./a.json')" + then + " .catch(fail);"},
		{"an arrow's body", "const load = () => import('./a.json');",
			"const load = () => import('./a.json')" + then + ";"},
		{"import attributes", "f(import('./a.json', { with: { type: 'json' } }))",
			"f(import('./a.json', { with: { type: 'json' } })" + then + ")"},
		{"a statement of its own", "go()\nimport('./a.json')\n",
			"go()\nimport('./a.json')" + then + "\n"},
		{"inside a template literal's ${}", "const s = `${await import('./a.json')}`;",
			"const s = `${await import('./a.json')" + then + "}`;"},
		{"a namespace import", "import * as ns from './data.json';\nuse(ns['my-key']);\n",
			"import * as ns$json from './data.json'; const ns = " + jsonNamespace + "(ns$json);\nuse(ns['my-key']);\n"},
		{"a namespace import without a semicolon", "import x from 'x'\nimport * as ns from \"./d.json\"\nuse(ns)\n",
			"import x from 'x'\nimport * as ns$json from \"./d.json\"; const ns = " + jsonNamespace + "(ns$json);\nuse(ns)\n"},
	} {
		for _, path := range []string{"page.js", "page.tsx"} {
			t.Run(c.name+" in "+path, func(t *testing.T) {
				out, changed := rewriteJSONNamespaces([]byte(c.in), path)
				if !changed || string(out) != c.want {
					t.Errorf("rewrite of %q:\n got %q (changed %v)\nwant %q", c.in, out, changed, c.want)
				}
				if strings.Count(string(out), "\n") != strings.Count(c.in, "\n") {
					t.Errorf("the rewrite moved lines: %q", out)
				}
			})
		}
	}
}

func TestJSONNamespacesLeaveWhatIsNotCodeAlone(t *testing.T) {
	for _, in := range []string{
		"// import('./a.json')\n",
		"/* import('./a.json') */",
		"const s = \"import('./a.json')\";",
		"const s = 'see import(\"./a.json\")';",
		"const s = `import('./a.json')`;",
		"const r = /import('.\\/a.json')/;",
		"export default () => <code>import('./a.json')</code>;",
		"export default () => <p>\n  import('./a.json')\n</p>;",
		"export default () => <p>Call import('./a.json') once</p>;",
		"export default () => <p>\n  import * as n from './a.json'\n</p>;",
		"export default () => <p>Don't import('./a.json')</p>;",
		"loader.import('./a.json');",
		"import('./a.js');",
		"import(name + '.json');",
		"import data from './a.json';\nimport {ok} from './b.json';\n",
		"const x = import.meta.url;",
		"type Codes = typeof import('./codes.json');",
		"let shape: import('./codes.json').Shape;",
	} {
		for _, path := range []string{"page.js", "page.tsx"} {
			if out, changed := rewriteJSONNamespaces([]byte(in), path); changed || string(out) != in {
				t.Errorf("%q in %s was rewritten:\n%q", in, path, out)
			}
		}
	}
}

// The namespace the rewritten code gets has every key of the file, and
// default, as webpack's: run in Node on a module namespace of a JSON
// file's shape (default plus its identifier keys, as esbuild makes it).
func TestJSONNamespaceHasEveryKeyAndDefault(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	script := `const ns = ` + jsonNamespace + `({ default: { "0": "zero %s", "my-key": "dash", ok: 1 }, ok: 1 });
console.log(JSON.stringify([ns["0"], ns["my-key"], ns.ok, ns.default["my-key"], Object.keys(ns).sort(), Object.prototype.toString.call(ns)]));
const arr = ` + jsonNamespace + `({ default: ["a", "b"] });
console.log(JSON.stringify([arr[1], arr.default.length]));
const num = ` + jsonNamespace + `({ default: 7 });
console.log(JSON.stringify([num.default, Object.keys(num)]));
`
	file := filepath.Join(t.TempDir(), "ns.mjs")
	if err := os.WriteFile(file, []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(node, file).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	want := `["zero %s","dash",1,"dash",["0","default","my-key","ok"],"[object Module]"]` + "\n" +
		`["b",2]` + "\n" +
		`[7,["default"]]` + "\n"
	if string(out) != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
}

// In the client's build (ES modules, code splitting, ES2020), a JSON
// file's namespace, taken by import() or by import * as, has every key
// when the site's code runs. Without the rewrite esbuild's has default
// and the identifier keys only.
func TestJSONNamespaceInTheClientBuild(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	dir := t.TempDir()
	files := map[string]string{
		"codes.json": `{"0": "Unexpected %s", "my-key": "with a dash", "ok": "fine"}`,
		"main.js": `import * as codes from './codes.json';
import {ok} from './codes.json';
const keys = ['0', 'my-key'];
const loaded = await import('./codes.json');
console.log(JSON.stringify([keys.map(k => codes[k]), keys.map(k => loaded[k]), ok, loaded.default.ok, Object.keys(loaded).sort()]));
`,
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	r := api.Build(api.BuildOptions{
		AbsWorkingDir: dir, EntryPoints: []string{"main.js"}, Outdir: filepath.Join(dir, "out"), Write: true,
		Bundle: true, Splitting: true, Format: api.FormatESModule, Platform: api.PlatformBrowser,
		// The client's target, but for the top-level await this test uses.
		Target: api.ES2020, Supported: map[string]bool{"top-level-await": true},
		Plugins: []api.Plugin{{Name: "test", Setup: func(b api.PluginBuild) {
			setupCodeBlocks(b, dir, nil, &headWarnings{})
		}}},
	})
	for _, m := range r.Errors {
		t.Fatalf("esbuild: %s", m.Text)
	}
	out, err := exec.Command(node, filepath.Join(dir, "out", "main.js")).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	want := `[["Unexpected %s","with a dash"],["Unexpected %s","with a dash"],"fine","fine",["0","default","my-key","ok"]]` + "\n"
	if string(out) != want {
		t.Errorf("got  %swant %s", out, want)
	}
}

// A .ts file is read without JSX, so a type assertion's <T> does not
// hide the import after it.
func TestJSONNamespacesInTypeScriptWithAnAssertion(t *testing.T) {
	in := "const c = <Codes>(await import('./a.json'));"
	want := "const c = <Codes>(await import('./a.json').then(" + jsonNamespace + "));"
	if out, changed := rewriteJSONNamespaces([]byte(in), "codes.ts"); !changed || string(out) != want {
		t.Errorf("got %q (changed %v), want %q", out, changed, want)
	}
}

package scaffold

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The Node starter's folio/modulecache.js: the first run packs the
// CommonJS modules it loads from node_modules; the next run loads them from
// the pack without reading their files, and they behave the same (their
// exports, their errors' stack naming their own file and line). A packed
// file changed since, or a torn pack, is seen: the module's new code runs,
// and the pack is written again.
func TestNodeStarterModuleCache(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	dir := filepath.Join(t.TempDir(), "changelog")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	put := func(name, text string) {
		t.Helper()
		writeFiles(t, dir, map[string]string{name: text})
	}
	// A package in the plugin's own node_modules, as npm installs one.
	put("node_modules/greet/package.json", `{"name": "greet", "main": "index.js"}`)
	put("node_modules/greet/index.js", "'use strict';\nconst lib = require('./lib');\nexports.text = lib.text;\nexports.fail = lib.fail;\n")
	put("node_modules/greet/lib.js", "exports.text = 'hello';\nexports.fail = () => {\n  throw new Error('failed');\n};\n")
	put("run.mjs", `
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useModuleCache } from './folio/modulecache.js';
// Which of the package's files node reads.
const read = [];
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).includes('greet')) read.push(String(file).split('/').pop());
  return readFileSync.call(this, file, ...rest);
};
useModuleCache(new URL('./node_modules', import.meta.url).pathname);
const greet = createRequire(import.meta.url)('greet');
let at = '';
try { greet.fail(); } catch (err) { at = err.stack.split('\n')[1].trim(); }
console.log(JSON.stringify({ text: greet.text, read: read.filter((f) => f.endsWith('.js')).sort(), at }));
`)
	pack := filepath.Join(dir, "node_modules", ".cache", "folio-plugin", "modules.pack")
	type result struct {
		Text string
		Read []string
		At   string
	}
	run := func() (r result, packed os.FileInfo) {
		t.Helper()
		cmd := exec.Command(node, "run.mjs")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node run.mjs: %v\n%s", err, out)
		}
		if err := json.Unmarshal(out, &r); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		if packed, err = os.Stat(pack); err != nil {
			t.Fatalf("no pack after a run: %v", err)
		}
		return r, packed
	}
	same := func(a, b os.FileInfo) bool { return os.SameFile(a, b) && a.ModTime().Equal(b.ModTime()) }

	first, packed := run()
	if first.Text != "hello" || strings.Join(first.Read, " ") != "index.js lib.js" {
		t.Errorf("first run: %+v, want hello, both files read", first)
	}
	if !strings.Contains(first.At, filepath.Join("node_modules", "greet", "lib.js")+":3:") {
		t.Errorf("the error's stack names %q, want lib.js line 3", first.At)
	}

	second, again := run()
	if second.Text != "hello" || len(second.Read) != 0 {
		t.Errorf("second run: %+v, want hello from the pack, no file read", second)
	}
	if second.At != first.At {
		t.Errorf("from the pack, the error's stack names %q, not %q", second.At, first.At)
	}
	if !same(packed, again) {
		t.Error("the pack was written again, though nothing changed")
	}

	// The same length, a new text: the size alone would not tell.
	put("node_modules/greet/lib.js", "exports.text = 'hallo';\nexports.fail = () => {\n  throw new Error('failed');\n};\n")
	third, repacked := run()
	if third.Text != "hallo" || strings.Join(third.Read, " ") != "index.js lib.js" {
		t.Errorf("after lib.js changed: %+v, want hallo, both files read", third)
	}
	if same(again, repacked) {
		t.Error("the pack was not written again after a packed file changed")
	}
	if fourth, _ := run(); fourth.Text != "hallo" || len(fourth.Read) != 0 {
		t.Errorf("after the new pack: %+v, want hallo from the pack", fourth)
	}

	// A torn pack (a disk filled, a process killed mid-write) is ignored.
	b, err := os.ReadFile(pack)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(pack, b[:len(b)/2], 0o644); err != nil {
		t.Fatal(err)
	}
	if torn, _ := run(); torn.Text != "hallo" || len(torn.Read) != 2 {
		t.Errorf("with a torn pack: %+v, want hallo, both files read", torn)
	}
	if healed, _ := run(); healed.Text != "hallo" || len(healed.Read) != 0 {
		t.Errorf("after a torn pack: %+v, want hallo from a new pack", healed)
	}
}

// Two plugins of one package (one node_modules, one pack) that load
// different modules do not take turns writing the pack: it keeps both's.
func TestNodeStarterModuleCacheServesTwoPluginsOfAPackage(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	dir := filepath.Join(t.TempDir(), "plugins")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{
		"node_modules/one/index.js": "exports.text = 'one';\n",
		"node_modules/two/index.js": "exports.text = 'two';\n",
	})
	script := `
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { useModuleCache } from './folio/modulecache.js';
let read = 0;
const readFileSync = fs.readFileSync;
fs.readFileSync = function (file, ...rest) {
  if (String(file).endsWith('index.js')) read++;
  return readFileSync.call(this, file, ...rest);
};
useModuleCache(new URL('./node_modules', import.meta.url).pathname);
console.log(createRequire(import.meta.url)(process.argv[2]).text, read);
`
	if err := os.WriteFile(filepath.Join(dir, "run.mjs"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(pkg string) string {
		t.Helper()
		cmd := exec.Command(node, "run.mjs", pkg)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("node run.mjs %s: %v\n%s", pkg, err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if got := run("one") + ", " + run("two"); got != "one 1, two 1" {
		t.Errorf("first runs: %q, want each module read once", got)
	}
	for i := 0; i < 2; i++ {
		if got := run("one") + ", " + run("two"); got != "one 0, two 0" {
			t.Errorf("later runs: %q, want both from the pack", got)
		}
	}
}

// A .js file in node_modules written as an ES module, which node 22 and
// later load by their syntax (as --experimental-detect-module does on
// node 20), is left to node's own loader, not broken by the pack.
func TestNodeStarterModuleCacheLeavesDetectedESModules(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	if exec.Command(node, "--experimental-detect-module", "-e", "0").Run() != nil {
		t.Skip("this node cannot detect ES modules by their syntax")
	}
	dir := filepath.Join(t.TempDir(), "changelog")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	writeFiles(t, dir, map[string]string{
		"node_modules/esm/package.json": `{"name": "esm", "main": "index.js"}`,
		"node_modules/esm/index.js":     "export const text = 'an ES module';\n",
		"run.mjs": `
import { createRequire } from 'node:module';
import { useModuleCache } from './folio/modulecache.js';
useModuleCache(new URL('./node_modules', import.meta.url).pathname);
console.log(createRequire(import.meta.url)('esm').text);
`,
	})
	for i := 0; i < 2; i++ {
		cmd := exec.Command(node, "--experimental-detect-module", "run.mjs")
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != "an ES module" {
			t.Fatalf("run %d: %v\n%s", i+1, err, out)
		}
	}
}

// writeFiles writes files (path relative to dir: text), with their folders.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, text := range files {
		path := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

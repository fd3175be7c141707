package scaffold

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/folio-docs/folio/internal/sitetest"
	"github.com/folio-docs/folio/sdk"
)

var repoRoot = sitetest.RepoRoot

func TestNewSiteWritesAStarter(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my-docs")
	if err := NewSite(SiteOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"site.toml":            `title = "My-docs"`,
		"package.json":         `"@docsearch/react": "3.9.0"`,
		".gitignore":           "/build/",
		"README.md":            "npm install",
		"site/pages/index.tsx": "export default function Home()",
		"site/docs/intro.md":   "title: Introduction",
	} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %q", name, want)
		}
	}
	// The runtime and the theme come from the binary: the site's
	// package.json names public npm packages only, never a folder.
	var pkg struct{ Dependencies map[string]string }
	b, _ := os.ReadFile(filepath.Join(dir, "package.json"))
	if err := json.Unmarshal(b, &pkg); err != nil {
		t.Fatalf("package.json: %v\n%s", err, b)
	}
	for _, want := range []string{"react", "react-dom", "@mdx-js/mdx"} {
		if pkg.Dependencies[want] == "" {
			t.Errorf("package.json does not depend on %s: %v", want, pkg.Dependencies)
		}
	}
	for name, version := range pkg.Dependencies {
		if strings.HasPrefix(name, "@folio/") || strings.Contains(version, ":") {
			t.Errorf("package.json depends on %s %q, which npm cannot fetch from the registry", name, version)
		}
	}
}

// Into a folder that holds anything, folio new site refuses and writes
// nothing.
func TestNewSiteRefusesANonEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	err := NewSite(SiteOptions{Dir: dir})
	if err == nil || !strings.Contains(err.Error(), dir+" is not empty") {
		t.Fatalf("NewSite into a non-empty folder: %v", err)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 || entries[0].Name() != "notes.txt" {
		t.Errorf("the folder changed: %v", entries)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "notes.txt")); string(b) != "mine" {
		t.Errorf("notes.txt changed: %q", b)
	}
}

// The plugin skeleton compiles against this repository's SDK.
func TestNewPluginBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go module")
	}
	dir := filepath.Join(t.TempDir(), "myplugin")
	sdkDir, _ := filepath.Abs(filepath.Join(repoRoot(), "sdk"))
	if err := NewPlugin(PluginOptions{Dir: dir, SDKDir: sdkDir}); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"build", "-o", "myplugin", "."}, {"mod", "verify"}} {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		// The skeleton's go.mod and go.sum are complete: it builds from the
		// module cache with no proxy, no checksum database, no workspace and
		// no edit to go.mod.
		cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly", "GOPROXY=off", "GOWORK=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
}

// The JavaScript starter carries the SDK's .proto as it is, its types
// generated from it, and asks npm for the gRPC packages at the ranges the
// repository's tests run with.
func TestNewNodePluginWritesAStarter(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "changelog")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	if read("folio/plugin.proto") != string(sdk.ProtoFile) {
		t.Error("folio/plugin.proto is not the SDK's")
	}
	for name, wants := range map[string][]string{
		"index.js":   {"path: `/${name}`", "const name = 'changelog';", "files: [file]"},
		"README.md":  {"npm install", `command = ["node", "../changelog"]`},
		".gitignore": {"node_modules/"},
		"folio/serve.js": {
			"const COOKIE_KEY = '" + sdk.Handshake.MagicCookieKey + "';",
			"const COOKIE_VALUE = '" + sdk.Handshake.MagicCookieValue + "';",
			"const PROTOCOL_VERSION = 1;", "const MAX_MESSAGE = 1073741824;",
			"require('./wire.js')", "serviceDefinition('folio.plugin.v1.Plugin')",
			"'/plugin.GRPCController/Shutdown'",
		},
		"folio/types.d.ts": {
			"export interface Route {\n  /** Exact path below the base URL, starting with \"/\". */\n  path?: string;",
			"  data_json?: Uint8Array | string;",
			"export interface LoadRequest__Output {",
			"  options_json: Buffer;",
			"  known_digests: Record<string, string>;",
			"  meta: RouteMeta__Output | null;",
			"export type Diagnostic_Severity = 'WARNING' | 'ERROR';",
			"  item?: 'route' | 'shared' | 'global' | 'head_tag' | 'watch_path' | 'diagnostic' | 'batch' | 'missing_path' | 'removed_route';",
		},
	} {
		got := read(name)
		for _, want := range wants {
			if !strings.Contains(got, want) {
				t.Errorf("%s lacks %q", name, want)
			}
		}
	}
	var pkg, root struct{ Dependencies, DevDependencies map[string]string }
	if err := json.Unmarshal([]byte(read("package.json")), &pkg); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(repoRoot(), "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &root); err != nil {
		t.Fatal(err)
	}
	if name := "@grpc/grpc-js"; pkg.Dependencies[name] == "" || pkg.Dependencies[name] != root.DevDependencies[name] {
		t.Errorf("the starter asks for %s %q, the repository tests with %q", name, pkg.Dependencies[name], root.DevDependencies[name])
	}
	// Its messages are encoded by folio/wire.js: protobufjs is not loaded.
	if len(pkg.Dependencies) != 1 {
		t.Errorf("the starter asks for %v, want @grpc/grpc-js alone", pkg.Dependencies)
	}
}

// folio/plugin.json, the parsed form the starter loads instead of parsing
// the .proto, describes what protobufjs parses from folio/plugin.proto:
// the same messages, fields (name, number, list, map key, type, oneof),
// enum values and service methods.
func TestNewNodePluginDescriptorIsTheProto(t *testing.T) {
	node, dir := nodeStarterWithProtobufJS(t)
	const compare = `
const protobuf = require('protobufjs');
function shape(ns, out = {}) {
  for (const o of ns.nestedArray) {
    if (o.fieldsArray) {
      out[o.fullName] = o.fieldsArray.map((f) => [f.name, f.id, f.repeated, f.map ? f.keyType : '', f.resolvedType ? f.resolvedType.fullName : f.type, f.partOf ? f.partOf.name : '']).sort();
    } else if (o.values) {
      out[o.fullName] = Object.entries(o.values).sort();
    } else if (o.methodsArray) {
      out[o.fullName] = o.methodsArray.map((m) => [m.name, m.resolvedRequestType.fullName, m.resolvedResponseType.fullName, !!m.requestStream, !!m.responseStream]).sort();
    }
    if (o.nestedArray) shape(o, out);
  }
  return out;
}
const parsed = new protobuf.Root();
parsed.loadSync('folio/plugin.proto', { keepCase: true });
parsed.resolveAll();
const loaded = protobuf.Root.fromJSON(require('./folio/plugin.json'));
loaded.resolveAll();
const a = shape(parsed), b = shape(loaded);
let diffs = 0;
for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
  if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) {
    diffs++;
    console.log(k + ': the .proto has ' + JSON.stringify(a[k]) + ', plugin.json ' + JSON.stringify(b[k]));
  }
}
console.log(Object.keys(a).length + ' types compared');
process.exit(diffs > 0 ? 1 : 0);
`
	cmd := exec.Command(node, "-e", compare)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("plugin.json differs from plugin.proto: %v\n%s", err, out)
	}
	// Every message of the SDK's descriptor was compared, not none.
	if !strings.Contains(string(out), " types compared") || strings.HasPrefix(string(out), "0 ") {
		t.Errorf("nothing compared: %s", out)
	}
}

// The starter's JavaScript type-checks against its generated types (as an
// editor checks it), with the repository's TypeScript and Node types.
func TestNewNodePluginTypeChecks(t *testing.T) {
	tsc := filepath.Join(repoRoot(), "node_modules", ".bin", "tsc")
	if _, err := os.Stat(tsc); err != nil {
		t.Skip("TypeScript is not installed (make install)")
	}
	dir := filepath.Join(t.TempDir(), "changelog")
	if err := NewNodePlugin(PluginOptions{Dir: dir}); err != nil {
		t.Fatal(err)
	}
	modules, _ := filepath.Abs(filepath.Join(repoRoot(), "node_modules"))
	if err := os.Symlink(modules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(tsc, "--noEmit", "--allowJs", "--checkJs", "--strict", "--module", "nodenext", "--target", "es2022", "--types", "node", "index.js")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("tsc: %v\n%s", err, out)
	}
}

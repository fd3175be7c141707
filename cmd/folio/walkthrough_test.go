//go:build unix

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The walkthrough of docs/plugins.md and docs/themes.md, step by step, as
// a plugin author and a theme designer would run it: scaffold a plugin
// against the SDK folder, build it with go alone, list it in a small site,
// build the site and find the plugin's page; then scaffold a theme, select
// it and build again. Bad input on the way (a plugin program that does
// not exist, one speaking another protocol version, an unknown theme)
// fails with a clear message and leaves the last output as it was.
func TestPluginAndThemeWalkthrough(t *testing.T) {
	if testing.Short() {
		t.Skip("builds folio, a plugin and a site")
	}
	repo, _ := filepath.Abs(filepath.Join("..", ".."))
	if _, err := os.Stat(filepath.Join(repo, "node_modules", "react")); err != nil {
		t.Skip("npm dependencies are not installed; run npm ci")
	}
	folio := buildFolio(t)
	work := t.TempDir()
	site := filepath.Join(work, "mysite")
	writeFiles(t, site, map[string]string{
		"site.toml":            "title = \"My site\"\nurl = \"https://my.example\"\n\n[[plugins]]\nname = \"pages\"\n",
		"site/pages/index.tsx": "import Layout from '@theme/Layout';\nexport default function Home() { return <Layout><p>Welcome home</p></Layout>; }\n",
	})
	// The site's own npm packages (react) are this checkout's.
	if err := os.Symlink(filepath.Join(repo, "node_modules"), filepath.Join(site, "node_modules")); err != nil {
		t.Fatal(err)
	}

	// 1. folio new plugin, with the flag after the folder.
	run(t, work, folio, "new", "plugin", "hello", "--sdk", filepath.Join(repo, "sdk"))
	// 2. go build, from the module cache alone.
	goBuild(t, filepath.Join(work, "hello"), "hello")
	// 3. List it in site.toml, with a command relative to the site.
	appendFile(t, filepath.Join(site, "site.toml"), "\n[[plugins]]\nname = \"hello\"\ncommand = [\"../hello/hello\"]\n[plugins.options]\ngreeting = \"Hello from my plugin\"\n")
	// 4. Build: the plugin's route is a page of the site.
	out := run(t, site, folio, "build")
	if !strings.Contains(out, "hello") {
		t.Errorf("the build summary does not list the plugin:\n%s", out)
	}
	assertFileHas(t, filepath.Join(site, "build", "hello", "index.html"), "<h1>Hello from my plugin</h1>", "<title>Hello from my plugin | My site</title>")
	assertFileHas(t, filepath.Join(site, "build", "index.html"), "Welcome home")

	// 5. folio new theme in the site, selected with a path.
	run(t, site, folio, "new", "theme", "my-theme")
	for _, f := range []string{"components/Layout.tsx", "components/DocPage.tsx", "theme.schema.json", "tsconfig.json", ".folio/client/src/contract.ts"} {
		if _, err := os.Stat(filepath.Join(site, "my-theme", filepath.FromSlash(f))); err != nil {
			t.Errorf("the new theme lacks %s", f)
		}
	}
	// Its types need no checkout: tsconfig.json maps @folio/client to the
	// runtime folio wrote into the theme, which folio types writes again.
	if err := os.RemoveAll(filepath.Join(site, "my-theme", ".folio")); err != nil {
		t.Fatal(err)
	}
	run(t, site, folio, "types", "my-theme")
	run(t, site, filepath.Join(repo, "node_modules", ".bin", "tsc"), "--noEmit", "-p", "my-theme")
	setTheme(t, site, "./my-theme")
	run(t, site, folio, "build")
	// The new theme's frame (a copy of the minimal theme's) around both pages.
	assertFileHas(t, filepath.Join(site, "build", "index.html"), "Welcome home", `class="mn-`)
	assertFileHas(t, filepath.Join(site, "build", "hello", "index.html"), "Hello from my plugin", `class="mn-`)

	// Bad input changes nothing.
	last, err := os.ReadFile(filepath.Join(site, "build", "hello", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	keep := func(step string) {
		t.Helper()
		now, err := os.ReadFile(filepath.Join(site, "build", "hello", "index.html"))
		if err != nil || string(now) != string(last) {
			t.Errorf("after %s, the last output changed", step)
		}
	}

	setTheme(t, site, "./no-such-theme")
	msg := runFails(t, site, folio, "build")
	wantIn(t, msg, "site.toml:1", `theme: theme "./no-such-theme" not found`, "looked in "+filepath.Join(site, "no-such-theme"))
	keep("an unknown theme")
	setTheme(t, site, "./my-theme")

	// A plugin built against another protocol version.
	writeFiles(t, filepath.Join(work, "hello", "future"), map[string]string{"main.go": futurePlugin})
	goBuild(t, filepath.Join(work, "hello", "future"), "future")
	toml := readFile(t, filepath.Join(site, "site.toml"))
	writeFiles(t, site, map[string]string{"site.toml": strings.Replace(toml, `"../hello/hello"`, `"../hello/future/future"`, 1)})
	msg = runFails(t, site, folio, "build")
	wantIn(t, msg, `plugin "hello"`, "the plugin speaks folio's plugin protocol version 2, and this folio speaks version 1")
	keep("a plugin of another protocol version")

	writeFiles(t, site, map[string]string{"site.toml": strings.Replace(toml, `"../hello/hello"`, `"../hello/missing"`, 1)})
	msg = runFails(t, site, folio, "build")
	wantIn(t, msg, "site.toml:10", `plugins[1].command: plugin "hello": no program ../hello/missing`)
	keep("a plugin program that does not exist")
}

// futurePlugin answers the handshake with protocol version 2, as a plugin
// built with a newer SDK than this folio's would.
const futurePlugin = `package main

import (
	"github.com/hashicorp/go-plugin"

	"github.com/folio-docs/folio/sdk"
)

func main() {
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig:  sdk.Handshake,
		VersionedPlugins: map[int]plugin.PluginSet{sdk.ProtocolVersion + 1: {sdk.PluginName: &sdk.GRPCPlugin{}}},
		GRPCServer:       plugin.DefaultGRPCServer,
	})
}
`

func run(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(name), strings.Join(args, " "), err, out)
	}
	return string(out)
}

func runFails(t *testing.T, dir, name string, args ...string) string {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("%s %s succeeded; want a failure\n%s", filepath.Base(name), strings.Join(args, " "), out)
	}
	return string(out)
}

// goBuild builds a plugin module as its author would, with nothing but the
// module cache: no proxy, no workspace, no change to go.mod.
func goBuild(t *testing.T, dir, out string) {
	t.Helper()
	cmd := exec.Command("go", "build", "-o", out, ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOWORK=off", "GOPROXY=off", "GOFLAGS=-mod=readonly")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build in %s: %v\n%s", dir, err, b)
	}
}

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
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

func appendFile(t *testing.T, file, text string) {
	t.Helper()
	writeFiles(t, filepath.Dir(file), map[string]string{filepath.Base(file): readFile(t, file) + text})
}

func readFile(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// setTheme puts `theme = …` on site.toml's first line.
func setTheme(t *testing.T, site, theme string) {
	t.Helper()
	file := filepath.Join(site, "site.toml")
	text := readFile(t, file)
	if strings.HasPrefix(text, "theme = ") {
		text = text[strings.Index(text, "\n")+1:]
	}
	writeFiles(t, site, map[string]string{"site.toml": "theme = \"" + theme + "\"\n" + text})
}

func assertFileHas(t *testing.T, file string, wants ...string) {
	t.Helper()
	wantIn(t, readFile(t, file), wants...)
}

func wantIn(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("want %q in:\n%s", w, text)
		}
	}
}

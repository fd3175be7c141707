package build

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

const tinyPagesSite = `
-- site.toml --
title = "Tiny"
url = "https://tiny.example"

[[plugins]]
name = "pages"
-- site/pages/index.tsx --
export default function Home() { return <p>the first build</p>; }
`

// A bad theme or themeConfig stops the build before anything is written:
// the first build's output stays, and the error says where to look.
func TestThemeMistakesChangeNothing(t *testing.T) {
	s := newTestSite(t, tinyPagesSite)
	s.mustBuild()
	tests := []struct{ name, siteToml, want string }{
		{"unknown theme", "title = \"Tiny\"\nurl = \"https://tiny.example\"\ntheme = \"fancy\"\n",
			`site.toml:3: theme: theme "fancy" not found: a theme is a folder with a components/ folder; looked in ` +
				s.dir + `/themes/fancy; the npm package fancy (no node_modules above the site has it); the npm package @folio/theme-fancy`},
		{"unknown path theme", "title = \"Tiny\"\nurl = \"https://tiny.example\"\ntheme = \"./my-theme\"\n",
			`site.toml:3: theme: theme "./my-theme" not found: a theme is a folder with a components/ folder; looked in ` + s.dir + `/my-theme`},
		{"key the classic theme does not have", "title = \"Tiny\"\nurl = \"https://tiny.example\"\n[themeConfig.navbar]\ntitel = \"x\"\n",
			"site.toml:4: themeConfig.navbar.titel: unknown key"},
		{"classic rule", "title = \"Tiny\"\nurl = \"https://tiny.example\"\n[[themeConfig.navbar.items]]\nlabel = \"Docs\"\n",
			`site.toml:3: themeConfig.navbar.items[0]: needs either "to" or "href"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s.write("site.toml", tt.siteToml+"[[plugins]]\nname = \"pages\"\n")
			_, err := s.build()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error = %v\nwant it to contain\n%s", err, tt.want)
			}
			s.assertFile("build/index.html", "the first build")
		})
	}
}

// A plugin listed without a command must be a built-in: a misspelt name
// is named by its line, with the built-ins, before any plugin starts.
func TestUnknownBuiltinPluginIsNamed(t *testing.T) {
	s := newTestSite(t, tinyPagesSite)
	s.write("site.toml", "title = \"Tiny\"\nurl = \"https://tiny.example\"\n[[plugins]]\nname = \"pages\"\n[[plugins]]\nname = \"helo\"\n")
	_, err := Build(context.Background(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), BuiltinPlugins: []string{"docs", "pages"}})
	want := `site.toml:6: plugins[1].name: no built-in plugin "helo" (the built-ins: docs, pages); an external plugin needs command = ["path/to/its/program"]`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error = %v\nwant it to contain\n%s", err, want)
	}
}

// A theme given on the command line is not blamed on site.toml.
func TestUnknownThemeFromTheFlag(t *testing.T) {
	s := newTestSite(t, tinyPagesSite)
	_, err := Build(context.Background(), Options{ConfigFile: filepath.Join(s.dir, "site.toml"), Theme: "fancy"})
	if err == nil || !strings.Contains(err.Error(), `--theme: theme "fancy" not found`) || strings.Contains(err.Error(), "site.toml") {
		t.Fatalf("error = %v", err)
	}
}

// The minimal theme's schema is its own: a key only the classic theme
// reads is ignored, a key it reads is checked.
func TestMinimalThemeSchemaApplies(t *testing.T) {
	s := newTestSite(t, tinyPagesSite)
	s.write("site.toml", "title = \"Tiny\"\nurl = \"https://tiny.example\"\ntheme = \"minimal\"\n[themeConfig.search]\nappId = \"a\"\n[[plugins]]\nname = \"pages\"\n")
	_, here, _, _ := runtime.Caller(0)
	if err := os.Mkdir(filepath.Join(s.dir, "themes"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(filepath.Dir(here), "..", "..", "themes", "minimal"), filepath.Join(s.dir, "themes", "minimal")); err != nil {
		t.Fatal(err)
	}
	_, err := s.build()
	if err == nil || !strings.Contains(err.Error(), "site.toml:4: themeConfig.search.apiKey: missing required key") {
		t.Fatalf("error = %v", err)
	}
}

// A plugin whose program does not exist is named by its site.toml line and
// the file looked for; the last output stays.
func TestMissingPluginProgramChangesNothing(t *testing.T) {
	s := newTestSite(t, tinyPagesSite)
	s.mustBuild()
	s.write("site.toml", "title = \"Tiny\"\nurl = \"https://tiny.example\"\n[[plugins]]\nname = \"pages\"\n[[plugins]]\nname = \"hello\"\ncommand = [\"./bin/hello\"]\n")
	_, err := s.build()
	want := `site.toml:7: plugins[1].command: plugin "hello": no program ./bin/hello (looked for ` + filepath.Join(s.dir, "bin", "hello") + `); build the plugin first`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("error = %v\nwant it to contain\n%s", err, want)
	}
	s.write("site.toml", "title = \"Tiny\"\nurl = \"https://tiny.example\"\n[[plugins]]\nname = \"pages\"\n[[plugins]]\nname = \"hello\"\ncommand = [\"folio-no-such-plugin\"]\n")
	if _, err := s.build(); err == nil || !strings.Contains(err.Error(), `site.toml:7: plugins[1].command: plugin "hello": no program "folio-no-such-plugin" on PATH`) {
		t.Fatalf("error = %v", err)
	}
	s.assertFile("build/index.html", "the first build")
}

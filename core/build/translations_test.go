package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const translatedSite = `
-- site.toml --
title = "Klein"
url = "https://klein.example"

[i18n]
defaultLocale = "de"

[[plugins]]
name = "pages"
[plugins.options]
path = "site/pages"
-- site/pages/index.md --
# Start
-- site/i18n/de/code.json --
{
  "theme.NotFound.title": {
    "message": "Seite nicht gefunden",
    "description": "The title of the 404 page"
  },
  "theme.common.skipToMainContent": "Zum Hauptinhalt springen"
}
`

func TestCodeTranslationsReachTheTheme(t *testing.T) {
	s := newTestSite(t, translatedSite)
	s.mustBuild()
	s.assertFile("build/index.html", "Zum Hauptinhalt springen", "! Skip to main content")
	s.assertFile("build/404.html", "<title>Seite nicht gefunden | Klein</title>", "Seite nicht gefunden",
		// Untranslated strings keep the theme's English text.
		"We could not find what you were looking for.")

	// The browser hydrates with the same texts: they travel in the bundle.
	found := false
	filepath.WalkDir(filepath.Join(s.dir, "build", "assets"), func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".js") {
			b, _ := os.ReadFile(p)
			found = found || strings.Contains(string(b), "Zum Hauptinhalt springen")
		}
		return nil
	})
	if !found {
		t.Error("no client asset carries the translations")
	}
}

func TestBadCodeTranslationsNameFileAndLine(t *testing.T) {
	for name, tc := range map[string]struct{ json, want string }{
		"syntax":     {"{\n  \"a\": \"b\",\n  oops\n}", "code.json:3:3: invalid JSON"},
		"no message": {"{\n  \"a\": \"b\",\n  \"theme.x\": {\"description\": \"d\"}\n}", `code.json:3:3: translation "theme.x" needs a "message" string`},
	} {
		t.Run(name, func(t *testing.T) {
			s := newTestSite(t, translatedSite)
			s.write("site/i18n/de/code.json", tc.json)
			_, err := s.build()
			if err == nil || !strings.Contains(err.Error(), filepath.Join("site", "i18n", "de", tc.want)) {
				t.Fatalf("error = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

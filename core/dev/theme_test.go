package dev

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A site with no theme folder gets its first override while dev runs: a
// nested one (site/theme/Footer/index.tsx), which reaches the page
// without a restart; a syntax error in it is reported at its place, and
// its fix reaches the page again.
func TestDevPicksUpAThemeFolderMadeWhileItRuns(t *testing.T) {
	d := startDev(t, map[string]string{
		"site.toml":          "title = \"Theme\"\nurl = \"https://theme.example\"\n[[plugins]]\nname = \"docs\"\n",
		"site/docs/intro.md": "# Intro\n\nIntro text.\n",
	})
	d.page("/docs/intro", "Intro text.")
	if err := os.MkdirAll(filepath.Join(d.dir, "site/theme/Footer"), 0o755); err != nil {
		t.Fatal(err)
	}
	d.write("site/theme/Footer/index.tsx", "export default function Footer() { return <footer>Our own footer</footer>; }\n")
	// The folder's creation may come as an event of its own: a reload for
	// it, then one for the file.
	for range 2 {
		d.reloaded()
		if strings.Contains(get(t, d.base+"/docs/intro"), "Our own footer") {
			break
		}
	}
	d.page("/docs/intro", "Our own footer")

	d.write("site/theme/Footer/index.tsx", "export default function Footer() {\n  return <footer>Broken</footer>;\n\n")
	placed(t, d.failed(), "site/theme/Footer/index.tsx", 4)
	d.write("site/theme/Footer/index.tsx", "export default function Footer() { return <footer>Fixed footer</footer>; }\n")
	d.reloaded()
	d.page("/docs/intro", "Fixed footer")
}

// A site moved from Docusaurus keeps its swizzled components in src/theme,
// which the build looks in when there is no site/theme: one made while
// dev runs reaches the page without a restart, as site/theme does.
func TestDevPicksUpASrcThemeFolderMadeWhileItRuns(t *testing.T) {
	d := startDev(t, map[string]string{
		"site.toml":          "title = \"Theme\"\nurl = \"https://theme.example\"\n[[plugins]]\nname = \"docs\"\n",
		"site/docs/intro.md": "# Intro\n\nIntro text.\n",
		"src/css/custom.css": ":root { --ifm-color-primary: #2e8555; }\n",
	})
	d.page("/docs/intro", "Intro text.")
	if err := os.MkdirAll(filepath.Join(d.dir, "src/theme/Footer"), 0o755); err != nil {
		t.Fatal(err)
	}
	d.write("src/theme/Footer/index.tsx", "export default function Footer() { return <footer>Swizzled footer</footer>; }\n")
	for range 2 {
		d.reloaded()
		if strings.Contains(get(t, d.base+"/docs/intro"), "Swizzled footer") {
			break
		}
	}
	d.page("/docs/intro", "Swizzled footer")
	d.write("src/theme/Footer/index.tsx", "export default function Footer() { return <footer>Edited footer</footer>; }\n")
	d.reloaded()
	d.page("/docs/intro", "Edited footer")
}

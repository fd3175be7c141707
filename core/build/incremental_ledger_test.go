package build

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// The property test's steps that try the input ledger (core/ledger):
// TestIncrementalBuildsEqualColdBuilds takes them after each step's edits.

// ledgerSources are the sources besides docs and static files that the
// ledger's steps write: theme files, by path from the site folder.
type ledgerSources map[string]string

// ledgerStep makes one adversarial change to the incremental site and
// returns the files it touched, for the dev session:
//
//   - a doc edited with its size and modification time kept (a tool that
//     restores times, a checkout within one clock tick): its change time
//     tells;
//   - a theme override added, or removed, inside a folder that existed
//     before (site/theme/Footer/index.tsx where site/theme/Footer/ was):
//     the folder's own time does not tell.
func ledgerStep(t *testing.T, rng *rand.Rand, step int, dir string, docs map[string]string, theme ledgerSources) (what string, touched []string) {
	t.Helper()
	var parts []string
	if rel, ok := sameSizeEdit(t, rng, dir, docs); ok {
		parts = append(parts, "same size and time: "+rel)
		touched = append(touched, sourcePath(dir, rel))
	}
	override := "site/theme/Footer/index.tsx"
	switch step % 3 {
	case 1:
		theme["site/theme/Footer/notes.md"] = "The footer's notes.\n"
		delete(theme, override)
		parts = append(parts, "a folder for the footer")
	case 2:
		theme["site/theme/Footer/notes.md"] = "The footer's notes.\n"
		theme[override] = fmt.Sprintf("export default function Footer() { return <footer>Footer of step %d</footer>; }\n", step)
		parts = append(parts, "a nested footer override")
	case 0:
		delete(theme, override)
		parts = append(parts, "the nested override removed")
	}
	touched = append(touched, writeLedgerSources(t, dir, theme)...)
	// The plugins' records are taken after their Loads: a file written in
	// the tick a build starts is not trusted by them, and the build after
	// this step's must reuse every plugin.
	waitForNextTick(t, dir)
	return fmt.Sprint(parts), touched
}

// sameSizeEdit changes one character of a doc, keeping its size and
// modification time; false when there is no doc to edit.
func sameSizeEdit(t *testing.T, rng *rand.Rand, dir string, docs map[string]string) (string, bool) {
	t.Helper()
	var names []string
	for rel, text := range docs {
		if filepath.Ext(rel) == ".md" && len(text) > 20 {
			names = append(names, rel)
		}
	}
	if len(names) == 0 {
		return "", false
	}
	slices.Sort(names)
	rel := names[rng.IntN(len(names))]
	file := sourcePath(dir, rel)
	info, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	text := []byte(docs[rel])
	at := len(text) - 2 // before the final newline: inside the last paragraph
	if text[at] == 'x' {
		text[at] = 'y'
	} else {
		text[at] = 'x'
	}
	docs[rel] = string(text)
	writeFile(t, file, docs[rel])
	if err := os.Chtimes(file, info.ModTime(), info.ModTime()); err != nil {
		t.Fatal(err)
	}
	return rel, true
}

// writeLedgerSources makes the site's theme files exactly theme and
// returns the files it wrote or removed.
func writeLedgerSources(t *testing.T, dir string, theme ledgerSources) []string {
	t.Helper()
	var touched []string
	themeDir := filepath.Join(dir, "site", "theme")
	if _, err := os.Stat(themeDir); err == nil {
		for rel := range readTree(t, themeDir) {
			name := "site/theme/" + rel
			if _, keep := theme[name]; !keep {
				if err := os.Remove(filepath.Join(themeDir, filepath.FromSlash(rel))); err != nil {
					t.Fatal(err)
				}
				touched = append(touched, filepath.Join(dir, filepath.FromSlash(name)))
			}
		}
	}
	for name, text := range theme {
		file := filepath.Join(dir, filepath.FromSlash(name))
		if old, err := os.ReadFile(file); err == nil && string(old) == text {
			continue
		}
		writeFile(t, file, text)
		touched = append(touched, file)
	}
	return touched
}

// devLeftover says which files `folio dev`'s output may hold beside a
// cold build's: content-hashed files of earlier builds, which it writes
// in place and does not prune (no page refers to them): data files, and
// the bundle's files once a theme edit made a new bundle.
func devLeftover(name string) bool {
	return staleHashedData(name) || hashedBundleFile.MatchString(name) || hashedParts.MatchString(name)
}

var (
	hashedBundleFile = regexp.MustCompile(`^assets/[A-Za-z]+-[A-Z0-9]{8}\.(js|css)$`)
	// An MDX page's static parts for client navigation (core/bundle/mdx.go).
	hashedParts = regexp.MustCompile(`^assets/media/.+\.parts-[A-Z0-9]{8}\.json$`)
)

package build

import (
	"bytes"
	"fmt"
	"io/fs"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/build/storepb"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/internal/sitetest"
)

// The property the incremental build rests on: after any sequence of
// edits, renames, additions and deletions of docs and static files, what an incremental
// build writes is byte for byte what a cold build of the same sources
// writes, every file compared. Two incremental paths are checked against
// the cold build at each step: a `folio dev` session told which files
// changed (its output written in place, post-build run after), and a new
// `folio build` that starts from the build cache of the last one and from
// the output before the last (recycle.go). A third `folio build` follows,
// which changes nothing and starts no plugin (reuse.go).
//
// The sequence is random; FOLIO_PROPERTY_SEED replays one,
// FOLIO_PROPERTY_STEPS makes it longer and FOLIO_PROPERTY_KEEP=DIR builds
// in DIR and leaves it there.
func TestIncrementalBuildsEqualColdBuilds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site many times")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("FOLIO_PROPERTY_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	steps := 5
	if s := os.Getenv("FOLIO_PROPERTY_STEPS"); s != "" {
		steps, _ = strconv.Atoi(s)
	}
	t.Logf("replay with FOLIO_PROPERTY_SEED=%d", seed)
	rng := rand.New(rand.NewPCG(seed, 19))

	// Both sites sit at the same depth with node_modules made the same
	// way, so that module names, and the hashes made of them, agree.
	tmp := t.TempDir()
	if keep := os.Getenv("FOLIO_PROPERTY_KEEP"); keep != "" {
		tmp = keep // to look at the sites after a failure
	}
	inc, cold := filepath.Join(tmp, "inc"), filepath.Join(tmp, "cold")
	for _, dir := range []string{inc, cold} {
		sitetest.LinkNodeModules(t, dir)
	}
	docs := generatedDocs(rng, 6)
	writeSources(t, inc, docs)
	theme := ledgerSources{}

	ctx := t.Context()
	dev, err := Open(ctx, Options{ConfigFile: filepath.Join(inc, "site.toml"), OutDir: filepath.Join(tmp, "dev-out"), Live: true})
	if err != nil {
		t.Fatal(err)
	}
	defer dev.Close()
	if _, err := dev.Build(ctx, Everything()); err != nil {
		t.Fatalf("the first dev build: %v", err)
	}
	if _, err := Build(ctx, Options{ConfigFile: filepath.Join(inc, "site.toml")}); err != nil {
		t.Fatalf("the first build: %v", err)
	}

	for step := 1; step <= steps; step++ {
		what, touched := mutateDocs(rng, docs)
		t.Logf("step %d: %s", step, what)
		writeSources(t, inc, docs)
		// As if written long before the build: the build then trusts the
		// files' stamps and keeps its plugins' work for the next one
		// (reuse.go), which this step's last build reuses.
		backdate(t, inc)
		var changed []string
		for _, rel := range touched {
			changed = append(changed, sourcePath(inc, rel))
		}
		adversary, also := ledgerStep(t, rng, step, inc, docs, theme)
		what += "; " + adversary
		changed = append(changed, also...)
		devSum, err := dev.Build(ctx, Changed(changed))
		if err != nil {
			t.Fatalf("step %d (%s): dev build: %v", step, what, err)
		}
		if err := dev.PostBuild(ctx); err != nil {
			t.Fatalf("step %d (%s): dev post-build: %v", step, what, err)
		}
		warm, err := Build(ctx, Options{ConfigFile: filepath.Join(inc, "site.toml")})
		if err != nil {
			t.Fatalf("step %d (%s): warm build: %v", step, what, err)
		}
		// From the third build on, each starts from the output before the
		// last (the first has no output to replace, the second replaces
		// the first): that is the path to prove.
		if step > 1 && !warm.Recycled {
			t.Errorf("step %d (%s): the warm build did not start from the spare output", step, what)
		}

		coldOut := filepath.Join(cold, "build")
		resetColdSite(t, cold)
		writeSources(t, cold, docs)
		writeLedgerSources(t, cold, theme)
		coldSum, err := Build(ctx, Options{ConfigFile: filepath.Join(cold, "site.toml")})
		if err != nil {
			t.Fatalf("step %d (%s): cold build: %v", step, what, err)
		}
		// The check, incremental too, finds what a cold build's finds.
		for name, sum := range map[string]*Summary{"folio build": warm, "folio dev": devSum} {
			if got, want := checkWarnings(sum), checkWarnings(coldSum); !slices.Equal(got, want) {
				t.Errorf("step %d (%s), %s: the check warned\n%s\nwhere a cold build warns\n%s", step, what, name, strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		}
		want := readTree(t, coldOut)
		sameTree(t, fmt.Sprintf("step %d (%s), folio build", step, what), readTree(t, filepath.Join(inc, "build")), want, nil)
		// Nothing changed since: a build that starts no plugin writes the
		// same.
		again, err := Build(ctx, Options{ConfigFile: filepath.Join(inc, "site.toml")})
		if err != nil {
			t.Fatalf("step %d (%s): the build after it: %v", step, what, err)
		}
		if _, started := reusedPlugins(again); len(started) > 0 {
			t.Errorf("step %d (%s): a build with nothing changed started %v", step, what, started)
		}
		sameTree(t, fmt.Sprintf("step %d (%s), folio build with no plugin started", step, what), readTree(t, filepath.Join(inc, "build")), want, nil)
		// Dev writes in place and does not prune the content-hashed data
		// files of earlier builds: no page refers to them, so they are
		// allowed there and nowhere else.
		sameTree(t, fmt.Sprintf("step %d (%s), folio dev", step, what), readTree(t, filepath.Join(tmp, "dev-out")), want, devLeftover)
		if t.Failed() {
			t.FailNow()
		}
	}
}

// checkWarnings are the check's warnings of a build, sorted.
func checkWarnings(sum *Summary) []string {
	var out []string
	for _, d := range sum.Warnings {
		if d.Source == "check" {
			out = append(out, d.Error())
		}
	}
	sort.Strings(out)
	return out
}

// staleHashedData matches data files named by their content's hash.
func staleHashedData(name string) bool { return strings.HasPrefix(name, "assets/data/") }

// sameTree reports every file that is missing, different or extra, except
// extras that allowExtra (when not nil) accepts.
func sameTree(t *testing.T, label string, got, want map[string][]byte, allowExtra func(string) bool) {
	t.Helper()
	var names []string
	for name := range want {
		names = append(names, name)
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		g, inGot := got[name]
		w, inWant := want[name]
		switch {
		case !inGot:
			t.Errorf("%s: %s is missing (the cold build wrote it)", label, name)
		case !inWant && allowExtra != nil && allowExtra(name):
		case !inWant:
			t.Errorf("%s: %s was left over (the cold build has none)", label, name)
		case !bytes.Equal(g, w):
			t.Errorf("%s: %s differs from the cold build's%s", label, name, firstDifference(g, w))
		}
	}
}

// firstDifference shows where two files part, with some context.
func firstDifference(got, want []byte) string {
	at := 0
	for at < len(got) && at < len(want) && got[at] == want[at] {
		at++
	}
	excerpt := func(b []byte) string {
		from, to := max(0, at-60), min(len(b), at+60)
		return strconv.Quote(string(b[from:to]))
	}
	return fmt.Sprintf(" at byte %d:\n  got  %s\n  want %s", at, excerpt(got), excerpt(want))
}

// generatedDocs returns n docs in two folders, by path under site/docs.
func generatedDocs(rng *rand.Rand, n int) map[string]string {
	docs := map[string]string{}
	for i := 0; i < n; i++ {
		docs[fmt.Sprintf("%s/doc-%d.md", []string{"alpha", "beta"}[i%2], i)] = docText(rng, i, docs)
	}
	return docs
}

// docText is a doc with a title, headings and a link to another doc's
// anchor (which a later step may break: broken links only warn here).
func docText(rng *rand.Rand, n int, others map[string]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "---\ntitle: Doc %d v%d\nsidebar_position: %d\n---\n\n", n, rng.IntN(1000), rng.IntN(20))
	// One doc in three has no part 0: an edit can break the anchor other
	// docs link to, or mend it.
	first := rng.IntN(3) / 2
	for s := first; s < first+1+rng.IntN(3); s++ {
		fmt.Fprintf(&b, "## Part %d\n\nText %d of doc %d, with `code` and **bold**.\n\n", s, rng.IntN(1000), n)
	}
	if len(others) > 0 {
		names := slices.Sorted(maps.Keys(others))
		target := strings.TrimSuffix(names[rng.IntN(len(names))], ".md")
		fmt.Fprintf(&b, "See [another doc](/docs/%s#part-0).\n", target)
	}
	if rng.IntN(3) == 0 {
		// A static note, which a step may add or delete.
		fmt.Fprintf(&b, "\nRead [a note](/note-%d.txt).\n", rng.IntN(3))
	}
	return b.String()
}

// mutateDocs applies one random change: an edit, a rename (possibly into
// the other folder), an addition, a deletion, or a change of one doc's
// title, sidebar position or slug. It returns what it did and
// the paths it touched.
func mutateDocs(rng *rand.Rand, docs map[string]string) (string, []string) {
	var names []string
	for _, name := range slices.Sorted(maps.Keys(docs)) {
		if !strings.HasPrefix(name, staticPrefix) {
			names = append(names, name)
		}
	}
	pick := names[rng.IntN(len(names))]
	switch op := rng.IntN(8); {
	case op >= 5:
		// Its front matter alone: a new title or place in the sidebar
		// (the sidebar and the previous/next links of its neighbours
		// change, their pages with them) or a slug (its route moves, its
		// file stays).
		fm, body, _ := strings.Cut(strings.TrimPrefix(docs[pick], "---\n"), "\n---\n")
		lines := strings.Split(fm, "\n")
		what := "retitle " + pick
		switch {
		case op == 5:
			lines[0] = fmt.Sprintf("title: Retitled %d", rng.IntN(1000))
		case op == 6:
			lines = slices.DeleteFunc(lines, func(l string) bool { return strings.HasPrefix(l, "sidebar_position:") })
			lines = append(lines, fmt.Sprintf("sidebar_position: %d", rng.IntN(20)))
			what = "move " + pick + " in the sidebar"
		case !strings.Contains(fm, "slug:"):
			lines = append(lines, fmt.Sprintf("slug: /moved-%d", rng.IntN(1000)))
			what = "give " + pick + " a slug"
		default:
			lines = slices.DeleteFunc(lines, func(l string) bool { return strings.HasPrefix(l, "slug:") })
			what = "take the slug of " + pick + " away"
		}
		docs[pick] = "---\n" + strings.Join(lines, "\n") + "\n---\n" + body
		return what, []string{pick}
	case op == 4:
		// A static file comes or goes: the output's other files follow.
		name := fmt.Sprintf("%snote-%d.txt", staticPrefix, rng.IntN(3))
		if _, ok := docs[name]; ok {
			delete(docs, name)
			return "delete " + name, []string{name}
		}
		docs[name] = fmt.Sprintf("note %d\n", rng.IntN(1000))
		return "add " + name, []string{name}
	case op == 0 && len(docs) > 2:
		delete(docs, pick)
		return "delete " + pick, []string{pick}
	case op == 1:
		to := fmt.Sprintf("%s/renamed-%d.md", []string{"alpha", "beta", "gamma"}[rng.IntN(3)], rng.IntN(1000))
		if _, taken := docs[to]; taken {
			return "rename onto a taken name, skipped", nil
		}
		docs[to] = docs[pick]
		delete(docs, pick)
		return "rename " + pick + " → " + to, []string{pick, to}
	case op == 2:
		to := fmt.Sprintf("beta/new-%d.md", rng.IntN(1000))
		docs[to] = docText(rng, 100+rng.IntN(100), docs)
		return "add " + to, []string{to}
	default:
		text := docText(rng, rng.IntN(100), docs)
		if rng.IntN(2) == 0 {
			// The same front matter: the sidebar stays, the other pages
			// are kept, and their links to this doc are what changes.
			oldFM, _, _ := strings.Cut(strings.TrimPrefix(docs[pick], "---\n"), "\n---\n")
			_, body, _ := strings.Cut(strings.TrimPrefix(text, "---\n"), "\n---\n")
			docs[pick] = "---\n" + oldFM + "\n---\n" + body
			return "edit the text of " + pick, []string{pick}
		}
		docs[pick] = text
		return "edit " + pick, []string{pick}
	}
}

const propertySiteTOML = `title = "Property"
url = "https://property.example"
onBrokenLinks = "warn"
onBrokenAnchors = "warn"
[themeConfig.navbar]
title = "Property"
[themeConfig.search]
appId = "P"
apiKey = "p-search-only"
indexName = "property"
searchPagePath = "search"
[[plugins]]
name = "docs"
[[plugins]]
name = "search"
[[plugins]]
name = "sitemap"
`

// staticPrefix marks the sources that are static files, under the
// site's static/ folder; the others are docs, under site/docs.
const staticPrefix = "static/"

// sourcePath is where a source named as in writeSources lives in dir.
func sourcePath(dir, rel string) string {
	if strings.HasPrefix(rel, staticPrefix) {
		return filepath.Join(dir, filepath.FromSlash(rel))
	}
	return filepath.Join(dir, "site", "docs", filepath.FromSlash(rel))
}

// writeSources makes a site's sources exactly docs: files not in it are
// removed, as a rename or deletion leaves them.
func writeSources(t *testing.T, dir string, docs map[string]string) {
	t.Helper()
	writeFile(t, filepath.Join(dir, "site.toml"), propertySiteTOML)
	existing := map[string][]byte{}
	for _, root := range []struct{ dir, prefix string }{{filepath.Join(dir, "site", "docs"), ""}, {filepath.Join(dir, "static"), staticPrefix}} {
		if _, err := os.Stat(root.dir); err == nil {
			for rel, b := range readTree(t, root.dir) {
				existing[root.prefix+rel] = b
			}
		}
	}
	for rel := range existing {
		if _, keep := docs[rel]; !keep {
			if err := os.Remove(sourcePath(dir, rel)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for rel, text := range docs {
		if old, ok := existing[rel]; ok && string(old) == text {
			continue
		}
		writeFile(t, sourcePath(dir, rel), text)
	}
}

// resetColdSite removes what an earlier cold build left: its sources, its
// output and its caches (the unpacked runtime stays: it is not a build's).
func resetColdSite(t *testing.T, dir string) {
	t.Helper()
	for _, p := range []string{"site", "static", "build"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	caches, _ := filepath.Glob(filepath.Join(dir, "node_modules", ".cache", "folio", "*"))
	for _, c := range caches {
		if filepath.Base(c) != "runtime" {
			if err := os.RemoveAll(c); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// A warm `folio build` writes what a cold build writes whatever was done
// to its output, its spare output and its cache since the last build, the
// ways deploy steps, tools and crashes do it: an output file deleted,
// appended to, replaced, or changed in place (the spare shares it by a
// hard link); a cache file with a bit flipped, cut short, or put back
// from an earlier build; files and folders a deploy step adds to the
// output; a page changed in place keeping its size and time; an output
// manifest damaged or of another folio. After each damage an edit follows, then a warm
// build, compared byte for byte with a cold build; then a build with
// nothing changed, compared again; and the cache the warm build left must
// read whole (a damaged blob is written again).
func TestWarmBuildsRepairDamagedOutputsAndCaches(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a site many times")
	}
	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("FOLIO_PROPERTY_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("replay with FOLIO_PROPERTY_SEED=%d", seed)
	rng := rand.New(rand.NewPCG(seed, 23))
	tmp := t.TempDir()
	inc, cold := filepath.Join(tmp, "inc"), filepath.Join(tmp, "cold")
	for _, dir := range []string{inc, cold} {
		sitetest.LinkNodeModules(t, dir)
	}
	docs := generatedDocs(rng, 6)
	writeSources(t, inc, docs)
	ctx := t.Context()
	build := func(label string) *Summary {
		t.Helper()
		sum, err := Build(ctx, Options{ConfigFile: filepath.Join(inc, "site.toml")})
		if err != nil {
			t.Fatalf("%s: %v", label, err)
		}
		return sum
	}
	build("the first build")
	build("the second build")
	out, cache := filepath.Join(inc, "build"), filepath.Join(inc, "node_modules", ".cache", "folio")
	mainFile, _ := cachePaths(inc, out)
	var snapshot map[string][]byte // the cache's records after an earlier build

	damages := []struct {
		name string
		do   func() string
	}{
		{"a served file deleted", func() string { f := pickFile(t, rng, out); must(t, os.Remove(f)); return f }},
		{"a served file appended to", func() string { f := pickFile(t, rng, out); appendTo(t, f, "<!-- deployed -->"); return f }},
		{"a served file replaced", func() string { f := pickFile(t, rng, out); replaceFile(t, f); return f }},
		{"a served file changed in place", func() string { f := pickFile(t, rng, out); overwriteInPlace(t, f); return f }},
		{"a served page changed in place keeping its size and time", func() string {
			f := pickPage(t, rng, out)
			keepingTime(t, f, func() { overwriteInPlace(t, f) })
			return f
		}},
		{"a spare page changed in place keeping its size and time", func() string {
			f := pickPage(t, rng, spareOf(t, inc, out))
			keepingTime(t, f, func() { overwriteInPlace(t, f) })
			return f
		}},
		{"a file added at the top of the served output", func() string {
			f := filepath.Join(out, "deployed.txt")
			must(t, os.WriteFile(f, []byte("added by a deploy step\n"), 0o644))
			return f
		}},
		{"a compressed copy added beside each served page", func() string {
			for rel := range readTree(t, out) {
				if strings.HasSuffix(rel, ".html") {
					must(t, os.WriteFile(filepath.Join(out, filepath.FromSlash(rel))+".gz", []byte("gzip"), 0o644))
				}
			}
			return "every page"
		}},
		{"folders added inside the served output", func() string {
			page := pickPage(t, rng, out)
			nested := filepath.Join(filepath.Dir(page), "deployed", "deeper")
			must(t, os.MkdirAll(nested, 0o755))
			must(t, os.WriteFile(filepath.Join(nested, "note.txt"), []byte("added"), 0o644))
			must(t, os.Mkdir(filepath.Join(out, "deployed-folder"), 0o755))
			return nested
		}},
		{"a file added inside the spare", func() string {
			f := pickPage(t, rng, spareOf(t, inc, out)) + ".br"
			must(t, os.WriteFile(f, []byte("brotli"), 0o644))
			return f
		}},
		{"an output manifest with a bit flipped", func() string { return flipABit(t, rng, pickManifest(t, rng, cache)) }},
		{"an output manifest cut short", func() string { return cutShort(t, rng, pickManifest(t, rng, cache)) }},
		{"an output manifest of another folio", func() string {
			f := pickManifest(t, rng, cache)
			var m storepb.OutputManifest
			must(t, files.ReadMessage(f, &m))
			m.Store = "folio-store-0"
			must(t, os.Remove(f))
			must(t, files.WriteMessage(f, &m, 0o644))
			return f
		}},
		{"a spare file deleted", func() string { f := pickFile(t, rng, spareOf(t, inc, out)); must(t, os.Remove(f)); return f }},
		{"a spare file appended to", func() string { f := pickFile(t, rng, spareOf(t, inc, out)); appendTo(t, f, "\n"); return f }},
		{"a spare file replaced", func() string { f := pickFile(t, rng, spareOf(t, inc, out)); replaceFile(t, f); return f }},
		{"a cache file with a bit flipped", func() string { return flipABit(t, rng, pickCacheFile(t, rng, cache)) }},
		{"a cache file cut short", func() string { return cutShort(t, rng, pickCacheFile(t, rng, cache)) }},
		{"the cache's records put back from an earlier build", func() string {
			for name, b := range snapshot {
				must(t, os.WriteFile(filepath.Join(cache, name), b, 0o644))
			}
			return fmt.Sprintf("%d files", len(snapshot))
		}},
	}
	rng.Shuffle(len(damages), func(i, j int) { damages[i], damages[j] = damages[j], damages[i] })
	for step, d := range damages {
		if snapshot == nil || rng.IntN(2) == 0 {
			snapshot = cacheRecords(t, cache)
		}
		what := d.name + " (" + d.do() + ")"
		// No edit follows a change that only a stamp can see: an edit may
		// render the damaged page again (a new doc changes every page's
		// sidebar), which would hide it.
		if !strings.Contains(d.name, "keeping its size and time") {
			edit, _ := mutateDocs(rng, docs)
			what += ", then " + edit
		}
		t.Logf("step %d: %s", step+1, what)
		writeSources(t, inc, docs)
		backdate(t, inc)
		build(what)

		resetColdSite(t, cold)
		writeSources(t, cold, docs)
		if _, err := Build(ctx, Options{ConfigFile: filepath.Join(cold, "site.toml")}); err != nil {
			t.Fatalf("step %d (%s): cold build: %v", step+1, what, err)
		}
		want := readTree(t, filepath.Join(cold, "build"))
		sameTree(t, fmt.Sprintf("step %d (%s), folio build", step+1, what), readTree(t, out), want, nil)
		if readCacheRecords(mainFile, readCacheHead(mainFile)) == nil {
			t.Errorf("step %d (%s): the cache the build left does not read whole", step+1, what)
		}
		if h := readCacheHead(mainFile); h == nil {
			t.Errorf("step %d (%s): no cache after the build", step+1, what)
		} else if m := readManifest(manifestPath(inc, out, h.Output), h.Output); m == nil {
			t.Errorf("step %d (%s): the served output's manifest does not read whole", step+1, what)
		} else if diff := manifestDiff(t, out, m); len(diff) > 0 {
			t.Errorf("step %d (%s): the served output and its manifest differ: %q", step+1, what, diff)
		}
		build(what + ", nothing changed")
		sameTree(t, fmt.Sprintf("step %d (%s), the build after it", step+1, what), readTree(t, out), want, nil)
		if t.Failed() {
			t.FailNow()
		}
	}
}

// spareOf is the spare folder of out.
func spareOf(t *testing.T, site, out string) string {
	t.Helper()
	found, _ := filepath.Glob(sparePath(site, out, "*"))
	if len(found) != 1 {
		t.Fatalf("spare folders of %s: %q, want one", out, found)
	}
	return found[0]
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// pickPage picks one of the pages below root.
func pickPage(t *testing.T, rng *rand.Rand, root string) string {
	t.Helper()
	var pages []string
	for rel := range readTree(t, root) {
		if strings.HasSuffix(rel, ".html") {
			pages = append(pages, rel)
		}
	}
	if len(pages) == 0 {
		t.Fatalf("no page below %s", root)
	}
	sort.Strings(pages)
	return filepath.Join(root, filepath.FromSlash(pages[rng.IntN(len(pages))]))
}

// keepingTime runs change on file, then sets the file's times back to
// what they were, as a tool that restores times does. It first waits for
// the file system's clock to move past the build's last stamp: a change
// in the same tick could keep the change time as well.
func keepingTime(t *testing.T, file string, change func()) {
	t.Helper()
	waitForNextTick(t, filepath.Dir(file))
	st, err := os.Stat(file)
	must(t, err)
	change()
	must(t, os.Chtimes(file, st.ModTime(), st.ModTime()))
}

// manifestDiff lists the files and folders of dir that m does not name,
// and the files m names that dir lacks.
func manifestDiff(t *testing.T, dir string, m *outputFiles) []string {
	t.Helper()
	var diff []string
	seen := map[string]bool{}
	must(t, filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		seen[rel] = true
		if !m.names(rel) {
			diff = append(diff, "unnamed "+rel)
		}
		return nil
	}))
	for rel := range m.Stamps {
		if !seen[rel] {
			diff = append(diff, "missing "+rel)
		}
	}
	sort.Strings(diff)
	return diff
}

// flipABit flips one bit of file and returns file.
func flipABit(t *testing.T, rng *rand.Rand, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	must(t, err)
	b[rng.IntN(len(b))] ^= 1 << rng.IntN(8)
	must(t, os.WriteFile(file, b, 0o644))
	return file
}

// cutShort truncates file somewhere and returns file.
func cutShort(t *testing.T, rng *rand.Rand, file string) string {
	t.Helper()
	st, err := os.Stat(file)
	must(t, err)
	must(t, os.Truncate(file, rng.Int64N(st.Size())))
	return file
}

// pickManifest picks one of the output manifests in the cache.
func pickManifest(t *testing.T, rng *rand.Rand, cache string) string {
	t.Helper()
	found, _ := filepath.Glob(filepath.Join(cache, "manifest-*"))
	if len(found) == 0 {
		t.Fatal("no output manifest")
	}
	sort.Strings(found)
	return found[rng.IntN(len(found))]
}

// pickFile picks one of the files below root, a page most often.
func pickFile(t *testing.T, rng *rand.Rand, root string) string {
	t.Helper()
	tree := readTree(t, root)
	var pages, all []string
	for rel := range tree {
		all = append(all, rel)
		if strings.HasSuffix(rel, ".html") {
			pages = append(pages, rel)
		}
	}
	sort.Strings(all)
	sort.Strings(pages)
	from := all
	if len(pages) > 0 && rng.IntN(3) > 0 {
		from = pages
	}
	if len(from) == 0 {
		t.Fatalf("no file below %s", root)
	}
	return filepath.Join(root, filepath.FromSlash(from[rng.IntN(len(from))]))
}

func appendTo(t *testing.T, file, text string) {
	t.Helper()
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_APPEND, 0)
	must(t, err)
	_, err = f.WriteString(text)
	must(t, err)
	must(t, f.Close())
}

// replaceFile puts a new file in file's place, as a tool that writes a
// temporary file and renames it does.
func replaceFile(t *testing.T, file string) {
	t.Helper()
	must(t, os.WriteFile(file+".new", []byte("replaced by a deploy step\n"), 0o644))
	must(t, os.Rename(file+".new", file))
}

// overwriteInPlace changes a file's bytes without changing its size,
// through the file itself (every hard link of it sees the change).
func overwriteInPlace(t *testing.T, file string) {
	t.Helper()
	f, err := os.OpenFile(file, os.O_WRONLY, 0)
	must(t, err)
	_, err = f.WriteAt([]byte("X"), 0)
	must(t, err)
	must(t, f.Close())
}

// pickCacheFile picks one of the files of the build cache's records.
func pickCacheFile(t *testing.T, rng *rand.Rand, cache string) string {
	t.Helper()
	names := slices.Sorted(maps.Keys(cacheRecords(t, cache)))
	if len(names) == 0 {
		t.Fatal("no cache file")
	}
	return filepath.Join(cache, names[rng.IntN(len(names))])
}

// cacheRecords reads the build cache's files: its main files and the
// blobs beside them.
func cacheRecords(t *testing.T, cache string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(cache)
	must(t, err)
	for _, e := range entries {
		if n := e.Name(); !e.IsDir() && (strings.HasPrefix(n, "build-") || strings.HasPrefix(n, "manifest-")) && !strings.HasSuffix(n, ".lock") {
			b, err := os.ReadFile(filepath.Join(cache, n))
			must(t, err)
			out[n] = b
		}
	}
	return out
}

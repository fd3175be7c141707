package apiref

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/folio-docs/folio/core/markdown"
)

// The repository's own node_modules hold the Lexical packages the site
// documents. These tests generate the whole reference from them, as a
// build does: the first run takes TypeDoc's few seconds, later runs read
// the cache.

const repoRoot = "../.."

// lexicalPackages lists the installed lexical packages, or skips.
func lexicalPackages(t testing.TB) []string {
	t.Helper()
	if _, err := exec.LookPath("node"); err != nil {
		t.Skip("node is not installed")
	}
	if _, err := os.Stat(filepath.Join(repoRoot, "node_modules", "typedoc")); err != nil {
		t.Skip("npm dependencies are not installed")
	}
	entries, err := os.ReadDir(filepath.Join(repoRoot, "node_modules", "@lexical"))
	if err != nil {
		t.Skip("the lexical packages are not installed")
	}
	pkgs := []string{"lexical"}
	for _, e := range entries {
		pkgs = append(pkgs, "@lexical/"+e.Name())
	}
	return pkgs
}

var lexical struct {
	once sync.Once
	res  *Result
	err  error
}

func generateLexical(t testing.TB) *Result {
	pkgs := lexicalPackages(t)
	lexical.once.Do(func() {
		lexical.res, lexical.err = Generate(context.Background(), Options{SiteDir: repoRoot, Packages: pkgs, Core: "lexical", SiteURL: "https://lexical.dev"})
	})
	if lexical.err != nil {
		t.Fatal(lexical.err)
	}
	return lexical.res
}

// renderedSite parses every generated doc with the shared Markdown
// pipeline, as the docs plugin does: page URL → its heading ids, and the
// links of every page.
type renderedSite struct {
	ids   map[string]map[string]bool
	links map[string][]string
}

func renderSite(t *testing.T, docs []Doc) renderedSite {
	t.Helper()
	md := markdown.New()
	urls := newURLScheme("/docs/", "")
	site := renderedSite{ids: map[string]map[string]bool{}, links: map[string][]string{}}
	for _, d := range docs {
		doc, err := md.Parse(d.File, d.Source)
		if err != nil {
			t.Fatalf("%s: %v", d.ID, err)
		}
		page := strings.TrimSuffix(urls.doc(d.ID), "/")
		site.ids[page] = map[string]bool{}
		for _, m := range htmlID.FindAllStringSubmatch(doc.HTML, -1) {
			site.ids[page][m[1]] = true
		}
		for _, l := range doc.Links {
			site.links[page] = append(site.links[page], l.URL)
		}
	}
	return site
}

// resolves reports whether a site link lands on a generated page and, if
// it has one, on an anchor of that page.
func (s renderedSite) resolves(link string) bool {
	page, frag, _ := strings.Cut(link, "#")
	ids, ok := s.ids[strings.TrimSuffix(page, "/")]
	return ok && (frag == "" || ids[frag])
}

func TestLexicalEveryModuleClassAndInterfaceHasAPage(t *testing.T) {
	res := generateLexical(t)
	have := map[string]bool{}
	for _, d := range res.Docs {
		have[d.ID] = true
	}
	// Every module of every package's exports.
	var modules []string
	for _, name := range lexicalPackages(t) {
		pkg, err := readPackage(repoRoot, name)
		if err != nil {
			t.Fatal(err)
		}
		eps, err := pkg.entryPoints()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range eps {
			modules = append(modules, e.Module)
		}
	}
	if len(modules) < 60 {
		t.Errorf("only %d modules found in the packages' exports, want about 66", len(modules))
	}
	for _, m := range modules {
		if id := "api/modules/" + moduleSlug(m); !have[id] {
			t.Errorf("module %s has no page %s", m, id)
		}
	}
	// Every class and interface TypeDoc reports, from the cached JSON.
	pkgs, _ := readPackages(Options{SiteDir: repoRoot, Packages: lexicalPackages(t)})
	var entries []entryPoint
	for _, p := range pkgs {
		e, _ := p.entryPoints()
		entries = append(entries, e...)
	}
	abs, _ := filepath.Abs(repoRoot)
	out, _, cached, err := loadProject(context.Background(), Options{SiteDir: abs}, pkgs, entries, typedocInputsKey(Options{SiteDir: abs}, typedocInputs(abs, pkgs)))
	if err != nil || !cached {
		t.Fatalf("the cache was not used after a generation: cached=%v err=%v", cached, err)
	}
	declared := map[int]bool{}
	for _, id := range out.DeclaredClasses {
		declared[id] = true
	}
	count := map[string]int{}
	for _, m := range out.Modules {
		var mod *reflection
		for _, c := range out.Project.Children {
			if c.ID == m.ID {
				mod = c
			}
		}
		if mod == nil {
			t.Fatalf("module %s missing from the JSON", m.Module)
		}
		for _, c := range mod.Children {
			var id string
			switch {
			case c.is(kindClass), c.is(kindInterface) && declared[c.ID]:
				id = "api/classes/" + moduleSlug(m.Module) + "." + c.Name
			case c.is(kindInterface), isObjectAlias(c):
				id = "api/interfaces/" + moduleSlug(m.Module) + "." + c.Name
			default:
				continue
			}
			count[strings.Split(id, "/")[1]]++
			if !have[id] {
				t.Errorf("%s %s has no page %s", m.Module, c.Name, id)
			}
		}
	}
	t.Logf("%d docs: %d modules, %d classes, %d interfaces; generated in %v (TypeDoc %v, cached %v)",
		len(res.Docs), len(modules), count["classes"], count["interfaces"], res.Total, res.TypeDoc, res.FromCache)
}

func TestLexicalPagesTheIssueNames(t *testing.T) {
	res := generateLexical(t)
	have := map[string]bool{}
	for _, d := range res.Docs {
		have[d.ID] = true
	}
	want := []string{
		"api/index", "api/modules", "api/modules/lexical", "api/modules/lexical_rich-text", "api/modules/lexical_react_LexicalComposer",
		// Nodes, the editor, its state and the selections: classes, even
		// those exported with `export type`.
		"api/classes/lexical.TextNode", "api/classes/lexical.ElementNode", "api/classes/lexical.ParagraphNode",
		"api/classes/lexical.RootNode", "api/classes/lexical.TabNode", "api/classes/lexical.LineBreakNode",
		"api/classes/lexical.DecoratorNode", "api/classes/lexical.LexicalEditor", "api/classes/lexical.EditorState",
		"api/classes/lexical.RangeSelection", "api/classes/lexical.NodeSelection", "api/classes/lexical_table.TableSelection",
		"api/classes/lexical_table.TableNode", "api/classes/lexical_list.ListNode", "api/classes/lexical_link.LinkNode",
		"api/classes/lexical_code.CodeNode", "api/classes/lexical_mark.MarkNode",
		// Caret types, serialized state, config types.
		"api/interfaces/lexical.BaseCaret", "api/interfaces/lexical.SiblingCaret", "api/interfaces/lexical.SerializedEditorState",
		"api/interfaces/lexical.EditorConfig",
		// Package pages.
		"packages/lexical", "packages/lexical-rich-text", "packages/lexical-react", "packages/lexical-devtools-core",
	}
	for _, id := range want {
		if !have[id] {
			t.Errorf("no doc %s", id)
		}
	}
	for _, wrong := range []string{"api/interfaces/lexical.LexicalEditor", "api/interfaces/lexical.EditorState", "api/interfaces/lexical.RangeSelection"} {
		if have[wrong] {
			t.Errorf("%s is a class but has an interface page", wrong)
		}
	}
	var packages []string
	for id := range have {
		if strings.HasPrefix(id, "packages/") {
			packages = append(packages, id)
		}
	}
	sort.Strings(packages)
	if len(packages) != 25 {
		t.Errorf("%d package pages, want 25 (lexical and 24 @lexical packages): %v", len(packages), packages)
	}
}

// The guides link API symbols; a broken anchor fails the build, so these
// must be real headings.
func TestLexicalGuideLinksResolve(t *testing.T) {
	site := renderSite(t, generateLexical(t).Docs)
	for _, link := range []string{
		"/docs/api/modules/lexical#createeditor",
		"/docs/api/classes/lexical.LexicalEditor#registercommand",
		"/docs/api/classes/lexical.LexicalEditor#update",
		"/docs/api/classes/lexical.TextNode#gettextcontent",
		"/docs/api/modules/lexical#getroot",
		// Classes and interfaces have an anchor on their module's page.
		"/docs/api/modules/lexical#lexicalcommand",
		"/docs/api/modules/lexical#textnode",
		"/docs/api/modules/lexical_history#historystate",
		// Static members of a class exported with `export type`.
		"/docs/api/classes/lexical.LexicalNode#transform",
		"/docs/api/classes/lexical.LexicalNode#importjson",
		"/docs/api/interfaces/lexical.EditorConfig",
		"/docs/api/interfaces/lexical.EditorConfig#namespace",
		"/docs/api/",
		"/docs/packages/lexical",
	} {
		if !site.resolves(link) {
			t.Errorf("%s does not resolve", link)
		}
	}
}

var htmlID = regexp.MustCompile(`\sid="([^"]+)"`)

var docsLink = regexp.MustCompile(`^/docs/(api|packages)/`)

// Every link a generated page makes to another generated page lands on a
// page and, if it names one, on an anchor.
func TestLexicalLinksBetweenPagesResolve(t *testing.T) {
	site := renderSite(t, generateLexical(t).Docs)
	checked := 0
	for page, links := range site.links {
		for _, l := range links {
			if strings.HasPrefix(l, "#") {
				l = page + l
			}
			if !docsLink.MatchString(l) {
				continue
			}
			checked++
			if !site.resolves(l) {
				t.Errorf("%s links to %s, which does not resolve", page, l)
			}
		}
	}
	if checked < 5000 {
		t.Errorf("only %d links between generated pages checked; the pages should link their symbols", checked)
	}
}

func TestLexicalReadmeLinksBecomeLocal(t *testing.T) {
	res := generateLexical(t)
	for _, d := range res.Docs {
		if d.ID != "packages/lexical-list" {
			continue
		}
		src := string(d.Source)
		if !strings.Contains(src, "](/docs/api/modules/lexical_list)") {
			t.Errorf("the API badge still links lexical.dev:\n%s", src)
		}
		if !strings.Contains(src, "](/docs/packages/lexical-react)") {
			t.Errorf("the link to the react package page is not local:\n%s", src)
		}
		return
	}
	t.Fatal("no packages/lexical-list doc")
}

func TestLexicalCoreLeadsThePackagesCategory(t *testing.T) {
	for _, d := range generateLexical(t).Docs {
		if d.ID == "packages/lexical" {
			src := string(d.Source)
			for _, want := range []string{`sidebar_label: "lexical (core)"`, "sidebar_position: 1\n"} {
				if !strings.Contains(src, want) {
					t.Errorf("packages/lexical lacks %q:\n%.300s", want, src)
				}
			}
			return
		}
	}
	t.Fatal("no packages/lexical doc")
}

// BenchmarkGenerateLexicalFromCache is the cost a warm build pays for the
// whole reference: decoding the cached JSON and writing every page.
//
//	go test -run NONE -bench GenerateLexical ./plugins/apiref
func BenchmarkGenerateLexicalFromCache(b *testing.B) {
	generateLexical(b) // fills the cache
	opts := Options{SiteDir: repoRoot, Packages: lexicalPackages(b), Core: "lexical", SiteURL: "https://lexical.dev"}
	for b.Loop() {
		forgetLastRun()
		res, err := Generate(context.Background(), opts)
		if err != nil || !res.FromCache {
			b.Fatalf("generation: cached=%v err=%v", res != nil && res.FromCache, err)
		}
	}
}

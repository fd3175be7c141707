package build

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/folio-docs/folio/core/files"
)

// A theme's utilities/ folder holds stylesheets of utility classes (the
// classic theme's Infima grid, spacing, buttons, hero), which a site's own
// pages name in their markup: className="col col--4 padding-horiz--md".
// Each file joins the site's stylesheet only when the site's code names one
// of the classes it defines, so a site that uses none pays nothing for
// them. The site's code is its .js, .jsx, .ts, .tsx and .mdx files, and its
// .md files when markdown.format = "mdx" compiles them as MDX (outside
// node_modules, hidden folders, the output and any other folder folio
// built, the static folders and folders of other sites, which have a
// site.toml of their own); a class is named
// when it is a word of a string in them.

// utilityExtensions are the files whose strings are read for class names.
var utilityExtensions = map[string]bool{".js": true, ".jsx": true, ".ts": true, ".tsx": true, ".mdx": true}

var (
	// cssClass finds the classes a stylesheet defines.
	cssClass = regexp.MustCompile(`\.(-?[_a-zA-Z][\w-]*)`)
	// cssSkipped are the parts of a stylesheet where a dot is no class:
	// comments, strings and url()s.
	cssSkipped = regexp.MustCompile(`(?s)/\*.*?\*/|"[^"]*"|'[^']*'|url\([^)]*\)`)
	// codeString finds string literals (and JSX attribute values).
	codeString = regexp.MustCompile("\"[^\"\\n]*\"|'[^'\\n]*'|`[^`]*`")
)

// utilityStylesheets returns the theme's utility stylesheets the site's
// code uses, in name order.
func (s *Session) utilityStylesheets() ([]string, error) {
	dir := filepath.Join(filepath.Dir(s.themes.ThemeDir), "utilities")
	sheets, err := filepath.Glob(filepath.Join(dir, "*.css"))
	if err != nil || len(sheets) == 0 {
		return nil, err
	}
	sort.Strings(sheets)
	words, err := s.siteCodeWords()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, sheet := range sheets {
		css, err := os.ReadFile(sheet)
		if err != nil {
			return nil, err
		}
		for _, m := range cssClass.FindAllStringSubmatch(cssSkipped.ReplaceAllString(string(css), ""), -1) {
			if words[m[1]] {
				out = append(out, sheet)
				break
			}
		}
	}
	return out, nil
}

// siteCodeWords are the words of the strings in the site's code.
func (s *Session) siteCodeWords() (map[string]bool, error) {
	// The default output too, as Inputs skips it: `folio dev` serves from
	// elsewhere, and the bundle `folio build` wrote there names classes.
	skip := map[string]bool{s.OutDir(): true, filepath.Join(s.site.Dir, "build"): true}
	for _, d := range s.site.StaticDirectories {
		skip[filepath.Join(s.site.Dir, d)] = true
	}
	words := map[string]bool{}
	err := filepath.WalkDir(s.site.Dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil // a folder that vanished or cannot be read names no class
		}
		if d.IsDir() {
			if path == s.site.Dir {
				return nil
			}
			if files.SkippedInTree(d.Name()) || skip[path] {
				return filepath.SkipDir
			}
			// A folder with a site.toml of its own is another site (a test
			// fixture beside the real one).
			if _, err := os.Stat(filepath.Join(path, "site.toml")); err == nil {
				return filepath.SkipDir
			}
			// A folder holding __folio/ is an output folio wrote (build/
			// while folio dev writes elsewhere, an --out folder): its bundles'
			// strings are the theme's, and reading them would make the
			// stylesheet depend on which outputs lie around, not on the code.
			if _, err := os.Stat(filepath.Join(path, "__folio")); err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if ext := filepath.Ext(path); !utilityExtensions[ext] && (ext != ".md" || s.site.Markdown.Format != "mdx") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return nil
		}
		for _, lit := range codeString.FindAll(src, -1) {
			for _, w := range strings.Fields(string(lit[1 : len(lit)-1])) {
				words[w] = true
			}
		}
		return nil
	})
	return words, err
}

package build

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
	"github.com/folio-docs/folio/core/parallel"
)

// A theme's utilities/ folder holds stylesheets of utility classes (the
// classic theme's Infima grid, spacing, buttons, hero), which a site's own
// pages name in their markup: className="col col--4 padding-horiz--md".
// Each file joins the site's stylesheet only when the site's code names one
// of the classes it defines, so a site that uses none pays nothing for
// them. The site's code is its .js, .jsx, .ts, .tsx and .mdx files, and its
// .md files when markdown.format = "mdx" compiles them as MDX (outside
// node_modules, hidden folders, the outputs (outputFolder), the static
// folders and folders of other sites, which have a site.toml of their
// own); a class is named when it is a word of a string in them.
//
// Every bundle asks, `folio dev`'s after each edit too, and a site whose
// folder is a repository holds hundreds of such files (the Lexical site's
// is this repository: 1.2 MB of code, 25 ms and more to read on each
// bundle). So what was read is kept (utilityScan), each file by its ledger
// stamp, and a bundle reads again only the files whose stamp changed. One
// ledger record of all the code would not do: any change in the site's
// folder, a doc's edit too, would read every file again (on this
// repository, 31 ms of CPU a scan against 1.4 ms: TestUtilityScanCost).

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

// utilityScan is what the last scan read, kept by the session and, for the
// next `folio build`, in the cache.
type utilityScan struct {
	// Sheets are the utility stylesheets, with the classes each defines.
	Sheets map[string]scannedFile
	// Classes is a digest of every sheet's classes: Code holds, of each
	// file's words, only those, so other classes read every file again.
	Classes string
	// Code are the site's code files, with the utility classes each names.
	Code map[string]scannedFile
	// Folders are the folders the scan walked.
	Folders map[string]scannedFolder
}

// scannedFile is one file as a scan read it.
type scannedFile struct {
	// Stamp is the file's ledger stamp, taken before it was read
	// (Clock.Kept: ledger.Missing for one changed in the build's tick, so
	// that the next scan reads it again, git's racy rule).
	Stamp   ledger.Stamp
	Classes []string
}

// utilityStylesheets returns the theme's utility stylesheets the site's
// code uses, in name order.
func (s *Session) utilityStylesheets() ([]string, error) {
	dir := filepath.Join(filepath.Dir(s.themes.ThemeDir), "utilities")
	sheets, err := filepath.Glob(filepath.Join(dir, "*.css"))
	if err != nil || len(sheets) == 0 {
		return nil, err
	}
	last := s.utilities
	if last == nil {
		last = &utilityScan{}
	}
	next := &utilityScan{Sheets: make(map[string]scannedFile, len(sheets))}
	var all []string
	for _, sheet := range sheets {
		f, err := s.rescan(sheet, last.Sheets, sheetClasses)
		if err != nil {
			return nil, err
		}
		next.Sheets[sheet] = f
		all = append(all, f.Classes...)
	}
	slices.Sort(all)
	all = slices.Compact(all)
	sum := sha256.Sum256([]byte(strings.Join(all, "\n")))
	next.Classes = hex.EncodeToString(sum[:])
	known := last.Code
	if last.Classes != next.Classes {
		known = nil
	}
	classes := set(all)
	code, folders := s.siteCodeFiles(last.Folders)
	next.Folders = folders
	scanned := make([]scannedFile, len(code))
	_ = parallel.ForEach(context.Background(), len(code), func(i int) error {
		// A file that vanished or cannot be read names no class.
		scanned[i], _ = s.rescan(code[i], known, func(src []byte) []string { return namedClasses(src, classes) })
		return nil
	})
	next.Code = make(map[string]scannedFile, len(code))
	named := map[string]bool{}
	for i, f := range code {
		next.Code[f] = scanned[i]
		for _, c := range scanned[i].Classes {
			named[c] = true
		}
	}
	s.utilities = next
	var out []string
	for _, sheet := range sheets {
		if slices.ContainsFunc(next.Sheets[sheet].Classes, func(c string) bool { return named[c] }) {
			out = append(out, sheet)
		}
	}
	return out, nil
}

// rescan is what known says of path while its stamp holds, else what
// classesOf finds in it now.
func (s *Session) rescan(path string, known map[string]scannedFile, classesOf func([]byte) []string) (scannedFile, error) {
	stamp := ledger.StampOf(path) // before the read: a write after it changes it
	if k, ok := known[path]; ok && k.Stamp.Holds(stamp) {
		return k, nil
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return scannedFile{Stamp: ledger.Missing}, err
	}
	return scannedFile{Stamp: s.clock.Kept(stamp), Classes: classesOf(src)}, nil
}

// sheetClasses are the classes a stylesheet defines, sorted.
func sheetClasses(css []byte) []string {
	var out []string
	for _, m := range cssClass.FindAllSubmatch(cssSkipped.ReplaceAll(css, nil), -1) {
		out = append(out, string(m[1]))
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// namedClasses are the classes among the words of the strings in src,
// sorted.
func namedClasses(src []byte, classes map[string]bool) []string {
	var out []string
	for _, lit := range codeString.FindAll(src, -1) {
		for _, w := range bytes.Fields(lit[1 : len(lit)-1]) {
			if classes[string(w)] {
				out = append(out, string(w))
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// scannedFolder is one folder as a scan listed it.
type scannedFolder struct {
	// Stamp is the folder's ledger.ListingStamp, taken before it was
	// listed (ledger.Missing when that was in the build's tick).
	Stamp ledger.Stamp
	// Apart says the folder is another site's (it holds a site.toml) or
	// an output (outputFolder): nothing in it is the site's code.
	Apart bool
	// Folders and Code are the names of its folders and of its files
	// that may be code (.md ones included: markdown.format decides).
	Folders, Code []string
}

// siteCodeFiles are the files of the site's code, in walk order. A folder
// whose stamp holds is not listed again: a stat instead of a listing, on
// each of the hundreds of folders of a repository.
func (s *Session) siteCodeFiles(known map[string]scannedFolder) ([]string, map[string]scannedFolder) {
	skip := set(append(s.outputDirs(), staticDirs(s.site)...))
	md := s.site.Markdown.Format == "mdx"
	listed := make(map[string]scannedFolder, len(known))
	var out []string
	var visit func(dir string)
	visit = func(dir string) {
		stamp := ledger.ListingStamp(dir)
		f, ok := known[dir]
		if !ok || !f.Stamp.Holds(stamp) {
			entries, err := os.ReadDir(dir)
			if err != nil {
				return // a folder that vanished or cannot be read names no class
			}
			f = listFolder(entries)
			f.Stamp = s.clock.Kept(stamp)
		}
		listed[dir] = f
		if f.Apart && dir != s.site.Dir {
			return
		}
		for _, name := range f.Code {
			if md || filepath.Ext(name) != ".md" {
				out = append(out, filepath.Join(dir, name))
			}
		}
		for _, name := range f.Folders {
			if p := filepath.Join(dir, name); !skip[p] {
				visit(p)
			}
		}
	}
	visit(s.site.Dir)
	return out, listed
}

// listFolder is what a scan keeps of a folder's entries.
func listFolder(entries []os.DirEntry) scannedFolder {
	// A folder with a site.toml of its own is another site (a test
	// fixture beside the real one).
	f := scannedFolder{Apart: outputFolder(entries)}
	for _, e := range entries {
		name := e.Name()
		switch ext := filepath.Ext(name); {
		case e.IsDir():
			if !files.SkippedInTree(name) {
				f.Folders = append(f.Folders, name)
			}
		case name == "site.toml":
			f.Apart = true
		case utilityExtensions[ext] || ext == ".md":
			f.Code = append(f.Code, name)
		}
	}
	return f
}

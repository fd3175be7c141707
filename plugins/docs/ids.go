package docs

import (
	"path"
	"regexp"
	"strconv"
	"strings"
)

// numberPrefix matches an ordering prefix on a file or folder name, like
// "02-concepts" or "1. intro": digits, separators, then the real name.
var numberPrefix = regexp.MustCompile(`^(\d+)\s*[-_.]+\s*([^-_.\s].*)$`)

// Names that start with digits but are not ordered: a date ("2024-05-01-x")
// or a version ("1.2-notes") keeps its digits.
var notANumberPrefix = regexp.MustCompile(`^(\d{2,4}[-_.]\d{2}[-_.]\d{2}|\d+[-_.]\d+)`)

// splitNumberPrefix returns name without its ordering prefix and the
// prefix as a position; ok is false when the name has none.
func splitNumberPrefix(name string) (rest string, position float64, ok bool) {
	if !startsWithDigit(name) {
		// Both patterns start with a digit: most names are settled without
		// running either, twice for every doc of a large site.
		return name, 0, false
	}
	if notANumberPrefix.MatchString(name) {
		return name, 0, false
	}
	m := numberPrefix.FindStringSubmatch(name)
	if m == nil {
		return name, 0, false
	}
	n, err := strconv.Atoi(m[1])
	if err != nil {
		return name, 0, false
	}
	return m[2], float64(n), true
}

func startsWithDigit(s string) bool { return s != "" && '0' <= s[0] && s[0] <= '9' }

// anySegmentStartsWithDigit reports whether a segment of a slash path
// could have a number prefix.
func anySegmentStartsWithDigit(p string) bool {
	for i := 0; i < len(p); i++ {
		if (i == 0 || p[i-1] == '/') && startsWithDigit(p[i:]) {
			return true
		}
	}
	return false
}

// stripNumberPrefix drops the ordering prefix of a name, if any.
func stripNumberPrefix(name string) string {
	rest, _, _ := splitNumberPrefix(name)
	return rest
}

// stripDirPrefixes drops the ordering prefix of every segment of a slash
// path: "01-guides/02-advanced" is "guides/advanced".
func stripDirPrefixes(dir string) string {
	if dir == "" || dir == "." {
		return ""
	}
	if !anySegmentStartsWithDigit(dir) {
		return dir // no segment has a prefix to drop
	}
	segs := strings.Split(dir, "/")
	for i, s := range segs {
		segs[i] = stripNumberPrefix(s)
	}
	return strings.Join(segs, "/")
}

// isCategoryIndex reports whether a file is its folder's index doc:
// index.md, README.md, or a file named like its folder (guides/guides.md).
// Such a doc is served at the folder's own path and links its category.
func isCategoryIndex(baseName, dirName string) bool {
	b := strings.ToLower(stripNumberPrefix(baseName))
	if b == "index" || b == "readme" {
		return true
	}
	if dirName == "" {
		return false
	}
	return b == strings.ToLower(stripNumberPrefix(path.Base(dirName)))
}

// docSlug computes a doc's slug below the version path. rel is the source
// path relative to the docs folder, baseID the last segment of its id
// (front matter id, else the file name), fmSlug the front matter slug.
func docSlug(rel, baseID string, fmSlug *string) string {
	dir := path.Dir(rel)
	if dir == "." {
		dir = ""
	}
	dirSlug := stripDirPrefixes(dir)
	if fmSlug != nil {
		s := *fmSlug
		if !strings.HasPrefix(s, "/") {
			s = "/" + path.Join(dirSlug, s)
			if strings.HasSuffix(*fmSlug, "/") && !strings.HasSuffix(s, "/") {
				s += "/"
			}
		}
		return cleanSlug(s)
	}
	base := strings.TrimSuffix(path.Base(rel), path.Ext(rel))
	if isCategoryIndex(base, dir) {
		if dirSlug == "" {
			return "/"
		}
		return "/" + dirSlug + "/"
	}
	return "/" + path.Join(dirSlug, baseID)
}

// cleanSlug resolves "." and ".." and doubled slashes, keeping a trailing
// slash, which marks a folder-like page.
func cleanSlug(s string) string {
	trailing := strings.HasSuffix(s, "/")
	s = path.Clean("/" + s)
	if trailing && s != "/" {
		s += "/"
	}
	return s
}

// docID computes a doc's id: its folder (without number prefixes) and its
// base id, which is the front matter id or the file name.
func docID(rel, baseID string) string {
	dir := path.Dir(rel)
	if dir == "." {
		return baseID
	}
	return stripDirPrefixes(dir) + "/" + baseID
}

// fileBaseID is the id a file gets without front matter: its name without
// extension or number prefix.
func fileBaseID(rel string) string {
	base := path.Base(rel)
	return stripNumberPrefix(strings.TrimSuffix(base, path.Ext(base)))
}

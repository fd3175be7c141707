package diag

import (
	"bytes"
	"os"
	"path/filepath"
	"unicode/utf8"
)

// LineText returns line n (1-based) of src without its line break, or ""
// when src is shorter.
func LineText(src []byte, n int) string {
	if n < 1 {
		return ""
	}
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(src, '\n')
		if j < 0 {
			return ""
		}
		src = src[j+1:]
	}
	if j := bytes.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return string(bytes.TrimSuffix(src, []byte{'\r'}))
}

// ColumnOfByte turns a 0-based byte offset within a line into the 1-based
// character column Diagnostic uses. Tools such as esbuild count bytes.
func ColumnOfByte(line string, offset int) int {
	if offset > len(line) {
		offset = len(line)
	}
	return utf8.RuneCountInString(line[:max(offset, 0)]) + 1
}

// Position turns a byte offset into src into a 1-based line and character
// column.
func Position(src []byte, offset int) (line, column int) {
	offset = min(max(offset, 0), len(src))
	before := src[:offset]
	line = bytes.Count(before, []byte{'\n'}) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[start:]) + 1
}

// WithSource fills d's excerpt from src, the content of d.File, and
// returns d.
func (d *Diagnostic) WithSource(src []byte) *Diagnostic {
	if d.Excerpt == "" && d.Line > 0 {
		d.Excerpt = LineText(src, d.Line)
	}
	return d
}

// Fill reads the excerpt of every diagnostic that has a line and none yet,
// from its file below dir (the site's folder) or at its absolute path.
// It only runs when something is reported, so a good build never pays.
func (l List) Fill(dir string) List {
	cache := map[string][]byte{}
	for _, d := range l {
		if d.Excerpt != "" || d.Line < 1 || d.File == "" {
			continue
		}
		path := filepath.FromSlash(d.File)
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		src, ok := cache[path]
		if !ok {
			src, _ = os.ReadFile(path) // no excerpt is better than a second error
			cache[path] = src
		}
		d.WithSource(src)
	}
	return l
}

// Relative rewrites absolute file names below dir as relative ones with
// forward slashes, the form Diagnostic.File documents.
func (l List) Relative(dir string) List {
	for _, d := range l {
		if !filepath.IsAbs(d.File) {
			continue
		}
		if rel, err := filepath.Rel(dir, d.File); err == nil && filepath.IsLocal(rel) {
			d.File = filepath.ToSlash(rel)
		}
	}
	return l
}

package docs

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// linkResolver maps a doc's relative links to .md/.mdx files onto the
// URLs of those docs.
type linkResolver struct {
	siteDir string
	docsDir string // absolute
	set     *docSet
}

// resolve returns the URL of target, a link written in fromFile (a
// site-relative or absolute path). The query and fragment are kept.
// ok is false when no doc has that source file.
func (r *linkResolver) resolve(fromFile, target string) (string, bool) {
	file, suffix := target, ""
	if i := strings.IndexAny(file, "?#"); i >= 0 {
		file, suffix = file[:i], file[i:]
	}
	if ext := path.Ext(file); ext != ".md" && ext != ".mdx" {
		return "", false
	}
	if unescaped, err := url.PathUnescape(file); err == nil {
		file = unescaped
	}
	from := fromFile
	if !filepath.IsAbs(from) {
		from = filepath.Join(r.siteDir, filepath.FromSlash(from))
	}
	// Relative to the linking file first, then to the docs folder, then
	// (for "/x.md") to the site.
	candidates := []string{filepath.Join(filepath.Dir(from), filepath.FromSlash(file)), filepath.Join(r.docsDir, filepath.FromSlash(file))}
	if strings.HasPrefix(file, "/") {
		candidates = append(candidates, filepath.Join(r.siteDir, filepath.FromSlash(file)))
	}
	for _, c := range candidates {
		if d, ok := r.set.byFile[c]; ok {
			return d.Permalink + suffix, true
		}
	}
	return "", false
}

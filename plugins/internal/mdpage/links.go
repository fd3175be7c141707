package mdpage

import (
	"net/url"
	"path"
	"path/filepath"
	"strings"
)

// FileLinks maps relative links to .md/.mdx files onto the URLs of the
// pages built from those files. Resolve fits markdown.Options.ResolveLink.
type FileLinks struct {
	// SiteDir is the base of the site-relative file names pages are
	// parsed under.
	SiteDir string
	// Root is the plugin's content folder (absolute): a link that does not
	// name a file next to the linking page is tried from there.
	Root string
	// URLs maps each page's absolute source file to its URL.
	URLs map[string]string
}

// Resolve returns the URL of target, a link written in fromFile (a
// site-relative or absolute path), with its query and fragment kept. ok
// is false when no page has that source file.
func (l *FileLinks) Resolve(fromFile, target string) (string, bool) {
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
		from = filepath.Join(l.SiteDir, filepath.FromSlash(from))
	}
	// Relative to the linking file first, then to the content folder,
	// then (for "/x.md") to the site.
	candidates := []string{filepath.Join(filepath.Dir(from), filepath.FromSlash(file)), filepath.Join(l.Root, filepath.FromSlash(file))}
	if strings.HasPrefix(file, "/") {
		candidates = append(candidates, filepath.Join(l.SiteDir, filepath.FromSlash(file)))
	}
	for _, c := range candidates {
		if u, ok := l.URLs[c]; ok {
			return u + suffix, true
		}
	}
	return "", false
}

package server

import (
	"net/http"
	"net/url"
	"os"
	"path"
	"strconv"
	"strings"
)

// A page may have a Markdown twin beside it, written by the llms plugin:
// "docs/intro/index.html" has "docs/intro.md", "page.html" has "page.md".
// A request for the page that prefers text/markdown to text/html (by the
// Accept header's q-values) gets the twin; any other gets the HTML. Both
// answers say "Vary: Accept" so that caches keep them apart, and a twin
// names its page in a Link header (rel="canonical"), so that search
// engines index the page, never its copy.

// markdownTwin returns the twin to send instead of the page res, or nil to
// send res. It sets the headers negotiation adds either way.
func (s *Server) markdownTwin(w http.ResponseWriter, r *http.Request, root *os.Root, res *resolved) *resolved {
	if strings.HasSuffix(res.name, ".md") {
		// The twin asked for by its own URL: it names its page all the same.
		page := s.base + escapePath(strings.TrimSuffix(res.name, ".md"))
		if res.name == "index.md" {
			page = s.base
		}
		s.setCanonical(w, page)
		return nil
	}
	name, ok := twinOf(res.name)
	if !ok {
		return nil
	}
	twin, err := openRegular(root, name)
	if err != nil {
		return nil
	}
	w.Header().Add("Vary", "Accept")
	if !prefersMarkdown(r.Header.Get("Accept")) {
		twin.file.Close()
		return nil
	}
	s.setCanonical(w, r.URL.EscapedPath())
	return twin
}

// twinOf is the twin's name of a page file, when the file is a page.
func twinOf(page string) (string, bool) {
	switch {
	case page == "index.html":
		return "index.md", true
	case strings.HasSuffix(page, "/index.html"):
		return strings.TrimSuffix(page, "/index.html") + ".md", true
	case strings.HasSuffix(page, ".html") && path.Base(page) != "404.html":
		return strings.TrimSuffix(page, ".html") + ".md", true
	}
	return "", false
}

// setCanonical names the page a twin is the copy of, at the site's public
// origin when the server knows it (search engines want an absolute URL).
func (s *Server) setCanonical(w http.ResponseWriter, pagePath string) {
	w.Header().Set("Link", "<"+s.siteURL+pagePath+`>; rel="canonical"`)
}

// escapePath escapes each segment of a slash-separated name for a URL.
func escapePath(name string) string {
	parts := strings.Split(name, "/")
	for i, p := range parts {
		parts[i] = url.PathEscape(p)
	}
	return strings.Join(parts, "/")
}

// prefersMarkdown says whether an Accept header ranks text/markdown above
// text/html (RFC 9110 §12.5.1): each type takes the q of the most specific
// range that matches it, and a tie goes to HTML, so "*/*", "text/*" and no
// header at all get the page.
func prefersMarkdown(accept string) bool {
	if accept == "" {
		return false
	}
	md, html := acceptQ(accept, "text", "markdown"), acceptQ(accept, "text", "html")
	return md > 0 && md > html
}

// acceptQ is the q-value the header gives typ/sub; 0 when no range
// matches it.
func acceptQ(accept, typ, sub string) float64 {
	best, bestSpecificity := 0.0, -1
	for _, part := range strings.Split(accept, ",") {
		fields := strings.Split(part, ";")
		rangeType, rangeSub, ok := strings.Cut(strings.ToLower(strings.TrimSpace(fields[0])), "/")
		if !ok {
			continue
		}
		specificity := -1
		switch {
		case rangeType == typ && rangeSub == sub:
			specificity = 2
		case rangeType == typ && rangeSub == "*":
			specificity = 1
		case rangeType == "*" && rangeSub == "*":
			specificity = 0
		}
		if specificity < bestSpecificity || specificity < 0 {
			continue
		}
		q := 1.0
		for _, param := range fields[1:] {
			k, v, _ := strings.Cut(strings.TrimSpace(param), "=")
			if strings.EqualFold(strings.TrimSpace(k), "q") {
				parsed, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || parsed < 0 || parsed > 1 {
					parsed = 0 // a q-value out of grammar counts as no match
				}
				q = parsed
			}
		}
		if specificity > bestSpecificity || q > best {
			best, bestSpecificity = q, specificity
		}
	}
	return best
}

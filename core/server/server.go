// Package server serves a built site (the output directory of `folio build`)
// over HTTP for `folio serve`: static files with compression and cache
// headers, the site's 404 page, and dynamic endpoints that plugins mount on
// the same origin (the search API).
package server

import (
	"errors"
	"io/fs"
	"log"
	"net/http"
	"net/url"
	"path"
	"slices"
	"strings"
	"sync"
)

// Options configure a Server. The zero value serves the site at "/".
type Options struct {
	// BaseURL is the path the site lives under, such as "/" or "/docs-site/".
	// A full URL is accepted and only its path is used. Default "/".
	BaseURL string
	// NotFoundFile, relative to root, is sent with status 404 for paths that
	// match no file. Default "404.html".
	NotFoundFile string
	// SiteURL is the site's public origin ("https://lexical.dev"): a
	// Markdown twin's canonical Link names its page there (negotiate.go).
	// Empty, it names the page by its path.
	SiteURL string
	// Logger receives one line per request and any serving errors.
	// nil keeps the server silent.
	Logger *log.Logger
}

// Server is an http.Handler for a built site. It is safe for concurrent use.
type Server struct {
	root     *rootDir
	base     string // escaped, with leading and trailing "/"
	notFound string // name inside root
	siteURL  string // without a trailing "/"
	log      *log.Logger
	cache    *compressCache

	mu     sync.RWMutex
	mounts []mount // longest prefix first
}

type mount struct {
	prefix string
	h      http.Handler
}

// New returns a Server for the output directory root. It fails if root does
// not exist or is not a directory.
func New(root string, opts Options) (*Server, error) {
	dir, err := openRootDir(root)
	if err != nil {
		return nil, err
	}
	base, err := normalizeBase(opts.BaseURL)
	if err != nil {
		dir.close()
		return nil, err
	}
	notFound := opts.NotFoundFile
	if notFound == "" {
		notFound = "404.html"
	}
	return &Server{
		root:     dir,
		base:     base,
		notFound: strings.TrimPrefix(path.Clean("/"+notFound), "/"),
		siteURL:  strings.TrimSuffix(opts.SiteURL, "/"),
		log:      opts.Logger,
		cache:    newCompressCache(),
	}, nil
}

// normalizeBase turns "", "docs", "/docs", "https://x.org/docs/" into the
// escaped form "/docs/" that request paths are compared with.
func normalizeBase(base string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", err
	}
	p := "/" + strings.Trim(u.Path, "/") + "/"
	if p == "//" {
		p = "/"
	}
	return (&url.URL{Path: p}).EscapedPath(), nil
}

// Close releases the handle on the output directory.
func (s *Server) Close() error { return s.root.close() }

// Mount routes requests whose path starts with pattern (a prefix such as
// "/1/"; a missing trailing "/" is added) to h, before any file is looked up
// and whatever the method. The pattern is matched against the request path
// as is, not below BaseURL: the search API lives at the origin's root where
// DocSearch clients expect it. The longest matching pattern wins; mounting a
// pattern again replaces its handler.
func (s *Server) Mount(pattern string, h http.Handler) {
	if h == nil {
		panic("server: Mount with nil handler")
	}
	if !strings.HasPrefix(pattern, "/") {
		pattern = "/" + pattern
	}
	if !strings.HasSuffix(pattern, "/") {
		pattern += "/"
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.mounts = slices.DeleteFunc(s.mounts, func(m mount) bool { return m.prefix == pattern })
	s.mounts = append(s.mounts, mount{pattern, h})
	slices.SortStableFunc(s.mounts, func(a, b mount) int { return len(b.prefix) - len(a.prefix) })
}

// mounted returns the handler mounted for the request path p, or nil.
// "/1" belongs to the mount "/1/" as well, so the handler can answer it.
func (s *Server) mounted(p string) http.Handler {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for _, m := range s.mounts {
		if strings.HasPrefix(p, m.prefix) || p == m.prefix[:len(m.prefix)-1] {
			return m.h
		}
	}
	return nil
}

// ServeHTTP answers mounted endpoints first, then static files.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if s.log != nil {
		aw := newAccessWriter(w)
		defer aw.logTo(s.log, r)
		w = aw
	}
	if h := s.mounted(r.URL.Path); h != nil {
		h.ServeHTTP(w, r)
		return
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "405 method not allowed", http.StatusMethodNotAllowed)
		return
	}

	gen := s.root.acquire()
	defer s.root.release(gen)

	rel, ok := s.stripBase(r.URL.EscapedPath())
	if !ok {
		s.serveNotFound(w, r, gen)
		return
	}
	name, trailingSlash, err := cleanName(rel)
	if err != nil {
		var bad errBadPath
		if errors.As(err, &bad) && bad.status == http.StatusBadRequest {
			http.Error(w, "400 bad request", http.StatusBadRequest)
			return
		}
		s.serveNotFound(w, r, gen)
		return
	}
	res, err := resolve(gen.root, name, trailingSlash)
	if err != nil {
		if !errors.Is(err, fs.ErrNotExist) {
			s.logf("%q: %v", r.URL.Path, err)
			http.Error(w, "500 internal server error", http.StatusInternalServerError)
			return
		}
		var miss missingError
		if errors.As(err, &miss) {
			// Not a plain miss: a symlink escaping root, a permission
			// problem. Worth a line in the log; the client just sees 404.
			s.logf("%q: %v", r.URL.Path, miss.cause)
		}
		s.serveNotFound(w, r, gen)
		return
	}
	defer res.file.Close()
	if twin := s.markdownTwin(w, r, gen.root, res); twin != nil { // negotiate.go
		defer twin.file.Close()
		res = twin
	}
	s.serveFile(w, r, res, isAsset(name))
}

// stripBase returns the escaped request path below BaseURL, without its
// leading "/". The base itself without its trailing slash ("/docs-site")
// is the site's root, like any other directory asked for without one.
func (s *Server) stripBase(escaped string) (string, bool) {
	if escaped == "" {
		escaped = "/"
	}
	if rest, ok := strings.CutPrefix(escaped, s.base); ok {
		return rest, true
	}
	if escaped == strings.TrimSuffix(s.base, "/") {
		return "", true
	}
	return "", false
}

// isAsset reports whether name (relative to BaseURL) is a content-hashed
// build asset, whose bytes never change under the same name.
func isAsset(name string) bool { return strings.HasPrefix(name, "assets/") }

func (s *Server) logf(format string, args ...any) {
	if s.log != nil {
		s.log.Printf(format, args...)
	}
}

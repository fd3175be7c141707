package server

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
)

const (
	// Asset names carry a hash of their content, so a cached copy can never
	// be stale: browsers need not even revalidate.
	cacheImmutable = "public, max-age=31536000, immutable"
	// Pages keep their URL across builds: browsers may store them but must
	// revalidate, which costs a 304 when nothing changed.
	cacheRevalidate = "no-cache"
)

// serveFile sends a resolved file, compressed when the client and the type
// allow, and answers conditional and range requests through
// http.ServeContent, which reads the headers set here.
func (s *Server) serveFile(w http.ResponseWriter, r *http.Request, res *resolved, immutable bool) {
	h := w.Header()
	ctype := contentType(res.name, func() []byte { return sniff(res.file) })
	h.Set("Content-Type", ctype)
	if immutable {
		h.Set("Cache-Control", cacheImmutable)
	} else {
		h.Set("Cache-Control", cacheRevalidate)
	}
	body, enc := s.encodedBody(w, r, res, ctype)
	h.Set("ETag", etag(res.info, enc))
	http.ServeContent(w, r, "", res.info.ModTime(), body)
}

// serveNotFound sends the site's 404 page with status 404, or a plain 404
// when the site has none.
func (s *Server) serveNotFound(w http.ResponseWriter, r *http.Request, gen *rootGen) {
	res, err := openRegular(gen.root, s.notFound)
	if err != nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	defer res.file.Close()

	ctype := contentType(res.name, func() []byte { return sniff(res.file) })
	body, _ := s.encodedBody(w, r, res, ctype)
	data, err := io.ReadAll(body)
	if err != nil {
		s.logf("%s: %v", s.notFound, err)
		w.Header().Del("Content-Encoding")
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	h := w.Header()
	h.Set("Content-Type", ctype)
	h.Set("Cache-Control", cacheRevalidate)
	h.Set("Content-Length", fmt.Sprint(len(data)))
	w.WriteHeader(http.StatusNotFound)
	if r.Method != http.MethodHead {
		w.Write(data)
	}
}

// encodedBody chooses the representation to send: the compressed bytes from
// the cache when the type is worth compressing and the client accepts a
// coding we make, else the file itself. It returns the coding used, "" for
// none, and sets Content-Encoding and Vary accordingly.
func (s *Server) encodedBody(w http.ResponseWriter, r *http.Request, res *resolved, ctype string) (io.ReadSeeker, string) {
	if !compressible(ctype) || res.info.Size() < minCompressSize {
		return rewound(res.file), ""
	}
	// The response depends on Accept-Encoding even when we end up sending
	// identity, so shared caches must key on it either way.
	w.Header().Add("Vary", "Accept-Encoding")
	enc := negotiateEncoding(r.Header.Get("Accept-Encoding"))
	if enc == "" {
		return rewound(res.file), ""
	}
	data, err := s.cache.get(res.name, res.info, enc, rewound(res.file))
	if err != nil {
		s.logf("%s: compress %s: %v", res.name, enc, err)
	}
	if data == nil {
		return rewound(res.file), ""
	}
	w.Header().Set("Content-Encoding", enc)
	return bytes.NewReader(data), enc
}

// etag identifies one representation of one version of a file. Each coding
// gets its own tag: a 304 must not confirm gzip bytes to a brotli cache.
func etag(info fs.FileInfo, enc string) string {
	if enc != "" {
		enc = "-" + enc
	}
	return fmt.Sprintf(`"%x-%x%s"`, info.ModTime().UnixNano(), info.Size(), enc)
}

// sniff returns the first bytes of f for http.DetectContentType.
func sniff(f *os.File) []byte {
	buf := make([]byte, 512)
	n, _ := io.ReadFull(rewound(f), buf)
	return buf[:n]
}

// rewound seeks f back to its start; every reader of the file expects it.
func rewound(f *os.File) *os.File {
	f.Seek(0, io.SeekStart)
	return f
}

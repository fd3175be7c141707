package server

import (
	"mime"
	"net/http"
	"path"
	"strings"
)

// typesByExt pins the types of the files a build emits. The platform's MIME
// table (mime.TypeByExtension reads /etc/mime.types and the Windows registry)
// varies between machines — .js as application/x-javascript, no .wasm,
// no .webp — and browsers refuse module scripts and wasm streaming on a
// wrong type, so these must not depend on the host.
var typesByExt = map[string]string{
	".html":  "text/html; charset=utf-8",
	".htm":   "text/html; charset=utf-8",
	".js":    "text/javascript; charset=utf-8",
	".mjs":   "text/javascript; charset=utf-8",
	".css":   "text/css; charset=utf-8",
	".json":  "application/json",
	".map":   "application/json",
	".svg":   "image/svg+xml",
	".xml":   "application/xml",
	".txt":   "text/plain; charset=utf-8",
	".md":    "text/markdown; charset=utf-8",
	".png":   "image/png",
	".jpg":   "image/jpeg",
	".jpeg":  "image/jpeg",
	".gif":   "image/gif",
	".webp":  "image/webp",
	".avif":  "image/avif",
	".ico":   "image/x-icon",
	".woff":  "font/woff",
	".woff2": "font/woff2",
	".wasm":  "application/wasm",
	".pdf":   "application/pdf",
}

// contentType names the type of the file called name. sniff is only called
// for unknown extensions and returns the file's first bytes.
func contentType(name string, sniff func() []byte) string {
	ext := strings.ToLower(path.Ext(name))
	if t, ok := typesByExt[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); ext != "" && t != "" {
		return t
	}
	return http.DetectContentType(sniff())
}

// compressible reports whether a body of this type shrinks when compressed.
// Images, fonts (woff2 is already brotli inside) and archives do not.
func compressible(ctype string) bool {
	mt, _, _ := strings.Cut(ctype, ";")
	mt = strings.TrimSpace(strings.ToLower(mt))
	switch {
	case strings.HasPrefix(mt, "text/"),
		strings.HasSuffix(mt, "+json"),
		strings.HasSuffix(mt, "+xml"):
		return true
	}
	switch mt {
	case "application/json", "application/javascript", "application/xml",
		"application/wasm":
		return true
	}
	return false
}

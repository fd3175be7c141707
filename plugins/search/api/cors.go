package api

import (
	"net/http"
	"regexp"
	"strings"
)

// allowCORS lets pages on any origin call the API, as Algolia does: the
// keys, not the origin, decide what a caller may do. DocSearch's requests
// are simple ones (text/plain body, credentials in the query string), so
// searches need no preflight. With sameOrigin (folio dev, whose index has
// drafts) only pages of the origin serving the API get CORS headers. It
// reports whether it sent them.
func allowCORS(w http.ResponseWriter, r *http.Request, sameOrigin bool) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return false
	}
	allow := "*"
	if sameOrigin {
		if !strings.EqualFold(origin, "http://"+r.Host) && !strings.EqualFold(origin, "https://"+r.Host) {
			return false
		}
		allow = origin
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", allow)
	h.Set("Access-Control-Expose-Headers", "Content-Length, Retry-After")
	h.Add("Vary", "Origin")
	return true
}

// headerName matches a header name a preflight may ask for: plain tokens
// only, so nothing odd is reflected.
var headerName = regexp.MustCompile(`^[A-Za-z0-9-]{1,64}$`)

func plainHeaderList(s string) bool {
	names := strings.Split(s, ",")
	if len(names) > 32 {
		return false
	}
	for _, n := range names {
		if !headerName.MatchString(strings.TrimSpace(n)) {
			return false
		}
	}
	return true
}

// preflight answers an OPTIONS request: any method the API has, and the
// headers Algolia's clients send.
func preflight(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Access-Control-Allow-Methods", "GET, POST, PUT, DELETE, OPTIONS")
	headers := "Content-Type, X-Algolia-Application-Id, X-Algolia-API-Key, X-Algolia-Agent, X-Algolia-UserToken, Request-Id"
	if asked := r.Header.Get("Access-Control-Request-Headers"); asked != "" && plainHeaderList(asked) {
		headers = asked
	}
	h.Set("Access-Control-Allow-Headers", headers)
	h.Set("Access-Control-Max-Age", "86400")
	h.Set("Allow", "GET, POST, PUT, DELETE, OPTIONS")
	w.WriteHeader(http.StatusNoContent)
}

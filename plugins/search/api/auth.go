package api

import (
	"crypto/subtle"
	"net/http"
)

// credentials reads the application id and API key from the headers, or
// from the query string where browsers put them (a header would turn a
// simple CORS request into one that needs a preflight).
func credentials(r *http.Request) (appID, key string) {
	appID = r.Header.Get("X-Algolia-Application-Id")
	key = r.Header.Get("X-Algolia-API-Key")
	if appID == "" || key == "" {
		q := r.URL.Query()
		if appID == "" {
			appID = q.Get("x-algolia-application-id")
		}
		if key == "" {
			key = q.Get("x-algolia-api-key")
		}
	}
	return appID, key
}

// authorize checks the credentials: a search key may read, the admin key
// may read and write.
func (h *Handler) authorize(r *http.Request, write bool) *apiError {
	appID, key := credentials(r)
	if appID == "" || key == "" || !equal(appID, h.opts.AppID) {
		return errInvalidCredentials
	}
	if h.opts.AdminKey != "" && equal(key, h.opts.AdminKey) {
		return nil
	}
	for _, k := range h.opts.SearchKeys {
		if k != "" && equal(key, k) {
			if write {
				return errNotAllowed
			}
			return nil
		}
	}
	return errInvalidCredentials
}

// equal compares secrets in constant time.
func equal(a, b string) bool {
	return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1
}

package server

import (
	"net/http"
	"strconv"
)

// MaxPathBytes is the longest request target (path and query) served. No
// page, asset or search call comes near it; longer ones get 414 before
// any work is done on them.
const MaxPathBytes = 8 << 10

// limitPath answers 414 to a request whose target is over MaxPathBytes,
// in JSON when the server's errors are JSON.
func limitPath(h http.Handler, jsonErrors bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(r.RequestURI) <= MaxPathBytes {
			h.ServeHTTP(w, r)
			return
		}
		const status = http.StatusRequestURITooLong
		message := "the request's path and query are over " + strconv.Itoa(MaxPathBytes) + " bytes"
		if jsonErrors {
			body := `{"message":"` + message + `","status":` + strconv.Itoa(status) + `}`
			w.Header().Set("Content-Type", "application/json; charset=UTF-8")
			w.Header().Set("Content-Length", strconv.Itoa(len(body)))
			w.WriteHeader(status)
			w.Write([]byte(body))
			return
		}
		http.Error(w, "414 URI too long: "+message, status)
	})
}

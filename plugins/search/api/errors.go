package api

import (
	"encoding/json"
	"net/http"
	"strconv"
	"unicode/utf8"
)

// apiError is an error answered as Algolia does: {"message":…,"status":N}.
type apiError struct {
	status  int
	message string
}

func (e *apiError) Error() string { return e.message }

func errorf(status int, message string) *apiError { return &apiError{status: status, message: message} }

// The errors clients meet most, with Algolia's wording where it has one.
var (
	errInvalidCredentials = errorf(http.StatusForbidden, "Invalid Application-ID or API key")
	errNotAllowed         = errorf(http.StatusForbidden, "Method not allowed with this API key")
	errNoIndex            = errorf(http.StatusNotFound, "Index does not exist")
	errPathNotFound       = errorf(http.StatusNotFound, "Path not found")
)

// maxMessageBytes bounds an error message, whatever input it quotes:
// messages quote excerpts, and this catches any that would not.
const maxMessageBytes = 512

func writeError(w http.ResponseWriter, e *apiError) {
	message := e.message
	if len(message) > maxMessageBytes {
		cut := maxMessageBytes
		for cut > 0 && !utf8.RuneStart(message[cut]) {
			cut--
		}
		message = message[:cut] + "…"
	}
	msg, _ := json.Marshal(message)
	writeJSON(w, e.status, []byte(`{"message":`+string(msg)+`,"status":`+strconv.Itoa(e.status)+`}`))
}

func writeJSON(w http.ResponseWriter, status int, body []byte) {
	setJSONHeaders(w)
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body)
}

// setJSONHeaders sets the headers of every answer but its length, which a
// streamed answer does not know.
func setJSONHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=UTF-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Content-Type-Options", "nosniff")
}

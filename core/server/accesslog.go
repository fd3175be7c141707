package server

import (
	"log"
	"net/http"
	"time"
)

// accessWriter records what a handler sent, for one log line per request.
type accessWriter struct {
	http.ResponseWriter
	start  time.Time
	status int
	bytes  int64
}

func newAccessWriter(w http.ResponseWriter) *accessWriter {
	return &accessWriter{ResponseWriter: w, start: time.Now()}
}

func (a *accessWriter) WriteHeader(code int) {
	if a.status == 0 {
		a.status = code
	}
	a.ResponseWriter.WriteHeader(code)
}

func (a *accessWriter) Write(p []byte) (int, error) {
	if a.status == 0 {
		a.status = http.StatusOK
	}
	n, err := a.ResponseWriter.Write(p)
	a.bytes += int64(n)
	return n, err
}

// Flush keeps streaming responses of mounted handlers (server-sent events)
// working through the wrapper.
func (a *accessWriter) Flush() {
	if a.status == 0 {
		a.status = http.StatusOK
	}
	http.NewResponseController(a.ResponseWriter).Flush()
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (a *accessWriter) Unwrap() http.ResponseWriter { return a.ResponseWriter }

func (a *accessWriter) logTo(l *log.Logger, r *http.Request) {
	status := a.status
	if status == 0 {
		status = http.StatusOK
	}
	l.Printf("%s %s %d %dB %s", r.Method, r.URL.RequestURI(), status, a.bytes, time.Since(a.start).Round(time.Microsecond))
}

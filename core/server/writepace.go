package server

import (
	"net/http"
	"strings"
	"time"
)

// DefaultMinWriteRate is the slowest, in bytes per second, a client may
// read an answer before its connection is closed (MinWriteRate changes it).
// 4 KB/s is a poor mobile link; a client reading slower, or not at all,
// only holds a connection and an open file.
const DefaultMinWriteRate = 4 << 10

// writeGrace is added to every write deadline: the time a client may take
// to start reading, whatever the size.
const writeGrace = 10 * time.Second

// pacedWriter gives each write a deadline scaled to what has been sent:
// the answer as a whole must go out at minRate after writeGrace, and each
// piece of it must go out within writeGrace plus its own size at minRate,
// so a client that stops reading is cut off within seconds whatever the
// answer's size. An event stream (live reload) is long-lived by design:
// only the per-piece deadline applies to it.
type pacedWriter struct {
	http.ResponseWriter
	rc      *http.ResponseController
	minRate float64
	start   time.Time
	sent    int64
	stream  bool
	decided bool
}

func paceWrites(h http.Handler, minRate int) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		pw := &pacedWriter{ResponseWriter: w, rc: http.NewResponseController(w), minRate: float64(minRate), start: time.Now()}
		h.ServeHTTP(pw, r)
	})
}

func (p *pacedWriter) WriteHeader(code int) {
	p.decide()
	// An answer of headers alone (a 304, a 204) is sent after the
	// handler returns, under this deadline.
	p.rc.SetWriteDeadline(time.Now().Add(writeGrace))
	p.ResponseWriter.WriteHeader(code)
}

func (p *pacedWriter) Write(b []byte) (int, error) {
	p.decide()
	p.sent += int64(len(b))
	now := time.Now()
	deadline := now.Add(writeGrace + p.duration(int64(len(b))))
	if !p.stream {
		if whole := p.start.Add(writeGrace + p.duration(p.sent)); whole.Before(deadline) {
			deadline = whole
		}
	}
	p.rc.SetWriteDeadline(deadline)
	return p.ResponseWriter.Write(b)
}

// decide notes, once the handler has set its headers, whether the answer
// is an event stream.
func (p *pacedWriter) decide() {
	if !p.decided {
		p.decided = true
		p.stream = strings.HasPrefix(p.Header().Get("Content-Type"), "text/event-stream")
	}
}

func (p *pacedWriter) duration(n int64) time.Duration {
	return time.Duration(float64(n) / p.minRate * float64(time.Second))
}

// Flush sends what is buffered; it is written under the last deadline set.
func (p *pacedWriter) Flush() { p.rc.Flush() }

// Unwrap lets http.ResponseController reach the connection's writer.
func (p *pacedWriter) Unwrap() http.ResponseWriter { return p.ResponseWriter }

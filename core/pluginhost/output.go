package pluginhost

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"sync"

	"github.com/hashicorp/go-hclog"
)

// A plugin writes anything on its stderr and, after its handshake, on its
// stdout: log lines in hclog's JSON shape (the Go SDK's Logger, the Node
// starter's log), a Node warning, a panic's stack, a console.log. folio
// reads each line itself rather than letting go-plugin do it: go-plugin's
// reader panics on a JSON line whose "@message" is not a string, and
// drops log lines whose timestamp is not in Go's own layout.

// maxLine bounds a line kept whole; a longer one is cut there, so a
// plugin that writes megabytes without a newline cannot grow folio.
const maxLine = 64 << 10

// lineWriter cuts what is written to it into lines and hands each to
// line, without its newline.
type lineWriter struct {
	mu      sync.Mutex
	partial []byte
	line    func(string)
}

func (w *lineWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := len(p)
	for len(p) > 0 {
		i := bytes.IndexByte(p, '\n')
		if i < 0 {
			w.partial = append(w.partial, p...)
			if len(w.partial) >= maxLine {
				w.emit()
			}
			break
		}
		w.partial = append(w.partial, p[:i]...)
		w.emit()
		p = p[i+1:]
	}
	return n, nil
}

func (w *lineWriter) emit() {
	line := strings.TrimSuffix(string(w.partial), "\r")
	w.partial = w.partial[:0]
	w.line(line)
}

// output routes a plugin's lines: log lines to the plugin's logger at
// their level, its stdout to the logger as its output, and whatever might
// explain a failure (a stderr line that is not a log line, a warning or
// an error logged) to the tail that a failure report shows.
type output struct {
	log  hclog.Logger // the plugin's own, named after it
	tail *tailBuffer
}

func (o *output) stderrLine(line string) {
	if strings.TrimSpace(line) == "" {
		return
	}
	e, ok := parseLogLine(line)
	if !ok {
		o.tail.add(line)
		o.log.Info(line, "stream", "stderr")
		return
	}
	if e.level >= hclog.Warn {
		o.tail.add(e.level.String() + ": " + e.message)
	}
	o.log.Log(e.level, e.message, e.fields...)
}

func (o *output) stdoutLine(line string) {
	if strings.TrimSpace(line) == "" {
		return
	}
	o.log.Info(line, "stream", "stdout")
}

func (o *output) stderr() *lineWriter { return &lineWriter{line: o.stderrLine} }
func (o *output) stdout() *lineWriter { return &lineWriter{line: o.stdoutLine} }

// logLine is a log line read from a plugin.
type logLine struct {
	level   hclog.Level
	message string
	fields  []any // key, value, …
}

// parseLogLine reads a line in hclog's JSON shape: an object with a
// string "@level" that names a level. Any "@message" is taken (a string
// as it is, anything else as its JSON), any "@timestamp" is left to
// folio's own (a plugin's clock and format do not matter), and every
// other key is a field. Anything else is not a log line.
func parseLogLine(line string) (logLine, bool) {
	if !strings.HasPrefix(strings.TrimSpace(line), "{") {
		return logLine{}, false
	}
	var raw map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &raw) != nil {
		return logLine{}, false
	}
	var name string
	if json.Unmarshal(raw["@level"], &name) != nil {
		return logLine{}, false
	}
	level := hclog.LevelFromString(name)
	if level == hclog.NoLevel || level == hclog.Off {
		return logLine{}, false
	}
	e := logLine{level: level}
	if m, ok := raw["@message"]; ok {
		if json.Unmarshal(m, &e.message) != nil {
			e.message = string(m)
		}
	}
	keys := make([]string, 0, len(raw))
	for k := range raw {
		switch k {
		case "@level", "@message", "@timestamp", "@module", "@caller":
			continue
		}
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		var v any
		if json.Unmarshal(raw[k], &v) != nil {
			v = string(raw[k])
		}
		e.fields = append(e.fields, k, fieldValue(v))
	}
	return e, true
}

// fieldValue prints nested values as JSON, which hclog would print as Go
// maps.
func fieldValue(v any) any {
	switch v.(type) {
	case map[string]any, []any:
		b, _ := json.Marshal(v)
		return string(b)
	case nil:
		return "null"
	}
	return v
}

// tailBuffer keeps the last lines worth showing when a plugin fails,
// without holding a chatty plugin's whole output.
type tailBuffer struct {
	mu       sync.Mutex
	maxLines int
	lines    []string
}

func newTailBuffer(maxLines int) *tailBuffer {
	return &tailBuffer{maxLines: maxLines}
}

func (t *tailBuffer) add(line string) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.lines = append(t.lines, line)
	if len(t.lines) > t.maxLines {
		t.lines = t.lines[len(t.lines)-t.maxLines:]
	}
}

// String returns the kept lines, oldest first.
func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(t.lines, "\n")
}

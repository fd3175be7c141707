package pluginhost

import (
	"bytes"
	"encoding/json"
	"strings"
	"sync"
)

// tailBuffer keeps the last lines a plugin wrote to stderr, so that a crash
// report can show them without holding a chatty plugin's whole output.
// The SDK's structured log lines below warning level (a plugin saying what
// it is doing) are left out: they are not why it failed.
type tailBuffer struct {
	mu       sync.Mutex
	maxLines int
	lines    []string
	partial  bytes.Buffer
}

func newTailBuffer(maxLines int) *tailBuffer {
	return &tailBuffer{maxLines: maxLines}
}

func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, b := range p {
		if b != '\n' {
			t.partial.WriteByte(b)
			continue
		}
		line, keep := readable(t.partial.String())
		t.partial.Reset()
		if !keep {
			continue
		}
		t.lines = append(t.lines, line)
		if len(t.lines) > t.maxLines {
			t.lines = t.lines[len(t.lines)-t.maxLines:]
		}
	}
	return len(p), nil
}

// String returns the kept lines, oldest first.
func (t *tailBuffer) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	lines := t.lines
	if t.partial.Len() > 0 {
		lines = append(lines[:len(lines):len(lines)], t.partial.String())
	}
	return strings.Join(lines, "\n")
}

// logLine is the part of an hclog JSON line (sdk.Logger) a report needs.
type logLine struct {
	Level   string `json:"@level"`
	Message string `json:"@message"`
}

// readable turns a structured log line into "level: message" and drops it
// below warning level; any other line is kept as it is (a panic's stack,
// log.Print).
func readable(line string) (string, bool) {
	if !strings.HasPrefix(line, "{") {
		return line, true
	}
	var l logLine
	if json.Unmarshal([]byte(line), &l) != nil || l.Level == "" {
		return line, true
	}
	switch l.Level {
	case "trace", "debug", "info":
		return "", false
	}
	return l.Level + ": " + l.Message, true
}

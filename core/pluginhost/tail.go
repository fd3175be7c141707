package pluginhost

import (
	"bytes"
	"strings"
	"sync"
)

// tailBuffer keeps the last lines a plugin wrote to stderr, so that a crash
// report can show them without holding a chatty plugin's whole output.
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
		t.lines = append(t.lines, t.partial.String())
		t.partial.Reset()
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

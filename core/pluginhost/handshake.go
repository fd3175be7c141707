package pluginhost

import (
	"bytes"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/folio-docs/folio/sdk"
)

// handshakeReader passes a plugin's stdout to go-plugin and keeps its first
// line: the handshake, "core-version|app-version|network|address|protocol".
// go-plugin refuses an app version it does not speak with a message about
// "API versions"; the line lets folio say instead which protocol the plugin
// speaks and which one this folio speaks. What follows the first line is
// the plugin's own output, which go-plugin reads and drops: it is copied
// to after.
type handshakeReader struct {
	io.ReadCloser
	after io.Writer
	mu    sync.Mutex
	first []byte
	done  bool
}

func (h *handshakeReader) Read(p []byte) (int, error) {
	n, err := h.ReadCloser.Read(p)
	h.mu.Lock()
	rest := p[:n]
	if !h.done {
		h.first = append(h.first, rest...)
		rest = nil
		if i := bytes.IndexByte(h.first, '\n'); i >= 0 {
			rest = h.first[i+1:]
			h.first, h.done = h.first[:i], true
		} else if len(h.first) > 1024 {
			h.done = true // not a handshake
		}
	}
	if len(rest) > 0 && h.after != nil {
		_, _ = h.after.Write(rest)
	}
	h.mu.Unlock()
	return n, err
}

// firstLine is what the plugin printed first on stdout.
func (h *handshakeReader) firstLine() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return strings.TrimSpace(string(h.first))
}

// protocolVersion is the app protocol version the plugin announced.
func (h *handshakeReader) protocolVersion() (int, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	parts := strings.Split(strings.TrimSpace(string(h.first)), "|")
	if len(parts) < 2 {
		return 0, false
	}
	v, err := strconv.Atoi(parts[1])
	return v, err == nil
}

// versionError replaces go-plugin's refusal of a plugin that announced
// another protocol version than this folio speaks.
func versionError(h *handshakeReader, err error) error {
	if h == nil {
		return err
	}
	if v, ok := h.protocolVersion(); ok && v != sdk.ProtocolVersion {
		return fmt.Errorf("the plugin speaks folio's plugin protocol version %d, and this folio speaks version %d: use a release of the plugin made for version %d (a Go plugin is built against the SDK of this folio's release, %s %s)", v, sdk.ProtocolVersion, sdk.ProtocolVersion, "github.com/folio-docs/folio/sdk", sdk.Version)
	}
	return err
}

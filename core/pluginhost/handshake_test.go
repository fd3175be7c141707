package pluginhost

import (
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/folio-docs/folio/sdk"
)

func TestVersionErrorNamesBothVersions(t *testing.T) {
	refused := errors.New("Incompatible API version with plugin")
	tests := []struct{ stdout, want string }{
		{"1|2|unix|/tmp/plugin.sock|grpc\n", "the plugin speaks folio's plugin protocol version 2, and this folio speaks version 1"},
		// The same version, or no handshake at all: go-plugin's own error stands.
		{"1|1|unix|/tmp/plugin.sock|grpc\n", refused.Error()},
		{"hello, I am not a plugin\n", refused.Error()},
		{"", refused.Error()},
	}
	for _, tt := range tests {
		h := &handshakeReader{ReadCloser: io.NopCloser(strings.NewReader(tt.stdout))}
		if _, err := io.ReadAll(h); err != nil {
			t.Fatal(err)
		}
		if got := versionError(h, refused).Error(); !strings.Contains(got, tt.want) {
			t.Errorf("stdout %q: error %q, want %q", tt.stdout, got, tt.want)
		}
	}
	if sdk.ProtocolVersion != 1 {
		t.Errorf("the cases above assume protocol version 1")
	}
}

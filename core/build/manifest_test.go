package build

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The manifest's hand-written encoding is byte for byte encoding/json's,
// strings that need escaping included.
func TestManifestEncodesAsEncodingJSONWould(t *testing.T) {
	m := manifest{
		Routes: map[string][2]any{
			"/docs/b":                         {1, "/assets/data/route-b.json"},
			"/":                               {0, "/assets/data/route-home.json"},
			"/docs/<script>&\u2028\"quoted\"": {2, "/assets/data/route-\\odd.json"},
			"/docs/ünïcode":                   {1, "/assets/data/route-u.json"},
		},
		Components: []componentAssets{{Key: "theme:DocPage", JS: "/assets/js/doc.js", CSS: []string{"/assets/css/a.css"}}},
		Shared:     map[string]string{"docs-sidebar-a": "/assets/data/shared-a.json"},
	}
	got, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	// What encoding/json writes for the same value without the method.
	type plain manifest
	want, err := json.Marshal(plain(m))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("manifest encodes as\n%s\nwhere encoding/json writes\n%s", got, want)
	}
}

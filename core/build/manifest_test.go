package build

import (
	"bytes"
	"encoding/json"
	"testing"
)

// The manifest's hand-written encoding is byte for byte encoding/json's,
// strings that need escaping included (control characters, DEL, bytes
// that are not UTF-8), and the plain ones it writes as they are.
func TestManifestEncodesAsEncodingJSONWould(t *testing.T) {
	m := manifest{
		Routes: map[string][2]any{
			"/docs/b":                         {1, "/assets/data/route-b.json"},
			"/":                               {0, "/assets/data/route-home.json"},
			"/docs/<script>&\u2028\"quoted\"": {2, "/assets/data/route-\\odd.json"},
			"/docs/ünïcode":                   {1, "/assets/data/route-u.json"},
			"/docs/tab\there":                 {1, "/assets/data/route-\xffbad.json"},
			// One character to escape each.
			"/a<": {1, "/a>"}, "/a&": {1, `/a"`}, `/a\`: {1, "/a\u2029"}, "/del\x7f": {1, "/a"},
		},
		Components: []componentAssets{{Key: "theme:DocPage", JS: "/assets/js/doc.js", CSS: []string{"/assets/css/a.css"}}},
		Shared:     map[string]string{"docs-sidebar-a": "/assets/data/shared-a.json"},
	}
	// As writeFixed calls it: json.Marshal(m) would escape its bytes again.
	got, err := m.MarshalJSON()
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

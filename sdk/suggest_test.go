package sdk

import "testing"

func TestNearestName(t *testing.T) {
	known := []string{"label", "href", "to", "ariaLabel", "className"}
	for _, c := range []struct{ name, want string }{
		{"lable", "label"}, {"hre", "href"}, {"aria_label", "ariaLabel"}, {"classname", "className"},
		{"tooltip", ""}, {"x", ""},
	} {
		if got := NearestName(c.name, known); got != c.want {
			t.Errorf("NearestName(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

type feedOptions struct {
	Title string `json:"title"`
	Limit int    `json:"limit"`
}

type blogOptions struct {
	Path        string       `json:"path"`
	SidebarPath string       `json:"sidebarPath"`
	Feed        feedOptions  `json:"feedOptions"`
	Authors     *feedOptions `json:"authors"`
	RouteBase   string
	unexported  string //nolint:unused // must not be suggested
	Ignored     string `json:"-"`
}

// A misspelt plugin option names the option it most likely meant, in a
// nested table too; other decoding errors stay json's.
func TestDecodeOptionsSuggestsTheNearestOption(t *testing.T) {
	for raw, want := range map[string]string{
		`{"sidebar_path": "x"}`:           `unknown option "sidebar_path"; did you mean sidebarPath?`,
		`{"feedOptions": {"titel": "x"}}`: `unknown option "titel"; did you mean title?`,
		`{"RouteBse": "x"}`:               `unknown option "RouteBse"; did you mean RouteBase?`,
		`{"unexported": "x"}`:             `unknown option "unexported"`,
		`{"somethingElse": 1}`:            `unknown option "somethingElse"`,
		`{"path": 3}`:                     `json: cannot unmarshal number into Go struct field blogOptions.path of type string`,
	} {
		var o blogOptions
		err := DecodeOptions([]byte(raw), &o)
		if err == nil || err.Error() != want {
			t.Errorf("DecodeOptions(%s) = %v, want %s", raw, err, want)
		}
	}
	o := blogOptions{Path: "blog"}
	if err := DecodeOptions([]byte(`{"sidebarPath": "s.json"}`), &o); err != nil || o.Path != "blog" || o.SidebarPath != "s.json" {
		t.Errorf("a good table: %v %+v", err, o)
	}
}

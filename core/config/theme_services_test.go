package config

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestThemeServicesAreOffByDefault(t *testing.T) {
	s, err := Parse("site.toml", []byte(head))
	if err != nil {
		t.Fatal(err)
	}
	js, err := s.ClientJSON()
	if err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{`"analytics"`, `"internalDocs"`, `"image"`} {
		if strings.Contains(string(js), key) {
			t.Errorf("client JSON has %s without the table in site.toml:\n%s", key, js)
		}
	}
}

func TestThemeServicesReachTheClient(t *testing.T) {
	src := head + `[themeConfig]
image = "img/card.png"
[themeConfig.analytics]
trackingID = "G-TEST123"
anonymizeIP = false
[themeConfig.internalDocs]
enabled = true
internalHosts = ["internal.example.com"]
staticDocsUrl = "https://static.internal.example.com/ping"
checkUrl = "https://docs.internal.example.com/check"
`
	s, err := Parse("site.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	js, err := s.ClientJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		ThemeConfig struct {
			Image        string         `json:"image"`
			Analytics    map[string]any `json:"analytics"`
			InternalDocs map[string]any `json:"internalDocs"`
		} `json:"themeConfig"`
	}
	if err := json.Unmarshal(js, &got); err != nil {
		t.Fatal(err)
	}
	tc := got.ThemeConfig
	if tc.Image != "img/card.png" {
		t.Errorf("image = %q", tc.Image)
	}
	if tc.Analytics["trackingID"] != "G-TEST123" || tc.Analytics["anonymizeIP"] != false {
		t.Errorf("analytics = %v", tc.Analytics)
	}
	if tc.InternalDocs["enabled"] != true || tc.InternalDocs["checkUrl"] != "https://docs.internal.example.com/check" ||
		tc.InternalDocs["staticDocsUrl"] != "https://static.internal.example.com/ping" {
		t.Errorf("internalDocs = %v", tc.InternalDocs)
	}
}

func TestThemeServicesErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"analytics without an ID", head + "[themeConfig.analytics]\nanonymizeIP = true\n",
			"site.toml:3: themeConfig.analytics.trackingID: missing required key"},
		{"analytics ID of the wrong type", head + "[themeConfig.analytics]\ntrackingID = 7\n",
			"site.toml:4: themeConfig.analytics.trackingID: expected a string, got an integer"},
		{"unknown analytics key", head + "[themeConfig.analytics]\ntrackingID = \"G-1\"\nanonymize = true\n",
			"site.toml:5: themeConfig.analytics.anonymize: unknown key; did you mean anonymizeIP?"},
		{"internal docs check URL not absolute", head + "[themeConfig.internalDocs]\nenabled = true\ncheckUrl = \"/check\"\n",
			`site.toml:5: themeConfig.internalDocs.checkUrl: must be an absolute http(s) URL, got "/check"`},
		{"internal docs ping URL not absolute", head + "[themeConfig.internalDocs]\nstaticDocsUrl = \"static.dev\"\n",
			`site.toml:4: themeConfig.internalDocs.staticDocsUrl: must be an absolute http(s) URL, got "static.dev"`},
		{"blank internal host", head + "[themeConfig.internalDocs]\ninternalHosts = [\"a.dev\", \" \"]\n",
			"site.toml:4: themeConfig.internalDocs.internalHosts[1]: must not be empty"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := parseError(t, tt.src); got != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

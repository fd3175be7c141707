package config

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestFormatTitle(t *testing.T) {
	s := &Site{Title: "Lexical", TitleDelimiter: "|"}
	tests := []struct{ page, want string }{
		{"Introduction", "Introduction | Lexical"},
		{"  Introduction ", "Introduction | Lexical"},
		{"", "Lexical"},
		{"   ", "Lexical"},
		{"Lexical", "Lexical"},
	}
	for _, tt := range tests {
		if got := s.FormatTitle(tt.page); got != tt.want {
			t.Errorf("FormatTitle(%q) = %q, want %q", tt.page, got, tt.want)
		}
	}
}

func TestLocale(t *testing.T) {
	s, err := Parse("site.toml", []byte(head+"[i18n]\ndefaultLocale = \"fa\"\nlocales = [\"en\", \"fa\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := LocaleConfig{Label: "فارسی", Direction: "rtl", HTMLLang: "fa", Calendar: "gregory", Path: "fa"}
	if got := s.Locale(); got != want {
		t.Errorf("Locale() = %+v, want %+v", got, want)
	}
}

func TestClientJSON(t *testing.T) {
	s, err := Load("testdata/full.toml")
	if err != nil {
		t.Fatal(err)
	}
	s.I18n.CurrentLocale = "" // ClientJSON must fill it in regardless
	data, err := s.ClientJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if _, ok := got["plugins"]; ok {
		t.Error("plugins shipped to the browser")
	}
	if _, ok := got["Dir"]; ok {
		t.Error("Dir shipped to the browser")
	}
	if s.Plugins == nil {
		t.Error("ClientJSON cleared the site's own plugins")
	}
	lookup := func(keys ...string) any {
		var v any = got
		for _, k := range keys {
			m, _ := v.(map[string]any)
			v = m[k]
		}
		return v
	}
	checks := []struct {
		keys []string
		want any
	}{
		{[]string{"i18n", "currentLocale"}, "en"},
		{[]string{"themeConfig", "search", "apiKey"}, "search-only-key"},
		{[]string{"themeConfig", "announcementBar", "isCloseable"}, false},
		{[]string{"themeConfig", "colorMode", "disableSwitch"}, false},
		{[]string{"themeConfig", "navbar", "hideOnScroll"}, true},
		{[]string{"trailingSlash"}, false},
		{[]string{"customFields", "discord"}, "https://discord.gg/lexical"},
		{[]string{"url"}, "https://lexical.dev"},
	}
	for _, c := range checks {
		if v := lookup(c.keys...); !reflect.DeepEqual(v, c.want) {
			t.Errorf("%v = %#v, want %#v", c.keys, v, c.want)
		}
	}
}

func TestClientJSONOmitsUndefinedTrailingSlash(t *testing.T) {
	s, err := Parse("site.toml", []byte(head))
	if err != nil {
		t.Fatal(err)
	}
	data, err := s.ClientJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if _, ok := got["trailingSlash"]; ok {
		t.Errorf("trailingSlash present when undefined: %s", data)
	}
}

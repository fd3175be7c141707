package config

import (
	"encoding/json"
	"strings"
	"testing"
)

// A theme of its own: one key of its own, a required one inside it, and
// nothing of the classic theme's.
const accentSchema = `{
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "accent": {
      "type": "object",
      "additionalProperties": false,
      "required": ["color"],
      "properties": {
        "color": { "type": "string", "pattern": "^#[0-9a-f]{6}$" },
        "weight": { "type": "integer", "minimum": 1, "maximum": 9 }
      }
    },
    "tableOfContents": true
  }
}`

func checkWith(t *testing.T, schema, src string) (*Site, error) {
	t.Helper()
	ts, err := ParseThemeSchema("theme.schema.json", []byte(schema))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Parse("site.toml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return s, s.CheckThemeConfig(ts)
}

func TestThemeSchemaDecidesTheKeys(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"the theme's own key", head + "[themeConfig.accent]\ncolor = \"#ff0000\"\nweight = 4\n", ""},
		{"a classic key is unknown to this theme", head + "[themeConfig.navbar]\ntitle = \"x\"\n",
			"site.toml:3: themeConfig.navbar: unknown key"},
		{"wrong type", head + "[themeConfig.accent]\ncolor = \"#ff0000\"\nweight = \"bold\"\n",
			"site.toml:5: themeConfig.accent.weight: expected an integer, got a string"},
		{"required", head + "[themeConfig.accent]\nweight = 4\n",
			"site.toml:3: themeConfig.accent.color: missing required key"},
		{"pattern", head + "[themeConfig.accent]\ncolor = \"red\"\n",
			`site.toml:4: themeConfig.accent.color: must match /^#[0-9a-f]{6}$/, got "red"`},
		{"range", head + "[themeConfig.accent]\ncolor = \"#ff0000\"\nweight = 12\n",
			"site.toml:5: themeConfig.accent.weight: must be between 1 and 9, got 12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := checkWith(t, accentSchema, tt.src)
			got := ""
			if err != nil {
				got = err.Error()
				if _, ok := err.(Errors); !ok {
					t.Errorf("error is %T, want Errors", err)
				}
			}
			if got != tt.want {
				t.Errorf("error =\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestThemeKeysReachTheClient(t *testing.T) {
	s, err := checkWith(t, accentSchema, head+"[themeConfig.accent]\ncolor = \"#00ff00\"\n")
	if err != nil {
		t.Fatal(err)
	}
	js, err := s.ClientJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		ThemeConfig map[string]any `json:"themeConfig"`
	}
	if err := json.Unmarshal(js, &got); err != nil {
		t.Fatal(err)
	}
	accent, _ := got.ThemeConfig["accent"].(map[string]any)
	if accent["color"] != "#00ff00" {
		t.Errorf("themeConfig.accent = %v, want the site's color", got.ThemeConfig["accent"])
	}
	// The core's own defaults are still there.
	if toc, _ := got.ThemeConfig["tableOfContents"].(map[string]any); toc["maxHeadingLevel"] != float64(3) {
		t.Errorf("themeConfig.tableOfContents = %v, want the default levels", got.ThemeConfig["tableOfContents"])
	}
}

func TestThemeSchemaErrorsNameTheSchemaFile(t *testing.T) {
	tests := []struct{ name, schema, want string }{
		{"unsupported keyword", `{"type": "object", "propertyNames": {"pattern": "^a"}}`, `unknown field "propertyNames"`},
		{"not an object schema", `{"type": "array"}`, `must have type "object"`},
		{"bad reference", `{"properties": {"a": {"$ref": "#/definitions/x"}}}`, `only references to "#/$defs/<name>"`},
		{"missing definition", `{"properties": {"a": {"$ref": "#/$defs/x"}}}`, `"#/$defs/x": no such definition`},
		{"bad pattern", `{"properties": {"a": {"pattern": "("}}}`, "#/properties/a: pattern:"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseThemeSchema("themes/x/theme.schema.json", []byte(tt.schema))
			if err == nil || !strings.HasPrefix(err.Error(), "themes/x/theme.schema.json: ") || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error = %v, want one naming the file and saying %q", err, tt.want)
			}
		})
	}
}

func TestMinimalThemeSchemaReadsTheLexicalSite(t *testing.T) {
	for _, theme := range []string{"classic", "minimal"} {
		ts, err := LoadThemeSchema("../../themes/" + theme + "/" + ThemeSchemaFile)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Load("../../site.toml")
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckThemeConfig(ts); err != nil {
			t.Errorf("the Lexical site with the %s theme: %v", theme, err)
		}
	}
}

func TestKeyErrorPlacesAKeyOnItsLine(t *testing.T) {
	s, err := Parse("site.toml", []byte(head+"theme = \"fancy\"\n[[plugins]]\nname = \"a\"\n[[plugins]]\nname = \"b\"\ncommand = [\"./bin/b\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]string{
		"theme":              "site.toml:3: theme: oops",
		"plugins[1].command": "site.toml:8: plugins[1].command: oops",
	} {
		if got := s.KeyError(key, "oops").Error(); got != want {
			t.Errorf("KeyError(%q) = %q, want %q", key, got, want)
		}
	}
}

package config

import (
	"testing"

	"github.com/folio-docs/folio/core/diag"
)

// Config problems reach the CLI as diagnostics placed at the key (or the
// TOML mistake), with the column the plain error leaves out.
func TestConfigErrorsBecomeDiagnosticsWithColumns(t *testing.T) {
	const head = "title = \"T\"\nurl = \"https://t.example\"\n"
	for _, tc := range []struct {
		name, src    string
		line, column int
		message      string
	}{
		{"bad value", head + "[themeConfig.colorMode]\n  defaultMode = \"x\"\n", 4, 3,
			`themeConfig.colorMode.defaultMode: must be one of "light", "dark"; got "x"`},
		{"key inside a longer name", head + "[i18n]\nlocales = [\"en\"]\ndefaultLocale = \"fr\"\n", 5, 1,
			`i18n.defaultLocale: "fr" is not one of i18n.locales`},
		{"table in a header", head + "[i18n.localeConfigs.fr]\nlabel = \"Français\"\n", 3, 21,
			`i18n.localeConfigs.fr: locale "fr" is not one of i18n.locales`},
		{"quoted key", head + "[themeConfig.colorMode]\n\"defaultMode\" = \"x\"\n", 4, 1,
			`themeConfig.colorMode.defaultMode: must be one of "light", "dark"; got "x"`},
		{"TOML syntax", head + "tagline = Hello\n", 3, 11, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("site.toml", []byte(tc.src))
			ds := diag.From(err, "")
			if len(ds) == 0 {
				t.Fatalf("no diagnostics from %v", err)
			}
			d := ds[0]
			if d.File != "site.toml" || d.Line != tc.line || d.Column != tc.column || d.Source != "config" || d.Severity != diag.Error {
				t.Errorf("got %s:%d:%d [%s], want site.toml:%d:%d [config]", d.File, d.Line, d.Column, d.Source, tc.line, tc.column)
			}
			if tc.message != "" && d.Message != tc.message {
				t.Errorf("message %q, want %q", d.Message, tc.message)
			}
		})
	}
}

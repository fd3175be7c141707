package config

import "testing"

func TestErrorFormat(t *testing.T) {
	tests := []struct {
		err  Error
		want string
	}{
		{Error{File: "site.toml", Line: 12, Key: "themeConfig.navbar.titel", Msg: "unknown key"},
			"site.toml:12: themeConfig.navbar.titel: unknown key"},
		{Error{File: "a/site.toml", Line: 3, Column: 7, Msg: "invalid TOML: x"},
			"a/site.toml:3:7: invalid TOML: x"},
	}
	for _, tt := range tests {
		if got := tt.err.Error(); got != tt.want {
			t.Errorf("Error() = %q, want %q", got, tt.want)
		}
	}
}

func TestReporterSortsByLineThenKey(t *testing.T) {
	r := &reporter{file: "f", lines: lineIndex{"b": 2, "a": 1}}
	r.at(path("b"), "second")
	r.missing(path("z"))
	r.at(path("a"), "first")
	want := "f:1: a: first\nf:1: z: missing required key\nf:2: b: second"
	if got := r.err().Error(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if (&reporter{}).err() != nil {
		t.Error("an empty reporter returned an error")
	}
}

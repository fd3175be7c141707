package config

import "testing"

func TestKeyPathString(t *testing.T) {
	tests := []struct {
		p    keyPath
		want string
	}{
		{path("title"), "title"},
		{path("themeConfig", "navbar").key("items").at(2).key("docId"), "themeConfig.navbar.items[2].docId"},
		{path("plugins").at(0).key("options"), "plugins[0].options"},
		{path("customFields", "a.b", "c d", ""), `customFields."a.b"."c d".""`},
		{path("x", "[2]"), `x."[2]"`},
	}
	for _, tt := range tests {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
	}
}

func TestKeyPathDoesNotAlias(t *testing.T) {
	base := make(keyPath, 0, 8).key("a")
	x := base.key("x")
	y := base.key("y")
	if x.String() != "a.x" || y.String() != "a.y" {
		t.Errorf("siblings share storage: %s, %s", x, y)
	}
}

func TestKeyPathLookup(t *testing.T) {
	tree := map[string]any{
		"t":     map[string]any{"k": "v"},
		"aot":   []map[string]any{{"n": int64(1)}, {"n": int64(2)}},
		"array": []any{map[string]any{"m": true}},
	}
	tests := []struct {
		p    keyPath
		want any
		ok   bool
	}{
		{path("t", "k"), "v", true},
		{path("aot").at(1).key("n"), int64(2), true},
		{path("array").at(0).key("m"), true, true},
		{path("aot").at(2), nil, false},
		{path("t", "k", "deeper"), nil, false},
		{path("t").at(0), nil, false},
		{path("missing"), nil, false},
	}
	for _, tt := range tests {
		got, ok := tt.p.lookup(tree)
		if ok != tt.ok || got != tt.want {
			t.Errorf("lookup(%s) = %v, %v; want %v, %v", tt.p, got, ok, tt.want, tt.ok)
		}
	}
}

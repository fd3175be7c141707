package config

import (
	"os"
	"testing"
)

// FuzzParse holds Parse to DESIGN's rule for bad input: an error, never a
// panic or a hang, however odd the file.
func FuzzParse(f *testing.F) {
	full, err := os.ReadFile("testdata/full.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(full)
	f.Add([]byte(head + "[[themeConfig.navbar.items]]\ntype = \"dropdown\"\nitems = [{ to = \"/a\", x = 1 }]\n"))
	f.Add([]byte("a = \"\"\"\nb\"\"\"\n[[x]]\n[x.y]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		Parse("site.toml", data)
		indexLines(data)
	})
}

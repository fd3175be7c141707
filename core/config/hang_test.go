package config

import (
	"os"
	"testing"
	"time"
)

func FuzzHang(f *testing.F) {
	full, _ := os.ReadFile("testdata/full.toml")
	f.Add(full)
	f.Add([]byte(head + "[[themeConfig.navbar.items]]\ntype = \"dropdown\"\nitems = [{ to = \"/a\", x = 1 }]\n"))
	f.Add([]byte(head))
	f.Add([]byte("a = \"\"\"\nb\"\"\"\n[[x]]\n[x.y]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		done := make(chan string, 2)
		go func() { indexLines(data); done <- "index" }()
		go func() { Parse("site.toml", data); done <- "parse" }()
		timeout := time.After(2 * time.Second)
		for range 2 {
			select {
			case <-done:
			case <-timeout:
				t.Fatalf("hang on %q", data)
			}
		}
	})
}

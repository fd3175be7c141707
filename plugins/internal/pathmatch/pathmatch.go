// Package pathmatch is the one syntax of the path patterns plugins take in
// their options (the sitemap's ignorePatterns, the llms plugin's exclude):
// "*" matches one segment, a trailing "/**" a path and everything below
// it, and a leading "**/" any number of leading segments (none included).
package pathmatch

import (
	"path"
	"strings"
)

// Check reports a pattern path.Match cannot read.
func Check(pattern string) error {
	_, err := path.Match(strings.TrimSuffix(strings.TrimPrefix(pattern, "**/"), "/**"), "/")
	return err
}

// Any says whether p matches one of the patterns; a pattern without "/**"
// matches p with or without its trailing slash.
func Any(p string, patterns []string) bool {
	for _, pat := range patterns {
		if rest, ok := strings.CutPrefix(pat, "**/"); ok {
			for q := p; ; {
				if Any(q, []string{rest}) {
					return true
				}
				i := strings.IndexByte(q, '/')
				if i < 0 {
					break
				}
				q = q[i+1:]
			}
			continue
		}
		if prefix, ok := strings.CutSuffix(pat, "/**"); ok {
			if p == prefix || strings.HasPrefix(p, prefix+"/") {
				return true
			}
			continue
		}
		if ok, _ := path.Match(pat, p); ok {
			return true
		}
		if ok, _ := path.Match(pat, strings.TrimSuffix(p, "/")); ok {
			return true
		}
	}
	return false
}

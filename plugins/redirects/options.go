package redirects

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/folio-docs/folio/sdk"
)

// Options is the plugin's [plugins.options] table:
//
//	[[plugins.options.redirects]]
//	from = "/2024-recap"            # or a list of paths
//	to = "https://github.com/facebook/lexical/discussions/7220"
type Options struct {
	Redirects []Redirect `json:"redirects"`
}

// Redirect sends visitors of one or more old paths to a new place, on this
// site ("/docs/intro") or elsewhere ("https://...").
type Redirect struct {
	From paths  `json:"from"`
	To   string `json:"to"`
}

// paths is a path, or a list of them.
type paths []string

func (p *paths) UnmarshalJSON(b []byte) error {
	var one string
	if json.Unmarshal(b, &one) == nil {
		*p = paths{one}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("from: want a path or a list of paths, got %s", b)
	}
	*p = many
	return nil
}

// decodeOptions reads and checks the redirects; errors name the entry as
// site.toml numbers it, so a maintainer finds it.
func decodeOptions(raw []byte) (Options, error) {
	var opts Options
	if err := sdk.DecodeOptions(raw, &opts); err != nil {
		return opts, fmt.Errorf("redirects options in site.toml: %w", err)
	}
	seen := map[string]int{}
	for i, r := range opts.Redirects {
		where := fmt.Sprintf("redirects options in site.toml: plugins.options.redirects[%d]", i+1)
		if strings.TrimSpace(r.To) == "" {
			return opts, fmt.Errorf("%s: `to` is missing", where)
		}
		if !isExternal(r.To) && !strings.HasPrefix(r.To, "/") {
			return opts, fmt.Errorf("%s: to = %q must be a site path starting with / or a full URL", where, r.To)
		}
		if len(r.From) == 0 {
			return opts, fmt.Errorf("%s: `from` is missing", where)
		}
		for _, from := range r.From {
			switch {
			case !strings.HasPrefix(from, "/"):
				return opts, fmt.Errorf("%s: from = %q must be a site path starting with /", where, from)
			case strings.ContainsAny(from, "?#"):
				return opts, fmt.Errorf("%s: from = %q must be a path, without query or fragment", where, from)
			case trimSlash(from) == trimSlash(r.To):
				return opts, fmt.Errorf("%s: %q redirects to itself", where, from)
			}
			if j, dup := seen[trimSlash(from)]; dup {
				return opts, fmt.Errorf("%s: %q is already redirected by plugins.options.redirects[%d]", where, from, j)
			}
			seen[trimSlash(from)] = i + 1
		}
	}
	return opts, nil
}

// isExternal is true for URLs that leave the site: a scheme or "//".
func isExternal(u string) bool {
	if strings.HasPrefix(u, "//") {
		return true
	}
	scheme, _, ok := strings.Cut(u, ":")
	return ok && scheme != "" && !strings.ContainsAny(scheme, "/?#")
}

func trimSlash(p string) string {
	if len(p) > 1 {
		return strings.TrimRight(p, "/")
	}
	return p
}

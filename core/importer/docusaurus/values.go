package docusaurus

import (
	"encoding/json"
	"strings"
)

// obj is a JavaScript object as evaluate decodes it.
type obj = map[string]any

func asObj(v any) obj {
	m, _ := v.(obj)
	return m
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func asString(v any) (string, bool) {
	s, ok := v.(string)
	return s, ok
}

// tomlValue converts a decoded JSON value to what the TOML encoder
// writes: integers as integers, nulls and markers dropped (TOML has no
// null, and a function cannot be written down).
func tomlValue(v any) (any, bool) {
	switch v := v.(type) {
	case nil:
		return nil, false
	case json.Number:
		if i, err := v.Int64(); err == nil {
			return i, true
		}
		f, err := v.Float64()
		return f, err == nil
	case obj:
		if _, marked := v["__function"]; marked {
			return nil, false
		}
		if _, marked := v["__module"]; marked {
			return nil, false
		}
		if _, marked := v["__regexp"]; marked {
			return nil, false
		}
		out := obj{}
		for k, item := range v {
			if t, ok := tomlValue(item); ok {
				out[k] = t
			}
		}
		return out, true
	case []any:
		out := make([]any, 0, len(v))
		for _, item := range v {
			if t, ok := tomlValue(item); ok {
				out = append(out, t)
			}
		}
		return out, true
	}
	return v, true
}

// relPath makes a path the config gives (absolute, from require.resolve,
// or relative to the site) relative to the site, with forward slashes.
func relPath(siteDir, p string) string {
	p = strings.ReplaceAll(p, "\\", "/")
	site := strings.TrimSuffix(strings.ReplaceAll(siteDir, "\\", "/"), "/") + "/"
	p = strings.TrimPrefix(p, site)
	p = strings.TrimPrefix(p, "./")
	return p
}

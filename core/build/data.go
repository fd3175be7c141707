package build

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/folio-docs/folio/core/route"
)

// dataWriter writes content-hashed JSON files under assets/data/, so the
// server can cache them forever and a changed file gets a new name.
type dataWriter struct {
	outDir  string
	baseURL string
}

func (w dataWriter) write(prefix string, v any) (string, error) {
	// A plugin's JSON (shared and global data) is named by its own bytes:
	// encoding it again only compacts and escapes it, which cost 40 ms for
	// the sidebars of a 10,000-page site on every build, for files that
	// are there already.
	var b []byte
	var sum [sha256.Size]byte
	if raw, ok := v.(json.RawMessage); ok {
		sum = sha256.Sum256(raw)
	} else {
		var err error
		if b, err = json.Marshal(v); err != nil {
			return "", err
		}
		sum = sha256.Sum256(b)
	}
	name := prefix + "-" + hex.EncodeToString(sum[:6]) + ".json"
	rel := filepath.Join("assets", "data", name)
	file := filepath.Join(w.outDir, rel)
	// Same name, same content: a rebuild leaves an unchanged file alone.
	if _, err := os.Stat(file); err == nil {
		return strings.TrimSuffix(w.baseURL, "/") + "/" + filepath.ToSlash(rel), nil
	}
	if b == nil {
		var err error
		if b, err = json.Marshal(v); err != nil {
			return "", err
		}
	}
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		return "", err
	}
	return strings.TrimSuffix(w.baseURL, "/") + "/" + filepath.ToSlash(rel), nil
}

// writeFixed writes JSON under a fixed name (relative to the output) and
// returns its URL.
func (w dataWriter) writeFixed(rel string, v any) (string, error) {
	// A Marshaler's bytes (the manifest's) are written as they are:
	// encoding/json would check and compact them again, a second pass
	// over the manifest's megabyte at 10,000 pages.
	var b []byte
	var err error
	if m, ok := v.(json.Marshaler); ok {
		b, err = m.MarshalJSON()
	} else {
		b, err = json.Marshal(v)
	}
	if err != nil {
		return "", err
	}
	file := filepath.Join(w.outDir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return "", err
	}
	if err := os.WriteFile(file, b, 0o644); err != nil {
		return "", err
	}
	return strings.TrimSuffix(w.baseURL, "/") + "/" + rel, nil
}

// routeFile is a route's data file, fetched by the client on navigation.
// This type and the others the client reads are the contract: cmd/typesgen
// writes them into core/client/src/contract.ts.
type routeFile struct {
	Data    json.RawMessage `json:"data"`
	Content string          `json:"content,omitempty"`
	Meta    route.Meta      `json:"meta"`
	Shared  []string        `json:"shared,omitempty"`
}

// componentAssets says where a component's code lives in the client bundle.
type componentAssets struct {
	Key string `json:"key"`
	// JS is the URL of the component's ES module; its default export is
	// the component.
	JS string `json:"js"`
	// CSS are the stylesheets the component needs.
	CSS []string `json:"css"`
}

// manifest is every route, compact, fetched once by the client for
// navigation; never inlined in the bundle.
type manifest struct {
	// Routes maps a normalised path to [component index, data URL].
	Routes     map[string][2]any `json:"routes" ts:"Record<string, [number, string]>"`
	Components []componentAssets `json:"components"`
	// Shared maps a shared data key to the URL of its JSON.
	Shared map[string]string `json:"shared"`
}

// MarshalJSON writes what encoding/json writes for m, but the route table
// (a map of 10,000 entries at 10,000 pages, each value a [2]any) without
// reflection: encoding it took most of an edit's data stage.
func (m manifest) MarshalJSON() ([]byte, error) {
	keys := slices.Sorted(maps.Keys(m.Routes))
	b := make([]byte, 0, 64*len(keys)+1024)
	b = append(b, `{"routes":{`...)
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		v := m.Routes[k]
		idx, okIdx := v[0].(int)
		url, okURL := v[1].(string)
		if !okIdx || !okURL {
			return nil, fmt.Errorf("manifest route %s: %v is not [component index, data URL]", k, v)
		}
		b = appendJSONString(b, k)
		b = append(b, ":["...)
		b = strconv.AppendInt(b, int64(idx), 10)
		b = append(b, ',')
		b = appendJSONString(b, url)
		b = append(b, ']')
	}
	b = append(b, `},"components":`...)
	components, err := json.Marshal(m.Components)
	if err != nil {
		return nil, err
	}
	b = append(append(b, components...), `,"shared":`...)
	shared, err := json.Marshal(m.Shared)
	if err != nil {
		return nil, err
	}
	return append(append(b, shared...), '}'), nil
}

// appendJSONString appends s as encoding/json writes a string. A route
// path or data URL is printable ASCII that needs no escape, written as it
// is: a json.Marshal for each of the manifest's 20,000 strings at 10,000
// pages was most of its encoding. Anything else goes through encoding/json.
func appendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	return append(append(append(b, '"'), s...), '"')
}

// initialState is the JSON the core inlines into each page for hydration.
type initialState struct {
	Path      string          `json:"path"`
	Component componentAssets `json:"component"`
	Data      json.RawMessage `json:"data"`
	Meta      route.Meta      `json:"meta"`
	// Shared is shared data small enough to inline; usually empty.
	Shared map[string]json.RawMessage `json:"shared"`
	// SharedURLs are shared data to fetch before hydrating (a sidebar): one
	// cached file for every page that uses it, instead of a copy in each.
	SharedURLs map[string]string `json:"sharedUrls,omitempty"`
	// GlobalDataURL is the plugins' global data, a cached JSON file fetched
	// before hydrating.
	GlobalDataURL string `json:"globalDataUrl,omitempty"`
	Manifest      string `json:"manifest"`
	// NotFound is the not-found page's component, so that unknown paths
	// need no manifest entry.
	NotFound componentAssets `json:"notFound"`
}

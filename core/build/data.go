package build

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
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
	b, err := json.Marshal(v)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256(b)
	name := prefix + "-" + hex.EncodeToString(sum[:6]) + ".json"
	rel := filepath.Join("assets", "data", name)
	file := filepath.Join(w.outDir, rel)
	// Same name, same content: a rebuild leaves an unchanged file alone.
	if _, err := os.Stat(file); err == nil {
		return strings.TrimSuffix(w.baseURL, "/") + "/" + filepath.ToSlash(rel), nil
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
	b, err := json.Marshal(v)
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

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

// routeFile is a route's data as the client fetches it on navigation
// (RouteDataFile in core/client/src/types.ts).
type routeFile struct {
	Data    json.RawMessage `json:"data"`
	Content string          `json:"content,omitempty"`
	Meta    route.Meta      `json:"meta"`
	Shared  []string        `json:"shared,omitempty"`
}

// componentAssets is ComponentAssets & {key} in core/client/src/types.ts.
type componentAssets struct {
	Key string   `json:"key"`
	JS  string   `json:"js"`
	CSS []string `json:"css"`
}

// manifest is Manifest in core/client/src/types.ts: every route, compact,
// fetched once by the client for navigation; never inlined in the bundle.
type manifest struct {
	Routes     map[string][2]any `json:"routes"`
	Components []componentAssets `json:"components"`
	Shared     map[string]string `json:"shared"`
}

// initialState is InitialState in core/client/src/types.ts.
type initialState struct {
	Path          string                     `json:"path"`
	Component     componentAssets            `json:"component"`
	Data          json.RawMessage            `json:"data"`
	Meta          route.Meta                 `json:"meta"`
	Shared        map[string]json.RawMessage `json:"shared"`
	SharedURLs    map[string]string          `json:"sharedUrls,omitempty"`
	GlobalDataURL string                     `json:"globalDataUrl,omitempty"`
	Manifest      string                     `json:"manifest"`
	NotFound      componentAssets            `json:"notFound"`
}

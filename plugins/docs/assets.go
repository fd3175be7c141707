package docs

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
)

// assetsDir is where images and files that docs reference are copied,
// under the output directory, with a content hash in their names so they
// can be cached forever.
const assetsDir = "assets/docs"

// assetTable records the files docs reference while they are parsed (in
// parallel) and copies them into the output after the build.
type assetTable struct {
	baseURL string
	mu      sync.Mutex
	names   map[string]string // absolute source -> name under assetsDir
}

func newAssetTable(baseURL string) *assetTable {
	return &assetTable{baseURL: baseURL, names: map[string]string{}}
}

// url is the URL a referenced file is served at.
func (a *assetTable) url(absPath string) string {
	a.mu.Lock()
	name, ok := a.names[absPath]
	a.mu.Unlock()
	if !ok {
		name = hashPrefix(absPath) + "-" + filepath.Base(absPath)
		a.mu.Lock()
		a.names[absPath] = name
		a.mu.Unlock()
	}
	return strings.TrimSuffix(a.baseURL, "/") + "/" + assetsDir + "/" + url.PathEscape(name)
}

// hashPrefix is the first 8 hex digits of the file's SHA-256. A file that
// cannot be read hashes its path; copying it reports the error.
func hashPrefix(file string) string {
	h := sha256.New()
	f, err := os.Open(file)
	if err == nil {
		_, err = io.Copy(h, f)
		f.Close()
	}
	if err != nil {
		h.Reset()
		h.Write([]byte(file))
	}
	return hex.EncodeToString(h.Sum(nil))[:8]
}

// copyInto copies every recorded file into outDir and returns the written
// paths, relative to outDir.
func (a *assetTable) copyInto(outDir string) ([]string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	sources := make([]string, 0, len(a.names))
	for src := range a.names {
		sources = append(sources, src)
	}
	sort.Strings(sources)
	var written []string
	for _, src := range sources {
		rel := filepath.Join(filepath.FromSlash(assetsDir), a.names[src])
		if err := copyFile(src, filepath.Join(outDir, rel)); err != nil {
			return written, fmt.Errorf("copying a file a doc references: %w", err)
		}
		written = append(written, filepath.ToSlash(rel))
	}
	return written, nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

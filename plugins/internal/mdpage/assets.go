package mdpage

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

	"github.com/folio-docs/folio/core/files"
)

// AssetTable records the local files pages reference (images, downloads)
// while they are parsed, possibly in parallel, and copies them into the
// output after the build. Each plugin has its own folder under the output
// ("assets/docs", "assets/blog"), so two plugins never write the same name.
// A content hash in each name lets the files be cached forever.
type AssetTable struct {
	baseURL string
	dir     string // under the output directory, with forward slashes
	mu      sync.Mutex
	names   map[string]string // absolute source -> name under dir
	// unpublished are the pages' inputs that are not published: referenced
	// files that do not exist (Missing) and files read for what they hold
	// (Read). Files lists them beside the published ones.
	unpublished map[string]bool
}

// NewAssetTable returns an empty table whose files are served from dir
// under the site's base URL.
func NewAssetTable(baseURL, dir string) *AssetTable {
	return &AssetTable{baseURL: baseURL, dir: strings.Trim(dir, "/"), names: map[string]string{}, unpublished: map[string]bool{}}
}

// Missing records a referenced file that does not exist. It fits
// markdown.Options.MissingAsset.
func (a *AssetTable) Missing(absPath string) { a.unpublishedInput(absPath) }

// Read records a file the pages' HTML depends on without publishing it
// (a static image whose size a page holds), found or not. It fits
// markdown.Options.ReadFile.
func (a *AssetTable) Read(absPath string) { a.unpublishedInput(absPath) }

func (a *AssetTable) unpublishedInput(absPath string) {
	a.mu.Lock()
	a.unpublished[absPath] = true
	a.mu.Unlock()
}

// Files lists, sorted, every file the pages referenced: those URL
// published and those Missing looked for. The pages' HTML depends on each
// of them (a content hash, or whether the file is there), so a plugin
// watches them (WatchOutside).
func (a *AssetTable) Files() []string {
	a.mu.Lock()
	defer a.mu.Unlock()
	files := make([]string, 0, len(a.names)+len(a.unpublished))
	for f := range a.names {
		files = append(files, f)
	}
	for f := range a.unpublished {
		if _, ok := a.names[f]; !ok {
			files = append(files, f)
		}
	}
	sort.Strings(files)
	return files
}

// URL records a referenced file and returns the URL it is served at. It
// fits markdown.Options.AssetURL.
func (a *AssetTable) URL(absPath string) string {
	a.mu.Lock()
	name, ok := a.names[absPath]
	a.mu.Unlock()
	if !ok {
		// Hashing reads the file: do it outside the lock so parallel
		// parses do not wait on each other's disk reads.
		name = HashPrefix(absPath) + "-" + filepath.Base(absPath)
		a.mu.Lock()
		a.names[absPath] = name
		a.mu.Unlock()
	}
	return strings.TrimSuffix(a.baseURL, "/") + "/" + a.dir + "/" + url.PathEscape(name)
}

// HashPrefix is the first 8 hex digits of the file's SHA-256. A file that
// cannot be read hashes its path; copying it reports the error.
func HashPrefix(file string) string {
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

// CopyInto copies every recorded file into outDir and returns the written
// paths, relative to outDir with forward slashes, as a PostBuild response
// lists them.
func (a *AssetTable) CopyInto(outDir string) ([]string, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	sources := make([]string, 0, len(a.names))
	for src := range a.names {
		sources = append(sources, src)
	}
	sort.Strings(sources)
	var written []string
	for _, src := range sources {
		rel := filepath.Join(filepath.FromSlash(a.dir), a.names[src])
		if err := files.Copy(src, filepath.Join(outDir, rel)); err != nil {
			return written, fmt.Errorf("copying a file a page references: %w", err)
		}
		written = append(written, filepath.ToSlash(rel))
	}
	return written, nil
}

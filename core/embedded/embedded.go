// Package embedded gives a site's build the npm packages the folio binary
// carries: the client runtime (@folio/client) and the default theme
// (@folio/theme-classic). A site never installs them, so it can never pin
// a runtime that disagrees with the binary building it.
//
// esbuild, TypeScript's resolution rules and Node (the MDX compiler) all
// work on real files: the packages are unpacked once per binary into the
// site's node_modules/.cache/folio/runtime/<digest>/, a folder named by
// the digest of their content, so what a build reads is byte for byte what
// the binary embeds. Bare imports inside them (react, @docsearch/react)
// resolve from the site's own node_modules, the folders above.
package embedded

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/folio-docs/folio/core/client"
	"github.com/folio-docs/folio/themes/classic"
)

// The npm names of the embedded packages.
const (
	Client  = "@folio/client"
	Classic = "@folio/theme-classic"
)

// packages maps each embedded npm package to its files and to the folder
// it is unpacked into.
var packages = []struct {
	name, folder string
	files        fs.FS
}{
	{Client, "client", client.Files},
	{Classic, "theme-classic", classic.Files},
}

// Packages are the embedded packages unpacked for one site.
type Packages struct {
	dirs map[string]string // npm name → absolute folder
}

// Dir is the folder of an embedded package; "" when name is not one.
func (p *Packages) Dir(name string) string { return p.dirs[name] }

// Names lists the embedded packages' npm names.
func Names() []string {
	out := make([]string, len(packages))
	for i, p := range packages {
		out[i] = p.name
	}
	return out
}

// unpackedMarker is the folder every unpacked copy lives under, relative
// to a node_modules folder.
var unpackedMarker = filepath.Join(".cache", "folio", "runtime")

// IsUnpacked tells whether file belongs to an unpacked embedded package:
// it sits inside node_modules but is folio's own source, not a dependency.
func IsUnpacked(file string) bool {
	return strings.Contains(filepath.ToSlash(file), "/node_modules/"+filepath.ToSlash(unpackedMarker)+"/")
}

// Unpack writes the embedded packages into the node_modules folder that
// serves siteDir (the nearest one above it, as Node looks), unless this
// binary's copy is there already. Writing goes to a temporary folder that
// is renamed into place, so concurrent builds never see half a copy.
func Unpack(siteDir string) (*Packages, error) {
	nodeModules, ok := nearestNodeModules(siteDir)
	if !ok {
		return nil, notInstalled(siteDir, Requirements(Names()...))
	}
	root := filepath.Join(nodeModules, unpackedMarker)
	target := filepath.Join(root, digest())
	if _, err := os.Stat(target); err != nil {
		if err := os.MkdirAll(root, 0o755); err != nil {
			return nil, err
		}
		tmp, err := os.MkdirTemp(root, ".unpacking-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		for _, p := range packages {
			if err := writeTree(p.files, filepath.Join(tmp, p.folder)); err != nil {
				return nil, fmt.Errorf("unpacking %s: %w", p.name, err)
			}
		}
		// Another build may have won the race; its copy is the same bytes.
		if err := os.Rename(tmp, target); err != nil {
			if _, statErr := os.Stat(target); statErr != nil {
				return nil, err
			}
		}
	}
	// One real path per file: esbuild names modules by their real paths.
	if real, err := filepath.EvalSymlinks(target); err == nil {
		target = real
	}
	p := &Packages{dirs: map[string]string{}}
	for _, pkg := range packages {
		p.dirs[pkg.name] = filepath.Join(target, pkg.folder)
	}
	return p, nil
}

func writeTree(files fs.FS, dst string) error {
	return fs.WalkDir(files, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		out := filepath.Join(dst, filepath.FromSlash(p))
		if d.IsDir() {
			return os.MkdirAll(out, 0o755)
		}
		b, err := fs.ReadFile(files, p)
		if err != nil {
			return err
		}
		return os.WriteFile(out, b, 0o644)
	})
}

var digestOnce = sync.OnceValue(func() string {
	h := sha256.New()
	// One buffer for every file: io.Copy would take a new 32 KB one for
	// each, and touching that much fresh memory was most of the time.
	buf := make([]byte, 32<<10)
	for _, p := range packages {
		_ = fs.WalkDir(p.files, ".", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			f, err := p.files.Open(path)
			if err != nil {
				return err
			}
			defer f.Close()
			// Name and length before the bytes: no two trees hash alike.
			st, _ := f.Stat()
			fmt.Fprintf(h, "%s/%s\x00%d\x00", p.folder, path, st.Size())
			_, err = io.CopyBuffer(h, f, buf)
			return err
		})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
})

// digest names this binary's copy of the packages.
func digest() string { return digestOnce() }

// manifest is the part of a package.json read here.
type manifest struct {
	Dependencies     map[string]string `json:"dependencies"`
	PeerDependencies map[string]string `json:"peerDependencies"`
}

// Requirements are the public npm packages the named embedded packages
// import, with the version ranges their package.json files declare (the
// one source for a starter's package.json and for the build's check).
// Embedded packages needing each other are not requirements.
func Requirements(names ...string) map[string]string {
	out := map[string]string{}
	for _, p := range packages {
		if !slices.Contains(names, p.name) {
			continue
		}
		b, err := fs.ReadFile(p.files, "package.json")
		if err != nil {
			panic(err) // embedded at compile time: cannot be missing
		}
		var m manifest
		if err := json.Unmarshal(b, &m); err != nil {
			panic(fmt.Sprintf("%s's package.json: %v", p.name, err))
		}
		for _, deps := range []map[string]string{m.PeerDependencies, m.Dependencies} {
			for name, version := range deps {
				if !slices.Contains(Names(), name) {
					out[name] = version
				}
			}
		}
	}
	return out
}

// CheckInstalled fails, naming each one, when npm packages the named
// embedded packages need are not installed where siteDir's build finds
// them.
func CheckInstalled(siteDir string, names ...string) error {
	var missing []string
	for name := range Requirements(names...) {
		if !installed(siteDir, name) {
			missing = append(missing, name)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	req := map[string]string{}
	for _, m := range missing {
		req[m] = ""
	}
	return notInstalled(siteDir, req)
}

func notInstalled(siteDir string, packages map[string]string) error {
	names := make([]string, 0, len(packages))
	for name := range packages {
		names = append(names, name)
	}
	sort.Strings(names)
	what := "npm package " + names[0] + " is"
	if len(names) > 1 {
		what = "npm packages " + strings.Join(names, ", ") + " are"
	}
	return fmt.Errorf("%s not installed for the site in %s: list them in its package.json and run npm install there", what, siteDir)
}

// installed looks for name in the node_modules folders at and above dir.
func installed(dir, name string) bool {
	for {
		if _, err := os.Stat(filepath.Join(dir, "node_modules", filepath.FromSlash(name), "package.json")); err == nil {
			return true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return false
		}
		dir = parent
	}
}

func nearestNodeModules(dir string) (string, bool) {
	for {
		p := filepath.Join(dir, "node_modules")
		if st, err := os.Stat(p); err == nil && st.IsDir() {
			return p, true
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", false
		}
		dir = parent
	}
}

package build

import (
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/files"
)

// The core's entries in the site's cache folder are of the kinds below,
// each named for one output folder (outputID) and, for some, a key; one
// value per kind makes its names and recognises them. Beside them: the
// trash, the runtime, the plugins' store folders (files.CommitStore) and
// other plugins' folders.
type cacheKind struct {
	prefix, ext string
	keyed       bool
}

var (
	mainKind     = cacheKind{"build-", ".gob", false}  // build-<out>.gob: the record (cache.go)
	blobKind     = cacheKind{"build-", ".bin", true}   // build-<out>-<hash>.bin: its blobs (cache_pages.go)
	serverKind   = cacheKind{"server-", ".mjs", false} // server-<out>.mjs (+ .map): the server bundle (code.go)
	manifestKind = cacheKind{"manifest-", ".pb", true} // manifest-<out>-<build>.pb (manifest.go)
	spareKind    = cacheKind{"spare-", "", true}       // spare-<out>-<build>/ (recycle.go)
	lockKind     = cacheKind{"build-", ".lock", false} // build-<site>.lock, by the site's folder (lock.go)

	cacheKinds = []cacheKind{mainKind, blobKind, serverKind, manifestKind, spareKind, lockKind}
)

// name is the kind's name for output id and key ("" for an unkeyed kind).
func (k cacheKind) name(id, key string) string {
	if k.keyed {
		return k.prefix + id + "-" + key + k.ext
	}
	return k.prefix + id + k.ext
}

// parse returns the output id and key of a name of the kind. A keyed
// kind's name without a key (an older folio's spare) parses, key "".
func (k cacheKind) parse(name string) (id, key string, ok bool) {
	rest, ok := strings.CutPrefix(name, k.prefix)
	if !ok || !strings.HasSuffix(rest, k.ext) {
		return "", "", false
	}
	id, key, keyed := strings.Cut(strings.TrimSuffix(rest, k.ext), "-")
	if _, err := hex.DecodeString(id); err != nil || len(id) != 8 || (keyed && (!k.keyed || key == "")) {
		return "", "", false
	}
	return id, key, true
}

// removeGarbage sweeps the cache folder after a build, under the site's
// lock: what is this output's (main's) and not named by head (blobs are
// the blob files it names), and every file of no kind above (an older
// folio's layout); a spare folder goes to the trash. So a build killed
// between any two steps leaves nothing that lives on. Another output's
// entries are its builds' to sweep; each store folder, its manifest's.
func removeGarbage(main string, head *cacheHead, blobs []string) {
	dir := filepath.Dir(main)
	out, _, _ := mainKind.parse(filepath.Base(main))
	named := map[string]bool{filepath.Base(main): true}
	for _, n := range blobs {
		named[n] = true
	}
	for _, build := range []string{head.Output, head.Spare} {
		named[manifestKind.name(out, build)] = build != ""
	}
	named[spareKind.name(out, head.Spare)] = head.Spare != ""
	var stores []string
	live := func(e fs.DirEntry) bool {
		if named[e.Name()] {
			return true
		}
		for _, k := range cacheKinds {
			// A keyed kind of this output lives while the record names it.
			if id, _, ok := k.parse(strings.TrimSuffix(e.Name(), ".map")); ok && e.IsDir() == (k == spareKind) {
				return !k.keyed || id != out
			}
		}
		if e.IsDir() {
			stores = append(stores, e.Name())
		}
		return e.IsDir()
	}
	trash := trashDir(dir)
	for _, name := range files.Garbage(dir, live) {
		file := filepath.Join(dir, name)
		checkedBlobs.Delete(file) // a blob read whole before is no longer there to be named
		if _, _, spare := spareKind.parse(name); !spare || os.MkdirAll(trash, 0o755) != nil || os.Rename(file, filepath.Join(trash, name)) != nil {
			_ = os.RemoveAll(file)
		}
	}
	for _, name := range stores {
		files.SweepStore(filepath.Join(dir, name))
	}
}

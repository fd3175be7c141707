package build

import (
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
)

// What the site's cache holds for one output folder is garbage unless
// something names it. The cache's main file names its blobs (the page
// buckets and the plugins' Load streams) and the manifests of the served
// output and the spare (manifest.go); a manifest names its folder (a
// spare folder is named by the build whose manifest it has). After each
// build whatever else is the output's goes: blobs and manifests the main
// file does not name, and spare folders whose manifest it does not name
// (to trash, which the next build empties). One rule, so that a build
// killed between any two steps leaves nothing that lives on.

// removeGarbage removes what belongs to the output of the cache whose
// main file is main and is not named: blobs are the blob files head
// names.
func removeGarbage(main string, head *cacheHead, blobs []string) {
	dir := filepath.Dir(main)
	id := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(main), "build-"), ".gob")
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	keep := make(map[string]bool, len(blobs)+4)
	for _, n := range blobs {
		keep[n] = true
	}
	for _, build := range []string{head.Output, head.Spare} {
		if build != "" {
			keep[manifestName(id, build)] = true
		}
	}
	if head.Spare != "" {
		keep["spare-"+id+"-"+head.Spare] = true
	}
	trash := trashDir(filepath.Dir(filepath.Dir(dir)))
	for _, e := range entries {
		name := e.Name()
		if keep[name] {
			continue
		}
		file := filepath.Join(dir, name)
		switch {
		case isBlobOf(name, id):
			// A blob read whole before is no longer there to be named.
			checkedBlobs.Delete(file)
			_ = os.Remove(file)
		case strings.HasPrefix(name, "manifest-"+id+"-"):
			_ = os.Remove(file)
		case name == "spare-"+id || strings.HasPrefix(name, "spare-"+id+"-"):
			if os.MkdirAll(trash, 0o755) != nil || os.Rename(file, filepath.Join(trash, name)) != nil {
				_ = os.RemoveAll(file)
			}
		}
	}
	// A JSON cache of an older folio for the same output.
	_ = os.Remove(strings.TrimSuffix(main, ".gob") + ".json")
}

// isBlobOf says whether name is a blob of output id's cache: build-<id>-
// and a key of 32 hex digits, with any extension (an older folio's blobs
// too).
func isBlobOf(name, id string) bool {
	rest, ok := strings.CutPrefix(name, "build-"+id+"-")
	if !ok {
		return false
	}
	key := strings.TrimSuffix(rest, filepath.Ext(rest))
	_, err := hex.DecodeString(key)
	return len(key) == 32 && err == nil
}

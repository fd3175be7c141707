package build

import (
	"bytes"
	"encoding/gob"
	"os"
	"path"
	"path/filepath"
	"sort"

	"github.com/folio-docs/folio/core/files"
)

// Every output folder a `folio build` leaves (the served one and the
// spare, recycle.go) has one manifest: every file in it with its stamp
// and what made it (a route's page or data file, a data file shared by
// routes, or the rest: the bundle, the static files, the route manifest,
// the plugins' files), and the stamp of every folder in it. It lives in
// the site's cache, never in the published folder, and is named by the
// folder's identity: the output folder it was built for and the build
// that wrote it, the name the folder keeps as the spare. The cache's
// main file names the two manifests in use; a manifest it does not name,
// and a spare folder without a named manifest, are garbage (garbage.go).
//
// A manifest is gob with a CRC-32C after it. One that is missing,
// damaged or written by another folio is not used: the build starts its
// output from an empty folder, which is always right.

// outputFiles is an output folder's manifest.
type outputFiles struct {
	// Store is the store's format and folio binary (files.StoreID).
	Store string
	// ID names the build that wrote the output: the manifest's file and
	// the folder as the spare are named by it (manifestPath, sparePath).
	ID string
	// Pages are the routes' pages: route path → fingerprint, file and
	// data file.
	Pages map[string]sparePage
	// Shared are the data files that are no page's (the plugins' shared
	// and global data). Data files are content-hashed, under
	// assets/data/: a name stands for its bytes.
	Shared []string
	// Other are the rest: the bundle, the static files, the route
	// manifest and the plugins' files.
	Other []string
	// Stamps are the stamps of the files as the build committed them: a
	// file is reused only while its stamp holds (outstamp.go).
	Stamps outStamps
	// Folders are the stamps of the folders below the root, which change
	// when anything is added to them.
	Folders outStamps
	// Root is the stamp of the output's folder (markRoot).
	Root outStamp

	// judged are this build's verdicts on the files, while the manifest
	// is the served output's (outstamp.go).
	judged *verdicts
	// saved says the manifest is on disk as it is.
	saved bool
}

type sparePage struct {
	Fingerprint string
	File        string
	Data        string // the route's data file
}

// reusable lists every file of the output: the pages, the data files
// and the others, the bundle and the plugins' files among them.
func (f *outputFiles) reusable() []string {
	out := make([]string, 0, 2*len(f.Pages)+len(f.Shared)+len(f.Other))
	out = append(append(out, f.Shared...), f.Other...)
	for _, p := range f.Pages {
		out = append(out, p.File)
		if p.Data != "" {
			out = append(out, p.Data)
		}
	}
	return out
}

// folders lists the folders that hold the files rels, below the root.
func folders(rels []string) []string {
	seen := map[string]bool{}
	for _, rel := range rels {
		for d := path.Dir(rel); d != "." && !seen[d]; d = path.Dir(d) {
			seen[d] = true
		}
	}
	out := make([]string, 0, len(seen))
	for d := range seen {
		out = append(out, d)
	}
	sort.Strings(out)
	return out
}

// names says whether rel is a file or folder of the manifest.
func (f *outputFiles) names(rel string) bool {
	_, file := f.Stamps[rel]
	_, folder := f.Folders[rel]
	return file || folder
}

// dataFiles are the output's data files: the shared ones and the pages'.
func (f *outputFiles) dataFiles() map[string]bool {
	out := make(map[string]bool, len(f.Shared)+len(f.Pages))
	for _, rel := range f.Shared {
		out[rel] = true
	}
	for _, p := range f.Pages {
		if p.Data != "" {
			out[p.Data] = true
		}
	}
	return out
}

// manifestPath is where the manifest of the output of build id into
// outDir lives.
func manifestPath(siteDir, outDir, id string) string {
	return filepath.Join(cacheDir(siteDir), "manifest-"+outputID(outDir)+"-"+id+".gob")
}

// writeManifest writes f to file, unless it is there already.
func writeManifest(file string, f *outputFiles) error {
	if f.saved {
		return nil
	}
	f.Store = files.StoreID()
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(f); err != nil {
		return err
	}
	if err := files.WriteAtomic(file, files.Seal(buf.Bytes()), 0o644); err != nil {
		return err
	}
	f.saved = true
	return nil
}

// readManifest reads the manifest of the output of build id from file;
// nil when it is missing, damaged, of another folio or of another build.
func readManifest(file, id string) *outputFiles {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	body, err := files.Unseal(b)
	if err != nil {
		return nil
	}
	var f outputFiles
	if gob.NewDecoder(bytes.NewReader(body)).Decode(&f) != nil || f.Store != files.StoreID() || f.ID != id {
		return nil
	}
	if f.Pages == nil {
		f.Pages = map[string]sparePage{} // gob leaves an empty map out
	}
	f.saved = true
	return &f
}

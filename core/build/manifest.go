package build

import (
	"io/fs"
	"maps"
	"path"
	"path/filepath"
	"slices"

	"github.com/folio-docs/folio/core/build/storepb"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/ledger"
)

// Every output folder a `folio build` leaves (the served one and the
// spare, recycle.go) has one manifest in the site's cache, never in the
// published folder: every file in it with its stamp and what made it (a
// route's page or data file, a shared data file, or the rest: the bundle,
// the static files, the route manifest, the plugins' files), and the stamp
// of every folder. It is named by the output folder and the build that
// wrote it, the name the folder keeps as the spare; the cache's main file
// names the two in use, and the rest is garbage (garbage.go). It is a blob
// of store.proto's OutputManifest; one missing, damaged or of another
// folio is not used, and the build starts from an empty folder.

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
	// Folders are the stamps of the folders, the root (".") among them,
	// which change when anything is added to them.
	Folders outStamps

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
	// Appended, not collected from dataFiles' map: this runs at every
	// commit, on 20,000 paths at 10,000 pages.
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

// folders lists the folders that hold the files rels, the root (".")
// among them when there is a file.
func folders(rels []string) []string {
	seen := map[string]bool{}
	for _, rel := range rels {
		for d := path.Dir(rel); !seen[d]; d = path.Dir(d) {
			seen[d] = true
			if d == "." {
				break
			}
		}
	}
	return slices.Collect(maps.Keys(seen))
}

// names says whether rel is a file or folder of the manifest.
func (f *outputFiles) names(rel string) bool {
	_, file := f.Stamps[rel]
	_, folder := f.Folders[rel]
	return file || folder
}

// dataFiles are the output's data files: the shared ones and the pages',
// with pages the pages' files too.
func (f *outputFiles) dataFiles(pages bool) map[string]bool {
	out := make(map[string]bool, len(f.Shared)+2*len(f.Pages))
	for _, rel := range f.Shared {
		out[rel] = true
	}
	for _, p := range f.Pages {
		if p.Data != "" {
			out[p.Data] = true
		}
		if pages {
			out[p.File] = true
		}
	}
	return out
}

// manifestPath is where the manifest of the output of build id into
// outDir lives.
func manifestPath(siteDir, outDir, id string) string {
	return filepath.Join(cacheDir(siteDir), manifestKind.name(outputID(outDir), id))
}

// writeManifest writes f to file, unless it is there already.
func writeManifest(file string, f *outputFiles) error {
	if f.saved {
		return nil
	}
	f.Store = files.StoreID()
	err := files.WriteMessage(file, f.encode(), 0o644)
	f.saved = err == nil
	return err
}

// readManifest reads the manifest of the output of build id from file;
// nil when it is missing, damaged, of another folio or of another build.
func readManifest(file, id string) *outputFiles {
	if id == "" {
		return nil // none
	}
	f, err := decodeManifestFile(file)
	if err != nil || f.Store != files.StoreID() || f.ID != id {
		return nil
	}
	f.saved = true
	return f
}

// decodeManifestFile reads a manifest whatever folio wrote it.
func decodeManifestFile(file string) (*outputFiles, error) {
	var m storepb.OutputManifest
	if err := files.ReadMessage(file, &m); err != nil {
		return nil, err
	}
	return decodeManifest(&m)
}

// encode is f as store.proto's OutputManifest.
func (f *outputFiles) encode() *storepb.OutputManifest {
	n := len(f.Pages)
	m := &storepb.OutputManifest{
		Store: f.Store, Id: f.ID,
		PagePaths: make([]string, 0, n), PageFingerprints: make([]string, 0, n),
		PageFiles: make([]string, 0, n), PageData: make([]string, 0, n),
		Shared: f.Shared, Other: f.Other,
	}
	for path, p := range f.Pages {
		m.PagePaths = append(m.PagePaths, path)
		m.PageFingerprints = append(m.PageFingerprints, p.Fingerprint)
		m.PageFiles = append(m.PageFiles, p.File)
		m.PageData = append(m.PageData, p.Data)
	}
	m.PageFileStamps, m.PageDataStamps = columns(m.PageFiles, f.Stamps), columns(m.PageData, f.Stamps)
	m.SharedStamps, m.OtherStamps = columns(m.Shared, f.Stamps), columns(m.Other, f.Stamps)
	m.Folders = slices.Collect(maps.Keys(f.Folders))
	m.FolderStamps = columns(m.Folders, f.Folders)
	return m
}

// columns are the stamps of rels as store.proto's Stamps; a path without
// one gets ledger.Missing's.
func columns(rels []string, stamps outStamps) *storepb.Stamps {
	c := &storepb.Stamps{
		Size: make([]int64, len(rels)), Mtime: make([]int64, len(rels)), Ctime: make([]int64, len(rels)),
		Inode: make([]uint64, len(rels)), Mode: make([]uint32, len(rels)),
	}
	for i, rel := range rels {
		st, ok := stamps[rel]
		if !ok {
			st = ledger.Missing
		}
		c.Size[i], c.Mtime[i], c.Ctime[i], c.Inode[i], c.Mode[i] = st.Size, st.Mtime, st.Ctime, st.Inode, uint32(st.Mode)
	}
	return c
}

// decodeManifest is the manifest m holds; files.ErrDamaged when its
// columns are not all of their group's length.
func decodeManifest(m *storepb.OutputManifest) (*outputFiles, error) {
	n := len(m.PagePaths)
	if len(m.PageFingerprints) != n || len(m.PageFiles) != n || len(m.PageData) != n {
		return nil, files.ErrDamaged
	}
	f := &outputFiles{
		Store: m.Store, ID: m.Id, Pages: make(map[string]sparePage, n), Shared: m.Shared, Other: m.Other,
		Stamps: make(outStamps, 2*n+len(m.Shared)+len(m.Other)), Folders: make(outStamps, len(m.Folders)),
	}
	for _, c := range []struct {
		rels   []string
		stamps *storepb.Stamps
		into   outStamps
	}{
		{m.PageFiles, m.PageFileStamps, f.Stamps}, {m.PageData, m.PageDataStamps, f.Stamps},
		{m.Shared, m.SharedStamps, f.Stamps}, {m.Other, m.OtherStamps, f.Stamps},
		{m.Folders, m.FolderStamps, f.Folders},
	} {
		if !stampsOf(c.rels, c.stamps, c.into) {
			return nil, files.ErrDamaged
		}
	}
	for i, path := range m.PagePaths {
		f.Pages[path] = sparePage{Fingerprint: m.PageFingerprints[i], File: m.PageFiles[i], Data: m.PageData[i]}
	}
	return f, nil
}

// stampsOf puts into out the stamps c gives rels, leaving out the paths it
// marks as having none; it is false when the columns do not fit rels.
func stampsOf(rels []string, c *storepb.Stamps, out outStamps) bool {
	n := len(rels)
	if c == nil {
		c = &storepb.Stamps{}
	}
	if len(c.Size) != n || len(c.Mtime) != n || len(c.Ctime) != n || len(c.Inode) != n || len(c.Mode) != n {
		return false
	}
	for i, rel := range rels {
		st := outStamp{Size: c.Size[i], Mtime: c.Mtime[i], Ctime: c.Ctime[i], Inode: c.Inode[i], Mode: fs.FileMode(c.Mode[i])}
		if st != ledger.Missing {
			out[rel] = st
		}
	}
	return true
}

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
// spare, recycle.go) has a manifest in the site's cache, never in the
// published folder: each file with its stamp and what made it, and each
// folder's stamp. It is named by the output folder and the build that
// wrote it, as the spare folder is; the main file names the two in use
// (the rest is garbage). One missing, damaged or of another folio is not
// used: the build starts from an empty folder.

// outputFiles is an output folder's manifest.
type outputFiles struct {
	// ID is the build that wrote the output (manifestPath, sparePath).
	ID string
	// Pages are the routes' pages, by route path.
	Pages map[string]sparePage
	// Shared are the data files that are no page's. Data files are
	// content-hashed: a name stands for its bytes.
	Shared []string
	// Other are the rest: the bundle, the static files, the route
	// manifest and the plugins' files.
	Other []string
	// Stamps and Folders are the files' and folders' stamps as the build
	// committed them: a file is reused only while its stamp holds.
	Stamps, Folders outStamps

	judged *verdicts // this build's, while it is the served output's (outstamp.go)
	saved  bool      // on disk as it is
}

type sparePage struct{ Fingerprint, File, Data string }

// reusable lists every file of the output. Appended, not collected from
// dataFiles' map: it runs at every commit, on 20,000 paths at 10,000 pages.
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

// manifestPath is the manifest of the output of build id into outDir.
func manifestPath(siteDir, outDir, id string) string {
	return filepath.Join(cacheDir(siteDir), manifestKind.name(outputID(outDir), id))
}

// writeManifest writes f to file, unless it is there already.
func writeManifest(file string, f *outputFiles) error {
	if f.saved {
		return nil
	}
	err := files.WriteMessage(file, f.encode(), 0o644)
	f.saved = err == nil
	return err
}

// readManifest reads the manifest of the output of build id from file;
// nil when it is missing, damaged, of another folio or of another build.
func readManifest(file, id string) *outputFiles {
	var m storepb.OutputManifest
	if id == "" || files.ReadMessage(file, &m) != nil || m.Store != files.StoreID() || m.Id != id {
		return nil
	}
	f, err := decodeManifest(&m)
	if err != nil {
		return nil
	}
	f.saved = true
	return f
}

// encode is f as store.proto's OutputManifest.
func (f *outputFiles) encode() *storepb.OutputManifest {
	n := len(f.Pages)
	m := &storepb.OutputManifest{
		Store: files.StoreID(), Id: f.ID, Shared: f.Shared, Other: f.Other, Folders: slices.Collect(maps.Keys(f.Folders)),
		PagePaths: make([]string, 0, n), PageFingerprints: make([]string, 0, n), PageFiles: make([]string, 0, n), PageData: make([]string, 0, n),
	}
	for path, p := range f.Pages {
		m.PagePaths = append(m.PagePaths, path)
		m.PageFingerprints = append(m.PageFingerprints, p.Fingerprint)
		m.PageFiles = append(m.PageFiles, p.File)
		m.PageData = append(m.PageData, p.Data)
	}
	m.Stamps = make([]int64, 0, 5*(2*n+len(f.Shared)+len(f.Other)+len(f.Folders)))
	eachStamped(m, f, func(rel string, in outStamps) {
		st, ok := in[rel]
		if !ok {
			st = ledger.Missing
		}
		m.Stamps = append(m.Stamps, st.Size, st.Mtime, st.Ctime, int64(st.Inode), int64(st.Mode))
	})
	return m
}

// decodeManifest is the manifest m holds; files.ErrDamaged when a column
// is not of its group's length.
func decodeManifest(m *storepb.OutputManifest) (*outputFiles, error) {
	n := len(m.PagePaths)
	if len(m.PageFingerprints) != n || len(m.PageFiles) != n || len(m.PageData) != n ||
		len(m.Stamps) != 5*(2*n+len(m.Shared)+len(m.Other)+len(m.Folders)) {
		return nil, files.ErrDamaged
	}
	f := &outputFiles{
		ID: m.Id, Pages: make(map[string]sparePage, n), Shared: m.Shared, Other: m.Other,
		Stamps: make(outStamps, 2*n+len(m.Shared)+len(m.Other)), Folders: make(outStamps, len(m.Folders)),
	}
	s := m.Stamps
	eachStamped(m, f, func(rel string, into outStamps) {
		st := outStamp{Size: s[0], Mtime: s[1], Ctime: s[2], Inode: uint64(s[3]), Mode: fs.FileMode(s[4])}
		if s = s[5:]; st != ledger.Missing {
			into[rel] = st
		}
	})
	for i, path := range m.PagePaths {
		f.Pages[path] = sparePage{Fingerprint: m.PageFingerprints[i], File: m.PageFiles[i], Data: m.PageData[i]}
	}
	return f, nil
}

// eachStamped calls do with each path of m in the order of its stamps,
// and f's map of stamps it belongs in.
func eachStamped(m *storepb.OutputManifest, f *outputFiles, do func(rel string, in outStamps)) {
	for _, rels := range [][]string{m.PageFiles, m.PageData, m.Shared, m.Other} {
		for _, rel := range rels {
			do(rel, f.Stamps)
		}
	}
	for _, rel := range m.Folders {
		do(rel, f.Folders)
	}
}

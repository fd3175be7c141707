package docs

import (
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/folio-docs/folio/plugins/internal/pathmatch"
	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A `folio build` whose docs changed since its last one has the core
// stamp every file of the docs folder anyway, for its record of the
// Load's inputs, while this plugin starts; it hands the stamps over
// (LoadRequest.input_trees, as Describe asks), and the Load lists its docs
// from them instead of walking and stat'ing ten thousand files a second
// time. The stamps were taken before the Load, as the Load's own would
// be, so a doc whose stamp is its kept parse's is not read again either.

// givenFiles lists root's docs and _category_ files from the core's
// stamps as collectFiles lists them from a walk, with the stamp of each
// doc that is a regular file (any other is stat'ed as before). ok is
// false when the request holds no stamps of root, when the core's walk
// passed over a folder that this one would enter (a node_modules folder:
// the core leaves those out of a watched tree), or when it found a path it
// could not stat or list (a broken link, a folder it may not read, which
// a walk reports as an error): the Load then walks.
func givenFiles(trees []*pluginpb.InputTree, root string, exclude []string) (docs []string, categories map[string]string, stamps map[string]fileStamp, ok bool) {
	var tree *pluginpb.InputTree
	for _, t := range trees {
		if filepath.Clean(t.Path) == root {
			tree = t
		}
	}
	if tree == nil {
		return nil, nil, nil, false
	}
	for _, dir := range tree.Skipped {
		if !strings.HasPrefix(path.Base(dir), ".") {
			return nil, nil, nil, false
		}
	}
	categories = map[string]string{}
	stamps = make(map[string]fileStamp, len(tree.Files))
	// Whether a folder (relative, "" for root) is left out, with its
	// subfolders: a partial, or one the exclude patterns match.
	skipped := map[string]bool{"": false}
	var skipDir func(dir string) bool
	skipDir = func(dir string) bool {
		if s, seen := skipped[dir]; seen {
			return s
		}
		name := path.Base(dir)
		s := skipDir(parentDir(dir)) || strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") ||
			len(exclude) > 0 && pathmatch.Any(dir, exclude)
		skipped[dir] = s
		return s
	}
	for _, f := range tree.Files {
		if f.Size < 0 {
			return nil, nil, nil, false
		}
	}
	for _, f := range tree.Files {
		rel := f.Path
		dir, name := parentDir(rel), path.Base(rel)
		if skipDir(dir) {
			continue
		}
		if isCategoryFile(name) {
			// The walk meets a folder's entries in name order: its first.
			file := filepath.Join(root, filepath.FromSlash(rel))
			if seen, ok := categories[dir]; !ok || filepath.Base(file) < filepath.Base(seen) {
				categories[dir] = file
			}
			continue
		}
		if strings.HasPrefix(name, "_") || strings.HasPrefix(name, ".") ||
			len(exclude) > 0 && pathmatch.Any(rel, exclude) || !docExtensions[path.Ext(name)] {
			continue
		}
		docs = append(docs, rel)
		if f.Regular {
			stamps[rel] = fileStamp{size: f.Size, mtime: f.MtimeNs, ctime: f.CtimeNs, ok: f.Settled}
		}
	}
	sort.Strings(docs)
	return docs, categories, stamps, true
}

// parentDir is a relative slash path's folder, "" at the top.
func parentDir(rel string) string {
	if dir := path.Dir(rel); dir != "." {
		return dir
	}
	return ""
}

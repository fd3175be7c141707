package mdpage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/sdk"
)

// WatchOutside sends a Watch for each of files that no folder of
// folders (those the plugin watches already) holds, once each: the
// files pages reference, an authors file, anything a Load reads beside
// its content folder; a file that is not there is sent as Missing. A
// plugin that declares itself reusable must watch every file its Load
// reads; a file inside a watched folder is covered by it, and sending it
// again would only lengthen the list.
func WatchOutside(send sdk.Sender, folders, files []string) error {
	// The pipeline gives files as absolute paths (markdown.Options).
	abs := make([]string, len(folders))
	for i, dir := range folders {
		if a, err := filepath.Abs(dir); err == nil {
			dir = a
		}
		abs[i] = dir
	}
	folders = abs
	seen := make(map[string]bool, len(files))
	for _, f := range files {
		if seen[f] || inAny(folders, f) {
			continue
		}
		seen[f] = true
		report := send.Watch
		if _, err := os.Stat(f); errors.Is(err, fs.ErrNotExist) {
			report = send.Missing
		}
		if err := report(f); err != nil {
			return err
		}
	}
	return nil
}

// inAny reports whether file lies in one of folders, and neither it nor a
// folder on the way is one a core passes over when it watches a tree
// (files.SkippedInTree: hidden ones such as ".git" and ".assets", and
// node_modules). Such a file is watched on its own.
func inAny(folders []string, file string) bool {
	for _, dir := range folders {
		rel, err := filepath.Rel(dir, file)
		if err != nil || rel == "." || !filepath.IsLocal(rel) {
			continue
		}
		covered := true
		for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
			if files.SkippedInTree(part) {
				covered = false
			}
		}
		if covered {
			return true
		}
	}
	return false
}

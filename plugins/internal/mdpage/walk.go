package mdpage

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// SkipPartial tells a walk of a content folder to leave out an entry whose
// name starts with "_" (a partial) or "." (hidden): such files are never
// pages. skip is true for them; err is filepath.SkipDir for a folder, so
// nothing under it is read, and nil for a file.
func SkipPartial(d fs.DirEntry) (skip bool, err error) {
	name := d.Name()
	if !strings.HasPrefix(name, "_") && !strings.HasPrefix(name, ".") {
		return false, nil
	}
	if d.IsDir() {
		return true, filepath.SkipDir
	}
	return true, nil
}

package build

import (
	"fmt"
	"os"
	"path/filepath"
)

// tempOutDir creates the directory a build writes into: a sibling of the
// final output, so that the final rename stays on one file system.
func tempOutDir(final string) (string, error) {
	parent := filepath.Dir(final)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	return os.MkdirTemp(parent, "."+filepath.Base(final)+".tmp-")
}

// commitOutput moves a finished build into place. The old output is
// renamed aside first; once the new one is in place it is moved into
// trash, which the next build empties while it works (deleting 20,000 old
// files took half of a warm build of a 10,000-page site), or removed now
// when trash is "" or on another file system.
func commitOutput(tmp, final, trash string) error {
	var old string
	if _, err := os.Stat(final); err == nil {
		old = final + ".old-" + filepath.Base(tmp)
		if err := os.Rename(final, old); err != nil {
			return fmt.Errorf("moving the previous output aside: %w", err)
		}
	}
	if err := os.Rename(tmp, final); err != nil {
		if old != "" {
			_ = os.Rename(old, final)
		}
		return fmt.Errorf("moving the new output into place: %w", err)
	}
	if old == "" {
		return nil
	}
	if trash != "" && os.MkdirAll(trash, 0o755) == nil && os.Rename(old, filepath.Join(trash, filepath.Base(old))) == nil {
		return nil
	}
	return os.RemoveAll(old)
}

// trashDir is where replaced outputs wait to be deleted: in the site's
// cache, which no one commits or serves.
func trashDir(siteDir string) string {
	return filepath.Join(siteDir, "node_modules", ".cache", "folio", "trash")
}

// emptyTrash deletes, in the background, what earlier builds left in
// trash; the returned function waits until it is done, so that a build
// does not end with a deletion half way.
func emptyTrash(trash string) (wait func()) {
	entries, err := os.ReadDir(trash)
	if err != nil || len(entries) == 0 {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		for _, e := range entries {
			_ = os.RemoveAll(filepath.Join(trash, e.Name()))
		}
	}()
	return func() { <-done }
}

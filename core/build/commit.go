package build

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/folio-docs/folio/core/proc"
)

// A build is written into a temporary sibling of the output folder and
// swapped in at the end; these names say who made what lies beside the
// output (prefix + pid + "-" + random, see core/proc), so that the next
// build can clean up after one that was killed:
//
//	.build.tmp-<pid>-…   a build in progress, or after the swap the output it replaced
//	build.old-<pid>-…    the replaced output, where no atomic swap exists (Windows)

// tmpPrefix and oldPrefix name the folders beside final.
func tmpPrefix(final string) string { return "." + filepath.Base(final) + ".tmp-" }
func oldPrefix(final string) string { return filepath.Base(final) + ".old-" }

// unownedAfter is when a temporary folder without an owner's pid (left by
// a folio from before these names) counts as abandoned.
const unownedAfter = time.Hour

// tempOutDir creates the directory a build writes into: a sibling of the
// final output, so that the swap stays on one file system. It first
// cleans up after killed builds: their temporary folders go, and an output
// left aside by a swap that was cut short is put back.
func tempOutDir(final string) (string, error) {
	parent := filepath.Dir(final)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	restoreOutput(final)
	proc.RemoveStale(parent, unownedAfter, tmpPrefix(final), oldPrefix(final))
	return proc.MkdirTemp(parent, tmpPrefix(final))
}

// restoreOutput puts back the output a killed build had moved aside when
// the swap is two renames (see swapOutput) and it died between them: the
// newest build.old-* of a run that no longer runs becomes the output again.
func restoreOutput(final string) {
	if _, err := os.Lstat(final); !errors.Is(err, fs.ErrNotExist) {
		return
	}
	parent := filepath.Dir(final)
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	type aside struct {
		path string
		mod  time.Time
	}
	var found []aside
	for _, e := range entries {
		if !e.IsDir() || !proc.Abandoned(e.Name(), oldPrefix(final)) {
			continue
		}
		if info, err := e.Info(); err == nil {
			found = append(found, aside{filepath.Join(parent, e.Name()), info.ModTime()})
		}
	}
	sort.Slice(found, func(i, j int) bool { return found[i].mod.After(found[j].mod) })
	for _, a := range found {
		if os.Rename(a.path, final) == nil {
			return
		}
	}
}

// commitOutput makes the finished build in tmp the output, in one step
// where the system has one: the two folders exchange names (renameat2
// with RENAME_EXCHANGE on Linux, renamex_np with RENAME_SWAP on macOS), so
// that there is a complete output at every moment, whatever happens to
// this process. Elsewhere the old output is renamed aside, then the new
// one into place, and a build killed between the two has the old output
// put back by the next (restoreOutput). The first build is one rename.
//
// The replaced output goes to trash, which the next build empties while it
// works (deleting 20,000 old files took half of a warm build of a
// 10,000-page site), or is removed now when trash is "" or on another file
// system.
func commitOutput(tmp, final, trash string) error {
	_, err := commitKeepingSpare(tmp, final, trash, "")
	return err
}

// commitKeepingSpare is commitOutput, but the replaced output becomes the
// spare (recycle.go) when spare is not "" and it can be moved there;
// kept says whether it was.
func commitKeepingSpare(tmp, final, trash, spare string) (kept bool, err error) {
	if _, err := os.Lstat(final); errors.Is(err, fs.ErrNotExist) {
		if err := os.Rename(tmp, final); err != nil {
			return false, fmt.Errorf("moving the new output into place: %w", err)
		}
		return false, nil
	}
	old, err := swapOutput(tmp, final)
	if err != nil {
		return false, err
	}
	if spare != "" && keepAsSpare(old, spare) {
		return true, nil
	}
	if trash != "" && os.MkdirAll(trash, 0o755) == nil && os.Rename(old, filepath.Join(trash, filepath.Base(old))) == nil {
		return false, nil
	}
	return false, os.RemoveAll(old)
}

// swapOutput puts tmp in final's place and returns where the old output
// now is.
func swapOutput(tmp, final string) (old string, err error) {
	err = exchangeNames(tmp, final)
	if err == nil {
		return tmp, nil // the names were exchanged: tmp holds the old output
	}
	if !errors.Is(err, errNoExchange) {
		return "", fmt.Errorf("swapping the new output into place: %w", err)
	}
	old = filepath.Join(filepath.Dir(final), oldPrefix(final)+strings.TrimPrefix(filepath.Base(tmp), tmpPrefix(final)))
	if err := os.Rename(final, old); err != nil {
		return "", fmt.Errorf("moving the previous output aside: %w", err)
	}
	if err := os.Rename(tmp, final); err != nil {
		_ = os.Rename(old, final)
		return "", fmt.Errorf("moving the new output into place: %w", err)
	}
	return old, nil
}

// exchangeNames is exchange; tests replace it to take the fallback.
var exchangeNames = exchange

// errNoExchange says the system or file system cannot exchange two names
// in one step.
var errNoExchange = errors.New("no atomic exchange of two folders here")

// trashDir is where replaced outputs wait to be deleted: in the site's
// cache folder, which no one commits or serves.
func trashDir(cache string) string {
	return filepath.Join(cache, "trash")
}

// emptyTrash deletes, in the background, what earlier builds left in
// trash; the returned function waits until it is done.
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

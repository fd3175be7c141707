package build

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/files"
)

// lockCache takes the lock on the site's cache that a `folio build`
// holds until its cache is written, as Hugo holds .hugo_build.lock: a
// second build of the site waits instead of using the first's spare,
// records or output. The system releases it when its holder dies, by
// SIGKILL too. The message goes to log, or to stderr for a quiet build
// (else it would seem to hang).
func lockCache(ctx context.Context, siteDir string, log io.Writer) (*files.Lock, error) {
	if log == nil {
		log = os.Stderr
	}
	l, err := files.LockFile(ctx, lockPath(siteDir), func(pid int) {
		fmt.Fprintf(log, "waiting for another folio build of this site (pid %d)\n", pid)
	})
	if err != nil {
		return nil, fmt.Errorf("locking the site's cache: %w", err)
	}
	return l, nil
}

// lockPath is the lock file of the site in siteDir, named by its folder:
// sites may share a node_modules (a monorepo) and so the cache folder,
// and their builds need not wait for each other.
func lockPath(siteDir string) string {
	if abs, err := filepath.Abs(siteDir); err == nil {
		siteDir = abs
	}
	return filepath.Join(cacheDir(siteDir), lockKind.name(outputID(siteDir), ""))
}

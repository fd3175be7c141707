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
// holds from its start until its cache is written, as Hugo holds
// .hugo_build.lock: a second build of the same site waits instead of
// recycling a spare, writing records or committing an output that the
// first is using. The system releases the lock when its holder dies, a
// holder killed with SIGKILL too. The message goes to log, or to stderr
// for a quiet build (else it would seem to hang).
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

// lockPath is the lock file of the site in siteDir. The cache folder is
// in the nearest node_modules, which several sites may share (a monorepo,
// or test sites linked to one): the lock is named by the site's folder, so
// that builds of other sites beside it neither wait for it nor print that
// they do. Their caches are apart already (outputID).
func lockPath(siteDir string) string {
	if abs, err := filepath.Abs(siteDir); err == nil {
		siteDir = abs
	}
	return filepath.Join(cacheDir(siteDir), lockKind.name(outputID(siteDir), ""))
}

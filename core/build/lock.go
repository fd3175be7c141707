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
	l, err := files.LockFile(ctx, filepath.Join(cacheDir(siteDir), "build.lock"), func(pid int) {
		fmt.Fprintf(log, "waiting for another folio build of this site (pid %d)\n", pid)
	})
	if err != nil {
		return nil, fmt.Errorf("locking the site's cache: %w", err)
	}
	return l, nil
}

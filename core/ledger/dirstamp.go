package ledger

import (
	"context"
	"sync"

	"github.com/folio-docs/folio/core/parallel"
)

// A stage that keeps many files of one folder and checks them by stamp
// (the core's output folders: 30,000 paths after a one-edit build at
// 10,000 pages) stamps them here, relative to the folder opened once,
// rather than by full paths (dirstamp_linux.go says what that saves). The
// stamps are FromInfo's of an lstat for a regular file and ListingStamp's
// for a folder; TestStampFilesStampsAsTheLedgerDoes checks it.

// StampFiles stamps the regular files rels of dir (a symbolic link is not
// one), or with folders the folders rels (through a symbolic link, as
// ListingStamp), in parallel: the paths that are there and of that kind.
// dir "" stamps the paths as they are.
func StampFiles(dir string, rels []string, folders bool) map[string]Stamp {
	s := openStamper(dir)
	defer s.close()
	out := make(map[string]Stamp, len(rels))
	var mu sync.Mutex
	_ = parallel.ForEach(context.Background(), len(rels), func(i int) error {
		if st, ok := s.stamp(rels[i], folders); ok {
			mu.Lock()
			out[rels[i]] = st
			mu.Unlock()
		}
		return nil
	})
	return out
}

// FileStamp is the stamp of the regular file at path (a symbolic link is
// not one); ok is false when there is none.
func FileStamp(path string) (Stamp, bool) { return openStamper("").stamp(path, false) }

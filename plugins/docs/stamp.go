package docs

import (
	"io/fs"
	"path/filepath"

	"github.com/folio-docs/folio/core/ledger"
)

// fileStamp is what a stat says of a doc's source file, by the ledger's
// rule (core/ledger). A file whose stamp is the one its kept parse
// recorded is not read again: its content hash and front matter come from
// the store. The change time is in it besides the modification time
// because a tool can set the latter back.
type fileStamp struct {
	size, mtime, ctime int64 // times in nanoseconds
	// ok is false for a stamp that must not be trusted: the file changed
	// in the tick the Load started (the ledger's racy file). It is read
	// again next time, and known by its content hash meanwhile.
	ok bool
}

// startClock starts the ledger's clock for a Load, by a marker beside the
// plugin's store. A variable, so that a test's just-written files count
// as settled.
var startClock = func(siteDir string) ledger.Clock {
	return ledger.Start(filepath.Join(siteDir, "node_modules", ".cache", "folio"))
}

// stampOf is the stamp of a file stat'd before it is read: a write after
// the stat gives it another stamp.
func stampOf(info fs.FileInfo, clock ledger.Clock) fileStamp {
	st := ledger.FromInfo(info)
	return fileStamp{size: st.Size, mtime: st.Mtime, ctime: st.Ctime, ok: info.Mode().IsRegular() && !clock.Racy(st)}
}

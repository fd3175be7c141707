package files

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// A Lock is held on a file for as long as one process works on what the
// file guards (folio build holds one on the site's cache). The system
// holds it for the process: a holder killed with SIGKILL releases it, and
// no lock file is ever stale. The file itself only says who holds it.
type Lock struct{ f *os.File }

// pollEvery is how often a waiting Lock tries again: a blocking lock call
// could not be cut short by the context (Ctrl-C while waiting).
const pollEvery = 50 * time.Millisecond

// LockFile takes the lock of file, creating it and its folder. When
// another process holds it, waiting is called once with that process's
// pid (0 when it has not written it yet), and LockFile waits until the
// lock is free or ctx ends.
func LockFile(ctx context.Context, file string, waiting func(pid int)) (*Lock, error) {
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(file, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, err
	}
	told := false
	for {
		ok, err := tryLock(f)
		if err != nil {
			f.Close()
			return nil, err
		}
		if ok {
			break
		}
		if !told && waiting != nil {
			waiting(holderPID(f))
			told = true
		}
		select {
		case <-ctx.Done():
			f.Close()
			return nil, ctx.Err()
		case <-time.After(pollEvery):
		}
	}
	// The holder's pid, for the message of the next process that waits.
	if f.Truncate(0) == nil {
		_, _ = f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &Lock{f: f}, nil
}

// Unlock releases the lock; the file stays (removing it would let a
// process that opened it before lock a file no one else sees).
func (l *Lock) Unlock() {
	if l == nil || l.f == nil {
		return
	}
	_ = unlock(l.f)
	l.f.Close()
	l.f = nil
}

// holderPID reads the pid the holder wrote; it writes it just after it
// takes the lock, so a reader that comes first tries again for a while.
func holderPID(f *os.File) int {
	for i := 0; i < 20; i++ {
		buf := make([]byte, 32)
		n, _ := f.ReadAt(buf, 0)
		if pid, err := strconv.Atoi(strings.TrimSpace(string(buf[:n]))); err == nil && pid > 0 {
			return pid
		}
		time.Sleep(pollEvery / 5)
	}
	return 0
}

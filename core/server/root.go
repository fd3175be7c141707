package server

import (
	"fmt"
	"os"
	"sync"
)

// rootDir keeps an *os.Root open on the output directory and reopens it when
// the directory is replaced. core/build commits a build by renaming a fresh
// directory into place, so a handle opened once would keep serving the old
// (possibly deleted) tree forever.
//
// Every lookup goes through os.Root, which refuses "..", absolute names and
// symlinks that resolve outside the directory: escaping root is impossible by
// construction rather than by string checks alone.
type rootDir struct {
	path string

	mu  sync.Mutex
	cur *rootGen
}

// rootGen is one opened generation of the directory. It is closed once it
// has been replaced and the last request using it has finished.
type rootGen struct {
	root    *os.Root
	info    os.FileInfo
	refs    int
	retired bool
}

func openRootDir(path string) (*rootDir, error) {
	gen, err := openGen(path)
	if err != nil {
		return nil, err
	}
	return &rootDir{path: path, cur: gen}, nil
}

func openGen(path string) (*rootGen, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", path)
	}
	root, err := os.OpenRoot(path)
	if err != nil {
		return nil, err
	}
	return &rootGen{root: root, info: info}, nil
}

// acquire returns the current generation; the caller must release it.
func (d *rootDir) acquire() *rootGen {
	// The stat happens outside the lock; it is one cheap syscall per request.
	// If the path is briefly missing (between the renames of a commit), the
	// current generation keeps serving.
	info, statErr := os.Stat(d.path)

	d.mu.Lock()
	defer d.mu.Unlock()
	if statErr == nil && info.IsDir() && !os.SameFile(info, d.cur.info) {
		if gen, err := openGen(d.path); err == nil {
			d.retireLocked(d.cur)
			d.cur = gen
		}
	}
	d.cur.refs++
	return d.cur
}

func (d *rootDir) release(g *rootGen) {
	d.mu.Lock()
	defer d.mu.Unlock()
	g.refs--
	if g.retired && g.refs == 0 {
		g.root.Close()
	}
}

func (d *rootDir) retireLocked(g *rootGen) {
	g.retired = true
	if g.refs == 0 {
		g.root.Close()
	}
}

func (d *rootDir) close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.retireLocked(d.cur)
	return nil
}

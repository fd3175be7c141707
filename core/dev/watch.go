package dev

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// skipDirs are never watched: dependencies, outputs, version control.
var skipDirs = map[string]bool{"node_modules": true, ".git": true, "build": true, "bin": true}

// watcher reports batches of changed files under the roots. Editors save
// in bursts (write, rename, chmod): events are gathered until the tree is
// quiet for the debounce interval.
type watcher struct {
	fs      *fsnotify.Watcher
	ignore  string // the dev output directory
	changes chan []string
}

func newWatcher(roots []string, ignore string) (*watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &watcher{fs: fw, ignore: ignore, changes: make(chan []string)}
	for _, root := range roots {
		if err := w.addTree(root); err != nil {
			fw.Close()
			return nil, err
		}
	}
	go w.loop(30 * time.Millisecond)
	return w, nil
}

func (w *watcher) addTree(root string) error {
	st, err := os.Stat(root)
	if err != nil {
		return nil // a root that does not exist yet is fine
	}
	if !st.IsDir() {
		return w.fs.Add(filepath.Dir(root))
	}
	return filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if p != root && (skipDirs[d.Name()] || strings.HasPrefix(d.Name(), ".") || p == w.ignore) {
			return filepath.SkipDir
		}
		return w.fs.Add(p)
	})
}

func (w *watcher) loop(debounce time.Duration) {
	pending := map[string]bool{}
	var timer <-chan time.Time
	for {
		select {
		case ev, ok := <-w.fs.Events:
			if !ok {
				close(w.changes)
				return
			}
			if w.ignore != "" && strings.HasPrefix(ev.Name, w.ignore) {
				continue
			}
			base := filepath.Base(ev.Name)
			if strings.HasPrefix(base, ".") || strings.HasSuffix(base, "~") {
				continue // editor swap and backup files
			}
			if ev.Has(fsnotify.Create) {
				if st, err := os.Stat(ev.Name); err == nil && st.IsDir() {
					_ = w.addTree(ev.Name)
				}
			}
			pending[ev.Name] = true
			timer = time.After(debounce)
		case <-timer:
			batch := make([]string, 0, len(pending))
			for p := range pending {
				batch = append(batch, p)
			}
			pending = map[string]bool{}
			w.changes <- batch
		case <-w.fs.Errors:
		}
	}
}

func (w *watcher) close() { w.fs.Close() }

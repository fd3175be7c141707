package dev

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/folio-docs/folio/core/build"
	"github.com/folio-docs/folio/core/files"
)

// watcher reports batches of changed input files. It watches the inputs
// a session names (build.Inputs) and nothing else: a log file written in
// the site folder, the build output or an editor's swap file never starts
// a build. Editors save in bursts (write, rename, chmod): events are
// gathered until the inputs are quiet for quietWindow; those that come
// while a build runs wait for the next one.
type watcher struct {
	fs      *fsnotify.Watcher
	changes chan []string

	mu     sync.Mutex
	inputs build.Inputs
	files  map[string]bool // single input files
	trees  map[string]bool // folders every file of which is an input
	skip   map[string]bool // folders inside trees that are not inputs
	// absent are trees that do not exist yet (site/theme before the first
	// override): the folder above is watched for their creation.
	absent  map[string]bool
	watched map[string]bool // every folder fsnotify watches
}

// quietWindow is how long the inputs stay quiet before a build starts:
// it is part of every edit's wait for the reload. bench/dev/savegaps
// measured a save's events here: a file written in place (VS Code, most
// tools) is one event or a few within 3 ms, a new file renamed over it
// (JetBrains) within 10 ms at worst on a loaded machine. A vim-like save
// waits for its fsync between the write and the chmod, 12 ms in the
// median and 145 ms at worst under load, which 30 ms did not cover either:
// its content is whole before the fsync, and the chmod, when it comes
// late, only starts a build that finds nothing changed.
const quietWindow = 10 * time.Millisecond

func newWatcher(in build.Inputs) (*watcher, error) {
	fw, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	w := &watcher{fs: fw, changes: make(chan []string), watched: map[string]bool{}}
	w.follow(in)
	go w.loop(quietWindow)
	return w, nil
}

// follow makes the watched set the given inputs: after each build (the
// bundle's files change) and after a new configuration.
func (w *watcher) follow(in build.Inputs) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.files != nil && in.Equal(w.inputs) {
		return
	}
	w.inputs = in
	w.files, w.trees, w.skip, w.absent = set(in.Files), map[string]bool{}, set(in.Skip), map[string]bool{}
	want := map[string]bool{}
	for _, f := range in.Files {
		want[filepath.Dir(f)] = true
	}
	for _, root := range in.Trees {
		if _, err := os.Stat(root); err != nil {
			w.absent[root], want[filepath.Dir(root)] = true, true
			continue
		}
		w.walk(root, want)
	}
	for dir := range w.watched {
		if !want[dir] {
			_ = w.fs.Remove(dir)
			delete(w.watched, dir)
		}
	}
	for dir := range want {
		w.watch(dir)
	}
}

// watching is the input set being watched.
func (w *watcher) watching() build.Inputs {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.inputs
}

// walk adds root's folders, except those that are not inputs, to trees
// and to want.
func (w *watcher) walk(root string, want map[string]bool) {
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return nil
		}
		if p != root && (w.skip[p] || files.SkippedInTree(d.Name())) {
			return filepath.SkipDir
		}
		w.trees[p], want[p] = true, true
		return nil
	})
}

func (w *watcher) watch(dir string) {
	if !w.watched[dir] && w.fs.Add(dir) == nil {
		w.watched[dir] = true
	}
}

// wanted reports whether an event on path p is a change of an input; a
// folder created inside a tree is watched from now on.
func (w *watcher) wanted(ev fsnotify.Event) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	p := ev.Name
	if w.files[p] {
		return true
	}
	if w.absent[p] {
		if _, err := os.Stat(p); err != nil {
			return false
		}
		// A tree made while dev runs (the site's first theme override)
		// is watched from now on, whatever it holds already.
		delete(w.absent, p)
		want := map[string]bool{}
		w.walk(p, want)
		for dir := range want {
			w.watch(dir)
		}
		return true
	}
	if !w.trees[filepath.Dir(p)] || w.skip[p] || ignoredFile(filepath.Base(p)) {
		return false
	}
	if ev.Has(fsnotify.Create) && !files.SkippedInTree(filepath.Base(p)) {
		want := map[string]bool{}
		w.walk(p, want) // not a folder: walks nothing
		for dir := range want {
			w.watch(dir)
		}
	}
	return true
}

// ignoredFile: hidden files and what editors write beside the file they
// save: vim's swap files and its 4913 probe, backups ending in ~, emacs's
// #autosaves#.
func ignoredFile(name string) bool {
	switch {
	case strings.HasPrefix(name, "."), strings.HasSuffix(name, "~"), name == "4913":
		return true
	case strings.HasSuffix(name, ".swp"), strings.HasSuffix(name, ".swo"), strings.HasSuffix(name, ".swx"):
		return true
	case len(name) > 1 && strings.HasPrefix(name, "#") && strings.HasSuffix(name, "#"):
		return true
	}
	return false
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
			if !w.wanted(ev) {
				continue
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

func set(xs []string) map[string]bool {
	out := make(map[string]bool, len(xs))
	for _, x := range xs {
		out[x] = true
	}
	return out
}

// Command savegaps measures how an editor's save reaches `folio dev`'s
// watcher: a save is several file system events (a write, or a write of a
// new file and a rename, or vim's rename away, new file, fsync, chmod and
// removal of the backup), and the watcher waits for a quiet moment before
// it builds (core/dev/watch.go). For each way of saving it prints how long
// a save's events spread (first to last) and the largest gap between two
// of them: a gap longer than the watcher's wait splits one save into two
// builds.
//
//	go run ./bench/dev/savegaps [-saves 30]
package main

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"time"

	"github.com/fsnotify/fsnotify"
)

func main() {
	saves := flag.Int("saves", 30, "saves of each kind")
	flag.Parse()
	dir, err := os.MkdirTemp("", "folio-savegaps-")
	if err != nil {
		fail(err)
	}
	defer os.RemoveAll(dir)
	doc := filepath.Join(dir, "doc.md")
	if err := os.WriteFile(doc, []byte("# A doc\n"), 0o644); err != nil {
		fail(err)
	}
	w, err := fsnotify.NewWatcher()
	if err != nil {
		fail(err)
	}
	defer w.Close()
	if err := w.Add(dir); err != nil {
		fail(err)
	}
	_, self, _, _ := runtime.Caller(0)
	saver := filepath.Join(filepath.Dir(self), "save.mjs")
	for _, style := range []string{"write", "rename", "vim"} {
		var spans, gaps []time.Duration
		for range *saves {
			var times []time.Time
			done := make(chan error, 1)
			go func() { done <- exec.Command("node", saver, style, doc).Run() }()
			// Events after the saver exits are the save's too (they may
			// be read late): gathered until 100 ms pass without one.
			var quiet <-chan time.Time
			for gathering := true; gathering; {
				select {
				case <-w.Events:
					times = append(times, time.Now())
					if quiet != nil {
						quiet = time.After(100 * time.Millisecond)
					}
				case err := <-done:
					if err != nil {
						fail(fmt.Errorf("%s save: %w", style, err))
					}
					quiet = time.After(100 * time.Millisecond)
				case <-quiet:
					gathering = false
				}
			}
			if len(times) == 0 {
				continue
			}
			spans = append(spans, times[len(times)-1].Sub(times[0]))
			var gap time.Duration
			for i := 1; i < len(times); i++ {
				gap = max(gap, times[i].Sub(times[i-1]))
			}
			gaps = append(gaps, gap)
		}
		slices.Sort(spans)
		slices.Sort(gaps)
		fmt.Printf("%-6s %d saves: spread median %s, worst %s; largest gap median %s, worst %s\n", style, len(spans),
			ms(spans[len(spans)/2]), ms(spans[len(spans)-1]), ms(gaps[len(gaps)/2]), ms(gaps[len(gaps)-1]))
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

func fail(err error) {
	fmt.Fprintln(os.Stderr, "savegaps:", err)
	os.Exit(1)
}

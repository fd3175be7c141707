package llms

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sync"
)

// output writes the plugin's files into the build's output folder.
//
// Creating a file is most of the plugin's cost (on the Lexical site, 228
// twins: about three quarters of its PostBuild's CPU time), so each file
// costs as few system calls as it can: a folder is made once, not looked
// up again for each twin in it, and a file that is not there yet is
// created in place rather than through a temporary file and a rename.
type output struct {
	dir  string
	mu   sync.Mutex // guards made: twins are written on several goroutines
	made map[string]bool
}

func newOutput(dir string) *output { return &output{dir: dir, made: map[string]bool{}} }

// write writes the output file rel. A file already there (a build into
// an existing folder) is replaced through a new file renamed over it,
// never written in place: it may be a hard link to the served site's.
func (o *output) write(rel, text string) error {
	file := filepath.Join(o.dir, filepath.FromSlash(rel))
	if err := o.mkdir(filepath.Dir(file)); err != nil {
		return err
	}
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrExist) {
		tmp := file + ".llms-tmp"
		if err := os.WriteFile(tmp, []byte(text), 0o644); err != nil {
			return err
		}
		return os.Rename(tmp, file)
	}
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// mkdir makes the folder dir once.
func (o *output) mkdir(dir string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.made[dir] {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	o.made[dir] = true
	return nil
}

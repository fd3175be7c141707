package files

import (
	"bufio"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteAtomic replaces file with data in one step: the bytes go to a
// temporary file of their own beside it (two builds writing the same
// file never mix their bytes), which is then renamed over file. A reader
// finds the old file or the new one, never part of one. The folder must
// exist.
func WriteAtomic(file string, data []byte, perm fs.FileMode) error {
	return WriteAtomicFunc(file, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomicFunc is WriteAtomic for bytes that write streams as it makes
// them (an encoder), so that they need not be held in memory whole.
func WriteAtomicFunc(file string, perm fs.FileMode, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".*.tmp")
	if err != nil {
		return err
	}
	// After the rename there is nothing left to remove.
	defer os.Remove(tmp.Name())
	buf := bufio.NewWriterSize(tmp, 1<<20)
	err = write(buf)
	if err == nil {
		err = buf.Flush()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp.Name(), perm)
	}
	if err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}

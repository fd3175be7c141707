package files

import (
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
	tmp, err := os.CreateTemp(filepath.Dir(file), filepath.Base(file)+".*.tmp")
	if err != nil {
		return err
	}
	// After the rename there is nothing left to remove.
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(data)
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

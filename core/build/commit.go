package build

import (
	"fmt"
	"os"
	"path/filepath"
)

// tempOutDir creates the directory a build writes into: a sibling of the
// final output, so that the final rename stays on one file system.
func tempOutDir(final string) (string, error) {
	parent := filepath.Dir(final)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return "", err
	}
	return os.MkdirTemp(parent, "."+filepath.Base(final)+".tmp-")
}

// commitOutput moves a finished build into place. The old output is
// renamed aside first and removed only once the new one is in place.
func commitOutput(tmp, final string) error {
	var old string
	if _, err := os.Stat(final); err == nil {
		old = final + ".old-" + filepath.Base(tmp)
		if err := os.Rename(final, old); err != nil {
			return fmt.Errorf("moving the previous output aside: %w", err)
		}
	}
	if err := os.Rename(tmp, final); err != nil {
		if old != "" {
			_ = os.Rename(old, final)
		}
		return fmt.Errorf("moving the new output into place: %w", err)
	}
	if old != "" {
		return os.RemoveAll(old)
	}
	return nil
}

// Package files holds file operations the core and the plugins share.
package files

import (
	"io"
	"os"
	"path/filepath"
)

// Copy copies src to dst, creating dst's folder; an existing dst is
// replaced.
func Copy(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

package build

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/folio-docs/folio/core/config"
	"github.com/folio-docs/folio/core/files"
)

// copyStatic copies the site's static folders into the output root and
// returns the files it wrote, relative to it. Missing folders are fine: a
// site may have none.
func copyStatic(site *config.Site, out string) (copied []string, _ error) {
	for _, src := range staticDirs(site) {
		if _, err := os.Stat(src); os.IsNotExist(err) {
			continue
		}
		err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			rel, _ := filepath.Rel(src, p)
			dst := filepath.Join(out, rel)
			if d.IsDir() {
				return os.MkdirAll(dst, 0o755)
			}
			if !d.Type().IsRegular() {
				return nil
			}
			copied = append(copied, filepath.ToSlash(rel))
			return files.Copy(p, dst)
		})
		if err != nil {
			return nil, err
		}
	}
	return copied, nil
}

// removeDeletedStatic removes from an output that holds the last build
// (dev's) the copies of changed static files that no longer exist.
func removeDeletedStatic(site *config.Site, changed []string, out string) {
	for _, dir := range staticDirs(site) {
		for _, f := range changed {
			if !isBelow(f, dir) {
				continue
			}
			if _, err := os.Lstat(f); os.IsNotExist(err) {
				_ = os.Remove(filepath.Join(out, f[len(dir)+1:]))
			}
		}
	}
}

// staticDirs are the site's static folders as absolute paths.
func staticDirs(site *config.Site) []string {
	return sitePaths(site.Dir, site.StaticDirectories)
}

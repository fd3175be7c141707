// Package cachefile reads and writes what the built-in plugins keep
// between builds. A file is a blob (files.Seal): one protobuf message in
// a length-delimited stream, or the bytes of another standard encoding
// (JSON, gob), then a CRC-32C, so that a damaged file is known, not read,
// and written again by the next build. A store is a folder with a
// manifest that names its live files: any other file there is garbage,
// removed when the store is next written. A manifest written by another
// folio (files.StoreID) names nothing, so a foreign store is rewritten
// whole.
package cachefile

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// Write replaces file with a blob of m, through a new file (whatever was
// there, a folder too).
func Write(file string, m proto.Message) error {
	b, err := files.AppendMessage(nil, m)
	if err != nil {
		return err
	}
	return WriteBytes(file, b)
}

// Read fills m from the blob in file; files.ErrDamaged when it fails its
// checksum or does not hold one message.
func Read(file string, m proto.Message) error {
	b, err := ReadBytes(file)
	if err != nil {
		return err
	}
	n := 0
	err = files.Messages(b, func(message []byte) error {
		n++
		return proto.Unmarshal(message, m)
	})
	if err != nil || n != 1 {
		return files.ErrDamaged
	}
	return nil
}

// WriteBytes is Write for bytes of another standard encoding (JSON, gob).
func WriteBytes(file string, b []byte) error {
	b = files.Seal(b)
	err := files.WriteAtomic(file, b, 0o600)
	if info, lerr := os.Lstat(file); err != nil && lerr == nil && info.IsDir() && os.RemoveAll(file) == nil {
		err = files.WriteAtomic(file, b, 0o600)
	}
	return err
}

// ReadBytes returns what WriteBytes wrote, once its checksum is right.
func ReadBytes(file string) ([]byte, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return files.Unseal(b)
}

// ManifestName is the manifest's file in a store's folder.
const ManifestName = "manifest"

// Live returns the files dir's manifest names: none when there is no
// manifest, or a damaged one, or one of another folio.
func Live(dir string) []string {
	var m cachepb.Manifest
	if Read(filepath.Join(dir, ManifestName), &m) != nil || m.Store != files.StoreID() {
		return nil
	}
	return m.Files
}

// Commit writes dir's manifest naming live (files already written), then
// removes every other file of dir.
func Commit(dir string, live []string) error {
	live = slices.Sorted(slices.Values(live))
	if err := Write(filepath.Join(dir, ManifestName), &cachepb.Manifest{Store: files.StoreID(), Files: live}); err != nil {
		return err
	}
	Sweep(dir, append(live, ManifestName)...)
	return nil
}

// Sweep removes every file of dir but live, the files a manifest names. A
// temporary file (files.WriteAtomic's "*.tmp", or a hidden one such as the
// search index's ".index-*") younger than inFlight is left: another
// process (folio dev beside folio build) may be about to rename it.
func Sweep(dir string, live ...string) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		if slices.Contains(live, name) {
			continue
		}
		if strings.HasSuffix(name, ".tmp") || strings.HasPrefix(name, ".") {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) < inFlight {
				continue
			}
		}
		os.RemoveAll(filepath.Join(dir, name))
	}
}

const inFlight = 10 * time.Minute

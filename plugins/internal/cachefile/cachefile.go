// Package cachefile reads and writes what the built-in plugins keep
// between builds. A file is one protobuf message followed by a CRC-32C of
// its bytes (files.Checksum), so that a damaged file is known, not read,
// and written again by the next build. A store is a folder with a
// manifest that names its live files: any other file there is garbage,
// removed when the store is next written. A manifest written by another
// folio (files.StoreID) names nothing, so a foreign store is rewritten
// whole.
package cachefile

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/plugins/internal/cachepb"
)

// ErrDamaged is a file that fails its checksum or does not decode.
var ErrDamaged = errors.New("damaged cache file")

// Write replaces file with m and its checksum, through a new file
// (whatever was there, a folder too).
func Write(file string, m proto.Message) error {
	b, err := proto.Marshal(m)
	if err != nil {
		return err
	}
	b = binary.LittleEndian.AppendUint32(b, files.Checksum(b))
	err = files.WriteAtomic(file, b, 0o600)
	if info, lerr := os.Lstat(file); err != nil && lerr == nil && info.IsDir() && os.RemoveAll(file) == nil {
		err = files.WriteAtomic(file, b, 0o600)
	}
	return err
}

// Read fills m from file, once its checksum is right.
func Read(file string, m proto.Message) error {
	b, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	if len(b) < 4 || files.Checksum(b[:len(b)-4]) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		return ErrDamaged
	}
	if proto.Unmarshal(b[:len(b)-4], m) != nil {
		return ErrDamaged
	}
	return nil
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
// removes every other file of dir. A temporary file younger than
// inFlight is left: another process may be about to rename it.
func Commit(dir string, live []string) error {
	live = slices.Sorted(slices.Values(live))
	if err := Write(filepath.Join(dir, ManifestName), &cachepb.Manifest{Store: files.StoreID(), Files: live}); err != nil {
		return err
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		if name == ManifestName {
			continue
		}
		if _, ok := slices.BinarySearch(live, name); ok {
			continue
		}
		if strings.HasSuffix(name, ".tmp") {
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) < inFlight {
				continue
			}
		}
		os.RemoveAll(filepath.Join(dir, name))
	}
	return nil
}

const inFlight = 10 * time.Minute

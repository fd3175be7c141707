// Package cachefile reads and writes what the built-in plugins keep
// between builds. A file is a blob (files.Seal): one protobuf message in
// a length-delimited stream, or the bytes of another standard encoding
// (JSON, gob), then a CRC-32C, so that a damaged file is known, not read,
// and written again by the next build. A store is a folder with a
// manifest that names its live files (files.CommitStore, files.StoreFiles):
// any other file there is garbage. A manifest written by another folio
// (files.StoreID) names nothing, so a foreign store is rewritten whole.
package cachefile

import (
	"os"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/files"
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
func WriteBytes(file string, b []byte) error { return files.WriteSealed(file, b, 0o600) }

// ReadBytes returns what WriteBytes wrote, once its checksum is right.
func ReadBytes(file string) ([]byte, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	return files.Unseal(b)
}

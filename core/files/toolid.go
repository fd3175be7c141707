package files

import (
	"bytes"
	"crypto/sha256"
	"debug/elf"
	"encoding/hex"
	"io"
	"os"
	"sync"
)

// ToolID identifies the running program by what it is, not by where it
// lies or when it was written: the Go linker's build ID (a hash of the
// program's inputs and content) when the program has one, else a
// SHA-256 of its file. Whatever a cache holds of the program's own work
// is keyed by it: a new folio may write pages or records differently,
// and the same folio copied elsewhere writes them the same.
var ToolID = sync.OnceValue(func() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	return ProgramID(exe)
})

// ProgramID identifies a program file as ToolID does the running one ("":
// it cannot be read): an external plugin's binary is reused by it.
func ProgramID(exe string) string {
	if id := goBuildID(exe); id != "" {
		return "go:" + id
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
}

// goBuildID reads the build ID the Go linker puts into a program: an ELF
// note on Linux, a marked string at the start of the code on macOS and
// Windows (as `go tool buildid` finds it). Reading it costs a few
// kilobytes, where hashing the program costs tens of milliseconds.
func goBuildID(exe string) string {
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		if s := f.Section(".note.go.buildid"); s != nil {
			if b, err := s.Data(); err == nil && len(b) > 16 {
				// namesz, descsz, type, then "Go\x00\x00" and the ID.
				return string(bytes.TrimRight(b[16:], "\x00"))
			}
		}
		return ""
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, head)
	const marker = "\xff Go build ID: \""
	i := bytes.Index(head[:n], []byte(marker))
	if i < 0 {
		return ""
	}
	rest := head[i+len(marker) : n]
	if j := bytes.IndexByte(rest, '"'); j > 0 {
		return string(rest[:j])
	}
	return ""
}

// storeFormat names the layout of everything folio keeps between builds.
// It is the one format version there is: every record, blob and key of
// the core's and the built-in plugins' caches carries StoreID, and the
// tool identity in it already changes with every change of folio's code,
// so this needs changing only for a folio built without a build ID whose
// bytes stay the same (never, in practice).
const storeFormat = "folio-store-1"

// StoreID is what every kept record is written for: the store's format
// and the program that wrote it. A record of another StoreID is not read.
var StoreID = sync.OnceValue(func() string { return storeFormat + " " + ToolID() })

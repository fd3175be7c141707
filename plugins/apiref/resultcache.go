package apiref

import (
	"bufio"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"regexp"

	corefiles "github.com/folio-docs/folio/core/files"
)

// The generated docs are kept on disk too, under the generation's key
// (runKey) and the folio binary's: each `folio build` starts a new docs
// plugin, which would otherwise decode TypeDoc's JSON and write every API
// page again for the same docs. On the Lexical site that was 40% of a
// warm build's docs Load, about 150 ms of CPU; reading the docs back is a
// few milliseconds. A file that is missing, stale or damaged costs one
// generation, which writes it anew.

// storedResult is what the file holds.
type storedResult struct {
	Docs       []Doc
	Categories []Category
}

// resultName matches the files of kept generations only.
var resultName = regexp.MustCompile(`^reference-[0-9a-f]{20}\.gob$`)

// resultFile is where the generation with the given run key is kept.
func resultFile(opts Options, key string) string {
	h := sha256.New()
	io.WriteString(h, corefiles.StoreID()+"\x00"+key)
	return filepath.Join(cacheDir(opts), "reference-"+hex.EncodeToString(h.Sum(nil))[:20]+".gob")
}

// readResult reads a kept generation.
func readResult(file string) (*Result, bool) {
	f, err := os.Open(file)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	var st storedResult
	if gob.NewDecoder(bufio.NewReader(f)).Decode(&st) != nil {
		return nil, false
	}
	return &Result{Docs: st.Docs, Categories: st.Categories, FromCache: true}, true
}

// writeResult keeps a generation, in place of any other: only the last
// one is ever read again. Failing to keep it costs the next build time,
// never its result, so it is not an error.
func writeResult(file string, res *Result) {
	dir := filepath.Dir(file)
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	err := corefiles.WriteAtomicFunc(file, 0o644, func(w io.Writer) error {
		return gob.NewEncoder(w).Encode(storedResult{Docs: res.Docs, Categories: res.Categories})
	})
	if err != nil {
		return
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if resultName.MatchString(e.Name()) && e.Name() != filepath.Base(file) {
			_ = os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

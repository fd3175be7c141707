package apiref

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"

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

// resultFile is where the generation with the given run key is kept.
func resultFile(opts Options, key string) string {
	h := sha256.New()
	io.WriteString(h, corefiles.StoreID()+"\x00"+key)
	return filepath.Join(storeDir(opts), "reference-"+hex.EncodeToString(h.Sum(nil))[:20]+".gob")
}

// readResult reads a kept generation.
func readResult(file string) (*Result, bool) {
	data, err := corefiles.ReadSealed(file)
	if err != nil {
		return nil, false
	}
	var st storedResult
	if gob.NewDecoder(bytes.NewReader(data)).Decode(&st) != nil {
		return nil, false
	}
	return &Result{Docs: st.Docs, Categories: st.Categories, FromCache: true}, true
}

// writeResult keeps a generation, and makes it and the TypeDoc output it
// was made from (typedoc, "" without one) the store's live files: only
// they are ever read again. Failing to keep it costs the next build time,
// never its result, so it is not an error.
func writeResult(file, typedoc string, res *Result) {
	dir := filepath.Dir(file)
	var b bytes.Buffer
	if os.MkdirAll(dir, 0o755) != nil || gob.NewEncoder(&b).Encode(storedResult{Docs: res.Docs, Categories: res.Categories}) != nil ||
		corefiles.WriteSealed(file, b.Bytes(), 0o600) != nil {
		return
	}
	live := []string{filepath.Base(file)}
	if typedoc != "" {
		live = append(live, typedoc)
	}
	_ = corefiles.CommitStore(dir, live)
}

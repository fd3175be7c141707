package apiref

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"
)

// lastRun remembers this process's last generation. folio dev keeps the
// docs plugin running and loads it again after every edit of a guide:
// while the options and the installed packages stay the same, so do the
// generated docs, and they are handed back without decoding anything.
var lastRun struct {
	sync.Mutex
	key string
	res *Result
}

// runKey identifies a generation: the options, the lockfile, what the
// packages' folders hold that the docs come from (package.json, and the
// README's size and time) and the ledger's key of what TypeDoc reads
// (inputsKey).
func runKey(opts Options, pkgs []*installedPackage, inputsKey string) string {
	h := sha256.New()
	options, _ := json.Marshal(opts)
	h.Write(options)
	io.WriteString(h, "\x00"+inputsKey+"\x00")
	if lock, err := os.ReadFile(filepath.Join(opts.SiteDir, "package-lock.json")); err == nil {
		h.Write(lock)
	}
	for _, p := range pkgs {
		io.WriteString(h, "\x00"+p.Name+"\x00")
		h.Write(p.Raw)
		if file, ok := findReadme(p.Dir); ok {
			if st, err := os.Stat(file); err == nil {
				fmt.Fprintf(h, "\x00%d %d", st.Size(), st.ModTime().UnixNano())
			}
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// remembered returns the last generation if it had the same key.
func remembered(key string) (*Result, bool) {
	lastRun.Lock()
	defer lastRun.Unlock()
	if lastRun.res == nil || lastRun.key != key {
		return nil, false
	}
	again := *lastRun.res
	again.FromCache, again.TypeDoc = true, 0
	return &again, true
}

func remember(key string, res *Result) {
	lastRun.Lock()
	defer lastRun.Unlock()
	lastRun.key, lastRun.res = key, res
}

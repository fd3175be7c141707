package apiref

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	corefiles "github.com/folio-docs/folio/core/files"
)

// cacheKey identifies one TypeDoc run: the lockfile (what is installed),
// the documented packages' package.json files (in case node_modules was
// changed by hand), the ledger's key of what TypeDoc reads (inputsKey:
// typedocInputsKey: the declaration files, TypeDoc itself), the entry
// points, and the generator itself: its script and the folio binary
// (corefiles.StoreID).
func cacheKey(siteDir string, pkgs []*installedPackage, entries []entryPoint, inputsKey string) string {
	h := sha256.New()
	io.WriteString(h, corefiles.StoreID()+"\x00"+inputsKey+"\x00")
	h.Write(runnerScript)
	if lock, err := os.ReadFile(filepath.Join(siteDir, "package-lock.json")); err == nil {
		io.WriteString(h, "\x00lock\x00")
		h.Write(lock)
	}
	// The same set in another order is the same run.
	pkgs = slices.Clone(pkgs)
	slices.SortFunc(pkgs, func(a, b *installedPackage) int { return strings.Compare(a.Name, b.Name) })
	for _, p := range pkgs {
		io.WriteString(h, "\x00pkg\x00"+p.Name+"\x00")
		h.Write(p.Raw)
	}
	entries = slices.Clone(entries)
	slices.SortFunc(entries, func(a, b entryPoint) int { return strings.Compare(a.Module, b.Module) })
	for _, e := range entries {
		rel, _ := filepath.Rel(siteDir, e.File)
		io.WriteString(h, "\x00entry\x00"+e.Module+"\x00"+filepath.ToSlash(rel))
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// storeDir is the apiref plugin's store (core/files/store.go):
// TypeDoc's output and the generated docs, under their keys; its manifest
// names the ones the last generation used, and the others are removed.
func storeDir(opts Options) string { return filepath.Join(cacheDir(opts), "apiref") }

// cacheFile is where a run's JSON is kept.
func cacheFile(dir, key string) string {
	return filepath.Join(dir, "typedoc-"+key+".json")
}

// loadProject returns TypeDoc's output for the entry points, and the name
// of the store's file that holds it: from the store when the key matches,
// else from a TypeDoc run written there. fromCache says which.
func loadProject(ctx context.Context, opts Options, pkgs []*installedPackage, entries []entryPoint, inputsKey string) (out *runnerOutput, kept string, fromCache bool, err error) {
	dir := storeDir(opts)
	file := cacheFile(dir, cacheKey(opts.SiteDir, pkgs, entries, inputsKey))
	if data, err := corefiles.ReadSealed(file); err == nil {
		if out, err := decodeRunnerOutput(data); err == nil {
			return out, filepath.Base(file), true, nil
		}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, "", false, fmt.Errorf("typedoc cache: %w", err)
	}
	raw := file + ".typedoc"
	defer os.Remove(raw)
	if err := runTypeDoc(ctx, opts, entries, raw); err != nil {
		return nil, "", false, err
	}
	data, err := os.ReadFile(raw)
	if err == nil {
		out, err = decodeRunnerOutput(data)
	}
	if err != nil {
		return nil, "", false, fmt.Errorf("typedoc output %s: %w", raw, err)
	}
	compact(out)
	data, err = encodeCache(out)
	if err == nil {
		err = corefiles.WriteSealed(file, data, 0o600)
	}
	if err != nil {
		return nil, "", false, fmt.Errorf("typedoc cache: %w", err)
	}
	return out, filepath.Base(file), false, nil
}

func decodeRunnerOutput(data []byte) (*runnerOutput, error) {
	out := &runnerOutput{}
	if err := json.Unmarshal(data, out); err != nil {
		return nil, err
	}
	if out.Project == nil {
		return nil, fmt.Errorf("no project in the file")
	}
	return out, nil
}

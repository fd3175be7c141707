package build

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/folio-docs/folio/core/bundle"
	"github.com/folio-docs/folio/core/files"
)

// buildCache lets `folio build` reuse its last work, as Hugo does: the
// bundle, when none of its inputs changed, and each page whose
// fingerprint (everything it is made of) is unchanged. A cache that is
// missing, stale or unreadable only costs a full build. It is a main file
// (cacheHead) and the page records in bucket files beside it.
type buildCache struct {
	cacheHead
	Buckets [][]*pageRecord
}

// cacheHead is the cache's main file.
type cacheHead struct {
	// Store is files.StoreID: another folio's first build renders all.
	Store       string
	BundleKey   string
	Inputs      []bundleInputs // the ledger's records of what the bundle read
	Bundle      *bundle.Result
	ServerStamp outStamp // of the kept server bundle
	// Strings are the scans' strings (linkstore.go), and FreshStrings how
	// many there were when the table was last made anew.
	Strings      []string
	FreshStrings int
	// BucketFiles hold the page records, Records of them in all.
	BucketFiles []string
	Records     int
	// Output and Spare are the builds whose manifests are the served
	// output's and the spare's; "" for none.
	Output, Spare string
	Utilities     *utilityScan
	// Plugins are the last build's plugins, for the next to reuse
	// (reuse.go); none when one of them could not be.
	Plugins []pluginRecord
}

// cachePaths are the site's cache and cached server bundle for an output.
func cachePaths(siteDir, outDir string) (index, server string) {
	dir, id := cacheDir(siteDir), outputID(outDir)
	return filepath.Join(dir, mainKind.name(id, "")), filepath.Join(dir, serverKind.name(id, ""))
}

// cacheDir is the site's folder for what folio keeps between builds.
func cacheDir(siteDir string) string {
	return filepath.Join(siteDir, "node_modules", ".cache", "folio")
}

// outputID names an output folder in the cache's file names.
func outputID(outDir string) string {
	sum := sha256.Sum256([]byte(outDir))
	return hex.EncodeToString(sum[:4])
}

// The main file is gob (JSON took five times as long at 100,000 pages),
// sealed by a CRC-32C: a flipped bit may still decode, into a wrong name.

// readCacheHead reads the cache's main file; nil when there is none, or
// a damaged one, or one of another folio.
func readCacheHead(file string) *cacheHead {
	checkedBlobs.Clear()
	b, err := files.ReadSealed(file)
	var h cacheHead
	if err != nil || gob.NewDecoder(bytes.NewReader(b)).Decode(&h) != nil || h.Store != files.StoreID() {
		return nil
	}
	return &h
}

// readCacheRecords reads the page records of the cache whose main file
// (file) holds head; nil when they are not the ones head names.
func readCacheRecords(file string, head *cacheHead) *buildCache {
	if head == nil {
		return nil
	}
	c := buildCache{cacheHead: *head}
	var err error
	if c.Buckets, err = readBlobs(file, c.BucketFiles, newPageRecord); err != nil || c.records() != c.Records {
		return nil // not the buckets this file was written with
	}
	return &c
}

// records counts the cache's page records.
func (c *buildCache) records() int {
	n := 0
	for _, b := range c.Buckets {
		n += len(b)
	}
	return n
}

// write writes the buckets not written already (stored: those the
// session's cache was read with), then the main file.
func (c *buildCache) write(file string, stored storedBuckets) error {
	c.Store = files.StoreID()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	// A bucket that holds the records of stored's at its place, whose file
	// this process read whole, keeps that name without being encoded again
	// (encoding every bucket cost 20 ms at 10,000 pages).
	names, err := writeBlobs(file, files.StoreID(), c.Buckets, func(i int) string {
		if len(stored.records) == len(c.Buckets) && slices.EqualFunc(c.Buckets[i], stored.records[i], sameRecord) {
			if _, ok := checkedBlobs.Load(filepath.Join(filepath.Dir(file), stored.names[i])); ok {
				return stored.names[i]
			}
		}
		return ""
	})
	if err != nil {
		return err
	}
	c.BucketFiles, c.Records = names, c.records()
	var head bytes.Buffer
	if err := gob.NewEncoder(&head).Encode(&c.cacheHead); err != nil {
		return err
	}
	if err = files.WriteSealed(file, head.Bytes(), 0o644); err == nil {
		for _, p := range c.Plugins {
			names = append(names, p.Stream...)
		}
		removeGarbage(file, &c.cacheHead, names)
	}
	return err
}

// bundleKey names everything a bundle depends on besides its input
// files and the routes its MDX pages' links looked up (linksHold): the
// components, the site data and the options.
func bundleKey(opts bundle.Options) string {
	h := sha256.New()
	keys := slices.Sorted(slices.Values(opts.Components))
	h.Write([]byte(files.StoreID() + "\x00" + strings.Join(keys, "\n") + "\x00" + opts.BaseURL + "\x00"))
	h.Write([]byte(opts.Themes.SiteDir + "\x00" + opts.Themes.ThemeDir + "\x00" + opts.Themes.FallbackDir + "\x00"))
	h.Write(opts.SiteJSON)
	// Which utility stylesheets ship depends on files the bundle may not
	// read (an .mdx page naming a class).
	h.Write([]byte(strings.Join(opts.UtilityCSS, "\n") + "\x00"))
	return hex.EncodeToString(h.Sum(nil))
}

// readCache gives a session's first `folio build` what the last one into
// the same folder left.
func (s *Session) readCache(head *cacheHead) {
	file, server := cachePaths(s.site.Dir, s.OutDir())
	if head != nil {
		s.utilities = head.Utilities // stamped file by file: no page record needed
	}
	c := readCacheRecords(file, head)
	if c == nil {
		return
	}
	if c.Bundle != nil && s.code == nil {
		s.code = &code{key: c.BundleKey, inputs: c.Inputs, files: set(c.Bundle.Inputs), bundled: c.Bundle, server: server, saved: true, serverStamp: c.ServerStamp}
	}
	s.last = make(map[string]builtPage, c.Records)
	for _, b := range c.Buckets {
		for _, r := range b {
			s.last[r.Path] = builtPage{fingerprint: r.Fingerprint, file: r.File, data: r.Data, plugin: r.Plugin, pluginPath: r.PluginPath, digest: r.Digest, stored: r.Scan, broken: r.Broken}
		}
	}
	manifest := func(id string) *outputFiles { return readManifest(manifestPath(s.site.Dir, s.OutDir(), id), id) }
	s.lastFiles, s.spareFiles = manifest(c.Output), manifest(c.Spare)
	s.storedBuckets = storedBuckets{c.Buckets, c.BucketFiles}
	s.cacheStrings, s.cacheFresh = c.Strings, c.FreshStrings
}

// writeCache records the session's last build for the next one. A cache
// that cannot be written is removed: one not to be trusted is worse than
// none.
func (s *Session) writeCache() {
	file, _ := cachePaths(s.site.Dir, s.OutDir())
	// The plugins' Load streams and the manifests are written meanwhile.
	plugins := make(chan []pluginRecord, 1)
	go func() { plugins <- s.pluginRecords(file, files.StoreID()) }()
	saved := func(f *outputFiles) string {
		if f == nil || f.ID == "" || writeManifest(manifestPath(s.site.Dir, s.OutDir(), f.ID), f) != nil {
			return ""
		}
		return f.ID
	}
	var manifests sync.WaitGroup
	var output, spare string
	manifests.Go(func() { output = saved(s.lastFiles) })
	manifests.Go(func() { spare = saved(s.spareFiles) })
	// Kept pages' scans are stored as read, against the same strings,
	// which new pages' strings extend (encoding them all again cost a
	// 100,000-page build a second), until the table has doubled since it
	// was last made anew: deleted pages' strings stay in it until then.
	table, reuse := stringTableOf(nil), s.cacheStrings != nil && len(s.cacheStrings) < 2*s.cacheFresh+1024
	if reuse {
		table = stringTableOf(s.cacheStrings)
	}
	records := make([]*pageRecord, 0, len(s.last))
	for path, p := range s.last {
		stored := p.stored
		if stored == nil || !reuse {
			stored = table.store(s.scan(p))
		}
		records = append(records, &pageRecord{Path: path, Fingerprint: p.fingerprint, File: p.file, Data: p.data, Plugin: p.plugin, PluginPath: p.pluginPath, Digest: p.digest, Scan: stored, Broken: p.broken})
	}
	c := &buildCache{Buckets: buckets(records)}
	c.Strings, c.FreshStrings = table.list, s.cacheFresh
	if !reuse {
		c.FreshStrings = len(table.list)
	}
	manifests.Wait()
	c.Output, c.Spare = output, spare
	if s.code != nil && s.code.saved {
		c.BundleKey, c.Inputs, c.Bundle, c.ServerStamp = s.code.key, s.code.inputs, s.code.bundled, s.code.serverStamp
	}
	c.Utilities = s.utilities
	c.Plugins = <-plugins
	if c.write(file, s.storedBuckets) != nil {
		s.storedBuckets = storedBuckets{}
		_ = os.Remove(file)
		return
	}
	s.storedBuckets = storedBuckets{c.Buckets, c.BucketFiles}
}

// reuseFile puts a file of the previous output into the new one, a hard
// link where the file system allows it, else a copy: only while it is the
// one the previous build wrote, by its stamp in prev.
func reuseFile(prevOut string, prev *outputFiles, out, rel string) error {
	if !prev.holds(prevOut, rel) {
		return errChangedOutput
	}
	src := filepath.Join(prevOut, filepath.FromSlash(rel))
	dst := filepath.Join(out, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	if err := os.Link(src, dst); err == nil || errors.Is(err, os.ErrExist) {
		return nil
	}
	return files.Copy(src, dst)
}

// saveServerBundle keeps the server bundle for the next build.
func saveServerBundle(from, to string) error {
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	// Its source map goes along (render errors are placed through it); a
	// map that cannot be copied must not stay beside another bundle.
	if files.Copy(from+".map", to+".map.tmp") != nil || os.Rename(to+".map.tmp", to+".map") != nil {
		os.Remove(to + ".map")
	}
	tmp := to + ".tmp"
	if err := files.Copy(from, tmp); err != nil {
		return err
	}
	return os.Rename(tmp, to)
}

// pageWideKey hashes what every page depends on besides its own inputs.
func pageWideKey(bundled *bundle.Result, siteJSON []byte, extras pageExtras) string {
	h := sha256.New()
	b, _ := json.Marshal(struct {
		Client     bundle.Asset
		Components map[string]bundle.Asset
	}{bundled.Client, bundled.Components})
	h.Write(b)
	h.Write(siteJSON)
	h.Write([]byte(extras.head + "\x00" + extras.bodyEnd))
	return hex.EncodeToString(h.Sum(nil))
}

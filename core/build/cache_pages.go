package build

import (
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/gob"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/parallel"
)

// The cache's page records live in files of their own beside its main
// file. The records are split by a hash of their route path into buckets
// of about pagesPerBucket, and each bucket is one file named by a hash of
// the records it holds. A build names again every bucket whose records
// did not change and writes only the others: after a one-doc edit those
// are the edited page's bucket and the bucket of the page edited the
// build before (its spare record moves on). Writing every page's record
// on every build cost a one-edit build at 10,000 pages 130 ms of gob
// encoding for 7 MB of which 7 KB had changed.

// pagesPerBucket is about how many records a bucket file holds (a
// variable: the tests' small sites use several buckets with a small one).
var pagesPerBucket = 256

// pageRecord is what the cache holds for one route path: the last build's
// page there, and the spare's (the output of the build before it, which
// the next build starts from: recycle.go).
type pageRecord struct {
	Path string
	// Page is the last build's page at Path; Built is false when that
	// build has none (a page it deleted is still the spare's).
	Page  cachedPage
	Built bool
	// SpareIsPage says that the spare's page at Path is Page, as it is for
	// every page the last build did not change; otherwise Spare is the
	// spare's page (nil when the spare has none at Path).
	SpareIsPage bool
	Spare       *sparePage
}

// recordOf is the record of the last build's page at path, with the
// spare's page there.
func recordOf(path string, p cachedPage, spare *outputFiles) pageRecord {
	r := pageRecord{Path: path, Page: p, Built: true}
	if spare == nil {
		return r
	}
	if sp, ok := spare.Pages[path]; ok {
		if sp == (sparePage{Fingerprint: p.Fingerprint, File: p.File, Data: p.Data}) {
			r.SpareIsPage = true
		} else {
			r.Spare = &sp
		}
	}
	return r
}

// buckets sorts records into their buckets, each in path order so that
// the same records make the same bucket, and returns the buckets.
func buckets(records []pageRecord) [][]pageRecord {
	n := 1
	for n*pagesPerBucket < len(records) {
		n *= 2
	}
	of := make([]int32, len(records))
	start := make([]int, n+1)
	for i := range records {
		of[i] = int32(bucketOf(records[i].Path, n))
		start[of[i]+1]++
	}
	for b := 1; b <= n; b++ {
		start[b] += start[b-1]
	}
	sorted, next := make([]pageRecord, len(records)), slices.Clone(start[:n])
	for i := range records {
		sorted[next[of[i]]] = records[i]
		next[of[i]]++
	}
	out := make([][]pageRecord, n)
	for b := range out {
		out[b] = sorted[start[b]:start[b+1]:start[b+1]]
		slices.SortFunc(out[b], func(x, y pageRecord) int { return strings.Compare(x.Path, y.Path) })
	}
	return out
}

// bucketOf is the bucket of a path among n (a power of two): FNV-1a.
func bucketOf(path string, n int) int {
	h := uint32(2166136261)
	for i := 0; i < len(path); i++ {
		h = (h ^ uint32(path[i])) * 16777619
	}
	return int(h & uint32(n-1))
}

// bucketKey hashes a bucket's records and seed (the cache version and
// the binary). It names the bucket's file: a file of that name holds
// these records, whatever build wrote it. (A scan's bytes index into the
// string table of the main file written with them; the records a build
// writes are right against its table, so the same records from a file
// an earlier build wrote are too.)
func bucketKey(seed string, records []pageRecord) string {
	h := sha256.New()
	buf := make([]byte, 0, 32<<10)
	str := func(s string) {
		buf = binary.AppendUvarint(buf, uint64(len(s)))
		buf = append(buf, s...)
	}
	str(seed)
	for i := range records {
		r := &records[i]
		str(r.Path)
		p := &r.Page
		for _, s := range [...]string{p.Fingerprint, p.File, p.Data, p.Plugin, p.PluginPath, p.Digest} {
			str(s)
		}
		flags := byte(0)
		if r.Built {
			flags |= 1
		}
		if r.SpareIsPage {
			flags |= 2
		}
		if r.Spare != nil {
			flags |= 4
			str(r.Spare.Fingerprint)
			str(r.Spare.File)
			str(r.Spare.Data)
		}
		if p.Scan != nil {
			flags |= 8
			str(string(p.Scan.IDs))
			str(string(p.Scan.Links))
		}
		buf = append(buf, flags)
		buf = binary.AppendUvarint(buf, uint64(len(p.Broken)))
		for _, b := range p.Broken {
			str(b.Href)
			str(b.Target)
			str(b.Frag)
			buf = append(buf, boolByte(b.Anchor))
		}
		if len(buf) > 16<<10 {
			h.Write(buf)
			buf = buf[:0]
		}
	}
	h.Write(buf)
	return hex.EncodeToString(h.Sum(nil)[:16])
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// bucketFile is the file of the bucket with key beside the cache's main
// file: "build-<output id>-<key>.gob".
func bucketFile(main, key string) string {
	return strings.TrimSuffix(main, ".gob") + "-" + key + ".gob"
}

// writeBuckets writes the buckets whose files are not there yet and
// returns every bucket's file name, in bucket order.
func writeBuckets(main, seed string, bs [][]pageRecord) ([]string, error) {
	names := make([]string, len(bs))
	err := parallel.ForEach(context.Background(), len(bs), func(i int) error {
		file := bucketFile(main, bucketKey(seed, bs[i]))
		names[i] = filepath.Base(file)
		if _, err := os.Stat(file); err == nil {
			return nil // the same records, written by an earlier build
		}
		return files.WriteAtomicFunc(file, 0o644, func(w io.Writer) error {
			return gob.NewEncoder(w).Encode(bs[i])
		})
	})
	return names, err
}

// readBuckets reads the named bucket files beside main; nil when one is
// missing or damaged.
func readBuckets(main string, names []string) [][]pageRecord {
	out := make([][]pageRecord, len(names))
	var mu sync.Mutex
	failed := false
	_ = parallel.ForEach(context.Background(), len(names), func(i int) error {
		f, err := os.Open(filepath.Join(filepath.Dir(main), names[i]))
		if err == nil {
			err = gob.NewDecoder(f).Decode(&out[i])
			f.Close()
		}
		if err != nil {
			mu.Lock()
			failed = true
			mu.Unlock()
		}
		return nil
	})
	if failed {
		return nil
	}
	return out
}

// removeStaleBuckets removes the bucket files of main that names does not
// list (the buckets the last write replaced, and any left by a build that
// stopped before writing its main file), and a JSON cache of an older
// folio for the same output.
func removeStaleBuckets(main string, names []string) {
	dir := filepath.Dir(main)
	prefix := strings.TrimSuffix(filepath.Base(main), ".gob") + "-"
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	keep := make(map[string]bool, len(names))
	for _, n := range names {
		keep[n] = true
	}
	for _, e := range entries {
		name := e.Name()
		key, ok := strings.CutSuffix(strings.TrimPrefix(name, prefix), ".gob")
		if ok && len(name) > len(prefix) && strings.HasPrefix(name, prefix) && isHexKey(key) && !keep[name] {
			_ = os.Remove(filepath.Join(dir, name))
		}
	}
	_ = os.Remove(strings.TrimSuffix(main, ".gob") + ".json")
}

// isHexKey reports whether s is a bucket key (bucketKey).
func isHexKey(s string) bool {
	if len(s) != 32 {
		return false
	}
	_, err := hex.DecodeString(s)
	return err == nil
}

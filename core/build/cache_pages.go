package build

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/core/build/storepb"
	"github.com/folio-docs/folio/core/files"
	"github.com/folio-docs/folio/core/parallel"
)

// The cache's page records are split by a hash of their route path into
// buckets, each a blob beside the main file named by a hash of its bytes
// and the store's identity. A build writes only the buckets whose records
// changed (one or two after a one-doc edit) and names the others again:
// writing every record cost a one-edit build at 10,000 pages 130 ms for
// 7 MB of which 7 KB had changed. bench/store: encoding every bucket
// takes 20 ms there, decoding 18 ms (gob took 26 ms each).

// pagesPerBucket is about how many records a bucket holds (a variable for
// the tests' small sites).
var pagesPerBucket = 256

type pageRecord = storepb.PageRecord

func newPageRecord() *pageRecord { return &pageRecord{} }

// buckets sorts records into their buckets, each in path order: the same
// records make the same bucket.
func buckets(records []*pageRecord) [][]*pageRecord {
	n := 1
	for n*pagesPerBucket < len(records) {
		n *= 2
	}
	out := make([][]*pageRecord, n)
	for _, r := range records {
		b := bucketOf(r.Path, n)
		out[b] = append(out[b], r)
	}
	for _, b := range out {
		slices.SortFunc(b, func(x, y *pageRecord) int { return strings.Compare(x.Path, y.Path) })
	}
	return out
}

// bucketOf is the bucket of a path among n (a power of two): FNV-1a.
func bucketOf(path string, n int) int { return int(files.FNV32a(path) & uint32(n-1)) }

// storedBuckets are the buckets a cache was read with, and their names.
type storedBuckets struct {
	records [][]*pageRecord
	names   []string
}

// writeBlobs writes each chunk of messages (page buckets, Load streams)
// as a blob beside the main file and returns their names. kept, when not
// nil, names a chunk's blob that needs no writing ("" when it does).
func writeBlobs[M proto.Message](main, seed string, chunks [][]M, kept func(i int) string) ([]string, error) {
	names := make([]string, len(chunks))
	err := parallel.ForEach(context.Background(), len(chunks), func(i int) error {
		if kept != nil {
			if names[i] = kept(i); names[i] != "" {
				return nil
			}
		}
		buf := bucketBuffers.Get().(*[]byte)
		defer bucketBuffers.Put(buf)
		var err error
		if *buf, err = files.AppendMessages((*buf)[:0], chunks[i]); err != nil {
			return err
		}
		names[i], *buf, err = writeCacheFile(main, seed, *buf)
		return err
	})
	return names, err
}

// sameRecord says whether two records encode to the same bytes, field by
// field (TestSameRecordSeesEveryField): kept pages share their strings and
// scans with the records read, so most comparisons end at a pointer.
func sameRecord(a, b *pageRecord) bool {
	if a.Path != b.Path || a.Fingerprint != b.Fingerprint || a.File != b.File || a.Data != b.Data || a.Plugin != b.Plugin ||
		a.PluginPath != b.PluginPath || a.Digest != b.Digest || (a.Scan == nil) != (b.Scan == nil) {
		return false
	}
	if a.Scan != nil && (!bytes.Equal(a.Scan.Ids, b.Scan.Ids) || !bytes.Equal(a.Scan.Links, b.Scan.Links)) {
		return false
	}
	return slices.EqualFunc(a.Broken, b.Broken, func(x, y *storepb.BrokenLink) bool {
		return x.Href == y.Href && x.Target == y.Target && x.Frag == y.Frag && x.Anchor == y.Anchor
	})
}

// writeCacheFile writes body as a blob beside the main file, named by a
// hash of seed and the blob, and returns the name and the blob. A file of
// that name is left alone only when it holds these bytes (checked, or read
// back equal): else every later build would reject it.
func writeCacheFile(main, seed string, body []byte) (string, []byte, error) {
	body = files.Seal(body)
	h := sha256.New()
	h.Write([]byte(seed))
	h.Write(body)
	out, _, _ := mainKind.parse(filepath.Base(main))
	file := filepath.Join(filepath.Dir(main), blobKind.name(out, hex.EncodeToString(h.Sum(nil)[:16])))
	if _, ok := checkedBlobs.Load(file); ok {
		return filepath.Base(file), body, nil
	}
	if old, err := os.ReadFile(file); err == nil && bytes.Equal(old, body) {
		return filepath.Base(file), body, nil
	}
	return filepath.Base(file), body, files.WriteAtomic(file, body, 0o644)
}

// checkedBlobs are the files readBlobs found whole since readCacheHead.
var checkedBlobs sync.Map

// bucketBuffers are reused: fresh memory costs a page fault every 4 KB,
// which was most of the cost of encoding each bucket into a new buffer.
var bucketBuffers = sync.Pool{New: func() any { return new([]byte) }}

// readBlobs reads the blobs writeBlobs wrote; an error when one is
// missing or damaged. Only one that decodes counts as checked.
func readBlobs[M proto.Message](main string, names []string, newM func() M) ([][]M, error) {
	out := make([][]M, len(names))
	err := parallel.ForEach(context.Background(), len(names), func(i int) error {
		file := filepath.Join(filepath.Dir(main), names[i])
		checkedBlobs.Delete(file)
		body, err := files.ReadSealed(file)
		if err == nil {
			out[i], err = files.DecodeMessages(body, newM)
		}
		if err == nil {
			checkedBlobs.Store(file, true)
		}
		return err
	})
	return out, err
}

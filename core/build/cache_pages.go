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
// buckets of about pagesPerBucket, each one file beside the main file,
// named by a hash of its records. A build writes only the buckets whose
// records changed (after a one-doc edit, one or two) and names the
// others again: writing every record cost a one-edit build at 10,000
// pages 130 ms for 7 MB of which 7 KB had changed.

// pagesPerBucket is about how many records a bucket file holds (a
// variable: the tests' small sites use several buckets with a small one).
var pagesPerBucket = 256

// pageRecord is the last build's page at one route path (store.proto).
type pageRecord = storepb.PageRecord

func newPageRecord() *pageRecord { return &pageRecord{} }

// buckets sorts records into their buckets, each in path order so that
// the same records make the same bucket, and returns the buckets.
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

// A bucket file is a blob (files.Seal): its records as a protobuf stream
// of storepb.PageRecord, in path order, then their checksum, named by a
// hash of those bytes and of the store's identity, so a file of that name
// holds these records whatever build wrote it. (A scan indexes into the
// string table of the main file written with it: the same records are
// right against it, whoever wrote them.) bench/store measures it: at
// 10,000 docs a one-edit build encodes every bucket in 20 ms and
// decodes them in 18 ms, 1.5% and 1.3% of its CPU; gob took 26 ms each.

// storedBuckets are the buckets a cache was read with, and their files'
// names.
type storedBuckets struct {
	records [][]*pageRecord
	names   []string
}

// writeBuckets writes the buckets whose files are not there yet and
// returns every bucket's file name, in bucket order. A bucket that holds
// the records of the bucket at its place in stored, whose file this
// process read whole, keeps that file's name without being encoded again:
// encoding every bucket to name it cost a 10,000-page one-edit build
// 20 ms, for the one or two buckets that changed.
func writeBuckets(main, seed string, bs [][]*pageRecord, stored storedBuckets) ([]string, error) {
	return writeBlobs(main, seed, bs, func(i int) string {
		if len(stored.records) == len(bs) && slices.EqualFunc(bs[i], stored.records[i], sameRecord) {
			if _, ok := checkedBlobs.Load(filepath.Join(filepath.Dir(main), stored.names[i])); ok {
				return stored.names[i]
			}
		}
		return ""
	})
}

// writeBlobs writes each chunk of messages as a blob beside the cache's
// main file (writeCacheFile: the page buckets, the Load streams) and
// returns every blob's file name, in chunk order. kept, when not nil,
// names a chunk's blob that needs no writing ("" when it does).
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

// sameRecord says whether two records encode to the same bytes: every
// field of store.proto's PageRecord and the messages in it is compared
// (TestSameRecordSeesEveryField changes each one). Kept pages share their
// strings and scans with the records read, so most comparisons end at a
// pointer.
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

// writeCacheFile writes body as a blob (files.Seal) beside the cache's
// main file, named by a hash of seed and the blob, and returns the name
// and the blob. A file of that name is left alone only when it holds these
// bytes (this process checked it, or it reads back equal): a damaged one
// is written again, else every later build would reject it.
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

// checkedBlobs are the files readBlobs found whole since the
// session's start (readCacheHead clears it): writeCacheFile need not read
// them again.
var checkedBlobs sync.Map

// bucketBuffers are the buffers buckets are encoded into, each used for
// many buckets: memory the process has touched already is cheap to fill,
// fresh memory costs a page fault every 4 KB, which was most of the cost
// of encoding a new buffer for each bucket.
var bucketBuffers = sync.Pool{New: func() any { return new([]byte) }}

// readBlobs reads the blobs writeBlobs wrote: each one's messages, made
// by newM; an error when one is missing or damaged. Only a blob that
// passes its checksum and decodes counts as checked: another is written
// again by the next writeCacheFile of its name.
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

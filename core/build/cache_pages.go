package build

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"unsafe"

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
func bucketOf(path string, n int) int { return int(files.FNV32a(path) & uint32(n-1)) }

// A bucket file is its records in a compact binary form (encodeBucket),
// then a CRC-32 of them. It is named by a hash of those bytes and of the
// cache version and binary: a file of that name holds these records,
// whatever build wrote it. (A scan's bytes index into the string table of
// the main file written with them; the records a build writes are right
// against its table, so the same records in a file an earlier build
// wrote are too.) Gob took 110 ms of a 10,000-page build to decode the
// records and most of the cost of writing them; this form is read with
// one allocation per record.

// encodeBucket appends a bucket's records to b: each a path, flags, the
// page's six strings, scan and broken links when the last build has the
// page, and the spare's three strings when they are not the page's.
// Strings and byte strings are a uvarint length and the bytes.
func encodeBucket(b []byte, records []pageRecord) []byte {
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	b = binary.AppendUvarint(b, uint64(len(records)))
	for i := range records {
		r := &records[i]
		str(r.Path)
		flags := byte(0)
		if r.Built {
			flags |= builtFlag
		}
		if r.SpareIsPage {
			flags |= spareIsPageFlag
		}
		if r.Spare != nil {
			flags |= spareFlag
		}
		if r.Page.Scan != nil {
			flags |= scanFlag
		}
		b = append(b, flags)
		if r.Built {
			p := &r.Page
			for _, s := range [...]string{p.Fingerprint, p.File, p.Data, p.Plugin, p.PluginPath, p.Digest} {
				str(s)
			}
			if p.Scan != nil {
				str(string(p.Scan.IDs))
				str(string(p.Scan.Links))
			}
			b = binary.AppendUvarint(b, uint64(len(p.Broken)))
			for _, br := range p.Broken {
				str(br.Href)
				str(br.Target)
				str(br.Frag)
				b = append(b, flagByte(br.Anchor))
			}
		}
		if r.Spare != nil {
			str(r.Spare.Fingerprint)
			str(r.Spare.File)
			str(r.Spare.Data)
		}
	}
	return b
}

// encodedSize is at least the size of encodeBucket's form of records
// (each length takes at most 10 bytes): growing the buffer as it fills
// cost more than encoding.
func encodedSize(records []pageRecord) int {
	n := binary.MaxVarintLen64
	for i := range records {
		r := &records[i]
		p := &r.Page
		n += 1 + 15*binary.MaxVarintLen64 + len(r.Path) + len(p.Fingerprint) + len(p.File) + len(p.Data) + len(p.Plugin) + len(p.PluginPath) + len(p.Digest)
		if p.Scan != nil {
			n += len(p.Scan.IDs) + len(p.Scan.Links)
		}
		for _, br := range p.Broken {
			n += 1 + 3*binary.MaxVarintLen64 + len(br.Href) + len(br.Target) + len(br.Frag)
		}
		if r.Spare != nil {
			n += len(r.Spare.Fingerprint) + len(r.Spare.File) + len(r.Spare.Data)
		}
	}
	return n
}

const (
	builtFlag = 1 << iota
	spareIsPageFlag
	spareFlag
	scanFlag
)

// decodeBucket reads what encodeBucket wrote. Its strings and scans
// share b's memory, which must not change afterwards: copying each of
// them, or b as one string, touched as much fresh memory again, and
// page faults were most of the cost of reading the cache.
func decodeBucket(b []byte) ([]pageRecord, error) {
	d := bucketDecoder{b: b, s: unsafe.String(unsafe.SliceData(b), len(b))}
	n := d.uvarint()
	if n > uint64(len(b)) {
		return nil, errDamagedBucket
	}
	out := make([]pageRecord, n)
	for i := range out {
		r := &out[i]
		r.Path = d.str()
		flags := d.byte()
		r.Built, r.SpareIsPage = flags&builtFlag != 0, flags&spareIsPageFlag != 0
		if r.Built {
			p := &r.Page
			p.Fingerprint, p.File, p.Data, p.Plugin, p.PluginPath, p.Digest = d.str(), d.str(), d.str(), d.str(), d.str(), d.str()
			if flags&scanFlag != 0 {
				p.Scan = &storedScan{IDs: d.bytes(), Links: d.bytes()}
			}
			if nb := d.uvarint(); nb > 0 && nb <= uint64(len(b)) {
				p.Broken = make([]brokenRef, nb)
				for j := range p.Broken {
					br := &p.Broken[j]
					br.Href, br.Target, br.Frag, br.Anchor = d.str(), d.str(), d.str(), d.byte() == 1
				}
			}
		}
		if flags&spareFlag != 0 {
			r.Spare = &sparePage{Fingerprint: d.str(), File: d.str(), Data: d.str()}
		}
	}
	if d.bad || d.off != len(b) {
		return nil, errDamagedBucket
	}
	return out, nil
}

var errDamagedBucket = errors.New("damaged bucket file")

// bucketDecoder reads encodeBucket's form from b (and s, the same bytes
// as one string). A read past the end sets bad and yields zeros.
type bucketDecoder struct {
	b   []byte
	s   string
	off int
	bad bool
}

func (d *bucketDecoder) uvarint() uint64 {
	v, n := binary.Uvarint(d.b[d.off:])
	if n <= 0 {
		d.bad, d.off = true, len(d.b)
		return 0
	}
	d.off += n
	return v
}

func (d *bucketDecoder) span() (int, int) {
	n := d.uvarint()
	if n > uint64(len(d.b)-d.off) {
		d.bad, d.off = true, len(d.b)
		return d.off, d.off
	}
	start := d.off
	d.off += int(n)
	return start, d.off
}

func (d *bucketDecoder) str() string {
	start, end := d.span()
	return d.s[start:end]
}

func (d *bucketDecoder) bytes() []byte {
	start, end := d.span()
	return d.b[start:end:end]
}

func (d *bucketDecoder) byte() byte {
	if d.off >= len(d.b) {
		d.bad = true
		return 0
	}
	d.off++
	return d.b[d.off-1]
}

// bucketFile is the file of the bucket with key beside the cache's main
// file: "build-<output id>-<key>.bin".
func bucketFile(main, key string) string {
	return strings.TrimSuffix(main, ".gob") + "-" + key + ".bin"
}

// writeBuckets writes the buckets whose files are not there yet and
// returns every bucket's file name, in bucket order.
func writeBuckets(main, seed string, bs [][]pageRecord) ([]string, error) {
	names := make([]string, len(bs))
	err := parallel.ForEach(context.Background(), len(bs), func(i int) error {
		buf := bucketBuffers.Get().(*[]byte)
		defer bucketBuffers.Put(buf)
		if need := encodedSize(bs[i]) + 4; cap(*buf) < need {
			*buf = make([]byte, 0, need)
		}
		*buf = encodeBucket((*buf)[:0], bs[i])
		var err error
		names[i], *buf, err = writeCacheFile(main, seed, *buf)
		return err
	})
	return names, err
}

// writeCacheFile writes body, with its checksum appended, beside the
// cache's main file, under a name made of a hash of seed and body. A file
// of that name is left alone only when it holds these bytes: this process
// read it and checked its checksum, or it is read back now and is body. A
// damaged one (a bit flipped, cut short) is written again, else every
// later build would reject it. It returns the file's name and body with
// the checksum.
func writeCacheFile(main, seed string, body []byte) (string, []byte, error) {
	body = binary.LittleEndian.AppendUint32(body, files.Checksum(body))
	h := sha256.New()
	h.Write([]byte(seed))
	h.Write(body)
	file := bucketFile(main, hex.EncodeToString(h.Sum(nil)[:16]))
	if _, ok := checkedBlobs.Load(file); ok {
		return filepath.Base(file), body, nil
	}
	if old, err := os.ReadFile(file); err == nil && bytes.Equal(old, body) {
		return filepath.Base(file), body, nil
	}
	return filepath.Base(file), body, files.WriteAtomicFunc(file, 0o644, func(w io.Writer) error {
		_, err := w.Write(body)
		return err
	})
}

// readCacheFile reads a file that writeCacheFile wrote and returns its
// body, checked against its checksum.
func readCacheFile(main, name string) ([]byte, error) {
	file := filepath.Join(filepath.Dir(main), name)
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	if len(b) < 4 || files.Checksum(b[:len(b)-4]) != binary.LittleEndian.Uint32(b[len(b)-4:]) {
		checkedBlobs.Delete(file)
		return nil, errDamagedBucket
	}
	checkedBlobs.Store(file, true)
	return b[:len(b)-4], nil
}

// checkedBlobs are the files readCacheFile found whole since the
// session's start (readCacheHead clears it): writeCacheFile need not read
// them again.
var checkedBlobs sync.Map

// bucketBuffers are the buffers buckets are encoded into, each used for
// many buckets: memory the process has touched already is cheap to fill,
// fresh memory costs a page fault every 4 KB, which was most of the cost
// of encoding a new buffer for each bucket.
var bucketBuffers = sync.Pool{New: func() any { return new([]byte) }}

// readBuckets reads the named bucket files beside main; nil when one is
// missing or damaged.
func readBuckets(main string, names []string) [][]pageRecord {
	out := make([][]pageRecord, len(names))
	var mu sync.Mutex
	failed := false
	_ = parallel.ForEach(context.Background(), len(names), func(i int) error {
		b, err := readCacheFile(main, names[i])
		if err == nil {
			out[i], err = decodeBucket(b)
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
		// Any extension: the buckets of an older folio's cache too.
		rest, ok := strings.CutPrefix(name, prefix)
		if ok && isHexKey(strings.TrimSuffix(rest, filepath.Ext(rest))) && !keep[name] {
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

//go:build unix

package build

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/folio-docs/folio/core/files"
)

// TestStoreFormats prints what the page buckets and link scans of a real
// site's cache cost to encode and decode in the store's form and in gob:
// bench/store/run.sh builds a 10,000-doc site and runs it with
// FOLIO_STORE_BENCH_CACHE set to the site's cache folder, and with the
// CPU milliseconds of a one-edit and a cold build of that site
// (FOLIO_STORE_BENCH_EDIT_MS, FOLIO_STORE_BENCH_COLD_MS) to print each
// figure as a share of them. Skipped otherwise: it measures, it asserts
// nothing about the code.
func TestStoreFormats(t *testing.T) {
	dir := os.Getenv("FOLIO_STORE_BENCH_CACHE")
	if dir == "" {
		t.Skip("a measurement: bench/store/run.sh runs it")
	}
	mains, _ := filepath.Glob(filepath.Join(dir, "build-*.gob"))
	if len(mains) != 1 {
		t.Fatalf("want one build-*.gob in %s, found %v", dir, mains)
	}
	b, err := os.ReadFile(mains[0])
	if err == nil {
		b, err = files.Unseal(b)
	}
	var head cacheHead // its Store names bin/folio, not this test binary: not checked
	if err == nil {
		err = gob.NewDecoder(bytes.NewReader(b)).Decode(&head)
	}
	if err != nil {
		t.Fatal(err)
	}
	buckets, err := readBlobs(mains[0], head.BucketFiles, newPageRecord)
	if err != nil {
		t.Fatal("the cache's buckets do not read")
	}
	records, scanBytes := 0, 0
	for _, rs := range buckets {
		records += len(rs)
		for _, r := range rs {
			if r.GetScan() != nil {
				scanBytes += len(r.Scan.Ids) + len(r.Scan.Links)
			}
		}
	}
	editMS, _ := strconv.ParseFloat(os.Getenv("FOLIO_STORE_BENCH_EDIT_MS"), 64)
	coldMS, _ := strconv.ParseFloat(os.Getenv("FOLIO_STORE_BENCH_COLD_MS"), 64)
	fmt.Printf("%d records in %d buckets, %d strings, %d bytes of scans; one-edit build %.0f ms CPU, cold %.0f ms CPU\n",
		records, len(buckets), len(head.Strings), scanBytes, editMS, coldMS)
	fmt.Printf("%-34s %8s %8s %10s %12s %10s %8s\n", "format / operation", "cpu_ms", "wall_ms", "allocs", "alloc_bytes", "bytes", "share")
	// row runs f over and over and prints what one run costs. The share
	// is of CPU time, which a loaded machine disturbs less than wall time
	// (getrusage: this process's CPU, the garbage collector's included).
	row := func(name string, share float64, size int, f func()) {
		f() // warm up
		runtime.GC()
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		cpu0, wall0 := cpuTime(), time.Now()
		n := 0
		for ; n < 5 || (n < 200 && cpuTime()-cpu0 < 500*time.Millisecond); n++ {
			f()
		}
		cpu, wall := (cpuTime()-cpu0)/time.Duration(n), time.Since(wall0)/time.Duration(n)
		runtime.ReadMemStats(&m1)
		ms := float64(cpu) / 1e6
		sh := ""
		if share > 0 {
			sh = fmt.Sprintf("%.1f%%", 100*ms/share)
		}
		fmt.Printf("%-34s %8.2f %8.2f %10d %12d %10d %8s\n", name, ms, float64(wall)/1e6, (m1.Mallocs-m0.Mallocs)/uint64(n), (m1.TotalAlloc-m0.TotalAlloc)/uint64(n), size, sh)
	}
	for _, format := range benchFormats() {
		var encoded [][]byte
		size := 0
		for _, rs := range buckets {
			b := format.encode(rs)
			encoded, size = append(encoded, b), size+len(b)
		}
		for i, b := range encoded {
			rs, err := format.decode(b)
			if err != nil || len(rs) != len(buckets[i]) {
				t.Fatalf("%s: bucket %d does not read back: %v", format.name, i, err)
			}
		}
		// A one-edit build decodes every bucket and encodes every bucket
		// (to name it); a cold build encodes every bucket.
		row(format.name+" encode (cold build)", coldMS, size, func() {
			for _, rs := range buckets {
				format.encode(rs)
			}
		})
		row(format.name+" encode (one-edit build)", editMS, size, func() {
			for _, rs := range buckets {
				format.encode(rs)
			}
		})
		row(format.name+" decode (one-edit build)", editMS, size, func() {
			for _, b := range encoded {
				format.decode(b)
			}
		})
	}
	var scans []*storedScan
	for _, rs := range buckets {
		for _, r := range rs {
			if r.GetScan() != nil {
				scans = append(scans, r.Scan)
			}
		}
	}
	// What a one-edit build's check does with the kept pages' scans: it
	// walks them where they lie (pageScans.anyTarget).
	row("scans walked (one-edit build)", editMS, scanBytes, func() {
		for _, s := range scans {
			walkLinks(s, func(_, _, _ int64) bool { return true })
		}
	})
}

// benchFormat is one way to write a bucket's records.
type benchFormat struct {
	name   string
	encode func([]*pageRecord) []byte
	decode func([]byte) ([]*pageRecord, error)
}

func benchFormats() []benchFormat {
	return []benchFormat{
		{"protobuf", func(rs []*pageRecord) []byte {
			b, _ := files.AppendMessages(nil, rs)
			return files.Seal(b)
		}, func(b []byte) ([]*pageRecord, error) {
			body, err := files.Unseal(b)
			if err != nil {
				return nil, err
			}
			return files.DecodeMessages(body, newPageRecord)
		}},
		{"gob", func(rs []*pageRecord) []byte {
			var w bytes.Buffer
			gob.NewEncoder(&w).Encode(rs)
			return files.Seal(w.Bytes())
		}, func(b []byte) ([]*pageRecord, error) {
			body, err := files.Unseal(b)
			if err != nil {
				return nil, err
			}
			var rs []*pageRecord
			return rs, gob.NewDecoder(bytes.NewReader(body)).Decode(&rs)
		}},
	}
}

// cpuTime is the CPU time this process has used, user and system.
func cpuTime() time.Duration {
	var u syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

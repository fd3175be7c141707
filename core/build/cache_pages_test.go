package build

import (
	"reflect"
	"testing"
)

// Every kind of record reads back as it was written: a page the spare
// holds too, one it holds in an older form, one it lacks, and a page only
// the spare has.
func TestBucketRecordsReadBackAsWritten(t *testing.T) {
	records := []pageRecord{
		{Path: "/a", Built: true, SpareIsPage: true, Page: cachedPage{Fingerprint: "f1", File: "a/index.html", Data: "assets/data/route-1.json", Plugin: "docs", PluginPath: "/a", Digest: "d1",
			Scan: &storedScan{IDs: []byte{2, 4}, Links: []byte{1, 0, 0}}, Broken: []brokenRef{{Href: "/gone", Target: "/gone"}, {Href: "/b#x", Target: "/b", Frag: "x", Anchor: true}}}},
		{Path: "/b", Built: true, Page: cachedPage{Fingerprint: "f2", File: "b/index.html", Plugin: "pages"},
			Spare: &sparePage{Fingerprint: "f0", File: "b/index.html", Data: "assets/data/route-0.json"}},
		{Path: "/c", Built: true, Page: cachedPage{Fingerprint: "f3", File: "c/index.html", Scan: &storedScan{}}},
		{Path: "/deleted", Spare: &sparePage{Fingerprint: "f4", File: "deleted/index.html"}},
	}
	got, err := decodeBucket(encodeBucket(nil, records))
	if err != nil {
		t.Fatal(err)
	}
	// An empty scan reads back as empty slices.
	records[2].Page.Scan = &storedScan{IDs: []byte{}, Links: []byte{}}
	if !reflect.DeepEqual(got, records) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, records)
	}
}

// A bucket cut short anywhere, or with bytes after its records, is an
// error, never a panic or a record made up.
func TestADamagedBucketIsAnError(t *testing.T) {
	b := encodeBucket(nil, []pageRecord{
		{Path: "/a", Built: true, Page: cachedPage{Fingerprint: "f1", File: "a/index.html", Scan: &storedScan{IDs: []byte{1}}, Broken: []brokenRef{{Href: "/x"}}}, Spare: &sparePage{Fingerprint: "f0"}},
		{Path: "/b", Built: true, SpareIsPage: true, Page: cachedPage{Fingerprint: "f2"}},
	})
	for n := range len(b) {
		if _, err := decodeBucket(b[:n]); err == nil {
			t.Errorf("a bucket cut to %d of %d bytes was read", n, len(b))
		}
	}
	if _, err := decodeBucket(append(b, 0)); err == nil {
		t.Error("a bucket with a byte after its records was read")
	}
}

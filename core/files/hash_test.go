package files

import (
	"hash/crc32"
	"hash/fnv"
	"testing"
)

func TestFNV32aIsHashFNVs(t *testing.T) {
	for _, s := range []string{"", "a", "/docs/intro", "docs/alpha/doc-3.md", "\x00\xff"} {
		h := fnv.New32a()
		h.Write([]byte(s))
		if got, want := FNV32a(s), h.Sum32(); got != want {
			t.Errorf("FNV32a(%q) = %#x, hash/fnv says %#x", s, got, want)
		}
	}
}

func TestChecksumIsCastagnoli(t *testing.T) {
	b := []byte("folio keeps this between builds")
	if got, want := Checksum(b), crc32.Checksum(b, crc32.MakeTable(crc32.Castagnoli)); got != want {
		t.Errorf("Checksum = %#x, want CRC-32C %#x", got, want)
	}
}

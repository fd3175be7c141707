package files

import "hash/crc32"

// FNV32a is hash/fnv's 32-bit FNV-1a of s, written out so that hashing a
// string allocates nothing: the core's page buckets, the docs plugin's
// shards and the search plugin's chunks cut their records by it, for every
// record of every build. It is the one copy; a test pins it to hash/fnv.
func FNV32a(s string) uint32 {
	const offset, prime = 2166136261, 16777619
	h := uint32(offset)
	for i := 0; i < len(s); i++ {
		h ^= uint32(s[i])
		h *= prime
	}
	return h
}

// Checksum is the CRC-32 (Castagnoli, which the CPU computes in hardware
// on amd64 and arm64) that every file folio keeps between builds carries,
// so that a damaged one is found and written again.
func Checksum(b []byte) uint32 { return crc32.Checksum(b, castagnoli) }

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

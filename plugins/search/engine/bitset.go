package engine

import "math/bits"

// bitset is a set of record numbers.
type bitset []uint64

func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

func (b bitset) set(i int)      { b[i>>6] |= 1 << (uint(i) & 63) }
func (b bitset) has(i int) bool { return b[i>>6]&(1<<(uint(i)&63)) != 0 }
func (b bitset) or(o bitset) {
	for i := range b {
		b[i] |= o[i]
	}
}
func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}
func (b bitset) andNot(o bitset) {
	for i := range b {
		b[i] &^= o[i]
	}
}
func (b bitset) clone() bitset { return append(bitset(nil), b...) }
func (b bitset) fill(n int) bitset {
	for i := range b {
		b[i] = ^uint64(0)
	}
	if r := n & 63; r != 0 && len(b) > 0 {
		b[len(b)-1] = (1 << uint(r)) - 1
	}
	return b
}

// countAnd counts the records in both sets.
func (b bitset) countAnd(o bitset) int {
	n := 0
	for i := range b {
		n += bits.OnesCount64(b[i] & o[i])
	}
	return n
}

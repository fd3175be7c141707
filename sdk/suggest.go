package sdk

import (
	"slices"
	"strings"
	"unicode"
)

// The nearest known name to a misspelt one, for errors that say "did you
// mean …?": the core uses it for site.toml's keys, DecodeOptions for a
// plugin's options.

// NearestName is the known name closest to name, or "" when none is close
// enough to be a slip rather than another key. Keys that differ only in
// case, hyphens and underscores are the same key written another way;
// otherwise an edit distance of up to a third of the name's length (at
// least 1, at most 3) counts.
func NearestName(name string, known []string) string {
	known = slices.Sorted(slices.Values(known)) // one answer for a tie
	folded := foldKey(name)
	for _, k := range known {
		if foldKey(k) == folded {
			return k
		}
	}
	limit := min(max(len([]rune(name))/3, 1), 3)
	best, bestDist := "", limit+1
	for _, k := range known {
		if d := editDistance(strings.ToLower(name), strings.ToLower(k)); d < bestDist {
			best, bestDist = k, d
		}
	}
	return best
}

// foldKey drops case and the separators other configs put in key names.
func foldKey(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || r == '_' {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

// editDistance is the number of single-rune edits (insert, delete,
// replace, or swap of two neighbours, the commonest slip: titel) between a
// and b: the optimal string alignment distance.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}

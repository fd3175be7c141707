package main

import (
	"fmt"
	"sort"
	"strings"

	"github.com/folio-docs/folio/plugins/search/engine"
)

// rankCutoff is how many distinct pages count for MRR: beyond ten, a
// visitor has stopped reading.
const rankCutoff = 10

type relevanceResult struct {
	ranks []int // per query: 1-based rank of the first expected page, 0 if not in the top ten
	set   []query
	tops  [][]string
}

// relevance runs every query the way the modal does and finds where the
// first expected page lands among the distinct pages of the hits.
func relevance(ix *engine.Index, set []query) relevanceResult {
	r := relevanceResult{set: set}
	for _, q := range set {
		pages := folioPages(ix, q.Query)
		r.ranks = append(r.ranks, rankOf(pages, q.Expect))
		r.tops = append(r.tops, pages)
	}
	return r
}

func folioPages(ix *engine.Index, text string) []string {
	q, err := modalParams(text).Query()
	if err != nil {
		panic(err)
	}
	res, err := ix.Search(q)
	if err != nil {
		panic(err)
	}
	var pages []string
	seen := map[string]bool{}
	for _, h := range res.Hits {
		f, _ := h.Object.Lookup("url")
		u, _ := f.String()
		p := pagePath(u)
		if !seen[p] {
			seen[p] = true
			pages = append(pages, p)
		}
	}
	return pages
}

func rankOf(pages, expect []string) int {
	for i, p := range pages {
		if i >= rankCutoff {
			break
		}
		for _, e := range expect {
			if p == e {
				return i + 1
			}
		}
	}
	return 0
}

type scores struct {
	n                       int
	success1, success5, mrr float64
}

func score(ranks []int) scores {
	s := scores{n: len(ranks)}
	for _, r := range ranks {
		if r == 1 {
			s.success1++
		}
		if r >= 1 && r <= 5 {
			s.success5++
		}
		if r > 0 {
			s.mrr += 1 / float64(r)
		}
	}
	if s.n > 0 {
		s.success1 /= float64(s.n)
		s.success5 /= float64(s.n)
		s.mrr /= float64(s.n)
	}
	return s
}

func printRelevance(r relevanceResult, verbose bool) {
	all := score(r.ranks)
	fmt.Printf("Relevance on %d queries (page level): Success@1 %.3f, Success@5 %.3f, MRR %.3f\n", all.n, all.success1, all.success5, all.mrr)
	byKind := map[string][]int{}
	for i, q := range r.set {
		byKind[q.Kind] = append(byKind[q.Kind], r.ranks[i])
	}
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		s := score(byKind[k])
		fmt.Printf("  %-9s %3d queries: S@1 %.2f  S@5 %.2f  MRR %.2f\n", k, s.n, s.success1, s.success5, s.mrr)
	}
	for i, q := range r.set {
		if verbose || r.ranks[i] != 1 {
			top := r.tops[i]
			if len(top) > 3 {
				top = top[:3]
			}
			fmt.Printf("    rank %-2s %-40q top: %s\n", rankText(r.ranks[i]), q.Query, strings.Join(top, " "))
		}
	}
	fmt.Println()
}

func rankText(r int) string {
	if r == 0 {
		return "-"
	}
	return fmt.Sprint(r)
}

package build

// The check stage needs every page's links and ids, but a warm `folio
// build` keeps most pages untouched. Reading each kept page back to scan
// it again cost more than the rest of a no-change build, so the scan of
// each page is stored in the build cache beside the page's fingerprint:
// the same fingerprint means the same page bytes, hence the same scan.
//
// Pages share most of their strings (a sidebar's links appear on each of
// its pages), so the cache holds every string once, in buildCache.Strings,
// and a stored scan holds indexes into it.

// storedScan is one page's pageLinks as indexes into the cache's strings.
type storedScan struct {
	IDs []int32 `json:"i,omitempty"`
	// Links holds three indexes per link: href, target, fragment.
	Links []int32 `json:"l,omitempty"`
}

// stringTable numbers the strings of the scans being stored.
type stringTable struct {
	index map[string]int32
	list  []string
}

func newStringTable() *stringTable { return &stringTable{index: map[string]int32{}} }

func (t *stringTable) id(s string) int32 {
	n, ok := t.index[s]
	if !ok {
		n = int32(len(t.list))
		t.index[s] = n
		t.list = append(t.list, s)
	}
	return n
}

// store turns a page's scan into its stored form; nil stays nil (a page
// whose scan is unknown is scanned from its file by the next build).
func (t *stringTable) store(p *pageLinks) *storedScan {
	if p == nil {
		return nil
	}
	s := &storedScan{IDs: make([]int32, 0, len(p.ids)), Links: make([]int32, 0, 3*len(p.links))}
	for id := range p.ids {
		s.IDs = append(s.IDs, t.id(id))
	}
	for _, l := range p.links {
		s.Links = append(s.Links, t.id(l.href), t.id(l.target), t.id(l.frag))
	}
	return s
}

// loadScan gives a stored scan back as the check stage uses it; nil when
// there is none or it does not fit the strings (a damaged cache), so that
// the page is scanned from its file instead.
func loadScan(strings []string, s *storedScan) *pageLinks {
	if s == nil || len(s.Links)%3 != 0 {
		return nil
	}
	in := func(n int32) bool { return n >= 0 && int(n) < len(strings) }
	p := &pageLinks{ids: make(map[string]bool, len(s.IDs))}
	for _, n := range s.IDs {
		if !in(n) {
			return nil
		}
		p.ids[strings[n]] = true
	}
	for i := 0; i < len(s.Links); i += 3 {
		h, tg, f := s.Links[i], s.Links[i+1], s.Links[i+2]
		if !in(h) || !in(tg) || !in(f) {
			return nil
		}
		p.links = append(p.links, link{href: strings[h], target: strings[tg], frag: strings[f]})
	}
	return p
}

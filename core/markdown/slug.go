package markdown

import (
	"strconv"
	"strings"
	"unicode"
)

// slugger turns heading texts into anchor ids the way github-slugger does,
// so that links written for GitHub or Docusaurus keep working here:
// lower-case, every space becomes "-", and every character that is not a
// letter, a mark, a decimal or letter number, a connector ("_") or "-" is
// dropped. Repeated slugs get "-1", "-2"… in order of appearance.
//
// One slugger serves one document; it is not safe for concurrent use.
type slugger struct {
	// seen maps a slug handed out to how many times its base was repeated.
	seen map[string]int
}

func newSlugger() *slugger { return &slugger{seen: map[string]int{}} }

// slug returns a unique id for text within this document.
func (s *slugger) slug(text string) string {
	base := slugify(text)
	id := base
	// Like github-slugger, a suffixed slug may itself collide with a slug
	// seen earlier ("a-1" written by hand), so keep counting until free.
	for {
		if _, taken := s.seen[id]; !taken {
			break
		}
		s.seen[base]++
		id = base + "-" + strconv.Itoa(s.seen[base])
	}
	s.seen[id] = 0
	return id
}

// reserve marks an id chosen by the author ({#id}) as taken, so that a
// later generated slug does not duplicate it.
func (s *slugger) reserve(id string) {
	if _, taken := s.seen[id]; !taken {
		s.seen[id] = 0
	}
}

// slugify is github-slugger's transformation of one text, without the
// de-duplication.
func slugify(text string) string {
	var b strings.Builder
	b.Grow(len(text))
	for _, r := range text {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-':
			b.WriteByte('-')
		case r == 'İ':
			// JavaScript's toLowerCase maps the dotted capital I to "i"
			// plus a combining dot; Go's simple case mapping loses the dot.
			b.WriteString("i\u0307")
		case keptInSlug(r):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// keptInSlug reports whether github-slugger keeps r. Its generated regular
// expression removes the general categories Other_Number, every
// punctuation but Connector_Punctuation, Symbol, Separator and Other,
// except characters with the Alphabetic property (circled letters such as
// Ⓐ are symbols and alphabetic).
func keptInSlug(r rune) bool {
	if r < 0x80 {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'
	}
	return unicode.In(r, unicode.L, unicode.M, unicode.Nd, unicode.Nl, unicode.Pc, unicode.Other_Alphabetic)
}

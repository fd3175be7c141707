package build

import (
	"html"
	"strings"
)

// tagScanner walks the start tags of a rendered page and their attributes,
// and nothing else. The check stage reads every page the build writes
// (1 GB of HTML on a 10,000-page site), and a full tokenizer spent most of
// its time building text and end tags the check never looks at.
//
// It follows the HTML tokenizer's rules for what it keeps: comments,
// end tags, doctypes and the raw text of script, style, textarea and title
// are skipped; tag and attribute names are lowercased; values may be
// double-, single- or unquoted and have their character references
// decoded. A differential test holds it to golang.org/x/net/html.
type tagScanner struct {
	src  string
	pos  int
	tag  string
	seen []string // the current tag's attribute names: a repeated one is ignored
}

// next moves to the next start tag and returns its lowercased name; ""
// at the end of the page.
func (s *tagScanner) next() string {
	for {
		lt := strings.IndexByte(s.src[s.pos:], '<')
		if lt < 0 {
			s.pos = len(s.src)
			return ""
		}
		s.pos += lt + 1
		rest := s.src[s.pos:]
		switch {
		case strings.HasPrefix(rest, "!--"):
			s.skipComment()
		case rest != "" && (rest[0] == '!' || rest[0] == '?' || rest[0] == '/'):
			s.skipPast('>')
		case rest != "" && isASCIILetter(rest[0]):
			if strings.IndexByte(rest, '>') < 0 {
				// A tag cut off by the end of the page is not a tag.
				s.pos = len(s.src)
				return ""
			}
			s.seen = s.seen[:0]
			start := s.pos
			for s.pos < len(s.src) && !isTagNameEnd(s.src[s.pos]) {
				s.pos++
			}
			s.tag = strings.ToLower(s.src[start:s.pos])
			return s.tag
		}
		// Anything else after "<" is text.
	}
}

// attr returns the current tag's next attribute; ok is false once the tag
// is closed. After the last attribute of a raw-text element (script,
// style, …) the scanner moves past its closing tag.
func (s *tagScanner) attr() (key, value string, ok bool) {
	for {
		value = "" // a repeated attribute skipped below must not lend its value
		s.skipSpace()
		if s.pos >= len(s.src) {
			return "", "", false
		}
		switch s.src[s.pos] {
		case '>':
			s.pos++
			s.skipRawText()
			return "", "", false
		case '/':
			s.pos++
			continue
		}
		start := s.pos
		s.pos++ // an attribute name may start with "=": it is part of the name
		for s.pos < len(s.src) && !isAttrNameEnd(s.src[s.pos]) {
			s.pos++
		}
		key = strings.ToLower(s.src[start:s.pos])
		s.skipSpace()
		if s.pos < len(s.src) && s.src[s.pos] == '=' {
			s.pos++
			s.skipSpace()
			value = s.value()
		}
		if s.repeated(key) {
			continue
		}
		return key, unescapeAttr(value), true
	}
}

func (s *tagScanner) repeated(key string) bool {
	for _, k := range s.seen {
		if k == key {
			return true
		}
	}
	s.seen = append(s.seen, key)
	return false
}

func (s *tagScanner) value() string {
	if s.pos >= len(s.src) {
		return ""
	}
	if q := s.src[s.pos]; q == '"' || q == '\'' {
		end := strings.IndexByte(s.src[s.pos+1:], q)
		if end < 0 {
			v := s.src[s.pos+1:]
			s.pos = len(s.src)
			return v
		}
		v := s.src[s.pos+1 : s.pos+1+end]
		s.pos += end + 2
		return v
	}
	start := s.pos
	for s.pos < len(s.src) && !isSpace(s.src[s.pos]) && s.src[s.pos] != '>' {
		s.pos++
	}
	return s.src[start:s.pos]
}

// skipRawText moves past the content of an element whose text is not
// markup, so that a "<a" in a script is not taken for a link.
func (s *tagScanner) skipRawText() {
	switch s.tag {
	case "script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript":
	case "plaintext":
		s.pos = len(s.src)
		return
	default:
		return
	}
	closing := "</" + s.tag
	for {
		i := indexFold(s.src[s.pos:], closing)
		if i < 0 {
			s.pos = len(s.src)
			return
		}
		s.pos += i + len(closing)
		if s.pos >= len(s.src) || isTagNameEnd(s.src[s.pos]) {
			s.skipPast('>')
			return
		}
	}
}

func (s *tagScanner) skipComment() {
	end := strings.Index(s.src[s.pos+3:], "-->")
	if end < 0 {
		s.pos = len(s.src)
		return
	}
	s.pos += 3 + end + 3
}

func (s *tagScanner) skipPast(c byte) {
	if i := strings.IndexByte(s.src[s.pos:], c); i >= 0 {
		s.pos += i + 1
	} else {
		s.pos = len(s.src)
	}
}

func (s *tagScanner) skipSpace() {
	for s.pos < len(s.src) && isSpace(s.src[s.pos]) {
		s.pos++
	}
}

// indexFold is strings.Index ignoring ASCII case, for closing tags.
func indexFold(s, sub string) int {
	for i := 0; i+len(sub) <= len(s); {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			return -1
		}
		i += j
		if i+len(sub) <= len(s) && strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
		i++
	}
	return -1
}

func unescapeAttr(v string) string {
	if strings.IndexByte(v, '&') < 0 {
		return v
	}
	return html.UnescapeString(v)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f'
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isTagNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' }

func isAttrNameEnd(c byte) bool { return isSpace(c) || c == '/' || c == '>' || c == '=' }

package config

import (
	"bytes"
	"strconv"
)

// lineIndex maps each key and table of a TOML document, written as
// keyPath.String(), to the line where it is defined.
//
// BurntSushi/toml records key positions but keeps them private, so errors
// found after decoding (unknown keys, wrong types, invalid values) locate
// their key by scanning the source again. The scanner only runs on text the
// TOML parser has already accepted, so it is lenient: it understands just
// enough (headers, dotted and quoted keys, strings, arrays, inline tables,
// comments) to follow keys, and on anything else it moves forward a byte.
type lineIndex map[string]int

// lineOf returns the line of p, or of its nearest ancestor the source
// mentions (a key inside a multi-line inline value, say), or 1.
func (ix lineIndex) lineOf(p keyPath) int {
	for n := len(p); n > 0; n-- {
		if l, ok := ix[p[:n].String()]; ok {
			return l
		}
	}
	return 1
}

func indexLines(src []byte) lineIndex {
	s := &lineScanner{src: src, line: 1, index: lineIndex{}, tableArrays: map[string]int{}}
	if bytes.HasPrefix(src, []byte("\ufeff")) {
		s.pos = 3
	}
	var table keyPath
	for {
		s.skipSpace(true)
		if s.eof() {
			break
		}
		start := s.pos
		if s.peek() == '[' {
			table = s.header()
		} else {
			s.keyValue(table)
		}
		if s.pos == start {
			s.pos++
		}
	}
	return s.index
}

type lineScanner struct {
	src   []byte
	pos   int
	line  int
	index lineIndex
	// tableArrays counts the elements of each [[array]] seen so far, by
	// resolved path, because a later header names the array without saying
	// which element it extends: always the last one.
	tableArrays map[string]int
}

func (s *lineScanner) eof() bool { return s.pos >= len(s.src) }

func (s *lineScanner) peek() byte {
	if s.eof() {
		return 0
	}
	return s.src[s.pos]
}

// note records the first line that mentions p: an implicitly created
// table is best located where it first appears.
func (s *lineScanner) note(p keyPath, line int) {
	k := p.String()
	if _, ok := s.index[k]; !ok {
		s.index[k] = line
	}
}

func (s *lineScanner) noteAncestors(p keyPath, line int) {
	for n := 1; n < len(p); n++ {
		s.note(p[:n], line)
	}
}

// skipSpace skips blanks and, with newlines set, line ends and comments too.
func (s *lineScanner) skipSpace(newlines bool) {
	for !s.eof() {
		switch s.peek() {
		case ' ', '\t', '\r':
			s.pos++
		case '\n':
			if !newlines {
				return
			}
			s.line++
			s.pos++
		case '#':
			if !newlines {
				return
			}
			for !s.eof() && s.peek() != '\n' {
				s.pos++
			}
		default:
			return
		}
	}
}

// header reads [a.b] or [[a.b]] and returns the table it opens.
func (s *lineScanner) header() keyPath {
	s.pos++
	isArray := s.peek() == '['
	if isArray {
		s.pos++
	}
	names := s.key()
	closing := 1
	if isArray {
		closing = 2
	}
	for n := 0; n < closing && !s.eof() && s.peek() != '\n'; s.pos++ {
		if s.peek() == ']' {
			n++
		}
	}
	if len(names) == 0 {
		return nil
	}
	if !isArray {
		p := s.resolve(names)
		s.noteAncestors(p, s.line)
		s.index[p.String()] = s.line // an explicit header beats an earlier implicit mention
		return p
	}
	arr := s.resolve(names[:len(names)-1]).key(names[len(names)-1])
	n := s.tableArrays[arr.String()]
	s.tableArrays[arr.String()] = n + 1
	elem := arr.at(n)
	s.noteAncestors(arr, s.line)
	s.note(arr, s.line)
	s.index[elem.String()] = s.line
	return elem
}

// resolve turns header names into a path, stepping into the last element of
// every array of tables on the way.
func (s *lineScanner) resolve(names []string) keyPath {
	var p keyPath
	for _, name := range names {
		p = p.key(name)
		if n, ok := s.tableArrays[p.String()]; ok {
			p = p.at(n - 1)
		}
	}
	return p
}

func (s *lineScanner) keyValue(table keyPath) {
	line := s.line
	names := s.key()
	s.skipSpace(false)
	if len(names) == 0 || s.peek() != '=' {
		for !s.eof() && s.peek() != '\n' {
			s.pos++
		}
		return
	}
	s.pos++
	p := table
	for _, name := range names {
		p = p.key(name)
		s.note(p, line)
	}
	s.skipSpace(false)
	s.value(p)
}

// key reads a possibly dotted key and returns its parts, unquoted.
func (s *lineScanner) key() []string {
	var names []string
	for {
		s.skipSpace(false)
		switch s.peek() {
		case '"', '\'':
			start := s.pos
			s.str()
			names = append(names, unquoteKey(s.src[start:s.pos]))
		default:
			start := s.pos
			for !s.eof() && isBareKeyByte(s.peek()) {
				s.pos++
			}
			if s.pos == start {
				return names
			}
			names = append(names, string(s.src[start:s.pos]))
		}
		s.skipSpace(false)
		if s.peek() != '.' {
			return names
		}
		s.pos++
	}
}

// isBareKeyByte lets non-ASCII bytes through: TOML 1.1 allows Unicode
// letters in bare keys.
func isBareKeyByte(c byte) bool {
	return c >= 0x80 || isBareKeyRune(rune(c))
}

func unquoteKey(raw []byte) string {
	if len(raw) >= 2 && raw[0] == '\'' {
		return string(raw[1 : len(raw)-1])
	}
	if k, err := strconv.Unquote(string(raw)); err == nil {
		return k
	}
	if len(raw) >= 2 {
		return string(raw[1 : len(raw)-1])
	}
	return string(raw)
}

// value skips one value, noting the lines of array elements and of keys in
// inline tables under p.
func (s *lineScanner) value(p keyPath) {
	switch s.peek() {
	case '"', '\'':
		s.str()
	case '[':
		s.array(p)
	case '{':
		s.inlineTable(p)
	default:
		for !s.eof() {
			switch s.peek() {
			case ',', ']', '}', '\n', '#':
				return
			}
			s.pos++
		}
	}
}

func (s *lineScanner) array(p keyPath) {
	s.pos++
	for i := 0; ; i++ {
		s.skipSpace(true)
		if s.eof() {
			return
		}
		if s.peek() == ']' {
			s.pos++
			return
		}
		start := s.pos
		elem := p.at(i)
		s.note(elem, s.line)
		s.value(elem)
		s.skipSpace(true)
		if s.peek() == ',' {
			s.pos++
		}
		if s.pos == start {
			s.pos++
		}
	}
}

func (s *lineScanner) inlineTable(p keyPath) {
	s.pos++
	for {
		s.skipSpace(true)
		if s.eof() {
			return
		}
		if s.peek() == '}' {
			s.pos++
			return
		}
		start := s.pos
		s.keyValue(p)
		s.skipSpace(true)
		if s.peek() == ',' {
			s.pos++
		}
		if s.pos == start {
			s.pos++
		}
	}
}

// str skips a basic or literal string, single- or multi-line, counting the
// lines it spans.
func (s *lineScanner) str() {
	q := s.peek()
	triple := []byte{q, q, q}
	if bytes.HasPrefix(s.src[s.pos:], triple) {
		s.pos += 3
		for !s.eof() {
			c := s.peek()
			switch {
			case c == '\\' && q == '"':
				if s.pos+1 < len(s.src) && s.src[s.pos+1] == '\n' {
					s.line++
				}
				s.pos += 2
				continue
			case c == '\n':
				s.line++
			case bytes.HasPrefix(s.src[s.pos:], triple):
				s.pos += 3
				// Up to two more quotes belong to the content: """a"""""
				for n := 0; n < 2 && s.peek() == q; n++ {
					s.pos++
				}
				return
			}
			s.pos++
		}
		return
	}
	s.pos++
	for !s.eof() {
		c := s.peek()
		switch {
		case c == '\\' && q == '"':
			s.pos += 2
			continue
		case c == q:
			s.pos++
			return
		case c == '\n':
			return
		}
		s.pos++
	}
}

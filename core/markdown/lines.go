package markdown

import (
	"bytes"
	"sort"
	"unicode/utf8"
)

// lineIndex maps byte offsets of the Markdown body to line numbers of the
// whole file. goldmark nodes carry offsets into the body; people want the
// line they see in their editor, front matter included.
type lineIndex struct {
	body      []byte
	starts    []int // offset at which each body line starts
	firstLine int   // file line of the body's first line
}

func newLineIndex(body []byte, firstLine int) *lineIndex {
	starts := make([]int, 1, bytes.Count(body, []byte{'\n'})+1)
	for i, c := range body {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &lineIndex{body: body, starts: starts, firstLine: firstLine}
}

// position returns the 1-based file line and character column of body
// offset off; a negative offset gives the body's first line, column 1.
func (x *lineIndex) position(off int) (line, column int) {
	if off < 0 {
		return x.firstLine, 1
	}
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off })
	start := x.starts[i-1]
	return x.firstLine + i - 1, utf8.RuneCount(x.body[start:min(off, len(x.body))]) + 1
}

// line returns the 1-based file line holding body offset off. A negative
// offset (a node without a position) gives the body's first line.
func (x *lineIndex) line(off int) int {
	if off < 0 {
		return x.firstLine
	}
	i := sort.Search(len(x.starts), func(i int) bool { return x.starts[i] > off })
	return x.firstLine + i - 1
}

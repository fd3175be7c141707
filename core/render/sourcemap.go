package render

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// The server bundle is written with an external source map (core/bundle).
// Node does not read it (--enable-source-maps would cost every worker the
// map's parse at start); a failed route's stack is mapped here instead,
// only when something failed, to the site's own file, line and column.

// stackFrame matches the place at the end of a V8 stack line:
// "at Home (file:///tmp/w/server.mjs:19676:9)" or "at file:///…:3:1".
var stackFrame = regexp.MustCompile(`(?:file://)?(/[^():]+):(\d+):(\d+)\)?$`)

// sourcePlace is where a frame of the bundle comes from.
type sourcePlace struct {
	File         string // absolute
	Line, Column int    // 1-based
}

// placeInSource returns the first frame of stack that maps to a file of the
// site: not a package under node_modules, not the bundle itself.
func placeInSource(stack string) (sourcePlace, bool) {
	maps := map[string]*sourceMap{}
	for _, line := range strings.Split(stack, "\n") {
		m := stackFrame.FindStringSubmatch(strings.TrimSpace(line))
		if m == nil {
			continue
		}
		sm, ok := maps[m[1]]
		if !ok {
			sm = loadSourceMap(m[1])
			maps[m[1]] = sm
		}
		if sm == nil {
			continue
		}
		genLine, _ := strconv.Atoi(m[2])
		genCol, _ := strconv.Atoi(m[3])
		p, ok := sm.lookup(genLine-1, genCol-1)
		if !ok || strings.Contains(filepath.ToSlash(p.File), "/node_modules/") {
			continue
		}
		return p, true
	}
	return sourcePlace{}, false
}

// sourceMap is the part of a version 3 source map a lookup needs.
type sourceMap struct {
	dir     string
	sources []string
	lines   [][]segment // by generated line
}

// segment maps a generated column to a source place (0-based).
type segment struct {
	genCol, source, line, col int
}

// loadSourceMap reads js+".map"; nil when there is none or it is broken.
func loadSourceMap(js string) *sourceMap {
	b, err := os.ReadFile(js + ".map")
	if err != nil {
		return nil
	}
	var raw struct {
		Sources  []string `json:"sources"`
		Mappings string   `json:"mappings"`
	}
	if json.Unmarshal(b, &raw) != nil {
		return nil
	}
	sm := &sourceMap{dir: filepath.Dir(js), sources: raw.Sources}
	var source, line, col int
	for _, text := range strings.Split(raw.Mappings, ";") {
		var segs []segment
		genCol := 0
		for _, field := range strings.Split(text, ",") {
			v := decodeVLQ(field)
			if len(v) < 4 {
				if len(v) > 0 {
					genCol += v[0]
				}
				continue
			}
			genCol += v[0]
			source += v[1]
			line += v[2]
			col += v[3]
			segs = append(segs, segment{genCol, source, line, col})
		}
		sm.lines = append(sm.lines, segs)
	}
	return sm
}

// lookup finds the source place of a 0-based generated line and column:
// the last segment that starts at or before the column.
func (sm *sourceMap) lookup(line, col int) (sourcePlace, bool) {
	if line < 0 || line >= len(sm.lines) {
		return sourcePlace{}, false
	}
	var found *segment
	for i := range sm.lines[line] {
		if sm.lines[line][i].genCol > col {
			break
		}
		found = &sm.lines[line][i]
	}
	if found == nil || found.source < 0 || found.source >= len(sm.sources) {
		return sourcePlace{}, false
	}
	file := filepath.FromSlash(sm.sources[found.source])
	if !filepath.IsAbs(file) {
		file = filepath.Join(sm.dir, file)
	}
	return sourcePlace{File: file, Line: found.line + 1, Column: found.col + 1}, true
}

// decodeVLQ decodes one segment of base64 VLQ numbers.
func decodeVLQ(s string) []int {
	var out []int
	value, shift := 0, 0
	for i := 0; i < len(s); i++ {
		d := strings.IndexByte(base64Digits, s[i])
		if d < 0 {
			return nil
		}
		value += (d & 31) << shift
		if d&32 != 0 {
			shift += 5
			continue
		}
		n := value >> 1
		if value&1 != 0 {
			n = -n
		}
		out = append(out, n)
		value, shift = 0, 0
	}
	return out
}

const base64Digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

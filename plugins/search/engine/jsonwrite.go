package engine

import (
	"bytes"
	"unicode/utf8"
	"unsafe"
)

const hexDigits = "0123456789abcdef"

// writeJSONString writes s as a JSON string. Unlike encoding/json it leaves
// <, > and & alone: answers are application/json, never HTML, and the
// highlight tags should read as they are.
func writeJSONString(b *bytes.Buffer, s string) {
	b.WriteByte('"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			b.WriteString(s[start:i])
			switch c {
			case '"', '\\':
				b.WriteByte('\\')
				b.WriteByte(c)
			case '\n':
				b.WriteString(`\n`)
			case '\r':
				b.WriteString(`\r`)
			case '\t':
				b.WriteString(`\t`)
			default:
				b.WriteString(`\u00`)
				b.WriteByte(hexDigits[c>>4])
				b.WriteByte(hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b.WriteString(s[start:i])
			b.WriteString(`\ufffd`)
			i += size
			start = i
			continue
		}
		// U+2028 and U+2029 are valid JSON but end lines in older JavaScript.
		if r == '\u2028' || r == '\u2029' {
			b.WriteString(s[start:i])
			b.WriteString(`\u202`)
			b.WriteByte(hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b.WriteString(s[start:])
	b.WriteByte('"')
}

// writeJSONBytes writes b's bytes as a JSON string, without copying them
// into a string first: the caller keeps b unchanged during the call.
func writeJSONBytes(out *bytes.Buffer, b []byte) {
	if len(b) == 0 {
		out.WriteString(`""`)
		return
	}
	writeJSONString(out, unsafe.String(unsafe.SliceData(b), len(b)))
}

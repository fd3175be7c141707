package markdown

import (
	"regexp"
	"strconv"
	"strings"
)

// fenceInfo is what the info string of a code fence asks for:
//
//	```tsx title="App.tsx" {1,3-5} showLineNumbers
type fenceInfo struct {
	lang      string
	title     string
	highlight lineSet
	// firstLineNumber is 0 without showLineNumbers, else the number of the
	// first line (showLineNumbers=5 starts at 5).
	firstLineNumber int
}

var (
	fenceTitle       = regexp.MustCompile(`\btitle=(?:"([^"]*)"|'([^']*)')`)
	fenceHighlight   = regexp.MustCompile(`\{([\d,\s-]+)\}`)
	fenceLineNumbers = regexp.MustCompile(`\bshowLineNumbers(?:=(\d+))?\b`)
)

// parseFenceInfo reads the language (the first word, up to a "{" that
// starts the line ranges, "js{1,3}") and the options after it.
func parseFenceInfo(info string) fenceInfo {
	var f fenceInfo
	info = strings.TrimSpace(info)
	if word, _, _ := strings.Cut(info, " "); !strings.Contains(word, "=") {
		lang, _, _ := strings.Cut(word, "{")
		f.lang = strings.ToLower(lang)
		info = info[len(lang):]
	}
	if m := fenceTitle.FindStringSubmatch(info); m != nil {
		f.title = m[1] + m[2]
		// The title may hold braces or words that look like options.
		info = strings.Replace(info, m[0], "", 1)
	}
	if m := fenceHighlight.FindStringSubmatch(info); m != nil {
		f.highlight = parseLineSet(m[1])
	}
	if m := fenceLineNumbers.FindStringSubmatch(info); m != nil {
		f.firstLineNumber = 1
		if n, err := strconv.Atoi(m[1]); err == nil && n > 0 {
			f.firstLineNumber = n
		}
	}
	return f
}

// lineSet holds 1-based line numbers.
type lineSet map[int]bool

// parseLineSet reads "1,3-5". Parts that are not a number or an
// ascending range are skipped.
func parseLineSet(spec string) lineSet {
	set := lineSet{}
	for _, part := range strings.Split(spec, ",") {
		lo, hi, isRange := strings.Cut(strings.TrimSpace(part), "-")
		from, err := strconv.Atoi(strings.TrimSpace(lo))
		if err != nil {
			continue
		}
		to := from
		if isRange {
			if to, err = strconv.Atoi(strings.TrimSpace(hi)); err != nil || to < from {
				continue
			}
		}
		// A typo like {1-100000} must not allocate a huge set.
		for n := from; n <= to && n-from < 10000; n++ {
			set[n] = true
		}
	}
	return set
}

package markdown

import "bytes"

// ReadFrontMatter decodes a file's front matter without rendering its
// body, for plugins that need every page's metadata (its URL, whether it
// is a draft) before any page's links can be resolved. It checks the keys
// the pipeline reads exactly as Parse does, with the same errors.
func ReadFrontMatter(file string, src []byte) (map[string]any, error) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	if err := foreignFrontMatter(file, src); err != nil {
		return nil, err
	}
	fm, _, _ := splitFrontMatter(src)
	values, _, err := parseFrontMatter(file, fm)
	return values, err
}

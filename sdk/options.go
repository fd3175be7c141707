package sdk

import (
	"bytes"
	"encoding/json"
)

// DecodeOptions reads a plugin's [plugins.options] table (the JSON in
// LoadRequest.OptionsJson and PostBuildRequest.OptionsJson) over the
// defaults already in into. A key the options do not have is an error, so
// a misspelt key does not silently keep its default; no options at all
// leave into as it is.
func DecodeOptions(raw []byte, into any) error {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(into)
}

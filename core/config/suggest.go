package config

import "github.com/folio-docs/folio/sdk"

// unknownKey is the message for a key the schema does not have, naming the
// known key it most likely meant: a Docusaurus spelling (aria-label for
// ariaLabel), a case slip (BaseUrl) or a typo (lable).
func unknownKey(name string, known []string) string {
	if s := sdk.NearestName(name, known); s != "" {
		return "unknown key; did you mean " + s + "?"
	}
	return "unknown key"
}

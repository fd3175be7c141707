package config

// The outside services the classic theme can talk to (SPEC §7). Both are
// off unless their table is in site.toml: a site that sets neither sends no
// request anywhere but its own origin and its search host.

// Analytics loads a web-analytics tag (gtag) and reports page views on
// route changes and copy events.
type Analytics struct {
	// TrackingID is the tag's ID, "G-…".
	TrackingID string `toml:"trackingID" json:"trackingID"`
	// AnonymizeIP asks the tag to drop the last octet of visitors' IPs.
	AnonymizeIP bool `toml:"anonymizeIP" json:"anonymizeIP"`
}

// InternalDocs are the helpers a site published both publicly and on an
// internal docs host uses: a message bridge to the internal tool embedding
// the page, a ping that tells whether the visitor can reach the internal
// host, and a check for an internal version of the page.
type InternalDocs struct {
	Enabled bool `toml:"enabled" json:"enabled"`
	// InternalHosts are host names (and their subdomains) where the bridge
	// answers; localhost always does.
	InternalHosts []string `toml:"internalHosts" json:"internalHosts,omitempty"`
	// StaticDocsURL is pinged to learn whether the internal host is reachable.
	StaticDocsURL string `toml:"staticDocsUrl" json:"staticDocsUrl,omitempty"`
	// CheckURL answers, for a page path, whether to show a banner or redirect.
	CheckURL string `toml:"checkUrl" json:"checkUrl,omitempty"`
}

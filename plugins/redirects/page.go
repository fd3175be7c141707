package redirects

import (
	"encoding/json"
	"html"
	"strings"
)

// redirectPage is the static page written at a redirect's path. It works
// without the site's JavaScript: the refresh meta tag for browsers without
// scripts, location.replace for the rest (it keeps the old URL out of the
// history and carries the query and fragment over), a canonical link for
// search engines, and a link a visitor can follow if all else fails.
func redirectPage(lang, target, canonical string) []byte {
	esc := html.EscapeString
	// json.Marshal makes a safe JavaScript string: it escapes quotes and
	// <, > and &, so the target cannot end the script element.
	js, _ := json.Marshal(target)
	carry := "location.search + location.hash"
	if strings.ContainsAny(target, "?#") {
		carry = `""` // the target names its own query or fragment
	}
	var b strings.Builder
	b.WriteString("<!DOCTYPE html>\n<html lang=\"" + esc(lang) + "\">\n<head>\n<meta charset=\"utf-8\">\n")
	b.WriteString("<title>Redirecting…</title>\n")
	b.WriteString("<meta name=\"robots\" content=\"noindex, follow\">\n")
	b.WriteString("<meta http-equiv=\"refresh\" content=\"0; url=" + esc(target) + "\">\n")
	b.WriteString("<link rel=\"canonical\" href=\"" + esc(canonical) + "\">\n")
	b.WriteString("<script>location.replace(" + string(js) + " + " + carry + ");</script>\n")
	b.WriteString("</head>\n<body>\n")
	b.WriteString("<main data-folio-redirect>\n<h1>This page has moved</h1>\n")
	b.WriteString("<p>You are being sent to its new address. If nothing happens, follow this link: <a href=\"" + esc(target) + "\">" + esc(canonical) + "</a></p>\n")
	b.WriteString("</main>\n</body>\n</html>\n")
	return []byte(b.String())
}

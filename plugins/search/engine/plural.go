package engine

import "strings"

// pluralForms returns the English singular and plural forms of a word
// other than the word itself: nodes → node, node → nodes, entries → entry,
// box → boxes. With ignorePlurals, these count as the word itself.
// Only the common regular rules: irregular plurals are rare in technical
// writing and a typo match covers most of the rest.
func pluralForms(w string) []string {
	if len(w) < 3 || isNumeric(w) {
		return nil
	}
	var out []string
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		out = append(out, w[:len(w)-3]+"y")
	case strings.HasSuffix(w, "ses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "zes"),
		strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"):
		out = append(out, w[:len(w)-2], w[:len(w)-1])
	case strings.HasSuffix(w, "ss"), strings.HasSuffix(w, "us"), strings.HasSuffix(w, "is"):
		out = append(out, w+"es")
	case strings.HasSuffix(w, "s"):
		out = append(out, w[:len(w)-1])
	case strings.HasSuffix(w, "y") && len(w) > 3 && !strings.ContainsRune("aeiou", rune(w[len(w)-2])):
		out = append(out, w[:len(w)-1]+"ies", w+"s")
	case strings.HasSuffix(w, "x"), strings.HasSuffix(w, "z"), strings.HasSuffix(w, "ch"), strings.HasSuffix(w, "sh"):
		out = append(out, w+"es")
	default:
		out = append(out, w+"s")
	}
	return out
}

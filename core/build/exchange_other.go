//go:build !linux && !darwin

package build

// exchange has no one-step form here (Windows has none for folders):
// commitOutput falls back to two renames.
func exchange(a, b string) error { return errNoExchange }

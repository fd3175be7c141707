package llms

import "testing"

func TestSidebarLabel(t *testing.T) {
	for id, want := range map[string]string{"apiSidebar": "Api sidebar", "user-guide": "User guide", "docs": "Docs", "a_b": "A b"} {
		if got := sidebarLabel(id); got != want {
			t.Errorf("sidebarLabel(%q) = %q, want %q", id, got, want)
		}
	}
}

package bundle

import "testing"

func TestMaintainerNoteDropsGoAPIAdvice(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{
			`The esbuild loader for this file is currently set to "js" but it must be set to "jsx" to be able to parse JSX syntax. You can use 'Loader: map[string]api.Loader{".mjs": api.LoaderJSX}' to do that.`,
			`This file is read as JS, which has no JSX syntax.`,
		},
		{
			`The esbuild loader for this file is currently set to "ts" but it must be set to "tsx" to be able to parse JSX syntax. You can use 'Loader: map[string]api.Loader{".ts": api.LoaderTSX}' to do that.`,
			`This file is read as TS, which has no TSX syntax; rename it to .tsx to write JSX in it.`,
		},
		{`Mark the path as external with api.External`, ``},
		{`The original declaration is here`, `The original declaration is here`},
	} {
		if got := maintainerNote(c.in); got != c.want {
			t.Errorf("maintainerNote(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

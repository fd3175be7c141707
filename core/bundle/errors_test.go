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
		{
			`You can mark the path "clsx" as external to exclude it from the bundle, which will remove this error and leave the unresolved path in the bundle.`,
			`No installed npm package provides "clsx": add "clsx" to the dependencies in package.json and run npm install.`,
		},
		{
			`You can mark the path "@scope/pkg/sub/path" as external to exclude it from the bundle, which will remove this error. You can also surround this "require" call with a try/catch block to handle this failure at run-time instead of bundle-time.`,
			`No installed npm package provides "@scope/pkg/sub/path": add "@scope/pkg" to the dependencies in package.json and run npm install.`,
		},
		// A missing file of the site needs no advice beyond "Could not resolve".
		{`You can mark the path "./missing" as external to exclude it from the bundle, which will remove this error and leave the unresolved path in the bundle.`, ``},
	} {
		if got := maintainerNote(c.in); got != c.want {
			t.Errorf("maintainerNote(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

package sdk

import (
	"context"
	"errors"
	"net"
	"testing"

	"google.golang.org/grpc"
	"google.golang.org/grpc/credentials/insecure"
	"google.golang.org/grpc/test/bufconn"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// failingPlugin's Load sends a warning and a route, then fails on a file.
type failingPlugin struct{ loadErr, postErr error }

func (failingPlugin) Describe(context.Context) (*pluginpb.DescribeResponse, error) {
	return &pluginpb.DescribeResponse{Name: "failing"}, nil
}

func (p failingPlugin) Load(_ context.Context, _ *pluginpb.LoadRequest, send Sender) error {
	if err := send.Warn("docs/a.md", 3, "heading %q is empty", "##"); err != nil {
		return err
	}
	if err := send.Route(&pluginpb.Route{Path: "/a"}); err != nil {
		return err
	}
	return p.loadErr
}

func (p failingPlugin) PostBuild(context.Context, *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return &pluginpb.PostBuildResponse{}, p.postErr
}

// overGRPC serves impl on an in-memory connection and returns the core's
// side of it: every message crosses the real protobuf encoding.
func overGRPC(t *testing.T, impl Plugin) Plugin {
	lis := bufconn.Listen(1 << 20)
	srv := grpc.NewServer()
	pluginpb.RegisterPluginServer(srv, &grpcServer{impl: impl})
	go srv.Serve(lis)
	t.Cleanup(srv.Stop)
	conn, err := grpc.NewClient("passthrough:///bufnet",
		grpc.WithContextDialer(func(ctx context.Context, _ string) (net.Conn, error) { return lis.DialContext(ctx) }),
		grpc.WithTransportCredentials(insecure.NewCredentials()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close() })
	return &grpcClient{client: pluginpb.NewPluginClient(conn)}
}

func TestLoadErrorCrossesGRPCAsStructuredDiagnostic(t *testing.T) {
	p := overGRPC(t, failingPlugin{loadErr: Errorf("docs/bad.md", 2, 8, "did not find expected ']'")})
	var diags []*pluginpb.Diagnostic
	var routes int
	err := p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
		switch x := it.Item.(type) {
		case *pluginpb.LoadItem_Diagnostic:
			diags = append(diags, x.Diagnostic)
		case *pluginpb.LoadItem_Route:
			routes++
		}
		return nil
	})
	if err != nil {
		t.Fatalf("a content error must arrive as a diagnostic, not a failed call: %v", err)
	}
	if routes != 1 || len(diags) != 2 {
		t.Fatalf("got %d routes and %d diagnostics, want 1 and 2", routes, len(diags))
	}
	w, e := diags[0], diags[1]
	if w.Severity != pluginpb.Diagnostic_WARNING || w.File != "docs/a.md" || w.Line != 3 || w.Message != `heading "##" is empty` {
		t.Errorf("warning: %v", w)
	}
	if e.Severity != pluginpb.Diagnostic_ERROR || e.File != "docs/bad.md" || e.Line != 2 || e.Column != 8 || e.Message != "did not find expected ']'" {
		t.Errorf("error: %v", e)
	}
}

// richError carries every field the protocol has, as core/diag's types do.
type richError struct{ d *pluginpb.Diagnostic }

func (r richError) Error() string                             { return r.d.Message }
func (r richError) PluginDiagnostics() []*pluginpb.Diagnostic { return []*pluginpb.Diagnostic{r.d} }

func TestEveryDiagnosticFieldCrossesGRPC(t *testing.T) {
	sent := &pluginpb.Diagnostic{Severity: pluginpb.Diagnostic_ERROR, Message: "m", File: "f.mdx", Line: 4, Column: 2,
		EndLine: 4, EndColumn: 9, Excerpt: " <Foo />", Detail: "hint"}
	p := overGRPC(t, failingPlugin{loadErr: errors.Join(errors.New("wrapped"), richError{sent})})
	var got *pluginpb.Diagnostic
	_ = p.Load(context.Background(), &pluginpb.LoadRequest{}, func(it *pluginpb.LoadItem) error {
		if d := it.GetDiagnostic(); d != nil && d.Severity == pluginpb.Diagnostic_ERROR {
			got = d
		}
		return nil
	})
	if got == nil || got.File != "f.mdx" || got.Line != 4 || got.Column != 2 || got.EndLine != 4 || got.EndColumn != 9 ||
		got.Excerpt != " <Foo />" || got.Detail != "hint" || got.Message != "m" {
		t.Errorf("received %v", got)
	}
}

func TestPlainErrorsBecomeDiagnosticsToo(t *testing.T) {
	p := overGRPC(t, failingPlugin{postErr: errors.New("feed: disk full")})
	res, err := p.PostBuild(context.Background(), &pluginpb.PostBuildRequest{})
	if err != nil {
		t.Fatalf("PostBuild failed as a call: %v", err)
	}
	if ds := res.GetDiagnostics(); len(ds) != 1 || ds[0].Message != "feed: disk full" || ds[0].Severity != pluginpb.Diagnostic_ERROR {
		t.Errorf("diagnostics %v", ds)
	}
}

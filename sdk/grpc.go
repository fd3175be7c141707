package sdk

import (
	"context"
	"errors"
	"io"

	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// GRPCPlugin is go-plugin's glue: it serves a Plugin in the plugin process
// and hands the core a Plugin that forwards over gRPC.
type GRPCPlugin struct {
	plugin.NetRPCUnsupportedPlugin
	Impl Plugin
}

func (p *GRPCPlugin) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	pluginpb.RegisterPluginServer(s, &grpcServer{impl: p.Impl})
	return nil
}

func (p *GRPCPlugin) GRPCClient(_ context.Context, _ *plugin.GRPCBroker, c *grpc.ClientConn) (any, error) {
	return &grpcClient{client: pluginpb.NewPluginClient(c)}, nil
}

// grpcServer runs in the plugin process.
type grpcServer struct {
	pluginpb.UnimplementedPluginServer
	impl Plugin
}

func (s *grpcServer) Describe(ctx context.Context, req *pluginpb.DescribeRequest) (*pluginpb.DescribeResponse, error) {
	return s.impl.Describe(ctx)
}

func (s *grpcServer) Load(req *pluginpb.LoadRequest, stream grpc.ServerStreamingServer[pluginpb.LoadItem]) error {
	defer profileLoad()()
	if !req.AcceptsBatches {
		return sendLoadError(stream.Context(), s.impl.Load(stream.Context(), req, stream.Send), stream.Send)
	}
	b := &batcher{send: stream.Send}
	err := s.impl.Load(stream.Context(), req, b.add)
	if flushErr := b.flush(); err == nil {
		err = flushErr
	}
	return sendLoadError(stream.Context(), err, stream.Send)
}

func (s *grpcServer) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	res, err := s.impl.PostBuild(ctx, req)
	if err != nil && ctx.Err() == nil {
		// As in Load: a problem is a diagnostic, the process stays up.
		return &pluginpb.PostBuildResponse{Diagnostics: Diagnostics(err)}, nil
	}
	return res, err
}

// grpcClient runs in the core and satisfies Plugin, so the core treats an
// out-of-process plugin exactly like an in-process one.
type grpcClient struct {
	client pluginpb.PluginClient
}

func (c *grpcClient) Describe(ctx context.Context) (*pluginpb.DescribeResponse, error) {
	return c.client.Describe(ctx, &pluginpb.DescribeRequest{})
}

func (c *grpcClient) Load(ctx context.Context, req *pluginpb.LoadRequest, send Sender) error {
	stream, err := c.client.Load(ctx, req)
	if err != nil {
		return err
	}
	for {
		item, err := stream.Recv()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := unbatched(item, send); err != nil {
			return err
		}
	}
}

func (c *grpcClient) PostBuild(ctx context.Context, req *pluginpb.PostBuildRequest) (*pluginpb.PostBuildResponse, error) {
	return c.client.PostBuild(ctx, req)
}

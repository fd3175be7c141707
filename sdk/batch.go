package sdk

import (
	"google.golang.org/protobuf/proto"

	"github.com/folio-docs/folio/sdk/pluginpb"
)

// A Load of 10,000 docs is 10,000 items; as one gRPC message each, the
// messages cost more than the routes' own work. When the core accepts
// them (LoadRequest.accepts_batches), the plugin side gathers items into
// batches of at most batchItems items or about batchBytes bytes, in
// order, and the core side takes them apart again.
const (
	batchItems = 512
	batchBytes = 4 << 20
)

// batcher gathers the items a Load sends into batches.
type batcher struct {
	send  func(*pluginpb.LoadItem) error
	items []*pluginpb.LoadItem
	bytes int
}

func (b *batcher) add(it *pluginpb.LoadItem) error {
	b.items = append(b.items, it)
	b.bytes += proto.Size(it)
	if len(b.items) >= batchItems || b.bytes >= batchBytes {
		return b.flush()
	}
	return nil
}

// flush sends what was gathered, as one batch.
func (b *batcher) flush() error {
	if len(b.items) == 0 {
		return nil
	}
	batch := &pluginpb.LoadItem{Item: &pluginpb.LoadItem_Batch{Batch: &pluginpb.LoadBatch{Items: b.items}}}
	b.items, b.bytes = nil, 0
	return b.send(batch)
}

// unbatched hands each item of a received item to send: the items of a
// batch in their order, any other item as it is.
func unbatched(it *pluginpb.LoadItem, send Sender) error {
	batch, ok := it.Item.(*pluginpb.LoadItem_Batch)
	if !ok {
		return send(it)
	}
	for _, inner := range batch.Batch.Items {
		if err := unbatched(inner, send); err != nil {
			return err
		}
	}
	return nil
}

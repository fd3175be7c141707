// A folio plugin written against the protocol alone (docs/plugin-protocol.md),
// on @grpc/grpc-js and @grpc/proto-loader, without the starter's helper: the
// host's tests run it to see what folio does with what real plugins do.
// FOLIO_TEST_NODE_MODE says how it misbehaves; FOLIO_TEST_MARKER is a file
// where it writes how it ended.
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

const mode = process.env.FOLIO_TEST_NODE_MODE || 'ok';
const marker = process.env.FOLIO_TEST_MARKER;
const ended = (how) => {
  if (marker) fs.writeFileSync(marker, how);
};

// The one source of the contract: the SDK's proto file.
const def = protoLoader.loadSync(path.join(__dirname, '..', '..', '..', '..', 'sdk', 'proto', 'plugin.proto'), {
  keepCase: true, longs: String, enums: String, defaults: true, oneofs: true,
});
const { Plugin } = grpc.loadPackageDefinition(def).folio.plugin.v1;

const route = (p, data) => ({ route: { path: p, component: 'MarkdownPage', data_json: Buffer.from(data), content_html: '<p>node</p>', meta: { title: 'Node' } } });

const handlers = {
  Describe(call, cb) {
    cb(null, { name: 'node-' + mode, version: '1.0.0', components: ['MarkdownPage'] });
  },
  Load(call) {
    const opts = JSON.parse(call.request.options_json.toString() || '{}');
    switch (mode) {
      case 'odd-stderr':
        for (const line of [
          '{"@level":"warn","@message":null}',
          '{"@level":"info","@message":"with a JavaScript timestamp","@timestamp":"' + new Date().toISOString() + '","files":3}',
          '{"@level":"error","@message":{"nested":true}}',
          '{"@level":42,"@message":"a level that is a number"}',
          '{"@message":"no level"}',
          '{"@level":"warn","@message":"half a line',
          '[1,2',
          'null',
          '(node:123) Warning: a plain line',
          'x'.repeat(200000),
        ]) process.stderr.write(line + '\n');
        break;
      case 'stdout':
        console.log('hello from console.log');
        process.stdout.write('{"@level":"info","@message":"a log line on stdout"}\n');
        break;
      case 'status': {
        const err = new Error(opts.message || 'the plugin refused');
        err.code = opts.code;
        call.emit('error', err); // grpc-js sends it as the call's status
        return;
      }
      case 'hang':
        return;
      case 'crash':
        process.stderr.write('node plugin: reading content/broken.json\n');
        process.exit(3);
      case 'bad-data':
        call.write(route('/bad', '{"title": "unterminated'));
        call.end();
        return;
    }
    call.write(route('/' + mode, '{"title":"Node"}'));
    call.end();
  },
  PostBuild(call, cb) {
    cb(null, { files: [], diagnostics: [] });
  },
};

const server = new grpc.Server({ 'grpc.max_receive_message_length': 1 << 30, 'grpc.max_send_message_length': 1 << 30 });
server.addService(Plugin.service, handlers);
// "no-controller" serves neither the controller nor watches its stdin: only
// a signal stops it. "stdin-only" lacks the controller and watches stdin.
if (mode !== 'no-controller' && mode !== 'stdin-only') {
  // go-plugin's controller, by hand: an empty message either way.
  const empty = { serialize: () => Buffer.alloc(0), deserialize: () => ({}) };
  server.addService({
    Shutdown: {
      path: '/plugin.GRPCController/Shutdown', requestStream: false, responseStream: false,
      requestSerialize: empty.serialize, requestDeserialize: empty.deserialize,
      responseSerialize: empty.serialize, responseDeserialize: empty.deserialize,
    },
  }, {
    Shutdown(call, cb) {
      cb(null, {});
      ended('controller');
      setImmediate(() => process.exit(0));
    },
  });
}
process.on('SIGTERM', () => {
  ended('SIGTERM');
  process.exit(0);
});
if (mode !== 'no-controller' && process.env.FOLIO_PARENT_PIPE) {
  process.stdin.on('end', () => {
    ended('stdin');
    process.exit(0);
  });
  process.stdin.resume();
}
const socket = path.join(process.env.PLUGIN_UNIX_SOCKET_DIR, 'node-' + process.pid + '.sock');
server.bindAsync('unix:' + socket, grpc.ServerCredentials.createInsecure(), (err) => {
  if (err) throw err;
  process.stdout.write('1|1|unix|' + socket + '|grpc\n');
});

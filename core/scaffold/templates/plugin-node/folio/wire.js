// Protocol buffers for folio's plugin messages: encodes what the handlers
// return and decodes what folio sends, driven by plugin.json (the
// contract's descriptor, written by folio from plugin.proto). Written by
// `folio new plugin --lang node`; do not edit.
//
// Why not protobufjs: loading protobufjs/light, building its types from
// plugin.json and compiling the code it generates for the first messages
// cost 0.03-0.05 s of CPU at every start of the plugin, a quarter of the
// start (folio's bench/README.md). These messages need only the few rules
// below.
//
// Messages reach the handlers as @grpc/proto-loader hands them over with
// keepCase, longs: String, enums: String, defaults and oneofs: the .proto's
// snake_case names, every field present (a message field unset is null, a
// list [], a map {}; a oneof's unset fields are absent), 64-bit integers
// as strings, bytes as Buffers, an enum by its name, and a oneof's set
// field named by the oneof. What the handlers return is read the way
// protobufjs's fromObject reads it: a string for bytes is base64, an enum
// may be its name or number, null and undefined fields are left out.
'use strict';
const fs = require('node:fs');

/**
 * A message or enum of plugin.json, as protobufjs's JSON descriptor
 * spells it.
 * @typedef {object} JSONType
 * @property {Record<string, {id: number, type: string, rule?: string, keyType?: string}>} [fields]
 * @property {Record<string, {oneof: string[]}>} [oneofs]
 * @property {Record<string, number>} [values]
 * @property {Record<string, {requestType: string, responseType: string, requestStream?: boolean, responseStream?: boolean}>} [methods]
 * @property {Record<string, JSONType>} [nested]
 */

/**
 * A field, with its type resolved.
 * @typedef {object} Field
 * @property {string} name
 * @property {number} id
 * @property {string} type a scalar's .proto name, "message" or "enum"
 * @property {'list' | 'map' | 'one'} shape
 * @property {string} keyType a map's key type
 * @property {string} oneof the name of the oneof it is part of, or ''
 * @property {Message | null} message its message type
 * @property {Enum | null} enum its enum type
 * @property {number} wire its wire type (0 varint, 1 64-bit, 2 length-delimited, 5 32-bit)
 * @property {Field | null} key a map's entries' key (field 1)
 * @property {Field | null} value a map's entries' value (field 2)
 * @property {number} tagSize the size of its tag
 * @property {number} packedTagSize the size of its tag when its list is packed
 */

/** @typedef {{name: string, byName: Record<string, number>, byNumber: Map<number, string>}} Enum */

/** @type {Record<string, number>} */
const WIRE = {
  int32: 0, int64: 0, uint32: 0, uint64: 0, sint32: 0, sint64: 0, bool: 0, enum: 0,
  fixed64: 1, sfixed64: 1, double: 1,
  string: 2, bytes: 2, message: 2,
  fixed32: 5, sfixed32: 5, float: 5,
};
const LONG = new Set(['int64', 'uint64', 'sint64', 'fixed64', 'sfixed64']);
const MAP_KEYS = new Set(['string', 'int32', 'uint32', 'sint32', 'fixed32', 'sfixed32']);

/** A message type: encode and decode. */
class Message {
  /**
   * @param {string} name its full name, without the leading dot
   * @param {Types} types
   * @param {JSONType} json
   */
  constructor(name, types, json) {
    this.name = name;
    this.types = types;
    this.json = json;
    /** @type {Field[] | null} by number, resolved on first use */
    this.resolved = null;
    /** @type {(Field | undefined)[]} by number */
    this.byNumber = [];
  }

  /** @returns {Field[]} */
  fields() {
    if (this.resolved) return this.resolved;
    /** @type {Record<string, string>} */
    const oneofOf = {};
    for (const [oneof, { oneof: members }] of Object.entries(this.json.oneofs ?? {})) {
      for (const member of members) oneofOf[member] = oneof;
    }
    this.resolved = Object.entries(this.json.fields ?? {})
      .map(([name, f]) => {
        const scalar = f.type in WIRE;
        const found = scalar ? null : this.types.lookup(f.type, this.name);
        const message = found instanceof Message ? found : null;
        const en = found && !(found instanceof Message) ? found : null;
        if (!scalar && !found) throw new Error(`plugin.json: ${this.name}.${name} has type ${f.type}, which it does not define`);
        const type = scalar ? f.type : message ? 'message' : 'enum';
        /** @type {Field} */
        const field = {
          name, id: f.id, type, message, enum: en, wire: WIRE[type],
          shape: f.keyType ? 'map' : f.rule === 'repeated' ? 'list' : 'one',
          keyType: f.keyType ?? '', oneof: oneofOf[name] ?? '', key: null, value: null,
          tagSize: varintSize(((f.id << 3) | WIRE[type]) >>> 0), packedTagSize: varintSize(((f.id << 3) | 2) >>> 0),
        };
        if (field.keyType) {
          // A map is a list of entries, each a message of a key and a value.
          // Keys as proto-loader gives them: a string, or a 32-bit number's
          // decimal (a 64-bit or boolean key it spells otherwise).
          if (!MAP_KEYS.has(field.keyType)) {
            throw new Error(`plugin.json: ${this.name}.${name} has a map key of type ${field.keyType}, which wire.js does not read`);
          }
          // A map's own tag is that of a message (its entries).
          field.tagSize = varintSize(((f.id << 3) | 2) >>> 0);
          field.key = { ...field, id: 1, type: field.keyType, wire: WIRE[field.keyType], message: null, enum: null, shape: 'one', tagSize: 1 };
          field.value = { ...field, id: 2, shape: 'one', tagSize: 1 };
        }
        return field;
      })
      .sort((a, b) => a.id - b.id);
    for (const f of this.resolved) this.byNumber[f.id] = f;
    return this.resolved;
  }

  /**
   * The wire bytes of a plain object. Two passes: the first checks and
   * measures every field (the lengths that prefix strings and nested
   * messages go into plan, in the order met), the second writes them
   * into one buffer of the right size.
   * @param {any} value
   * @returns {Buffer}
   */
  encode(value) {
    /** @type {number[]} */
    const plan = [];
    let size;
    try {
      size = this.measure(value, plan);
    } catch (err) {
      if (err instanceof EncodeError) throw new TypeError(`${this.name}${err.path.join('')}: ${err.what}`);
      throw err;
    }
    const w = new Writer(Buffer.allocUnsafe(size), plan);
    this.put(w, value);
    return w.buf;
  }

  /**
   * The size of a message's fields, their lengths pushed onto plan.
   * @param {any} value
   * @param {number[]} plan
   * @returns {number}
   */
  measure(value, plan) {
    if (value === null || typeof value !== 'object') throw new EncodeError('object expected');
    let size = 0;
    for (const f of this.fields()) {
      const v = value[f.name];
      if (v == null) continue;
      try {
        if (f.shape === 'map') {
          if (typeof v !== 'object') throw new EncodeError('object expected');
          const key = /** @type {Field} */ (f.key), val = /** @type {Field} */ (f.value);
          for (const k of Object.keys(v)) {
            const at = plan.length;
            plan.push(0);
            let entry = measureValue(key, k, plan);
            try {
              if (v[k] != null) entry += measureValue(val, v[k], plan);
            } catch (err) {
              if (err instanceof EncodeError) err.path.unshift(`[${JSON.stringify(k)}]`);
              throw err;
            }
            plan[at] = entry;
            size += f.tagSize + varintSize(entry) + entry;
          }
        } else if (f.shape === 'list') {
          if (!Array.isArray(v)) throw new EncodeError('array expected');
          if (f.wire !== 2 && v.length > 0) {
            // proto3 packs a list of numbers into one length-delimited field.
            let packed = 0;
            for (let i = 0; i < v.length; i++) packed += listItem(i, () => scalarSize(f, v[i]));
            plan.push(packed);
            size += f.packedTagSize + varintSize(packed) + packed;
          } else {
            for (let i = 0; i < v.length; i++) size += listItem(i, () => measureValue(f, v[i], plan));
          }
        } else {
          size += measureValue(f, v, plan);
        }
      } catch (err) {
        if (err instanceof EncodeError) err.path.unshift(`.${f.name}`);
        throw err;
      }
    }
    return size;
  }

  /**
   * Writes a message's fields, as measure measured them.
   * @param {Writer} w
   * @param {any} value
   */
  put(w, value) {
    for (const f of this.fields()) {
      const v = value[f.name];
      if (v == null) continue;
      if (f.shape === 'map') {
        for (const k of Object.keys(v)) {
          w.lengthTag(f);
          w.varint(w.plan[w.next++]);
          putValue(w, /** @type {Field} */ (f.key), k);
          if (v[k] != null) putValue(w, /** @type {Field} */ (f.value), v[k]);
        }
      } else if (f.shape === 'list') {
        if (f.wire !== 2 && v.length > 0) {
          w.lengthTag(f);
          w.varint(w.plan[w.next++]);
          for (const item of v) putScalar(w, f, item);
        } else {
          for (const item of v) putValue(w, f, item);
        }
      } else {
        putValue(w, f, v);
      }
    }
  }

  /**
   * The plain object of wire bytes.
   * @param {Uint8Array} bytes
   * @returns {any}
   */
  decode(bytes) {
    const buf = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
    return this.read(new Reader(buf), buf.length);
  }

  /**
   * Reads the message's fields up to end.
   * @param {Reader} r
   * @param {number} end
   * @returns {Record<string, any>}
   */
  read(r, end) {
    const fields = this.fields();
    /** @type {Record<string, any>} */
    const out = {};
    for (const f of fields) {
      if (f.oneof) continue;
      out[f.name] = f.shape === 'map' ? {} : f.shape === 'list' ? [] : defaultOf(f);
    }
    while (r.pos < end) {
      const tag = r.uint32(end);
      const wire = tag & 7;
      const f = this.byNumber[tag >>> 3];
      if (!f) {
        r.skip(wire, end);
        continue;
      }
      if (f.shape === 'map') {
        const key = /** @type {Field} */ (f.key), value = /** @type {Field} */ (f.value);
        const entryEnd = r.end(end);
        /** @type {any} */
        let k = defaultOf(key);
        /** @type {any} */
        let v = defaultOf(value);
        while (r.pos < entryEnd) {
          const t = r.uint32(entryEnd);
          if (t >>> 3 === 1) k = readValue(r, key, entryEnd);
          else if (t >>> 3 === 2) v = readValue(r, value, entryEnd);
          else r.skip(t & 7, entryEnd);
        }
        out[f.name][String(k)] = v;
      } else if (f.shape === 'list') {
        if (wire === 2 && f.wire !== 2) {
          const packedEnd = r.end(end);
          while (r.pos < packedEnd) out[f.name].push(readValue(r, f, packedEnd));
        } else {
          out[f.name].push(readValue(r, f, end));
        }
      } else {
        if (wire !== f.wire) throw new Error(`${this.name}.${f.name}: wire type ${wire}, expected ${f.wire}`);
        out[f.name] = readValue(r, f, end);
        if (f.oneof) out[f.oneof] = f.name;
      }
    }
    return out;
  }
}

/**
 * A field's value when it is not sent.
 * @param {Field} f
 */
function defaultOf(f) {
  switch (f.type) {
    case 'message': return null;
    case 'enum': return /** @type {Enum} */ (f.enum).byNumber.get(0) ?? 0;
    case 'string': return '';
    case 'bytes': return Buffer.alloc(0);
    case 'bool': return false;
  }
  return LONG.has(f.type) ? '0' : 0;
}

/** A value that cannot be encoded: path says where, from the message down. */
class EncodeError extends TypeError {
  /** @param {string} what */
  constructor(what) {
    super(what);
    this.what = what;
    /** @type {string[]} */
    this.path = [];
  }
}

/**
 * Runs f for the list's item i, and says i in its error.
 * @param {number} i
 * @param {() => number} f
 */
function listItem(i, f) {
  try {
    return f();
  } catch (err) {
    if (err instanceof EncodeError) err.path.unshift(`[${i}]`);
    throw err;
  }
}

/** @param {number} n a number from 0 to 2^53 */
function varintSize(n) {
  let size = 1;
  while (n > 0x7f) {
    n = Math.floor(n / 128);
    size++;
  }
  return size;
}

/** @param {bigint} n taken as its low 64 bits, unsigned */
function bigVarintSize(n) {
  n = BigInt.asUintN(64, n);
  let size = 1;
  while (n > 0x7fn) {
    n >>= 7n;
    size++;
  }
  return size;
}

/**
 * The size of one value of a field (one item of a list), with its tag;
 * a string's or nested message's length goes onto plan.
 * @param {Field} f
 * @param {any} v
 * @param {number[]} plan
 * @returns {number}
 */
function measureValue(f, v, plan) {
  let n;
  switch (f.type) {
    case 'message': {
      const at = plan.length;
      plan.push(0);
      n = /** @type {Message} */ (f.message).measure(v, plan);
      plan[at] = n;
      break;
    }
    case 'string':
      n = Buffer.byteLength(String(v));
      plan.push(n);
      break;
    case 'bytes':
      n = bytesOf(v).length;
      break;
    default:
      return f.tagSize + scalarSize(f, v);
  }
  return f.tagSize + varintSize(n) + n;
}

/**
 * Writes one value of a field, with its tag.
 * @param {Writer} w
 * @param {Field} f
 * @param {any} v
 */
function putValue(w, f, v) {
  w.tag(f);
  switch (f.type) {
    case 'message': {
      w.varint(w.plan[w.next++]);
      /** @type {Message} */ (f.message).put(w, v);
      return;
    }
    case 'string': {
      const n = w.plan[w.next++];
      w.varint(n);
      w.buf.write(String(v), w.pos, n, 'utf8');
      w.pos += n;
      return;
    }
    case 'bytes': {
      const b = bytesOf(v);
      w.varint(b.length);
      w.buf.set(b, w.pos);
      w.pos += b.length;
      return;
    }
  }
  putScalar(w, f, v);
}

/**
 * @param {any} v
 * @returns {Uint8Array}
 */
function bytesOf(v) {
  if (typeof v === 'string') return Buffer.from(v, 'base64');
  if (v instanceof Uint8Array) return v;
  if (Array.isArray(v)) return Buffer.from(v);
  throw new EncodeError('bytes expected (a Buffer, Uint8Array or base64 string)');
}

/**
 * An enum value's number, from its name or number.
 * @param {Field} f
 * @param {any} v
 */
function enumNumber(f, v) {
  const en = /** @type {Enum} */ (f.enum);
  const n = typeof v === 'number' ? v : Object.hasOwn(en.byName, v) ? en.byName[v] : undefined;
  if (n === undefined) throw new EncodeError(`${JSON.stringify(v)} is not one of ${namesOf(en).join(', ')}`);
  return n | 0;
}

/**
 * The size of a number or boolean, without its tag.
 * @param {Field} f
 * @param {any} v
 * @returns {number}
 */
function scalarSize(f, v) {
  switch (f.type) {
    case 'enum': {
      const n = enumNumber(f, v);
      return n >= 0 ? varintSize(n) : 10;
    }
    case 'bool': return 1;
    case 'int32': {
      const n = v | 0;
      return n >= 0 ? varintSize(n) : 10;
    }
    case 'uint32': return varintSize(v >>> 0);
    case 'sint32': {
      const n = v | 0;
      return varintSize(((n << 1) ^ (n >> 31)) >>> 0);
    }
    case 'int64': case 'uint64': return bigVarintSize(long(v));
    case 'sint64': return bigVarintSize(zigzag64(long(v)));
    case 'fixed64': case 'sfixed64': long(v); return 8;
    case 'double': return 8;
    case 'fixed32': case 'sfixed32': case 'float': return 4;
  }
  throw new EncodeError(`cannot encode type ${f.type}`);
}

/** @param {bigint} n */
function zigzag64(n) {
  n = BigInt.asIntN(64, n);
  return (n << 1n) ^ (n >> 63n);
}

/**
 * Writes a number or boolean, without a tag.
 * @param {Writer} w
 * @param {Field} f
 * @param {any} v
 */
function putScalar(w, f, v) {
  switch (f.type) {
    case 'enum': return w.int32(enumNumber(f, v));
    case 'bool': return w.varint(v ? 1 : 0);
    case 'int32': return w.int32(v | 0);
    case 'uint32': return w.varint(v >>> 0);
    case 'sint32': {
      const n = v | 0;
      return w.varint(((n << 1) ^ (n >> 31)) >>> 0);
    }
    case 'int64': case 'uint64': return w.bigVarint(long(v));
    case 'sint64': return w.bigVarint(zigzag64(long(v)));
    case 'fixed64': case 'sfixed64':
      w.buf.writeBigUInt64LE(long(v), w.pos);
      w.pos += 8;
      return;
    case 'double':
      w.buf.writeDoubleLE(Number(v), w.pos);
      w.pos += 8;
      return;
    case 'fixed32':
      w.buf.writeUInt32LE(v >>> 0, w.pos);
      w.pos += 4;
      return;
    case 'sfixed32':
      w.buf.writeInt32LE(v | 0, w.pos);
      w.pos += 4;
      return;
    case 'float':
      w.buf.writeFloatLE(Number(v), w.pos);
      w.pos += 4;
  }
}

/**
 * An enum's names, in the order of their numbers.
 * @param {Enum} en
 */
function namesOf(en) {
  return Object.keys(en.byName).sort((a, b) => en.byName[a] - en.byName[b]);
}

/**
 * A 64-bit integer, unsigned, from a number, a decimal string, a bigint
 * or a Long.
 * @param {any} v
 * @returns {bigint}
 */
function long(v) {
  if (typeof v === 'bigint') return BigInt.asUintN(64, v);
  if (typeof v === 'object' && v !== null && 'low' in v && 'high' in v) {
    return (BigInt(v.high >>> 0) << 32n) | BigInt(v.low >>> 0);
  }
  try {
    return BigInt.asUintN(64, BigInt(typeof v === 'number' ? Math.trunc(v) : String(v)));
  } catch {
    throw new EncodeError(`${JSON.stringify(v)} is not an integer`);
  }
}

/**
 * Reads one value of a field, which ends by end.
 * @param {Reader} r
 * @param {Field} f
 * @param {number} end
 * @returns {any}
 */
function readValue(r, f, end) {
  switch (f.type) {
    case 'message': return /** @type {Message} */ (f.message).read(r, r.end(end));
    case 'string': {
      const stop = r.end(end), at = r.pos;
      r.pos = stop;
      return r.buf.toString('utf8', at, stop);
    }
    case 'bytes': {
      const stop = r.end(end), at = r.pos;
      r.pos = stop;
      return r.buf.subarray(at, stop);
    }
    case 'enum': {
      const n = r.uint32(end) | 0;
      return /** @type {Enum} */ (f.enum).byNumber.get(n) ?? n;
    }
    case 'bool': return r.varint(end) !== 0n;
    case 'int32': return r.uint32(end) | 0;
    case 'uint32': return r.uint32(end);
    case 'sint32': {
      const n = r.uint32(end);
      return (n >>> 1) ^ -(n & 1);
    }
    case 'int64': return String(BigInt.asIntN(64, r.varint(end)));
    case 'uint64': return String(r.varint(end));
    case 'sint64': {
      const n = r.varint(end);
      return String((n >> 1n) ^ -(n & 1n));
    }
    case 'fixed64': return String(r.buf.readBigUInt64LE(r.take(8, end)));
    case 'sfixed64': return String(r.buf.readBigInt64LE(r.take(8, end)));
    case 'double': return r.buf.readDoubleLE(r.take(8, end));
    case 'fixed32': return r.buf.readUInt32LE(r.take(4, end));
    case 'sfixed32': return r.buf.readInt32LE(r.take(4, end));
    case 'float': return r.buf.readFloatLE(r.take(4, end));
  }
  throw new Error(`cannot decode type ${f.type}`);
}

/** A buffer being written, and the lengths its encoding measured. */
class Writer {
  /** @param {Buffer} buf @param {number[]} plan */
  constructor(buf, plan) {
    this.buf = buf;
    this.pos = 0;
    this.plan = plan;
    /** the next of plan's lengths to write */
    this.next = 0;
  }

  /** @param {Field} f */
  tag(f) {
    this.varint(((f.id << 3) | f.wire) >>> 0);
  }

  /** The field's tag with wire type 2: a packed list's, a map entry's. @param {Field} f */
  lengthTag(f) {
    this.varint(((f.id << 3) | 2) >>> 0);
  }

  /** @param {number} n a number from 0 to 2^53 */
  varint(n) {
    const buf = this.buf;
    while (n > 0x7f) {
      buf[this.pos++] = (n & 0x7f) | 0x80;
      n = Math.floor(n / 128);
    }
    buf[this.pos++] = n;
  }

  /** @param {bigint} n taken as its low 64 bits, unsigned */
  bigVarint(n) {
    n = BigInt.asUintN(64, n);
    while (n > 0x7fn) {
      this.buf[this.pos++] = Number(n & 0x7fn) | 0x80;
      n >>= 7n;
    }
    this.buf[this.pos++] = Number(n);
  }

  /** An int32: a negative one takes ten bytes, as a 64-bit two's complement. @param {number} n */
  int32(n) {
    if (n >= 0) this.varint(n);
    else this.bigVarint(BigInt(n));
  }
}

/**
 * Bytes being read. Each read is given the end of the message it reads
 * in, and fails rather than read past it.
 */
class Reader {
  /** @param {Buffer} buf */
  constructor(buf) {
    this.buf = buf;
    this.pos = 0;
  }

  /** @param {number} n @param {number} end @returns {number} where the n bytes start */
  take(n, end) {
    const at = this.pos;
    if (at + n > end) throw new RangeError('message truncated');
    this.pos += n;
    return at;
  }

  /** A varint's low 32 bits, unsigned. @param {number} end */
  uint32(end) {
    const buf = this.buf;
    let pos = this.pos;
    let value = 0;
    for (let shift = 0; shift < 70; shift += 7) {
      if (pos >= end) throw new RangeError('message truncated');
      const b = buf[pos++];
      if (shift < 32) value |= (b & 0x7f) << shift;
      if (b < 0x80) {
        this.pos = pos;
        return value >>> 0;
      }
    }
    throw new RangeError('varint too long');
  }

  /** A whole varint, as an unsigned 64-bit bigint. @param {number} end */
  varint(end) {
    let value = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      const b = this.buf[this.take(1, end)];
      value |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return BigInt.asUintN(64, value);
    }
    throw new RangeError('varint too long');
  }

  /**
   * Reads the length of the length-delimited field that starts here and
   * returns where its content ends; pos is then at its content's start.
   * @param {number} end
   */
  end(end) {
    const n = this.uint32(end);
    const at = this.pos;
    if (at + n > end) throw new RangeError('message truncated');
    return at + n;
  }

  /** @param {number} wire skips a field of this wire type @param {number} end */
  skip(wire, end) {
    switch (wire) {
      case 0: this.varint(end); return;
      case 1: this.take(8, end); return;
      case 2: this.pos = this.end(end); return;
      case 5: this.take(4, end); return;
    }
    throw new Error(`unsupported wire type ${wire}`);
  }
}

/** The messages, enums and services of a descriptor, by full name. */
class Types {
  /** @param {JSONType} json protobufjs's JSON descriptor */
  constructor(json) {
    /** @type {Map<string, Message>} */
    this.messages = new Map();
    /** @type {Map<string, Enum>} */
    this.enums = new Map();
    /** @type {Map<string, Record<string, {requestType: string, responseType: string, requestStream?: boolean, responseStream?: boolean}>>} */
    this.services = new Map();
    this.add('', json);
  }

  /**
   * @param {string} prefix
   * @param {JSONType} json
   */
  add(prefix, json) {
    for (const [name, t] of Object.entries(json.nested ?? {})) {
      const full = prefix ? `${prefix}.${name}` : name;
      if (t.fields) this.messages.set(full, new Message(full, this, t));
      if (t.values) {
        const byNumber = new Map();
        for (const [k, v] of Object.entries(t.values)) if (!byNumber.has(v)) byNumber.set(v, k);
        this.enums.set(full, { name: full, byName: t.values, byNumber });
      }
      if (t.methods) this.services.set(full, t.methods);
      this.add(full, t);
    }
  }

  /** @param {string} name absolute (".a.B") or full ("a.B") */
  message(name) {
    const m = this.messages.get(name.replace(/^\./, ''));
    if (!m) throw new Error(`plugin.json has no message ${name}`);
    return m;
  }

  /**
   * The message or enum a field's type names, as protobuf resolves it:
   * absolute (".a.B"), or relative to the message it is in (scope) and
   * then to each enclosing one.
   * @param {string} name
   * @param {string} scope the full name of the message the field is in
   * @returns {Message | Enum | null}
   */
  lookup(name, scope) {
    const get = (/** @type {string} */ full) => this.messages.get(full) ?? this.enums.get(full) ?? null;
    if (name.startsWith('.')) return get(name.slice(1));
    for (let at = scope; ; at = at.slice(0, Math.max(at.lastIndexOf('.'), 0))) {
      const found = get(at ? `${at}.${name}` : name);
      if (found || !at) return found;
    }
  }

  /** @param {string} name */
  service(name) {
    const s = this.services.get(name.replace(/^\./, ''));
    if (!s) throw new Error(`plugin.json has no service ${name}`);
    return s;
  }
}

/**
 * The types of a descriptor file (plugin.json).
 * @param {string} file
 */
function readTypes(file) {
  return new Types(JSON.parse(fs.readFileSync(file, 'utf8')));
}

module.exports = { Message, Types, readTypes };

/**
 * A whole websocket text frame as bytes (RFC 6455 §5.2). Frames from a server are never masked, so one frame is
 * the same bytes for every socket: a fan-out frames it once and writes those bytes to each socket, instead of
 * handing the payload to `ws` to frame again per socket (header allocation, two writes per frame).
 */
export function textFrame(text: string): Buffer {
  const len = Buffer.byteLength(text);
  const header = len < 126 ? 2 : len < 65536 ? 4 : 10;
  const out = Buffer.allocUnsafe(header + len);
  out[0] = 0x81; // FIN, opcode 1 (text)
  if (len < 126) {
    out[1] = len;
  } else if (len < 65536) {
    out[1] = 126;
    out.writeUInt16BE(len, 2);
  } else {
    out[1] = 127;
    out.writeUInt32BE(Math.floor(len / 2 ** 32), 2);
    out.writeUInt32BE(len >>> 0, 6);
  }
  out.write(text, header, 'utf8');
  return out;
}

// @ts-check
// Encodes an RGB image as PNG with node:zlib: enough to make placeholder images of a known
// natural size without shipping binary files.
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * @param {number} width
 * @param {number} height
 * @param {(x: number, y: number) => [number, number, number]} colorAt
 * @returns {Buffer}
 */
export function encodePng(width, height, colorAt) {
  const stride = width * 3 + 1; // each scanline starts with its filter type (0 = none)
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colorAt(x, y);
      const at = y * stride + 1 + x * 3;
      pixels[at] = r;
      pixels[at + 1] = g;
      pixels[at + 2] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: truecolour RGB
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * The placeholder image URLs answer with (600×400 unless a size is asked for): a pale field with a frame and the
 * two diagonals, so it reads as "image goes here" in screenshots.
 * @param {number} [width]
 * @param {number} [height]
 */
export function placeholderPng(width = 600, height = 400) {
  const ink = /** @type {[number, number, number]} */ ([176, 164, 150]);
  const paper = /** @type {[number, number, number]} */ ([238, 232, 224]);
  return encodePng(width, height, (x, y) => {
    const onFrame = x < 4 || y < 4 || x >= width - 4 || y >= height - 4;
    const onDiagonal =
      Math.abs(x * height - y * width) < 2 * width || Math.abs((width - x) * height - y * width) < 2 * width;
    return onFrame || onDiagonal ? ink : paper;
  });
}

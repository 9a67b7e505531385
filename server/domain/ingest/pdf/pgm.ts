/*
 * Reads the pages `pdftoppm -gray` writes to stdout: binary PGM images (P5, 8-bit) one after
 * another, each "P5\n<width> <height>\n255\n" followed by width*height bytes. pdftoppm writes no
 * comments, so the header is matched as one token run.
 */

export interface GrayImage {
  width: number
  height: number
  /** Row-major, one byte a pixel, 0 black to 255 white. */
  pixels: Uint8Array
}

const HEADER = /^P5\s+(\d+)\s+(\d+)\s+255\s/

/** The images in order; throws on a truncated or foreign stream (the render went wrong). */
export function parsePgmStream(bytes: Uint8Array): GrayImage[] {
  const images: GrayImage[] = []
  let offset = 0
  while (offset < bytes.length) {
    const head = HEADER.exec(Buffer.from(bytes.buffer, bytes.byteOffset + offset, Math.min(40, bytes.length - offset)).toString('latin1'))
    if (!head) throw new Error(`not a PGM image at byte ${offset}`)
    const width = Number(head[1])
    const height = Number(head[2])
    const start = offset + head[0].length
    const end = start + width * height
    if (end > bytes.length) throw new Error(`PGM image truncated at byte ${bytes.length}`)
    images.push({ width, height, pixels: bytes.subarray(start, end) })
    offset = end
  }
  return images
}

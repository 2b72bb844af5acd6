import { describe, expect, it } from 'vitest';
import { GIF, jpegImage, pngImage, SVG } from '../../test/images';
import { imageSize, pngDataInflates } from './images';

describe('imageSize', () => {
  it("reads a PNG's size from its IHDR chunk", () => {
    expect(imageSize(pngImage(120, 45))).toEqual({ width: 120, height: 45 });
  });

  it("reads a JPEG's size from its frame, past the segments before it", () => {
    const jpeg = jpegImage(640, 480);
    const exif = Buffer.from([0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]);
    const withExif = Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(imageSize(withExif)).toEqual({ width: 640, height: 480 });
  });

  it('knows no size for anything else, or a header cut short', () => {
    expect(imageSize(GIF)).toBeNull();
    expect(imageSize(SVG)).toBeNull();
    expect(imageSize(pngImage(64, 64).subarray(0, 20))).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
  });
});

describe('pngDataInflates', () => {
  it('tells a whole PNG from one whose pixel data is damaged', () => {
    const png = pngImage(64, 64);
    expect(pngDataInflates(png)).toBe(true);
    const damaged = Buffer.from(png);
    damaged.fill(0x55, 41, damaged.length - 16);
    expect(pngDataInflates(damaged)).toBe(false);
    expect(pngDataInflates(png.subarray(0, 50))).toBe(false);
  });
});

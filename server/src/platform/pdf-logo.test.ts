import { describe, expect, it } from 'vitest';
import { pngImage } from '../../test/images';
import { renderPdf } from './pdf';
import { drawLogo } from './pdf-logo';

describe('drawLogo', () => {
  it('fits the logo in its box without changing its shape, and embeds it once however often drawn', async () => {
    const logo = pngImage(200, 100);
    const sizes: { width: number; height: number }[] = [];
    const pdf = await renderPdf('Logo', (doc) => {
      sizes.push(drawLogo(doc, logo, 48, 48, 50, 300));
      sizes.push(drawLogo(doc, logo, 48, 120, 50, 60));
      doc.addPage();
      sizes.push(drawLogo(doc, logo, 48, 48, 40, 400));
    });
    expect(sizes).toEqual([
      { width: 100, height: 50 },
      { width: 60, height: 30 },
      { width: 80, height: 40 },
    ]);
    // The picture and its alpha channel (a soft mask): one of each.
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(2);
  });

  it('draws nothing and takes no room without a logo', async () => {
    let size = { width: -1, height: -1 };
    const pdf = await renderPdf('No logo', (doc) => {
      size = drawLogo(doc, null, 48, 48, 50, 300);
    });
    expect(size).toEqual({ width: 0, height: 0 });
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
  });
});

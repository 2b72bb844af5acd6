import { readFile } from 'node:fs/promises';
import { extractImages, extractText, getDocumentProxy } from 'unpdf';

/** A downloaded PDF's text on one line, as a reader would search it. */
export const pdfText = async (path: string) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await readFile(path))), { mergePages: true })
  ).text.replace(/\s+/g, ' ');

/** The pictures on a downloaded PDF's page (1 = the first), each with its size in pixels. */
export async function pdfImages(path: string, pageNumber = 1): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  return (await extractImages(pdf, pageNumber)).map(({ width, height }) => ({ width, height }));
}

import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, its pages run together, as a reader would search it. */
export const pdfText = async (pdf: Buffer | Uint8Array) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

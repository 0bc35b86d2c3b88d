import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedDocument, EncodedDocuments, pickCoding } from './encoded-document';

const PAGE = `<!doctype html><html lang="es-AR"><body>${'<p>Enlazá: tus links, tus eventos.</p>'.repeat(200)}</body></html>`;

describe('pickCoding', () => {
  it('prefers br, then gzip, as browsers ask', () => {
    expect(pickCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickCoding('gzip, deflate')).toBe('gzip');
    expect(pickCoding('*')).toBe('br');
  });

  it('honours q-values, and falls back to the bytes as they are', () => {
    expect(pickCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pickCoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickCoding('deflate, zstd')).toBe('identity');
    expect(pickCoding('identity')).toBe('identity');
    expect(pickCoding('')).toBe('identity');
    expect(pickCoding(undefined)).toBe('identity');
  });
});

describe('EncodedDocument', () => {
  it('keeps br and gzip variants that decode to the same bytes, computed once', async () => {
    const document = new EncodedDocument(PAGE);
    const br = await document.bytes('br');
    const gzip = await document.bytes('gzip');
    expect(brotliDecompressSync(br).toString()).toBe(PAGE);
    expect(gunzipSync(gzip).toString()).toBe(PAGE);
    expect(br.length).toBeLessThan(PAGE.length / 10);
    expect(await document.bytes('br')).toBe(br);
    expect(await document.bytes('gzip')).toBe(gzip);
    expect(await document.bytes('identity')).toBe(document.identity);
  });

  it('has one strong tag per coding, from the uncompressed bytes', () => {
    const document = new EncodedDocument(PAGE);
    const same = new EncodedDocument(Buffer.from(PAGE));
    expect(document.etag('identity')).toMatch(/^"[\w-]{16}"$/);
    expect(document.etag('br')).toBe(`"${document.hash}-br"`);
    expect(document.etag('gzip')).toBe(`"${document.hash}-gz"`);
    expect(same.etag('br')).toBe(document.etag('br'));
    expect(new EncodedDocument(`${PAGE} `).hash).not.toBe(document.hash);
  });

  it('sends a tiny answer as it is, whatever was asked', async () => {
    const tiny = new EncodedDocument('{"ok":true}');
    expect(tiny.codingFor('br, gzip')).toBe('identity');
    expect(await tiny.bytes('br')).toBe(tiny.identity);
  });
});

describe('EncodedDocuments', () => {
  it('finds the document (and its variants) again for the same bytes', async () => {
    const documents = new EncodedDocuments();
    const first = documents.of(PAGE);
    await first.bytes('br');
    expect(documents.of(Buffer.from(PAGE))).toBe(first);
    expect(documents.stats.documents).toBe(1);
    expect(documents.stats.bytes).toBe(first.size);
  });

  it('lets the least recently used go past its budget, variants counted', async () => {
    const page = (n: number) => `${PAGE}<!-- ${n} -->`;
    const documents = new EncodedDocuments(3 * Buffer.byteLength(page(0)) + 100);
    const a = documents.of(page(1));
    documents.of(page(2));
    documents.of(page(3));
    expect(documents.of(page(1))).toBe(a); // a is now the most recently used
    documents.of(page(4));
    expect(documents.stats.documents).toBe(3);
    expect(documents.of(page(1))).toBe(a);
    await a.bytes('gzip');
    expect(documents.stats.bytes).toBeLessThanOrEqual(3 * Buffer.byteLength(page(0)) + 100);
  });
});

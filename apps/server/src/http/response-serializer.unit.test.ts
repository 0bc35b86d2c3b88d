import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readsTheSameBothWays, serializerCompiler } from './response-serializer';

const serialize = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('response serializer', () => {
  it('tells schemas that read the same both ways from those where the direction matters', () => {
    const plain = z.object({
      ok: z.literal(true),
      items: z.array(
        z.object({ id: z.number().int(), name: z.string().nullable(), at: z.date().optional() }),
      ),
      kind: z.union([z.enum(['a', 'b']), z.null()]),
      extra: z.record(z.string(), z.number()),
    });
    expect(readsTheSameBothWays(plain)).toBe(true);
    const deepTransform = z.object({
      items: z.array(z.object({ n: z.string().transform((s) => s.length) })),
    });
    expect(readsTheSameBothWays(deepTransform)).toBe(false);
    expect(readsTheSameBothWays(z.object({ n: z.number().default(1) }))).toBe(false);
    expect(readsTheSameBothWays(z.object({ n: z.number().catch(0) }))).toBe(false);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(readsTheSameBothWays(z.object({ n: codec }))).toBe(false);
    type Tree = { name: string; children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(readsTheSameBothWays(tree)).toBe(true);
  });

  it('strips unknown keys and refuses an answer that breaks its schema, whichever way it checks', () => {
    const plain = serialize(z.object({ ok: z.literal(true) }));
    expect(plain({ ok: true, secret: 'x' })).toBe('{"ok":true}');
    expect(() => plain({ ok: false })).toThrow(ResponseSerializationError);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    const encoded = serialize(z.object({ n: codec, token: z.string().optional() }));
    expect(encoded({ n: 5, password: 'x' })).toBe('{"n":"5"}');
    expect(() => encoded({ n: 'cinco' })).toThrow(ResponseSerializationError);
  });
});

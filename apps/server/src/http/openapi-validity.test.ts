import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/test-app';
import { OPENAPI_PATH } from './api-docs';

interface Parameter {
  in: string;
  name: string;
  schema?: unknown;
  style?: string;
  explode?: boolean;
}
interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[] }>>;
}

/** The served document, as client generators and API gateways read it (issue #18 §17). */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    doc = json<Document>(res);
  });
  afterAll(async () => {
    await t.close();
  });

  it('passes a standard validator (@apidevtools/swagger-parser)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('documents every parameter with a schema object', () => {
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const p of operation.parameters ?? []) {
          const label = `${method.toUpperCase()} ${path} ${p.in} ${p.name}`;
          expect(typeof p.schema, label).toBe('object');
        }
      }
    }
  });

  it("documents the Mercado Pago notification's free-form query as one object of form-style params", () => {
    const query = (doc.paths['/api/webhooks/mercadopago']?.post?.parameters ?? []).filter(
      (p) => p.in === 'query',
    );
    expect(query.map((p) => p.name)).toEqual(['query']);
    expect(query[0]).toMatchObject({ style: 'form', explode: true, schema: { type: 'object' } });
  });
});

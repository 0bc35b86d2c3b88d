import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

/** s3rver's fixed credentials: it checks request signatures against these. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface LocalS3Server {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the objects in (the bucket is a sub-folder). */
  directory: string;
  /** The S3_* variables that point a server (an in-process app or a spawned copy) at this bucket. */
  env(): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Test support: an S3-compatible server from npm (s3rver) on a free loopback port, keeping its
 * objects in a fresh temp folder, with one bucket created. Several server processes can share it.
 */
export async function startLocalS3(bucket = 'enlaza-test'): Promise<LocalS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'enlaza-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: () => s3Env(endpoint, bucket),
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables for a bucket on a local s3rver at `endpoint`. */
export function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

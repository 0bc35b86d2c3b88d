import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors';

export interface UploadMessages {
  missing: string;
  tooLarge: string;
}

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/**
 * Reads the one file of a multipart form, whole, from `field`. A form over `maxBytes` (plus its
 * framing) and any multipart failure become one of the field's Spanish messages: too large (413), or
 * no usable file (400).
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
  maxBytes: number,
): Promise<Buffer> {
  const missing = () => fieldError(field, messages.missing);
  // A form larger than any acceptable file is refused whatever it holds (a huge text field too).
  if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) {
    throw fieldError(field, messages.tooLarge, 413);
  }
  if (!request.isMultipart()) throw missing();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
    if (!part || part.fieldname !== field) throw missing();
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw missing();
    return bytes;
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = errorCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw fieldError(field, messages.tooLarge, 413);
    }
    throw missing();
  }
}

import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { POST_MESSAGES } from './messages';
import { postCreateSchema, postResponseSchema, postUpdateSchema } from './schema';

const postParams = idParams(POST_MESSAGES.notFound);
const onePost = z.object({ post: postResponseSchema });
const allPosts = z.object({ posts: z.array(postResponseSchema) });

/** The creator's posts ('Novedades', issue 35): their own rows only. */
export const postsContract = {
  list: { querystring: noInput, response: { 200: ok(allPosts), ...failures(401) } },
  create: { body: postCreateSchema, response: { 201: okWithMessage(onePost), ...failures(400, 401) } },
  update: {
    params: postParams,
    body: postUpdateSchema,
    response: { 200: okWithMessage(onePost), ...failures(400, 401, 404) },
  },
  remove: { params: postParams, response: { 200: okMessage, ...failures(401, 404) } },
  /** The post's optional image (multipart `image`), re-encoded like other uploads. */
  uploadImage: {
    params: postParams,
    consumes: ['multipart/form-data'],
    response: { 200: okWithMessage(onePost), ...failures(400, 401, 404, 413, 415) },
  },
  deleteImage: { params: postParams, response: { 200: okWithMessage(onePost), ...failures(401, 404) } },
} as const;

export type PostsAnswer = Answer<typeof postsContract.list>;
export type PostAnswer = Answer<typeof postsContract.create, 201>;

import { z } from 'zod';
import { type Answer, failures, idParams, noInput, ok, okMessage, okWithMessage } from '../http/contract';
import { LINK_MESSAGES } from './messages';
import { linkResponseSchema, linkSchema, linkUpdateSchema, reorderLinksSchema } from './schema';

const linkParams = idParams(LINK_MESSAGES.notFound);
const oneLink = z.object({ link: linkResponseSchema });
const allLinks = z.object({ links: z.array(linkResponseSchema) });

/** The creator's links (spec 02 §7 "Links"). */
export const linksContract = {
  list: { querystring: noInput, response: { 200: ok(allLinks), ...failures(401) } },
  create: { body: linkSchema, response: { 201: okWithMessage(oneLink), ...failures(400, 401) } },
  reorder: {
    body: reorderLinksSchema,
    response: { 200: okWithMessage(allLinks), ...failures(400, 401, 404) },
  },
  get: { params: linkParams, response: { 200: ok(oneLink), ...failures(401, 404) } },
  update: {
    params: linkParams,
    body: linkUpdateSchema,
    response: { 200: okWithMessage(oneLink), ...failures(400, 401, 404) },
  },
  remove: { params: linkParams, response: { 200: okMessage, ...failures(401, 404) } },
  /** POST /links/{id}/thumbnail, multipart field `image`. */
  uploadThumbnail: {
    params: linkParams,
    consumes: ['multipart/form-data'],
    response: { 200: okWithMessage(oneLink), ...failures(400, 401, 404, 413, 415) },
  },
  deleteThumbnail: { params: linkParams, response: { 200: okWithMessage(oneLink), ...failures(401, 404) } },
} as const;

export type LinksAnswer = Answer<typeof linksContract.list>;
export type LinkAnswer = Answer<typeof linksContract.create, 201>;
export type ReorderLinksAnswer = Answer<typeof linksContract.reorder>;

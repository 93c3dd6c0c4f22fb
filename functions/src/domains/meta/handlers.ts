import { buildOpenApiDocument, contract } from '@plie/shared';
import { defineHandlers } from '../../http/handler';

let document: Record<string, unknown> | undefined;

export const metaHandlers = defineHandlers('meta', {
  /** The OpenAPI 3.1 document, generated from the contract once per process. */
  openApi: async () => {
    document ??= buildOpenApiDocument(contract) as Record<string, unknown>;
    return document;
  },
});

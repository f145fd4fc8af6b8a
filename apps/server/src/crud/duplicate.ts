import { isUnique, resourceByName, resourcePermission, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../core/app-types.ts';
import type { Db } from '../core/db.ts';
import { ok } from '../core/envelope.ts';
import { AppError, forbidden } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { valueTaken } from './records.ts';
import { resourceTable } from './table.ts';

/**
 * GET /sys/duplicate/check?resource=&field=&value=&dataId=: does another record already hold this
 * value? Only fields a definition marks unique can be asked about; resource and field are looked
 * up in the registry, so no name from the request reaches SQL. Only a role that may add or edit
 * records of the resource may ask (it would learn the same from its own add).
 */
export function registerDuplicateCheck(app: App, db: Db): void {
  app.get(
    '/sys/duplicate/check',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['system'],
        summary: 'Whether a value of a unique field is already used',
        querystring: z.object({
          resource: z.string().max(64),
          field: z.string().max(64),
          value: z.string().max(500),
          dataId: z.string().max(64).optional(),
          _t: z.string().optional(),
        }),
        response: { 200: zEnvelope(z.object({ duplicate: z.boolean() })) },
      },
    },
    async (request) => {
      const { resource, field: key, value, dataId } = request.query;
      const def = resourceByName(resource);
      // The permission first: only someone who may add or edit such records asks about their values.
      const held = request.auth?.permissions;
      if (!def || !held || !(['add', 'edit'] as const).some((a) => held.has(resourcePermission(def, a))))
        throw forbidden();
      const field = def?.fields.find((f) => f.key === key && isUnique(f));
      if (!def || !field) throw new AppError(400, 'crud.errors.notUnique');
      const duplicate = await valueTaken(db, resourceTable(def), field, value, dataId);
      const message = translate(
        request.locale,
        duplicate ? 'crud.validation.duplicate' : 'crud.messages.available',
      );
      return ok({ duplicate }, message);
    },
  );
}

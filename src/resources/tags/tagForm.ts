// The tag form, validated with the schema the server uses (src/domain/schemas/tag.ts).
import type { RaRecord } from 'react-admin';
import { yupValidate } from '../../ui/forms/yupValidate';
import { tagSchema } from '../../domain/schemas/tag';

export { TAG_NAME_MAX, tagSchema } from '../../domain/schemas/tag';

export const validateTag = yupValidate(tagSchema);

export const tagPayload = (values: Partial<RaRecord>) =>
  tagSchema.cast({ name: values.name ?? '' }, { stripUnknown: true, assert: false }) as { name: string };

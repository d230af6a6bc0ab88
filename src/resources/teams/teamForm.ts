// The team form: teamSchema (the server's) for validation and the payload { name, memberIds }.
import type { RaRecord } from 'react-admin';
import { yupValidate } from '../../ui/forms/yupValidate';
import { teamSchema, type TeamInput } from '../../domain/schemas/team';

export const validateTeam = yupValidate(teamSchema);

export function teamPayload(values: Partial<RaRecord>): TeamInput {
  return teamSchema.cast({ name: values.name ?? '', memberIds: values.memberIds ?? [] }, { stripUnknown: true, assert: false }) as TeamInput;
}

export const emptyTeam = () => ({ name: '', memberIds: [] as number[] });

// The canned message form: cannedMessageSchema (the composer's and the server's).
import type { RaRecord } from 'react-admin';
import { yupValidate } from '../../ui/forms/yupValidate';
import { cannedMessageSchema, type CannedMessageInput } from '../../domain/schemas/canned';

export const validateCannedMessage = yupValidate(cannedMessageSchema);

export const cannedMessagePayload = (values: Partial<RaRecord>): CannedMessageInput =>
  cannedMessageSchema.cast({ message: values.message ?? '' }, { stripUnknown: true, assert: false }) as CannedMessageInput;

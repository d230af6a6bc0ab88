// POST app/highlights body, validated alike by the builder and the server (the server then checks the keys against
// the project's catalogue and what the project has: rules.selectionProblem).
import * as yup from 'yup';
import { HIGHLIGHTS_MAX_FIELDS } from '../constants';
import { HIGHLIGHTS_MSG } from './messages';

export const highlightsSaveSchema = yup.object({
  fields: yup
    .array(
      yup.object({
        id: yup.string().trim().required(HIGHLIGHTS_MSG.unknownField).max(40).matches(/^[A-Za-z0-9_-]+$/, HIGHLIGHTS_MSG.unknownField),
        key: yup.string().trim().required(HIGHLIGHTS_MSG.unknownField).max(80),
      }),
    )
    .required(HIGHLIGHTS_MSG.pickOne)
    .min(1, HIGHLIGHTS_MSG.pickOne)
    .max(HIGHLIGHTS_MAX_FIELDS, HIGHLIGHTS_MSG.limitReached)
    .test('unique-ids', HIGHLIGHTS_MSG.duplicate, (fs) => new Set((fs ?? []).map((x) => x.id)).size === (fs ?? []).length),
});
export type HighlightsSaveInput = yup.InferType<typeof highlightsSaveSchema>;

export const doziSubscriptionSchema = yup.object({
  projectId: yup.number().integer().min(1).optional(),
  hasIntent: yup.boolean().required(),
  hasScoops: yup.boolean().required(),
  hasTechnology: yup.boolean().required(),
});

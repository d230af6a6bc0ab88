// Plan names for the customer screens, from the one plan catalogue.
import { PLANS } from '../../domain/plans';

export const planName = (id: string | undefined): string => (id && Object.hasOwn(PLANS, id) ? PLANS[id]!.name : id ?? '');

export const PLAN_CHOICES = Object.values(PLANS).map((p) => ({ id: p.id, name: `${p.name} (up to ${p.userLimit} users)` }));

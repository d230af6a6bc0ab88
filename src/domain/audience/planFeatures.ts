// The plan features an audience's triggers need (spec §6 "click-based chat"): an Element Click trigger starts a
// chat on a click, which only plans with 'clickBasedChat' offer. Checked where an audience is saved and where a
// flow is saved with it (an audience kept from a larger plan).
import type { Feature } from '../plans';
import type { AudienceTrigger } from './model';

export function triggerFeatures(triggers: readonly Pick<AudienceTrigger, 'type'>[]): Feature[] {
  return triggers.some((t) => t.type === 'elementClick') ? ['clickBasedChat'] : [];
}

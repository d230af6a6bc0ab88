// Failures of the integrations layer that callers (routes, the bot, routing) tell apart.
import { ApiError } from '../lib/apiError';
import { INTEGRATIONS, type IntegrationKind } from '../../src/domain/integrations/kinds';
import { INTEGRATION_MSG } from '../../src/domain/integrations/messages';

/** No connection for this project and kind: 409, with "<name> is not connected". */
export class IntegrationNotConnected extends ApiError {
  constructor(readonly kind: IntegrationKind) {
    super(409, INTEGRATION_MSG.notConnected(INTEGRATIONS[kind].name));
  }
}

/** The provider refused the stored tokens and a refresh failed: the admin must reconnect. */
export class IntegrationNeedsReconnect extends ApiError {
  constructor(readonly kind: IntegrationKind) {
    super(409, INTEGRATION_MSG.reconnect);
  }
}

/** The provider answered an error (its own text when it gave one). */
export class ProviderError extends ApiError {
  constructor(readonly kind: IntegrationKind, message: string, readonly providerStatus?: number) {
    super(502, message);
  }
}

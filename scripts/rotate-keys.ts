// `npm run rotate-keys`: re-encrypts every stored provider token under the current master key (INTEGRATIONS_KEY),
// reading old ones with the keys in INTEGRATIONS_KEYS_PREVIOUS (and tokens from before key ids). The app keeps
// running meanwhile: it decrypts under every configured key, and a token renewed during the run is left alone.
// Steps (README "Security"): every node learns the new key, then encrypts with it, then this runs, then the old key goes.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { StoredTokensRepository } from '../server/db/repositories/storedTokens';
import { TokenCipher, integrationsKey, rotateStoredTokens } from '../server/integrations/crypto';
import { Keys } from '../server/lib/keys';

const config = loadConfig();
const keys = new Keys(integrationsKey(config.integrationsKey ?? undefined, config.dataDir), config.integrationsKeysPrevious);
const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
try {
  const result = await rotateStoredTokens(new StoredTokensRepository(db.kysely), new TokenCipher(keys));
  console.log(`key ${keys.currentId}: ${result.rotated} token(s) re-encrypted, ${result.current} already current, ${result.changedMeanwhile} renewed meanwhile (left as written)`);
} finally {
  await db.close();
}

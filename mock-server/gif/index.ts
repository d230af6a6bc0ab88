// The GIF provider (a Giphy-style search, /gif/gifs?q=dance): a json-server collection seeded from data/gif.json.
import type { FakeProvider } from '../fake';

export const gifFake: FakeProvider = { jsonData: { gif: 'gif.json' } };

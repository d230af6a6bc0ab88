// A website visitor acting through the visitor API over real HTTP (what the widget will do).
export interface E2EVisitor {
  visitorId: string;
  token: string;
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export const visitorSession = (base: string, name: string) =>
  post<E2EVisitor>(`${base}/app/visitor/session`, { projectKey: 'demo-widget-key', name });

export const visitorStarts = async (base: string, v: E2EVisitor, text: string) =>
  (await post<{ conversationId: number }>(`${base}/app/visitor/conversations`, { text }, v.token)).conversationId;

export const visitorSays = (base: string, v: E2EVisitor, conversationId: number, text: string) =>
  post(`${base}/app/visitor/conversations/${conversationId}/messages`, { text }, v.token);

export async function visitorSees(base: string, v: E2EVisitor, conversationId: number): Promise<string[]> {
  const res = await fetch(`${base}/app/visitor/conversations/${conversationId}/messages?after=0`, { headers: { authorization: `Bearer ${v.token}` } });
  return ((await res.json()) as { messages: Array<{ text: string }> }).messages.map((m) => m.text);
}

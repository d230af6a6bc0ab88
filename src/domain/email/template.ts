// The follow-up email's look, shared by the server (the email sent) and the settings page (its live preview): one
// function from settings and already-cleaned message HTML to the email's HTML, so the preview is the email.
import type { EmailSettings } from './settings';

export interface EmailPart {
  senderName: string;
  avatarUrl: string | null;
  /** Already cleaned HTML (sanitize-html on the server; the preview's sample text is static). */
  html: string;
  attachments: Array<{ name: string; url: string }>;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailHtml(p: { settings: Pick<EmailSettings, 'colour' | 'logoUrl'>; projectName: string; parts: EmailPart[]; conversationUrl: string; unsubscribeUrl: string }): string {
  const colour = esc(p.settings.colour);
  const logo = p.settings.logoUrl ? `<img src="${esc(p.settings.logoUrl)}" alt="${esc(p.projectName)}" height="32" style="height:32px">` : `<strong style="font-size:18px">${esc(p.projectName)}</strong>`;
  const parts = p.parts
    .map((m) => {
      const avatar = m.avatarUrl
        ? `<img src="${esc(m.avatarUrl)}" alt="" width="32" height="32" style="border-radius:50%;vertical-align:middle;margin-right:8px">`
        : `<span style="display:inline-block;width:32px;height:32px;border-radius:50%;background:${colour};color:#fff;text-align:center;line-height:32px;margin-right:8px">${esc(m.senderName.slice(0, 1).toUpperCase())}</span>`;
      const files = m.attachments.map((a) => `<li><a href="${esc(a.url)}">${esc(a.name)}</a></li>`).join('');
      return `<div style="margin:0 0 20px"><div style="font-weight:600;margin-bottom:6px">${avatar}${esc(m.senderName)}</div><div style="padding-left:40px">${m.html}${files ? `<ul>${files}</ul>` : ''}</div></div>`;
    })
    .join('');
  return `<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#1f2329">
<div style="max-width:560px;margin:0 auto;padding:24px"><div style="border-top:4px solid ${colour};background:#fff;border-radius:8px;padding:24px">
<div style="margin-bottom:20px">${logo}</div>${parts}
<p style="margin:24px 0 0"><a href="${esc(p.conversationUrl)}" style="background:${colour};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">Continue the conversation</a></p>
<p style="color:#6b7280;font-size:13px;margin:16px 0 0">Reply to this email to answer.</p></div>
<p style="color:#6b7280;font-size:12px;text-align:center">Sent by ${esc(p.projectName)} with Parley · <a href="${esc(p.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe</a></p></div></body></html>`;
}

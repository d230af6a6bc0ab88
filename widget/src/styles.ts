// Every style of the widget, applied inside its shadow root: the site's CSS cannot reach in, and `all: initial`
// on the host stops inherited properties (fonts, colours, line height) from leaking through.
export const CSS = `
:host{all:initial;position:fixed;bottom:20px;right:20px;z-index:2147483000;font:14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2330;--c:#3f51b5}
:host([data-position=left]){right:auto;left:20px}
*{box-sizing:border-box;font:inherit;color:inherit}
button{cursor:pointer;border:0;background:none;padding:0}
button:focus-visible,textarea:focus-visible,input:focus-visible,a:focus-visible{outline:2px solid var(--c);outline-offset:2px}
[hidden]{display:none!important}
.launcher{width:56px;height:56px;border-radius:50%;background:var(--c);box-shadow:0 4px 14px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;position:relative;margin-left:auto}
:host([data-position=left]) .launcher{margin-left:0}
.launcher svg{width:28px;height:28px;fill:#fff}
.badge{position:absolute;top:-4px;right:-4px;min-width:20px;height:20px;border-radius:10px;background:#e53935;color:#fff;font-size:12px;line-height:20px;text-align:center;padding:0 5px}
.bubble{position:absolute;bottom:70px;right:0;width:280px;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.18);padding:12px 32px 12px 14px;cursor:pointer}
:host([data-position=left]) .bubble,:host([data-position=left]) .window{right:auto;left:0}
.bubble .x{position:absolute;top:6px;right:8px;font-size:16px;color:#666}
.bubble p{margin:0 0 6px}
.window{position:absolute;bottom:70px;right:0;width:360px;max-width:calc(100vw - 40px);height:540px;max-height:calc(100vh - 110px);background:#fff;border-radius:14px;box-shadow:0 8px 32px rgba(0,0,0,.22);display:flex;flex-direction:column;overflow:hidden}
.head{background:var(--c);color:#fff;padding:14px 16px;display:flex;align-items:center;gap:10px}
.head *{color:#fff}
.head img{width:32px;height:32px;border-radius:50%}
.head h2{margin:0;font-size:16px;font-weight:600;flex:1}
.head .net{font-size:12px;opacity:.85}
.head button{font-size:20px;line-height:1}
.log{flex:1;overflow-y:auto;padding:14px;display:flex;flex-direction:column;gap:8px;background:#f6f7fb}
.msg{max-width:82%;padding:8px 12px;border-radius:14px;white-space:pre-wrap;word-wrap:break-word;background:#fff;border:1px solid #e3e5ee;align-self:flex-start}
.msg.visitor{align-self:flex-end;background:var(--c);color:#fff;border-color:transparent}
.msg.visitor *{color:#fff}
.msg.info{align-self:center;background:none;border:0;color:#666;font-size:12px}
.msg.failed{opacity:.7}
.who{font-size:11px;color:#666;margin:4px 0 -4px 4px}
.msg img{max-width:100%;border-radius:8px;display:block}
.msg a{text-decoration:underline}
.card{display:block;border:1px solid #e3e5ee;border-radius:10px;padding:8px 10px;background:#fff;text-decoration:none!important}
.card small{display:block;color:#666}
.choices{display:flex;flex-wrap:wrap;gap:6px;align-self:flex-start;max-width:90%}
.choices button{border:1px solid var(--c);color:var(--c);border-radius:16px;padding:6px 12px;background:#fff}
.choices button:hover{background:var(--c);color:#fff}
.choices button:disabled{opacity:.5;cursor:default}
.csat{align-self:stretch;background:#fff;border:1px solid #e3e5ee;border-radius:12px;padding:10px}
.csat p{margin:0 0 8px}
.receipt{align-self:flex-end;font-size:11px;color:#666;margin-top:-4px}
.receipt button{text-decoration:underline;color:#c62828}
.typing{font-size:12px;color:#666;padding:0 16px 6px;background:#f6f7fb;min-height:18px}
.foot{border-top:1px solid #e3e5ee;padding:8px;display:flex;gap:6px;align-items:flex-end;background:#fff}
.foot textarea{flex:1;resize:none;border:1px solid #d5d8e3;border-radius:10px;padding:8px 10px;height:40px;max-height:120px}
.foot .send{background:var(--c);color:#fff;border-radius:10px;padding:0 14px;height:40px}
.foot .attach{width:36px;height:40px;font-size:20px;color:#555}
.note{font-size:12px;color:#666;padding:6px 12px;background:#fff}
.note a{color:var(--c)}
.offwrap{flex:1;display:flex;flex-direction:column;min-height:0}
.offline{padding:16px;display:flex;flex-direction:column;gap:8px;overflow-y:auto;flex:1}
.offline h3{margin:0;font-size:15px}
.offline p{margin:0}
.offline label{display:flex;flex-direction:column;gap:3px;font-size:13px}
.offline input,.offline textarea{border:1px solid #d5d8e3;border-radius:8px;padding:8px}
.offline textarea{min-height:90px;resize:vertical}
.offline .send{background:var(--c);color:#fff;border-radius:10px;padding:10px}
.err{color:#c62828;font-size:12px}
`;
